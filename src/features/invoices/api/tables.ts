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
