/**
 * Which navigations start or end a session, for the service worker (docs/decisions/018-service-worker.md).
 * Apart from policy.ts so that the route table stays out of the pages' registration script.
 */
import { matchRoute } from '#src/lib/routes';

/**
 * True for /logout and the sign-in pages of the route table (/login, account activation and set-up, password
 * reset); a trailing slash is ignored. The worker forgets every kept page when it sees one, before the server
 * even answers (shared devices), and leaves the request to the browser.
 */
export function isSessionBoundary(pathname: string): boolean {
  const route = matchRoute(pathname);
  return route !== undefined && (route.access === 'login' || route.pattern === '/logout');
}
