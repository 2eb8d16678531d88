/**
 * The audit trail (docs/architecture.md, "audit"; OWASP ASVS 7.1, 7.2): one record per `/api` call and per sign-in,
 * failed sign-in and sign-out, written to the `audit_log` table and as one JSON line on stdout (unless
 * AUDIT_STDOUT=off). A record holds when (UTC), request id, user id, role, method, route (path without query),
 * status, duration in ms, client IP and outcome — never a token, password, cookie or body.
 *
 * Writing never delays or breaks the answer: records are written in the background, gathered for at most
 * AUDIT_FLUSH_MS (src/server/audit-buffer.ts) and stored with one insert (docs/decisions/004-audit-log-writes.md); a failed write is logged
 * (without the record's content) and forgotten; `trail.settled()` writes what is gathered and waits for writes in
 * flight (tests, shutdown).
 *
 * Sign-in events have no column of their own: they are stored as the API call they make (`POST /api/user/login`,
 * `POST /api/user/logout`) with its status and outcome, and the stdout line carries `"event": "sign-in" |
 * "sign-in-failed" | "sign-out"`.
 */
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { config } from '#src/config.server';
import { getDb, type Db } from '#src/server/db/client';
import { errorLogLine } from '#src/server/errors';
import { auditLog as auditLogTable } from '#src/server/db/schema';
import { AUDIT_FLUSH_MS } from '#src/server/audit-buffer';
import type { AuditEntry } from '#src/features/audit/contract';
import type { GatewayEnv } from './env';

/** ok: 1xx–3xx; denied: 401, 403; client-error: other 4xx; server-error: 5xx. */
export type AuditOutcome = 'ok' | 'client-error' | 'server-error' | 'denied';

export type AuthEventKind = 'sign-in' | 'sign-in-failed' | 'sign-out';

/**
 * One audit record as written (a row of `audit_log`, without its generated id): what `GET /api/audit` answers
 * (features/audit/contract.ts `AuditEntry`) without the id and the user's name, with `at` as a Date (UTC) and the
 * outcome one of AuditOutcome.
 */
export type AuditRecord = Omit<AuditEntry, 'id' | 'userName' | 'at' | 'outcome'> & { at: Date; outcome: AuditOutcome };

/** Stores records, all or none (one statement). */
export type AuditWrite = (records: readonly AuditRecord[]) => Promise<void>;

/** Most records stored with one insert. */
export const AUDIT_BATCH_SIZE = 500;

export interface AuditTrailOptions {
  /** Where records are stored. Default: the `audit_log` table of the process-wide database. */
  write?: AuditWrite;
  /** Prints one line; null prints nothing. Default: stdout, or nothing when AUDIT_STDOUT is 'off'. */
  print?: ((line: string) => void) | null;
  /**
   * Called when a write fails, with the record's request id. Default: one line on stderr with the error's name,
   * code and the request id — never the record or the driver's message, which repeats the record's values.
   */
  logError?: (error: unknown, requestId: string) => void;
}

export interface AuditTrail {
  /** Prints the record and starts writing it; never throws, never waits. */
  record(record: AuditRecord, event?: AuthEventKind): void;
  /** Resolves when every write started so far has finished (or failed). */
  settled(): Promise<void>;
}

/** The outcome of an answer's status (see AuditOutcome). */
export function outcomeOf(status: number): AuditOutcome {
  if (status === 401 || status === 403) return 'denied';
  if (status >= 500) return 'server-error';
  if (status >= 400) return 'client-error';
  return 'ok';
}

/** The stdout form: one JSON object on one line, `at` as ISO 8601 UTC. */
export function auditLine(record: AuditRecord, event?: AuthEventKind): string {
  return JSON.stringify({ type: 'audit', ...(event ? { event } : {}), ...record, at: record.at.toISOString() });
}

/** Writes records to the `audit_log` table, one insert per call. @param db default the process-wide database. */
export function databaseAuditWriter(db: () => Promise<Db> = getDb): AuditWrite {
  return async (records) => {
    if (records.length > 0) await (await db()).insert(auditLogTable).values([...records]);
  };
}

/**
 * Makes an audit trail; share one per process.
 *
 * @example
 *   const trail = auditTrail();                                        // database + stdout
 *   const quiet = auditTrail({ write: async (r) => void rows.push(r), print: null });
 */
