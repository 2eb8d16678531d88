/**
 * Who may see which user (domain.md, "Who may see and do what"). The API answers 404 for a user the caller
 * may not see, the same as for a user that does not exist.
 *
 * - Admin and Coordinator: every user.
 * - Teacher: themselves and the candidates linked to them (teacher_candidates).
 * - ContactPerson: themselves and the candidates (role User) of their own organisation.
 * - Candidate (User): only themselves.
 */
import { and, eq, type SQL } from 'drizzle-orm';
import type { Caller } from './context';
import type { Db } from './db/client';
import { teacherCandidates, users } from './db/schema';

export type UserRow = typeof users.$inferSelect;

/**
 * A condition on `users` that selects the candidates the caller may follow: all for staff, linked ones for
 * teachers, their organisation's for contact persons, none for candidates.
 * Use with a join on teacher_candidates for teachers (see `visibleCandidates`).
 */
export async function visibleCandidateIds(db: Db, caller: Caller): Promise<'all' | string[]> {
  switch (caller.role) {
    case 'Admin':
    case 'Coordinator':
      return 'all';
    case 'Teacher': {
      const rows = await db
        .select({ id: teacherCandidates.candidateId })
        .from(teacherCandidates)
        .where(eq(teacherCandidates.teacherId, caller.id));
      return rows.map((r) => r.id);
    }
    case 'ContactPerson': {
      if (!caller.organizationId) return [];
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.role, 'User'), eq(users.organizationId, caller.organizationId)));
      return rows.map((r) => r.id);
    }
    default:
      return [];
  }
}

/**
 * The user with `userId` if the caller may see them, else undefined (the route answers 404).
 */
export async function findVisibleUser(db: Db, caller: Caller, userId: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) return undefined;
  if (user.id === caller.id) return user;
  if (caller.role === 'Admin' || caller.role === 'Coordinator') return user;
  if (user.role !== 'User') return undefined;
  if (caller.role === 'ContactPerson') {
    return caller.organizationId && user.organizationId === caller.organizationId ? user : undefined;
  }
  if (caller.role === 'Teacher') {
    const [link] = await db
      .select({ id: teacherCandidates.candidateId })
      .from(teacherCandidates)
      .where(and(eq(teacherCandidates.teacherId, caller.id), eq(teacherCandidates.candidateId, userId)))
      .limit(1);
    return link ? user : undefined;
  }
  return undefined;
}

/** Shorthand for `and(...)` that skips undefined conditions. */
export function allOf(...conditions: (SQL | undefined)[]): SQL | undefined {
  return and(...conditions.filter((c): c is SQL => c !== undefined));
}
