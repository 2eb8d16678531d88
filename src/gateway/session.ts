/**
 * The gateway's sessions (docs/architecture.md, "sessions (BFF)"; spec §4): `pageSession()` for page requests and
 * `/logout`, `apiSession()` for `/api/*`. The browser holds only the opaque `sid` cookie (session-store.ts);
 * the backend's bearer token stays in the session record and is added when a call is forwarded.
 *
 * On every request with a cookie the record is checked against spec §4's rule and the timeouts
 * (session-rule.ts). A record that fails is deleted and the cookie cleared: pages then continue signed out (the
 * route guard sends protected pages to /login), `/api` calls get 401. `lastSeenAt` is updated at most once a
 * minute. A record read from the database, with its verified token, is remembered for SESSION_MEMORY_MS
 * (`sessionMemory`), so a page and the calls it makes cost one session read, not one each; the rule and the
 * timeouts are still checked on every request.
 *
 * `pageSession()` fills the page's `locals` (src/env.d.ts): `session`, `requestId`, `auth.signIn/signOut` and
 * `api`, a server-side ofetch instance whose calls go through the forwarder with this session's token (and are
 * audited like browser calls).
 *
 * `apiSession()` takes the caller from the cookie session or, for API clients, from `Authorization: Bearer`;
 * any other scheme, a token that does not verify, or one that has ended (signed out, or issued before a password
 * change: server/auth/issued-tokens.ts) → 401 `{ title }`. The public calls of docs/api.md pass without either;
 * a successful API sign-in names its user for the audit log.
 */
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { HTTPException } from 'hono/http-exception';
import { createFetch } from 'ofetch';
import { isTokenActive, onTokensEnded, type TokensEnded } from '#src/server/auth/issued-tokens';
import { bearerFrom, verifyToken, type TokenClaims } from '#src/server/auth/tokens';
import { getDb, type Db } from '#src/server/db/client';
import { config } from '#src/config.server';
import { errorMessage } from '#src/lib/errors';
import { homeOf, type Role } from '#src/lib/roles';
import type { PageAuth, PageSession, SignInResult } from '#src/lib/session';
import { apiCallRecord, auditTrail, recordAuthEvent, type AuditTrail } from './audit-log';
import type { GatewayEnv } from './env';
import { TITLES } from './errors';
import { createForwarder, type ForwardContext, type Forwarder } from './forward';
import { isApiPath } from './http';
import { checkSession, unixSeconds, type SessionLimits } from './session-rule';
import {
  clearedSessionCookie,
  SESSION_COOKIE,
  sessionCookie,
  sessionIdOf,
  sessionStore,
  type NewSession,
  type SessionStore,
  type StoredSession,
} from './session-store';

/** Who makes the request, for the audit log. */
export interface Caller {
  userId: string;
  role: string;
}

/** What the session middleware puts on the context (habit 2). */
export type SessionVariables = {
  /** The signed-in user's non-secret fields (pages and cookie calls), or null. */
  session: PageSession | null;
  /** The caller for the audit log (also for API clients with a bearer token), or null. */
  caller: Caller | null;
  /** The bearer token to forward, or null. Server-side only; never logged, never sent to the browser. */
  bearer: string | null;
};

/**
 * What `pageSession()` adds for pages: the gateway's part of the object Astro hands to the page as
 * `Astro.locals` (src/middleware.ts adds the page's language and header info).
 */
export type GatewayLocals = Pick<App.Locals, 'session' | 'requestId' | 'api' | 'auth'>;
export type PageVariables = { locals: GatewayLocals };