export function auditTrail(options: AuditTrailOptions = {}): AuditTrail {
  const write = options.write ?? databaseAuditWriter();
  const print =
    options.print !== undefined
      ? options.print
      : config().AUDIT_STDOUT === 'off'
        ? null
        : (line: string) => void process.stdout.write(`${line}\n`);
  const logError =
    options.logError ?? ((error: unknown, requestId: string) => console.error(errorLogLine('audit-write-failed', error, requestId)));
  const pending = new Set<Promise<void>>();
  let gathered: AuditRecord[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;

  /** Stores `batch`; when that fails, each record on its own, so one record that cannot be stored loses only itself. */
  async function store(batch: AuditRecord[]): Promise<void> {
    try {
      await write(batch);
    } catch (error) {
      if (batch.length === 1) return logError(error, batch[0]!.requestId);
      for (const record of batch) {
        await write([record]).catch((single: unknown) => logError(single, record.requestId));
      }
    }
  }

  function flush(): void {
    if (timer) clearTimeout(timer);
    timer = null;
    while (gathered.length > 0) {
      const batch = gathered.slice(0, AUDIT_BATCH_SIZE);
      gathered = gathered.slice(AUDIT_BATCH_SIZE);
      const writing: Promise<void> = store(batch).finally(() => pending.delete(writing));
      pending.add(writing);
    }
  }

  return {
    record(record, event) {
      print?.(auditLine(record, event));
      gathered.push(record);
      if (gathered.length >= AUDIT_BATCH_SIZE) flush();
      else if (!timer) {
        timer = setTimeout(flush, AUDIT_FLUSH_MS);
        // A process that has nothing else to do may stop; its shutdown calls settled() (scripts/start.mjs).
        timer.unref?.();
      }
    },
    async settled() {
      flush();
      await Promise.all([...pending]);
    },
  };
}

/**
 * Paths that carry a secret, and what the record keeps instead: the route's pattern (OWASP ASVS 7.1.1: no secrets
 * in logs). A lesson calendar feed's address is its only key (docs/decisions/034-lesson-calendar-feeds.md).
 */
export const SECRET_ROUTES: readonly (readonly [RegExp, string])[] = [[/^\/api\/education\/calendar\/./, '/api/education/calendar/{token}.ics']];

/** Longest route kept in a record, characters; longer ones are cut and end in '…'. */
export const MAX_ROUTE_LENGTH = 1000;

/**
 * The route as the audit log stores it: control characters (NUL included, which PostgreSQL cannot store in
 * text) written as `%XX`, unpaired surrogates as U+FFFD, at most MAX_ROUTE_LENGTH characters — so that every
 * call, however odd its path, gets its record (OWASP ASVS 7.3.1: log injection; 7.1.3). A path of SECRET_ROUTES is
 * kept as its pattern.
 * @example auditRoute('/api/message/\0x') // '/api/message/%00x'
 * @example auditRoute('/api/education/calendar/Xy….ics') // '/api/education/calendar/{token}.ics'
 */
export function auditRoute(path: string): string {
  const secret = SECRET_ROUTES.find(([pattern]) => pattern.test(path));
  if (secret) return secret[1];
  const safe = path
    .replace(/\p{Cc}/gu, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`)
    .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');
  return safe.length > MAX_ROUTE_LENGTH ? `${safe.slice(0, MAX_ROUTE_LENGTH - 1)}…` : safe;
}

/**
 * The record of one `/api` call made for request `c` — by the browser, an API client, or a page on the server.
 * @param call.at wall-clock start; `call.started` the `performance.now()` at the start.
 */
export function apiCallRecord(
  c: Context<GatewayEnv>,
  call: { at: Date; started: number; method: string; route: string; status: number },
): AuditRecord {
  const caller = c.var.caller ?? null;
  return {
    at: call.at,
    requestId: c.var.requestId,
    userId: caller?.userId ?? null,
    role: caller?.role ?? null,
    method: call.method,
    route: auditRoute(call.route),
    status: call.status,
    durationMs: Math.round(performance.now() - call.started),
    clientIp: c.var.clientIp,
    outcome: outcomeOf(call.status),
  };
}

/**
 * Middleware for `/api/*`: one record per call, after the answer. Mount it outside the session check so that
 * refused calls (401, 403) are recorded too; the caller is read after the call, when the session check has
 * set it.
 *
 * @example
 *   app.use('/api/*', auditLog({ trail }));
 */
export function auditLog(options: { trail?: AuditTrail } = {}) {
  const trail = options.trail ?? auditTrail();
  return createMiddleware<GatewayEnv>(async function auditLogMiddleware(c, next) {
    const at = new Date();
    const started = performance.now();
    await next();
    trail.record(apiCallRecord(c, { at, started, method: c.req.method, route: c.req.path, status: c.res.status }));
  });
}

/** The backend call each sign-in event stands for (its method is POST). */
export const AUTH_EVENT_ROUTES: Readonly<Record<AuthEventKind, string>> = {
  'sign-in': '/api/user/login',
  'sign-in-failed': '/api/user/login',
  'sign-out': '/api/user/logout',
};

/**
 * Records a sign-in, failed sign-in or sign-out made by the session code (session.ts), as the backend call it
 * made (see the module comment).
 * @param fields the call's facts; `status` is the status of the backend's answer (502 when unreachable).
 *
 * @example
 *   recordAuthEvent(trail, 'sign-in', { requestId, userId, role, clientIp, status: 200, durationMs: 41 });
 */
export function recordAuthEvent(
  trail: AuditTrail,
  kind: AuthEventKind,
  fields: Omit<AuditRecord, 'at' | 'method' | 'route' | 'outcome'> & { at?: Date },
): void {
  const record = { ...fields, at: fields.at ?? new Date(), method: 'POST', route: AUTH_EVENT_ROUTES[kind] };
  trail.record({ ...record, outcome: outcomeOf(fields.status) }, kind);
}
