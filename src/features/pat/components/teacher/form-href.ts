/**
 * Where a cell of the PAT day grid leads (spec §2 /docent/pat-dag/{id} → /docent/evaluate/{patId}/{moduleId}/
 * {candidateId}): used by DayGrid.astro. Client-safe.
 */

/** The address of a cell's form: `?role=second` for the second assessor, `?dag=` for the way back. */
export function formHref(patId: string, moduleId: string, candidateId: string, role: 'first' | 'second', dayId: string): string {
  const query = new URLSearchParams();
  if (role === 'second') query.set('role', 'second');
  query.set('dag', dayId);
  return `/docent/evaluate/${encodeURIComponent(patId)}/${encodeURIComponent(moduleId)}/${encodeURIComponent(candidateId)}?${query}`;
}
