/**
 * `/api/education` planning calls (docs/api.md "Education"; spec §2 /cp/education…, /docent/opleiding/detail/{id}):
 * thin handlers over planning.ts. Admin and Coordinator plan; a teacher reads the educations they teach (list and
 * one); everyone else 401; an education the caller may not see is 404 (decision 003).
 *
 * @example
 *   app.route('/api/education', educationRouter());
 */
import { Hono } from 'hono';
import {
  educationBody,
  educationCandidateBody,
  educationLessonsBody,
  educationListQuery,
  educationModulesBody,
  educationTeachersBody,
} from '#src/features/educations/contract';
import { STAFF } from '#src/lib/roles';
import { requireCaller } from '#src/server/auth/caller';
import { idempotent } from '#src/server/idempotency';
import type { BackendEnv } from '#src/server/context';
import { readJson, readQuery } from '#src/server/validation';
import {
  archiveEducation,
  createEducation,
  enrolCandidate,
  listEducations,
  openEducation,
  readEducation,
  removeCandidate,
  setLessons,
  setModules,
  setTeachers,
  updateEducation,
  visibleEducation,
} from './planning';

/** The `/api/education` planning router. */
export function educationRouter() {
  const router = new Hono<BackendEnv>();
  const staff = requireCaller(...STAFF);
  const readers = requireCaller(...STAFF, 'Teacher');

  /** Staff all, a teacher those they teach: a page of educations, upcoming first; `q`, `state`. */
  router.get('/', readers, async (c) => c.json(await listEducations(c.var.db, c.var.caller, readQuery(c, educationListQuery))));

  /** Staff. 201 `{ id }` of a draft education. */
  router.post('/', staff, idempotent(), async (c) => c.json(await createEducation(c.var.db, c.var.caller, await readJson(c, educationBody)), 201));

  /** Staff any, a teacher one they teach: lessons, modules, candidates, teachers, missing, conflicts. */
  router.get('/:id', readers, async (c) => c.json(await readEducation(c.var.db, c.var.caller, c.req.param('id'))));

  /** Staff. Name, the notes for the teachers and for the candidates, absence limit. */
  router.put('/:id', staff, async (c) => {
    const id = c.req.param('id');
    await visibleEducation(c.var.db, c.var.caller, id); // an unknown id is 404, whatever the body
    return c.json(await updateEducation(c.var.db, c.var.caller, id, await readJson(c, educationBody)));
  });

  /** Staff. All lessons; 409 with the conflicts, or for a lesson with attendance left out. */
  router.put('/:id/lessons', staff, async (c) => {
    const id = c.req.param('id');
    await visibleEducation(c.var.db, c.var.caller, id); // an unknown id is 404, whatever the body
    return c.json(await setLessons(c.var.db, c.var.caller, id, await readJson(c, educationLessonsBody), c.var.outbox));
  });

  /** Staff. All modules in order, pinned. */
  router.put('/:id/modules', staff, async (c) => {
    const id = c.req.param('id');
    await visibleEducation(c.var.db, c.var.caller, id); // an unknown id is 404, whatever the body
    return c.json(await setModules(c.var.db, c.var.caller, id, await readJson(c, educationModulesBody), c.var.outbox));
  });

  /** Staff. `{ candidateId, enrolledOn? }` → 201 the education; takes an education seat. */
  router.post('/:id/candidates', staff, async (c) => {
    const id = c.req.param('id');
    await visibleEducation(c.var.db, c.var.caller, id); // an unknown id is 404, whatever the body
    return c.json(await enrolCandidate(c.var.db, c.var.caller, id, await readJson(c, educationCandidateBody), c.var.outbox), 201);
  });

  /** Staff. Off the education, seat handed back; 409 once attendance was taken for them. */
  router.delete('/:id/candidates/:candidateId', staff, async (c) =>
    c.json(await removeCandidate(c.var.db, c.var.caller, c.req.param('id'), c.req.param('candidateId'), c.var.outbox)),
  );

  /** Staff. All teachers; 409 with the conflicts. */
  router.put('/:id/teachers', staff, async (c) => {
    const id = c.req.param('id');
    await visibleEducation(c.var.db, c.var.caller, id); // an unknown id is 404, whatever the body
    return c.json(await setTeachers(c.var.db, c.var.caller, id, await readJson(c, educationTeachersBody), c.var.outbox));
  });

  /** Staff. Draft → open. */
  router.post('/:id/open', staff, async (c) => c.json(await openEducation(c.var.db, c.var.caller, c.req.param('id'), c.var.outbox)));

  /** Staff. Archived. */
  router.post('/:id/archive', staff, async (c) => c.json(await archiveEducation(c.var.db, c.var.caller, c.req.param('id'))));

  return router;
}