export interface SessionOptions {
  /** Session records. Default: the `sessions` table. */
  store?: SessionStore;
  /** Calls the backend (sign-in, sign-out, `locals.api`). Default: `createForwarder()`. */
  forwarder?: Forwarder;
  /** Audit trail for sign-in events and page calls. Default: `auditTrail()`. */
  audit?: AuditTrail;
  /** Verifies a token. Default: server/auth/tokens.ts `verifyToken`. */
  verify?: (token: string) => Promise<TokenClaims | null>;
  /**
   * Whether a verified bearer token of an API client may still be used (not signed out, not issued before a
   * password change). Default: server/auth/issued-tokens.ts `isTokenActive` on the process-wide database.
   */
  tokenActive?: (claims: TokenClaims) => Promise<boolean>;
  /** The clock. Default: `new Date()`. */
  now?: () => Date;
  /** Timeouts. Default: SESSION_IDLE_MINUTES and SESSION_ABSOLUTE_MINUTES. */
  limits?: SessionLimits;
  /**
   * Session records remembered between requests. Default: a new `sessionMemory()`; createGateway passes one
   * memory to the page and the API middleware, so a sign-out through either is forgotten by both.
   */
  memory?: SessionMemory;
}

export interface PageSessionOptions extends SessionOptions {
  /**
   * The object to fill as the page's locals. Default: a new object. src/fetch.ts passes
   * `(c) => getFetchState(c).locals`, so Astro hands exactly this object to the page.
   */
  localsOf?: (c: Context) => object;
}

/** How long the gateway trusts that a token it checked is still active, ms (see `activeTokenCheck`). */
export const ACTIVE_TOKEN_MEMORY_MS = 2_000;
/** Tokens remembered as active at most; beyond that the memory starts afresh. */
const ACTIVE_TOKEN_MEMORY_SIZE = 10_000;

/**
 * The default `tokenActive`: the token's row in `issued_tokens` (server/auth/issued-tokens.ts). An active token is
 * remembered for ACTIVE_TOKEN_MEMORY_MS, so an API client's burst of calls costs one query; tokens ended in this
 * process are forgotten at once (`onTokensEnded`). Ended in another process (a separate API tier), a token may
 * pass the gateway for up to ACTIVE_TOKEN_MEMORY_MS longer — the backend, which checks every call against the
 * database, still refuses it.
 * @param db the database; default the process-wide one.
 * @param now the clock, ms. Default `Date.now`.
 */
export function activeTokenCheck(db: () => Promise<Db> = getDb, now: () => number = Date.now): (claims: TokenClaims) => Promise<boolean> {
  const remembered = new Map<string, { uid: string; until: number }>();
  onTokensEnded((ended) => {
    if ('sid' in ended) remembered.delete(ended.sid);
    else for (const [sid, entry] of remembered) if (entry.uid === ended.userId && sid !== ended.exceptSid) remembered.delete(sid);
  });
  return async (claims) => {
    const known = remembered.get(claims.sid);
    if (known && known.uid === claims.uid && known.until > now()) return true;
    const active = await isTokenActive(await db(), claims);
    if (!active) {
      remembered.delete(claims.sid);
      return false;
    }
    if (remembered.size >= ACTIVE_TOKEN_MEMORY_SIZE) remembered.clear();
    remembered.set(claims.sid, { uid: claims.uid, until: now() + ACTIVE_TOKEN_MEMORY_MS });
    return true;
  };
}

/** How long a session record read from the database is used without reading it again, ms (see `sessionMemory`). */
export const SESSION_MEMORY_MS = 5_000;
/** Session records remembered at most; beyond that the memory starts afresh. */
const SESSION_MEMORY_SIZE = 10_000;

/** A session record with its token's verified claims, as `sessionMemory` keeps it. */
export interface RememberedSession {
  record: StoredSession;
  claims: TokenClaims | null;
}

/** Session records remembered in this process (see `sessionMemory`). */
export interface SessionMemory {
  /** The record for a record id, while it is remembered. */
  get(id: string): RememberedSession | undefined;
  set(id: string, entry: RememberedSession): void;
  /** Forgets one record (deleted, or failed the rule). */
  forget(id: string): void;
  /** Keeps the remembered record's `lastSeenAt` equal to what was written. */
  touched(id: string, at: Date): void;
}

