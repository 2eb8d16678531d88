/**
 * /cp/kwaliteit/beoordelaars rendered with Astro's container API, the API call a stand-in answering as
 * `GET /api/quality/assessor-agreement` does: the figures in Dutch, 'te weinig paren', links to the PATs, the filters
 * passed on, and the empty state.
 */
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { beforeAll, describe, expect, it } from 'vitest';
import AgreementPage from '#src/pages/cp/kwaliteit/beoordelaars.astro';
import { translate } from '#src/lib/i18n/catalogues.server';
import type { AgreementFigure, AgreementReport } from '#src/features/assessor-agreement/contract';

let container: AstroContainer;
beforeAll(async () => {
  container = await AstroContainer.create();
});

const pat = { id: '11111111-1111-4111-8111-111111111111', title: 'PAT Magazijn <zomer>' };
const figure = (n: number, exactPercent: number | null, kappa: number | null, kappaMissing: AgreementFigure['kappaMissing']): AgreementFigure => ({ n, exactPercent, kappa, kappaMissing, pats: n ? [pat] : [] });

const REPORT: AgreementReport = {
  minPairs: 20,
  quarters: ['2026-Q2', '2026-Q3'],
  templates: [{ id: '22222222-2222-4222-8222-222222222222', name: 'Praktijkbeoordeling magazijn' }],
  overall: figure(72, 69.4, 0.733, null),
  byQuarter: [
    { quarter: '2026-Q2', ...figure(32, 87.5, 0.907, null) },
    { quarter: '2026-Q3', ...figure(40, 55, 0.583, null) },
  ],
  byTemplate: [{ templateId: '22222222-2222-4222-8222-222222222222', template: 'Praktijkbeoordeling magazijn', ...figure(72, 69.4, 0.733, null) }],
  byCriterion: [{ templateId: '22222222-2222-4222-8222-222222222222', template: 'Praktijkbeoordeling magazijn', criterionId: 'c', criterion: 'Veilig werken', ...figure(18, 55.6, null, 'too-few') }],
  byPair: [{ assessors: ['Bram Hendriks', 'Ingrid Smit'], ...figure(32, 53.1, 0.668, null) }],
};

async function render(path: string, answer: unknown) {
  const calls: { path: string; query: unknown }[] = [];
  const locals = {
    session: null,
    t: translate('nl'),
    language: 'nl',
    api: async (p: string, options: { query?: unknown } = {}) => {
      calls.push({ path: p, query: options.query });
      if (answer instanceof Error) throw answer;
      return answer;
    },
  };
  const html = await container.renderToString(AgreementPage, { request: new Request(`http://localhost${path}`), locals: locals as never });
  return { html, calls };
}

describe('/cp/kwaliteit/beoordelaars', () => {
  it('shows the figures in Dutch with links to the PATs, and explains them', async () => {
    const { html, calls } = await render('/cp/kwaliteit/beoordelaars?from=2026-Q2&templateId=22222222-2222-4222-8222-222222222222', REPORT);
    expect(calls).toEqual([{ path: '/api/quality/assessor-agreement', query: { from: '2026-Q2', templateId: '22222222-2222-4222-8222-222222222222' } }]);
    expect(html).toContain('Wat betekenen de cijfers?');
    expect(html).toContain('0,73 (goed)');
    expect(html).toContain('0,91 (bijna volledig)');
    expect(html).toContain('69,4 %');
    expect(html).toContain('2e kwartaal 2026');
    expect(html).toContain('te weinig paren');
    expect(html).toContain('Bram Hendriks en Ingrid Smit');
    expect(html).toMatch(new RegExp(`<a href="/cp/pat/${pat.id}"[^>]*>PAT Magazijn &lt;zomer&gt;</a>`));
    expect(html).toMatch(/<option value="2026-Q2" selected[^>]*>2e kwartaal 2026<\/option>/);
  });

  it('says when nothing is double-marked yet', async () => {
    const empty: AgreementReport = { ...REPORT, quarters: [], templates: [], overall: figure(0, null, null, 'too-few'), byQuarter: [], byTemplate: [], byCriterion: [], byPair: [] };
    const { html } = await render('/cp/kwaliteit/beoordelaars', empty);
    expect(html).toContain('Er zijn nog geen modules die door twee beoordelaars definitief zijn beoordeeld.');
    expect(html).not.toContain('<table');
  });

  it('shows the API’s Dutch title for a malformed filter', async () => {
    const error = Object.assign(new Error('x'), { status: 400, data: { title: 'Van is geen kwartaal: gebruik de vorm 2026-Q3.' } });
    const { html } = await render('/cp/kwaliteit/beoordelaars?from=2026', error);
    expect(html).toContain('Van is geen kwartaal: gebruik de vorm 2026-Q3.');
  });
});
