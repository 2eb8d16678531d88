/**
 * `/api/education` evaluation calls (docs/api.md "Education"; spec §2 /docent/opleiding/candidate/evaluate/{id},
 * /cp/education/{id}; docs/decisions/035-education-evaluations.md): thin handlers over evaluations.ts. A teacher of
 * the education reads and writes its evaluations; staff read every one (also side by side with the candidate's
 * reflection), write none and release the results;
 * everyone else 401; anything outside the caller's scope 404 (decision 003).
 *
 * @example
 *   app.route('/api/education', educationEvaluationRouter());
 */
import { Hono } from 'hono';
import { evaluationReviseBody, evaluationSaveBody } from '#src/features/assessment/contract';
import { STAFF } from '#src/lib/roles';
import { requireCaller } from '#src/server/auth/caller';
import type { BackendEnv } from '#src/server/context';
import { readJson } from '#src/server/validation';
import { finalizeEvaluation, readEvaluation, readEvaluationGrid, releaseResults, reviseEvaluation, saveEvaluation } from './evaluations';
import { readEducationModuleEvaluation } from './side-by-side';
import type { OnResultsReleased } from '#src/features/assessment/api/assessment';

const EVALUATION = '/:id/evaluation/:moduleId/:candidateId';

/**
 * The `/api/education` evaluation router.
 * @param options.onResultsReleased runs in the release's transaction (assessment/api/assessment.ts `OnResultsReleased`).
 */
export function educationEvaluationRouter(options: { onResultsReleased?: OnResultsReleased } = {}) {
  const router = new Hono<BackendEnv>();
  const readers = requireCaller(...STAFF, 'Teacher');
  const teacher = requireCaller('Teacher');
  const staff = requireCaller(...STAFF);

  /** A teacher of the education, staff: enrolled candidates × modules with each cell's state. */
  router.get('/:id/evaluations', readers, async (c) => c.json(await readEvaluationGrid(c.var.db, c.var.caller, c.req.param('id'))));

  /** A teacher of the education, staff: one form. */
  router.get(EVALUATION, readers, async (c) =>
    c.json(await readEvaluation(c.var.db, c.var.caller, c.req.param('id'), c.req.param('moduleId'), c.req.param('candidateId'))),
  );

  /** A teacher of the education: the draft with its seq; the highest seq wins. */
  router.put(EVALUATION, teacher, async (c) => {
    const body = await readJson(c, evaluationSaveBody);
    return c.json(await saveEvaluation(c.var.db, c.var.caller, c.req.param('id'), c.req.param('moduleId'), c.req.param('candidateId'), body));
  });

  /** A teacher of the education: draft → final once every criterion is scored. */
  router.post(`${EVALUATION}/finalize`, teacher, async (c) =>
    c.json(await finalizeEvaluation(c.var.db, c.var.caller, c.req.param('id'), c.req.param('moduleId'), c.req.param('candidateId'))),
  );

  /** A teacher of the education: final → the next version as a draft, with a reason; refused once released. */
  router.post(`${EVALUATION}/revise`, teacher, async (c) => {
    const body = await readJson(c, evaluationReviseBody);
    return c.json(await reviseEvaluation(c.var.db, c.var.caller, c.req.param('id'), c.req.param('moduleId'), c.req.param('candidateId'), body));
  });

  /** Staff: a candidate's reflection beside the teacher's final evaluation of one module (side-by-side.ts). */
  router.get('/:id/module-evaluation/:moduleId/:candidateId', staff, async (c) =>
    c.json(await readEducationModuleEvaluation(c.var.db, c.var.caller, c.req.param('id'), c.req.param('moduleId'), c.req.param('candidateId'))),
  );

  /** Staff. Releases the results once every evaluation is final; the candidates are told. */
  router.post('/:id/release', staff, async (c) => c.json(await releaseResults(c.var.db, c.var.caller, c.req.param('id'), c.var.outbox, options.onResultsReleased)));

  return router;
}
