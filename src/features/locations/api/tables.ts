/**
 * Tables of the locations feature: addresses where PAT days and lessons happen, and their rooms. Re-exported by
 * src/server/db/schema.ts.
 */
import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from '#src/server/db/columns';

/**
 * A location (locatie, docs/domain.md glossary): address (postcode `1234 AB`), accessibility for visitors (step-free
 * entrance, lift, a text), directions for candidates, and staff's internal notes. Texts are plain text. Archived, not
 * deleted, once planned on. Who reads which text: src/lib/note-audiences.ts (docs/decisions/041).
 */
export const locations = pgTable(
  'locations',
  {
    id: id(),
    name: text('name').notNull(),
    street: text('street').notNull(),
    postcode: text('postcode').notNull(),
    city: text('city').notNull(),
    stepFree: boolean('step_free').notNull().default(false),
    lift: boolean('lift').notNull().default(false),
    /** About access for visitors (parking, toilets, a hearing loop), shown to candidates (src/lib/note-audiences.ts). */
    accessibilityText: text('accessibility_text'),
    /** Staff's own notes, never shown to candidates, teachers or contact persons (src/lib/note-audiences.ts). */
    internalNotes: text('internal_notes'),
    directions: text('directions'),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('locations_name_idx').on(t.name, t.id)],
);

/** A room of a location, with how many people it seats (1–500). PAT days and lessons are planned in rooms. */
export const rooms = pgTable(
  'rooms',
  {
    id: id(),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    capacity: integer('capacity').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('rooms_location_idx').on(t.locationId, t.name)],
);
