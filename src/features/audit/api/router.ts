/**
 * `/api/audit`: the audit log, for Admin only (domain.md: "Admin: … reading the audit log"; docs/api.md).
 *
 * @example
 *   app.route('/api/audit', auditRouter());
 *   // GET /api/audit?route=/api/user&status=401&from=2025-03-01&to=2025-03-31&page=2
 */
import { Hono } from 'hono';
import { requireCaller } from '#src/server/auth/caller';
import type { BackendEnv } from '#src/server/context';
import { auditQuery } from '#src/features/audit/contract';
import { listAudit } from './audit';
import { readQuery } from '#src/server/validation';

/**
 * The `/api/audit` router: GET / answers a page (25, newest first) of
 * `{ id, at, requestId, userId, userName, role, method, route, status, durationMs, clientIp, outcome }`.
 * 401 for anyone but Admin; 400 for a malformed filter.
 */
export function auditRouter() {
  const router = new Hono<BackendEnv>();
  router.get('/', requireCaller('Admin'), async (c) => {
    const filter = readQuery(c, auditQuery);
    return c.json(await listAudit(c.var.db, filter));
  });
  return router;
}
