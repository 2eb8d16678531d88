/**
 * Who may see which user (docs/domain.md, "Who may see and do what"). The API answers 404 for a user the caller
 * may not see, the same as for a user that does not exist.
 *
 * - Admin and Coordinator: every user.
 * - Teacher: themselves and the candidates linked to them (teacher_candidates).
 * - ContactPerson: themselves and the candidates (role User) of their own organisation.
 * - Candidate (User): only themselves.
 *
 * The scope is a SQL condition (`candidateScope`) that lists and lookups compose into their own query; lists of
 * candidates read from `users` use `candidateListScope`, the same rule on the columns of `users` itself.
 */
import { and, eq, exists, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Caller } from './context';
import type { Db } from './db/client';
import { teacherCandidates, users } from './db/schema';

export type UserRow = typeof users.$inferSelect;

/**
 * The candidates the caller may follow, as a condition on `candidateId`: a column that holds a candidate's user
 * id (`users.id`, `testAttempts.candidateId`, …) in the query it is composed into. The rule of docs/domain.md, "Who
 * may see and do what", lives here only: lists and lookups anywhere compose this condition, so the scope is
 * part of the one query that reads the rows (no ids loaded first).
 *
 * - Admin and Coordinator: undefined, no condition (every candidate);
 * - Teacher: the candidates linked to them in teacher_candidates. When PATs and educations are planned, a
 *   teacher's scope grows to the candidates of the PATs and educations they are planned on (docs/domain.md, "Who
 *   may see and do what"): that extension belongs here, in this one place;
 * - ContactPerson: the users with role 'User' of their own organisation; none without an organisation;
 * - candidate (User) and any other role: none (`false`).
 *
 * The teacher's rule does not look at the linked user's role; a list of users adds `eq(users.role, 'User')`.
 * The subqueries are built with the query builder and correlate on `candidateId` (`exists`), so the table
 * names stay in the generated SQL also when the condition is a selected field of a select without joins
 * (src/server/db/correlated-subqueries.db.test.ts).
 *
 * @param candidateId the column to restrict; when it is `users.id` itself the contact person's subquery reads
 *   `users` under another name, so the correlation does not compare the column with itself.
 * @returns a condition for `where` (or a boolean field with `.mapWith(Boolean)`), or undefined for "all".
 */
export function candidateScope(db: Db, caller: Caller, candidateId: AnyPgColumn): SQL | undefined {
  switch (caller.role) {
    case 'Admin':
    case 'Coordinator':
      return undefined;
    case 'Teacher':
      return exists(
        db
          .select({ id: teacherCandidates.candidateId })
          .from(teacherCandidates)
          .where(and(eq(teacherCandidates.candidateId, candidateId), eq(teacherCandidates.teacherId, caller.id))),
      );
    case 'ContactPerson': {
      if (!caller.organizationId) return sql`false`;
      const candidate = alias(users, 'scope_candidate');
      return exists(
        db
          .select({ id: candidate.id })
          .from(candidate)
          .where(and(eq(candidate.id, candidateId), organizationCandidates(candidate, caller.organizationId))),
      );
    }
    default:
      return sql`false`;
  }
}

/** A contact person's candidates as a condition on a `users` table (or an alias of it): role 'User' in their organisation. */
function organizationCandidates(table: { role: AnyPgColumn; organizationId: AnyPgColumn }, organizationId: string): SQL {
  return and(eq(table.role, 'User'), eq(table.organizationId, organizationId)) as SQL;
}

/**
 * The candidates a list of candidates shows the caller, as a condition on the `users` table it reads: role 'User'
 * and in the caller's `candidateScope` — the same rule, written so that PostgreSQL reads a page of the list from
 * the fewest rows (docs/decisions/024-lists-at-scale.md; src/features/accounts/api/users.db.test.ts checks that
 * both select the same users):
 *
 * - Admin and Coordinator: every user with role 'User' (users_role_name_idx, in the list's order);
 * - Teacher: the ids linked to them, read first (`users.id = ANY(ARRAY(…))`): their few rows are looked up and
 *   sorted, instead of walking the whole list in name order and probing teacher_candidates for each row;
 * - ContactPerson: `role = 'User' AND organization_id = …` on `users` itself (users_organization_role_name_idx,
 *   in the list's order), where `candidateScope`'s subquery over `users` under another name would join the
 *   table with itself; none without an organisation;
 * - candidate (User) and any other role: none.
 */
export function candidateListScope(db: Db, caller: Caller): SQL {
  const candidates = eq(users.role, 'User');
  switch (caller.role) {
    case 'Admin':
    case 'Coordinator':
      return candidates;
    case 'Teacher': {
      const linked = db.select({ id: teacherCandidates.candidateId }).from(teacherCandidates).where(eq(teacherCandidates.teacherId, caller.id));
      return and(candidates, sql`${users.id} = ANY(ARRAY(${linked}))`) as SQL;
    }
    case 'ContactPerson':
      return caller.organizationId ? organizationCandidates(users, caller.organizationId) : sql`false`;
    default:
      return sql`false`;
  }
}

/**
 * The user with `userId` (a UUID; the routes check it first) if the caller may see them, else undefined (the
 * route answers 404). One query: the caller themselves always; staff everyone; a teacher or contact person a
 * user with role 'User' in their `candidateScope`; a candidate nobody else. Never an erased person.
 * @returns the whole `users` row, or undefined for an unknown or invisible user.
 */
export async function findVisibleUser(db: Db, caller: Caller, userId: string): Promise<UserRow | undefined> {
  const scope = candidateScope(db, caller, users.id);
  const visible = scope && or(eq(users.id, caller.id), and(eq(users.role, 'User'), scope));
  // An erased person is a tombstone without personal data (docs/decisions/027-privacy-registry.md): unknown here.
  const [user] = await db.select().from(users).where(and(eq(users.id, userId), ne(users.status, 'erased'), visible)).limit(1);
  return user;
}

/** Shorthand for `and(...)` that skips undefined conditions. */
export function allOf(...conditions: (SQL | undefined)[]): SQL | undefined {
  return and(...conditions.filter((c): c is SQL => c !== undefined));
}
