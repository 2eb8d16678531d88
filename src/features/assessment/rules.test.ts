/**
 * The assessment rules (rules.ts): module results with weights, pass mark and knock-out, and divergence flags.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { divergences, moduleResult, overallResult } from './rules';

describe('moduleResult', () => {
  const criteria = [
    { id: 'veilig', weight: 3 },
    { id: 'netjes', weight: 1 },
  ];
  const scores = (veilig: number | null, netjes: number | null) => ({ veilig: { score: veilig }, netjes: { score: netjes } });

  it('maps the weighted mean onto 0–100 % of the scale and compares it with the pass mark', () => {
    expect(moduleResult(criteria, scores(4, 4), 60)).toEqual({ complete: true, scorePercent: 100, knockedOut: [], passed: true });
    expect(moduleResult(criteria, scores(1, 1), 60)).toEqual({ complete: true, scorePercent: 0, knockedOut: [], passed: false });
    // (3·2 + 1·0) / (4·3) = 50 %
    expect(moduleResult(criteria, scores(3, 1), 50).scorePercent).toBe(50);
    expect(moduleResult(criteria, scores(3, 1), 50).passed).toBe(true);
    expect(moduleResult(criteria, scores(3, 1), 51).passed).toBe(false);
  });

  it('is incomplete while a criterion has no score', () => {
    expect(moduleResult(criteria, scores(4, null), 60)).toEqual({ complete: false, scorePercent: null, knockedOut: [], passed: null });
    expect(moduleResult(criteria, { veilig: { score: 4 } }, 60).complete).toBe(false);
  });

  it('fails a module whose knock-out criterion is below voldoende, whatever the total', () => {
    const result = moduleResult(criteria, scores(2, 4), 10, ['veilig']);
    expect(result).toMatchObject({ complete: true, passed: false, knockedOut: ['veilig'] });
    expect(moduleResult(criteria, scores(3, 1), 10, ['veilig']).passed).toBe(true);
  });

  it('stays between 0 and 100 and passes exactly at or above the mark (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ weight: fc.integer({ min: 1, max: 10 }), score: fc.constantFrom(1, 2, 3, 4) }), { minLength: 1, maxLength: 12 }),
        fc.integer({ min: 0, max: 100 }),
        (rows, pass) => {
          const list = rows.map((r, i) => ({ id: `c${i}`, weight: r.weight }));
          const given = Object.fromEntries(rows.map((r, i) => [`c${i}`, { score: r.score }]));
          const result = moduleResult(list, given, pass);
          expect(result.scorePercent).toBeGreaterThanOrEqual(0);
          expect(result.scorePercent).toBeLessThanOrEqual(100);
          expect(result.passed).toBe((result.scorePercent as number) >= pass);
        },
      ),
    );
  });
});

describe('divergences', () => {
  it('flags criteria where both scored and differ by two or more', () => {
    const criteria = [{ id: 'a' }, { id: 'b' }, { id: 'c' }, { id: 'd' }];
    const first = { a: { score: 1 }, b: { score: 3 }, c: { score: 4 }, d: { score: null } };
    const second = { a: { score: 3 }, b: { score: 4 }, c: { score: 1 }, d: { score: 1 } };
    expect(divergences(criteria, first, second)).toEqual(['a', 'c']);
  });
});

describe('overallResult', () => {
  it('passes only when every module passed', () => {
    expect(overallResult([{ passed: true }, { passed: true }])).toEqual({ passed: true, modulesPassed: 2, modulesWithResult: 2, modules: 2 });
  });
  it('fails as soon as one module failed, also while others wait', () => {
    expect(overallResult([{ passed: false }, null]).passed).toBe(false);
  });
  it('stays open while a module has no result, and without modules', () => {
    expect(overallResult([{ passed: true }, null])).toEqual({ passed: null, modulesPassed: 1, modulesWithResult: 1, modules: 2 });
    expect(overallResult([]).passed).toBeNull();
  });
});
