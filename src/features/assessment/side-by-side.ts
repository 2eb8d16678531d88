/**
 * The side-by-side view of one candidate's module on a PAT (spec §2 /cp/module-evaluation/{moduleId}/{candidateId},
 * /contactperson/module-evaluation/…; docs/decisions/030-pat-reflection-and-agreement.md), as pure rules: per criterion
 * the candidate's reflection beside the assessors' final scores, the agreed score and the deciding score, with the
 * criteria flagged where the reflection is two points or more from the deciding score and where two assessors are two
 * points or more apart. The same rows serve an education's view (one teacher, no agreement; decision 035 §5).
 * Client-safe and pure: the API and the tests use the same rules.
 */
import { decidingScores, divergences, DIVERGENCE_POINTS, moduleResult, type ModuleResult, type ScoreSource } from './rules';

/** A score of the scale. */
export type Score = 1 | 2 | 3 | 4;

/** How far the candidate's own score may be from the deciding score before it is flagged: as for two assessors. */
export const REFLECTION_GAP_POINTS = DIVERGENCE_POINTS;

/** An assessor's final scores: score and remark per criterion id. */
export type FinalScores = Readonly<Record<string, { score: Score | null; remark: string } | undefined>>;

/** What one module's rows are made from. */
export interface SideInput {
  /** The pinned template's criteria in order: id, weight (1–10) and Dutch name. */
  criteria: readonly { id: string; weight: number }[];
  /** The PAT module's knock-out criteria. */
  knockOut: readonly string[];
  passPercent: number;
  /** The candidate's reflection, or null. */
  reflection: Readonly<Record<string, Score>> | null;
  /** The assessors' final evaluations (a draft is passed as null: it is never shown or used). */
  first: FinalScores | null;
  second: FinalScores | null;
  third: FinalScores | null;
  /** The coordinator's agreed score, or null. */
  agreed: Readonly<Record<string, Score>> | null;
}

/** One criterion's row. */
export interface SideRow {
  id: string;
  reflection: Score | null;
  first: { score: Score | null; remark: string } | null;
  second: { score: Score | null; remark: string } | null;
  third: { score: Score | null; remark: string } | null;
  agreed: Score | null;
  deciding: Score | null;
  /** |reflection − deciding| ≥ REFLECTION_GAP_POINTS. */
  reflectionGap: boolean;
  /** Some two of the final assessors differ by DIVERGENCE_POINTS or more (rules.ts `divergences`). */
  divergent: boolean;
}

/** The rows with the module's deciding source and result. */
export interface SideRows {
  rows: SideRow[];
  source: ScoreSource | null;
  /** rules.ts `moduleResult` of the deciding scores; null before there are any. */
  result: ModuleResult | null;
}

/** True when `a` and `b` are both scored and at least `points` apart. */
export function farApart(a: number | null | undefined, b: number | null | undefined, points: number = REFLECTION_GAP_POINTS): boolean {
  return a != null && b != null && Math.abs(a - b) >= points;
}

/**
 * The side-by-side rows of one module (see the module comment). The deciding scores follow decision 030
 * (rules.ts `decidingScores`): the agreed score when recorded, else the first assessor's final evaluation.
 */
export function sideBySide(input: SideInput): SideRows {
  const deciding = decidingScores(input.first ? { status: 'final', scores: input.first } : null, input.agreed);
  const finals = [input.first, input.second, input.third].filter((e): e is FinalScores => e !== null);
  const divergent = new Set<string>();
  for (let i = 0; i < finals.length; i++) {
    for (let j = i + 1; j < finals.length; j++) for (const id of divergences(input.criteria, finals[i]!, finals[j]!)) divergent.add(id);
  }
  const cell = (e: FinalScores | null, id: string) => (e ? { score: e[id]?.score ?? null, remark: e[id]?.remark ?? '' } : null);
  const rows = input.criteria.map((c): SideRow => {
    const decided = (deciding?.scores[c.id]?.score ?? null) as Score | null;
    const reflection = input.reflection?.[c.id] ?? null;
    return {
      id: c.id,
      reflection,
      first: cell(input.first, c.id),
      second: cell(input.second, c.id),
      third: cell(input.third, c.id),
      agreed: input.agreed?.[c.id] ?? null,
      deciding: decided,
      reflectionGap: farApart(reflection, decided),
      divergent: divergent.has(c.id),
    };
  });
  return {
    rows,
    source: deciding?.source ?? null,
    result: deciding ? moduleResult(input.criteria, deciding.scores, input.passPercent, input.knockOut) : null,
  };
}
