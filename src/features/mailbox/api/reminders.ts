/**
 * The day-before reminder (docs/decisions/054-notification-mails.md): a scheduled task (src/server/scheduled.ts, once
 * per cluster) that mails everyone planned on a PAT day or lesson of tomorrow (Europe/Amsterdam) what, when and where,
 * with the `.ics`, to those whose choice for the kind `reminder` includes mail (preferences.ts).
 *
 * The appointments come in through a port, `ReminderSource`, that each planning feature fills in (pat, educations)
 * and src/backend/app.ts hands in (decision 043: the mailbox imports no higher feature). Each reminder is sent at most
 * once per person and appointment: the row in `sent_reminders` (unique on person and event UID) is inserted in the
 * transaction that enqueues the mail, so a second run — later, or at the same time on another process — finds it and
 * sends nothing; a person who does not get the mail gets no row, so turning the mail on later that day still brings it.
 */
import { and, eq, lt } from 'drizzle-orm';
import { addDays, amsterdamDay } from '#src/lib/calendar-day';
import { dutchHour } from '#src/lib/i18n/format';
import type { Db } from '#src/server/db/client';
import { sentReminders } from '#src/server/db/schema';
import type { MailOutbox } from '#src/server/mail/outbox';
import type { ScheduledTask } from '#src/server/scheduled';
import { mailPeople, type NoticeMail, type Recipient } from './notify';

/** One reminder to one person about one appointment. */
export interface Reminder {
  userId: string;
  /** The appointment's calendar UID (`pat-day-…@kandidaatplatform.nl`, `lesson-…@…`): once per person and UID. */
  event: string;
  /** The appointment's day, `YYYY-MM-DD`. */
  day: string;
  /** The mail, written for the recipient in their language (null: none for them). */
  compose: (to: Recipient) => NoticeMail | null;
}

/**
 * A port through which a planning feature gives the reminders of the appointments on `day` (`YYYY-MM-DD`,
 * Europe/Amsterdam): only those that take place (planned, not archived) and only to the people planned on them,
 * each with what that person may read (src/lib/note-audiences.ts).
 */
export type ReminderSource = (db: Db, day: string) => Promise<Reminder[]>;

/** Reminders go out from this hour (Europe/Amsterdam) of the day before: in the afternoon, when people plan their next day. */
export const REMINDER_FROM_HOUR = 12;

/** Rows of `sent_reminders` are kept this many days after their appointment, then deleted (nothing reads them after). */
export const SENT_REMINDERS_KEEP_DAYS = 14;

/** How often the task looks for reminders to send: ms (15 minutes; a reminder goes once, whichever run finds it). */
export const REMINDER_INTERVAL_MS = 15 * 60_000;

/**
 * Sends the reminders of tomorrow that were not sent yet, each in its own transaction (one person's failing mail does
 * not hold back the others), and deletes `sent_reminders` rows older than SENT_REMINDERS_KEEP_DAYS. Before
 * REMINDER_FROM_HOUR it sends nothing.
 * @param now the moment of the run; tomorrow is the Amsterdam day after it.
 * @returns how many mails were put in the outbox.
 */
export async function sendDayBeforeReminders(db: Db, outbox: MailOutbox, sources: readonly ReminderSource[], now: Date = new Date()): Promise<number> {
  const today = amsterdamDay(now);
  await db.delete(sentReminders).where(lt(sentReminders.day, addDays(today, -SENT_REMINDERS_KEEP_DAYS)));
  if (dutchHour(now) < REMINDER_FROM_HOUR) return 0;
  const tomorrow = addDays(today, 1);
  let sent = 0;
  for (const source of sources) {
    for (const reminder of await source(db, tomorrow)) {
      if (reminder.day !== tomorrow) continue;
      sent += await db.transaction(async (tx) => {
        const [claimed] = await tx
          .insert(sentReminders)
          .values({ userId: reminder.userId, event: reminder.event, day: reminder.day })
          .onConflictDoNothing()
          .returning({ userId: sentReminders.userId });
        if (!claimed) return 0;
        const mailed = await mailPeople(tx, outbox, [reminder.userId], { kind: 'reminder', compose: reminder.compose });
        if (mailed.length > 0) return 1;
        // No mail for them (their choice, or an inactive account): no row either, so a later choice still counts.
        await tx.delete(sentReminders).where(and(eq(sentReminders.userId, reminder.userId), eq(sentReminders.event, reminder.event)));
        return 0;
      });
    }
  }
  return sent;
}

/**
 * The day-before reminder as scheduled work (src/server/scheduled.ts), every REMINDER_INTERVAL_MS on one process of
 * the cluster; src/backend/app.ts passes it to `startMailWorker` with the sources of pat and educations.
 * @param options.outbox where the mails go (the backend's).
 * @param options.now the clock (tests).
 */
export function dayBeforeReminderTask(options: { outbox: MailOutbox; sources: readonly ReminderSource[]; now?: () => Date }): ScheduledTask {
  return {
    name: 'day-before-reminders',
    intervalMs: REMINDER_INTERVAL_MS,
    run: (db) => sendDayBeforeReminders(db, options.outbox, options.sources, options.now?.() ?? new Date()),
  };
}

