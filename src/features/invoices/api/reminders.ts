/**
 * Payment reminders (docs/decisions/053-invoice-mail.md): an invoice that is overdue — past its due date, not paid,
 * not credited — and was itself mailed (its sent log has the invoice, at creation or mailed again by staff; one never
 * mailed — made before invoices were mailed, or for an organisation without any address — is followed up by staff,
 * not reminded of out of the blue) gets reminder 1 on the first run after its due date, and reminder n + 1 once
 * the reminder interval has passed since reminder n, up to the most reminders per invoice — both as set on
 * /cp/instellingen, else INVOICE_REMINDER_INTERVAL_DAYS and INVOICE_REMINDER_MAX (company-settings `reminderSchedule`,
 * docs/decisions/059-company-settings.md). No reminder goes within the interval after staff mailed the invoice again: the organisation just got it. Each goes, with
 * the PDF and UBL, to the addresses an invoice goes to now (mailing.ts `invoiceRecipients`), through the outbox, and
 * is written to the sent log `invoice_mailings`.
 *
 * Once per cluster and idempotent: the task runs on one process per period (server/scheduled.ts), and each invoice's
 * reminder is decided in a transaction that first locks the invoice's row (`FOR UPDATE`) and then reads the log, so a
 * second run — the same day, or on another process at the same moment — finds the step already logged and sends
 * nothing; the log's unique key (invoice, kind, step, recipient) stops a double even so.
 */
import { and, eq, exists, inArray, isNull, lt, sql } from 'drizzle-orm';
import { addDays, amsterdamDay } from '#src/lib/calendar-day';
import type { Db } from '#src/server/db/client';
import { invoiceMailings, invoices } from '#src/server/db/schema';
import type { MailOutbox } from '#src/server/mail/outbox';
import type { ScheduledTask } from '#src/server/scheduled';
import { reminderSchedule } from '#src/features/company-settings/api/settings';
import { mailInvoice } from './mailing';

/** How often the reminder task looks for due reminders: hourly, so a reminder follows its day within the hour. */
export const INVOICE_REMINDER_TASK_INTERVAL_MS = 60 * 60_000;

/** Settings of one reminder run; each defaults to the company settings (`reminderSchedule`) and today. */
export interface ReminderOptions {
  /** The Europe/Amsterdam day 'YYYY-MM-DD' the run counts for; default today. */
  today?: string;
  intervalDays?: number;
  max?: number;
}

/**
 * The reminder step due for an invoice on `today`, or null when none is: 1 when no reminder went yet, n + 1 when
 * reminder n went on `lastDay` and `intervalDays` have passed since, never more than `max`.
 */
export function dueReminderStep(last: { step: number; day: string } | null, today: string, intervalDays: number, max: number): number | null {
  if (!last) return max >= 1 ? 1 : null;
  if (last.step >= max) return null;
  return addDays(last.day, intervalDays) <= today ? last.step + 1 : null;
}

/** The last reminder logged for `invoiceId`: its step and day, or null. */
async function lastReminder(db: Db, invoiceId: string): Promise<{ step: number; day: string } | null> {
  const [row] = await db
    .select({ step: sql<number>`max(${invoiceMailings.step})::int`, day: sql<string | null>`max(${invoiceMailings.day})::text` })
    .from(invoiceMailings)
    .where(and(eq(invoiceMailings.invoiceId, invoiceId), eq(invoiceMailings.kind, 'reminder')));
  return row?.day ? { step: row.step, day: row.day } : null;
}

/** The day staff last mailed `invoiceId` again (kind 'resend'), or null. */
async function lastResendDay(db: Db, invoiceId: string): Promise<string | null> {
  const [row] = await db
    .select({ day: sql<string | null>`max(${invoiceMailings.day})::text` })
    .from(invoiceMailings)
    .where(and(eq(invoiceMailings.invoiceId, invoiceId), eq(invoiceMailings.kind, 'resend')));
  return row?.day ?? null;
}

/**
 * Sends the reminders due on `options.today` (see the module comment), one transaction per invoice.
 * @returns the invoices reminded, with the step sent and the addresses (an invoice whose organisation has no
 *   address to mail is left out and tried again at the next run).
 */
export async function sendInvoiceReminders(db: Db, outbox: MailOutbox, options: ReminderOptions = {}): Promise<{ invoiceId: string; step: number; recipients: string[] }[]> {
  const today = options.today ?? amsterdamDay();
  const schedule = options.intervalDays === undefined || options.max === undefined ? await reminderSchedule(db) : null;
  const intervalDays = options.intervalDays ?? schedule!.intervalDays;
  const max = options.max ?? schedule!.max;
  if (max < 1) return [];
  const overdue = and(
    eq(invoices.kind, 'invoice'),
    isNull(invoices.paidAt),
    isNull(invoices.creditedAt),
    lt(invoices.dueDate, today),
    exists(
      db
        .select({ one: sql`1` })
        .from(invoiceMailings)
        .where(and(eq(invoiceMailings.invoiceId, invoices.id), inArray(invoiceMailings.kind, ['invoice', 'resend']))),
    ),
  );
  const candidates = await db.select({ id: invoices.id }).from(invoices).where(overdue).orderBy(invoices.dueDate, invoices.number);
  const sent: { invoiceId: string; step: number; recipients: string[] }[] = [];
  for (const { id } of candidates) {
    const done = await db.transaction(async (tx) => {
      const [locked] = await tx.select({ id: invoices.id }).from(invoices).where(and(eq(invoices.id, id), overdue)).for('update');
      if (!locked) return null; // paid or credited since the list was read
      const step = dueReminderStep(await lastReminder(tx, id), today, intervalDays, max);
      if (step === null) return null;
      const resent = await lastResendDay(tx, id);
      if (resent && addDays(resent, intervalDays) > today) return null;
      const recipients = await mailInvoice(tx, outbox, id, 'reminder', step, today);
      return recipients.length > 0 ? { invoiceId: id, step, recipients } : null;
    });
    if (done) sent.push(done);
  }
  return sent;
}

/**
 * The reminders as scheduled work once per cluster (server/scheduled.ts), mailing through `outbox`; started with the
 * mail worker by src/backend/app.ts.
 */
export function invoiceReminderTask(outbox: MailOutbox): ScheduledTask {
  return { name: 'invoice-reminders', intervalMs: INVOICE_REMINDER_TASK_INTERVAL_MS, run: (db) => sendInvoiceReminders(db, outbox) };
}