/**
 * A short-lived memory of session records (and their verified token claims), keyed by record id, so the
 * requests of one page — the page and the calls it and its islands make — read the `sessions` table once
 * (docs/architecture.md budget: gateway overhead ≤ 1 ms p50 on the cookie path; measured by scripts/bench-gateway.ts).
 *
 * Correctness: a record is used for at most `ttlMs` after it was read. Tokens ended in this process (sign-out,
 * password change or reset, disabling, erasure: `onTokensEnded`) and records deleted here are forgotten at once.
 * Ended in another process (several processes on PostgreSQL), a session may pass this gateway for up to `ttlMs`
 * longer; nothing it asks is answered then, because the backend checks every call's token against the database
 * (server/auth/caller.ts) and answers 401. Idle and absolute timeouts are checked on every request regardless.
 * @param ttlMs how long a record is used, ms. Default SESSION_MEMORY_MS; 0 remembers nothing.
 * @param now the clock, ms. Default `Date.now`.
 */
export function sessionMemory(ttlMs = SESSION_MEMORY_MS, now: () => number = Date.now): SessionMemory {
  const entries = new Map<string, RememberedSession & { until: number }>();
  const forgetEnded = (ended: TokensEnded) => {
    for (const [id, { record }] of entries) {
      const gone = 'sid' in ended ? record.tokenSid === ended.sid : record.userId === ended.userId && record.tokenSid !== ended.exceptSid;
      if (gone) entries.delete(id);
    }
  };
  if (ttlMs > 0) onTokensEnded(forgetEnded);
  return {
    get(id) {
      const entry = entries.get(id);
      if (!entry) return undefined;
      if (entry.until > now()) return entry;
      entries.delete(id);
      return undefined;
    },
    set(id, entry) {
      if (ttlMs <= 0) return;
      if (entries.size >= SESSION_MEMORY_SIZE) entries.clear();
      entries.set(id, { ...entry, until: now() + ttlMs });
    },
    forget(id) {
      entries.delete(id);
    },
    touched(id, at) {
      const entry = entries.get(id);
      if (entry) entry.record = { ...entry.record, lastSeenAt: at };
    },
  };
}

/** The sign-in call: public, and its answer names the user for the audit log. */
export const LOGIN_CALL = '/api/user/login';

/** Calls that need no session (docs/api.md, "public"); all POST. */
export const PUBLIC_API_CALLS: ReadonlySet<string> = new Set([
  '/api/user/login',
  '/api/user/ForgotPassword',
  '/api/user/ResetPassword',
  '/api/user/ConfirmEmailAndPassword',
  '/api/user/ConfirmCandidateAccount',
  '/api/quiz/score',
  '/api/quiz/prospects',
]);

/**
 * GET calls that need no session (docs/api.md, "public"): a lesson calendar feed, whose address carries its own
 * secret because calendar apps fetch it without signing in (docs/decisions/034-lesson-calendar-feeds.md); the check
 * of a certificate by its code, the issuer's DID document and the status list, which verifiers read without an
 * account (docs/decisions/058-certificates.md).
 */
export const PUBLIC_API_READS: readonly RegExp[] = [
  /^\/api\/education\/calendar\/[^/]+\.ics$/,
  /^\/api\/certificates\/verify\/[^/]+$/,
  /^\/api\/certificates\/(issuer|status-list)$/,
];

/** True when `method` `path` is a public call of docs/api.md (PUBLIC_API_CALLS, PUBLIC_API_READS). */
export function isPublicApiCall(method: string, path: string): boolean {
  if (method === 'POST') return PUBLIC_API_CALLS.has(path);
  return (method === 'GET' || method === 'HEAD') && PUBLIC_API_READS.some((pattern) => pattern.test(path));
}

/** `lastSeenAt` is written at most this often, ms. */
export const TOUCH_INTERVAL_MS = 60_000;

