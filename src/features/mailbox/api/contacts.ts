/**
 * Who may write a message to whom (docs/domain.md, Messages; docs/api.md, Message). One rule, used both for the
 * contact list of the mailbox (`GET /api/user/contactlist`) and for checking the recipients of a new message.
 *
 * Only active accounts, never the caller themselves:
 * - candidate (User): their teachers (teacher_candidates), every coordinator, their organisation's contact persons;
 * - ContactPerson: their organisation's candidates and every coordinator;
 * - Teacher: their linked candidates, every coordinator and admin;
 * - Admin and Coordinator: every active user.
 *
 * A reply to the sender of a message the caller received is always allowed; messages.ts adds that exception.
 */
import { and, count, eq, inArray, ne, or, type SQL } from 'drizzle-orm';
import { STAFF, type Role } from '#src/lib/roles';
import type { Caller } from '#src/server/context';
import type { Db } from '#src/server/db/client';
import { teacherCandidates, users } from '#src/server/db/schema';
import type { Contact } from '#src/features/mailbox/contract';

/** Condition on `users` for the people `caller` may write to (see the module comment). */
function writableBy(db: Db, caller: Caller): SQL | undefined {
  return and(eq(users.status, 'active'), ne(users.id, caller.id), roleRule(db, caller));
}

/** The per-role part of the rule; undefined = every user (staff). */
function roleRule(db: Db, caller: Caller): SQL | undefined {
  const coordinators = eq(users.role, 'Coordinator');
  const ofOwnOrganization = (role: Role) =>
    caller.organizationId ? and(eq(users.role, role), eq(users.organizationId, caller.organizationId)) : undefined;
  switch (caller.role) {
    case 'User': {
      const myTeachers = db
        .select({ id: teacherCandidates.teacherId })
        .from(teacherCandidates)
        .where(eq(teacherCandidates.candidateId, caller.id));
      return or(coordinators, and(eq(users.role, 'Teacher'), inArray(users.id, myTeachers)), ofOwnOrganization('ContactPerson'));
    }
    case 'ContactPerson':
      return or(coordinators, ofOwnOrganization('User'));
    case 'Teacher': {
      const myCandidates = db
        .select({ id: teacherCandidates.candidateId })
        .from(teacherCandidates)
        .where(eq(teacherCandidates.teacherId, caller.id));
      return or(inArray(users.role, [...STAFF]), and(eq(users.role, 'User'), inArray(users.id, myCandidates)));
    }
    case 'Admin':
    case 'Coordinator':
      return undefined;
  }
}

/**
 * The people `caller` may write to, sorted by name (Dutch collation, then id).
 * Meant for candidates and contact persons (their mailbox's contact list); for staff it is every active user.
 * @returns `[{ id, name, role }]`
 */
export async function contactsOf(db: Db, caller: Caller): Promise<Contact[]> {
  const rows = await db
    .select({ id: users.id, name: users.name, role: users.role })
    .from(users)
    .where(writableBy(db, caller));
  return rows
    .map((row) => ({ ...row, role: row.role as Role }))
    .sort((a, b) => a.name.localeCompare(b.name, 'nl') || a.id.localeCompare(b.id));
}

/**
 * True when `caller` may write to every one of `recipientIds` (UUIDs; duplicates count once) under the rule
 * above. Unknown, inactive or not-allowed ids, or the caller's own id, make it false; an empty list is true.
 */
export async function mayWriteTo(db: Db, caller: Caller, recipientIds: readonly string[]): Promise<boolean> {
  const ids = [...new Set(recipientIds)];
  if (ids.length === 0) return true;
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(inArray(users.id, ids), writableBy(db, caller)));
  return row?.n === ids.length;
}
