/**
 * The forms of the progress page for a module with two final evaluations (docs/api.md "PAT": `PUT …/agreement/…` and
 * `…/third-assessor`; docs/decisions/030-pat-reflection-and-agreement.md), without JavaScript: the agreed score as one
 * select per criterion (`score-{criterionId}`, 1–4), prefilled with the agreed score when there is one, else the first
 * assessor's; a remark; a teacher to ask as third assessor. Replacing an agreed score or a third assessor asks first:
 * the form is shown again with the question and a button posting `bevestig=ja`. Pure and client-safe.
 */
import { textOf } from '#src/components/forms';
import type { AgreementSave, CandidateProgress } from '#src/features/pat/contract';
import { agreementTexts as t } from './strings';

type ProgressModule = CandidateProgress['modules'][number];

/** What the agreement form holds: the chosen score per criterion id ('' for none) and the remark. */
export interface AgreementValues {
  scores: Record<string, string>;
  remark: string;
}

/** The posted `action` values. */
export const AGREEMENT_ACTIONS = { agree: 'agree', third: 'third' } as const;

/** The name of a criterion's select. */
export const scoreName = (criterionId: string): string => `score-${criterionId}`;

/** The id of a criterion's select: unique on the page (module and criterion by position, from 1). */
export const scoreId = (moduleIndex: number, criterionIndex: number): string => `afspraak-${moduleIndex + 1}-${criterionIndex + 1}`;

/** The form's values before anything is posted: the agreed score, else the first assessor's final scores. */
export function agreementValues(module: ProgressModule): AgreementValues {
  const agreed = module.agreement?.scores;
  return {
    scores: Object.fromEntries(module.criteria.map((c) => [c.id, String(agreed?.[c.id] ?? module.first?.scores[c.id]?.score ?? '')])),
    remark: module.agreement?.remark ?? '',
  };
}

/** The posted values of the agreement form for the module's criteria. */
export function readAgreementForm(form: FormData, criteria: readonly { id: string }[]): AgreementValues {
  return {
    scores: Object.fromEntries(criteria.map((c) => [c.id, textOf(form, scoreName(c.id))])),
    remark: textOf(form, 'opmerking'),
  };
}

/**
 * The body of `PUT …/agreement/…` from the form's values, or a Dutch message per criterion id without a score on the
 * scale (the API checks again).
 */
export function checkAgreementForm(values: AgreementValues, criteria: readonly { id: string; name: string }[]): { body: AgreementSave } | { errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const scores: AgreementSave['scores'] = {};
  for (const c of criteria) {
    const value = Number(values.scores[c.id]);
    if (value === 1 || value === 2 || value === 3 || value === 4) scores[c.id] = value;
    else errors[c.id] = t.missingScore(c.name);
  }
  return Object.keys(errors).length > 0 ? { errors } : { body: { scores, remark: values.remark } };
}

/** True when the post answers the confirmation question ('Ja, …'). */
export const isConfirmed = (form: FormData): boolean => textOf(form, 'bevestig') === 'ja';

/** The teachers a third assessor may be chosen from: all but the module's first, second and current third assessor. */
export function thirdCandidates<T extends { id: string }>(teachers: readonly T[], module: ProgressModule): T[] {
  const taken = new Set([module.first?.assessor.id, module.second?.assessor.id, module.agreement?.thirdAssessor?.id].filter(Boolean));
  return teachers.filter((teacher) => !taken.has(teacher.id));
}
