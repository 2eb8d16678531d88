/** The `Offline-Scope` label (offline-scope.ts) on page answers, with a fake session and page handler. */
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { Role } from '#src/lib/roles';
import type { GatewayEnv } from './env';
import { offlineScope } from './offline-scope';

const USER_ID = '0f8c1a52-3c1e-4d7e-9a57-5b0a2f6c9e11';
const UNTIL = 1_900_000_000;

function app(role: Role | null, page: (c: import('hono').Context<GatewayEnv>) => Response | Promise<Response> = (c) => c.html('<p>pagina</p>')) {
  const a = new Hono<GatewayEnv>();
  a.use(async (c, next) => {
    c.set('session', role ? ({ role, userId: USER_ID, expiration: UNTIL } as GatewayEnv['Variables']['session']) : null);
    await next();
  });
  a.all('*', offlineScope(), page);
  return a;
}

const scopeOf = async (role: Role | null, path: string, init?: RequestInit, page?: Parameters<typeof app>[1]) =>
  (await app(role, page).request(path, init)).headers.get('offline-scope');

describe('offlineScope', () => {
  it('marks the candidate pages the worker may keep with the user and the end of the session', async () => {
    expect(await scopeOf('User', '/dashboard/overzicht')).toBe(`${USER_ID}; until=${UNTIL}; keep`);
    expect(await scopeOf('User', '/dashboard/test/overzicht/t1')).toBe(`${USER_ID}; until=${UNTIL}; keep`);
    expect(await scopeOf('User', '/dashboard/test/t1?module=2&vraag=3')).toBe(`${USER_ID}; until=${UNTIL}; keep`);
  });

  it('names the candidate but keeps nothing on their other pages, on errors, redirects and non-HTML answers', async () => {
    const plain = `${USER_ID}; until=${UNTIL}`;
    expect(await scopeOf('User', '/mailbox')).toBe(plain);
    expect(await scopeOf('User', '/dashboard/profile')).toBe(plain);
    expect(await scopeOf('User', '/dashboard/test/t1')).toBe(plain);
    expect(await scopeOf('User', '/dashboard/test/afsluiten/t1/')).toBe(plain);
    expect(await scopeOf('User', '/dashboard/test/nl/t1')).toBe(plain);
    expect(await scopeOf('User', '/dashboard/test/t1?module=1', undefined, (c) => c.html('<p>weg</p>', 404))).toBe(plain);
    expect(await scopeOf('User', '/dashboard/test/t1?module=1', undefined, (c) => c.redirect('/dashboard/test/afsluiten/t1/'))).toBe(plain);
    expect(await scopeOf('User', '/dashboard/overzicht', undefined, (c) => c.json({}))).toBe(plain);
    expect(await scopeOf('User', '/dashboard/overzicht', { method: 'POST' })).toBe(plain);
  });

  it('says none to everyone who is neither a candidate nor a teacher, on every page', async () => {
    expect(await scopeOf(null, '/login')).toBe('none');
    expect(await scopeOf(null, '/dashboard/overzicht')).toBe('none');
    for (const role of ['Admin', 'Coordinator', 'ContactPerson'] as const) {
      expect(await scopeOf(role, '/dashboard/overzicht')).toBe('none');
      expect(await scopeOf(role, '/cp/admin')).toBe('none');
      expect(await scopeOf(role, '/docent/pat-dag/d1')).toBe('none');
    }
  });

  it("names a teacher on every page and marks only their PAT pages to keep, never a candidate's", async () => {
    const plain = `${USER_ID}; until=${UNTIL}`;
    for (const path of ['/docent/pat', '/docent/pat-dagen/p1', '/docent/pat-dag/d1', '/docent/evaluate/p1/m1/c1?role=second', '/docent/user/c1/rapportage/r1']) {
      expect(await scopeOf('Teacher', path), path).toBe(`${plain}; keep`);
    }
    expect(await scopeOf('Teacher', '/docent/overzicht')).toBe(plain);
    expect(await scopeOf('Teacher', '/dashboard/overzicht')).toBe(plain);
    expect(await scopeOf('Teacher', '/docent/pat-dag/d1', undefined, (c) => c.html('<p>weg</p>', 404))).toBe(plain);
    // A candidate never gets a teacher's page kept, whatever the answer.
    expect(await scopeOf('User', '/docent/pat-dag/d1')).toBe(plain);
  });
});
