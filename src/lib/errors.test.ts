import { ofetch, type FetchError } from 'ofetch';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorMessage, errorStatus } from './errors';
import { IDEMPOTENCY_TITLES } from './idempotency';

/** A real FetchError from ofetch for a stubbed answer. */
async function failWith(status: number, body: unknown, statusText = ''): Promise<FetchError> {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      new Response(body === undefined ? null : JSON.stringify(body), {
        status,
        statusText,
        headers: { 'content-type': 'application/json' },
      }),
    ),
  );
  try {
    await ofetch('http://localhost/api/x', { retry: 0 });
  } catch (error) {
    return error as FetchError;
  }
  throw new Error('expected a failure');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('errorMessage (spec §8)', () => {
  it('no response → Geen verbinding met de server.', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => { throw new TypeError('Failed to fetch'); }));
    const error = await ofetch('http://localhost/api/x', { retry: 0 }).catch((e: unknown) => e);
    expect(errorMessage(error)).toEqual({ text: 'Geen verbinding met de server.', style: 'is-danger' });
    expect(errorMessage(new Error('boom')).text).toBe('Geen verbinding met de server.');
    expect(errorMessage(undefined).text).toBe('Geen verbinding met de server.');
  });

  it('400 → body title when non-empty', async () => {
    const error = await failWith(400, { title: 'Vul een onderwerp in.' });
    expect(errorMessage(error, { 400: 'eigen tekst' })).toEqual({ text: 'Vul een onderwerp in.', style: 'is-danger' });
  });

  it('400 → override when the title is empty or missing, else the default', async () => {
    expect(errorMessage(await failWith(400, { title: '  ' }), { 400: 'Eigen 400' }).text).toBe('Eigen 400');
    expect(errorMessage(await failWith(400, undefined), { 400: 'Eigen 400' }).text).toBe('Eigen 400');
    expect(errorMessage(await failWith(400, {})).text).toBe('Er ging iets mis. Melding kon niet weergeven worden.');
  });

  it('401 → body title, else override, else the default', async () => {
    expect(errorMessage(await failWith(401, { title: 'E-mailadres of wachtwoord klopt niet.' })).text).toBe(
      'E-mailadres of wachtwoord klopt niet.',
    );
    expect(errorMessage(await failWith(401, { title: '' }), { 401: 'Eigen 401' }).text).toBe('Eigen 401');
    expect(errorMessage(await failWith(401, null)).text).toBe('Je hebt geen rechten om deze actie uit te voeren.');
  });

  it('404 → override, default empty (the body title is not used)', async () => {
    const error = await failWith(404, { title: 'Niet gevonden.' });
    expect(errorMessage(error)).toEqual({ text: '', style: 'is-danger' });
    expect(errorMessage(error, { 404: 'Dit bericht bestaat niet.' }).text).toBe('Dit bericht bestaat niet.');
  });

  it('409 → override, default about the e-mail address', async () => {
    const error = await failWith(409, { title: 'Conflict' });
    expect(errorMessage(error).text).toBe('Er bestaat al een gebruiker met dit emailadres');
    expect(errorMessage(error, { 409: 'Bestaat al.' }).text).toBe('Bestaat al.');
  });

  it('other statuses → code and status text', async () => {
    const error = await failWith(500, { title: 'intern' }, 'Internal Server Error');
    expect(errorMessage(error, { 400: 'x', 401: 'y', 404: 'z', 409: 'w' })).toEqual({
      text: 'Er gaat iets fout aan onze kant. Errorcode: 500. Foutmelding: Internal Server Error',
      style: 'is-danger',
    });
    expect(errorMessage(await failWith(429, {}, 'Too Many Requests')).text).toBe(
      'Er gaat iets fout aan onze kant. Errorcode: 429. Foutmelding: Too Many Requests',
    );
    expect(errorMessage(await failWith(413, {}, '')).text).toBe(
      'Er gaat iets fout aan onze kant. Errorcode: 413. Foutmelding: ',
    );
  });

  it('429 and 503 → the body title, which says how long to wait; without one the catalogue text', async () => {
    const wait = 'Te veel mislukte inlogpogingen vanaf dit netwerk. Probeer het over 12 minuten opnieuw.';
    expect(errorMessage(await failWith(429, { title: wait })).text).toBe(wait);
    const busy = 'Het is op dit moment erg druk met inloggen. Probeer het over een minuut opnieuw.';
    expect(errorMessage(await failWith(503, { title: busy })).text).toBe(busy);
    expect(errorMessage(await failWith(429, { title: '  ' }, 'Too Many Requests')).text).toBe(
      'Er gaat iets fout aan onze kant. Errorcode: 429. Foutmelding: Too Many Requests',
    );
  });

  it('a form sent again (docs/decisions/039): 422 shows its title; the 409 of a submit still running shows its own, other 409s do not', async () => {
    expect(errorMessage(await failWith(422, { title: IDEMPOTENCY_TITLES.reused })).text).toBe(IDEMPOTENCY_TITLES.reused);
    expect(errorMessage(await failWith(409, { title: IDEMPOTENCY_TITLES.inProgress }), { 409: 'Bestaat al.' }).text).toBe(IDEMPOTENCY_TITLES.inProgress);
    expect(errorMessage(await failWith(409, { title: 'Iets anders' })).text).toBe('Er bestaat al een gebruiker met dit emailadres');
  });

  it('accepts error-shaped objects that are not FetchErrors', () => {
    expect(errorMessage({ status: 400, data: { title: 'Fout' } }).text).toBe('Fout');
    expect(errorMessage({ statusCode: 503, statusMessage: 'Service Unavailable' }).text).toBe(
      'Er gaat iets fout aan onze kant. Errorcode: 503. Foutmelding: Service Unavailable',
    );
  });
});

describe('errorStatus', () => {
  it('gives the status or undefined', async () => {
    expect(errorStatus(await failWith(404, {}))).toBe(404);
    expect(errorStatus(new Error('x'))).toBeUndefined();
  });
});
