/**
 * The platform's roles (spec §1, §6) and where each one lands after signing in (spec §4).
 * Used on both sides: the gateway's route guard, the pages and the backend's permission checks.
 */

export const ROLES = ['Admin', 'Coordinator', 'Teacher', 'ContactPerson', 'User'] as const;
export type Role = (typeof ROLES)[number];

/** Admin and Coordinator: they run the platform under /cp. */
export const STAFF = ['Admin', 'Coordinator'] as const satisfies readonly Role[];

/** True when `value` is one of the spec's five roles. */
export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** True for Admin and Coordinator. */
export function isStaff(role: Role): boolean {
  return role === 'Admin' || role === 'Coordinator';
}

/**
 * The home page of a role (spec §4): Admin and Coordinator → /cp/admin, Teacher → /docent/overzicht,
 * ContactPerson → /contactperson/overzicht, everyone else (the candidate) → /dashboard/overzicht.
 */
export function homeOf(role: string): string {
  switch (role) {
    case 'Admin':
    case 'Coordinator':
      return '/cp/admin';
    case 'Teacher':
      return '/docent/overzicht';
    case 'ContactPerson':
      return '/contactperson/overzicht';
    default:
      return '/dashboard/overzicht';
  }
}

/** Dutch name of a role, for screens (docs/domain.md glossary). */
export const ROLE_LABELS: Record<Role, string> = {
  Admin: 'Beheerder',
  Coordinator: 'Coördinator',
  Teacher: 'Docent',
  ContactPerson: 'Contactpersoon',
  User: 'Kandidaat',
};
