/**
 * The side-by-side rules (side-by-side.ts): the deciding score per criterion (agreed, else the first assessor's), the
 * reflection flagged two points or more from it, assessors flagged where any two differ by two or more, the module's
 * result from the deciding scores.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { farApart, sideBySide, type FinalScores, type Score, type SideInput } from './side-by-side';

const criteria = [
  { id: 'veilig', name: 'Veilig werken', weight: 3 },
  { id: 'nauwkeurig', name: 'Nauwkeurigheid', weight: 2 },
  { id: 'tempo', name: 'Tempo', weight: 1 },
];

const finals = (values: Score[], remark = ''): FinalScores => Object.fromEntries(criteria.map((c, i) => [c.id, { score: values[i]!, remark }]));
const plain = (values: Score[]) => Object.fromEntries(criteria.map((c, i) => [c.id, values[i]!])) as Record<string, Score>;

const input = (extra: Partial<SideInput>): SideInput => ({
  criteria,
  knockOut: [],
  passPercent: 60,
  reflection: null,
  first: null,
  second: null,
  third: null,
  agreed: null,
  ...extra,
});

describe('sideBySide', () => {
  it('has no deciding scores and no result before the first assessor is final', () => {
    const side = sideBySide(input({ reflection: plain([4, 4, 4]), second: finals([1, 1, 1]) }));
    expect(side.source).toBeNull();
    expect(side.result).toBeNull();
    expect(side.rows.map((r) => [r.reflection, r.deciding, r.reflectionGap, r.divergent])).toEqual([
      [4, null, false, false],
      [4, null, false, false],
      [4, null, false, false],
    ]);
  });

  it('decides with the first assessor, flags the reflection two points off and where the assessors differ', () => {
    const side = sideBySide(input({ reflection: plain([4, 2, 3]), first: finals([2, 3, 1], 'eerste'), second: finals([4, 3, 2]) }));
    expect(side.source).toBe('first');
    expect(side.rows.map((r) => [r.deciding, r.reflectionGap, r.divergent])).toEqual([
      [2, true, true],
      [3, false, false],
      [1, true, false],
    ]);
    expect(side.rows[0]!.first).toEqual({ score: 2, remark: 'eerste' });
    expect(side.rows[0]!.third).toBeNull();
    // (3·1 + 2·2 + 1·0) / 18 = 39 %
    expect(side.result).toEqual({ complete: true, scorePercent: 39, knockedOut: [], passed: false });
  });

  it('decides with the agreed score when there is one, and a third assessor counts for the divergence', () => {
    const side = sideBySide(input({ reflection: plain([4, 4, 4]), first: finals([2, 3, 3]), second: finals([3, 3, 3]), third: finals([3, 1, 3]), agreed: plain([3, 3, 3]) }));
    expect(side.source).toBe('agreed');
    expect(side.rows.map((r) => [r.agreed, r.deciding, r.reflectionGap, r.divergent])).toEqual([
      [3, 3, false, false],
      [3, 3, false, true],
      [3, 3, false, false],
    ]);
    expect(side.result).toMatchObject({ scorePercent: 67, passed: true });
  });

  it('applies the knock-out to the deciding scores', () => {
    const side = sideBySide(input({ first: finals([4, 4, 4]), second: finals([4, 4, 4]), agreed: plain([2, 4, 4]), knockOut: ['veilig'] }));
    expect(side.result).toMatchObject({ passed: false, knockedOut: ['veilig'] });
  });

  it('flags the reflection exactly when it is two points or more from the deciding score', () => {
    const score = fc.constantFrom<Score>(1, 2, 3, 4);
    fc.assert(
      fc.property(fc.array(score, { minLength: 3, maxLength: 3 }), fc.array(score, { minLength: 3, maxLength: 3 }), fc.option(fc.array(score, { minLength: 3, maxLength: 3 })), (own, first, agreed) => {
        const side = sideBySide(input({ reflection: plain(own), first: finals(first), agreed: agreed ? plain(agreed) : null }));
        const deciding = agreed ?? first;
        side.rows.forEach((row, i) => {
          expect(row.deciding).toBe(deciding[i]);
          expect(row.reflectionGap).toBe(Math.abs(own[i]! - deciding[i]!) >= 2);
        });
      }),
    );
  });
});

describe('farApart', () => {
  it('needs two scores at least two points apart', () => {
    expect(farApart(1, 3)).toBe(true);
    expect(farApart(4, 2)).toBe(true);
    expect(farApart(2, 3)).toBe(false);
    expect(farApart(null, 4)).toBe(false);
    expect(farApart(4, undefined)).toBe(false);
  });
});
