/**
 * Addresses of the teacher's evaluation page of an education (spec §2 `/docent/opleiding/candidate/evaluate/{id}`;
 * docs/decisions/035-education-evaluations.md): the grid without parameters, one form with
 * `?module={moduleId}&candidate={candidateId}`. Pure and client-safe; the offline policy keeps both
 * (src/features/offline/policy.ts).
 */

/** The grid of education `educationId`, or the form of a module and candidate on it. */
export function evaluateHref(educationId: string, form?: { moduleId: string; candidateId: string }): string {
  const path = `/docent/opleiding/candidate/evaluate/${encodeURIComponent(educationId)}`;
  return form ? `${path}?${new URLSearchParams({ module: form.moduleId, candidate: form.candidateId })}` : path;
}

/**
 * The form a page address asks for: both `module` and `candidate` given (any text; the API answers 404 for what is
 * not a module or candidate of the education), else null for the grid.
 */
export function formAsked(params: URLSearchParams): { moduleId: string; candidateId: string } | null {
  const moduleId = params.get('module')?.trim() ?? '';
  const candidateId = params.get('candidate')?.trim() ?? '';
  return moduleId && candidateId ? { moduleId, candidateId } : null;
}
