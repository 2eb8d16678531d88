/**
 * Tables of the licences feature: an organisation's right to a number of seats of one product between two days,
 * and the ledger of who holds a seat (docs/domain.md "Licence"; docs/decisions/028-licences-and-invoices.md).
 * Re-exported by src/server/db/schema.ts.
 *
 * Seats can never be over-used: `seats_used` is kept in the same transaction as the ledger and a CHECK constraint
 * holds it between 0 and `seats`, so two people taking the last seat at once cannot both succeed, whatever the code
 * above does. A person holds at most one open seat per licence (partial unique index). A seat taken at
 * /account/setup is *held* (`held_until`) until its holder confirms their address, and counts as taken until then
 * (docs/decisions/038-unconfirmed-account-setup.md).
 */
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from '#src/server/db/columns';
import { users } from '#src/features/accounts/api/tables';
import { organizations } from '#src/features/organizations/api/tables';
import { professionTests } from '#src/features/profession-test/api/tables';

/** What a licence gives seats for: a profession test, a PAT or an education (docs/domain.md glossary "licence"). */
export type LicenceProduct = 'profession-test' | 'pat' | 'education';
/** EN 16931 VAT category (UNCL5305): S = 21 %, E = exempt (training by a CRKBO-registered provider). */
export type LicenceVat = 'S' | 'E';
/** How a seat was taken: with the licence code at /account/setup, or by staff assigning the product. */
export type SeatMethod = 'code' | 'staff';
/**
 * Why a seat was given back: by staff, moved to someone else, its holder erased, or held at /account/setup and not
 * confirmed in time (docs/decisions/038-unconfirmed-account-setup.md).
 */
export type SeatRelease = 'handed-back' | 'moved' | 'erased' | 'unconfirmed';

/**
 * A licence. `code` is what candidates type at /account/setup: 16 characters from a 31-character alphabet in groups of
 * four (about 79 bits, `ABCD-EFGH-JKMN-PQRS`). Money in integer cents; days are Europe/Amsterdam calendar days, valid
 * from `validFrom` to `validUntil` inclusive.
 */
export const licences = pgTable(
  'licences',
  {
    id: id(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    product: text('product').$type<LicenceProduct>().notNull(),
    /** The profession test, when `product` is 'profession-test'. */
    professionTestId: uuid('profession_test_id').references(() => professionTests.id),
    seats: integer('seats').notNull(),
    seatsUsed: integer('seats_used').notNull().default(0),
    validFrom: date('valid_from').notNull(),
    validUntil: date('valid_until').notNull(),
    pricePerSeatCents: integer('price_per_seat_cents').notNull(),
    vatCategory: text('vat_category').$type<LicenceVat>().notNull(),
    code: text('code').notNull(),
    /** The buyer's own reference (order or purchase number), printed on invoices (EN 16931 BT-10). */
    buyerReference: text('buyer_reference'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: uuid('revoked_by').references(() => users.id),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('licences_code_key').on(t.code),
    index('licences_organization_idx').on(t.organizationId, t.validUntil),
    index('licences_created_idx').on(t.createdAt, t.id),
    check('licences_seats_check', sql`${t.seats} > 0`),
    check('licences_seats_used_check', sql`${t.seatsUsed} >= 0 AND ${t.seatsUsed} <= ${t.seats}`),
    check('licences_period_check', sql`${t.validUntil} >= ${t.validFrom}`),
    check('licences_price_check', sql`${t.pricePerSeatCents} >= 0`),
    check('licences_product_check', sql`(${t.product} = 'profession-test') = (${t.professionTestId} IS NOT NULL)`),
  ],
);

/**
 * The seat ledger: one row per seat taken, closed (`releasedAt`) when it is handed back, moved to someone else, its
 * holder is erased, or a hold ran out. The holder keeps their results either way.
 *
 * `heldUntil`: set while the seat is only held for an account made at /account/setup whose address is not confirmed
 * yet (SETUP_HOLD_HOURS after the setup); the seat counts as taken, and its product is given only at confirmation.
 * Confirming (or staff sending a new invitation) clears it; when it passes first, the seat is released with reason
 * 'unconfirmed' and the column keeps the time (docs/decisions/038-unconfirmed-account-setup.md).
 */
export const licenceSeats = pgTable(
  'licence_seats',
  {
    id: id(),
    licenceId: uuid('licence_id')
      .notNull()
      .references(() => licences.id),
    holderId: uuid('holder_id')
      .notNull()
      .references(() => users.id),
    method: text('method').$type<SeatMethod>().notNull(),
    /** Staff who gave the seat; null when the holder took it with the code. */
    takenBy: uuid('taken_by').references(() => users.id),
    takenAt: timestamp('taken_at', { withTimezone: true }).notNull().defaultNow(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    releasedBy: uuid('released_by').references(() => users.id),
    releaseReason: text('release_reason').$type<SeatRelease>(),
    heldUntil: timestamp('held_until', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('licence_seats_open_key').on(t.licenceId, t.holderId).where(sql`released_at IS NULL`),
    // Holds that are still open, by their end: what the clean-up reads (features/privacy/api/setup-holds.ts).
    index('licence_seats_held_idx').on(t.heldUntil).where(sql`released_at IS NULL AND held_until IS NOT NULL`),
    index('licence_seats_licence_idx').on(t.licenceId, t.takenAt),
    index('licence_seats_holder_idx').on(t.holderId),
  ],
);
