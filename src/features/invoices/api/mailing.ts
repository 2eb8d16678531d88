/**
 * Invoices by e-mail (docs/decisions/053-invoice-mail.md): every invoice and credit note is mailed when it is made,
 * and an overdue invoice gets payment reminders (reminders.ts). Each mail carries the PDF and the UBL 2.1 XML — the
 * same files the downloads serve (files.ts) — and is written to the outbox in the transaction that makes the
 * invoice or decides the reminder (docs/decisions/049-mail-outbox.md), with one row per recipient in the sent log
 * `invoice_mailings` (tables.ts).
 *
 * Recipients: the organisation's invoice address (`organizations.invoice_email`, set on the organisation form), or,
 * when it has none, each of its active contact persons, one mail each. The mails are Dutch: organisations and
 * contact persons are not candidates (docs/decisions/052-mail-templates.md).
 */
import { logoPng } from '#src/features/company-settings/api/settings';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { pageUrl } from '#src/config.server';
import { amsterdamDay, longDayText } from '#src/lib/calendar-day';
import type { Db } from '#src/server/db/client';
import { invoiceMailings, invoices, mailOutbox, organizations, users } from '#src/server/db/schema';
import type { OutgoingMail } from '#src/server/mail/mailer';
import type { MailOutbox } from '#src/server/mail/outbox';
import { apiError } from '#src/server/errors';
import { renderMail } from '#src/server/mail/template';
import type { InvoiceMailing } from '#src/features/invoices/contract';
import type { InvoiceDocument } from '#src/features/invoices/documents/types';
import { creditNoteSettlement } from '#src/features/invoices/documents/ubl';
import { groupedIban } from '#src/features/invoices/documents/validate';
import { formatEuro, invoiceTotals } from '#src/features/invoices/totals';
import { invoiceAttachments } from './files';
import type { InvoiceMailingKind } from './tables';
import { INVOICE_TITLES } from './titles';

type InvoiceRow = typeof invoices.$inferSelect;

/** The invoice `row` as a document for the PDF and UBL; reads the number and date of the invoice a credit note reverses. */
export async function documentOfRow(db: Db, row: InvoiceRow): Promise<InvoiceDocument> {
  const [credited] = row.creditsInvoiceId
    ? await db.select({ number: invoices.number, issueDate: invoices.issueDate }).from(invoices).where(eq(invoices.id, row.creditsInvoiceId))
    : [];
  return {
    kind: row.kind,
    number: row.number,
    issueDate: row.issueDate,
    dueDate: row.dueDate,
    seller: row.seller,
    buyer: row.buyer,
    lines: row.lines,
    paymentReference: row.number,
    buyerReference: row.buyerReference,
    creditedInvoice: credited ?? null,
    logoPng: await logoPng(db, row.seller.logoId),
  };
}

/** A recipient of an invoice mail: the invoice address (`name` null) or a contact person. */
export interface InvoiceRecipient {
  email: string;
  name: string | null;
}

/**
 * Who gets the mails of `organizationId`'s invoices now: its invoice address, or else its active contact persons
 * (by name). Empty when it has neither: then nothing is mailed and the sent log stays empty.
 */
export async function invoiceRecipients(db: Db, organizationId: string): Promise<{ organizationName: string; recipients: InvoiceRecipient[] }> {
  const [org] = await db.select({ name: organizations.name, invoiceEmail: organizations.invoiceEmail }).from(organizations).where(eq(organizations.id, organizationId));
  if (!org) return { organizationName: '', recipients: [] };
  const invoiceEmail = org.invoiceEmail?.trim();
  if (invoiceEmail) return { organizationName: org.name, recipients: [{ email: invoiceEmail, name: null }] };
  const people = await db
    .select({ email: users.email, name: users.name })
    .from(users)
    .where(and(eq(users.organizationId, organizationId), eq(users.role, 'ContactPerson'), eq(users.status, 'active')))
    .orderBy(asc(users.name), asc(users.email));
  return { organizationName: org.name, recipients: people };
}

/**
 * The Dutch texts of one invoice mail (template.tsx `MailContent` without the language). A resend (`kind` 'resend')
 * is the invoice's or credit note's own mail again.
 */
