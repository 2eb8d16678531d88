/**
 * validation.ts without a database: which text PostgreSQL can store, which content types count as JSON, and
 * the statuses and Dutch titles `readJson` and `readQuery` answer (docs/api.md, general section).
 */
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { TITLES } from './errors';
import { isStorableText } from '#src/lib/storable-text';
import { isJsonContentType, isStorableValue, readJson, readOptionalJson, readQuery } from './validation';

describe('isStorableText', () => {
  it('accepts ordinary text, emoji (paired surrogates) and the replacement character', () => {
    for (const text of ['', 'Hallo', 'Ça va? 😀 مرحبا', '\ufffd', '\u202e', 'a\u0001b']) expect(isStorableText(text), text).toBe(true);
  });

  it('refuses NUL and unpaired surrogates, wherever they stand', () => {
    for (const text of ['\0', 'voor\0na', '\ud800', 'x\ud83d', '\udc00x', '\ude00\ud83d', '😀\ud800']) {
      expect(isStorableText(text), JSON.stringify(text)).toBe(false);
    }
  });
});

describe('isStorableValue', () => {
  it('looks at values and keys at any depth', () => {
    expect(isStorableValue({ a: [1, true, null, { b: 'tekst' }] })).toBe(true);
    expect(isStorableValue({ a: [1, { b: ['x', 'y\0'] }] })).toBe(false);
    expect(isStorableValue({ a: { 'sleutel\ud800': 1 } })).toBe(false);
    expect(isStorableValue(JSON.parse('{"__proto__":{"x":"\\u0000"}}'))).toBe(false);
    expect(isStorableValue({ userId: ['a', '\0'] })).toBe(false);
  });

  it('walks deeply nested values without overflowing the stack', () => {
    const deep = JSON.parse(`${'['.repeat(100_000)}"\\u0000"${']'.repeat(100_000)}`);
    expect(isStorableValue(deep)).toBe(false);
  });
});

describe('isJsonContentType', () => {
  it('takes application/json in any case, with parameters', () => {
    for (const type of ['application/json', 'Application/JSON', 'application/json; charset=utf-8', 'application/json;charset=UTF-8', ' application/json ']) {
      expect(isJsonContentType(type), type).toBe(true);
    }
  });

  it('refuses anything else, and no header', () => {
    for (const type of [undefined, '', 'text/plain', 'application/jsonx', 'application/ld+json', 'application/json-patch+json', 'multipart/form-data; boundary=x', 'text/json']) {
      expect(isJsonContentType(type), String(type)).toBe(false);
    }
  });
});

/** A tiny app with the platform's error answer (app.ts) around `readJson` and `readQuery`. */
function app() {
  const schema = z.object({ text: z.string({ message: 'Vul een tekst in.' }) });
  const api = new Hono();
  api.post('/json', async (c) => c.json(await readJson(c, schema)));
  api.post('/optional', async (c) => c.json(await readOptionalJson(c, z.object({ revision: z.number().optional() }))));
  api.get('/query', (c) => c.json(readQuery(c, z.object({ q: z.string().optional() }))));
  api.onError((error, c) => (error instanceof HTTPException ? c.json({ title: error.message }, error.status) : c.json({ title: 'fout' }, 500)));
  return api;
}

async function answer(res: Response) {
  return { status: res.status, json: await res.json() };
}

describe('readJson', () => {
  const post = (body: string, contentType?: string) =>
    app().request('/json', { method: 'POST', body, headers: contentType === undefined ? {} : { 'content-type': contentType } });

  it('answers 415 before reading a body that is not sent as JSON', async () => {
    expect(await answer(await post('{"text":"a"}'))).toEqual({ status: 415, json: { title: TITLES.notJson } });
    expect(await answer(await post('{"text":"a"}', 'text/plain'))).toEqual({ status: 415, json: { title: TITLES.notJson } });
    expect(await answer(await post('niet eens JSON', 'application/x-www-form-urlencoded'))).toEqual({ status: 415, json: { title: TITLES.notJson } });
  });

  it('answers 400 for malformed JSON, unstorable text and a body that does not fit', async () => {
    expect(await answer(await post('{', 'application/json'))).toEqual({ status: 400, json: { title: TITLES.badJson } });
    expect(await answer(await post('{"text":"a\\u0000b"}', 'application/json'))).toEqual({ status: 400, json: { title: TITLES.unstorableText } });
    expect(await answer(await post('{"text":"\\ud800"}', 'application/json'))).toEqual({ status: 400, json: { title: TITLES.unstorableText } });
    expect(await answer(await post('{"text":"ok","extra":{"\\u0000":1}}', 'application/json'))).toEqual({ status: 400, json: { title: TITLES.unstorableText } });
    expect(await answer(await post('{"text":1}', 'application/json'))).toEqual({ status: 400, json: { title: 'Vul een tekst in.' } });
  });

  it('reads a fitting body, also with a charset parameter', async () => {
    expect(await answer(await post('{"text":"Hallo 😀"}', 'application/json; charset=utf-8'))).toEqual({ status: 200, json: { text: 'Hallo 😀' } });
  });
});

describe('readOptionalJson', () => {
  const post = (body: string | undefined, contentType?: string) =>
    app().request('/optional', { method: 'POST', body, headers: contentType === undefined ? {} : { 'content-type': contentType } });

  it('reads a missing or empty body as {}, whatever the content type says', async () => {
    expect(await answer(await post(undefined))).toEqual({ status: 200, json: {} });
    expect(await answer(await post(''))).toEqual({ status: 200, json: {} });
    expect(await answer(await post('', 'text/plain'))).toEqual({ status: 200, json: {} });
    expect(await answer(await post('', 'application/json'))).toEqual({ status: 200, json: {} });
  });

  it('reads a sent body as readJson does', async () => {
    expect(await answer(await post('{"revision":2}', 'application/json'))).toEqual({ status: 200, json: { revision: 2 } });
    expect(await answer(await post('{"revision":2}'))).toEqual({ status: 415, json: { title: TITLES.notJson } });
    expect(await answer(await post('{', 'application/json'))).toEqual({ status: 400, json: { title: TITLES.badJson } });
    expect((await post('{"revision":"x"}', 'application/json')).status).toBe(400);
  });
});

describe('readQuery', () => {
  const get = (query: string) => app().request(`/query?${query}`);

  it('answers 400 for NUL in a value, a repeated value or a name', async () => {
    for (const query of ['q=a%00b', 'q=a&q=%00', '%00=1', 'x=%00']) {
      expect(await answer(await get(query)), query).toEqual({ status: 400, json: { title: TITLES.unstorableText } });
    }
  });

  it('reads an ordinary query', async () => {
    expect(await answer(await get('q=zoek%20mij'))).toEqual({ status: 200, json: { q: 'zoek mij' } });
  });
});
