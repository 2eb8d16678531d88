/**
 * The audit log's table (docs/architecture.md, "audit log"; docs/decisions/004-audit-log-writes.md). Re-exported by
 * src/server/db/schema.ts.
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { id } from '#src/server/db/columns';
import { ACTIVITY_METHODS, QUIET_CALLS } from '#src/features/audit/activity';

/** A constant of the code as an SQL literal (single quotes doubled), so query and index carry the same text. */
const literal = (value: string | number): SQL =>
  sql.raw(typeof value === 'number' ? String(value) : `'${value.replaceAll("'", "''")}'`);

/**
 * The audit rows that are activity (features/audit/activity.ts `isActivity`): a method of ACTIVITY_METHODS, a
 * status below 400, none of the QUIET_CALLS (`*` one segment, here `[^/]+`). One SQL text with the constants written
 * out, used as the predicate of the partial index audit_log_activity_idx and as `recentActivity`'s condition, so
 * PostgreSQL sees that the index holds exactly the rows the query asks for and reads the newest ten from it,
 * however many page views and answer saves came after them (docs/decisions/024-lists-at-scale.md).
 */
export function activityPredicate(t: { method: AnyPgColumn; status: AnyPgColumn; route: AnyPgColumn }): SQL {
  const methods = sql.join(ACTIVITY_METHODS.map(literal), sql`, `);
  // `*` is exactly one segment, as in activity.ts: a regular expression, since LIKE's `%` would also match deeper
  // routes ('/api/reports/%' would hide PUT /api/reports/{id}/sharing). The patterns hold no other regex characters.
  const quiet = QUIET_CALLS.map(
    ([method, pattern]) => sql` AND NOT (${t.method} = ${literal(method)} AND ${t.route} ~ ${literal(`^${pattern.replaceAll('*', '[^/]+')}$`)})`,
  );
  return sql`${t.method} IN (${methods}) AND ${t.status} < ${literal(400)}${sql.join(quiet)}`;
}

/**
 * Audit log: one row per `/api` call and per sign-in, failed sign-in and sign-out. Never a token, password
 * or message body (docs/architecture.md, "audit").
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
    // text_pattern_ops: the route filter is a prefix (`LIKE 'prefix%'`), which a btree serves in any collation
    // only with this operator class.
    index('audit_log_route_idx').on(t.route.op('text_pattern_ops'), t.at),
    // The status filter, newest first: a rare status (500) is found without reading the log (decision 024).
    index('audit_log_status_idx').on(t.status, t.at),
    // 'Recente activiteit' on /cp/admin: the activity rows only, newest first (decision 024).
    index('audit_log_activity_idx').on(t.at, t.id).where(activityPredicate(t)),
  ],
);
