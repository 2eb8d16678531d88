/**
 * The accounts feature's calls (docs/api.md, "User"): the request schemas the router validates with and what the
 * calls answer, declared once for the backend and the pages (docs/decisions/017-feature-folders.md). Client-safe:
 * zod and types only. The password calls answer `TitleAnswer` (lib/contract.ts).
 */
import { z } from 'zod';
import { fields, pageQuery, type Named } from '#src/lib/contract';
import { singleLine } from '#src/lib/text-fields';
import type { Role } from '#src/lib/roles';
import { LANGUAGES } from '#src/lib/i18n/locales';

// ——— Requests ———

/** The mailed secret of a reset or invitation link. */
const secret = z
  .string({ message: 'De code ontbreekt. Gebruik de link uit de e-mail.' })
  .min(1, 'De code ontbreekt. Gebruik de link uit de e-mail.')
  .max(200);

/** `POST /api/user/login` (public): `{ email, password }`. */
export const loginBody = z.object({ email: fields.email, password: fields.password });

/** `POST /api/user/ForgotPassword` (public): `{ email }`. */
export const forgotPasswordBody = z.object({ email: fields.email });
/** The body a page sends to `POST /api/user/ForgotPassword`. */
export type ForgotPasswordBody = z.input<typeof forgotPasswordBody>;

/** `POST /api/user/ResetPassword` (public): `{ email, password, token }`, the token from the mailed link. */
export const resetPasswordBody = z.object({ email: fields.email, password: fields.newPassword, token: secret });

/** `POST /api/user/ConfirmEmailAndPassword` (public): `{ email, password, code }`, the code from the invitation. */
export const confirmAccountBody = z.object({ email: fields.email, password: fields.newPassword, code: secret });

/** `POST /api/user/ChangePassword`: `{ currentPassword, newPassword }`. */
export const changePasswordBody = z.object({ currentPassword: fields.password, newPassword: fields.newPassword });
/** The body a page sends to `POST /api/user/ChangePassword`. */
export type ChangePasswordBody = z.input<typeof changePasswordBody>;

/** `GET /api/user/get?userId=`: another user's id, or none for the caller. */
export const userQuery = z.object({ userId: z.string().optional() });

/** The account states the staff lists filter on (docs/domain.md, Account); erased accounts are never listed. */
export const LISTED_STATUSES = ['invited', 'active', 'disabled'] as const;
/** An account state a list shows: 'invited', 'active' or 'disabled'. */
export type ListedStatus = (typeof LISTED_STATUSES)[number];

/** The orders of the staff lists: by name (then id) or by creation time (then id). */
export const LIST_SORTS = ['name', 'created'] as const;
export type ListSort = (typeof LIST_SORTS)[number];

/** Filters and order shared by every staff list of accounts (docs/api.md, "User"). */
const listFilters = {
  q: z.string().max(100, 'De zoektekst is te lang (hoogstens 100 tekens).').optional(),
  status: z.enum(LISTED_STATUSES, { message: 'Status: kies invited, active of disabled.' }).optional(),
  organizationId: z.uuid({ message: 'Organisatie: deze organisatie bestaat niet.' }).optional(),
  sort: z.enum(LIST_SORTS, { message: 'Sortering: kies name of created.' }).default('name'),
  /** Direction; default ascending for `name`, descending (newest first) for `created`. */
  dir: z.enum(['asc', 'desc'], { message: 'Richting: kies asc of desc.' }).optional(),
};

/**
 * `GET /api/user/GetCandidates?page=&q=&status=&organizationId=&professionId=&sort=&dir=`: `q` (at most 100
 * characters) matches name or e-mail address; the filters narrow the caller's scope, never widen it.
 */
export const candidatesQuery = pageQuery.extend({
  ...listFilters,
  professionId: z.uuid({ message: 'Beroep: dit beroep bestaat niet.' }).optional(),
});

/**
 * `GET /api/user/GetTeachers`, `GetIntakeSuperVisors`, `GetContactPerson` and `GetCoordinators`
 * (`?page=&q=&status=&organizationId=&sort=&dir=`): as the candidate list, without a profession.
 */
