/**
 * Column helpers every table uses: UUID primary keys and a UTC creation time (docs/architecture.md, "data").
 */
import { timestamp, uuid } from 'drizzle-orm/pg-core';

/** `id uuid primary key default gen_random_uuid()`. */
export const id = () => uuid('id').primaryKey().defaultRandom();
/** `created_at timestamptz not null default now()`. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
