/**
 * User administration by staff (docs/api.md, "User"; docs/domain.md, "Who may see and do what"): creating invited
 * accounts, reading and editing one account, sending the invitation again, disabling and enabling.
 *
 * Rules, checked here for every call:
 * - Admin manages everyone; a Coordinator everyone but admins and coordinators (docs/domain.md: "Coordinator:
 *   everything under /cp except managing admins and coordinators") → 401 `ADMIN_TITLES.notManageable`;
 * - an unknown, erased or malformed id → 404 (decision 003);
 * - nobody disables themselves → 400;
 * - a contact person belongs to an organisation; a candidate may have an organisation and a profession; only
 *   teachers and coordinators are intake supervisors (intakebegeleider); other roles have neither → 400 naming
 *   the field;
 * - an e-mail address in use → 409 with spec §8's text.
 * A disabled account cannot sign in (sign-in.ts: only active accounts) and its tokens and browser sessions end at
 * once (`endSessions`, as a password change does).
 */
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Caller } from '#src/server/context';
import type { Db } from '#src/server/db/client';
import { organizations, professions, professionTests, testAssignments, testAttempts, users } from '#src/server/db/schema';
import { apiError, isUniqueViolation, TITLES } from '#src/server/errors';
import type { MailOutbox } from '#src/server/mail/outbox';
import { isUuid } from '#src/server/validation';
import { isRole, type Role } from '#src/lib/roles';
import type { Named } from '#src/lib/contract';
import type { z } from 'zod';
import type {
  AccountDetail,
  AccountState,
  AssignedItem,
  createCandidateBody,
  ListedStatus,
  updateUserBody,
  UserCreated,
} from '#src/features/accounts/contract';
import { INVITE_TITLES, inviteUser, reinviteUser, type InvitationHooks } from './invitation';
import { endSessions } from './sign-in';

/** Dutch titles of the user administration calls. */
export const ADMIN_TITLES = {
  notManageable: 'Alleen een beheerder kan beheerders en coördinatoren aanmaken of wijzigen.',
  notSelf: 'Je kunt je eigen account niet uitschakelen.',
  notInvited: 'Dit account wacht niet (meer) op een uitnodiging: de persoon heeft al een wachtwoord gekozen of het account is uitgeschakeld.',
  unknownOrganization: 'Organisatie: deze organisatie bestaat niet.',
  archivedOrganization: 'Organisatie: deze organisatie is gearchiveerd. Kies een andere organisatie.',
  unknownProfession: 'Beroep: dit beroep bestaat niet.',
  organizationRequired: 'Organisatie: kies de organisatie van de contactpersoon.',
  organizationNotAllowed: 'Organisatie: alleen kandidaten en contactpersonen horen bij een organisatie.',
  professionNotAllowed: 'Beroep: alleen een kandidaat heeft een beroep.',
  intakeNotAllowed: 'Intakebegeleider: alleen docenten en coördinatoren kunnen intakebegeleider zijn.',
} as const;

type UserRow = typeof users.$inferSelect;

/** The fields an account's role decides about (see the module comment). */
export interface RoleFields {
  organizationId: string | null;
  professionId: string | null;
  intakeSupervisor: boolean;
}

/** True when `caller` may create or change accounts of `role`: an admin any, a coordinator no staff. */
export function mayManage(caller: Pick<Caller, 'role'>, role: string): boolean {
  if (caller.role === 'Admin') return true;
  return caller.role === 'Coordinator' && role !== 'Admin' && role !== 'Coordinator';
}

/** @throws apiError 401 `ADMIN_TITLES.notManageable` unless `caller` may manage accounts of `role`. */
function assertManageable(caller: Caller, role: string): void {
  if (!mayManage(caller, role)) throw apiError(401, ADMIN_TITLES.notManageable);
}

/**
 * The account with `id`, unless erased.
 * @throws apiError 404 for an id that is not a UUID, an unknown or an erased account.
 */
async function findAccount(db: Db, id: string): Promise<UserRow> {
  if (!isUuid(id)) throw apiError(404, TITLES.notFound);
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), ne(users.status, 'erased')))
    .limit(1);
  if (!user) throw apiError(404, TITLES.notFound);
  return user;
}

/**
 * Checks what `role` may hold: a contact person an organisation (required), a candidate an organisation and a
 * profession, teachers and coordinators the intake mark; the referenced organisation must exist and, when newly
 * chosen, not be archived; the profession must exist.
 * @param before the organisation the account has now (keeping an archived one is allowed).
 * @throws apiError 400 naming the field (ADMIN_TITLES).
 */
