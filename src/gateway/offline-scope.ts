/**
 * `offlineScope()`: labels every page answer with the `Offline-Scope` header the service worker reads
 * (docs/decisions/018-service-worker.md; the rules and the format in src/features/offline/policy.ts):
 *
 * - a signed-in candidate (role User): `{userId}; until={end of the session, Unix seconds}`, plus `; keep` on a
 *   successful GET of an HTML page the worker may keep (dashboard, test overview, player);
 * - anyone else — signed out, staff, a teacher, a contact person —: `none`, which makes the worker delete every
 *   candidate's kept pages (a shared device where the candidate's session simply expired).
 *
 * Mount it after `pageSession()` (it reads `c.var.session`, also after a sign-in or sign-out on this request).
 */
import { createMiddleware } from 'hono/factory';
import { formatOfflineScope, OFFLINE_SCOPE_HEADER, pageCacheKey } from '#src/features/offline/policy';
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
    const candidate = session?.role === 'User' ? session : null;
    const keep =
      candidate !== null &&
      (c.req.method === 'GET' || c.req.method === 'HEAD') &&
      c.res.status === 200 &&
      /^text\/html\b/i.test(c.res.headers.get('content-type') ?? '') &&
      pageCacheKey(new URL(c.req.url)) !== null;
    const value = formatOfflineScope(candidate ? { user: candidate.userId, until: candidate.expiration, keep } : null);
    editableHeaders(c).set(OFFLINE_SCOPE_HEADER, value);
  });
}
