/**
 * One router for a prefix out of several routers (docs/architecture.md: the API mounts one router per prefix). Hono
 * tries routes in the order they were added and the first that matches answers, so a router whose paths start with a
 * parameter (`/:id`) comes after the routers whose literal paths (`/mine`, `/candidates`) it would otherwise take.
 * src/backend/routes.test.ts checks that no route of the API is taken by one added before it.
 *
 * @example
 *   export const patApi = () => inOrder(candidatePatRouter(), upcomingRouter(), patRouter()); // patRouter: `/:id`
 *   app.route('/api/pat', patApi());
 */
import { Hono } from 'hono';
import type { BackendEnv } from './context';

/**
 * A router holding the routes of `routers`, in the order given, each at the path it declares (nothing is prefixed:
 * the result is mounted where the routers would have been).
 */
export function inOrder(...routers: readonly Hono<BackendEnv>[]): Hono<BackendEnv> {
  const router = new Hono<BackendEnv>();
  for (const each of routers) router.route('/', each);
  return router;
}
