/**
 * `/api/quiz` for staff and teachers (docs/api.md "Beroepen-quiz"; docs/decisions/036-profession-quiz.md): thin
 * handlers over lists.ts — the candidates' quizzes (staff every candidate, a teacher their linked candidates) and
 * the prospects (staff and teachers marked intakebegeleider read them, other teachers get 404; staff delete and
 * invite them). Mounted beside quizRouter under
 * the same prefix: `POST /prospects` (the public contact request) is quizRouter's, the rest of `/prospects` this one's.
 *
 * @example
 *   inOrder(quizListsRouter({ outbox }), quizRouter()) // routes.ts: /api/quiz
 */
import { Hono } from 'hono';
import { requireCaller } from '#src/server/auth/caller';
import { idempotent } from '#src/server/idempotency';
import type { BackendEnv } from '#src/server/context';
import type { MailOutbox } from '#src/server/mail/outbox';
import { readJson, readQuery } from '#src/server/validation';
import { STAFF } from '#src/lib/roles';
import { inviteProspectBody, quizListQuery } from '#src/features/profession-quiz/contract';
import { deleteProspect, inviteProspect, listProspects, listQuizCandidates, prospectDetail, quizCandidateDetail } from './lists';

/** The staff's and teachers' quiz router; `outbox` takes a prospect's invitation mail. */
export function quizListsRouter(deps: { outbox: MailOutbox }) {
  const router = new Hono<BackendEnv>();
  const readers = requireCaller(...STAFF, 'Teacher');
  const staff = requireCaller(...STAFF);

  /** Staff, Teacher. Per candidate in scope their newest quiz; `?page=&q=&area=`. */
  router.get('/candidates', readers, async (c) => c.json(await listQuizCandidates(c.var.db, c.var.caller, readQuery(c, quizListQuery))));

  /** Staff, Teacher. One quiz of a candidate in scope; 404 outside it. */
  router.get('/candidates/:id', readers, async (c) => c.json(await quizCandidateDetail(c.var.db, c.var.caller, c.req.param('id'))));

  /** Staff, Teacher (intakebegeleider only; other teachers 404). The prospects; `?page=&q=&area=`. */
  router.get('/prospects', readers, async (c) => c.json(await listProspects(c.var.db, c.var.caller, readQuery(c, quizListQuery))));

  /** Staff, Teacher (intakebegeleider only; other teachers 404). One prospect. */
  router.get('/prospects/:id', readers, async (c) => c.json(await prospectDetail(c.var.db, c.var.caller, c.req.param('id'))));

  /** Staff. Deletes a prospect → 204. */
  router.delete('/prospects/:id', staff, async (c) => {
    await deleteProspect(c.var.db, c.req.param('id'));
    return c.body(null, 204);
  });

  /** Staff. Invites a prospect as a candidate → 201 `{ id, status: 'invited', resultId }`. */
  router.post('/prospects/:id/invite', staff, idempotent(), async (c) =>
    c.json(await inviteProspect(c.var.db, deps.outbox, c.req.param('id'), await readJson(c, inviteProspectBody)), 201),
  );

  return router;
}
