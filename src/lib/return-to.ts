/**
 * The way back after signing in (spec §4): when the gateway sends a signed-out visitor of a protected page to
 * /login (src/gateway/route-guard.ts) — a session that ended while a coordinator filled in a form, a candidate's
 * session that expired during a test — it names the page in `?returnTo=`, the login page keeps it in its form, and
 * after signing in the visitor lands on that page instead of their home (src/pages/login.astro).
 *
 * Only a path on this site is ever followed (OWASP ASVS 5.1.5, no open redirect): it starts with one `/`, has no
 * scheme, host, backslash or control character, and is at most `MAX_RETURN_LENGTH` characters; the login page also
 * asks the route table whether the signed-in role may open it (src/lib/routes.ts `guard`). Pure and browser-safe.
 */

/** The login page's query parameter and form field that carry the way back. */
export const RETURN_PARAM = 'returnTo';

/** The sign-in page. */
export const SIGN_IN_PATH = '/login';

/** Longer paths are not followed (no page of the platform needs more). */
export const MAX_RETURN_LENGTH = 1_000;

const BASE = 'http://return.invalid';

/**
 * `value` as a path and query on this site, or null when it is not one (empty, absolute URL, `//host`, `/\host`,
 * control characters, too long, or a sign-in page itself). The fragment is dropped.
 * @example safeReturnTo('/cp/pat/12/planning/teachers?klaar=1') // '/cp/pat/12/planning/teachers?klaar=1'
 * @example safeReturnTo('//evil.example/') // null
 */
export function safeReturnTo(value: string | null | undefined): string | null {
  if (!value || value.length > MAX_RETURN_LENGTH) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\') || /[\u0000-\u001f\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  if (url.pathname === SIGN_IN_PATH || url.pathname.startsWith(`${SIGN_IN_PATH}/`) || url.pathname === '/logout') return null;
  return `${url.pathname}${url.search}`;
}

/**
 * The sign-in page's address that leads back to `returnTo` afterwards; plain /login when `returnTo` is not a safe
 * path (see `safeReturnTo`) or is the site's root.
 * @example signInPath('/dashboard/test/5?module=2') // '/login?returnTo=%2Fdashboard%2Ftest%2F5%3Fmodule%3D2'
 */
export function signInPath(returnTo?: string | null): string {
  const path = safeReturnTo(returnTo);
  return path && path !== '/' ? `${SIGN_IN_PATH}?${RETURN_PARAM}=${encodeURIComponent(path)}` : SIGN_IN_PATH;
}
