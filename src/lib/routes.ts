/**
 * The one route table: every route of spec §2 with the roles that may open it, and the guard decision of
 * spec §4 and §6. The gateway applies it to every page request; pages not built yet are listed
 * already, so the permissions are settled in one place.
 */
import { homeOf, isRole, type Role } from './roles';

/** `public` pages need no session; `login` pages send a signed-in visitor to the role's home (spec §4). */
export type Access = 'public' | 'login' | readonly Role[];

export interface RouteEntry {
  /** Path pattern: literal segments and `:name` parameters, e.g. `/cp/pat/:id`. */
  pattern: string;
  access: Access;
}

const STAFF: readonly Role[] = ['Admin', 'Coordinator'];
const ADMIN_ONLY: readonly Role[] = ['Admin'];
const EVERYONE: readonly Role[] = ['Admin', 'Coordinator', 'Teacher', 'ContactPerson', 'User'];
const MAILBOX: readonly Role[] = ['User', 'ContactPerson'];
const CANDIDATE: readonly Role[] = ['User'];
const CONTACT: readonly Role[] = ['ContactPerson'];
const TEACHER: readonly Role[] = ['Teacher'];

const group = (access: Access, patterns: string[]): RouteEntry[] => patterns.map((pattern) => ({ pattern, access }));

/** Every page route of spec §2 (plus /cp/audit for the audit log), in the spec's order. */
export const ROUTES: readonly RouteEntry[] = [
  ...group('login', ['/login', '/account/confirm', '/account/setup', '/forgot-password', '/reset-password']),
  ...group('public', ['/', '/logout', '/404', '/beroepen-quiz', '/certificaat/:code']),
  ...group(EVERYONE, ['/profile']),
  ...group(MAILBOX, ['/mailbox', '/mailbox/outbox', '/mailbox/compose', '/mailbox/message/:msgId']),
  ...group(ADMIN_ONLY, ['/cp/audit', '/cp/instellingen']),
  ...group(STAFF, [
    '/cp/admin',
    '/cp/mail',
    '/cp/kwaliteit/beoordelaars',
    '/cp/test/create',
    '/cp/test/:id',
    '/cp/pat',
    '/cp/pat/create',
    '/cp/pat/candidates',
    '/cp/pat/:id',
    '/cp/pat/:id/planning/:section',
    '/cp/rapportage-sjablonen',
    '/cp/rapportage-sjablonen/:id',
    '/cp/education',
    '/cp/education/create',
    '/cp/education/:id',
    '/cp/education/:id/planning/:section',
    '/cp/modules',
    '/cp/modules/create',
    '/cp/modules/:id',
    '/cp/modules/add/template/:id/:templateId',
    '/cp/modules/edit/template/:id',
    '/cp/locations',
    '/cp/locations/create',
    '/cp/locations/:id',
    '/cp/organizations',
    '/cp/organization/create',
    '/cp/organization/:id',
    '/cp/license',
    '/cp/license/create',
    '/cp/license/:id',
    '/cp/users',
    '/cp/users/candidate',
    '/cp/users/candidate/create',
    '/cp/users/candidate/groepsactie',
    '/cp/users/contact-person',
    '/cp/users/create/contact-person',
    '/cp/users/teacher',
    '/cp/users/teacher/create',
    '/cp/users/coordinators',
    '/cp/users/coordinators/create',
    '/cp/users/intakesupervisors',
    '/cp/user/:id',
    '/cp/user/:candidateId/pat/:patId/progress',
    '/cp/module-evaluation/:moduleId/:candidateId',
    '/cp/user/:userId/rapportage/:docId',
    '/cp/user/candidate/pat-resultaten',
    '/cp/profile/:id',
    '/cp/beroepen-quiz/candidates',
    '/cp/beroepen-quiz/candidates/:id',
    '/cp/beroepen-quiz/prospects',
    '/cp/beroepen-quiz/prospects/:id',
    '/cp/certificaat/:id/intrekken',
  ]),
  ...group(CANDIDATE, [
    '/dashboard/overzicht',
    '/dashboard/test/:id',
    '/dashboard/test/overzicht/:id',
    '/dashboard/test/afsluiten/:id',
    '/dashboard/test/:langCode/:id',
    '/dashboard/profile',
    '/dashboard/pat',
    '/candidate/pat/selecteer-taal/:id',
    '/candidate/pat/module/:id',
    '/candidate/result/:id',
    '/candidate/pat/:langCode/:id',
    '/candidate/pat/:id',
    '/dashboard/education',
    '/candidate/education/selecteer-taal/:id',
    '/candidate/education/:langCode/:id',
    '/candidate/education/:id',
    '/candidate/education/module/:id',
    '/candidate/education/result/:id',
  ]),
  ...group(CONTACT, [
    '/contactperson/overzicht',
    '/contactperson/kandidaat/:id',
    '/contactperson/:candidateId/pat/:patId',
    '/contactperson/module-evaluation/:moduleId/:candidateId',
    '/contactperson/licences',
    '/contactperson/invoices',
  ]),
  ...group(TEACHER, [
    '/docent/overzicht',
    '/docent/pat',
    '/docent/pat-dagen/:id',
    '/docent/pat-dag/:id',
    '/docent/evaluate/:patId/:moduleId/:candidateId',
    '/docent/user/:userId/rapportage/:docId',
    '/docent/module/:moduleId',
    '/docent/module/part/:id',
    '/docent/opleiding',
    '/docent/opleiding/detail/:id',
    '/docent/opleiding/attendance/:id',
    '/docent/opleiding/candidate/evaluate/:id',
    '/docent/beroepen-quiz/candidates',
    '/docent/beroepen-quiz/candidates/:id',
    '/docent/beroepen-quiz/prospects',
    '/docent/beroepen-quiz/prospects/:id',
  ]),
];

