/**
 * The filled-in blocks of a report as a reader of the PDF sees them: every final evaluation with its assessor, the
 * agreed score where there is one, the candidate's reflection or a sentence saying it is missing, and the results
 * with knock-out criteria named.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_SCALE } from '#src/features/content/template';
import { decidingScores } from '#src/features/assessment/rules';
import { BLOCK_TEXTS, fillBlock, reportParts, type ReportSources } from './blocks';
import type { FilledBlock } from './contract';

const criteria = [
  { id: 'c1', name: 'Juiste artikelen', weight: 2, knockOut: false },
  { id: 'c2', name: 'Veilig werken', weight: 1, knockOut: true },
];

const s = (score: 1 | 2 | 3 | 4, remark = '') => ({ score, remark });

/**
 * Sources as a reader who may see everything gets them; the deciding scores follow from the evaluations and the
 * agreed score as api/sources.ts derives them, unless `overrides` gives them.
 */
function sources(overrides: Partial<ReportSources['modules'][number]> = {}): ReportSources {
  const module = {
    title: 'Orderpicken',
    criteria,
    scale: DEFAULT_SCALE,
    passPercent: 55,
    shown: true,
    evaluations: [
      { role: 'second', assessor: 'Eva Jansen', status: 'final', scores: { c1: s(2), c2: s(3, 'Let op tillen') }, remark: 'Rustig gewerkt.' },
      { role: 'first', assessor: 'Mark de Vries', status: 'final', scores: { c1: s(4), c2: s(3) }, remark: '' },
    ],
    agreed: null,
    reflectionShown: true,
    reflection: { scores: { c1: 4, c2: 4 }, remark: 'أعمل بدقة' },
    ...overrides,
  } satisfies Omit<ReportSources['modules'][number], 'deciding'> & Partial<ReportSources['modules'][number]>;
  const first = module.evaluations.find((e) => e.role === 'first') ?? null;
  return {
    candidate: { name: 'Sven de Boer', organization: 'Gemeente Utrecht', profession: null },
    pat: {
      title: 'PAT Magazijn',
      days: [
        { day: '2026-09-15', startsAt: '09:00', endsAt: '12:00', location: 'Leslokaal Noord', city: 'Utrecht', room: 'A1' },
        { day: '2026-09-14', startsAt: '13:00', endsAt: '16:00', location: 'Leslokaal Noord', city: 'Utrecht', room: null },
      ],
    },
    modules: [{ deciding: decidingScores(first, module.agreed?.scores ?? null), ...module }],
  };
}

function only<K extends FilledBlock['kind']>(block: FilledBlock, kind: K): Extract<FilledBlock, { kind: K }> {
  expect(block.kind).toBe(kind);
  return block as Extract<FilledBlock, { kind: K }>;
}

describe('modules block', () => {
  it('shows both assessors’ final scores in order, with their remarks', () => {
    const [module] = only(fillBlock('modules', sources()), 'modules').modules;
    expect(module?.columns).toEqual(['Criterium', '1e beoordelaar: Mark de Vries', '2e beoordelaar: Eva Jansen']);
    expect(module?.rows).toEqual([
      { criterion: 'Juiste artikelen', knockOut: false, scores: ['4 · goed', '2 · matig'] },
      { criterion: 'Veilig werken', knockOut: true, scores: ['3 · voldoende', '3 · voldoende'] },
    ]);
    expect(module?.remarks).toEqual([
      { who: '2e beoordelaar: Eva Jansen over ‘Veilig werken’', text: 'Let op tillen' },
      { who: '2e beoordelaar: Eva Jansen', text: 'Rustig gewerkt.' },
    ]);
    expect(module?.empty).toBeNull();
  });

  it('leaves out a draft and says so when nothing is final', () => {
    const [module] = only(
      fillBlock('modules', sources({ evaluations: [{ role: 'first', assessor: 'Mark', status: 'draft', scores: { c1: s(4), c2: s(4) }, remark: '' }] })),
      'modules',
    ).modules;
    expect(module?.empty).toBe(BLOCK_TEXTS.noFinal);
    expect(module?.rows).toEqual([]);
  });

  it('says the assessment is not visible yet to a reader who may not see the module, and shows nothing of it', () => {
    const [module] = only(fillBlock('modules', sources({ shown: false, evaluations: [] })), 'modules').modules;
    expect(module?.empty).toBe(BLOCK_TEXTS.withheld);
    expect(module?.rows).toEqual([]);
    expect(module?.remarks).toEqual([]);
  });

  it('adds the agreed score as its own column with the agreement’s remark', () => {
    const [module] = only(fillBlock('modules', sources({ agreed: { scores: { c1: 3, c2: 3 }, remark: 'Samen besproken' } })), 'modules').modules;
    expect(module?.columns.at(-1)).toBe('Afgesproken');
    expect(module?.rows[0]?.scores).toEqual(['4 · goed', '2 · matig', '3 · voldoende']);
    expect(module?.remarks.at(-1)).toEqual({ who: 'Afspraak na overleg', text: 'Samen besproken' });
  });
});

