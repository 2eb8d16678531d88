/**
 * The candidate's own PAT calls (docs/api.md "PAT"): `GET /api/pat/mine`, the reflection on a module and the
 * released results (reflection.ts). Candidates only (role User); everyone else 401; another candidate's PAT or a
 * draft 404. Mounted before the planning router, so `mine` is not read as a PAT id.
 *
 * @example
 *   app.route('/api/pat', candidatePatRouter());
 */
import { Hono } from 'hono';
import { reflectionBody } from '#src/features/assessment/contract';
import { requireCaller } from '#src/server/auth/caller';
import type { BackendEnv } from '#src/server/context';
import { readJson } from '#src/server/validation';
import { myPats } from './candidate';
import { latestPatOfModule, readMyResult, readReflection, reflectionExists, saveReflection } from './reflection';

const REFLECTION = '/mine/:patId/reflection/:moduleId';

/** The candidate's PAT router. */
export function candidatePatRouter() {
  const router = new Hono<BackendEnv>();
  const candidate = requireCaller('User');
  /** User. `[MyPat]`, the next first. */
  router.get('/mine', candidate, async (c) => c.json(await myPats(c.var.db, c.var.caller)));

  /** User. `{ patId }` of their latest PAT with the module (the reflection page without `?pat=`). */
  router.get('/mine/module/:moduleId', candidate, async (c) => c.json(await latestPatOfModule(c.var.db, c.var.caller, c.req.param('moduleId'))));

  /** User. `ReflectionView` of their module on their PAT. */
  router.get(REFLECTION, candidate, async (c) => c.json(await readReflection(c.var.db, c.var.caller, c.req.param('patId'), c.req.param('moduleId'))));

  /** User. Stores the whole reflection (every criterion 1–4, a remark); answers the `ReflectionView`. */
  router.put(REFLECTION, candidate, async (c) => {
    const patId = c.req.param('patId');
    const moduleId = c.req.param('moduleId');
    await reflectionExists(c.var.db, c.var.caller, patId, moduleId); // an unknown record is 404, whatever the body
    return c.json(await saveReflection(c.var.db, c.var.caller, patId, moduleId, await readJson(c, reflectionBody)));
  });

  /** User. `MyPatResult`: `released: false` before staff released the results. */
  router.get('/mine/:patId/result', candidate, async (c) => c.json(await readMyResult(c.var.db, c.var.caller, c.req.param('patId'))));
  return router;
}
