/**
 * Every `/api/pat` route of the PAT feature (docs/api.md "PAT"), as one router in the order the routes are tried
 * (server/routing.ts `inOrder`). The planning router comes last: its paths start with a PAT id (`/:id`, `/:patId/…`),
 * which would otherwise take the candidate's `/mine…`, the staff's `/candidates` and `/results`, a teacher's
 * `/day/…` and `/third-assessments`, and `/evidence/…`. The candidate's theory, reflection and results
 * (`/mine/{patId}/…`) are the router an education mounts too (assessment/api/mine-router.ts), with the PAT as context.
 *
 * @example
 *   app.route('/api/pat', patApi());
 */
import { inOrder } from '#src/server/routing';
import { mineRouter } from '#src/features/assessment/api/mine-router';
import type { OnResultsReleased } from '#src/features/assessment/api/assessment';
import { patStateOf } from '#src/features/pat/rules';
import { agreementRouter } from './agreement-router';
import { candidatePatRouter } from './candidate-router';
import { evaluationRouter } from './evaluation-router';
import { evidenceRouter } from './evidence-router';
import { patRouter } from './router';
import { upcomingRouter } from './upcoming-router';

/**
 * The PAT feature's `/api/pat` router.
 * @param options.onResultsReleased runs in a release's transaction (router.ts `patRouter`).
 */
export function patApi(options: { onResultsReleased?: OnResultsReleased } = {}) {
  return inOrder(
    candidatePatRouter(),
    mineRouter({ kind: 'pat', stateOf: patStateOf }),
    upcomingRouter(),
    evaluationRouter(),
    agreementRouter(),
    evidenceRouter(),
    patRouter(options),
  );
}
