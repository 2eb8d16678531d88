/**
 * `/api/pat` planning calls (docs/api.md "PAT"; spec §2 /cp/pat…): thin handlers over planning.ts. Admin and
 * Coordinator plan; a teacher reads the PATs they assess on (list and one); everyone else 401; a PAT the caller may
 * not see is 404 (decision 003). The evaluation calls are in evaluation-router.ts.
 *
 * @example
 *   app.route('/api/pat', patRouter());
 */
import { Hono } from 'hono';
import { patAssessorsBody, patBody, patCandidateBody, patCandidatesManyBody, patDaysBody, patListQuery, patModulesBody, patResultsQuery, patSlotsBody } from '#src/features/pat/contract';
import { STAFF } from '#src/lib/roles';
import { requireCaller } from '#src/server/auth/caller';
import { idempotent } from '#src/server/idempotency';
import type { BackendEnv } from '#src/server/context';
import { readJson, readQuery } from '#src/server/validation';
import type { OnResultsReleased } from '#src/features/assessment/api/assessment';
import { candidateProgress, releaseResults } from './results';
import { listResults, resultsCsv } from './result-list';
import { visiblePat, addCandidate, addCandidates, archivePat, createPat, listPats, planPat, readPat, removeCandidate, setAssessors, setDays, setModules, setSlots, updatePat } from './planning';

/**
 * The `/api/pat` planning router.
 * @param options.onResultsReleased runs in the release's transaction (assessment/api/assessment.ts `OnResultsReleased`).
 */
export function patRouter(options: { onResultsReleased?: OnResultsReleased } = {}) {
  const router = new Hono<BackendEnv>();
  const staff = requireCaller(...STAFF);
  const readers = requireCaller(...STAFF, 'Teacher');

  /** Staff. A page of every candidate × module of the PATs that are not drafts, with the result; `patId`, `q`, `state`. */
  router.get('/results', staff, async (c) => c.json(await listResults(c.var.db, readQuery(c, patResultsQuery))));

  /** Staff. The same rows, all of them (at most 10,000), as a CSV file for spreadsheets. */
  router.get('/results.csv', staff, async (c) =>
    c.body(await resultsCsv(c.var.db, readQuery(c, patResultsQuery)), 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': 'attachment; filename="pat-resultaten.csv"',
      'cache-control': 'private, no-store',
    }),
  );

  /** Staff all, a teacher those they assess on: a page of PATs, upcoming first; `q`, `state`. */
  router.get('/', readers, async (c) => c.json(await listPats(c.var.db, c.var.caller, readQuery(c, patListQuery))));

  /** Staff. 201 `{ id }` of a draft PAT. */
  router.post('/', staff, idempotent(), async (c) => c.json(await createPat(c.var.db, c.var.caller, await readJson(c, patBody)), 201));

  /** Staff any, a teacher one they assess on: the PAT with days, modules, candidates, assessors, missing, conflicts. */
  router.get('/:id', readers, async (c) => c.json(await readPat(c.var.db, c.var.caller, c.req.param('id'))));

  /** Staff. Name and the notes for the teachers and for the candidates. */
  router.put('/:id', staff, async (c) => {
    const id = c.req.param('id');
    await visiblePat(c.var.db, c.var.caller, id); // an unknown id is 404, whatever the body
    return c.json(await updatePat(c.var.db, c.var.caller, id, await readJson(c, patBody)));
  });

  /** Staff. All days; 409 with the conflicts. */
  router.put('/:id/days', staff, async (c) => {
    const id = c.req.param('id');
    await visiblePat(c.var.db, c.var.caller, id); // an unknown id is 404, whatever the body
    return c.json(await setDays(c.var.db, c.var.caller, id, await readJson(c, patDaysBody), c.var.outbox));
  });

  /** Staff. All modules in order, pinned. */
  router.put('/:id/modules', staff, async (c) => {
    const id = c.req.param('id');
    await visiblePat(c.var.db, c.var.caller, id); // an unknown id is 404, whatever the body
    return c.json(await setModules(c.var.db, c.var.caller, id, await readJson(c, patModulesBody), c.var.outbox));
  });

  /** Staff. `{ candidateId }` → 201 the PAT; takes a PAT seat. */
  router.post('/:id/candidates', staff, async (c) => {
    const id = c.req.param('id');
    await visiblePat(c.var.db, c.var.caller, id); // an unknown id is 404, whatever the body
    const { candidateId } = await readJson(c, patCandidateBody);
    return c.json(await addCandidate(c.var.db, c.var.caller, id, candidateId, c.var.outbox), 201);
  });

  /** Staff. `{ candidateIds, distribute? }` → 201 the PAT; all or none, each takes a PAT seat (decision 057). */
  router.post('/:id/candidates/many', staff, async (c) => {
    const id = c.req.param('id');
    await visiblePat(c.var.db, c.var.caller, id); // an unknown id is 404, whatever the body
    return c.json(await addCandidates(c.var.db, c.var.caller, id, await readJson(c, patCandidatesManyBody), c.var.outbox), 201);
  });

  /** Staff. Every time slot of one day; 400 outside the day's times, 409 overlapping or conflicting (decision 057). */
  router.put('/:id/slots', staff, async (c) => {
    const id = c.req.param('id');
    await visiblePat(c.var.db, c.var.caller, id); // an unknown id is 404, whatever the body
    return c.json(await setSlots(c.var.db, c.var.caller, id, await readJson(c, patSlotsBody), c.var.outbox));
  });

  /** Staff. Off the PAT, seat handed back. */
  router.delete('/:id/candidates/:candidateId', staff, async (c) => c.json(await removeCandidate(c.var.db, c.var.caller, c.req.param('id'), c.req.param('candidateId'), c.var.outbox)));

  /** Staff. All assessors; 409 with the conflicts. */
  router.put('/:id/assessors', staff, async (c) => {
    const id = c.req.param('id');
    await visiblePat(c.var.db, c.var.caller, id); // an unknown id is 404, whatever the body
    return c.json(await setAssessors(c.var.db, c.var.caller, id, await readJson(c, patAssessorsBody), c.var.outbox));
  });

  /** Staff. Draft → planned. */
  router.post('/:id/plan', staff, async (c) => c.json(await planPat(c.var.db, c.var.caller, c.req.param('id'), c.var.outbox)));

  /** Staff. Archived. */
  router.post('/:id/archive', staff, async (c) => c.json(await archivePat(c.var.db, c.var.caller, c.req.param('id'))));

  /** Staff any candidate, a teacher one of a PAT they assess on: the candidate's PAT module by module. */
  router.get('/:patId/progress/:candidateId', readers, async (c) =>
    c.json(await candidateProgress(c.var.db, c.var.caller, c.req.param('patId'), c.req.param('candidateId'))),
  );

  /** Staff. Releases the results of a completed PAT; the candidates are told. */
  router.post('/:id/release', staff, async (c) => c.json(await releaseResults(c.var.db, c.var.caller, c.req.param('id'), c.var.outbox, options.onResultsReleased)));

  return router;
}
