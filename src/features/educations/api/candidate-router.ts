/**
 * `GET /api/pat/getUserEducation` (spec §7; docs/api.md "Education"): a candidate's educations, for the candidate
 * themselves or for staff with `userId`. Mounted under /api/pat before the PAT feature's routes (src/backend/app.ts),
 * whose `/:id` would otherwise see `getUserEducation` as a PAT id.
 *
 * @example app.route('/api/pat', inOrder(candidateEducationRouter(), patApi()));
 */
import { Hono } from 'hono';
import { STAFF } from '#src/lib/roles';
import { requireCaller } from '#src/server/auth/caller';
import type { BackendEnv } from '#src/server/context';
import { userEducations } from './candidate';

/** The router with the one call. */
export function candidateEducationRouter() {
  const router = new Hono<BackendEnv>();
  /** User (own), staff (`userId`). `MyEducation[]`, the next lesson first. */
  router.get('/getUserEducation', requireCaller('User', ...STAFF), async (c) => c.json(await userEducations(c.var.db, c.var.caller, c.req.query('userId'))));
  return router;
}
