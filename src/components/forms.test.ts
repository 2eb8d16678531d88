import { describe, expect, it } from 'vitest';
import { translate } from '#src/lib/i18n/catalogues.server';
import { emailError, keyHeaders, newPasswordErrors, pageParam, readForm, sendShowingTitle, submit, textOf, withParams } from './forms';

describe('readForm / textOf', () => {
  it('reads POST bodies only', async () => {
    const body = new URLSearchParams({ email: '  a@b.nl ', password: ' geheim ' });
    const form = await readForm(new Request('http://x/login', { method: 'POST', body }));
    expect(form && textOf(form, 'email')).toBe('a@b.nl');
    expect(form && textOf(form, 'password', false)).toBe(' geheim ');
    expect(form && textOf(form, 'missing')).toBe('');
    expect(await readForm(new Request('http://x/login'))).toBeNull();
  });
});

describe('keyHeaders', () => {
  it('sends the rendered form’s key as the Idempotency-Key header (a quoted string), and nothing without a good one', () => {
    const form = (key?: string) => {
      const data = new FormData();
      if (key !== undefined) data.set('idempotencyKey', key);
      return data;
    };
    expect(keyHeaders(form('8e03978e-40d5-43e8-bc93-6894a57f9324'))).toEqual({ 'Idempotency-Key': '"8e03978e-40d5-43e8-bc93-6894a57f9324"' });
    expect(keyHeaders(form())).toEqual({});
    expect(keyHeaders(form('twee woorden'))).toEqual({});
    expect(keyHeaders(form('"aanhalingsteken'))).toEqual({});
  });
});

describe('emailError', () => {
  it('asks for an address and checks its shape', () => {
    expect(emailError('')).toBe('Vul je e-mailadres in.');
    expect(emailError('geen-adres')).toMatch(/geldig e-mailadres/);
    expect(emailError('kandidaat@example.org')).toBeUndefined();
  });
});

describe('newPasswordErrors', () => {
  it('wants at least 12 characters and two equal entries', () => {
    expect(newPasswordErrors('kort', 'kort', translate('nl')).password).toMatch(/minstens 12/);
    expect(newPasswordErrors('lang-genoeg-wachtwoord', '', translate('nl'))).toEqual({ repeat: expect.stringMatching(/nog een keer/) });
    expect(newPasswordErrors('lang-genoeg-wachtwoord', 'iets-anders-helemaal', translate('nl'))).toEqual({
      repeat: expect.stringMatching(/niet gelijk/),
    });
    expect(newPasswordErrors('lang-genoeg-wachtwoord', 'lang-genoeg-wachtwoord', translate('nl'))).toEqual({});
    expect(newPasswordErrors('x'.repeat(129), 'x'.repeat(129), translate('nl')).password).toMatch(/hoogstens 128/);
  });
});

describe('pageParam / withParams', () => {
  it('reads a page number from 1', () => {
    expect(pageParam(new URL('http://x/a?page=3'))).toBe(3);
    expect(pageParam(new URL('http://x/a?page=0'))).toBe(1);
    expect(pageParam(new URL('http://x/a?page=abc'))).toBe(1);
    expect(pageParam(new URL('http://x/a'))).toBe(1);
  });
  it('changes and removes query parameters', () => {
    const url = new URL('http://x/contactperson/overzicht?q=jan&page=2');
    expect(withParams(url, { page: 3 })).toBe('/contactperson/overzicht?q=jan&page=3');
    expect(withParams(url, { page: null, q: '' })).toBe('/contactperson/overzicht');
    expect(withParams(url, { open: 'abc' }, '#bericht')).toBe('/contactperson/overzicht?q=jan&page=2&open=abc#bericht');
  });
});

describe('submit', () => {
  it('goes on to the next page when the call succeeds, computed from its answer if need be', async () => {
    expect(await submit(async () => ({ id: 't1' }), '/klaar')).toEqual({ redirect: '/klaar' });
    expect(await submit(async () => ({ id: 't1' }), (answer) => `/cp/test/${answer.id}?created=1`)).toEqual({ redirect: '/cp/test/t1?created=1' });
  });

  it("stays on the form with spec §8's message, the API's title or the call's own text", async () => {
    const failing = (status: number, title?: string) => async () => {
      throw Object.assign(new Error('mislukt'), { status, data: title === undefined ? undefined : { title } });
    };
    expect(await submit(failing(400, 'De naam mag hoogstens 200 tekens lang zijn.'), '/x')).toEqual({ error: 'De naam mag hoogstens 200 tekens lang zijn.', status: 400 });
    expect(await submit(failing(409), '/x', { 409: 'Deze kandidaat heeft de test al.' })).toEqual({ error: 'Deze kandidaat heeft de test al.', status: 409 });
    expect(await submit(async () => Promise.reject(new TypeError('fetch failed')), '/x')).toEqual({ error: 'Geen verbinding met de server.', status: undefined });
  });
});

const ID = '3f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b';
const failing = (status: number, title?: string) => () => Promise.reject(Object.assign(new Error('x'), { status, data: title ? { title } : undefined }));

describe('posting an action', () => {
  it('goes on after success', async () => {
    expect(await sendShowingTitle(() => Promise.resolve({ id: ID }), (a) => `/x/${a.id}`)).toEqual({ redirect: `/x/${ID}` });
  });

  it('shows the API’s own reason of a conflict, not the e-mail text of spec §8', async () => {
    expect(await sendShowingTitle(failing(409, 'Deze factuur is al betaald.'), '/x')).toEqual({ error: 'Deze factuur is al betaald.', status: 409 });
    expect(await sendShowingTitle(failing(404, 'Deze plaats bestaat niet of is al teruggegeven.'), '/x')).toEqual({
      error: 'Deze plaats bestaat niet of is al teruggegeven.',
      status: 404,
    });
    expect(await sendShowingTitle(failing(409), '/x')).toEqual({ error: 'Er bestaat al een gebruiker met dit emailadres', status: 409 });
    expect(await sendShowingTitle(failing(400, 'Aantal plaatsen: minstens 1 plaats.'), '/x')).toEqual({ error: 'Aantal plaatsen: minstens 1 plaats.', status: 400 });
  });
});