export async function checkRoleFields(db: Db, role: Role, fields: RoleFields, before: string | null = null): Promise<void> {
  if (role === 'ContactPerson' && !fields.organizationId) throw apiError(400, ADMIN_TITLES.organizationRequired);
  if (fields.organizationId && role !== 'ContactPerson' && role !== 'User') throw apiError(400, ADMIN_TITLES.organizationNotAllowed);
  if (fields.professionId && role !== 'User') throw apiError(400, ADMIN_TITLES.professionNotAllowed);
  if (fields.intakeSupervisor && role !== 'Teacher' && role !== 'Coordinator') throw apiError(400, ADMIN_TITLES.intakeNotAllowed);
  if (fields.organizationId) {
    const [org] = await db
      .select({ archivedAt: organizations.archivedAt })
      .from(organizations)
      .where(eq(organizations.id, fields.organizationId))
      .limit(1);
    if (!org) throw apiError(400, ADMIN_TITLES.unknownOrganization);
    if (org.archivedAt && fields.organizationId !== before) throw apiError(400, ADMIN_TITLES.archivedOrganization);
  }
  if (fields.professionId) {
    const [profession] = await db.select({ id: professions.id }).from(professions).where(eq(professions.id, fields.professionId)).limit(1);
    if (!profession) throw apiError(400, ADMIN_TITLES.unknownProfession);
  }
}

/** What the create calls take; each call's schema admits only its role's fields. */
export type NewAccount = z.output<typeof createCandidateBody> & { intakeSupervisor?: boolean | undefined };

/**
 * Creates an invited account of `role` and mails the invitation with its code for /account/confirm
 * (invitation.ts; account and mail in one transaction, the mail through the outbox).
 * @throws apiError 401 when the caller may not manage `role`; 400 naming a field (`checkRoleFields`); 409
 *   `INVITE_TITLES.emailTaken` (spec §8) when the address is in use.
 */
export async function createAccount(db: Db, outbox: MailOutbox, caller: Caller, role: Role, input: NewAccount): Promise<UserCreated> {
  assertManageable(caller, role);
  const fields: RoleFields = {
    organizationId: input.organizationId ?? null,
    professionId: input.professionId ?? null,
    intakeSupervisor: input.intakeSupervisor ?? false,
  };
  await checkRoleFields(db, role, fields);
  const language = role === 'User' ? input.language : undefined;
  const user = await inviteUser(db, outbox, { email: input.email, name: input.name, role, phone: input.phone ?? null, ...fields, language });
  return { id: user.id, status: 'invited' };
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * One account as staff see it (/cp/user/{id}, /cp/profile/{id}): personal data, organisation, profession, state,
 * invitation, whether the caller may change it, and for a candidate what they are assigned (profession tests,
 * oldest first; the state as stored: an attempt whose time ran out shows as closed once anyone reads it).
 * @throws apiError 404 for an unknown, erased or malformed id.
 */
export async function accountDetail(db: Db, caller: Caller, id: string): Promise<AccountDetail> {
  const user = await findAccount(db, id);
  const [org, profession, assignments] = await Promise.all([
    user.organizationId ? nameOf(db, organizations, user.organizationId) : null,
    user.professionId ? nameOf(db, professions, user.professionId) : null,
    user.role === 'User' ? assignedTo(db, user.id) : [],
  ]);
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    role: isRole(user.role) ? user.role : 'User',
    status: user.status as ListedStatus,
    organization: org,
    profession,
    intakeSupervisor: user.intakeSupervisor,
    createdAt: user.createdAt.toISOString(),
    invitedAt: iso(user.invitedAt),
    inviteExpiresAt: user.status === 'invited' ? iso(user.inviteExpiresAt) : null,
    manageable: mayManage(caller, user.role),
    self: user.id === caller.id,
    assignments,
  };
}

/** `{ id, name }` of an organisation or profession, or null when it is gone. */
async function nameOf(db: Db, table: typeof organizations | typeof professions, id: string): Promise<Named | null> {
  const [row] = await db.select({ id: table.id, name: table.name }).from(table).where(eq(table.id, id)).limit(1);
  return row ?? null;
}

/** The profession tests assigned to a candidate, oldest first, with the state of their attempt. */
async function assignedTo(db: Db, candidateId: string): Promise<AssignedItem[]> {
  const rows = await db
    .select({
      id: professionTests.id,
      title: professionTests.title,
      assignedAt: testAssignments.createdAt,
      status: testAttempts.status,
    })
    .from(testAssignments)
    .innerJoin(professionTests, eq(professionTests.id, testAssignments.testId))
    .leftJoin(testAttempts, eq(testAttempts.assignmentId, testAssignments.id))
    .where(eq(testAssignments.candidateId, candidateId))
    .orderBy(asc(testAssignments.createdAt), asc(testAssignments.id));
  return rows.map((r) => ({
    kind: 'profession-test',
    id: r.id,
    title: r.title,
    assignedAt: r.assignedAt.toISOString(),
    state: r.status ?? 'not_started',
  }));
}

