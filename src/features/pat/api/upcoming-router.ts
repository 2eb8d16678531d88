/**
 * `GET /api/pat/candidates` (docs/api.md "PAT"; spec §2 /cp/pat/candidates): the candidates of upcoming and running
 * PATs with their next day, for staff (Admin, Coordinator); everyone else 401. Mounted before the planning router
 * (routes.ts), so `candidates` is never read as a PAT id.
 *
 * @example
 *   inOrder(upcomingRouter(), patRouter()) // routes.ts
 */
import { Hono } from 'hono';
import { upcomingCandidatesQuery } from '#src/features/pat/upcoming-contract';
import { STAFF } from '#src/lib/roles';
import { requireCaller } from '#src/server/auth/caller';
import type { BackendEnv } from '#src/server/context';
import { readQuery } from '#src/server/validation';
import { listUpcomingCandidates } from './upcoming';

/** The router of `GET /api/pat/candidates`. */
export function upcomingRouter() {
  const router = new Hono<BackendEnv>();

  /** Staff. A page of candidates with a PAT day to come, by their next day; `q` name or e-mail address. */
  router.get('/candidates', requireCaller(...STAFF), async (c) => c.json(await listUpcomingCandidates(c.var.db, readQuery(c, upcomingCandidatesQuery))));

  return router;
}
