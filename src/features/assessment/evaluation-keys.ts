/**
 * Where a teacher's evaluation lives, by its form key: on the device (the evaluation form's IndexedDB database,
 * src/lib/device-sync/device-db.ts `EVALUATION_DATABASE`, used by evaluation-device.ts) and on the server (its API address;
 * docs/api.md "PAT", "Education"). A form is a PAT's or an
 * education's (docs/decisions/035-education-evaluations.md); the key says which.
 *
 * Kept apart from evaluation-drafts.ts and evaluation-device.ts because the sign-out guard in teachers' headers
 * (src/components/teacher-device-stores.ts) needs only this, on every teacher page.
 */
/** An assessor's role as a key names it. */
export type KeyRole = 'first' | 'second' | 'third';

/** Where an evaluation is made, as its key names it: a PAT or an education, by id. */
export interface FormContext {
  kind: 'pat' | 'education';
  id: string;
}

/** The first segment of an education form's key (a PAT's key starts with the PAT's UUID, never with this). */
export const EDUCATION_KEY = 'education';

/** A key's parts: the context, module, candidate and role (first when the key leaves it out). */
export function parseFormKey(key: string): { context: FormContext; moduleId: string; candidateId: string; role: KeyRole } {
  const parts = key.split('/');
  const education = parts[0] === EDUCATION_KEY;
  const [id = '', moduleId = '', candidateId = '', role = 'first'] = education ? parts.slice(1) : parts;
  return {
    context: { kind: education ? 'education' : 'pat', id },
    moduleId,
    candidateId,
    role: role === 'second' || role === 'third' ? role : 'first',
  };
}

/**
 * The API address of a form key's evaluation (`parseFormKey`): `/api/pat/{patId}/evaluation/{moduleId}/
 * {candidateId}` with `?role=second` or `?role=third` for those assessors, or `/api/education/{educationId}/evaluation/
 * {moduleId}/{candidateId}`; `tail` (`/finalize`, `/revise`, `/photos`) goes before the query.
 */
export function evaluationPath(key: string, tail = ''): string {
  const { context, moduleId, candidateId, role } = parseFormKey(key);
  const base = `/api/${context.kind}/${encodeURIComponent(context.id)}/evaluation/${encodeURIComponent(moduleId)}/${encodeURIComponent(candidateId)}${tail}`;
  return context.kind === 'pat' && (role === 'second' || role === 'third') ? `${base}?role=${role}` : base;
}
