/**
 * The agreement statistics against published worked examples:
 * - Cohen's kappa, 50 grant proposals read by two readers (Wikipedia, "Cohen's kappa", worked example): both yes 20,
 *   A yes B no 5, A no B yes 10, both no 15 → po = 0.7, pe = 0.5, κ = 0.4. With two categories the quadratic
 *   weights are the unweighted kappa's (0 on the diagonal, 1 off it), so κw = 0.4 as well.
 * - Maple's EssayTools `QuadraticWeightedKappa` help page, examples 1 and 2: the scores
 *   [9, 7, 8, 7, 6, 8, 3, 5, 10] against [8, 8, 6, 6, 7, 6, 1, 4, 8] → 0.758620689655172, and against
 *   [3, 5, 6, 6, 7, 6, 1, 4, 8] → 0.438095238095238.
 */
import { describe, expect, it } from 'vitest';
import { exactAgreement, quadraticWeightedKappa, type ScorePair } from './statistics';

const repeat = (pair: ScorePair, times: number): ScorePair[] => Array.from({ length: times }, () => pair);
const zip = (a: number[], b: number[]): ScorePair[] => a.map((x, i) => [x, b[i]!]);

describe('quadraticWeightedKappa', () => {
  it('gives 0.4 for the 50 grant proposals (Cohen’s kappa, two categories)', () => {
    const pairs = [...repeat([1, 1], 20), ...repeat([1, 0], 5), ...repeat([0, 1], 10), ...repeat([0, 0], 15)];
    expect(exactAgreement(pairs)).toBeCloseTo(0.7, 12);
    expect(quadraticWeightedKappa(pairs)).toBeCloseTo(0.4, 12);
  });

  it('matches Maple’s QuadraticWeightedKappa examples 1 and 2', () => {
    const first = [9, 7, 8, 7, 6, 8, 3, 5, 10];
    expect(quadraticWeightedKappa(zip(first, [8, 8, 6, 6, 7, 6, 1, 4, 8]))).toBeCloseTo(0.758620689655172, 12);
    expect(quadraticWeightedKappa(zip(first, [3, 5, 6, 6, 7, 6, 1, 4, 8]))).toBeCloseTo(0.438095238095238, 12);
  });

  it('is 1 for perfect agreement and weighs a two-point difference more than a one-point one', () => {
    expect(quadraticWeightedKappa(zip([1, 2, 3, 4], [1, 2, 3, 4]))).toBe(1);
    const near = quadraticWeightedKappa(zip([1, 2, 3, 4, 2, 3], [1, 2, 3, 4, 3, 3]))!;
    const far = quadraticWeightedKappa(zip([1, 2, 3, 4, 2, 3], [1, 2, 3, 4, 4, 3]))!;
    expect(near).toBeGreaterThan(far);
    expect(exactAgreement(zip([1, 2, 3, 4, 2, 3], [1, 2, 3, 4, 3, 3]))).toBeCloseTo(5 / 6, 12);
  });

  it('is 0 when the scores are as independent as chance, and below 0 when they go against each other', () => {
    expect(quadraticWeightedKappa(zip([1, 1, 4, 4], [1, 4, 1, 4]))).toBeCloseTo(0, 12);
    expect(quadraticWeightedKappa(zip([1, 2, 3, 4], [4, 3, 2, 1]))).toBeLessThan(0);
  });

  it('is undefined without pairs or when chance alone would agree perfectly', () => {
    expect(quadraticWeightedKappa([])).toBeNull();
    expect(exactAgreement([])).toBeNull();
    expect(quadraticWeightedKappa(repeat([3, 3], 30))).toBeNull();
  });
});
