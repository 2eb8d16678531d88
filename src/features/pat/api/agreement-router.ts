/**
 * `/api/pat` calls of the agreed score, the third assessor and the side-by-side view (docs/api.md "PAT";
 * docs/decisions/030-pat-reflection-and-agreement.md): thin handlers over agreements.ts and side-by-side.ts.
 * - Staff record the agreed score of a candidate's module and ask a third assessor.
 * - A teacher lists what they were asked to score as third assessor (they score it through the evaluation calls).
 * - Staff and contact persons read the side-by-side view (a contact person their organisation's candidates, once the
 *   results are released).
 * Everyone else 401; a record outside the caller's scope 404 (decision 003). Mounted before the planning router, whose
 * `/:id` would otherwise see `third-assessments` and `module-evaluation` as PAT ids.
 *
 * @example
 *   app.route('/api/pat', agreementRouter());
 *   app.route('/api/pat', patRouter());
 */
import { Hono } from 'hono';
import { agreementBody, thirdAssessorBody } from '#src/features/pat/contract';
import { STAFF } from '#src/lib/roles';
import { requireCaller } from '#src/server/auth/caller';
import type { BackendEnv } from '#src/server/context';
import { readJson } from '#src/server/validation';
import { agreementSlot, askThirdAssessor, listThirdAssessments, recordAgreement } from './agreements';
import { readModuleEvaluation } from './side-by-side';

const AGREEMENT = '/:patId/agreement/:moduleId/:candidateId';

/** The `/api/pat` agreement and side-by-side router. */
export function agreementRouter() {
  const router = new Hono<BackendEnv>();
  const staff = requireCaller(...STAFF);
  const readers = requireCaller(...STAFF, 'ContactPerson');

  /** Teacher. `[ThirdAssessment]`: what they were asked to score as third assessor, most recent first. */
  router.get('/third-assessments', requireCaller('Teacher'), async (c) => c.json(await listThirdAssessments(c.var.db, c.var.caller)));

  /** Staff, ContactPerson (own organisation, released): the side-by-side view on the latest PAT with the module. */
  router.get('/module-evaluation/:moduleId/:candidateId', readers, async (c) =>
    c.json(await readModuleEvaluation(c.var.db, c.var.caller, null, c.req.param('moduleId'), c.req.param('candidateId'))),
  );

  /** Staff, ContactPerson (own organisation, released): the side-by-side view on this PAT. */
  router.get('/:patId/module-evaluation/:moduleId/:candidateId', readers, async (c) =>
    c.json(await readModuleEvaluation(c.var.db, c.var.caller, c.req.param('patId'), c.req.param('moduleId'), c.req.param('candidateId'))),
  );

  /** Staff. Records (replaces) the agreed score; both evaluations final. */
  router.put(AGREEMENT, staff, async (c) => {
    const { patId, moduleId, candidateId } = c.req.param();
    await agreementSlot(c.var.db, patId, moduleId, candidateId); // an unknown slot is 404, whatever the body
    return c.json(await recordAgreement(c.var.db, c.var.caller, patId, moduleId, candidateId, await readJson(c, agreementBody)));
  });

  /** Staff. Asks a teacher to score as third assessor; they are told. */
  router.put(`${AGREEMENT}/third-assessor`, staff, async (c) => {
    const { patId, moduleId, candidateId } = c.req.param();
    await agreementSlot(c.var.db, patId, moduleId, candidateId); // an unknown slot is 404, whatever the body
    const { teacherId } = await readJson(c, thirdAssessorBody);
    return c.json(await askThirdAssessor(c.var.db, patId, moduleId, candidateId, teacherId));
  });

  return router;
}
