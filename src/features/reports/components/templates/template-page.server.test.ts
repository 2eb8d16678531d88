/** /cp/rapportage-sjablonen/{id}'s loading and form handling (template-page.server.ts), with a fake page context. */
import { FetchError } from 'ofetch';
import { describe, expect, it, vi } from 'vitest';
import type { ReportTemplate } from '#src/features/reports/contract';
import { templatePage } from './template-page.server';

const ID = '0b9c3f4e-1d2a-4c5b-8e7f-123456789abc';
const TEMPLATE: ReportTemplate = {
  id: ID,
  name: 'Rapportage PAT',
  description: '',
  sections: [
    { id: 'inleiding', kind: 'text', title: 'Inleiding', hint: '' },
    { id: 'resultaten', kind: 'block', title: 'Resultaten', block: 'results' },
  ],
  archivedAt: null,
  reportCount: 2,
  updatedAt: '2026-11-26T10:00:00.000Z',
};

/** A fake page context for `/cp/rapportage-sjablonen/{id}`: a GET, or a POST of `fields`, and `locals.api`. */
function page(id: string, fields: Record<string, string> | null, api: (path: string, options?: { method?: string; body?: unknown }) => Promise<unknown>) {
  const url = `http://localhost/cp/rapportage-sjablonen/${id}`;
  const body = fields ? new URLSearchParams(fields) : undefined;
  const request = new Request(url, { method: fields ? 'POST' : 'GET', body });
  const spy = vi.fn(api);
  const astro = { request, url: new URL(url), params: { id }, locals: { api: spy } } as never;
  return { astro, api: spy };
}

const refused = (status: number, title: string) => {
  throw Object.assign(new FetchError(String(status)), { status, data: { title }, response: new Response(null, { status }) });
};

/** The stored template's form fields as the page posts them, with `action`. */
const posted = (action: string, extra: Record<string, string> = {}) => ({
  name: 'Rapportage PAT',
  description: '',
  sections: '2',
  'section-1-id': 'inleiding',
  'section-1-kind': 'text',
  'section-1-title': 'Inleiding',
  'section-1-hint': '',
  'section-2-id': 'resultaten',
  'section-2-kind': 'block',
  'section-2-title': 'Resultaten',
  'section-2-block': 'results',
  action,
  ...extra,
});

describe('templatePage', () => {
  it('is not found for an id the API does not know', async () => {
    const { astro } = page('onzin', null, async () => refused(404, 'Niet gevonden.'));
    expect(await templatePage(astro)).toEqual({ notFound: true });
  });

  it('shows a new template without calling the API', async () => {
    const { astro, api } = page('nieuw', null, async () => TEMPLATE);
    const answer = await templatePage(astro);
    expect(api).not.toHaveBeenCalled();
    expect(answer).toMatchObject({ state: { isNew: true, template: null, values: { name: '', sections: [{ kind: 'text', title: '' }] } } });
  });

  it('moves a section without saving, keeping focus on it', async () => {
    const { astro, api } = page(ID, posted('down:1'), async () => TEMPLATE);
    const answer = await templatePage(astro);
    expect(api).toHaveBeenCalledTimes(1); // only loading the template
    expect(answer).toMatchObject({ state: { focus: 'section-2-up', note: 'Onderdeel 2 (Inleiding) is verplaatst. Nog niet opgeslagen.', status: 200 } });
    if (!('state' in answer)) throw new Error('no state');
    expect(answer.state.values.sections.map((s) => s.id)).toEqual(['resultaten', 'inleiding']);
  });

  it('saves the whole template with its section ids and goes back with a notice (303)', async () => {
    const { astro, api } = page(ID, posted('save', { name: 'Rapportage PAT 2' }), async () => TEMPLATE);
    expect(await templatePage(astro)).toEqual({ redirect: `/cp/rapportage-sjablonen/${ID}?opgeslagen=1` });
    expect(api).toHaveBeenLastCalledWith(`/api/report-templates/${ID}`, {
      method: 'PUT',
      body: {
        name: 'Rapportage PAT 2',
        description: '',
        sections: [
          { id: 'inleiding', kind: 'text', title: 'Inleiding', hint: '' },
          { id: 'resultaten', kind: 'block', title: 'Resultaten', block: 'results' },
        ],
      },
    });
  });

  it('creates a new template and opens it (303)', async () => {
    const { astro, api } = page('nieuw', posted('save', { sections: '1', 'section-1-id': '' }), async (_path, options) => (options?.method === 'POST' ? TEMPLATE : undefined));
    expect(await templatePage(astro)).toEqual({ redirect: `/cp/rapportage-sjablonen/${ID}?aangemaakt=1` });
    expect(api).toHaveBeenCalledWith('/api/report-templates', {
      method: 'POST',
      body: { name: 'Rapportage PAT', description: '', sections: [{ kind: 'text', title: 'Inleiding', hint: '' }] },
    });
  });

  it('sends nothing when the form breaks a rule, and shows each problem (400)', async () => {
    const { astro, api } = page(ID, posted('save', { name: '', 'section-1-hint': '<script>' }), async () => TEMPLATE);
    const answer = await templatePage(astro);
    expect(api).toHaveBeenCalledTimes(1);
    expect(answer).toMatchObject({
      state: {
        status: 400,
        formError: 'Controleer het formulier. Er is iets niet goed ingevuld:',
        errors: { name: 'Naam: vul een naam in.', 'section-1-hint': expect.stringContaining('Onderdeel 1 (Inleiding), aanwijzing: gebruik geen HTML-code.') },
      },
    });
  });

  it('shows a name taken at the name, keeping what was typed (409)', async () => {
    const title = 'Er is al een sjabloon met de naam ‘Korte rapportage’. Kies een andere naam.';
    const { astro } = page(ID, posted('save', { name: 'Korte rapportage' }), async (_path, options) => (options?.method === 'PUT' ? refused(409, title) : TEMPLATE));
    expect(await templatePage(astro)).toMatchObject({ state: { status: 409, errors: { name: title }, values: { name: 'Korte rapportage' } } });
  });

  it('archives after the confirmation, and shows the API’s refusal of a restore beside the buttons', async () => {
    const archive = page(ID, { action: 'archive' }, async () => TEMPLATE);
    expect(await templatePage(archive.astro)).toEqual({ redirect: `/cp/rapportage-sjablonen/${ID}?gearchiveerd=1` });
    expect(archive.api).toHaveBeenLastCalledWith(`/api/report-templates/${ID}/archive`, { method: 'POST' });

    const title = 'Er is al een sjabloon in gebruik met de naam ‘Rapportage PAT’.';
    const restore = page(ID, { action: 'restore' }, async (_path, options) => (options?.method === 'POST' ? refused(409, title) : TEMPLATE));
    expect(await templatePage(restore.astro)).toMatchObject({ state: { actionError: title, status: 409 } });
  });
});
