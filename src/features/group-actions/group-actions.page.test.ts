/**
 * /cp/users/candidate/groepsactie as a coordinator's browser gets it, rendered with Astro's container API; the API is
 * a stand-in answering as the backend does (docs/api.md "Group actions"): the target list, the preview with its
 * confirm form, the summary after confirming, and a 409 shown above a fresh preview.
 */
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { beforeAll, describe, expect, it } from 'vitest';
import GroupActionPage from '#src/pages/cp/users/candidate/groepsactie.astro';
import CandidateListPage from '#src/pages/cp/users/candidate.astro';
import { errorTextsFor } from '#src/lib/i18n/error-texts.server';
import { translate } from '#src/lib/i18n/catalogues.server';
import type { GroupResult } from '#src/features/group-actions/contract';

let container: AstroContainer;
beforeAll(async () => {
  container = await AstroContainer.create();
});

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';
const PAT = '33333333-3333-4333-8333-333333333333';

const preview: GroupResult = {
  action: 'pat',
  target: 'PAT Magazijn december',
  rows: [
    { id: A, name: 'Anouk de Vries', email: 'anouk@test.example', outcome: 'change', reason: 'Wordt op de PAT gezet.' },
    { id: B, name: 'Bilal Amrani', email: 'bilal@test.example', outcome: 'skip', reason: 'Staat al op deze PAT — overgeslagen.' },
  ],
  counts: { change: 1, skip: 1, refuse: 0 },
};

type Call = { path: string; method: string; body?: unknown; query?: unknown };

/** Renders the page for `path` (and a posted `form`); `answer` gives the stand-in API's answer per call. */
async function visit(path: string, answer: (call: Call) => unknown, form?: [string, string][], page: typeof GroupActionPage = GroupActionPage) {
  const url = new URL(`http://localhost${path}`);
  const request = form ? new Request(url, { method: 'POST', body: new URLSearchParams(form) }) : new Request(url);
  const calls: Call[] = [];
  const locals = {
    session: { id: 'c', name: 'Bram Coördinator', email: 'bram@test.example', role: 'Coordinator' },
    language: 'nl',
    ownLanguage: 'nl',
    t: translate('nl'),
    errorTexts: errorTextsFor('nl'),
    headerInfo: null,
    headerInfoError: '',
    requestId: 'test',
    api: async (p: string, options: { method?: string; body?: unknown; query?: unknown } = {}) => {
      const call = { path: p, method: options.method ?? 'GET', body: options.body, query: options.query };
      calls.push(call);
      const value = answer(call);
      if (value instanceof Error) throw value;
      return value;
    },
  } as unknown as App.Locals;
  const response = await container.renderToResponse(page, { request, locals: locals as never });
  return { status: response.status, html: await response.text(), calls };
}

const conflict = (title: string) => Object.assign(new Error(title), { status: 409, data: { title } });

describe('/cp/users/candidate', () => {
  it('gives every candidate a labelled checkbox of the group form, and the form the ids of the whole page', async () => {
    const list = {
      items: [
        { id: A, name: 'Anouk de Vries', email: 'anouk@test.example', status: 'active', organization: null, profession: null },
        { id: B, name: 'Bilal Amrani', email: 'bilal@test.example', status: 'invited', organization: null, profession: null },
      ],
      total: 2,
      page: 1,
      pageSize: 20,
    };
    const page = await visit('/cp/users/candidate', (call) => (call.path === '/api/user/GetCandidates' ? list : []), undefined, CandidateListPage);
    expect(page.status).toBe(200);
    expect(page.html).toContain('<form id="groepsactie" method="get" action="/cp/users/candidate/groepsactie">');
    expect(page.html).toMatch(new RegExp(`<input type="checkbox" class="row-select" name="id" value="${A}" form="groepsactie" aria-label="Kies Anouk de Vries">`));
    expect(page.html).toContain(`<input type="hidden" name="pagina" value="${B}">`);
    expect(page.html).toContain('Alle kandidaten op deze pagina: verder');
  });
});

