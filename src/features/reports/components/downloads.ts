/**
 * Links and labels of a report's PDF downloads (docs/api.md "Reports"): `GET /api/reports/{id}/versions/{n}/pdf`,
 * which the gateway forwards with the session. Client-safe and pure.
 */

/** The address of a final version's PDF. */
export function reportPdfHref(reportId: string, version: number): string {
  return `/api/reports/${encodeURIComponent(reportId)}/versions/${version}/pdf`;
}

/** A PDF's size in whole kilobytes (1 kB = 1024 bytes), at least 1. */
export function kilobytes(bytes: number): number {
  return Math.max(1, Math.round(bytes / 1024));
}
