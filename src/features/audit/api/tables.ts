/**
 * The audit log's table (architecture.md, "audit log"; docs/decisions/004-audit-log-writes.md). Re-exported by
 * src/server/db/schema.ts.
 */
import {
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { id } from '#src/server/db/columns';

/**
 * Audit log: one row per `/api` call and per sign-in, failed sign-in and sign-out. Never a token, password
 * or message body (architecture.md, "audit").
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    requestId: text('request_id').notNull(),
    userId: uuid('user_id'),
    role: text('role'),
    method: text('method').notNull(),
    route: text('route').notNull(),
    status: integer('status').notNull(),
    durationMs: integer('duration_ms').notNull(),
    clientIp: text('client_ip'),
    outcome: text('outcome').notNull(),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_user_idx').on(t.userId, t.at),
    index('audit_log_route_idx').on(t.route, t.at),
  ],
);
