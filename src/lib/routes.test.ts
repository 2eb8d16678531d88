import { describe, expect, it } from 'vitest';
import { ROLES, homeOf, type Role } from './roles';
import { guard, matchRoute, ROUTES } from './routes';

/** Turns a pattern into a concrete path: `/cp/pat/:id` → `/cp/pat/3f6c…`. */
function example(pattern: string): string {
  return pattern.replace(/:langCode/g, 'nl').replace(/:section/g, 'location').replace(/:[a-zA-Z]+/g, '3f6c1a2e-8d4b-4c7a-9e21-0b5d6f7a8c90');
}

/** What spec §6 says a role may open, by the area the route belongs to. */
function allowed(pattern: string, role: Role): boolean {
  if (pattern === '/profile') return true;
  if (pattern === '/cp/audit' || pattern === '/cp/instellingen') return role === 'Admin';
  if (pattern.startsWith('/cp/')) return role === 'Admin' || role === 'Coordinator';
  if (pattern.startsWith('/mailbox')) return role === 'User' || role === 'ContactPerson';
  if (pattern.startsWith('/dashboard/') || pattern.startsWith('/candidate/')) return role === 'User';
  if (pattern.startsWith('/contactperson/')) return role === 'ContactPerson';
  if (pattern.startsWith('/docent/')) return role === 'Teacher';
  throw new Error(`onbekend gebied: ${pattern}`);
}

const LOGIN_PAGES = ['/login', '/account/confirm', '/account/setup', '/forgot-password', '/reset-password'];
const PUBLIC_PAGES = ['/', '/logout', '/404'];
const PROTECTED = ROUTES.filter((r) => typeof r.access !== 'string');

describe('route table', () => {
  it('lists every area of spec §2', () => {
    const patterns = ROUTES.map((r) => r.pattern);
    for (const p of [
      '/cp/admin',
      '/cp/pat/:id/planning/:section',
      '/cp/modules/add/template/:id/:templateId',
      '/cp/modules/edit/template/:id',
      '/cp/modules/create',
      '/cp/modules/:id',
      '/dashboard/test/afsluiten/:id',
      '/candidate/education/result/:id',
      '/contactperson/invoices',
      '/docent/opleiding/candidate/evaluate/:id',
      '/mailbox/message/:msgId',
    ]) {
      expect(patterns).toContain(p);
    }
    expect(new Set(patterns).size).toBe(patterns.length);
  });

  it('prefers literal segments over parameters', () => {
    expect(matchRoute('/cp/pat/create')?.pattern).toBe('/cp/pat/create');
    expect(matchRoute('/cp/modules/create')?.pattern).toBe('/cp/modules/create');
    expect(matchRoute('/cp/modules/edit/template/nieuw')?.pattern).toBe('/cp/modules/edit/template/:id');
    expect(matchRoute('/cp/modules/add/template/12/34')?.pattern).toBe('/cp/modules/add/template/:id/:templateId');
    expect(matchRoute('/cp/modules/3f6c1a2e-8d4b-4c7a-9e21-0b5d6f7a8c90')?.pattern).toBe('/cp/modules/:id');
    expect(matchRoute('/dashboard/test/overzicht/12')?.pattern).toBe('/dashboard/test/overzicht/:id');
    expect(matchRoute('/dashboard/test/nl/12')?.pattern).toBe('/dashboard/test/:langCode/:id');
    expect(matchRoute('/dashboard/test/12')?.pattern).toBe('/dashboard/test/:id');
    expect(matchRoute('/dashboard/test/afsluiten/12/')?.pattern).toBe('/dashboard/test/afsluiten/:id');
    expect(matchRoute('/candidate/education/module/7')?.pattern).toBe('/candidate/education/module/:id');
  });

  it('knows no path outside the spec', () => {
    expect(matchRoute('/admin')).toBeUndefined();
    expect(matchRoute('/cp/admin/extra')).toBeUndefined();
    expect(matchRoute('/dashboard')).toBeUndefined();
  });
});

describe('guard (spec §4, §6)', () => {
  describe.each(PROTECTED.map((r) => r.pattern))('%s', (pattern) => {
    const path = example(pattern);
    it('sends a signed-out visitor to /login', () => {
      expect(guard(path, null)).toEqual({ type: 'redirect', location: '/login' });
    });
    it.each(ROLES)('as %s', (role) => {
      const decision = guard(path, role);
      if (allowed(pattern, role)) {
        expect(decision).toEqual({ type: 'allow' });
      } else if (role === 'Admin' || role === 'Coordinator') {
        expect(decision).toEqual({ type: 'redirect', location: '/cp/admin' });
      } else {
        expect(decision).toEqual({ type: 'redirect', location: '/404' });
      }
    });
    it('sends an unknown role to /404', () => {
      expect(guard(path, 'Superuser')).toEqual({ type: 'redirect', location: '/404' });
    });
  });

  describe.each(LOGIN_PAGES)('login-type page %s', (path) => {
    it('is open when signed out', () => expect(guard(path, null)).toEqual({ type: 'allow' }));
    it.each(ROLES)('sends %s to its home', (role) => {
      expect(guard(path, role)).toEqual({ type: 'redirect', location: homeOf(role) });
    });
    it('sends an unknown role to /404', () => expect(guard(path, 'Gast')).toEqual({ type: 'redirect', location: '/404' }));
  });

  it.each(PUBLIC_PAGES)('public page %s is open to everyone', (path) => {
    expect(guard(path, null)).toEqual({ type: 'allow' });
    for (const role of ROLES) expect(guard(path, role)).toEqual({ type: 'allow' });
  });

  it('sends an unknown path to /404, signed in or not', () => {
    expect(guard('/bestaat/niet', null)).toEqual({ type: 'redirect', location: '/404' });
    expect(guard('/bestaat/niet', 'Admin')).toEqual({ type: 'redirect', location: '/404' });
  });

  it('uses the homes of spec §4', () => {
    expect(homeOf('Admin')).toBe('/cp/admin');
    expect(homeOf('Coordinator')).toBe('/cp/admin');
    expect(homeOf('Teacher')).toBe('/docent/overzicht');
    expect(homeOf('ContactPerson')).toBe('/contactperson/overzicht');
    expect(homeOf('User')).toBe('/dashboard/overzicht');
  });
});
