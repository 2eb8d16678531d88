/**
 * `csrf()`: refuses cross-site state-changing requests (OWASP ASVS 3.5.3/4.2.2; OWASP CSRF Prevention Cheat
 * Sheet, "Verifying origin with standard headers" and "Fetch Metadata").
 *
 * A POST, PUT, PATCH or DELETE is refused with 403 when it carries the session cookie, or goes to a page (anything
 * outside `/api`) with or without a cookie, and its origin is not ours. Every form a page receives is one of our own
 * pages' forms, so none is meant to be posted from elsewhere: a login-type page (login CSRF: signing a victim in to
 * the attacker's account) and the public beroepen-quiz (a hostile page would make its visitors leave prospects,
 * each from their own address, past the per-address limit) alike. The origin check:
 * 1. `Origin` present → it must equal this server's origin (the request URL's, or PUBLIC_URL's behind a proxy);
 * 2. else `Referer` present → its origin must;
 * 3. else `Sec-Fetch-Site`, when present, must be `same-origin` or `none`;
 * 4. none of the three → allowed (not a browser; browsers send `Origin` on every unsafe request).
 * The content type does not matter: JSON, text/plain and form posts are treated alike. SameSite=Lax on the
 * cookie is the second line of defence. Cookie-less `/api` calls (API clients with a bearer token) are not checked:
 * a browser on another site cannot send them as JSON without CORS, which the platform does not allow. The refusal
 * is `{ title }` JSON, or for a browser's page request a small Dutch page (errors.ts `answerError`).
 */
import { createMiddleware } from 'hono/factory';
import { getCookie } from 'hono/cookie';
import { config } from '#src/config.server';
import { gatewayError, TITLES } from './errors';
import { SESSION_COOKIE } from './session-store';

export interface CsrfOptions {
  /** Name of the session cookie. Default `sid`. */
  cookieName?: string;
  /** Origins accepted besides the request URL's own. Default: the origin of PUBLIC_URL. */
  allowedOrigins?: readonly string[];
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function originOf(value: string): string | null {
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/** True for the API's paths (`/api` and below); everything else is a page. */
function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}

/**
 * Whether the request's headers show it was sent from one of `ours` (see the module comment).
 * @param ours accepted origins, e.g. `['http://localhost:4321']`.
 */
export function isSameOrigin(headers: Headers, ours: ReadonlySet<string>): boolean {
  const origin = headers.get('origin');
  if (origin !== null) return ours.has(origin);
  const referer = headers.get('referer');
  if (referer !== null) {
    const refererOrigin = originOf(referer);
    return refererOrigin !== null && ours.has(refererOrigin);
  }
  const site = headers.get('sec-fetch-site');
  return site === null || site === 'same-origin' || site === 'none';
}

/**
 * Makes the CSRF middleware.
 * @throws TypeError for an allowed origin that is not a URL.
 *
 * @example
 *   app.use(csrf());
 *   app.use(csrf({ cookieName: 'sid', allowedOrigins: ['https://platform.example.nl'] }));
 */
export function csrf(options: CsrfOptions = {}) {
  const cookieName = options.cookieName ?? SESSION_COOKIE;
  const allowed = (options.allowedOrigins ?? [config().PUBLIC_URL]).map((o) => {
    const origin = originOf(o);
    if (!origin) throw new TypeError(`csrf: "${o}" is geen geldige origin.`);
    return origin;
  });

  return createMiddleware(async function csrfMiddleware(c, next) {
    if (!UNSAFE.has(c.req.method)) return next();
    const guarded = getCookie(c, cookieName) !== undefined || !isApiPath(c.req.path);
    if (guarded && !isSameOrigin(c.req.raw.headers, new Set([new URL(c.req.url).origin, ...allowed]))) {
      throw gatewayError(403, TITLES.crossSite);
    }
    return next();
  });
}
