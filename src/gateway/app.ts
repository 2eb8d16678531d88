/**
 * `createGateway()`: the gateway app (docs/architecture.md) — every request to the server passes through it.
 *
 * ```
 * requestId · clientIp · securityHeaders · compress · static files (dist/client)
 *   every request: allowedMethods (405 for methods the platform does not use)
 *   /api/* : auditLog ─▶ allowedMethods ─▶ csrf ─▶ apiSession ─▶ forward (in-process backend, or API_UPSTREAM_URL)
 *   /logout: csrf ─▶ pageSession ─▶ logout (a GET from another site: the 'Uitloggen?' page)
 *   pages  : csrf ─▶ pageSession ─▶ offlineScope ─▶ routeGuard ─▶ pages (astro())
 * ```
 * The audit log sits outside csrf and the session check so that refused `/api` calls are recorded too.
 * Errors thrown anywhere are answered in one place (errors.ts, habit 3).
 */
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import type { Db } from '#src/server/db/client';
import { auditLog, auditTrail, databaseAuditWriter, type AuditTrail } from './audit-log';
import { clientIp } from './client-ip';
import { compress } from './compress';
import { csrf } from './csrf';
import type { GatewayEnv } from './env';
import { answerError } from './errors';
import { createForwarder, forward, type FetchApp } from './forward';
import { logout } from './logout';
import { offlineScope } from './offline-scope';
import { allowedMethods } from './methods';
import { requestId } from './request-id';
import { routeGuard } from './route-guard';
import { securityHeaders } from './security-headers';
import { activeTokenCheck, apiSession, pageSession, sessionMemory, type SessionOptions } from './session';
import { sessionStore } from './session-store';
import { serveStatic } from './static';

export type { GatewayEnv };

export interface GatewayOptions {
  /** Renders a page (after the session and guard). In production `astro()`; tests pass a fake. */
  pages: MiddlewareHandler<GatewayEnv>;
  /** The object Astro hands to the page as locals. Default a new object (see session.ts). */
  localsOf?: (c: Context) => object;
  /** In-process backend. Default `createBackend()`, created on first use. */
  backend?: FetchApp | (() => Promise<FetchApp>);
  /** Base address of a separate API process. Default API_UPSTREAM_URL; null forces in-process. */
  upstream?: string | null;
  /** Database for sessions and the audit log. Default the process-wide one. */
  db?: () => Promise<Db>;
  /** Audit trail. Default: database (`db`) and stdout (AUDIT_STDOUT). */
  audit?: AuditTrail;
  /** Folder of built client files; null serves none (astro dev). Default: the CLIENT_DIR setting (config.server.ts). */
  clientDir?: string | null;
  /** Directives added to every page's Content-Security-Policy. Default `PAGE_POLICY` (security-headers.ts). */
  pagePolicy?: string;
  /**
   * How long a session record read from the database is used without reading it again, ms; 0 reads it on every
   * request (tests that change records in the database between requests). Default SESSION_MEMORY_MS (session.ts).
   */
  sessionMemoryMs?: number;
  /** Where unexpected errors are logged. Default console.error. */
  logError?: (error: unknown, requestId: string | undefined) => void;
}

/**
 * Builds the gateway app.
 * @throws TypeError when `pages` is missing.
 *
 * @example
 *   // src/fetch.ts
 *   export default createGateway({ pages: astro(), localsOf: (c) => getFetchState(c).locals });
 *   // tests
 *   const app = createGateway({ pages: (c) => c.html('<h1>pagina</h1>'), db: async () => handle.db });
 *   const res = await app.request('/login');
 */
export function createGateway(options: GatewayOptions) {
  if (typeof options.pages !== 'function') throw new TypeError('createGateway: pages (de paginahandler) ontbreekt.');
  const forwarder = createForwarder({ backend: options.backend, upstream: options.upstream });
  const audit = options.audit ?? auditTrail({ write: databaseAuditWriter(options.db) });
  const deps: SessionOptions = {
    store: sessionStore(options.db),
    forwarder,
    audit,
    tokenActive: activeTokenCheck(options.db),
    memory: sessionMemory(options.sessionMemoryMs),
  };

  const app = new Hono<GatewayEnv>();
  app.onError(answerError(options.logError));
  app.use(requestId(), clientIp(), securityHeaders({ pagePolicy: options.pagePolicy }), compress());
  if (options.clientDir !== null) app.use(serveStatic({ root: options.clientDir }));
  app.use('/api/*', auditLog({ trail: audit }));
  app.use(allowedMethods());
  app.use(csrf());
  app.on(['GET', 'POST'], ['/logout', '/logout/'], pageSession({ ...deps, localsOf: options.localsOf }), logout({ confirmPage: options.pages }));
  app.all('/api/*', apiSession(deps), forward({ forwarder }));
  app.all('*', pageSession({ ...deps, localsOf: options.localsOf }), offlineScope(), routeGuard(), options.pages);
  return app;
}

export type Gateway = ReturnType<typeof createGateway>;
