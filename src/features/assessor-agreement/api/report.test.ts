import { describe, expect, it } from 'vitest';
import { MIN_PAIRS } from '#src/features/assessor-agreement/contract';
import { figureOf, quarterOf, type Pair } from './report';

const pair = (a: number, b: number, patId = 'p1'): Pair => ({
  scores: [a, b],
  quarter: '2026-Q3',
  patId,
  patTitle: patId === 'p1' ? 'PAT Zwolle' : 'PAT Almelo',
  templateId: 't',
  template: 'Sjabloon',
  criterionId: 'c',
  assessors: ['A', 'B'],
});

describe('quarterOf', () => {
  it('takes the quarter of the Dutch calendar day', () => {
    expect(quarterOf(new Date('2026-09-30T21:30:00Z'))).toBe('2026-Q3');
    expect(quarterOf(new Date('2026-09-30T22:30:00Z'))).toBe('2026-Q4'); // 1 October, 00:30 in Amsterdam
    expect(quarterOf(new Date('2026-01-01T00:00:00Z'))).toBe('2026-Q1');
  });
});

describe('figureOf', () => {
  it('gives no kappa below the minimum, but the count and exact agreement', () => {
    const few = Array.from({ length: MIN_PAIRS - 1 }, (_, i) => pair((i % 4) + 1, (i % 4) + 1));
    expect(figureOf(few)).toMatchObject({ n: MIN_PAIRS - 1, exactPercent: 100, kappa: null, kappaMissing: 'too-few' });
  });

  it('says the kappa is undefined when both assessors gave one score throughout', () => {
    const same = Array.from({ length: MIN_PAIRS }, () => pair(3, 3));
    expect(figureOf(same)).toMatchObject({ n: MIN_PAIRS, exactPercent: 100, kappa: null, kappaMissing: 'no-spread' });
  });

  it('rounds, and lists each PAT once by title', () => {
    const pairs = [...Array.from({ length: MIN_PAIRS }, (_, i) => pair((i % 4) + 1, (i % 4) + 1, i % 2 ? 'p1' : 'p2')), pair(1, 2)];
    const figure = figureOf(pairs);
    expect(figure.exactPercent).toBe(95.2);
    expect(figure.kappa).toBeGreaterThan(0.9);
    expect(figure.pats).toEqual([{ id: 'p2', title: 'PAT Almelo' }, { id: 'p1', title: 'PAT Zwolle' }]);
  });
});