describe('/cp/users/candidate/groepsactie', () => {
  it('asks for the PAT first, keeping the chosen candidates', async () => {
    const page = await visit(`/cp/users/candidate/groepsactie?actie=pat&keuze=gekozen&id=${A}&id=${B}`, () => ({
      items: [{ id: PAT, title: 'PAT Magazijn december', state: 'planned' }, { id: B, title: 'Oude PAT', state: 'archived' }],
      total: 2,
      page: 1,
      pageSize: 20,
    }));
    expect(page.status).toBe(200);
    expect(page.html).toContain('Kies de PAT');
    expect(page.html).toContain('PAT Magazijn december');
    expect(page.html).not.toContain('Oude PAT');
    expect(page.html).toContain(`name="id" value="${A}"`);
    expect(page.html).toContain('2 kandidaten gekozen.');
  });

  it('offers the usable licences with a seat free, with organisation, product and free seats', async () => {
    const page = await visit(`/cp/users/candidate/groepsactie?actie=licence&id=${A}&q=zuid`, () => ({
      items: [
        {
          id: PAT,
          organization: { id: B, name: 'Logistiek Zuid' },
          product: 'profession-test',
          productName: 'Beroepentest Heftruck',
          seats: 10,
          seatsUsed: 7,
          validFrom: '2026-01-01',
          validUntil: '2026-12-31',
          state: 'active',
          code: 'ABCD-EFGH-JKMN-PQRS',
        },
      ],
      total: 1,
      page: 1,
      pageSize: 20,
    }));
    expect(page.status).toBe(200);
    expect(page.calls[0]).toMatchObject({ path: '/api/licence', query: { q: 'zuid', state: 'active' } });
    expect(page.html).toContain('Kies de licentie');
    expect(page.html).toContain('Zoeken op organisatie of licentiecode');
    expect(page.html).toContain('Beroepentest Heftruck — Logistiek Zuid — 3 plaatsen vrij, geldig t/m 31 dec 2026');
    expect(page.html).toContain(`name="doel" value="${PAT}"`);
  });

  it('shows the preview with counts and a confirm form carrying the candidates that change', async () => {
    const page = await visit(`/cp/users/candidate/groepsactie?actie=pat&id=${A}&id=${B}&doel=${PAT}`, () => preview);
    expect(page.calls).toEqual([{ path: '/api/group-actions/pat/preview', method: 'POST', body: { candidateIds: [A, B], targetId: PAT } }]);
    expect(page.html).toContain('Wat er gebeurt');
    expect(page.html).toContain('1 kandidaat wordt gewijzigd, 1 overgeslagen, 0 niet mogelijk.');
    expect(page.html).toContain('Staat al op deze PAT — overgeslagen.');
    expect(page.html).toContain(`name="verwacht" value="${A}"`);
    expect(page.html).not.toContain(`name="verwacht" value="${B}"`);
    expect(page.html).toContain('Bevestigen: 1 kandidaat wijzigen');
  });

  it('applies on confirm and shows the summary', async () => {
    const form: [string, string][] = [['actie', 'pat'], ['id', A], ['id', B], ['doel', PAT], ['verwacht', A]];
    const page = await visit('/cp/users/candidate/groepsactie', () => preview, form);
    expect(page.calls).toEqual([{ path: '/api/group-actions/pat', method: 'POST', body: { candidateIds: [A, B], expected: [A], targetId: PAT } }]);
    expect(page.html).toContain('Klaar');
    expect(page.html).toContain('1 kandidaat is gewijzigd, 1 overgeslagen, 0 niet mogelijk.');
    expect(page.html).not.toContain('Bevestigen:');
  });

  it('shows a refusal (409) above a fresh preview, with status 409', async () => {
    const title = 'Er is sinds het voorbeeld iets veranderd, daarom is er niets gewijzigd. Anouk de Vries: Licentie PAT is vol. Bekijk het voorbeeld opnieuw.';
    const form: [string, string][] = [['actie', 'pat'], ['id', A], ['doel', PAT], ['verwacht', A]];
    const page = await visit('/cp/users/candidate/groepsactie', (call) => (call.path.endsWith('/preview') ? preview : conflict(title)), form);
    expect(page.status).toBe(409);
    expect(page.html).toContain(title);
    expect(page.html).toContain('Wat er gebeurt');
  });

  it('says what is missing when no candidate was ticked', async () => {
    const page = await visit('/cp/users/candidate/groepsactie?actie=reinvite&keuze=gekozen', () => preview);
    expect(page.status).toBe(400);
    expect(page.html).toContain('Kies minstens één kandidaat in de lijst.');
    expect(page.calls).toEqual([]);
  });
});
