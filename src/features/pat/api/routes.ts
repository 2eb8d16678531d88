/**
 * Every `/api/pat` route of the PAT feature (docs/api.md "PAT"), as one router in the order the routes are tried
 * (server/routing.ts `inOrder`). The planning router comes last: its paths start with a PAT id (`/:id`, `/:patId/…`),
 * which would otherwise take the candidate's `/mine…`, the staff's `/candidates` and `/results`, a teacher's
 * `/day/…` and `/third-assessments`, and `/evidence/…`.
 *
 * @example
 *   app.route('/api/pat', patApi());
 */
import { inOrder } from '#src/server/routing';
import { agreementRouter } from './agreement-router';
import { candidatePatRouter } from './candidate-router';
import { evaluationRouter } from './evaluation-router';
import { evidenceRouter } from './evidence-router';
import { patReaderRouter } from './reader-router';
import { patRouter } from './router';
import { upcomingRouter } from './upcoming-router';

/** The PAT feature's `/api/pat` router. */
export function patApi() {
  return inOrder(candidatePatRouter(), patReaderRouter(), upcomingRouter(), evaluationRouter(), agreementRouter(), evidenceRouter(), patRouter());
}
