/**
 * `idempotent()`: a repeated request with the same `Idempotency-Key` header gets the first request's answer instead
 * of being carried out again (IETF draft-ietf-httpapi-idempotency-key-header; docs/decisions/039-idempotent-creates.md;
 * docs/api.md "Idempotency-Key"). Put on every call that creates a document or sends mail, after `requireCaller`:
 * a form submitted twice (Enter pressed twice, a double click, a retry after a lost answer) makes one licence, one
 * invoice, one message, one invitation.
 *
 * - No header: the call runs as before (API clients that send none notice nothing).
 * - A header that is not a key of the published format (lib/idempotency.ts): 400.
 * - Keys belong to the caller: stored per user id and key in `idempotency_keys`, so another user's key is never
 *   replayed to anyone else. The first request claims the key with one insert (`ON CONFLICT DO NOTHING`) before the
 *   handler runs, so exactly one request wins on any number of instances.
 * - The same key again with the same method, path and body (SHA-256 of the bytes): a stored answer is sent again as
 *   it was (status, content type, body; header `Idempotent-Replayed: true`). While the first request still runs, the
 *   repeat looks again after `waits` (default about 5.5 s in all) and answers 409 when it has not finished by then
 *   (the draft's rule for a concurrent retry).
 * - The same key with another method, path or body: 422 (the draft's rule).
 * - Only a successful answer (2xx) is stored. A refused request (4xx) changed nothing, so its key is freed: the
 *   corrected form may be sent again with the same key and a different body. A 5xx, or a failure before the handler
 *   answered, frees the key too, so the user can try again.
 * - Keys are kept 24 hours (`IDEMPOTENCY_KEEP_MS`); older ones are deleted at most once a minute per process
 *   (server/housekeeping.ts) and never replayed.
 *
 * @example
 *   router.post('/', requireCaller(...STAFF), idempotent(), async (c) => c.json(await createLicence(…), 201));
 */
import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_TITLES, keyOfHeader } from '#src/lib/idempotency';
import type { BackendEnv } from '#src/server/context';
import type { Db } from '#src/server/db/client';
import { idempotencyKeys } from '#src/server/db/schema';
import { apiError, errorLogLine } from '#src/server/errors';
import { atMostEvery } from '#src/server/housekeeping';

/** How long a key and its stored answer are kept: 24 hours, ms (docs/api.md "Idempotency-Key"). */
export const IDEMPOTENCY_KEEP_MS = 24 * 60 * 60 * 1000;

/**
 * The pauses, ms, between looks at a key whose first request still runs: 5.55 s in all, longer than a create with
 * its mail normally takes; then 409.
 */
export const IDEMPOTENCY_WAITS_MS: readonly number[] = [50, 100, 200, 400, 800, 1000, 1000, 1000, 1000];

/** The answer header that marks a replayed answer (as Stripe's API does; the draft names none). */
export const REPLAYED_HEADER = 'Idempotent-Replayed';

export interface IdempotencyOptions {
  /** Pauses between looks at a key still in progress, ms (tests pass short ones). Default IDEMPOTENCY_WAITS_MS. */
  waits?: readonly number[];
  /** Logs a failure to store a successful answer (the answer is still sent). Default one line on stderr. */
  logError?: (error: unknown, requestId: string | undefined) => void;
}

/** What identifies a request under its key. */
interface Fingerprint {
  userId: string;
  key: string;
  method: string;
  route: string;
  bodyHash: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Deletes keys older than IDEMPOTENCY_KEEP_MS. @returns nothing; a failure is thrown. */
export async function pruneIdempotencyKeys(db: Db): Promise<void> {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, sql`now() - ${keepInterval}`));
}

const keepInterval = sql.raw(`interval '${IDEMPOTENCY_KEEP_MS / 1000} seconds'`);

/**
 * Claims the key for this request: inserts its row, or takes over a row older than the keeping time (not yet
 * pruned, never replayed). @returns whether this request holds the key now.
 */
