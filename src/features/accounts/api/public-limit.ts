/**
 * `limitPublicCalls()`: a per-client-IP limit for the public endpoints that need no session (ForgotPassword,
 * ResetPassword, ConfirmEmailAndPassword, ConfirmCandidateAccount; the beroepen-quiz on a counter of its own): at most
 * PUBLIC_IP_LIMIT (QUIZ_IP_LIMIT) calls per IP in 15 minutes, counted in the shared `auth_throttle` table
 * (throttle.ts) so every instance agrees. Over the limit → 429 `{ title }` with `Retry-After`
 * (OWASP ASVS 2.2.1, 11.1.4). Sign-in has its own rules (sign-in.ts).
 *
 * A client flooding one of these calls must not slow down everyone else's database work
 * (docs/decisions/042-public-limits-read-before-writing.md), so the counting writes as little as it can:
 * - **Read before writing.** A call first checks the key: against what this process knows (the count it last read
 *   or wrote, the window's end, and its calls not yet written), and against the database at most once a second per
 *   key (one SELECT). A call over the limit is refused without writing anything; a key this process knows to be
 *   over its limit is refused without even reading, until its window ends (a window's count only grows).
 * - **Write at most once a second per key.** An admitted call is added to the key's tally in this process. The first
 *   call after a second without a write writes the tally at once (one upsert, `countEvent` with `events`), so a
 *   lone call counts straight away; calls within the second after it are written together by a timer when that
 *   second is over.
 * - **Several instances.** Each instance sees the others' calls once they are written, at most about a second late,
 *   so the limit can be passed by what the other instances admitted for that key in that second: with N instances
 *   at most (N − 1) × one instance's calls in one second, never more than (N − 1) × the limit; with one instance
 *   (the default, and the embedded database) never. A tally not yet written when a process stops (at most one
 *   second of calls per key) is lost.
 *
 * @example
 *   router.post('/ForgotPassword', limitPublicCalls(), async (c) => …);
 */
import { createMiddleware } from 'hono/factory';
import { config } from '#src/config.server';
import type { BackendEnv } from '#src/server/context';
import type { Db } from '#src/server/db/client';
import { apiError, retryAfter, waitText } from '#src/server/errors';
import { certificateCheckKey, countEvent, failuresOf, publicKey, quizKey, THROTTLE_MINUTES } from './throttle';

/** The 429 title, with the wait in Dutch ("over 12 minuten"). */
export const publicLimitTitle = (seconds: number) =>
  `Te veel aanvragen vanaf dit netwerk. Probeer het ${waitText(seconds)} opnieuw.`;

/** How often one process reads or writes one key at most, ms. */
export const PUBLIC_COUNT_INTERVAL_MS = 1_000;

/** What this process knows of one key. */
interface Tally {
  /** The key's count in the database as last read or written. */
  known: number;
  /** When the key's window ends, epoch ms; null without a window (none yet, or the last one is over). */
  windowEndsAt: number | null;
  /** Admitted calls not written yet. */
  pending: number;
  /** Calls being written right now (part of no `known` yet). */
  writing: number;
  /** When this process last read or wrote the key, epoch ms (0: never). */
  syncedAt: number;
  /** When this process last wrote the key, epoch ms (0: never). */
  writtenAt: number;
  /** The timer that writes `pending`, when one is set. */
  timer: ReturnType<typeof setTimeout> | null;
  /** The write in flight, when there is one. */
  write: Promise<void> | null;
  /** The read in flight, when there is one: calls arriving together share it. */
  read: Promise<void> | null;
}

/** The tallies of each database (a test's own database has its own), by key. */
const tallies = new WeakMap<Db, Map<string, Tally>>();

/** Tallies are swept of keys whose window is over once a map holds this many. */
const SWEEP_AT = 10_000;

function tallyOf(db: Db, key: string): Tally {
  let byKey = tallies.get(db);
  if (!byKey) {
    byKey = new Map();
    tallies.set(db, byKey);
  }
  let tally = byKey.get(key);
  if (!tally) {
    if (byKey.size >= SWEEP_AT) sweep(byKey, Date.now());
    tally = { known: 0, windowEndsAt: null, pending: 0, writing: 0, syncedAt: 0, writtenAt: 0, timer: null, write: null, read: null };
    byKey.set(key, tally);
  }
  return tally;
}

/** Forgets the keys with nothing to write whose window is over (or that never had one). */
function sweep(byKey: Map<string, Tally>, now: number): void {
  for (const [key, tally] of byKey) {
    const idle = tally.pending === 0 && tally.writing === 0 && tally.timer === null && tally.read === null;
    if (idle && (tally.windowEndsAt === null || tally.windowEndsAt <= now)) byKey.delete(key);
  }
}

