/**
 * A stand-in for Astro in gateway tests: a page handler that shows what the gateway handed to the page and
 * lets tests drive `locals.auth` and `locals.api` like the real login page and pages do.
 *
 * - POST /login (form `email`, `password`): `locals.auth.signIn`; 303 to the role's home, or 401 JSON result.
 * - GET /profile?api=/api/user/get: calls `locals.api` with that path and answers its result as JSON.
 * - any other page: HTML (over 1 KB, for the compression tests) with a CSP like Astro's and the page's
 *   session in `X-Test-Session`.
 */
import type { MiddlewareHandler } from 'hono';
import { FetchError } from 'ofetch';
import type { GatewayEnv } from '#src/gateway/env';

export const ASTRO_LIKE_CSP = "script-src 'self' 'sha256-dGVzdA=='; style-src 'self' 'sha256-dGVzdA=='";

export const fakePages: MiddlewareHandler<GatewayEnv> = async (c) => {
  const { locals } = c.var;
  if (c.req.path === '/login' && c.req.method === 'POST') {
    const form = await c.req.parseBody();
    const result = await locals.auth.signIn(String(form.email ?? ''), String(form.password ?? ''));
    return result.ok ? c.redirect(result.location, 303) : c.json(result, result.status === 401 ? 401 : 400);
  }
  const apiPath = c.req.query('api');
  if (apiPath) {
    try {
      return c.json({ ok: true, data: await locals.api(apiPath) });
    } catch (error) {
      if (error instanceof FetchError) return c.json({ ok: false, status: error.status, data: error.data });
      throw error;
    }
  }
  const filler = '<p>Dit is een testpagina met genoeg tekst om gecomprimeerd te worden.</p>'.repeat(40);
  return c.html(`<!doctype html><html lang="nl"><body><h1>${c.req.path}</h1>${filler}</body></html>`, 200, {
    'Content-Security-Policy': ASTRO_LIKE_CSP,
    'X-Test-Session': JSON.stringify(locals.session),
    'X-Test-Request-Id': locals.requestId,
  });
};
