/**
 * The contact person's candidate list on /contactperson/overzicht (CandidateProgress.astro, rendered with Astro's
 * container API): a candidate whose PAT results are released shows that result and the day of the release instead of
 * 'Nog geen uitslag'; a candidate with nothing released and no finished test still says 'Nog geen uitslag'.
 */
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { beforeAll, describe, expect, it } from 'vitest';
import CandidateProgress from './CandidateProgress.astro';
import type { PortalCandidate } from '#src/features/contact-portal/contract';

let container: AstroContainer;
beforeAll(async () => {
  container = await AstroContainer.create();
});

const candidate = (over: Partial<PortalCandidate>): PortalCandidate => ({ id: 'c1', name: 'Sven Kuipers', email: 'sven@example.org', tests: [], released: [], ...over });

const render = (items: PortalCandidate[]) =>
  container.renderToString(CandidateProgress, {
    props: { result: { ok: true, data: { items, total: items.length, page: 1, pageSize: 20 } }, q: '' },
    request: new Request('http://localhost/contactperson/overzicht'),
  });

describe('CandidateProgress', () => {
  it('shows a released PAT result with its day instead of no result', async () => {
    const html = await render([
      candidate({
        released: [{ kind: 'pat', id: 'p1', title: 'Magazijn september', releasedAt: '2026-09-22T07:30:00.000Z', passed: true, modulesPassed: 3, modulesWithResult: 3, modules: 3 }],
      }),
    ]);
    expect(html).toContain('Gehaald');
    expect(html).toContain('PAT Magazijn september, vrijgegeven op 22 sep 2026');
    expect(html).not.toContain('Nog geen uitslag');
  });

  it('still says there is no result when nothing is released or finished', async () => {
    expect(await render([candidate({ id: 'c2', name: 'Lotte Visser' })])).toContain('Nog geen uitslag');
  });
});