function mailTexts(doc: InvoiceDocument, mailingKind: InvoiceMailingKind, step: number, organizationName: string, to: InvoiceRecipient) {
  const kind = mailingKind === 'resend' ? doc.kind : mailingKind;
  const amount = formatEuro(doc.kind === 'credit-note' ? -invoiceGross(doc) : invoiceGross(doc));
  const pay = `Maak het bedrag vóór ${longDayText(doc.dueDate)} over naar ${groupedIban(doc.seller.iban)} ten name van ${doc.seller.name}, onder vermelding van ${doc.number}.`;
  const files = 'In de bijlage staan de PDF en de e-factuur (UBL) voor je boekhoudpakket.';
  const questions = `Vragen over deze factuur? Mail naar ${doc.seller.email}.`;
  const portal = to.name ? { label: 'Bekijk de facturen van je organisatie', url: pageUrl('/contactperson/invoices') } : undefined;
  const reason = to.name
    ? `Je krijgt deze e-mail omdat je contactpersoon bent van ${organizationName}, en de organisatie geen apart adres voor facturen heeft opgegeven.`
    : `Je krijgt deze e-mail omdat dit adres bij ons het factuuradres van ${organizationName} is.`;
  const common = { language: 'nl' as const, greeting: to.name ? `Beste ${to.name},` : 'Goedendag,', signOff: ['Met vriendelijke groet,', doc.seller.name], reason };
  if (kind === 'reminder') {
    return {
      ...common,
      subject: `Herinnering: factuur ${doc.number} is nog niet betaald`,
      before: [
        `Factuur ${doc.number} van ${longDayText(doc.issueDate)} aan ${organizationName}, ${amount} inclusief btw, had vóór ${longDayText(doc.dueDate)} betaald moeten zijn. We hebben de betaling nog niet ontvangen.${step > 1 ? ` Dit is herinnering ${step}.` : ''}`,
        pay,
        'Heb je het bedrag de afgelopen dagen al overgemaakt? Dan kun je deze herinnering negeren.',
      ],
      ...(portal ? { action: portal } : {}),
      after: [files, questions],
    };
  }
  if (kind === 'credit-note') {
    const credited = doc.creditedInvoice ? `factuur ${doc.creditedInvoice.number} van ${longDayText(doc.creditedInvoice.issueDate)}` : 'een eerdere factuur';
    return {
      ...common,
      subject: `Creditnota ${doc.number} van ${doc.seller.name}`,
      before: [
        `Hierbij ontvang je creditnota ${doc.number} voor ${organizationName}: ${amount} inclusief btw. De creditnota draait ${credited} terug; die hoef je niet meer te betalen.`,
        `Had je die factuur al betaald? ${creditNoteSettlement(doc, longDayText)}`,
      ],
      ...(portal ? { action: portal } : {}),
      after: [files, questions],
    };
  }
  return {
    ...common,
    subject: `Factuur ${doc.number} van ${doc.seller.name}`,
    before: [`Hierbij ontvang je factuur ${doc.number} van ${longDayText(doc.issueDate)} voor ${organizationName}: ${amount} inclusief btw.`, pay],
    ...(portal ? { action: portal } : {}),
    after: [files, questions],
  };
}

/** The total of `doc` including VAT in cents, as the documents compute it (totals.ts). */
const invoiceGross = (doc: InvoiceDocument) => invoiceTotals(doc.lines).grossCents;

/**
 * The mails of one mailing of invoice `invoiceId`: one per recipient (`invoiceRecipients`), each with the PDF and
 * the UBL XML attached (files.ts `invoiceAttachments`, the bytes the downloads serve). Writes nothing. Exported for
 * tests that need the mail a real creation sends (an end-to-end test's expected attachments).
 * @param kind 'invoice' for an invoice, 'credit-note' for a credit note, 'reminder' (with `step` ≥ 1) for a reminder,
 *   'resend' (with `step` ≥ 1) for the invoice's or credit note's own mail sent again by staff.
 * @returns the mails (empty when the organisation has no address to mail), with their recipients.
 * @throws Error for an unknown id; apiError 409/500 when a file cannot be made (files.ts `fromDocument`).
 */
export async function buildInvoiceMails(
  db: Db,
  invoiceId: string,
  kind: InvoiceMailingKind = 'invoice',
  step = 0,
): Promise<{ recipient: InvoiceRecipient; mail: OutgoingMail }[]> {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, invoiceId));
  if (!row) throw new Error(`invoice ${invoiceId} bestaat niet`);
  const { organizationName, recipients } = await invoiceRecipients(db, row.organizationId);
  if (recipients.length === 0) return [];
  const doc = await documentOfRow(db, row);
  const attachments = await invoiceAttachments(doc);
  return Promise.all(
    recipients.map(async (recipient) => ({
      recipient,
      mail: { ...(await renderMail(recipient.email, mailTexts(doc, kind, step, organizationName, recipient))), attachments },
    })),
  );
}

