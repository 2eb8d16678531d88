/**
 * The rules of an assessment that need no database, the same on a PAT and an education (docs/domain.md "Evaluation and
 * report", "template"; docs/decisions/029-pat.md, 030-pat-reflection-and-agreement.md, 035-education-evaluations.md):
 * a module's result from an evaluation, where two assessors differ, and which scores decide. Client-safe and pure: the
 * API, the pages and the evaluation form use the same rules.
 */

/** A criterion as the result needs it: id and weight (1–10). */
export interface WeightedCriterion {
  id: string;
  weight: number;
}

/** A module's result from one evaluation. */
export interface ModuleResult {
  /** True when every criterion has a score. */
  complete: boolean;
  /** Weighted score as a share of the scale, 0–100, rounded to a whole percent; null while incomplete. */
  scorePercent: number | null;
  /** The knock-out criteria scored below 'voldoende' (3). */
  knockedOut: string[];
  /** Passed: complete, at least `passPercent`, and no knock-out below 'voldoende'; null while incomplete. */
  passed: boolean | null;
}

/** The lowest score a knock-out criterion needs: 3, 'voldoende' (docs/domain.md glossary "template"). */
export const KNOCK_OUT_MINIMUM = 3;

/**
 * A module's result (docs/domain.md "template": criteria scored 1–4, weighted): the weighted mean of the scores mapped
 * onto 0–100 % of the scale (1 → 0 %, 4 → 100 %), so a candidate who scores 'voldoende' (3) on everything gets 67 %.
 * @param scores score per criterion id; a missing or null score makes the result incomplete.
 */
export function moduleResult(
  criteria: readonly WeightedCriterion[],
  scores: Readonly<Record<string, { score: number | null } | undefined>>,
  passPercent: number,
  knockOut: readonly string[] = [],
): ModuleResult {
  const scored = criteria.map((c) => ({ ...c, score: scores[c.id]?.score ?? null }));
  const knockedOut = scored.filter((c) => knockOut.includes(c.id) && c.score !== null && c.score < KNOCK_OUT_MINIMUM).map((c) => c.id);
  if (criteria.length === 0 || scored.some((c) => c.score === null)) return { complete: false, scorePercent: null, knockedOut, passed: null };
  const totalWeight = scored.reduce((sum, c) => sum + c.weight, 0);
  const weighted = scored.reduce((sum, c) => sum + c.weight * ((c.score as number) - 1), 0);
  const scorePercent = Math.round((weighted * 100) / (totalWeight * 3));
  return { complete: true, scorePercent, knockedOut, passed: scorePercent >= passPercent && knockedOut.length === 0 };
}

/** How far apart two assessors may be before a criterion is flagged: two points or more (docs/domain.md "PAT"). */
export const DIVERGENCE_POINTS = 2;

/** The criteria (in the order given) where both assessors scored and differ by DIVERGENCE_POINTS or more. */
export function divergences(
  criteria: readonly { id: string }[],
  first: Readonly<Record<string, { score: number | null } | undefined>>,
  second: Readonly<Record<string, { score: number | null } | undefined>>,
): string[] {
  return criteria
    .filter((c) => {
      const a = first[c.id]?.score;
      const b = second[c.id]?.score;
      return a != null && b != null && Math.abs(a - b) >= DIVERGENCE_POINTS;
    })
    .map((c) => c.id);
}

/** Where a module's deciding scores come from (decision 030). */
export type ScoreSource = 'agreed' | 'first';

/**
 * The scores that decide a module's result (docs/decisions/030-pat-reflection-and-agreement.md): the coordinator's
 * agreed score when one is recorded, else the first assessor's evaluation once it is final; null before either.
 * The second and a third assessor inform the agreement but never decide on their own.
 */
export function decidingScores(
  first: { status: 'draft' | 'final'; scores: Readonly<Record<string, { score: number | null } | undefined>> } | null,
  agreed: Readonly<Record<string, number>> | null,
): { source: ScoreSource; scores: Record<string, { score: number | null }> } | null {
  if (agreed) return { source: 'agreed', scores: Object.fromEntries(Object.entries(agreed).map(([id, score]) => [id, { score }])) };
  if (first?.status === 'final') return { source: 'first', scores: { ...first.scores } as Record<string, { score: number | null }> };
  return null;
}

/** The result of a whole PAT or education, from the results of its modules (`overallResult`). */
export interface OverallResult {
  /** True when every module passed, false as soon as one failed, null while a module has no result yet. */
  passed: boolean | null;
  /** Modules with a result that passed. */
  modulesPassed: number;
  /** Modules with a result. */
  modulesWithResult: number;
  /** Every module of the PAT or education. */
  modules: number;
}

/**
 * The result of a whole PAT or education as a list shows it in one line (docs/decisions/062-candidate-timeline.md):
 * passed when every module passed, failed as soon as one module failed (a failed module stays failed whatever the
 * others bring), and open (null) while a module is still without a result. A PAT or education without modules is open.
 * @param results each module's result, null for a module without one (not yet final, or not shown to the viewer).
 */
export function overallResult(results: readonly ({ passed: boolean } | null)[]): OverallResult {
  const decided = results.filter((r): r is { passed: boolean } => r !== null);
  const modulesPassed = decided.filter((r) => r.passed).length;
  const failed = decided.length > modulesPassed;
  const passed = failed ? false : results.length > 0 && decided.length === results.length ? true : null;
  return { passed, modulesPassed, modulesWithResult: decided.length, modules: results.length };
}