export const usersQuery = pageQuery.extend(listFilters);

/** A person's name: trimmed, 1–200 characters, one line (`singleLine`: no control or bidi-override characters). */
const personName = z
  .string({ message: 'Naam: vul de naam in.' })
  .trim()
  .min(1, 'Naam: vul de naam in.')
  .max(200, 'Naam: hoogstens 200 tekens.')
  .check(singleLine('Naam'));

/** Someone else's e-mail address, stored lower-cased. */
const personEmail = z
  .string({ message: 'E-mailadres: vul het e-mailadres in.' })
  .trim()
  .toLowerCase()
  .min(1, 'E-mailadres: vul het e-mailadres in.')
  .max(254, 'E-mailadres: hoogstens 254 tekens.')
  .pipe(z.email({ message: 'E-mailadres: vul een geldig e-mailadres in, zoals naam@voorbeeld.nl.' }));

/** The most characters of a phone number (lib/contract.ts). */
export { PHONE_MAX } from '#src/lib/contract';

/** A phone number as typed (lib/contract.ts `fields.phone`, shared with the CSV intake). */
const phone = fields.phone;

const organizationId = z.uuid({ message: 'Organisatie: deze organisatie bestaat niet.' }).nullable();
const professionId = z.uuid({ message: 'Beroep: dit beroep bestaat niet.' }).nullable();
const intakeSupervisor = z.boolean({ message: 'Intakebegeleider: kies aan (true) of uit (false).' });

/**
 * A new candidate's language (docs/decisions/055): one of the six codes; stored as their preferred language, so
 * the invitation and the pages it links to are in it. Absent: Dutch.
 */
export const candidateLanguage = z.enum(LANGUAGES, { message: 'Taal: kies nl, en, pl, tr, uk of ar.' });

/**
 * `POST /api/user/createcandidate`: a candidate, optionally with an organisation, a profession and a language
 * (`language`, default Dutch).
 */
export const createCandidateBody = z.object({
  name: personName,
  email: personEmail,
  phone: phone.optional(),
  organizationId: organizationId.optional(),
  professionId: professionId.optional(),
  language: candidateLanguage.optional(),
});

/** `POST /api/user/CreateTeacher`: a teacher, optionally marked intake supervisor (intakebegeleider). */
export const createTeacherBody = z.object({
  name: personName,
  email: personEmail,
  phone: phone.optional(),
  intakeSupervisor: intakeSupervisor.optional(),
});

/** `POST /api/user/createcontactperson`: a contact person; the organisation is required. */
export const createContactPersonBody = z.object({
  name: personName,
  email: personEmail,
  phone: phone.optional(),
  organizationId: z.uuid({ message: 'Organisatie: kies de organisatie van de contactpersoon.' }),
});

/** `POST /api/user/createcoordinator` (Admin only): a coordinator, optionally marked intake supervisor. */
export const createCoordinatorBody = createTeacherBody;

/**
 * `PUT /api/user/{id}`: name and e-mail address always; the other fields when they change (left out: unchanged,
 * null: cleared). Which fields a role may have is checked against the account (docs/api.md, "User").
 */
export const updateUserBody = z.object({
  name: personName,
  email: personEmail,
  phone: phone.optional(),
  organizationId: organizationId.optional(),
  professionId: professionId.optional(),
  intakeSupervisor: intakeSupervisor.optional(),
});
/** The body a page sends to `PUT /api/user/{id}`. */
export type UpdateUserBody = z.input<typeof updateUserBody>;
/** The body a page sends to one of the create calls (the fields its role takes). */
export type CreateUserBody = z.input<typeof createCandidateBody> & z.input<typeof createTeacherBody>;

// ——— Answers ———

/** `POST /api/user/login`: a successful sign-in (spec §3 "Stored session"). */
export interface LoginAnswer {
  token: string;
  /** Token expiry, Unix seconds (spec §9). */
  expiration: number;
  userId: string;
  email: string;
  name: string;
  role: Role;
  /** The candidate's profession; null for other roles and for candidates without one. */
  professionId: string | null;
}

