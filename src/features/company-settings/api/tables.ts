/**
 * Tables of the company-settings feature (docs/decisions/059-company-settings.md): the company's own settings that
 * admins change on /cp/instellingen, the logos uploaded there, and the history of every change. Re-exported by
 * src/server/db/schema.ts.
 *
 * A setting column that is null has no value of its own: the environment variable named in SETTINGS
 * (contract.ts) is used instead, so clearing a value returns to that default.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bytea, createdAt, id } from '#src/server/db/columns';
import { users } from '#src/features/accounts/api/tables';

/**
 * A logo as uploaded and re-encoded (PNG, at most LOGO_MAX_WIDTH × LOGO_MAX_HEIGHT pixels, no metadata). Rows are
 * never changed or deleted: an invoice names the logo it was made with (its seller's `logoId`), so a new upload
 * never changes an invoice made before it.
 */
export const companyLogos = pgTable('company_logos', {
  id: id(),
  png: bytea('png').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  createdAt: createdAt(),
});

/** The one row of settings (`id` 'company'); each null column falls back to its environment default. */
export const companySettings = pgTable(
  'company_settings',
  {
    id: text('id').primaryKey().default('company'),
    sellerName: text('seller_name'),
    sellerStreet: text('seller_street'),
    sellerPostcode: text('seller_postcode'),
    sellerCity: text('seller_city'),
    sellerKvk: text('seller_kvk'),
    sellerVatNumber: text('seller_vat_number'),
    sellerIban: text('seller_iban'),
    sellerBic: text('seller_bic'),
    sellerEmail: text('seller_email'),
    /** '#rrggbb', lower case, contrast with white ≥ 4.5:1 (WCAG 2.2 SC 1.4.3). */
    primaryColour: text('primary_colour'),
    logoId: uuid('logo_id').references(() => companyLogos.id),
    reminderIntervalDays: integer('reminder_interval_days'),
    reminderMax: integer('reminder_max'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('company_settings_single_row', sql`${t.id} = 'company'`)],
);

/**
 * Who changed which setting when, from what to what: one row per changed field (a setting key of SETTINGS, 'logo',
 * or a profession's field with the profession's name in `subject`). Values are the texts as stored, null for 'no
 * value of its own' (the default applies) or 'none'.
 */
export const companySettingChanges = pgTable(
  'company_setting_changes',
  {
    id: id(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
    changedBy: uuid('changed_by').references(() => users.id),
    field: text('field').notNull(),
    subject: text('subject'),
    oldValue: text('old_value'),
    newValue: text('new_value'),
  },
  (t) => [index('company_setting_changes_at_idx').on(t.changedAt)],
);