/**
 * Mails invoice `invoiceId` (kind 'invoice' or 'credit-note', `step` 0) or reminder `step` of it, on `tx` — the
 * transaction that made the invoice or decided the reminder — through `outbox`, and writes one `invoice_mailings` row
 * per recipient naming its outbox mail.
 * @param day the Europe/Amsterdam day the mailing counts for (reminders are due from it); default today.
 * @returns the addresses mailed (none when the organisation has no invoice address and no active contact person).
 */
export async function mailInvoice(
  tx: Db,
  outbox: MailOutbox,
  invoiceId: string,
  kind: InvoiceMailingKind,
  step = 0,
  day: string = amsterdamDay(),
): Promise<string[]> {
  const mails = await buildInvoiceMails(tx, invoiceId, kind, step);
  for (const { recipient, mail } of mails) {
    const mailId = await outbox.enqueue(tx, mail);
    await tx.insert(invoiceMailings).values({ invoiceId, kind, step, recipient: recipient.email, mailId, day });
  }
  return mails.map((m) => m.recipient.email);
}

/**
 * Mails invoice or credit note `invoiceId` again (`POST /api/invoice/{id}/send`, staff; decision 053): the same mail
 * as at its creation, with the same PDF and UBL, to the addresses that apply now (`invoiceRecipients`: the current
 * invoice address, or else the active contact persons), logged as kind 'resend' with the next resend step of the
 * invoice. In one transaction that first locks the invoice row, so two resends at the same moment get steps 1 and 2
 * and never collide on the log's unique key. Works for an invoice in any state (a paid or credited one too: staff
 * decide) and for one that was never mailed because the organisation had no address then.
 * @returns the addresses mailed.
 * @throws apiError 404 for an unknown id; 409 `noRecipient` when the organisation has no invoice address and no
 *   active contact person (nothing is written), 409/500 when a file cannot be made (files.ts).
 */
export async function resendInvoice(db: Db, outbox: MailOutbox, invoiceId: string, day: string = amsterdamDay()): Promise<string[]> {
  return db.transaction(async (tx) => {
    const [locked] = await tx.select({ id: invoices.id, organizationId: invoices.organizationId }).from(invoices).where(eq(invoices.id, invoiceId)).for('update');
    if (!locked) throw apiError(404, INVOICE_TITLES.notFound);
    const { recipients } = await invoiceRecipients(tx, locked.organizationId);
    if (recipients.length === 0) throw apiError(409, INVOICE_TITLES.noRecipient);
    const [last] = await tx
      .select({ step: sql<number>`coalesce(max(${invoiceMailings.step}), 0)::int` })
      .from(invoiceMailings)
      .where(and(eq(invoiceMailings.invoiceId, invoiceId), eq(invoiceMailings.kind, 'resend')));
    return mailInvoice(tx, outbox, invoiceId, 'resend', (last?.step ?? 0) + 1, day);
  });
}

/**
 * The sent logs of `invoiceIds`, oldest first per invoice, with each mail's delivery from its outbox row while that
 * row exists; a row that is gone was sent and pruned (only sent mails are pruned, OUTBOX_KEEP_SENT_DAYS), so it
 * counts as 'sent' with `sentAt` unknown.
 */
export async function mailingsOf(db: Db, invoiceIds: string[]): Promise<Map<string, InvoiceMailing[]>> {
  const byInvoice = new Map<string, InvoiceMailing[]>(invoiceIds.map((id) => [id, []]));
  if (invoiceIds.length === 0) return byInvoice;
  const rows = await db
    .select({
      invoiceId: invoiceMailings.invoiceId,
      kind: invoiceMailings.kind,
      step: invoiceMailings.step,
      recipient: invoiceMailings.recipient,
      day: invoiceMailings.day,
      createdAt: invoiceMailings.createdAt,
      state: mailOutbox.state,
      sentAt: mailOutbox.sentAt,
    })
    .from(invoiceMailings)
    .leftJoin(mailOutbox, eq(mailOutbox.id, invoiceMailings.mailId))
    .where(inArray(invoiceMailings.invoiceId, invoiceIds))
    .orderBy(asc(invoiceMailings.createdAt), asc(invoiceMailings.step), asc(invoiceMailings.recipient));
  for (const row of rows) {
    byInvoice.get(row.invoiceId)?.push({
      kind: row.kind,
      step: row.step,
      recipient: row.recipient,
      day: row.day,
      createdAt: row.createdAt.toISOString(),
      delivery: row.state === 'pending' ? 'waiting' : row.state === 'failed' ? 'failed' : 'sent',
      sentAt: row.sentAt?.toISOString() ?? null,
    });
  }
  return byInvoice;
}
