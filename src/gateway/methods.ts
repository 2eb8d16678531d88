/**
 * `allowedMethods()`: answers 405 `{ title }` with `Allow` for every HTTP method the platform does not use
 * (OWASP ASVS 14.5.1: "the application server only accepts the HTTP methods in use"), such as TRACE, OPTIONS,
 * PROPFIND or made-up ones, before any session or page work. Mounted after the security headers and, for `/api`,
 * after the audit log, so these answers carry both.
 *
 * Methods that a web `Request` cannot carry at all (CONNECT, TRACE, TRACK) reach the gateway renamed
 * `X-TRACE` etc. by the HTTP server (scripts/start.mjs), so they are answered here too instead of failing
 * before the gateway.
 */
import { createMiddleware } from 'hono/factory';
import { gatewayError } from './errors';

/** The methods the platform's pages and API use. */
export const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** Title of the 405 answer. */
export const METHOD_NOT_ALLOWED = 'Deze manier van aanvragen (HTTP-methode) wordt niet ondersteund.';

const allowed: ReadonlySet<string> = new Set(ALLOWED_METHODS);

/**
 * Makes the middleware.
 *
 * @example
 *   app.use(allowedMethods());
 */
export function allowedMethods() {
  return createMiddleware(async function allowedMethodsMiddleware(c, next) {
    if (allowed.has(c.req.method)) return next();
    c.header('Allow', ALLOWED_METHODS.join(', '));
    throw gatewayError(405, METHOD_NOT_ALLOWED);
  });
}
