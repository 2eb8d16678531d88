/**
 * How long the beroepen-quiz keeps a prospect (docs/decisions/036-profession-quiz.md; privacy registry entry of
 * quiz_prospects): PROSPECT_RETENTION_MONTHS (src/config.server.ts, default 12) after their consent, unless staff
 * delete or invite them sooner. Then the row, with name, contact details and answers, is deleted.
 *
 * The clean-up runs at most once an hour per process and database (server/housekeeping.ts `atMostEvery`): when the
 * public quiz stores a prospect, when staff or teachers read the prospects, and on an hourly timer of the API
 * process (`keepProspectsPruned`, started by src/backend/app.ts), so the period also holds when nobody calls.
 */
import { lt } from 'drizzle-orm';
import { config } from '#src/config.server';
import type { Db } from '#src/server/db/client';
import { quizProspects } from '#src/server/db/schema';
import { atMostEvery } from '#src/server/housekeeping';

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
 * Runs `pruneProspectsNow` every hour on the database `database()` gives, without keeping the process alive
 * (an unref'd timer). A failing run is reported to `logError` and tried again an hour later.
 * @param database the open database, or undefined while none is open (then the run is skipped: a clean-up never
 *   opens the database itself, for instance during shutdown).
 * @returns a function that stops the timer.
 */
export function keepProspectsPruned(database: () => Promise<Db> | undefined, logError: (error: unknown) => void): () => void {
  const timer = setInterval(() => {
    const db = database();
    if (db) db.then(pruneProspectsNow).catch(logError);
  }, PROSPECT_PRUNE_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
