/**
 * Throttling counters in the `auth_throttle` table, so every server instance shares them (docs/architecture.md,
 * "scale-out"). A key counts events in a fixed window of 15 minutes that starts at its first event; a key can
 * also be held back until `locked_until` (OWASP ASVS 2.2.1: anti-automation; OWASP Authentication Cheat Sheet,
 * "Account lockout": prefer growing delays over hard locks that anyone can trigger).
 *
 * Keys in use:
 * - `ip:{address}` — failed sign-ins from one client address (a class behind one address signs in fine: only
 *   failures count);
 * - `account-ip:{email}|{address}` — failed sign-ins for one address as typed, from one client address: after
 *   `FREE_FAILURES` failures every further one holds the pair back for a delay that doubles (1 s, 2 s, 4 s, …, at
 *   most 15 minutes). Someone elsewhere cannot lock a candidate out this way;
 * - `public:{address}` — calls to the public account endpoints (ForgotPassword, ResetPassword,
 *   ConfirmEmailAndPassword, ConfirmCandidateAccount) from one client address, and `quiz:{address}` — the public
 *   beroepen-quiz calls: both counted by public-limit.ts, which reads before it writes and writes a
 *   key at most once a second;
 * - `change-password:{userId}` — wrong current passwords on ChangePassword (features/accounts/api/sign-in.ts);
 * - `licence-code:{address}` — wrong licence codes at account setup from one client address: after `FREE_FAILURES`
 *   a growing delay for further *wrong* codes only; a right code is never held back;
 * - `setup-code:{licenceId}` — account setups started with one licence code (SETUP_CODE_LIMIT);
 * - `setup-mail:{email}` — mails that account setup sent to one address that has an account already
 *   (features/licences/api/account-setup.ts, docs/decisions/038-unconfirmed-account-setup.md).
 *
 * All times come from the database clock (`now()`), so instances with drifting clocks agree.
 *
 * @example
 *   if ((await failuresOf(db, ipKey(clientIp))).count >= config().LOGIN_IP_LIMIT) throw apiError(429, …);
 *   const { count } = await countEvent(db, accountIpKey(email, clientIp));
 *   if (count >= FREE_FAILURES) await holdBack(db, key, delaySeconds(count));
 */
import { and, eq, gt, isNull, like, lt, or, sql } from 'drizzle-orm';
import type { Db } from '#src/server/db/client';
import { authThrottle } from '#src/server/db/schema';
import { likeEscape } from '#src/server/like';

/** Length of a counting window and of a lock, minutes. */
export const THROTTLE_MINUTES = 15;
/** Wrong current passwords on ChangePassword within the window that lock changing (OWASP ASVS 2.2.1). */
export const ACCOUNT_FAILURE_LIMIT = 10;
/** Failed sign-ins for one (address, client address) pair before delays start. */
export const FREE_FAILURES = 5;
/** The longest delay between sign-in attempts of one pair, seconds (15 minutes). */
export const MAX_DELAY_SECONDS = THROTTLE_MINUTES * 60;

const windowInterval = sql.raw(`interval '${THROTTLE_MINUTES} minutes'`);

/** The `{email}` part of the keys: the address as typed, trimmed and lower-cased, whether or not it exists. */
function emailPart(email: string): string {
  return email.trim().toLowerCase();
}

/** Throttle key for failed sign-ins from a client address. */
export function ipKey(address: string): string {
  return `ip:${address}`;
}

/** Throttle key for failed sign-ins for one address (as typed) from one client address. */
export function accountIpKey(email: string, address: string): string {
  return `account-ip:${emailPart(email)}|${address}`;
}

/** Throttle key for calls to the public account endpoints from a client address. */
export function publicKey(address: string): string {
  return `public:${address}`;
}

/** Throttle key for wrong licence codes at account setup from a client address. */
export function licenceCodeKey(address: string): string {
  return `licence-code:${address}`;
}

/** Throttle key for the account setups started with one licence (SETUP_CODE_LIMIT). */
export function setupCodeKey(licenceId: string): string {
  return `setup-code:${licenceId}`;
}

/** Throttle key for the mails account setup sends to one address (as typed, lower-cased). */
export function setupMailKey(email: string): string {
  return `setup-mail:${emailPart(email)}`;
}

/** Throttle key for the public beroepen-quiz calls from a client address (a counter of its own, QUIZ_IP_LIMIT). */
export function quizKey(address: string): string {
  return `quiz:${address}`;
}

/** Throttle key for the public certificate checks from a client address (a counter of its own, PUBLIC_IP_LIMIT). */
export function certificateCheckKey(address: string): string {
  return `certificate:${address}`;
}

/**
 * The delay after the `failures`-th failure of a pair: none up to FREE_FAILURES, then 1 s doubling each time,
 * at most MAX_DELAY_SECONDS.
 * @returns seconds (0 = no delay).
 */
export function delaySeconds(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(2 ** (failures - FREE_FAILURES), MAX_DELAY_SECONDS);
}

