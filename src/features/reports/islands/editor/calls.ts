/**
 * The report editor's call (docs/api.md "Reports"): `PUT /api/reports/{id}` with the draft's texts, through the
 * shared ofetch instance `client` (src/lib/api.ts) without the busy overlay (staff and teacher pages have none; the
 * editor shows its own status) and without retries: the saver (saver.ts) decides when to try again. The gateway
 * checks the request's origin (src/gateway/csrf.ts); a same-origin fetch needs no token of its own.
 */
import { client } from '#src/lib/api';
import type { ReportDraftSave, ReportDraftSaved } from '#src/features/reports/contract';

/** Options of one save. */
export interface SaveCallOptions {
  /** Sent while the page is being left (`fetch` keepalive; the browser limits such a body to 64 KiB). */
  keepalive?: boolean;
}

/** The API path of a report. */
export const reportPath = (reportId: string): string => `/api/reports/${encodeURIComponent(reportId)}`;

/**
 * Saves the draft's texts. @returns the new revision and when it was saved.
 * @throws FetchError: 400 with a Dutch `title` (a text too long), 409 (the revision is stale, or the report is
 *   final), 404 (gone, or not the caller's), no status without a connection.
 */
export function putReportDraft(reportId: string, body: ReportDraftSave, options: SaveCallOptions = {}): Promise<ReportDraftSaved> {
  return client<ReportDraftSaved>(reportPath(reportId), {
    method: 'PUT',
    body,
    retry: 0,
    ...(options.keepalive ? { keepalive: true } : {}),
  });
}
