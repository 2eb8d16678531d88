/**
 * Small HTTP helpers shared by the gateway's middleware: where a request is going, and changing the answer's
 * headers in place.
 */
import type { Context } from 'hono';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** True when the request's host is this machine (localhost, 127.0.0.1, [::1]): plain HTTP is expected there. */
export function isLocalHost(url: string | URL): boolean {
  return LOCAL_HOSTS.has(new URL(url).hostname);
}

/** True for `/api` and everything below it. */
export function isApiPath(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/');
}

/**
 * The current answer's headers, safe to change in place. Answers made by `Response.redirect()` or `fetch()`
 * have immutable headers, so the answer is re-wrapped once here (Hono's `c.header()` re-wraps on every call).
 */
export function editableHeaders(c: Context): Headers {
  c.res = new Response(c.res.body, c.res);
  return c.res.headers;
}
