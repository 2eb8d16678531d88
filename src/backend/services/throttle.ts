/**
 * Sign-in throttling in the `auth_throttle` table, so every server instance shares the counters
 * (architecture.md, "scale-out"). A key (`account:{email}` or `ip:{address}`) counts events in a fixed
 * window of 15 minutes that starts at its first event; when `lockAt` events are reached the key is locked for
 * 15 minutes (OWASP ASVS 2.2.1: anti-automation; OWASP Authentication Cheat Sheet, "Account lockout").
 *
 * All times come from the database clock (`now()`), so instances with drifting clocks agree.
 *
 * @example
 *   const { count } = await countEvent(db, ipKey(clientIp));
 *   if (count > config().LOGIN_IP_LIMIT) throw apiError(429, …);
 */
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { authThrottle } from '../db/schema';

/** Length of a counting window and of a lock, minutes. */
export const THROTTLE_MINUTES = 15;
/** Failed sign-ins for one account within the window that lock it (issue: 10 in 15 minutes). */
export const ACCOUNT_FAILURE_LIMIT = 10;

const windowInterval = sql.raw(`interval '${THROTTLE_MINUTES} minutes'`);

/** Throttle key for an account, by the e-mail address as typed (lower-cased), whether or not it exists. */
export function accountKey(email: string): string {
  return `account:${email.trim().toLowerCase()}`;
}

/** Throttle key for a client IP address. */
export function ipKey(address: string): string {
  return `ip:${address}`;
}

/**
 * Counts one event for `key` in its current window (a new window starts when the last one is over).
 * @param options.lockAt when the count reaches this number, the key is locked for 15 minutes.
 * @returns the number of events in the current window (this one included) and whether the key is locked now.
 */
export async function countEvent(
  db: Db,
  key: string,
  options: { lockAt?: number } = {},
): Promise<{ count: number; locked: boolean }> {
  const t = authThrottle;
  const restart = sql`${t.windowStart} <= now() - ${windowInterval}`;
  const next = sql`CASE WHEN ${restart} THEN 1 ELSE ${t.failures} + 1 END`;
  const lockAt = options.lockAt ?? null;
  const [row] = await db
    .insert(t)
    .values({
      key,
      failures: 1,
      windowStart: sql`now()`,
      lockedUntil: lockAt !== null && lockAt <= 1 ? sql`now() + ${windowInterval}` : null,
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
    .returning({ count: t.failures, locked: sql<boolean>`coalesce(${t.lockedUntil} > now(), false)` });
  if (!row) throw new Error('auth_throttle: geen rij na upsert');
  return { count: row.count, locked: Boolean(row.locked) };
}

/** True while `key` is locked (its `locked_until` lies in the future). */
export async function isLocked(db: Db, key: string): Promise<boolean> {
  const [row] = await db
    .select({ key: authThrottle.key })
    .from(authThrottle)
    .where(and(eq(authThrottle.key, key), gt(authThrottle.lockedUntil, sql`now()`)))
    .limit(1);
  return row !== undefined;
}

/** Forgets the counter and any lock of `key` (successful sign-in, password reset). */
export async function clearKey(db: Db, key: string): Promise<void> {
  await db.delete(authThrottle).where(eq(authThrottle.key, key));
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