/**
 * Changes an account's personal data (`PUT /api/user/{id}`): name, e-mail address, and where given phone,
 * organisation, profession and intake mark (left out: unchanged; null: cleared). A changed e-mail address ends the
 * account's tokens and sessions (a token names the address it was issued to, spec §4); an invited account then
 * needs a new invitation, as its link names the old address.
 * @throws apiError 404 unknown or erased; 401 when the caller may not manage this account; 400 naming a field;
 *   409 `INVITE_TITLES.emailTaken` when the address is in use by another account.
 */
export async function updateAccount(db: Db, caller: Caller, id: string, input: z.output<typeof updateUserBody>): Promise<AccountDetail> {
  const user = await findAccount(db, id);
  assertManageable(caller, user.role);
  const role = isRole(user.role) ? user.role : 'User';
  const fields: RoleFields = {
    organizationId: input.organizationId === undefined ? user.organizationId : input.organizationId,
    professionId: input.professionId === undefined ? user.professionId : input.professionId,
    intakeSupervisor: input.intakeSupervisor ?? user.intakeSupervisor,
  };
  await checkRoleFields(db, role, fields, user.organizationId);
  const changes = {
    name: input.name,
    email: input.email,
    phone: input.phone === undefined ? user.phone : input.phone,
    ...fields,
  };
  try {
    await db
      .update(users)
      .set(changes)
      .where(and(eq(users.id, user.id), ne(users.status, 'erased')));
  } catch (error) {
    if (isUniqueViolation(error)) throw apiError(409, INVITE_TITLES.emailTaken);
    throw error;
  }
  if (input.email !== user.email) await endSessions(db, user.id);
  return accountDetail(db, caller, user.id);
}

/**
 * Puts candidate `id` in organisation `organizationId` (the organisation field of `PUT /api/user/{id}`, on its own):
 * used when a candidate moves to another organisation's licence (features/licences/api/candidate-move.ts). Runs on
 * the caller's transaction when given one.
 * @throws apiError 404 unknown, erased or not a candidate; 401 when the caller may not manage candidates; 400
 *   `ADMIN_TITLES.unknownOrganization` / `archivedOrganization` (`checkRoleFields`).
 */
export async function moveCandidateToOrganization(db: Db, caller: Caller, id: string, organizationId: string): Promise<void> {
  const user = await findAccount(db, id);
  if (user.role !== 'User') throw apiError(404, TITLES.notFound);
  assertManageable(caller, user.role);
  await checkRoleFields(db, 'User', { organizationId, professionId: user.professionId, intakeSupervisor: false }, user.organizationId);
  await db
    .update(users)
    .set({ organizationId })
    .where(and(eq(users.id, user.id), ne(users.status, 'erased')));
}

/**
 * Disables an account (it cannot sign in; its tokens and browser sessions end at once) or enables it again: back
 * to active when it has a password, else to invited (its earlier invitation link stays void: send a new one).
 * Idempotent: disabling a disabled account or enabling an enabled one changes nothing.
 * @throws apiError 404 unknown or erased; 401 when the caller may not manage this account; 400
 *   `ADMIN_TITLES.notSelf` for the caller's own account.
 */
export async function setAccountEnabled(db: Db, caller: Caller, id: string, enabled: boolean): Promise<AccountState> {
  const user = await findAccount(db, id);
  assertManageable(caller, user.role);
  if (user.id === caller.id) throw apiError(400, ADMIN_TITLES.notSelf);
  const [row] = enabled
    ? await db
        .update(users)
        .set({ status: sql`CASE WHEN ${users.passwordHash} IS NULL THEN 'invited' ELSE 'active' END` })
        .where(and(eq(users.id, user.id), eq(users.status, 'disabled')))
        .returning({ status: users.status, invitedAt: users.invitedAt })
    : await db
        .update(users)
        .set({ status: 'disabled', inviteCodeHash: null, inviteExpiresAt: null })
        .where(and(eq(users.id, user.id), ne(users.status, 'erased')))
        .returning({ status: users.status, invitedAt: users.invitedAt });
  if (!enabled) await endSessions(db, user.id);
  const now = row ?? user;
  return { id: user.id, status: now.status as ListedStatus, invitedAt: iso(now.invitedAt) };
}

/**
 * Sends an invited account a new invitation mail (a new code; the earlier link stops working).
 * @throws apiError 404 unknown or erased; 401 when the caller may not manage this account; 409
 *   `ADMIN_TITLES.notInvited` when the account is active or disabled. The mail goes through the outbox.
 * @param hooks what other features do when staff take an invited account on (invitation.ts `InvitationHooks`).
 */
export async function resendInvitation(db: Db, outbox: MailOutbox, caller: Caller, id: string, hooks: InvitationHooks): Promise<AccountState> {
  const user = await findAccount(db, id);
  assertManageable(caller, user.role);
  if (user.status !== 'invited') throw apiError(409, ADMIN_TITLES.notInvited);
  const invitedAt = await reinviteUser(db, outbox, user.id, hooks);
  if (!invitedAt) throw apiError(409, ADMIN_TITLES.notInvited);
  return { id: user.id, status: 'invited', invitedAt: invitedAt.toISOString() };
}
