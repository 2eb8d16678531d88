/**
 * `/api/pat` evaluation calls (docs/api.md "PAT"; spec §2 /docent/pat-dag/{id}, /docent/evaluate/…): thin handlers
 * over evaluations.ts. A teacher reads and writes the evaluations of the modules they assess on a PAT; staff read
 * every one and write none; everyone else 401; anything outside the caller's scope 404 (decision 003).
 * Mounted before the planning router (router.ts), whose `/:id` would otherwise see `day` as a PAT id.
 *
 * @example
 *   app.route('/api/pat', evaluationRouter());
 *   app.route('/api/pat', patRouter());
 */
import { Hono } from 'hono';
import { evaluationQuery } from '#src/features/pat/contract';
import { evaluationReviseBody, evaluationSaveBody } from '#src/features/assessment/contract';
import { STAFF } from '#src/lib/roles';
import { requireCaller } from '#src/server/auth/caller';
import type { BackendEnv } from '#src/server/context';
import { readJson, readQuery } from '#src/server/validation';
import { finalizeEvaluation, readDayForms, readDayGrid, readEvaluation, reviseEvaluation, saveEvaluation } from './evaluations';

const EVALUATION = '/:patId/evaluation/:moduleId/:candidateId';

/** The `/api/pat` evaluation router. */
export function evaluationRouter() {
  const router = new Hono<BackendEnv>();
  const readers = requireCaller(...STAFF, 'Teacher');
  const teacher = requireCaller('Teacher');

  /** A teacher assessing that day, staff: the grid of candidates × modules with each cell's state. */
  router.get('/day/:dayId', readers, async (c) => c.json(await readDayGrid(c.var.db, c.var.caller, c.req.param('dayId'))));

  /** A teacher assessing that day, staff: every form of the day's grid, to keep on the device. */
  router.get('/day/:dayId/forms', readers, async (c) => c.json(await readDayForms(c.var.db, c.var.caller, c.req.param('dayId'))));

  /** The teacher assessing the module, staff: one form; `?role=`. */
  router.get(EVALUATION, readers, async (c) => {
    const { role } = readQuery(c, evaluationQuery);
    return c.json(await readEvaluation(c.var.db, c.var.caller, c.req.param('patId'), c.req.param('moduleId'), c.req.param('candidateId'), role));
  });

  /** The teacher assessing the module: the draft with its seq; the highest seq wins. */
  router.put(EVALUATION, teacher, async (c) => {
    const { role } = readQuery(c, evaluationQuery);
    const body = await readJson(c, evaluationSaveBody);
    return c.json(await saveEvaluation(c.var.db, c.var.caller, c.req.param('patId'), c.req.param('moduleId'), c.req.param('candidateId'), body, role));
  });

  /** The teacher assessing the module: draft → final once every criterion is scored. */
  router.post(`${EVALUATION}/finalize`, teacher, async (c) => {
    const { role } = readQuery(c, evaluationQuery);
    return c.json(await finalizeEvaluation(c.var.db, c.var.caller, c.req.param('patId'), c.req.param('moduleId'), c.req.param('candidateId'), role));
  });

  /** The teacher assessing the module: final → the next version as a draft, with a reason. */
  router.post(`${EVALUATION}/revise`, teacher, async (c) => {
    const { role } = readQuery(c, evaluationQuery);
    const body = await readJson(c, evaluationReviseBody);
    return c.json(await reviseEvaluation(c.var.db, c.var.caller, c.req.param('patId'), c.req.param('moduleId'), c.req.param('candidateId'), body, role));
  });

  return router;
}
