/**
 * Column helpers every table uses: UUID primary keys and a UTC creation time (docs/architecture.md, "data").
 */
import { customType, timestamp, uuid } from 'drizzle-orm/pg-core';

/** `id uuid primary key default gen_random_uuid()`. */
export const id = () => uuid('id').primaryKey().defaultRandom();
/** `created_at timestamptz not null default now()`. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** `bytea`, read and written as bytes (PGlite and node-postgres both answer a Buffer, a Uint8Array). */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});