/**
 * Counts one event (or `options.events` at once) for `key` in its current window (a new window starts when the last
 * one is over). One statement.
 * @param options.lockAt when the count reaches this number, the key is locked for 15 minutes.
 * @param options.events how many events to count, a whole number ≥ 1 (default 1): public-limit.ts writes the calls
 *   of up to a second as one.
 * @returns the number of events in the current window (these included), whether the key is locked now, and
 *   the whole seconds until the window ends.
 */
export async function countEvent(
  db: Db,
  key: string,
  options: { lockAt?: number; events?: number } = {},
): Promise<{ count: number; locked: boolean; windowSecondsLeft: number }> {
  const t = authThrottle;
  const events = Math.max(1, Math.floor(options.events ?? 1));
  const restart = sql`${t.windowStart} <= now() - ${windowInterval}`;
  const next = sql`CASE WHEN ${restart} THEN ${events}::integer ELSE ${t.failures} + ${events}::integer END`;
  const lockAt = options.lockAt ?? null;
  const [row] = await db
    .insert(t)
    .values({
      key,
      failures: events,
      windowStart: sql`now()`,
      lockedUntil: lockAt !== null && lockAt <= events ? sql`now() + ${windowInterval}` : null,
    })
    .onConflictDoUpdate({
      target: t.key,
      set: {
        failures: next,
        windowStart: sql`CASE WHEN ${restart} THEN now() ELSE ${t.windowStart} END`,
        lockedUntil:
          lockAt === null
            ? sql`${t.lockedUntil}`
            : sql`CASE WHEN ${next} >= ${lockAt} THEN now() + ${windowInterval} WHEN ${restart} THEN NULL ELSE ${t.lockedUntil} END`,
      },
    })
    .returning({
      count: t.failures,
      locked: sql<boolean>`coalesce(${t.lockedUntil} > now(), false)`,
      windowSecondsLeft: sql<number>`ceil(extract(epoch from ${t.windowStart} + ${windowInterval} - now()))`.mapWith(Number),
    });
  if (!row) throw new Error('auth_throttle: geen rij na upsert');
  return { count: row.count, locked: Boolean(row.locked), windowSecondsLeft: Math.max(1, row.windowSecondsLeft) };
}

/**
 * The number of events of `key` in its current window (0 when there is none or it is over), and the whole seconds
 * until that window ends (0 without one).
 */
export async function failuresOf(db: Db, key: string): Promise<{ count: number; windowSecondsLeft: number }> {
  const [row] = await db
    .select({
      count: authThrottle.failures,
      windowSecondsLeft: sql<number>`ceil(extract(epoch from ${authThrottle.windowStart} + ${windowInterval} - now()))`.mapWith(Number),
    })
    .from(authThrottle)
    .where(and(eq(authThrottle.key, key), gt(authThrottle.windowStart, sql`now() - ${windowInterval}`)))
    .limit(1);
  return row ? { count: row.count, windowSecondsLeft: Math.max(1, row.windowSecondsLeft) } : { count: 0, windowSecondsLeft: 0 };
}

/** Holds `key` back for `seconds` from now (a growing delay; see `delaySeconds`). */
export async function holdBack(db: Db, key: string, seconds: number): Promise<void> {
  await db
    .update(authThrottle)
    .set({ lockedUntil: sql`now() + make_interval(secs => ${seconds})` })
    .where(eq(authThrottle.key, key));
}

/** Whole seconds until `key` may be used again, rounded up; 0 when it is not held back. */
export async function lockedSeconds(db: Db, key: string): Promise<number> {
  const [row] = await db
    .select({ seconds: sql<number>`ceil(extract(epoch from ${authThrottle.lockedUntil} - now()))`.mapWith(Number) })
    .from(authThrottle)
    .where(and(eq(authThrottle.key, key), gt(authThrottle.lockedUntil, sql`now()`)))
    .limit(1);
  return row ? Math.max(1, row.seconds) : 0;
}

/** True while `key` is locked (its `locked_until` lies in the future). */
export async function isLocked(db: Db, key: string): Promise<boolean> {
  return (await lockedSeconds(db, key)) > 0;
}

/** Forgets the counter and any lock of `key` (successful sign-in, password reset). */
export async function clearKey(db: Db, key: string): Promise<void> {
  await db.delete(authThrottle).where(eq(authThrottle.key, key));
}

/** Forgets the sign-in delays of an address (as typed) from every client address (password reset or change). */
export async function clearAccountKeys(db: Db, email: string): Promise<void> {
  await db.delete(authThrottle).where(like(authThrottle.key, `${likeEscape(`account-ip:${emailPart(email)}|`)}%`));
}

/** Deletes counters whose window and lock are over, so the table holds only the last 15 minutes. */
export async function pruneThrottle(db: Db): Promise<void> {
  await db
    .delete(authThrottle)
    .where(
      and(
        lt(authThrottle.windowStart, sql`now() - ${windowInterval}`),
        or(isNull(authThrottle.lockedUntil), lt(authThrottle.lockedUntil, sql`now()`)),
      ),
    );
}