/** Takes a count the database answered: `count` events in a window that ends in `secondsLeft` seconds (0: none). */
function learn(tally: Tally, count: number, secondsLeft: number, now: number): void {
  tally.known = count;
  tally.windowEndsAt = secondsLeft > 0 ? now + secondsLeft * 1000 : null;
  tally.syncedAt = now;
}

/** Writes the key's pending calls as one upsert. A failed write puts them back (the next call tries again). */
function write(db: Db, key: string, tally: Tally): Promise<void> {
  if (tally.timer) clearTimeout(tally.timer);
  tally.timer = null;
  const events = tally.pending;
  if (events === 0 || tally.write) return tally.write ?? Promise.resolve();
  tally.pending = 0;
  tally.writing = events;
  tally.writtenAt = Date.now();
  tally.write = countEvent(db, key, { events })
    .then(
      ({ count, windowSecondsLeft }) => learn(tally, count, windowSecondsLeft, Date.now()),
      () => {
        tally.pending += events;
      },
    )
    .finally(() => {
      tally.writing = 0;
      tally.write = null;
    });
  return tally.write;
}

/** Sets the timer that writes the key's pending calls once a second has passed since its last write. */
function writeLater(db: Db, key: string, tally: Tally): void {
  if (tally.timer) return;
  const delay = Math.max(0, tally.writtenAt + PUBLIC_COUNT_INTERVAL_MS - Date.now());
  tally.timer = setTimeout(() => {
    tally.timer = null;
    void (tally.write ?? Promise.resolve()).then(() => write(db, key, tally));
  }, delay);
  (tally.timer as { unref?: () => void }).unref?.();
}

/**
 * Counts one call of `key` against `limit` (see the module comment): refuses it, reading at most once a second and
 * never writing, when the window already holds `limit` calls; otherwise counts it, writing at most once a second.
 * @returns null when the call may go ahead; else the whole seconds until the window ends (for `Retry-After`).
 */
export async function admitPublicCall(db: Db, key: string, limit: number): Promise<number | null> {
  const tally = tallyOf(db, key);
  let now = Date.now();
  if (tally.windowEndsAt !== null && tally.windowEndsAt <= now) {
    // The window is over: a new one starts with the next write (the database restarts it too).
    tally.known = 0;
    tally.windowEndsAt = null;
  }
  const over = () => tally.known + tally.writing + tally.pending + 1 > limit;
  const wait = () => Math.max(1, Math.ceil(((tally.windowEndsAt ?? now + THROTTLE_MINUTES * 60_000) - now) / 1000));
  if (over() && tally.windowEndsAt !== null) return wait();
  if (now - tally.syncedAt >= PUBLIC_COUNT_INTERVAL_MS) {
    // A write in flight answers the freshest count itself; else one read, shared by the calls arriving meanwhile.
    tally.read ??= (tally.write ?? failuresOf(db, key).then(({ count, windowSecondsLeft }) => learn(tally, count, windowSecondsLeft, Date.now())))
      .finally(() => {
        tally.read = null;
      });
    await tally.read;
    now = Date.now();
  }
  if (over()) return wait();
  tally.pending += 1;
  if (now - tally.writtenAt >= PUBLIC_COUNT_INTERVAL_MS && !tally.write) await write(db, key, tally);
  else writeLater(db, key, tally);
  return null;
}

/**
 * Writes every pending tally of `db` now and waits for the writes (the timers would do it within a second): for a
 * process that stops, and for tests that look at the table.
 */
export async function flushPublicCounts(db: Db): Promise<void> {
  const byKey = tallies.get(db);
  if (!byKey) return;
  await Promise.all([...byKey].map(async ([key, tally]) => {
    await tally.write;
    await write(db, key, tally);
  }));
}

/**
 * Makes the middleware (see the module comment). `counter` 'quiz' counts the public beroepen-quiz on a counter of its
 * own against QUIZ_IP_LIMIT: a room of visitors on one network at an information day must not use up the address's
 * password and activation calls, nor the other way round (docs/decisions/036-profession-quiz.md). `counter`
 * 'certificate' counts the public certificate checks against PUBLIC_IP_LIMIT on a counter of their own, so an
 * employer checking certificates never uses up the address's password calls (docs/decisions/058-certificates.md).
 * @throws apiError 429 over the limit.
 */
export function limitPublicCalls(counter: 'account' | 'quiz' | 'certificate' = 'account') {
  return createMiddleware<BackendEnv>(async function limitPublicCallsMiddleware(c, next) {
    const key = counter === 'quiz' ? quizKey(c.var.clientIp) : counter === 'certificate' ? certificateCheckKey(c.var.clientIp) : publicKey(c.var.clientIp);
    const limit = counter === 'quiz' ? config().QUIZ_IP_LIMIT : config().PUBLIC_IP_LIMIT;
    const seconds = await admitPublicCall(c.var.db, key, limit);
    if (seconds !== null) throw apiError(429, publicLimitTitle(seconds), undefined, retryAfter(seconds));
    await next();
  });
}
