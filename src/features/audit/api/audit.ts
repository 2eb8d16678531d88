/**
 * Reading the audit log (docs/api.md, "Audit"; docs/domain.md: only Admin reads it). The gateway writes the rows.
 *
 * Date filters: a date (`2025-03-01`) means a calendar day in the Netherlands (Europe/Amsterdam), `from` from
 * its start and `to` up to and including its end; a full ISO date-time with an offset is taken as that instant.
 */
import { count, desc, eq, gte, like, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '#src/server/db/client';
import { auditLog, users } from '#src/server/db/schema';
import { allOf } from '#src/server/access-scope';
import { AUDIT_COUNT_CAP, AUDIT_PAGE_SIZE, type AuditFilter, type AuditPage } from '#src/features/audit/contract';
import { likeEscape } from '#src/server/like';

/** The time zone whose calendar days date-only filters mean. */
export const AUDIT_TIME_ZONE = 'Europe/Amsterdam';

const isDateOnly = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);
const dayStart = (date: string, plusDays = 0) =>
  sql`((${date}::date + ${plusDays}::int)::timestamp AT TIME ZONE ${AUDIT_TIME_ZONE})`;

function fromCondition(from: string): SQL {
  return isDateOnly(from) ? gte(auditLog.at, dayStart(from)) : gte(auditLog.at, sql`${from}::timestamptz`);
}

function toCondition(to: string): SQL {
  return isDateOnly(to) ? lt(auditLog.at, dayStart(to, 1)) : lte(auditLog.at, sql`${to}::timestamptz`);
}

/**
 * A page of audit records matching `filter`, newest first, 25 per page, with the user's name; `at` as ISO 8601.
 * The count stops after AUDIT_COUNT_CAP + 1 matching rows (a LIMITed subquery; docs/decisions/024-lists-at-scale.md):
 * `total` is exact up to AUDIT_COUNT_CAP, beyond it AUDIT_COUNT_CAP with `totalCapped` true.
 */
export async function listAudit(db: Db, filter: AuditFilter): Promise<AuditPage> {
  const where = allOf(
    filter.userId ? eq(auditLog.userId, filter.userId) : undefined,
    filter.route ? like(auditLog.route, `${likeEscape(filter.route)}%`) : undefined,
    filter.status !== undefined ? eq(auditLog.status, filter.status) : undefined,
    filter.from ? fromCondition(filter.from) : undefined,
    filter.to ? toCondition(filter.to) : undefined,
  );
  const matching = db.select({ one: sql`1` }).from(auditLog).where(where).limit(AUDIT_COUNT_CAP + 1).as('matching');
  const [counted] = await db.select({ n: count() }).from(matching);
  const n = counted?.n ?? 0;
  // The page's ids first, from the index on `at` without the join, so the rows skipped by OFFSET are not joined
  // to their users (a "deferred join", decision 024).
  const ids = db
    .select({ id: auditLog.id, at: auditLog.at })
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(AUDIT_PAGE_SIZE)
    .offset((filter.page - 1) * AUDIT_PAGE_SIZE)
    .as('page_ids');
  const rows = await db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      requestId: auditLog.requestId,
      userId: auditLog.userId,
      userName: users.name,
      role: auditLog.role,
      method: auditLog.method,
      route: auditLog.route,
      status: auditLog.status,
      durationMs: auditLog.durationMs,
      clientIp: auditLog.clientIp,
      outcome: auditLog.outcome,
    })
    .from(ids)
    .innerJoin(auditLog, eq(auditLog.id, ids.id))
    .leftJoin(users, eq(users.id, auditLog.userId))
    .orderBy(desc(ids.at), desc(ids.id));
  const items = rows.map((row) => ({ ...row, at: row.at.toISOString() }));
  return { items, total: Math.min(n, AUDIT_COUNT_CAP), totalCapped: n > AUDIT_COUNT_CAP, page: filter.page, pageSize: AUDIT_PAGE_SIZE };
}
