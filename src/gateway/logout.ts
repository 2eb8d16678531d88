/**
 * `logout()`: the handler of GET and POST /logout (spec §2, §4: "Logout clears all stored session and progress
 * data"). Mount it after `pageSession()`: it signs out (ends the token at the backend, deletes the session
 * record, writes the 'sign-out' audit record, expires the cookie), tells the browser to drop everything it
 * keeps for this site (`Clear-Site-Data: "cache", "cookies", "storage"`, OWASP ASVS 3.3.1) and redirects 303
 * to `/`, which redirects to /login.
 *
 * A GET signs out only when the browser says it comes from this site or from the user (`Sec-Fetch-Site:
 * same-origin` or `none`: typed, bookmarked); any other GET — a link or image on another website, or a client
 * without the header — gets the confirmation page instead (`confirmPage`, src/pages/logout.astro), whose button
 * posts. Without a session there is nothing to lose: the cookie is cleared at once. POST is guarded by csrf.ts. (OWASP CSRF Prevention Cheat Sheet, "Fetch Metadata headers".)
 */
import type { MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { GatewayEnv } from './env';

export const CLEAR_SITE_DATA = '"cache", "cookies", "storage"';

/** `Sec-Fetch-Site` values of a GET that may sign out straight away. */
const TRUSTED_SITES = new Set(['same-origin', 'none']);

/** True when a request to /logout may sign out without asking (see the module comment). */
export function signsOutAtOnce(method: string, headers: Headers): boolean {
  return method === 'POST' || TRUSTED_SITES.has(headers.get('sec-fetch-site') ?? '');
}

export interface LogoutOptions {
  /** Renders the 'Uitloggen?' page for a GET from elsewhere; in production the pages handler (astro()). */
  confirmPage: MiddlewareHandler<GatewayEnv>;
}

/**
 * Makes the /logout handler.
 *
 * @example
 *   app.on(['GET', 'POST'], '/logout', pageSession(deps), logout({ confirmPage: astro() }));
 */
export function logout(options: LogoutOptions) {
  return createMiddleware<GatewayEnv>(async function logoutHandler(c, next) {
    if (c.var.session && !signsOutAtOnce(c.req.method, c.req.raw.headers)) return options.confirmPage(c, next);
    await c.var.locals.auth.signOut();
    return c.body(null, 303, { Location: '/', 'Clear-Site-Data': CLEAR_SITE_DATA });
  });
}
