/**
 * Which item of the staff header menu (spec §1; src/components/Header.astro) a staff page belongs to, so exactly
 * that item carries `aria-current="page"` (WCAG 2.2 SC 2.4.8 "Location"). Pure.
 *
 * Each item owns path prefixes; the longest prefix that matches wins, so a page under another item's folder can be
 * claimed by a more specific prefix: the PAT results (/cp/user/candidate/pat-resultaten, spec §2) live under
 * /cp/user/ but are part of 'PAT'.
 */

/** The items of the staff menu, in the order the header shows them. */
export type StaffNavItem = 'home' | 'tests' | 'modules' | 'users' | 'pat' | 'educations' | 'licences' | 'mail' | 'audit';

/** The path prefixes each item owns (a prefix matches itself and everything below it). */
export const STAFF_NAV_PREFIXES: Readonly<Record<StaffNavItem, readonly string[]>> = {
  home: ['/cp/admin'],
  tests: ['/cp/test'],
  modules: ['/cp/modules'],
  users: ['/cp/users', '/cp/user', '/cp/profile'],
  pat: ['/cp/pat', '/cp/user/candidate/pat-resultaten'],
  educations: ['/cp/education'],
  licences: ['/cp/license'],
  mail: ['/cp/mail'],
  audit: ['/cp/audit'],
};

/** True when `path` is `prefix` or lies below it (`/cp/pat` matches `/cp/pat/1`, not `/cp/patx`). */
export function underPrefix(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

/**
 * The menu item of a staff page.
 * @param path the page's path, with or without a trailing slash, without query.
 * @returns the item, or null when no item owns the page.
 */
export function staffNavItem(path: string): StaffNavItem | null {
  const clean = path.replace(/\/+$/, '') || '/';
  let best: { item: StaffNavItem; length: number } | null = null;
  for (const [item, prefixes] of Object.entries(STAFF_NAV_PREFIXES) as Array<[StaffNavItem, readonly string[]]>) {
    for (const prefix of prefixes) {
      if (underPrefix(clean, prefix) && (!best || prefix.length > best.length)) best = { item, length: prefix.length };
    }
  }
  return best?.item ?? null;
}
