/**
 * The clean-up of account setups that were never confirmed (docs/decisions/038-unconfirmed-account-setup.md): a
 * seat held for an account made at /account/setup is released when SETUP_HOLD_HOURS pass without the address being
 * confirmed (licences/api/seats.ts `releaseExpiredHolds`, reason 'unconfirmed'), and the account then goes: it is
 * erased through the privacy registry like any person (erase.ts `eraseAccountIf`), so nothing of the address or name
 * typed stays, the ledger keeps its closed row pointing at the nameless tombstone (docs/decisions/028 §3), and the
 * address is free to be set up again.
 *
 * No separate daemon: every SETUP_CLEANUP_INTERVAL_MS one API process runs it as scheduled work (`SETUP_EXPIRY_TASK`,
 * server/scheduled.ts, started by src/backend/app.ts);
 * releasing is also done lazily where it matters — taking a seat on a full licence, account setup with a full
 * licence, reading a licence (seats.ts) — and a new setup with the same address erases its run-out predecessor
 * first (`expireUnconfirmedAccount`). Every step is conditional on the rows as they are when locked, so processes
 * doing it at the same time do it once.
 *
 * It lives in privacy because erasing does, and nothing but src/backend may import privacy: account setup
 * (licences/api/account-setup.ts) gets `expireUnconfirmedAccount` passed in by src/backend/app.ts through
 * `accountSetupRouter` (licences' `ExpireUnconfirmedAccount`) rather than importing it.
 */
import { and, eq, exists, isNull, sql } from 'drizzle-orm';
import type { Db } from '#src/server/db/client';
import { licenceSeats, users } from '#src/server/db/schema';
import { atMostEvery } from '#src/server/housekeeping';
import type { ScheduledTask } from '#src/server/scheduled';
import { releaseExpiredHolds } from '#src/features/licences/api/seats';
import { eraseAccountIf } from './erase';

/** How often the clean-up runs at most, per process and database: ms (15 minutes). */
export const SETUP_CLEANUP_INTERVAL_MS = 15 * 60 * 1000;

/**
 * An account that a setup left behind: still invited, its code taken away when its hold ran out, and a seat it held
 * released as 'unconfirmed'. A staff invitation never matches (no such seat), nor does a setup account staff sent a
 * new invitation (it has a code again).
 */
function leftBehind(db: Db) {
  return and(
    eq(users.status, 'invited'),
    isNull(users.inviteCodeHash),
    exists(
      db
        .select({ one: sql`1` })
        .from(licenceSeats)
        .where(and(eq(licenceSeats.holderId, users.id), eq(licenceSeats.releaseReason, 'unconfirmed'))),
    ),
  )!;
}

/**
 * Releases the run-out holds of the account `userId` and erases it if it is a setup left behind (`leftBehind`).
 * Has the shape of licences/api/account-setup.ts `ExpireUnconfirmedAccount`, which account setup is given.
 * @returns whether it was erased (then its address is free).
 */
export async function expireUnconfirmedAccount(db: Db, userId: string): Promise<boolean> {
  await db.transaction((tx) => releaseExpiredHolds(tx, { holderId: userId }));
  return eraseAccountIf(db, userId, leftBehind(db));
}

/**
 * Releases every hold that ran out, then erases every account a setup left behind, one by one.
 * @returns the numbers of seats released and accounts erased.
 */
export async function expireSetups(db: Db): Promise<{ released: number; erased: number }> {
  const released = await db.transaction((tx) => releaseExpiredHolds(tx));
  const stale = await db.select({ id: users.id }).from(users).where(leftBehind(db));
  let erased = 0;
  for (const { id } of stale) if (await eraseAccountIf(db, id, leftBehind(db))) erased++;
  return { released, erased };
}

/** `expireSetups` unless it ran for `db` in this process within SETUP_CLEANUP_INTERVAL_MS (`atMostEvery`). */
export async function expireSetupsNow(db: Db): Promise<void> {
  await atMostEvery(db, 'setup-holds', () => expireSetups(db), SETUP_CLEANUP_INTERVAL_MS);
}

/**
 * The clean-up every SETUP_CLEANUP_INTERVAL_MS as scheduled work once per cluster (server/scheduled.ts, run by the
 * mail outbox's worker of every API process; docs/decisions/049-mail-outbox.md).
 */
export const SETUP_EXPIRY_TASK: ScheduledTask = {
  name: 'setup-holds',
  intervalMs: SETUP_CLEANUP_INTERVAL_MS,
  run: (db) => expireSetups(db),
};
