/**
 * The time-slot parts of /cp/pat/{id}/planning/candidates as the server renders them (Astro's container API;
 * docs/decisions/057-pat-time-slots.md): 'Meerdere kandidaten inplannen' with a checkbox per candidate found, the
 * spread fields and the two buttons, and its preview; 'Tijdsloten' with a start and an end per candidate and module,
 * filled from the stored slots, and its preview note.
 */
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PatDetail } from '#src/features/pat/contract';
import ManyCandidates from './ManyCandidates.astro';
import SlotsGrid from './SlotsGrid.astro';
import { gridValues } from './slots-form';

let container: AstroContainer;
beforeAll(async () => {
  container = await AstroContainer.create();
});

const request = new Request('http://localhost/cp/pat/p1/planning/candidates');
const place = { id: 'l1', name: 'Praktijkmagazijn', street: 'Havenweg 2', postcode: '7553 GA', city: 'Hengelo' };
const pat = {
  id: 'p1',
  title: 'PAT Magazijn',
  days: [
    { id: 'd1', day: '2026-12-10', startsAt: '09:00', endsAt: '15:30', location: place, room: null },
    { id: 'd2', day: '2026-12-11', startsAt: '09:00', endsAt: '15:30', location: place, room: null },
  ],
  modules: [
    { moduleId: 'm1', title: 'Orderpicken' },
    { moduleId: 'm2', title: 'Pallet verplaatsen' },
  ],
  candidates: [
    { id: 'c1', name: 'Anouk de Vries', email: 'anouk@example.org', organization: null },
    { id: 'c2', name: 'Bilal Amrani', email: 'bilal@example.org', organization: null },
  ],
  slots: [{ dayId: 'd1', moduleId: 'm2', candidateId: 'c1', startsAt: '10:00', endsAt: '10:30' }],
} as unknown as PatDetail;
const spread = { dayId: 'd1', moduleIds: ['m1', 'm2'], startsAt: '09:00', minutes: '30', breakMinutes: '0' };
const choices = {
  ok: true as const,
  data: {
    items: Array.from({ length: 12 }, (_, i) => ({ id: `n${i + 1}`, name: `Kandidaat ${i + 1}`, email: `k${i + 1}@example.org` })),
    more: false,
  },
} as never;

describe('adding many candidates at once', () => {
  it('shows a checkbox per candidate found, the spread fields, and the preview and add buttons', async () => {
    const html = await container.renderToString(ManyCandidates, {
      request,
      props: { pat, action: '/cp/pat/p1/planning/candidates', choices, many: { candidateIds: ['n2'], spreadOn: true, spread, failure: null, preview: null } },
    });
    expect(html).toContain('Meerdere kandidaten inplannen');
    expect(html.match(/type="checkbox" name="candidateIds"/g)).toHaveLength(12);
    expect(html).toMatch(/name="candidateIds" value="n2" checked/);
    expect(html).toContain('Meteen over tijdsloten verdelen');
    for (const label of ['Begintijd', 'Duur per tijdslot (minuten)', 'Pauze tussen tijdsloten (minuten)']) expect(html).toContain(label);
    expect(html).toMatch(/name="action" value="preview-many"[^>]*>\s*Voorbeeld tonen/);
    expect(html).toMatch(/name="action" value="add-many"[^>]*>\s*Kandidaten inplannen/);
  });

  it('shows the preview as a table and who does not fit', async () => {
    const preview = { rows: [{ candidate: 'Kandidaat 2', module: 'Orderpicken', startsAt: '09:00', endsAt: '09:30' }], overflow: ['Kandidaat 9'] };
    const html = await container.renderToString(ManyCandidates, {
      request,
      props: { pat, action: '/x', choices, many: { candidateIds: ['n2', 'n9'], spreadOn: true, spread, failure: null, preview } },
    });
    expect(html).toContain('Voorbeeld: nog niet opgeslagen');
    expect(html).toContain('09:00–09:30');
    expect(html).toContain('Past niet meer op deze dag: Kandidaat 9.');
  });
});

describe('the time slots of a day', () => {
  it('shows a start and an end per candidate and module, filled from the stored slots, with a save button', async () => {
    const grid = { dayId: 'd1', values: gridValues(pat.slots), failure: null, previewed: false, spread, candidateIds: ['c1', 'c2'] };
    const html = await container.renderToString(SlotsGrid, { request, props: { pat, grid } });
    expect(html).toContain('Tijdsloten op 10 december 2026');
    expect(html.match(/type="time" name="slot:/g)).toHaveLength(8);
    expect(html).toMatch(/name="slot:c1:m2:start" value="10:00" aria-label="Begintijd van Anouk de Vries bij Pallet verplaatsen"/);
    expect(html).toMatch(/name="slot:c1:m2:end" value="10:30"/);
    expect(html).toMatch(/name="action" value="save-slots"[^>]*>\s*Tijdsloten opslaan/);
    expect(html).toContain('Toon dag');
    expect(html).not.toContain('nog niet opgeslagen');
  });

  it('says the values are a preview, and asks for candidates first on a PAT without any', async () => {
    const grid = { dayId: 'd1', values: {}, failure: null, previewed: true, spread, candidateIds: [] };
    expect(await container.renderToString(SlotsGrid, { request, props: { pat, grid } })).toContain('nog niet opgeslagen');
    const empty = await container.renderToString(SlotsGrid, { request, props: { pat: { ...pat, candidates: [] }, grid } });
    expect(empty).toContain('Plan eerst kandidaten in.');
  });
});
