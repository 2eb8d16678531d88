/**
 * Every `/api/test` route (docs/api.md "Profession test"), as one router in the order the routes are tried
 * (server/routing.ts `inOrder`): the scoring list `GET /pending-scoring` (scoring-router.ts) before the test router,
 * whose `GET /:testId` would otherwise take it.
 *
 * @example
 *   app.route('/api/test', testApi());
 */
import { inOrder } from '#src/server/routing';
import { testRouter } from './router';
import { testScoringRouter } from './scoring-router';

/** The profession-test feature's `/api/test` router. */
export function testApi() {
  return inOrder(testScoringRouter(), testRouter());
}
