/**
 * The accounts feature's calls (docs/api.md, "User"): the request schemas the router validates with and what the
 * calls answer, declared once for the backend and the pages (docs/decisions/017-feature-folders.md). Client-safe:
 * zod and types only. The password calls answer `TitleAnswer` (lib/contract.ts).
 */
import { z } from 'zod';
import { fields, pageQuery, type Named } from '#src/lib/contract';
import type { Role } from '#src/lib/roles';

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

/** `GET /api/user/GetCandidates?page=&q=`: `q` (at most 100 characters) matches name or e-mail address. */
export const candidatesQuery = pageQuery.extend({
  q: z.string().max(100, 'De zoektekst is te lang (hoogstens 100 tekens).').optional(),
});

/**
 * `GET /api/user/GetTeachers`, `GetContactPerson` and `GetCoordinators` (`?page=&q=`): `q` as in the candidate
 * list (name or e-mail address, at most 100 characters).
 */
export const usersQuery = candidatesQuery;

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
  /** Account lifecycle (domain.md): 'invited', 'active' or 'disabled'. */
  status: string;
  organization: Named | null;
  profession: Named | null;
}

/** `GET /api/user/GetCandidates` item (paged, 20 a page, by name). */
export interface CandidateItem {
  id: string;
  name: string;
  email: string;
  organization: Named | null;
  profession: Named | null;
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
  /** Account lifecycle (domain.md): 'invited', 'active' or 'disabled'. */
  status: string;
  /** A contact person's organisation; null for the other roles. */
  organization: Named | null;
}
