/**
 * The candidate timeline as the pages render it (CandidateTimeline.astro, with Astro's container API): what is to
 * come above the "nu" divider and the past below it, results per module only where the answer holds them, the staff
 * links to /cp pages and the contact person's to their own pages, and the empty state.
 */
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { beforeAll, describe, expect, it } from 'vitest';
import CandidateTimeline from './CandidateTimeline.astro';
import type { CandidateTimeline as Timeline } from '#src/features/candidate-timeline/contract';

let container: AstroContainer;
beforeAll(async () => {
  container = await AstroContainer.create();
});

const timeline: Timeline = {
  candidate: { id: 'c1', name: 'Sven Kuipers' },
  upcoming: [
    { kind: 'pat', id: 'p-next', at: '2026-12-20', upcoming: true, title: 'PAT Magazijn december', state: 'planned', firstDay: '2026-12-20', lastDay: '2026-12-21', resultsReleasedAt: null, results: [], overall: null },
  ],
  past: [
    {
      kind: 'pat',
      id: 'p-old',
      at: '2026-09-16',
      upcoming: false,
      title: 'PAT Magazijn september',
      state: 'completed',
      firstDay: '2026-09-15',
      lastDay: '2026-09-16',
      resultsReleasedAt: '2026-09-22T07:30:00.000Z',
      results: [{ title: 'Orderpicken', passed: true, scorePercent: 83 }],
      overall: { passed: true, modulesPassed: 1, modulesWithResult: 1, modules: 1 },
    },
    { kind: 'report', id: 'r1', at: '2026-09-20T10:00:00.000Z', upcoming: false, title: 'Rapportage PAT', patId: 'p-old', patTitle: 'PAT Magazijn september', status: 'final', version: 1 },
  ],
};

const render = (props: { result: unknown; staff: boolean }) => container.renderToString(CandidateTimeline, { props });

describe('CandidateTimeline', () => {
  it('puts the coming PAT above the "nu" divider and the past below it, with the released result per module', async () => {
    const html = await render({ result: { ok: true, data: timeline }, staff: true });
    const next = html.indexOf('PAT Magazijn december');
    const divider = html.indexOf('role="separator"');
    const old = html.indexOf('PAT Magazijn september</a>');
    expect(next).toBeGreaterThan(-1);
    expect(divider).toBeGreaterThan(next);
    expect(old).toBeGreaterThan(divider);
    expect(html).toContain('Orderpicken: Gehaald (83%)');
    expect(html).toContain('href="/cp/user/c1/pat/p-old/progress"');
    expect(html).toContain('href="/cp/user/c1/rapportage/r1"');
  });

  it('gives a contact person their own PAT page and the report PDF, and says a result is not released yet', async () => {
    const html = await render({ result: { ok: true, data: timeline }, staff: false });
    expect(html).toContain('href="/contactperson/c1/pat/p-next"');
    expect(html).toContain('href="/api/reports/r1/versions/1/pdf"');
    expect(html).toContain('Uitslag nog niet vrijgegeven');
    expect(html).not.toContain('/cp/');
  });

  it('says so when there is nothing yet, and shows a load error', async () => {
    expect(await render({ result: { ok: true, data: { ...timeline, upcoming: [], past: [] } }, staff: true })).toContain('Nog niets te zien');
    expect(await render({ result: { ok: false, error: 'Geen verbinding met de server.', status: undefined }, staff: true })).toContain('Geen verbinding met de server.');
  });
});
