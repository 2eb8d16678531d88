/**
 * Tables of the invoices feature (docs/decisions/028-licences-and-invoices.md): one invoice per licence purchase
 * or extension, credit notes that reverse an invoice, and the per-year counter that numbers both without gaps.
 * Re-exported by src/server/db/schema.ts.
 *
 * An invoice is never edited after it is made: seller, buyer and lines are copied in at that moment (a later
 * change of address or an erased contact person leaves it as sent), and a mistake is undone by a credit note.
 * Invoices are kept when organisations are archived or people erased (Dutch fiscal retention, AWR art. 52: 7 years).
 */
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from '#src/server/db/columns';
import { users } from '#src/features/accounts/api/tables';
import { organizations } from '#src/features/organizations/api/tables';
import { licences } from '#src/features/licences/api/tables';
import type { InvoiceLineInput, InvoiceParty, InvoiceSeller } from '#src/features/invoices/documents/types';

/** 'invoice' (factuur, UBL Invoice 380) or 'credit-note' (creditnota, UBL CreditNote 381). */
export type InvoiceKind = 'invoice' | 'credit-note';

/** The last number given per calendar year: `2026-0001` is year 2026, number 1. */
export const invoiceCounters = pgTable('invoice_counters', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull(),
});

/**
 * An invoice or credit note. `number` is `{year}-{sequence:4}`; amounts are integer cents, computed once from
 * `lines` (features/invoices/totals.ts) and stored so lists can sum them. Days are Europe/Amsterdam days.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    number: text('number').notNull(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    kind: text('kind').$type<InvoiceKind>().notNull(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    licenceId: uuid('licence_id').references(() => licences.id),
    /** For a credit note: the invoice it reverses. */
    creditsInvoiceId: uuid('credits_invoice_id').references((): AnyPgColumn => invoices.id),
    issueDate: date('issue_date').notNull(),
    dueDate: date('due_date').notNull(),
    seller: jsonb('seller').$type<InvoiceSeller>().notNull(),
    buyer: jsonb('buyer').$type<InvoiceParty>().notNull(),
    lines: jsonb('lines').$type<InvoiceLineInput[]>().notNull(),
    buyerReference: text('buyer_reference'),
    netCents: integer('net_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
    grossCents: integer('gross_cents').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** Set on an invoice when a credit note reverses it. */
    creditedAt: timestamp('credited_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('invoices_number_key').on(t.number),
    uniqueIndex('invoices_year_sequence_key').on(t.year, t.sequence),
    uniqueIndex('invoices_credits_key').on(t.creditsInvoiceId).where(sql`credits_invoice_id IS NOT NULL`),
    index('invoices_organization_idx').on(t.organizationId, t.issueDate),
    index('invoices_licence_idx').on(t.licenceId),
    index('invoices_issue_idx').on(t.issueDate, t.number),
    check('invoices_kind_check', sql`(${t.kind} = 'credit-note') = (${t.creditsInvoiceId} IS NOT NULL)`),
  ],
);

/**
 * What a mailing was (docs/decisions/053-invoice-mail.md): the invoice itself, a credit note, a payment reminder, or
 * the invoice or credit note mailed again by staff (`resend`, `POST /api/invoice/{id}/send`).
 */
export const INVOICE_MAILING_KINDS = ['invoice', 'credit-note', 'reminder', 'resend'] as const;
export type InvoiceMailingKind = (typeof INVOICE_MAILING_KINDS)[number];

/**
 * The sent log of invoices (docs/decisions/053-invoice-mail.md): one row per mail written to the outbox for an invoice
 * or credit note, per recipient. It keeps its own facts (what, to whom, when) because the outbox row it names
 * (`mailId`) is deleted 30 days after delivery (src/server/mail/outbox.ts OUTBOX_KEEP_SENT_DAYS); while that row
 * exists, it tells whether delivery is still waiting or failed. `step` numbers the reminders of one invoice (1, 2, …)
 * and, apart, the times staff mailed it again (`resend` 1, 2, …); 0 for the invoice or credit note itself and `day` is the Europe/Amsterdam day the mailing was made, from which
 * the next reminder is due. The unique key makes a reminder step go once per recipient, also when two processes try.
 * `recipient` is a person's address when the organisation had no invoice address: the privacy registry replaces it
 * at that person's erasure.
 */
export const invoiceMailings = pgTable(
  'invoice_mailings',
  {
    id: id(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id),
    kind: text('kind', { enum: INVOICE_MAILING_KINDS }).notNull(),
    step: integer('step').notNull().default(0),
    recipient: text('recipient').notNull(),
    /** The mail in `mail_outbox` (no foreign key: a sent mail's row is pruned, the log stays). */
    mailId: uuid('mail_id'),
    day: date('day').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('invoice_mailings_step_key').on(t.invoiceId, t.kind, t.step, t.recipient),
    index('invoice_mailings_mail_idx').on(t.mailId),
    check('invoice_mailings_kind_check', sql`${t.kind} in ('invoice', 'credit-note', 'reminder', 'resend')`),
    check('invoice_mailings_step_check', sql`(${t.kind} in ('reminder', 'resend')) = (${t.step} > 0)`),
  ],
);