type Deps = Required<SessionOptions>;

function withDefaults(options: SessionOptions): Deps {
  const limits = options.limits ?? {
    idleMinutes: config().SESSION_IDLE_MINUTES,
    absoluteMinutes: config().SESSION_ABSOLUTE_MINUTES,
  };
  if (!(limits.idleMinutes > 0 && limits.absoluteMinutes > 0)) throw new TypeError('session: de time-outs moeten positief zijn.');
  return {
    store: options.store ?? sessionStore(),
    forwarder: options.forwarder ?? createForwarder(),
    audit: options.audit ?? auditTrail(),
    verify: options.verify ?? verifyToken,
    tokenActive: options.tokenActive ?? activeTokenCheck(),
    now: options.now ?? (() => new Date()),
    limits,
    memory: options.memory ?? sessionMemory(),
  };
}

/**
 * The valid session record the request's cookie points at.
 * @returns the record (null when there is none or it failed the rule and was deleted), and whether the
 *   browser's cookie must be cleared.
 */
async function sessionFromCookie(c: Context, deps: Deps): Promise<{ record: StoredSession | null; clearCookie: boolean }> {
  const value = getCookie(c, SESSION_COOKIE);
  if (value === undefined) return { record: null, clearCookie: false };
  let remembered = deps.memory.get(sessionIdOf(value));
  if (!remembered) {
    const found = await deps.store.find(value);
    if (!found) return { record: null, clearCookie: true };
    remembered = { record: found, claims: await deps.verify(found.token) };
    deps.memory.set(found.id, remembered);
  }
  const { record, claims } = remembered;
  const now = deps.now();
  if (checkSession(record, claims, now, deps.limits) !== 'valid') {
    deps.memory.forget(record.id);
    await deps.store.remove(record.id);
    return { record: null, clearCookie: true };
  }
  if (now.getTime() - record.lastSeenAt.getTime() >= TOUCH_INTERVAL_MS) {
    await deps.store.touch(record.id, now);
    deps.memory.touched(record.id, now);
  }
  return { record, clearCookie: false };
}

function toPageSession(record: NewSession): PageSession {
  return {
    userId: record.userId,
    email: record.email,
    name: record.name,
    // The rule checked that the role equals the verified token's role claim, which is one of the five.
    role: record.role as Role,
    professionId: record.professionId,
    expiration: record.expiration,
  };
}

/** Puts a session (or none) on the context. */
function useSession(c: Context<GatewayEnv>, record: NewSession | null): PageSession | null {
  const session = record ? toPageSession(record) : null;
  c.set('session', session);
  c.set('caller', record ? { userId: record.userId, role: record.role } : null);
  c.set('bearer', record?.token ?? null);
  return session;
}

function forwardContext(c: Context<GatewayEnv>, bearer: string | null): ForwardContext {
  return { bearer, requestId: c.var.requestId, clientIp: c.var.clientIp };
}

/** Sends a call to the backend; a gateway refusal (413, 502) becomes an answer like the browser would get. */
async function call(c: Context<GatewayEnv>, deps: Deps, request: Request, bearer: string | null): Promise<Response> {
  try {
    return await deps.forwarder(request, forwardContext(c, bearer));
  } catch (error) {
    if (error instanceof HTTPException) return Response.json({ title: error.message }, { status: error.status });
    throw error;
  }
}

async function jsonOf(response: Response): Promise<unknown> {
  return response.json().catch(() => null);
}

/** A login answer (docs/api.md `POST /api/user/login`): the session's fields but the token's `sid`. */
type LoginBody = Omit<NewSession, 'tokenSid'>;

function isLoginAnswer(body: unknown): body is LoginBody {
  const b = body as Record<string, unknown> | null;
  return (
    typeof b?.token === 'string' &&
    typeof b.expiration === 'number' &&
    typeof b.userId === 'string' &&
    typeof b.email === 'string' &&
    typeof b.name === 'string' &&
    typeof b.role === 'string' &&
    (b.professionId === undefined || b.professionId === null || typeof b.professionId === 'string')
  );
}

