/**
 * Every `/api/quiz` route (docs/api.md "Beroepen-quiz"), as one router (server/routing.ts `inOrder`): the staff's and
 * teachers' lists (lists-router.ts) and the quiz itself with the public calls (router.ts). `POST /prospects` (the
 * public contact request) is the quiz router's, the rest of `/prospects` the lists'.
 *
 * @example
 *   app.route('/api/quiz', quizApi({ outbox }));
 */
import type { MailOutbox } from '#src/server/mail/outbox';
import { inOrder } from '#src/server/routing';
import { quizListsRouter } from './lists-router';
import { quizRouter } from './router';

/** The beroepen-quiz's `/api/quiz` router; `outbox` takes a prospect's invitation mail. */
export function quizApi(deps: { outbox: MailOutbox }) {
  return inOrder(quizListsRouter(deps), quizRouter());
}
