/**
 * `GET /api/pat/mine` (docs/api.md "PAT"): the signed-in candidate's PATs. Candidates only (role User); everyone else
 * 401. Mounted before the planning router, so `mine` is not read as a PAT id.
 *
 * @example
 *   app.route('/api/pat', candidatePatRouter());
 */
import { Hono } from 'hono';
import { requireCaller } from '#src/server/auth/caller';
import type { BackendEnv } from '#src/server/context';
import { myPats } from './candidate';

/** The candidate's PAT router. */
export function candidatePatRouter() {
  const router = new Hono<BackendEnv>();
  /** User. `[MyPat]`, the next first. */
  router.get('/mine', requireCaller('User'), async (c) => c.json(await myPats(c.var.db, c.var.caller)));
  return router;
}
