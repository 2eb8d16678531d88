/**
 * The candidate's own PAT calls (docs/api.md "PAT"): `GET /api/pat/mine` and their latest PAT with a module
 * (candidate.ts); the theory, reflection and results of one PAT are assessment/api/mine-router.ts. Candidates only
 * (role User); everyone else 401. Mounted before the planning router, so `mine` is not read as a PAT id.
 *
 * @example
 *   app.route('/api/pat', candidatePatRouter());
 */
import { Hono } from 'hono';
import { requireCaller } from '#src/server/auth/caller';
import type { BackendEnv } from '#src/server/context';
import { latestPatOfModule, myPats } from './candidate';

/** The candidate's PAT router. */
export function candidatePatRouter() {
  const router = new Hono<BackendEnv>();
  const candidate = requireCaller('User');
  /** User. `[MyPat]`, the next first. */
  router.get('/mine', candidate, async (c) => c.json(await myPats(c.var.db, c.var.caller)));

  /** User. `{ patId }` of their latest PAT with the module (the reflection page without `?pat=`). */
  router.get('/mine/module/:moduleId', candidate, async (c) => c.json(await latestPatOfModule(c.var.db, c.var.caller, c.req.param('moduleId'))));
  return router;
}
