/**
 * /cp/instellingen as an admin's browser gets it (docs/decisions/059-company-settings.md): rendered with Astro's
 * container API through the real middleware; the API calls are stand-ins answering as the backend does. The page
 * says that an empty field means the environment default and names it, lists the professions with their use, and
 * sends a new profession and a logo on to the API, then redirects with a notice (Post/Redirect/Get).
 */
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { beforeAll, describe, expect, it } from 'vitest';
import { onRequest } from '#src/middleware';
import SettingsPage from '#src/pages/cp/instellingen.astro';
import type { CompanySettings, ProfessionItem, SettingChange } from '#src/features/company-settings/contract';
import type { Page } from '#src/lib/contract';

let container: AstroContainer;
beforeAll(async () => {
  container = await AstroContainer.create();
});

const state = (stored: string | number | null, defaultValue: string | number | null) => ({ stored, defaultValue, value: stored ?? defaultValue });
const SETTINGS: CompanySettings = {
  settings: {
    sellerName: state('Werkfit B.V.', 'Kandidaatplatform B.V.'),
    sellerStreet: state(null, 'Stationsplein 10'),
    sellerPostcode: state(null, '3511 ED'),
    sellerCity: state(null, 'Utrecht'),
    sellerKvk: state(null, '87654321'),
    sellerVatNumber: state(null, 'NL000099998B57'),
    sellerIban: state(null, 'NL91ABNA0417164300'),
    sellerBic: state(null, null),
    sellerEmail: state(null, 'facturen@example.org'),
    primaryColour: state(null, '#1f5f8b'),
    reminderIntervalDays: state(7, 14),
    reminderMax: state(null, 3),
  },
  logo: null,
};
const PROFESSIONS: Page<ProfessionItem> = {
  items: [{ id: '3f6c1a2e-8d4b-4c7a-9e21-0b5d6f7a8c90', name: 'Magazijnmedewerker', hollandCode: 'RC', description: 'Je pakt bestellingen in.', candidates: 3, modules: 2, tests: [] }],
  total: 1,
  page: 1,
  pageSize: 20,
};
const HISTORY: Page<SettingChange> = {
  items: [{ id: 'c1', changedAt: '2026-12-07T10:00:00.000Z', changedBy: { id: 'a', name: 'Annelies de Vries' }, field: 'sellerName', subject: null, oldValue: null, newValue: 'Werkfit B.V.' }],
  total: 1,
  page: 1,
  pageSize: 20,
};

interface Call {
  path: string;
  method: string;
  body: unknown;
}

/** Renders the page for an admin; `form` posts it. Answers the response and the API calls made. */
async function visit(path: string, form?: FormData) {
  const url = new URL(`http://localhost${path}`);
  const request = form ? new Request(url, { method: 'POST', body: form }) : new Request(url);
  const calls: Call[] = [];
  const locals = {
    session: { email: 'admin@example.org', name: 'Annelies de Vries', role: 'Admin', uid: 'a', professionId: null, expiration: 2_000_000_000 },
    auth: { signIn: async () => undefined, signOut: async () => undefined },
    api: async (apiPath: string, options: { method?: string; body?: unknown } = {}) => {
      calls.push({ path: apiPath, method: options.method ?? 'GET', body: options.body });
      if (apiPath === '/api/settings') return SETTINGS;
      if (apiPath.startsWith('/api/settings/professions?')) return PROFESSIONS;
      if (apiPath.startsWith('/api/settings/history')) return HISTORY;
      if (apiPath === '/api/user/headerinfo') return { unread: 0, notifications: [] };
      return { id: 'nieuw' };
    },
  } as unknown as App.Locals;
  const context = {
    locals,
    url,
    request,
    cookies: { get: () => undefined, set: () => undefined, delete: () => undefined },
    redirect: (location: string, status: number) => new Response(null, { status, headers: { location } }),
  };
  await onRequest(context as never, async () => new Response(null));
  const response = await container.renderToResponse(SettingsPage, { request, locals: locals as never });
  return { response, html: response.status === 200 || response.status === 400 ? await response.text() : '', calls };
}

describe('/cp/instellingen', () => {
  it('shows the stored values, names each environment default, and lists professions and changes', async () => {
    const { response, html } = await visit('/cp/instellingen');
    expect(response.status).toBe(200);
    expect(html).toContain('Laat u een veld leeg, dan geldt de standaardwaarde uit de serverinstellingen');
    expect(html).toMatch(/name="sellerName"[^>]*value="Werkfit B.V."/);
    expect(html).toContain('Standaard: Kandidaatplatform B.V. (SELLER_NAME).');
    expect(html).toContain('Standaard: 14 (INVOICE_REMINDER_INTERVAL_DAYS).');
    expect(html).toContain('Er is nog geen logo.');
    expect(html).toMatch(/<label class="label" for="field-logo"[^>]*>Logo-bestand<\/label>/);
    expect(html).toContain('Magazijnmedewerker');
    expect(html).toContain('3 accounts, 2 modules');
    expect(html).toMatch(/<h3 class="title is-5"[^>]*>Beroep toevoegen<\/h3>/);
    expect(html).toContain('Annelies de Vries');
    expect(html).toContain('Bedrijfsnaam (verkoper)');
  });

  it('adds a profession through the API and comes back with a notice', async () => {
    const form = new FormData();
    form.set('action', 'add-profession');
    form.set('name', 'Heftruckchauffeur');
    form.set('hollandCode', 'RC');
    form.set('description', '');
    const { response, calls } = await visit('/cp/instellingen', form);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toContain('klaar=beroep-toegevoegd');
    expect(calls[0]).toEqual({ path: '/api/settings/professions', method: 'POST', body: { name: 'Heftruckchauffeur', hollandCode: 'RC', description: null } });
  });

  it('sends an uploaded logo on as a file and refuses a missing one in Dutch', async () => {
    const form = new FormData();
    form.set('action', 'upload-logo');
    form.set('file', new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' }));
    const sent = await visit('/cp/instellingen', form);
    expect(sent.response.status).toBe(303);
    expect(sent.calls[0]!.path).toBe('/api/settings/logo');
    expect((sent.calls[0]!.body as FormData).get('file')).toBeInstanceOf(File);

    const empty = new FormData();
    empty.set('action', 'upload-logo');
    const refused = await visit('/cp/instellingen', empty);
    expect(refused.response.status).toBe(400);
    expect(refused.html).toContain('Kies eerst een logo-bestand.');
  });
});