/** `GET /api/user/get`: a user's profile with their organisation's and profession's names. */
export interface UserDetail {
  id: string;
  email: string;
  name: string;
  /** One of the roles (lib/roles.ts), as stored. */
  role: string;
  /** Account lifecycle (docs/domain.md): 'invited', 'active' or 'disabled'. */
  status: string;
  organization: Named | null;
  profession: Named | null;
  /**
   * Marked intakebegeleider (teachers and coordinators; docs/domain.md): such a teacher reads the beroepen-quiz's
   * prospects (`GET /api/quiz/prospects`), which other teachers may not.
   */
  intakeSupervisor: boolean;
}

/** `GET /api/user/GetCandidates` item (paged, 20 a page, by name unless `sort` says otherwise). */
export interface CandidateItem {
  id: string;
  name: string;
  email: string;
  organization: Named | null;
  profession: Named | null;
  /** Account lifecycle (docs/domain.md): 'invited', 'active' or 'disabled'. */
  status: ListedStatus;
  /** When the account was made, ISO 8601. */
  createdAt: string;
}

/** `GET /api/user/counts`: active users per role; every role is present, 0 when there are none. */
export type UserCounts = Record<Role, number>;

/**
 * `GET /api/user/GetTeachers`, `GetContactPerson` and `GetCoordinators` item (paged, 20 a page, by name): an
 * account of that list, in any status.
 */
export interface UserListItem {
  id: string;
  name: string;
  email: string;
  /** 'Teacher', 'ContactPerson', 'Coordinator' or 'Admin' (GetCoordinators lists both who run the platform). */
  role: Role;
  /** Account lifecycle (docs/domain.md): 'invited', 'active' or 'disabled'. */
  status: ListedStatus;
  /** A contact person's organisation; null for the other roles. */
  organization: Named | null;
  /** Marked to do intakes (intakebegeleider; teachers and coordinators). */
  intakeSupervisor: boolean;
  /** When the account was made, ISO 8601. */
  createdAt: string;
}

/** `POST /api/user/createcandidate`, `CreateTeacher`, `createcontactperson`, `createcoordinator`: 201, the new account. */
export interface UserCreated {
  id: string;
  /** Always 'invited': the invitation mail was sent. */
  status: 'invited';
}

/** Something assigned to a candidate, on their page (/cp/user/{id}); today the profession tests. */
export interface AssignedItem {
  kind: 'profession-test';
  /** The test's id (its page: /cp/test/{id}). */
  id: string;
  title: string;
  /** When it was assigned, ISO 8601. */
  assignedAt: string;
  /** The candidate's attempt: not started yet, in progress, closed (open answers wait) or scored. */
  state: 'not_started' | 'in_progress' | 'closed' | 'scored';
}

/**
 * `GET /api/user/{id}/account` (staff): an account as staff manage it, on /cp/user/{id} (candidates) and
 * /cp/profile/{id} (everyone else).
 */
export interface AccountDetail {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  role: Role;
  status: ListedStatus;
  organization: Named | null;
  profession: Named | null;
  intakeSupervisor: boolean;
  /** ISO 8601. */
  createdAt: string;
  /** When the last invitation mail was sent, ISO 8601; null when none was. */
  invitedAt: string | null;
  /** Until when the invitation link works, ISO 8601; null when there is no open invitation. */
  inviteExpiresAt: string | null;
  /** The caller may change this account: an admin anyone, a coordinator everyone but admins and coordinators. */
  manageable: boolean;
  /** The account is the caller's own (nobody disables themselves). */
  self: boolean;
  /** What the candidate is assigned, oldest first; empty for other roles. */
  assignments: AssignedItem[];
}

/** `POST /api/user/{id}/invite`, `/disable`, `/enable`: the account's state afterwards. */
export interface AccountState {
  id: string;
  status: ListedStatus;
  invitedAt: string | null;
}