async function claim(db: Db, request: Fingerprint): Promise<boolean> {
  const rows = await db
    .insert(idempotencyKeys)
    .values({ ...request, state: 'in-progress' })
    .onConflictDoUpdate({
      target: [idempotencyKeys.userId, idempotencyKeys.key],
      set: {
        method: request.method,
        route: request.route,
        bodyHash: request.bodyHash,
        state: 'in-progress',
        status: null,
        contentType: null,
        body: null,
        createdAt: sql`now()`,
      },
      setWhere: sql`${idempotencyKeys.createdAt} < now() - ${keepInterval}`,
    })
    .returning({ key: idempotencyKeys.key });
  return rows.length > 0;
}

/**
 * Makes the middleware (see the module comment). Needs `requireCaller` before it: keys are kept per caller.
 * @throws TypeError for a pause that is not a finite number ≥ 0.
 * @throws apiError 400 for a malformed key; 422 for a key used for another request; 409 while its first request
 *   still runs after the waits (Dutch titles: lib/idempotency.ts IDEMPOTENCY_TITLES).
 */
export function idempotent(options: IdempotencyOptions = {}) {
  const waits = options.waits ?? IDEMPOTENCY_WAITS_MS;
  if (!waits.every((ms) => Number.isFinite(ms) && ms >= 0)) throw new TypeError('idempotent: waits moeten getallen ≥ 0 zijn (ms).');
  const logError = options.logError ?? ((error: unknown, requestId: string | undefined) => console.error(errorLogLine('idempotency-store-failed', error, requestId)));

  return createMiddleware<BackendEnv>(async function idempotentMiddleware(c, next) {
    const header = c.req.header(IDEMPOTENCY_HEADER);
    if (header === undefined) return next();
    const key = keyOfHeader(header);
    if (key === null) throw apiError(400, IDEMPOTENCY_TITLES.badKey);
    const caller = c.get('caller');
    if (!caller) throw new TypeError('idempotent() hoort na requireCaller() te staan.');
    const db = c.var.db;
    await atMostEvery(db, 'idempotency-keys', () => pruneIdempotencyKeys(db));

    const request: Fingerprint = {
      userId: caller.id,
      key,
      method: c.req.method,
      route: c.req.path,
      bodyHash: createHash('sha256').update(new Uint8Array(await c.req.arrayBuffer())).digest('hex'),
    };
    const mine = and(eq(idempotencyKeys.userId, request.userId), eq(idempotencyKeys.key, key));

    let claimed = false;
    for (let look = 0; look <= waits.length; look++) {
      claimed = await claim(db, request);
      if (claimed) break;
      const [row] = await db.select().from(idempotencyKeys).where(mine);
      if (!row) continue; // the first request failed and freed the key in between: claim it again
      if (row.method !== request.method || row.route !== request.route || row.bodyHash !== request.bodyHash) {
        throw apiError(422, IDEMPOTENCY_TITLES.reused);
      }
      if (row.state === 'done' && row.status !== null) {
        const headers: Record<string, string> = { [REPLAYED_HEADER]: 'true' };
        if (row.contentType) headers['content-type'] = row.contentType;
        return new Response(row.body ? row.body : null, { status: row.status, headers });
      }
      if (look < waits.length) await sleep(waits[look]!);
    }
    if (!claimed) throw apiError(409, IDEMPOTENCY_TITLES.inProgress);

    let stored = false;
    try {
      await next();
      const { status } = c.res;
      if (status >= 200 && status < 300 && !c.error) {
        try {
          const body = await c.res.clone().text();
          await db.update(idempotencyKeys).set({ state: 'done', status, contentType: c.res.headers.get('content-type'), body }).where(mine);
          stored = true;
        } catch (error) {
          // The work is done and answered; a repeat will run again rather than turn this success into a 500.
          logError(error, c.req.header('x-request-id'));
        }
      }
    } finally {
      if (!stored) await db.delete(idempotencyKeys).where(and(mine, eq(idempotencyKeys.state, 'in-progress')));
    }
  });
}
