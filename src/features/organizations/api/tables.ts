/**
 * Tables of the organisations feature: client organisations (employers, municipalities, reintegration firms) with
 * their registration numbers, addresses and notes. Re-exported by src/server/db/schema.ts.
 */
import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id } from '#src/server/db/columns';

/**
 * A client organisation (docs/domain.md glossary). Texts are stored as typed (plain text, never rendered as HTML).
 * `kvkNumber`: 8 digits (Kamer van Koophandel); `vatNumber`: a Dutch or EU btw-id, upper case without spaces;
 * postcodes as `1234 AB`. An organisation with people is archived (`archivedAt`), never deleted.
 */
export const organizations = pgTable(
  'organizations',
  {
    id: id(),
    name: text('name').notNull(),
    kvkNumber: text('kvk_number'),
    vatNumber: text('vat_number'),
    visitStreet: text('visit_street'),
    visitPostcode: text('visit_postcode'),
    visitCity: text('visit_city'),
    invoiceStreet: text('invoice_street'),
    invoicePostcode: text('invoice_postcode'),
    invoiceCity: text('invoice_city'),
    invoiceEmail: text('invoice_email'),
    notes: text('notes'),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('organizations_name_idx').on(t.name, t.id)],
);