describe('reflection block', () => {
  it('puts the candidate’s answer next to the deciding score and marks Arabic as right to left', () => {
    const [module] = only(fillBlock('reflection', sources()), 'reflection').modules;
    expect(module?.rows[0]).toEqual({ criterion: 'Juiste artikelen', self: '4 · goed', deciding: '4 · goed' });
    expect(module?.dir).toBe('rtl');
    expect(module?.empty).toBeNull();
  });

  it('says the reflection is missing instead of showing an empty table', () => {
    const [module] = only(fillBlock('reflection', sources({ reflection: null })), 'reflection').modules;
    expect(module?.rows).toEqual([]);
    expect(module?.empty).toBe(BLOCK_TEXTS.noReflection);
  });

  it('says the reflection is not visible yet, rather than missing, to a reader who may not see it', () => {
    const [module] = only(fillBlock('reflection', sources({ reflectionShown: false, reflection: null })), 'reflection').modules;
    expect(module?.rows).toEqual([]);
    expect(module?.empty).toBe(BLOCK_TEXTS.reflectionWithheld);
  });

  it('compares with the agreed score once there is one', () => {
    const [module] = only(fillBlock('reflection', sources({ agreed: { scores: { c1: 2, c2: 3 }, remark: '' } })), 'reflection').modules;
    expect(module?.rows[0]?.deciding).toBe('2 · matig');
  });
});

describe('results block', () => {
  it('gives the weighted score and passes on the first assessor’s final scores', () => {
    const block = only(fillBlock('results', sources()), 'results');
    // (2×3 + 1×2) / (3×3) = 89 %
    expect(block.rows).toEqual([{ module: 'Orderpicken', score: '89 %', result: 'Behaald' }]);
    expect(block.summary).toBe('Behaald: 1 van 1 module.');
  });

  it('names the knock-out criterion that failed the module', () => {
    const block = only(fillBlock('results', sources({ agreed: { scores: { c1: 4, c2: 2 }, remark: '' } })), 'results');
    expect(block.rows[0]?.result).toBe('Niet behaald (knock-out: Veilig werken)');
    expect(block.summary).toBe('Behaald: 0 van 1 module.');
  });

  it('says a module without a final first evaluation is not known yet', () => {
    const block = only(fillBlock('results', sources({ evaluations: [] })), 'results');
    expect(block.rows[0]).toEqual({ module: 'Orderpicken', score: '—', result: 'Nog niet bekend' });
    expect(block.summary).toBe('Er zijn geen modules beoordeeld.');
  });
});

describe('candidate and PAT blocks', () => {
  it('lists the days in date order with their times and places', () => {
    const block = only(fillBlock('pat', sources()), 'pat');
    expect(block.days.map((d) => d.day)).toEqual(['14 september 2026', '15 september 2026']);
    expect(block.days[1]).toEqual({ day: '15 september 2026', time: '09:00–12:00', location: 'Leslokaal Noord, Utrecht, ruimte A1' });
    expect(block.rows).toContainEqual(['Locatie', 'Leslokaal Noord, Utrecht']);
  });

  it('shows a dash for what is not known about the candidate', () => {
    expect(only(fillBlock('candidate', sources()), 'candidate').rows).toContainEqual(['Beroep', '—']);
  });
});

describe('reportParts', () => {
  it('keeps the template’s order and gives unwritten sections an empty text', () => {
    const parts = reportParts(
      [
        { id: 'inleiding', kind: 'text', title: 'Inleiding', hint: 'Waarom' },
        { id: 'uitslag', kind: 'block', title: 'Resultaten', block: 'results' },
        { id: 'advies', kind: 'text', title: 'Advies', hint: '' },
      ],
      { inleiding: 'Sven deed mee.', vreemd: 'weg' },
      sources(),
    );
    expect(parts.map((p) => [p.id, p.kind])).toEqual([
      ['inleiding', 'text'],
      ['uitslag', 'block'],
      ['advies', 'text'],
    ]);
    expect(parts[0]).toMatchObject({ text: 'Sven deed mee.' });
    expect(parts[2]).toMatchObject({ text: '' });
  });
});
