/**
 * The staff's list page of each role's accounts (spec §2, Admin and Coordinator area: /cp/users/…), for the counts
 * on /cp/admin. Admins and coordinators share /cp/users/coordinators (`GET /api/user/GetCoordinators` lists both).
 * Client-safe.
 */
import type { Role } from '#src/lib/roles';

/** The staff list page of each role's users (the number cards on /cp/admin link here). */
export const USER_LIST_PAGES: Readonly<Record<Role, string>> = {
  Admin: '/cp/users/coordinators',
  Coordinator: '/cp/users/coordinators',
  Teacher: '/cp/users/teacher',
  ContactPerson: '/cp/users/contact-person',
  User: '/cp/users/candidate',
};