/** The per-request state `signIn`/`signOut` change: the current record and the cookie to send. */
interface RequestState {
  record: StoredSession | null;
  /** A `Set-Cookie` value for `sid` to add to the answer, or null. */
  cookie: string | null;
}

function pageAuth(c: Context<GatewayEnv>, deps: Deps, state: RequestState): PageAuth {
  const url = (path: string) => new URL(path, c.req.url);

  async function signIn(email: string, password: string): Promise<SignInResult> {
    const at = new Date();
    const started = performance.now();
    const request = new Request(url('/api/user/login'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    const response = await call(c, deps, request, null);
    const body = await jsonOf(response);
    const event = { at, requestId: c.var.requestId, clientIp: c.var.clientIp };

    if (response.status === 200 && isLoginAnswer(body)) {
      const now = deps.now();
      const claims = await deps.verify(body.token);
      const fields: NewSession = { ...body, professionId: body.professionId ?? null, tokenSid: claims?.sid ?? '' };
      const verdict = checkSession({ ...fields, createdAt: now, lastSeenAt: now }, claims, now, deps.limits);
      if (verdict === 'valid') {
        // Always a new session id at sign-in (session fixation, OWASP ASVS 3.2.1).
        if (state.record) {
          deps.memory.forget(state.record.id);
          await deps.store.remove(state.record.id);
        }
        const cookieValue = await deps.store.create(fields, now);
        state.record = { ...fields, id: sessionIdOf(cookieValue), createdAt: now, lastSeenAt: now };
        state.cookie = sessionCookie(cookieValue, c.req.url);
        const session = useSession(c, fields)!;
        c.var.locals.session = session;
        recordAuthEvent(deps.audit, 'sign-in', {
          ...event,
          userId: fields.userId,
          role: fields.role,
          status: 200,
          durationMs: Math.round(performance.now() - started),
        });
        return { ok: true, session, location: homeOf(fields.role) };
      }
    }

    // A 200 whose token does not match its own answer is a fault on our side, not the user's.
    const status = response.status === 200 ? 502 : response.status;
    recordAuthEvent(deps.audit, 'sign-in-failed', {
      ...event,
      userId: null,
      role: null,
      status,
      durationMs: Math.round(performance.now() - started),
    });
    const title = status === response.status ? errorMessage({ status, statusText: response.statusText, data: body }).text : TITLES.server;
    return { ok: false, status, title };
  }

  async function signOut(): Promise<void> {
    const record = state.record;
    if (record) {
      const at = new Date();
      const started = performance.now();
      const response = await call(c, deps, new Request(url('/api/user/logout'), { method: 'POST' }), record.token);
      await response.body?.cancel();
      deps.memory.forget(record.id);
      await deps.store.remove(record.id);
      recordAuthEvent(deps.audit, 'sign-out', {
        at,
        requestId: c.var.requestId,
        clientIp: c.var.clientIp,
        userId: record.userId,
        role: record.role,
        status: response.status,
        durationMs: Math.round(performance.now() - started),
      });
    }
    state.record = null;
    state.cookie = clearedSessionCookie(c.req.url);
    c.var.locals.session = useSession(c, null);
  }

  return { signIn, signOut };
}

/**
 * The page's server-side API client (habit 6: one ofetch instance per boundary, no automatic retries). Only
 * `/api/...` paths; each call is forwarded with the current session's token and audited.
 */
function pageApi(c: Context<GatewayEnv>, deps: Deps) {
  return createFetch({
    defaults: { retry: 0 },
    fetch: async (input, init) => {
      const target = input instanceof Request ? input.url : String(input);
      const request = new Request(new URL(target, c.req.url), init);
      const route = new URL(request.url).pathname;
      if (!isApiPath(route)) throw new TypeError(`locals.api roept alleen /api aan, niet ${route}.`);
      const at = new Date();
      const started = performance.now();
      const response = await call(c, deps, request, c.var.bearer);
      deps.audit.record(apiCallRecord(c, { at, started, method: request.method, route, status: response.status }));
      return response;
    },
  });
}

/**
 * Middleware for page requests and `/logout`: resolves the cookie session, fills the page's locals, and adds
 * the session cookie (new or cleared) to the answer.
 * @throws TypeError for non-positive timeouts.
 *
 * @example
 *   const deps = { store: sessionStore(), forwarder: createForwarder(), audit: auditTrail() };
 *   app.all('*', pageSession({ ...deps, localsOf: (c) => getFetchState(c).locals }), routeGuard(), astro());
 */
export function pageSession(options: PageSessionOptions = {}) {
  const deps = withDefaults(options);
  const localsOf = options.localsOf ?? (() => ({}));
  return createMiddleware<GatewayEnv>(async function pageSessionMiddleware(c, next) {
    const { record, clearCookie } = await sessionFromCookie(c, deps);
    const state: RequestState = { record, cookie: clearCookie ? clearedSessionCookie(c.req.url) : null };
    const locals = Object.assign(localsOf(c), {
      session: useSession(c, record),
      requestId: c.var.requestId,
      api: pageApi(c, deps),
      auth: pageAuth(c, deps, state),
    }) satisfies GatewayLocals;
    c.set('locals', locals);
    await next();
    if (state.cookie) c.header('Set-Cookie', state.cookie, { append: true });
  });
}

function refuse(c: Context, clearCookie: boolean): Response {
  const headers: Record<string, string> = clearCookie ? { 'Set-Cookie': clearedSessionCookie(c.req.url) } : {};
  return c.json({ title: TITLES.unauthenticated }, 401, headers);
}

/**
 * Middleware for `/api/*`: establishes the caller and the token to forward, or answers 401 `{ title }`.
 * @throws TypeError for non-positive timeouts.
 *
 * @example
 *   app.all('/api/*', apiSession(deps), forward({ forwarder: deps.forwarder }));
 */
export function apiSession(options: SessionOptions = {}) {
  const deps = withDefaults(options);
  return createMiddleware<GatewayEnv>(async function apiSessionMiddleware(c, next) {
    useSession(c, null);
    if (c.req.method === 'POST' && c.req.path === LOGIN_CALL) {
      await next();
      await nameSignedInCaller(c, deps);
      return;
    }
    if (isPublicApiCall(c.req.method, c.req.path)) return next();

    const authorization = c.req.header('authorization');
    if (authorization !== undefined) {
      const token = bearerFrom(authorization);
      const claims = token === null || token === 'invalid' ? null : await deps.verify(token);
      if (!claims || claims.exp <= unixSeconds(deps.now()) || !(await deps.tokenActive(claims))) return refuse(c, false);
      c.set('caller', { userId: claims.uid, role: claims.role });
      c.set('bearer', token);
      return next();
    }

    const { record, clearCookie } = await sessionFromCookie(c, deps);
    if (!record) return refuse(c, clearCookie);
    useSession(c, record);
    return next();
  });
}

/**
 * After an API client's successful `POST /api/user/login`, names the signed-in user as the caller, so the audit
 * record of the sign-in says who it was (OWASP ASVS 7.1.3). The answer itself is left untouched.
 */
async function nameSignedInCaller(c: Context<GatewayEnv>, deps: Deps): Promise<void> {
  if (c.res.status !== 200) return;
  const body = await c.res.clone().json().catch(() => null);
  const token = (body as { token?: unknown } | null)?.token;
  const claims = typeof token === 'string' ? await deps.verify(token) : null;
  if (claims) c.set('caller', { userId: claims.uid, role: claims.role });
}
