/**
 * The evaluation form's pure rules (no I/O): the draft the form saves as one item of the save queue
 * (src/lib/device-sync/save-queue.ts, decision 007), which of two copies of a form is newer,
 * which criteria are still unscored, and a form's key (evaluation-keys.ts: where a key lives on the device and on the server).
 * A form is a PAT's or an education's (docs/decisions/035-education-evaluations.md); the key says which.
 *
 * Sequence numbers are whole seconds (src/lib/device-sync/sync.ts `clockSeconds`): the server keeps them as a 32-bit
 * integer (`evaluations.seq`, docs/api.md "PAT").
 */
import type { Entries } from '#src/lib/device-sync/save-queue';
import type { EducationEvaluationForm, EvaluationForm, EvaluationFormBody } from '#src/features/assessment/contract';
import { EDUCATION_KEY, type FormContext } from './evaluation-keys';

export { evaluationPath, parseFormKey, type FormContext } from './evaluation-keys';

/** Scores by criterion id and the overall remark: what `PUT …/evaluation/…` saves (without `seq`). */
export interface Draft {
  scores: EvaluationForm['evaluation']['scores'];
  remark: string;
}

/** The one item of an evaluation's save queue. */
export const DRAFT_ITEM = 'draft';

/** A PAT's or an education's form as the island receives it: everything but the instructions, which the page renders. */
export type IslandForm = Omit<EvaluationForm, 'instructions' | 'instructionsHtml'> | Omit<EducationEvaluationForm, 'instructions' | 'instructionsHtml'>;

/**
 * The device key of a PAT's evaluation: `{patId}/{moduleId}/{candidateId}/{role}`. The role is part of it: a teacher
 * who is first assessor on one day and second on another keeps both apart.
 */
export function formKey(patId: string, moduleId: string, candidateId: string, role: EvaluationForm['role']): string {
  return `${patId}/${moduleId}/${candidateId}/${role}`;
}

/** The device key of an education's evaluation: `education/{educationId}/{moduleId}/{candidateId}/first` (one assessor). */
export function educationFormKey(educationId: string, moduleId: string, candidateId: string): string {
  return `${EDUCATION_KEY}/${educationId}/${moduleId}/${candidateId}/first`;
}

/** Where a form is made: its PAT or its education. */
export const contextOf = (form: Pick<EvaluationForm, 'patId'> | Pick<EducationEvaluationForm, 'educationId'>): FormContext =>
  'educationId' in form ? { kind: 'education', id: form.educationId } : { kind: 'pat', id: form.patId };

/** `formKey` or `educationFormKey` of a form. */
export const keyOf = (form: (Pick<EvaluationForm, 'patId'> | Pick<EducationEvaluationForm, 'educationId'>) & Pick<EvaluationFormBody, 'moduleId' | 'candidate' | 'role'>): string =>
  'educationId' in form ? educationFormKey(form.educationId, form.moduleId, form.candidate.id) : formKey(form.patId, form.moduleId, form.candidate.id, form.role);

/** The draft a form holds. */
export function draftOf(form: Pick<EvaluationForm, 'evaluation'>): Draft {
  return { scores: form.evaluation.scores, remark: form.evaluation.remark };
}

/** The server's side for the save queue: the form's draft under its seq, or nothing before the first save. */
export function serverEntries(form: Pick<EvaluationForm, 'evaluation'>): Entries<Draft> {
  return form.evaluation.seq > 0 ? { [DRAFT_ITEM]: { value: draftOf(form), seq: form.evaluation.seq } } : {};
}

/**
 * The newer of two copies of the same evaluation's form (the page's and the device's): an evaluation only moves
 * forward — saves raise `seq` within a version, 'final' ends a version, 'Wijzigen' starts the next — so the copy
 * with the higher (version, final, seq) is newer. Ties keep `a`.
 */
export function newerForm<F extends Pick<EvaluationForm, 'evaluation'>>(a: F, b: F | null | undefined): F {
  if (!b) return a;
  const rank = (f: F) => [f.evaluation.version, f.evaluation.status === 'final' ? 1 : 0, f.evaluation.seq];
  const [x, y] = [rank(a), rank(b)];
  for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return x[i]! > y[i]! ? a : b;
  return a;
}

/** The names of the template's criteria without a score in `draft`, in template order. */
export function unscored(form: Pick<EvaluationForm, 'template'>, draft: Draft): string[] {
  return form.template.criteria.filter((c) => draft.scores[c.id]?.score == null).map((c) => c.name);
}

/** `draft` with criterion `id` changed: its score or its remark. */
export function withCriterion(draft: Draft, id: string, change: Partial<{ score: 1 | 2 | 3 | 4 | null; remark: string }>): Draft {
  const before = draft.scores[id] ?? { score: null, remark: '' };
  return { ...draft, scores: { ...draft.scores, [id]: { ...before, ...change } } };
}

/** The cell state a form stands for: final, draft once saved (on the server or only on the device), else open. */
export function cellState(form: Pick<EvaluationForm, 'evaluation'> | null | undefined, unsent: boolean): 'open' | 'draft' | 'final' {
  if (form?.evaluation.status === 'final') return 'final';
  return unsent || (form?.evaluation.seq ?? 0) > 0 ? 'draft' : 'open';
}
