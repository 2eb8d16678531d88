/**
 * How long the beroepen-quiz keeps a prospect (docs/decisions/036-profession-quiz.md; privacy registry entry of
 * quiz_prospects): PROSPECT_RETENTION_MONTHS (src/config.server.ts, default 12) after their consent, unless staff
 * delete or invite them sooner. Then the row, with name, contact details and answers, is deleted.
 *
 * The clean-up runs at most once an hour per process and database (server/housekeeping.ts `atMostEvery`) when the
 * public quiz stores a prospect and when staff or teachers read the prospects, and once an hour per cluster as
 * scheduled work (`PROSPECT_PRUNE_TASK`, server/scheduled.ts), so the period also holds when nobody calls.
 */
import { lt } from 'drizzle-orm';
import { config } from '#src/config.server';
import type { Db } from '#src/server/db/client';
import { quizProspects } from '#src/server/db/schema';
import { atMostEvery } from '#src/server/housekeeping';
import type { ScheduledTask } from '#src/server/scheduled';

/** How often the clean-up runs at most, per process and database: ms (one hour). */
export const PROSPECT_PRUNE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * `date` plus `months` calendar months (negative: minus) in UTC, the day clipped to the last day of a shorter month
 * (31 January + 1 month = 28 or 29 February), as PostgreSQL adds an interval of months.
 */
export function addMonths(date: Date, months: number): Date {
  const total = date.getUTCFullYear() * 12 + date.getUTCMonth() + months;
  const year = Math.floor(total / 12);
  const month = total - year * 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const result = new Date(date.getTime());
  result.setUTCFullYear(year, month, Math.min(date.getUTCDate(), lastDay));
  return result;
}

/** When a prospect who consented at `consentAt` is erased: PROSPECT_RETENTION_MONTHS later. */
export function retentionEnd(consentAt: Date): Date {
  return addMonths(consentAt, config().PROSPECT_RETENTION_MONTHS);
}

/**
 * Deletes every prospect who consented more than PROSPECT_RETENTION_MONTHS before `now`.
 * @param now the current time (tests pass their own).
 * @returns the number of prospects deleted.
 */
export async function pruneProspects(db: Db, now: Date = new Date()): Promise<number> {
  const cutoff = addMonths(now, -config().PROSPECT_RETENTION_MONTHS);
  const deleted = await db.delete(quizProspects).where(lt(quizProspects.consentAt, cutoff)).returning({ id: quizProspects.id });
  return deleted.length;
}

/** `pruneProspects` unless it ran for `db` in this process within the last hour (`atMostEvery`). */
export async function pruneProspectsNow(db: Db): Promise<void> {
  await atMostEvery(db, 'quiz-prospects', () => pruneProspects(db), PROSPECT_PRUNE_INTERVAL_MS);
}

/**
 * The hourly clean-up as scheduled work once per cluster (server/scheduled.ts, run by the mail outbox's worker of
 * every API process; docs/decisions/049-mail-outbox.md): of several processes on one database, one prunes each hour.
 */
export const PROSPECT_PRUNE_TASK: ScheduledTask = {
  name: 'quiz-prospects',
  intervalMs: PROSPECT_PRUNE_INTERVAL_MS,
  run: (db) => pruneProspects(db),
};
