/**
 * CSRF (csrf.ts): a cross-origin unsafe request that carries the session cookie is refused whatever its
 * content type; the same request from our own origin passes; login-type pages are guarded without a cookie.
 */
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { csrf } from './csrf';
import { answerError, TITLES } from './errors';

const ORIGIN = 'http://localhost';
const EVIL = 'https://evil.example';

function app() {
  const a = new Hono();
  a.onError(answerError());
  a.use(csrf({ allowedOrigins: ['https://platform.example.nl'] }));
  a.all('*', (c) => c.text('doorgelaten'));
  return a;
}

const BODIES: [string, string][] = [
  ['application/json', '{"to":["x"],"subject":"s","body":"b"}'],
  ['text/plain', 'hallo'],
  ['application/x-www-form-urlencoded', 'a=1'],
  ['multipart/form-data; boundary=x', '--x--'],
];

describe('csrf', () => {
  it.each(BODIES)('refuses a cross-origin POST with the session cookie (%s) with 403 JSON', async (type, body) => {
    const res = await app().request('/api/message', {
      method: 'POST',
      headers: { cookie: 'sid=abc', origin: EVIL, 'content-type': type },
      body,
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ title: TITLES.crossSite });
  });

  it.each(['PUT', 'PATCH', 'DELETE'])('refuses a cross-origin %s with the cookie', async (method) => {
    const res = await app().request('/api/notification/read', { method, headers: { cookie: 'sid=abc', origin: EVIL } });
    expect(res.status).toBe(403);
  });

  it.each(BODIES)('lets a same-origin POST with the cookie pass (%s)', async (type, body) => {
    const res = await app().request('/api/message', {
      method: 'POST',
      headers: { cookie: 'sid=abc', origin: ORIGIN, 'content-type': type },
      body,
    });
    expect(res.status).toBe(200);
  });

  it('accepts the public address (PUBLIC_URL) behind a proxy', async () => {
    const res = await app().request('/api/message', {
      method: 'POST',
      headers: { cookie: 'sid=abc', origin: 'https://platform.example.nl' },
    });
    expect(res.status).toBe(200);
  });

  it('falls back to Referer, then Sec-Fetch-Site', async () => {
    const post = (headers: Record<string, string>) =>
      app().request('/api/message', { method: 'POST', headers: { cookie: 'sid=abc', ...headers } });
    expect((await post({ referer: `${EVIL}/page` })).status).toBe(403);
    expect((await post({ referer: `${ORIGIN}/mailbox` })).status).toBe(200);
    expect((await post({ 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await post({ 'sec-fetch-site': 'same-site' })).status).toBe(403);
    expect((await post({ 'sec-fetch-site': 'same-origin' })).status).toBe(200);
    expect((await post({})).status).toBe(200); // not a browser
  });

  it('refuses Origin: null (sandboxed frames, data: pages)', async () => {
    const res = await app().request('/api/message', { method: 'POST', headers: { cookie: 'sid=abc', origin: 'null' } });
    expect(res.status).toBe(403);
  });

  it('refuses a cross-site post to the login form even without a cookie (login CSRF)', async () => {
    const res = await app().request('/login', {
      method: 'POST',
      headers: { origin: EVIL, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=a%40b.nl&password=x',
    });
    expect(res.status).toBe(403);
  });

  it('refuses a cross-site post to the public beroepen-quiz without a cookie, by Origin or Sec-Fetch-Site', async () => {
    const post = (headers: Record<string, string>) =>
      app().request('/beroepen-quiz?lang=nl&uitslag=RRRRRR', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        body: 'stap=contact&name=Iemand&email=iemand%40example.org&consent=ja',
      });
    expect((await post({ origin: EVIL })).status).toBe(403);
    expect((await post({ 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await post({ referer: `${EVIL}/lokpagina` })).status).toBe(403);
    expect((await post({ origin: ORIGIN, 'sec-fetch-site': 'same-origin' })).status).toBe(200);
    expect((await post({ 'sec-fetch-site': 'same-origin' })).status).toBe(200);
  });

  it('answers a browser whose form post is refused with a Dutch page, not JSON', async () => {
    const res = await app().request('/beroepen-quiz?lang=nl', {
      method: 'POST',
      headers: { origin: EVIL, accept: 'text/html,application/xhtml+xml,*/*;q=0.8', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'stap=1',
    });
    expect(res.status).toBe(403);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    expect(html).toContain('<html lang="nl">');
    expect(html).toContain(TITLES.crossSite);
    expect(html).toContain('href="/beroepen-quiz"');
  });

  it('leaves safe methods and cookie-less API calls alone', async () => {
    expect((await app().request('/api/user/get', { headers: { cookie: 'sid=abc', origin: EVIL } })).status).toBe(200);
    const apiClient = await app().request('/api/message', { method: 'POST', headers: { origin: EVIL, authorization: 'Bearer x' } });
    expect(apiClient.status).toBe(200);
  });
});
