/**
 * `logout()`: the handler of GET and POST /logout (spec §2, §4: "Logout clears all stored session and progress
 * data"). Mount it after `pageSession()`: it signs out (revokes the token at the backend, deletes the session
 * record, writes the 'sign-out' audit record, expires the cookie), tells the browser to drop everything it
 * keeps for this site (`Clear-Site-Data: "cache", "cookies", "storage"`, OWASP ASVS 3.3.1) and redirects 303
 * to `/`, which redirects to /login.
 */
import { createMiddleware } from 'hono/factory';
import type { GatewayEnv } from './env';

export const CLEAR_SITE_DATA = '"cache", "cookies", "storage"';

/**
 * Makes the /logout handler.
 *
 * @example
 *   app.on(['GET', 'POST'], '/logout', pageSession(deps), logout());
 */
export function logout() {
  return createMiddleware<GatewayEnv>(async function logoutHandler(c) {
    await c.var.locals.auth.signOut();
    return c.body(null, 303, { Location: '/', 'Clear-Site-Data': CLEAR_SITE_DATA });
  });
}
