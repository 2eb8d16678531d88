/**
 * Recent activity for the admin's home (docs/api.md, "Audit": `GET /api/audit/activity`): the newest audited calls
 * that changed something (features/audit/activity.ts `isActivity`), with who did it and the names of what it was
 * about, so the page can say 'Sven Kuipers heeft de Beroepentest Magazijnmedewerker afgesloten.'
 *
 * Two reads: the audit records with their users' names (one join), then every name they need in one UNION query
 * (tests, attempts with their test and candidate, modules, suggestions with their module and teacher, templates).
 * Only Admin calls this (docs/domain.md: only Admin reads the audit log) and Admin may see every one of these records;
 * no message subject or body is ever looked up (docs/architecture.md, "audit": messages stay private).
 */
import { desc, eq, inArray, sql, type AnyColumn } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Db } from '#src/server/db/client';
import { activityPredicate, auditLog, educations, modules, moduleSuggestions, pats, professionTests, templates, testAttempts, users } from '#src/server/db/schema';
import { activityOf } from '#src/features/audit/activity';
import type { ActivityItem, ActivitySubjectKind } from '#src/features/audit/contract';

/** Lines of recent activity on the admin's home. */
export const ACTIVITY_MAX = 10;


/** A looked-up name: the record's and, for attempts and suggestions, the person involved. */
interface Found {
  kind: string;
  id: string;
  name: string;
  personId: string | null;
  personName: string | null;
}

/** Every name of `wanted` (ids per kind, UUIDs only) in one query; kinds without ids are left out of it. */
async function namesOf(db: Db, wanted: Map<ActivitySubjectKind, string[]>): Promise<Found[]> {
  const ids = (kind: ActivitySubjectKind) => wanted.get(kind) ?? [];
  const text = (column: AnyColumn) => sql<string>`${column}::text`;
  const none = sql<string | null>`null`;
  const parts = [];
  if (ids('test').length > 0) {
    parts.push(
      db
        .select({ kind: sql<string>`'test'`, id: text(professionTests.id), name: sql<string>`${professionTests.title}`, personId: none, personName: none })
        .from(professionTests)
        .where(inArray(professionTests.id, ids('test'))),
    );
  }
  if (ids('attempt').length > 0) {
    parts.push(
      db
        .select({
          kind: sql<string>`'attempt'`,
          id: text(testAttempts.id),
          name: sql<string>`${professionTests.title}`,
          personId: sql<string | null>`${users.id}::text`,
          personName: sql<string | null>`${users.name}`,
        })
        .from(testAttempts)
        .innerJoin(professionTests, eq(professionTests.id, testAttempts.testId))
        .innerJoin(users, eq(users.id, testAttempts.candidateId))
        .where(inArray(testAttempts.id, ids('attempt'))),
    );
  }
  if (ids('module').length > 0) {
    parts.push(
      db
        .select({ kind: sql<string>`'module'`, id: text(modules.id), name: sql<string>`${modules.title}`, personId: none, personName: none })
        .from(modules)
        .where(inArray(modules.id, ids('module'))),
    );
  }
  if (ids('suggestion').length > 0) {
    parts.push(
      db
        .select({
          kind: sql<string>`'suggestion'`,
          id: text(moduleSuggestions.id),
          name: sql<string>`${modules.title}`,
          personId: sql<string | null>`${users.id}::text`,
          personName: sql<string | null>`${users.name}`,
        })
        .from(moduleSuggestions)
        .innerJoin(modules, eq(modules.id, moduleSuggestions.moduleId))
        .innerJoin(users, eq(users.id, moduleSuggestions.teacherId))
        .where(inArray(moduleSuggestions.id, ids('suggestion'))),
    );
  }
  if (ids('template').length > 0) {
    parts.push(
      db
        .select({ kind: sql<string>`'template'`, id: text(templates.id), name: sql<string>`${templates.name}`, personId: none, personName: none })
        .from(templates)
        .where(inArray(templates.id, ids('template'))),
    );
  }
  if (ids('pat').length > 0) {
    parts.push(db.select({ kind: sql<string>`'pat'`, id: text(pats.id), name: sql<string>`${pats.title}`, personId: none, personName: none }).from(pats).where(inArray(pats.id, ids('pat'))));
  }
  if (ids('education').length > 0) {
    parts.push(
      db
        .select({ kind: sql<string>`'education'`, id: text(educations.id), name: sql<string>`${educations.title}`, personId: none, personName: none })
        .from(educations)
        .where(inArray(educations.id, ids('education'))),
    );
  }
  // Every part selects the same five columns; only their tables differ, which the set operation's types do not allow.
  const [first, second, ...rest] = parts as unknown as Parameters<typeof unionAll>;
  if (!first) return [];
  const query = second ? unionAll(first, second, ...rest) : first;
  return query as unknown as Promise<Found[]>;
}

/**
 * The newest ACTIVITY_MAX activity records, newest first, with the actor's current name and the names of what
 * each was about (see the module comment). Records of deleted things keep their line without the name. The
 * condition is `activityPredicate` (features/audit/api/tables.ts), so the rows come from the partial index
 * audit_log_activity_idx however many quiet rows are newer (docs/decisions/024-lists-at-scale.md).
 */
export async function recentActivity(db: Db): Promise<ActivityItem[]> {
  const rows = await db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      userId: auditLog.userId,
      userName: users.name,
      role: auditLog.role,
      method: auditLog.method,
      route: auditLog.route,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.userId))
    .where(activityPredicate(auditLog))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(ACTIVITY_MAX);

  const meanings = rows.map((row) => activityOf(row.method, row.route));
  const wanted = new Map<ActivitySubjectKind, string[]>();
  for (const { subject } of meanings) {
    if (!subject) continue;
    const list = wanted.get(subject.kind) ?? [];
    if (!list.includes(subject.id)) list.push(subject.id);
    wanted.set(subject.kind, list);
  }
  const found = await namesOf(db, wanted);
  const byKey = new Map(found.map((f) => [`${f.kind}:${f.id}`, f]));
  // The candidate a route names (`/api/pat/{id}/candidates/{person}`): the Admin reading the feed may see every name.
  const personIds = [...new Set(meanings.flatMap((m) => (m.personId ? [m.personId] : [])))];
  const people = personIds.length ? await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, personIds)) : [];

  return rows.map((row, i): ActivityItem => {
    const { action, subject, personId } = meanings[i] ?? { action: null, subject: null };
    const routePerson = personId ? people.find((p) => p.id === personId) : undefined;
    const named = subject ? byKey.get(`${subject.kind}:${subject.id}`) : undefined;
    return {
      id: row.id,
      at: row.at.toISOString(),
      actor: row.userId ? { id: row.userId, name: row.userName, role: row.role } : null,
      action,
      method: row.method,
      route: row.route,
      subject: subject && named ? { kind: subject.kind, id: subject.id, name: named.name } : null,
      person: named?.personId && named.personName !== null ? { id: named.personId, name: named.personName } : routePerson ? { id: routePerson.id, name: routePerson.name } : null,
    };
  });
}
