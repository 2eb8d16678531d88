/**
 * Router mounted at /api/quality (src/backend/app.ts; docs/api.md "Assessor agreement").
 * - GET /assessor-agreement — Admin, Coordinator; `?from=YYYY-Qn&to=YYYY-Qn&templateId=` → 200 `AgreementReport`
 *   (report.ts); 400 with a Dutch title for a malformed quarter or template id, or `from` after `to`; others 401.
 */
import { Hono } from 'hono';
import { requireCaller } from '#src/server/auth/caller';
import type { BackendEnv } from '#src/server/context';
import { readQuery } from '#src/server/validation';
import { agreementQuery } from '#src/features/assessor-agreement/contract';
import { agreementReport } from './report';

export function qualityRouter() {
  const router = new Hono<BackendEnv>();
  router.get('/assessor-agreement', requireCaller('Admin', 'Coordinator'), async (c) => c.json(await agreementReport(c.var.db, readQuery(c, agreementQuery))));
  return router;
}
