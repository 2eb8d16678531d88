/** The page guard (route-guard.ts) with a fake page handler: spec §4 and §6 as redirects. */
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { Role } from '#src/lib/roles';
import type { GatewayEnv } from './env';
import { routeGuard } from './route-guard';

function app(role: Role | 'Onbekend' | null) {
  const a = new Hono<GatewayEnv>();
  a.use(async (c, next) => {
    c.set('session', role ? ({ role } as GatewayEnv['Variables']['session']) : null);
    await next();
  });
  a.all('*', routeGuard(), (c) => c.text(`pagina ${c.req.path}`));
  return a;
}

async function visit(role: Role | 'Onbekend' | null, path: string): Promise<string> {
  const res = await app(role).request(path);
  return res.status === 302 ? `→ ${res.headers.get('location')}` : `${res.status}`;
}

describe('routeGuard', () => {
  it('sends visitors who are not signed in to /login, and lets them see public and login pages', async () => {
    expect(await visit(null, '/dashboard/overzicht')).toBe('→ /login?returnTo=%2Fdashboard%2Foverzicht');
    expect(await visit(null, '/cp/admin')).toBe('→ /login?returnTo=%2Fcp%2Fadmin');
    expect(await visit(null, '/login')).toBe('200');
    expect(await visit(null, '/')).toBe('200');
  });

  it('names the page and its query in /login?returnTo=, also for a form posted after the session ended', async () => {
    expect(await visit(null, '/cp/pat/7/planning/teachers?klaar=1')).toBe('→ /login?returnTo=%2Fcp%2Fpat%2F7%2Fplanning%2Fteachers%3Fklaar%3D1');
    const res = await app(null).request('/cp/users/candidate/create', { method: 'POST', body: new URLSearchParams({ name: 'A' }) });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/login?returnTo=%2Fcp%2Fusers%2Fcandidate%2Fcreate');
  });

  it('sends a signed-in user on a login-type page to the role home (spec §4)', async () => {
    expect(await visit('Admin', '/login')).toBe('→ /cp/admin');
    expect(await visit('Coordinator', '/forgot-password')).toBe('→ /cp/admin');
    expect(await visit('Teacher', '/login')).toBe('→ /docent/overzicht');
    expect(await visit('ContactPerson', '/login')).toBe('→ /contactperson/overzicht');
    expect(await visit('User', '/login/')).toBe('→ /dashboard/overzicht');
  });

  it('sends a user without permission to /404, staff to the dashboard (spec §6)', async () => {
    expect(await visit('User', '/cp/admin')).toBe('→ /404');
    expect(await visit('Teacher', '/mailbox')).toBe('→ /404');
    expect(await visit('Admin', '/docent/overzicht')).toBe('→ /cp/admin');
    expect(await visit('Onbekend', '/profile')).toBe('→ /404');
    expect(await visit('User', '/mailbox/message/42')).toBe('200');
  });

  it('sends unknown paths and Astro endpoints the platform does not use to /404; built files pass', async () => {
    expect(await visit(null, '/bestaat-niet')).toBe('→ /404');
    expect(await visit(null, '/404')).toBe('200');
    expect(await visit(null, '/_astro/island.X1.js')).toBe('200');
    expect(await visit(null, '/_image?href=x')).toBe('→ /404');
    expect(await visit('User', '/_image?href=https%3A%2F%2Fevil.example%2Fa.png&w=100')).toBe('→ /404');
    expect(await visit(null, '/_server-islands/X')).toBe('→ /404');
    expect(await visit('Admin', '/_actions/x')).toBe('→ /404');
  });
});
