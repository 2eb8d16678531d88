/**
 * Agreement between two assessors who scored the same things on an ordinal scale (the template's scale 1–4, docs/domain.md
 * glossary): exact agreement and the quadratically weighted kappa (docs/decisions/060-assessor-agreement-statistic.md).
 * Pure; no dependencies.
 *
 * Quadratically weighted kappa (Cohen 1968, "Weighted kappa", Psychological Bulletin 70(4):213–220; weights
 * w(i,j) = (i − j)², Fleiss & Cohen 1973): κw = 1 − Σ w·observed / Σ w·expected, where "expected" is the table of the
 * two assessors' own score distributions crossed as if they scored independently. 1 is perfect agreement, 0 what
 * chance alone would give, below 0 worse than chance. A two-point difference weighs four times a one-point one.
 */

/** One thing scored by both assessors: the first assessor's score and the second's (whole numbers on one scale). */
export type ScorePair = readonly [number, number];

/**
 * The quadratically weighted kappa of `pairs`.
 * @returns κw, or null when it is undefined: no pairs, or an expected disagreement of 0 (both assessors gave one and
 *   the same score every time, so chance alone would already agree perfectly).
 * @example quadraticWeightedKappa([[1, 1], [2, 2], [3, 4]]) // 0.75
 */
export function quadraticWeightedKappa(pairs: readonly ScorePair[]): number | null {
  const n = pairs.length;
  if (n === 0) return null;
  const rows = new Map<number, number>();
  const cols = new Map<number, number>();
  let observed = 0;
  for (const [a, b] of pairs) {
    rows.set(a, (rows.get(a) ?? 0) + 1);
    cols.set(b, (cols.get(b) ?? 0) + 1);
    observed += (a - b) ** 2;
  }
  let expected = 0;
  for (const [a, ra] of rows) for (const [b, cb] of cols) expected += ((ra * cb) / n) * (a - b) ** 2;
  if (expected === 0) return null;
  return 1 - observed / expected;
}

/** The share of `pairs` with the same score from both assessors, 0–1; null without pairs. */
export function exactAgreement(pairs: readonly ScorePair[]): number | null {
  if (pairs.length === 0) return null;
  return pairs.filter(([a, b]) => a === b).length / pairs.length;
}
