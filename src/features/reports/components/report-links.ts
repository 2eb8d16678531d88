/**
 * Addresses of the report pages (spec §2 `/cp/user/{userId}/rapportage/{docId}` for staff,
 * `/docent/user/{userId}/rapportage/{docId}` for teachers). Client-safe and pure.
 */

/** The report page under `base` ('/cp' or '/docent'); `docId` 'nieuw' is the address a new report is posted to. */
export function reportPageHref(base: '/cp' | '/docent', candidateId: string, docId: string): string {
  return `${base}/user/${encodeURIComponent(candidateId)}/rapportage/${encodeURIComponent(docId)}`;
}
