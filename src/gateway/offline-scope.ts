/**
 * `offlineScope()`: labels every page answer with the `Offline-Scope` header the service worker reads
 * (docs/decisions/018-service-worker.md; the rules and the format in src/features/offline/policy.ts):
 *
 * - a signed-in candidate (role User) or teacher (role Teacher): `{userId}; until={end of the session, Unix
 *   seconds}`, plus `; keep` on a successful GET of an HTML page the worker may keep for that role (a candidate's
 *   dashboard, test overview, player; a teacher's PAT pages and evaluation forms, policy.ts `mayKeepPage`);
 * - anyone else — signed out, staff, a contact person —: `none`, which makes the worker delete every person's
 *   kept pages (a shared device where the candidate's session simply expired).
 *
 * Mount it after `pageSession()` (it reads `c.var.session`, also after a sign-in or sign-out on this request).
 */
import { createMiddleware } from 'hono/factory';
import { formatOfflineScope, hasOfflinePages, mayKeepPage, OFFLINE_SCOPE_HEADER } from '#src/features/offline/policy';
import type { GatewayEnv } from './env';
import { editableHeaders } from './http';

/**
 * Makes the middleware.
 *
 * @example
 *   app.all('*', pageSession(deps), offlineScope(), routeGuard(), astro());
 */
export function offlineScope() {
  return createMiddleware<GatewayEnv>(async function offlineScopeMiddleware(c, next) {
    await next();
    const session = c.var.session;
    const person = session && hasOfflinePages(session.role) ? session : null;
    const keep =
      person !== null &&
      (c.req.method === 'GET' || c.req.method === 'HEAD') &&
      c.res.status === 200 &&
      /^text\/html\b/i.test(c.res.headers.get('content-type') ?? '') &&
      mayKeepPage(person.role, new URL(c.req.url));
    const value = formatOfflineScope(person ? { user: person.userId, until: person.expiration, keep } : null);
    editableHeaders(c).set(OFFLINE_SCOPE_HEADER, value);
  });
}
