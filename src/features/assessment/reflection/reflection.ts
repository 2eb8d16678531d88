/**
 * The candidate's reflection on a module of a PAT or an education, the parts that need no database (docs/domain.md
 * "reflection"; docs/decisions/030-pat-reflection-and-agreement.md, 035 §4): which sentence a candidate reads for a
 * criterion, which criteria a reflection leaves out or does not know, reading the posted reflection form, and which
 * criteria the result page marks because the candidate's own score and the teachers' are two points or more apart.
 * Client-safe and pure: the API and the pages use the same rules.
 */
import type { Criterion } from '#src/features/content/template';
import type { Language } from '#src/lib/i18n/locales';
import { DIVERGENCE_POINTS } from '#src/features/assessment/rules';
import { REFLECTION_REMARK_MAX, REFLECTION_SCORES, type CandidateCriterion, type ReflectionScore } from '#src/features/assessment/contract';

/**
 * What the candidate reads for `criterion` (decision 030): its `selfCheck` sentence in `language`, else the Dutch
 * sentence, else the criterion's (Dutch) name, with the language of the text picked. Blank sentences do not count.
 * @example candidateCriterion({ id: 'a', name: 'Tempo', selfCheck: { nl: 'Ik werk door.' }, … }, 'pl') // { id: 'a', text: 'Ik werk door.', lang: 'nl' }
 */
export function candidateCriterion(criterion: Pick<Criterion, 'id' | 'name' | 'selfCheck'>, language: Language): CandidateCriterion {
  const own = criterion.selfCheck?.[language]?.trim();
  if (own) return { id: criterion.id, text: own, lang: language };
  const dutch = criterion.selfCheck?.nl?.trim();
  if (dutch) return { id: criterion.id, text: dutch, lang: 'nl' };
  return { id: criterion.id, text: criterion.name, lang: 'nl' };
}

/**
 * Checks a reflection's scores against the criteria of the pinned template: every criterion needs a score, and
 * no other key may be there.
 * @returns the ids of criteria without a score (`missing`, in criteria order) and the keys that are no criterion
 *   (`unknown`); both empty when the reflection is whole.
 */
export function reflectionGaps(criteria: readonly { id: string }[], scores: Readonly<Record<string, unknown>>): { missing: string[]; unknown: string[] } {
  const known = new Set(criteria.map((c) => c.id));
  return {
    missing: criteria.filter((c) => scores[c.id] === undefined || scores[c.id] === null).map((c) => c.id),
    unknown: Object.keys(scores).filter((id) => !known.has(id)),
  };
}

/** The form field of a criterion's answer on the reflection form. */
export const scoreField = (criterionId: string) => `score-${criterionId}`;

/** A score from a form value: '1'–'4' → 1–4; anything else null. */
export function scoreOf(value: unknown): ReflectionScore | null {
  const n = typeof value === 'string' && /^[1-4]$/.test(value.trim()) ? Number(value.trim()) : NaN;
  return REFLECTION_SCORES.find((s) => s === n) ?? null;
}

/** The posted reflection form, read: the scores given (by criterion id), the criteria left open, and the remark. */
export interface PostedReflection {
  scores: Record<string, ReflectionScore>;
  /** Criteria without a valid answer, in criteria order. */
  missing: string[];
  remark: string;
  /** True when the remark is longer than REFLECTION_REMARK_MAX characters. */
  remarkTooLong: boolean;
}

/**
 * Reads the reflection form (fields `score-{criterionId}` with '1'–'4', and `remark`) for `criteria`. Fields of
 * other names are ignored, so a stale form cannot send a criterion the template does not have.
 * @param get the form's value of a field name (e.g. `(name) => form.get(name)`).
 */
export function readReflectionForm(criteria: readonly { id: string }[], get: (name: string) => unknown): PostedReflection {
  const scores: Record<string, ReflectionScore> = {};
  const missing: string[] = [];
  for (const c of criteria) {
    const score = scoreOf(get(scoreField(c.id)));
    if (score === null) missing.push(c.id);
    else scores[c.id] = score;
  }
  const raw = get('remark');
  const remark = typeof raw === 'string' ? raw.trim() : '';
  return { scores, missing, remark, remarkTooLong: remark.length > REFLECTION_REMARK_MAX };
}

/**
 * True when the candidate's own score and the teachers' deciding score are two points or more apart
 * (rules.ts DIVERGENCE_POINTS, the same distance that flags two assessors); false when either is missing.
 */
export function farApart(teachers: number | null | undefined, own: number | null | undefined): boolean {
  return teachers != null && own != null && Math.abs(teachers - own) >= DIVERGENCE_POINTS;
}
