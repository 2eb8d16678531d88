/**
 * The audit feature's call (docs/api.md, "Audit"): what it answers, declared once for the backend and the pages
 * (docs/decisions/017-feature-folders.md).
 */

/** `GET /api/audit` item. */
export interface AuditEntry {
  id: string;
  at: string;
  requestId: string;
  userId: string | null;
  userName: string | null;
  role: string | null;
  method: string;
  route: string;
  status: number;
  durationMs: number;
  clientIp: string | null;
  outcome: string;
}
