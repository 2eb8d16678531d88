/**
 * `/api/audit`: the audit log, for Admin only (docs/domain.md: "Admin: … reading the audit log"; docs/api.md).
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
import { recentActivity } from './activity';
import { readQuery } from '#src/server/validation';

/**
 * The `/api/audit` router, Admin only (401 for anyone else):
 * - GET / answers a page (25, newest first) of
 *   `{ id, at, requestId, userId, userName, role, method, route, status, durationMs, clientIp, outcome }`;
 *   400 for a malformed filter.
 * - GET /activity answers the 10 newest calls that changed something, with the names of who and what
 *   (`ActivityItem`, features/audit/api/activity.ts), for the admin's home.
 */
export function auditRouter() {
  const router = new Hono<BackendEnv>();
  router.get('/', requireCaller('Admin'), async (c) => {
    const filter = readQuery(c, auditQuery);
    return c.json(await listAudit(c.var.db, filter));
  });
  router.get('/activity', requireCaller('Admin'), async (c) => c.json(await recentActivity(c.var.db)));
  return router;
}
