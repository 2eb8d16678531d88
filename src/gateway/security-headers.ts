/**
 * `securityHeaders()`: puts the platform's security headers on every answer (OWASP ASVS 14.4; OWASP Secure
 * Headers Project):
 *
 * - `X-Content-Type-Options: nosniff`, `Referrer-Policy: strict-origin-when-cross-origin`, `X-Frame-Options: DENY`;
 * - `Permissions-Policy` turning off the powerful browser features the platform never uses (camera, microphone,
 *   location, payment, USB…; read-aloud uses speech synthesis, which needs none), `Cross-Origin-Opener-Policy:
 *   same-origin` (no other site keeps a handle on our window) and `Cross-Origin-Resource-Policy: same-origin`
 *   (no other site embeds our answers, e.g. a candidate's image or JSON; OWASP ASVS 14.4, 50.x);
 * - `Content-Security-Policy`: Astro already sends one on pages with the hashes of its scripts and styles
 *   (`security.csp: true`); the page directives below are added to that same policy (a directive Astro
 *   already set is left alone). Answers without one (redirects, static files) get the page directives alone;
 *   `/api` answers get `default-src 'none'; frame-ancestors 'none'` (JSON needs nothing);
 * - `Strict-Transport-Security: max-age=31536000; includeSubDomains` unless the host is localhost;
 * - `Cache-Control: no-store` on every `/api` answer, on every answer to a signed-in user (shared terminals:
 *   nothing personal may stay in a browser or proxy cache, OWASP ASVS 8.2.1), and on any other answer that did
 *   not choose its own cache rule (static files do: static.ts). One exception: an uploaded image from
 *   `GET /api/media/{id}` keeps the backend's `private, max-age=31536000, immutable` (docs/api.md "Images";
 *   module content, not personal data, and an id never gets other content), so a test's images load once. And a
 *   personal calendar feed, `GET /api/education/calendar/{token}.ics`, keeps the backend's `private, no-cache`
 *   (docs/decisions/051-calendar-feed-events-and-caching.md): never in a shared cache, but the calendar app may keep
 *   it with its ETag and ask again with If-None-Match, which a 304 answers.
 */
import { createMiddleware } from 'hono/factory';
import type { GatewayEnv } from './env';
import { editableHeaders, isApiPath, isLocalHost } from './http';

/** Directives added to every page's policy. */
export const PAGE_POLICY =
  "default-src 'self'; img-src 'self' data: blob:; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";
/**
 * The page policy under `astro dev` only: Vite injects inline styles and scripts and a websocket for hot
 * reload, which the production policy (with Astro's hashes) would block. Never used by `npm start`.
 */
export const DEV_PAGE_POLICY =
  "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; connect-src 'self' ws: wss:; img-src 'self' data: blob:; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";
/** Browser features no page of the platform uses, switched off for every document (W3C Permissions Policy). */
export const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=(), bluetooth=(), midi=(), display-capture=(), accelerometer=(), gyroscope=(), magnetometer=()';
/** The whole policy of an `/api` answer. */
export const API_POLICY = "default-src 'none'; frame-ancestors 'none'";
/** Strict-Transport-Security outside localhost: one year (seconds), subdomains too (OWASP ASVS 14.4.5). */
export const HSTS = 'max-age=31536000; includeSubDomains';

export interface SecurityHeadersOptions {
  /** Directives added to page policies. Default `PAGE_POLICY`. */
  pagePolicy?: string;
  /** Policy of `/api` answers. Default `API_POLICY`. */
  apiPolicy?: string;
}

function directives(policy: string): string[] {
  return policy
    .split(';')
    .map((d) => d.trim())
    .filter((d) => d !== '');
}

const nameOf = (directive: string) => directive.split(/\s+/, 1)[0]!.toLowerCase();

/**
 * Adds the directives of `extra` that `existing` does not have yet (a browser uses the first occurrence of a
 * directive, so a duplicate would be ignored anyway; keeping Astro's keeps its script and style hashes).
 * @returns one policy, directives joined with `; `.
 */
export function mergePolicy(existing: string | null, extra: string): string {
  const current = existing ? directives(existing) : [];
  const names = new Set(current.map(nameOf));
  return [...current, ...directives(extra).filter((d) => !names.has(nameOf(d)))].join('; ');
}

/** True for a successful `GET /api/media/{id}` image answer with a `private` cache rule (see the module comment). */
export function isCachedImage(method: string, path: string, status: number, headers: Headers): boolean {
  return (
    (method === 'GET' || method === 'HEAD') &&
    /^\/api\/media\/[^/]+$/.test(path) &&
    status === 200 &&
    /^image\//i.test(headers.get('content-type') ?? '') &&
    /(^|,)\s*private\s*(,|$)/i.test(headers.get('cache-control') ?? '')
  );
}

/** True for a calendar feed's 200 or 304 answer with a `private` cache rule (see the module comment). */
export function isPrivateFeed(method: string, path: string, status: number, headers: Headers): boolean {
  return (
    (method === 'GET' || method === 'HEAD') &&
    /^\/api\/education\/calendar\/[^/]+\.ics$/.test(path) &&
    (status === 200 || status === 304) &&
    /(^|,)\s*private\s*(,|$)/i.test(headers.get('cache-control') ?? '')
  );
}

/**
 * Makes the security-header middleware.
 * @throws TypeError when `pagePolicy` lacks frame-ancestors.
 *
 * @example
 *   app.use(securityHeaders());
 */
export function securityHeaders(options: SecurityHeadersOptions = {}) {
  const pagePolicy = options.pagePolicy ?? PAGE_POLICY;
  const apiPolicy = options.apiPolicy ?? API_POLICY;
  if (!directives(pagePolicy).some((d) => nameOf(d) === 'frame-ancestors')) {
    throw new TypeError("securityHeaders: pagePolicy moet frame-ancestors bevatten (clickjacking).");
  }
  return createMiddleware<GatewayEnv>(async function securityHeadersMiddleware(c, next) {
    await next();
    const api = isApiPath(c.req.path);
    const headers = editableHeaders(c);
    headers.set('X-Content-Type-Options', 'nosniff');
    headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    headers.set('X-Frame-Options', 'DENY');
    headers.set('Permissions-Policy', PERMISSIONS_POLICY);
    headers.set('Cross-Origin-Opener-Policy', 'same-origin');
    headers.set('Cross-Origin-Resource-Policy', 'same-origin');
    headers.set('Content-Security-Policy', api ? apiPolicy : mergePolicy(headers.get('content-security-policy'), pagePolicy));
    if (!isLocalHost(c.req.url)) headers.set('Strict-Transport-Security', HSTS);
    if (isCachedImage(c.req.method, c.req.path, c.res.status, headers)) return;
    if (isPrivateFeed(c.req.method, c.req.path, c.res.status, headers)) return;
    if (api || c.var.session || !headers.has('cache-control')) headers.set('Cache-Control', 'no-store');
  });
}