function segments(path: string): string[] {
  return path.split('/').filter((s) => s.length > 0);
}

const COMPILED = ROUTES.map((entry) => ({ entry, parts: segments(entry.pattern) }));

/**
 * The table entry for a path, ignoring a trailing slash. Literal segments win over parameters, so
 * `/cp/pat/create` matches its own entry and not `/cp/pat/:id`.
 * @returns the entry, or undefined for a path the spec does not list.
 */
export function matchRoute(pathname: string): RouteEntry | undefined {
  const parts = segments(pathname);
  let best: { entry: RouteEntry; literals: number } | undefined;
  for (const { entry, parts: pattern } of COMPILED) {
    if (pattern.length !== parts.length) continue;
    let literals = 0;
    let ok = true;
    for (let i = 0; i < pattern.length; i++) {
      const p = pattern[i] as string;
      if (p.startsWith(':')) continue;
      if (p !== parts[i]) {
        ok = false;
        break;
      }
      literals++;
    }
    if (ok && (!best || literals > best.literals)) best = { entry, literals };
  }
  return best?.entry;
}

/** The guard's answer for one page request. */
export type GuardDecision = { type: 'allow' } | { type: 'redirect'; location: string };

/**
 * Decides what happens to a page request (spec §4 and §6):
 * - a path the table does not know → /404;
 * - public pages → allowed; login-type pages → allowed, or the role's home when signed in;
 * - signed out on a protected page → /login;
 * - an unknown role → /404;
 * - a role without permission → /404, except Admin and Coordinator, who go to /cp/admin.
 * @param role the signed-in user's role, or null when signed out.
 */
export function guard(pathname: string, role: string | null): GuardDecision {
  const entry = matchRoute(pathname);
  if (!entry) return pathname === '/404' ? { type: 'allow' } : { type: 'redirect', location: '/404' };
  if (entry.access === 'public') return { type: 'allow' };
  if (entry.access === 'login') {
    if (role === null) return { type: 'allow' };
    return isRole(role) ? { type: 'redirect', location: homeOf(role) } : { type: 'redirect', location: '/404' };
  }
  if (role === null) return { type: 'redirect', location: '/login' };
  if (!isRole(role)) return { type: 'redirect', location: '/404' };
  if (entry.access.includes(role)) return { type: 'allow' };
  if (role === 'Admin' || role === 'Coordinator') return { type: 'redirect', location: '/cp/admin' };
  return { type: 'redirect', location: '/404' };
}
