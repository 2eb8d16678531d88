/**
 * Who may see which user (domain.md, "Who may see and do what"). The API answers 404 for a user the caller
 * may not see, the same as for a user that does not exist.
 *
 * - Admin and Coordinator: every user.
 * - Teacher: themselves and the candidates linked to them (teacher_candidates).
 * - ContactPerson: themselves and the candidates (role User) of their own organisation.
 * - Candidate (User): only themselves.
 *
 * The scope is a SQL condition (`candidateScope`) that lists and lookups compose into their own query.
 */
import { and, eq, exists, or, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Caller } from './context';
import type { Db } from './db/client';
import { teacherCandidates, users } from './db/schema';

export type UserRow = typeof users.$inferSelect;

/**
 * The candidates the caller may follow, as a condition on `candidateId`: a column that holds a candidate's user
 * id (`users.id`, `testAttempts.candidateId`, …) in the query it is composed into. The rule of domain.md, "Who
 * may see and do what", lives here only: lists and lookups anywhere compose this condition, so the scope is
 * part of the one query that reads the rows (no ids loaded first).
 *
 * - Admin and Coordinator: undefined, no condition (every candidate);
 * - Teacher: the candidates linked to them in teacher_candidates. When PATs and educations are planned, a
 *   teacher's scope grows to the candidates of the PATs and educations they are planned on (domain.md, "Who
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
          .where(and(eq(candidate.id, candidateId), eq(candidate.role, 'User'), eq(candidate.organizationId, caller.organizationId))),
      );
    }
    default:
      return sql`false`;
  }
}

/**
 * The user with `userId` (a UUID; the routes check it first) if the caller may see them, else undefined (the
 * route answers 404). One query: the caller themselves always; staff everyone; a teacher or contact person a
 * user with role 'User' in their `candidateScope`; a candidate nobody else.
 * @returns the whole `users` row, or undefined for an unknown or invisible user.
 */
export async function findVisibleUser(db: Db, caller: Caller, userId: string): Promise<UserRow | undefined> {
  const scope = candidateScope(db, caller, users.id);
  const visible = scope && or(eq(users.id, caller.id), and(eq(users.role, 'User'), scope));
  const [user] = await db.select().from(users).where(and(eq(users.id, userId), visible)).limit(1);
  return user;
}

/** Shorthand for `and(...)` that skips undefined conditions. */
export function allOf(...conditions: (SQL | undefined)[]): SQL | undefined {
  return and(...conditions.filter((c): c is SQL => c !== undefined));
}
