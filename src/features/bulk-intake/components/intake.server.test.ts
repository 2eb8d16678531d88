/** The bulk intake's form handling on /cp/users/candidate (intake.server.ts), with a fake page context. */
import { FetchError } from 'ofetch';
import { describe, expect, it, vi } from 'vitest';
import type { IntakePreview, IntakeResult } from '#src/features/bulk-intake/contract';
import { decodeCsv, handleIntake, INTAKE_IMPORT, INTAKE_PREVIEW, resultUrl } from './intake.server';

const ID = '0b9c3f4e-1d2a-4c5b-8e7f-123456789abc';
const PREVIEW: IntakePreview = {
  rows: [
    { line: 2, name: 'José García', email: 'jose@example.org', organization: '', profession: '', language: '', errors: [] },
    { line: 3, name: '', email: 'x@example.org', organization: '', profession: '', language: '', errors: ['De naam ontbreekt.'] },
  ],
  good: 1,
  bad: 1,
};

/** A fake page context: request (GET or a multipart POST), `locals.api`, `redirect` and `response`. */
function page(url: string, form: FormData | null, api: (path: string, options?: unknown) => Promise<unknown>) {
  const request = new Request(`http://localhost${url}`, { method: form ? 'POST' : 'GET', body: form ?? undefined });
  const redirect = vi.fn((to: string, status?: number) => new Response(null, { status, headers: { location: to } }));
  const response = { status: 200 };
  const spy = vi.fn(api);
  const astro = { request, url: new URL(`http://localhost${url}`), locals: { api: spy, errorTexts: undefined }, redirect, response } as never;
  return { astro, api: spy, redirect, response };
}

const fileForm = (content: BlobPart, name = 'kandidaten.csv') => {
  const form = new FormData();
  form.set('intent', INTAKE_PREVIEW);
  form.set('bestand', new File([content], name, { type: 'text/csv' }));
  return form;
};

const refused = (status: number, title: string) => async () => {
  throw Object.assign(new FetchError(String(status)), { status, data: { title }, response: new Response(null, { status }) });
};

describe('decodeCsv', () => {
  it('reads UTF-8 without its BOM, and bytes that are not UTF-8 as Windows-1252 (older Excel)', () => {
    expect(decodeCsv(new TextEncoder().encode('\ufeffnaam;e-mail\nJosé;j@x.nl\n'))).toBe('naam;e-mail\nJosé;j@x.nl\n');
    expect(decodeCsv(new Uint8Array([0x4a, 0x6f, 0x73, 0xe9]))).toBe('José');
  });
});

describe('handleIntake', () => {
  it('shows nothing on a plain GET and calls nothing', async () => {
    const { astro, api } = page('/cp/users/candidate', null, async () => ({}));
    expect(await handleIntake(astro)).toEqual({ result: undefined });
    expect(api).not.toHaveBeenCalled();
  });

  it('sends the uploaded file’s text to the preview and shows its rows', async () => {
    const { astro, api, response } = page('/cp/users/candidate', fileForm('\ufeffnaam;e-mail\r\nJosé García;jose@example.org\r\n'), async () => PREVIEW);
    const state = await handleIntake(astro);
    expect(api).toHaveBeenCalledWith('/api/user/intake/preview', { method: 'POST', body: { csv: 'naam;e-mail\r\nJosé García;jose@example.org\r\n' } });
    expect(state).toEqual({ preview: { data: PREVIEW, csv: 'naam;e-mail\r\nJosé García;jose@example.org\r\n', fileName: 'kandidaten.csv' } });
    expect(response.status).toBe(200);
  });

  it('asks for a file, and shows the API’s message for an unreadable one (400)', async () => {
    const none = new FormData();
    none.set('intent', INTAKE_PREVIEW);
    const empty = page('/cp/users/candidate', none, async () => PREVIEW);
    expect(await handleIntake(empty.astro)).toEqual({ error: 'Kies een CSV-bestand.' });
    expect(empty.api).not.toHaveBeenCalled();
    expect(empty.response.status).toBe(400);

    const title = "De kolom 'e-mail' ontbreekt in de eerste regel van het bestand.";
    const bad = page('/cp/users/candidate', fileForm('naam\nAnna\n'), refused(400, title));
    expect(await handleIntake(bad.astro)).toEqual({ error: title });
    expect(bad.response.status).toBe(400);
  });

  it('imports the posted text with the form’s key and goes to the list, newest first, with the result in the query (303)', async () => {
    const form = new FormData();
    form.set('intent', INTAKE_IMPORT);
    form.set('csv', 'naam;e-mail\r\nJosé García;jose@example.org\r\n');
    form.set('idempotencyKey', ID);
    const answer: IntakeResult = { created: 1, skipped: [PREVIEW.rows[1]!], notInvited: [{ line: 2, email: 'jose@example.org', id: ID }] };
    const { astro, api, redirect } = page('/cp/users/candidate', form, async () => answer);
    expect(await handleIntake(astro)).toBeInstanceOf(Response);
    expect(api).toHaveBeenCalledWith('/api/user/intake', {
      method: 'POST',
      body: { csv: 'naam;e-mail\r\nJosé García;jose@example.org\r\n' },
      headers: { 'Idempotency-Key': `"${ID}"` },
    });
    expect(redirect).toHaveBeenCalledWith(resultUrl(answer), 303);
    expect(resultUrl(answer)).toBe(`/cp/users/candidate?sortering=created-desc&aangemaakt=1&overgeslagen=1&nietVerstuurd=1&kandidaat=${ID}#kandidaten-importeren`);
  });

  it('shows a refused import’s message above a fresh preview of the same text', async () => {
    const form = new FormData();
    form.set('intent', INTAKE_IMPORT);
    form.set('csv', 'naam;e-mail\r\nA;a@example.org\r\n');
    form.set('bestandsnaam', 'lijst.csv');
    const { astro, response } = page('/cp/users/candidate', form, async (path) => {
      if (path === '/api/user/intake') await refused(409, 'Er bestaat al een gebruiker met dit emailadres')();
      return PREVIEW;
    });
    expect(await handleIntake(astro)).toEqual({
      error: 'Er bestaat al een gebruiker met dit emailadres',
      preview: { data: PREVIEW, csv: 'naam;e-mail\r\nA;a@example.org\r\n', fileName: 'lijst.csv' },
    });
    expect(response.status).toBe(400);
  });

  it('reads the result from the query and loads the names of the candidates whose mail failed', async () => {
    const url = `/cp/users/candidate?aangemaakt=47&overgeslagen=3&nietVerstuurd=2&kandidaat=${ID}&kandidaat=geen-id`;
    const { astro, api } = page(url, null, async () => ({ id: ID, name: 'José García' }));
    expect(await handleIntake(astro)).toEqual({
      result: { created: 47, skipped: 3, notInvited: 2, people: [{ id: ID, name: 'José García' }] },
    });
    expect(api).toHaveBeenCalledTimes(1);
    expect(api).toHaveBeenCalledWith(`/api/user/${ID}/account`);
  });
});
