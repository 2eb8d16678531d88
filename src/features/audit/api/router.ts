/**
 * `/api/audit`: the audit log, for Admin only (domain.md: "Admin: … reading the audit log"; docs/api.md).
 *
 * @example
 *   app.route('/api/audit', auditRouter());
 *   // GET /api/audit?route=/api/user&status=401&from=2025-03-01&to=2025-03-31&page=2
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { requireCaller } from '#src/server/auth/caller';
import type { BackendEnv } from '#src/server/context';
import { listAudit } from './audit';
import { pageQuery } from '#src/lib/contract';
import { readQuery } from '#src/server/validation';

const dateMessage = 'Vul een datum in als JJJJ-MM-DD.';
const date = z.union([z.iso.date(), z.iso.datetime({ offset: true })], { message: dateMessage });

const auditQuery = pageQuery.extend({
  userId: z.uuid({ message: 'Gebruiker is geen geldig id.' }).optional(),
  route: z.string().max(200, 'Het pad is te lang.').optional(),
  status: z.coerce
    .number({ message: 'Vul een geldige HTTP-status in (100–599).' })
    .int('Vul een geldige HTTP-status in (100–599).')
    .min(100, 'Vul een geldige HTTP-status in (100–599).')
    .max(599, 'Vul een geldige HTTP-status in (100–599).')
    .optional(),
  from: date.optional(),
  to: date.optional(),
});

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
