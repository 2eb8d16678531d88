/**
 * The BFF session (session.ts) end to end in-process: sign-in through the login page, the cookie and its
 * record, spec §4's rule and the timeouts applied to stored records, sign-out and /logout, the page guard with
 * signed-in users, `/api` with the cookie or a bearer token, and `locals.api`. The gateway here reads the session
 * record on every request (`sessionMemoryMs: 0`), because these tests change records in the database between
 * requests; session-memory.db.test.ts covers the memory.
 */
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '#src/server/db/schema';
import { AUTH_TITLES } from '#src/features/accounts/api/sign-in';
import { createUser, TEST_PASSWORD } from '#src/server/testing/api';
import { createGateway } from './app';
import { TITLES } from './errors';
import { CLEAR_SITE_DATA } from './logout';
import { unixSeconds } from './session-rule';
import { sessionIdOf, unsealToken } from './session-store';
import { fakePages } from './testing/fake-pages';
import { openTestbed, ORIGIN, sidCookie, signInThroughPage, type Testbed } from './testing/testbed';

let bed: Testbed;
beforeAll(async () => {
  bed = await openTestbed({ sessionMemoryMs: 0 });
});
afterAll(async () => {
  await bed.audit.settled();
  await bed.handle.close();
});

/** Signs a new user of `role` in and returns the cookie, the user and the session record's id. */
async function signedIn(role: Parameters<typeof createUser>[1] = 'User') {
  const user = await createUser(bed.handle, role);
  const { cookie } = await signInThroughPage(bed.app, user.email);
  if (!cookie) throw new Error('niet ingelogd');
  return { user, cookie, id: sessionIdOf(cookie.slice('sid='.length)) };
}

const page = (path: string, cookie: string, init: RequestInit = {}) =>
  bed.app.request(path, { ...init, headers: { cookie, ...(init.headers as Record<string, string>) } });

async function record(id: string) {
  const [row] = await bed.handle.db.select().from(sessions).where(eq(sessions.id, id));
  return row;
}

function expectCleared(res: Response) {
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('sid='));
  expect(cookie).toMatch(/^sid=; .*Max-Age=0/);
}

describe('signing in through the login page', () => {
  it('sets an opaque HttpOnly SameSite=Lax cookie and stores only its hash, with the token sealed under the cookie', async () => {
    const user = await createUser(bed.handle, 'Teacher');
    const { res, cookie } = await signInThroughPage(bed.app, user.email);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/docent/overzicht');
    const setCookie = res.headers.getSetCookie().find((c) => c.startsWith('sid='))!;
    expect(setCookie).toMatch(/^sid=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Lax$/); // no Secure on localhost
    const value = cookie!.slice('sid='.length);
    expect(await record(value)).toBeUndefined();
    const row = await record(sessionIdOf(value));
    expect(row).toMatchObject({ userId: user.id, email: user.email, role: 'Teacher', name: user.name });
    const token = unsealToken(row!.sealedToken, value);
    expect(token?.split('.')).toHaveLength(3);
    expect(JSON.stringify(row)).not.toContain(token!.split('.')[1]);
    expect(unsealToken(row!.sealedToken, 'A'.repeat(43))).toBeNull();
    expect(row!.tokenSid).toMatch(/^[0-9a-f-]{36}$/);
    expect(row!.expiration).toBeGreaterThan(unixSeconds(new Date()));
  });

  it('hands the page its session without the token', async () => {
    const { user, cookie, id } = await signedIn('User');
    const res = await page('/dashboard/overzicht', cookie);
    expect(res.status).toBe(200);
    const session = JSON.parse(res.headers.get('x-test-session')!);
    expect(session).toEqual({
      userId: user.id,
      email: user.email,
      name: user.name,
      role: 'User',
      professionId: null,
      expiration: (await record(id))!.expiration,
    });
    expect(JSON.stringify(session)).not.toContain(unsealToken((await record(id))!.sealedToken, cookie.slice('sid='.length)));
  });

  it('marks the cookie Secure outside localhost', async () => {
    const user = await createUser(bed.handle, 'User');
    const res = await bed.app.request('https://platform.example.nl/login', {
      method: 'POST',
      headers: { origin: 'https://platform.example.nl', 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: user.email, password: TEST_PASSWORD }).toString(),
    });
    expect(res.headers.getSetCookie().find((c) => c.startsWith('sid='))).toMatch(/; Secure$/);
  });

  it("answers wrong credentials with the backend's title, no cookie and no record", async () => {
    const user = await createUser(bed.handle, 'User');
    const before = (await bed.handle.db.select().from(sessions)).length;
    const { res, cookie } = await signInThroughPage(bed.app, user.email, 'verkeerd-wachtwoord');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ ok: false, status: 401, title: AUTH_TITLES.badCredentials });
    expect(cookie).toBeNull();
    expect((await bed.handle.db.select().from(sessions)).length).toBe(before);
  });

  it('hands the login page the title of a 429, which says how long to wait', async () => {
    const wait = 'Te veel mislukte inlogpogingen vanaf dit netwerk. Probeer het over 12 minuten opnieuw.';
    const busy = new Hono().post('/api/user/login', (c) => c.json({ title: wait }, 429));
    const app = createGateway({ pages: fakePages, db: async () => bed.handle.db, backend: busy, upstream: null, audit: bed.audit, clientDir: null });
    const { res } = await signInThroughPage(app, 'wie@example.org');
    expect(await res.json()).toEqual({ ok: false, status: 429, title: wait });
  });

  it('refuses a login answer whose token says something else (502, no session)', async () => {
    const user = await createUser(bed.handle, 'User');
    const liar = new Hono().post('/api/user/login', (c) =>
      c.json({ token: user.token, expiration: 4_000_000_000, userId: user.id, email: user.email, name: 'x', role: 'Admin' }),
    );
    const app = createGateway({ pages: fakePages, db: async () => bed.handle.db, backend: liar, upstream: null, audit: bed.audit, clientDir: null });
    const { res, cookie } = await signInThroughPage(app, user.email);
    expect(res.status).toBe(400); // the fake login page answers 400 for anything but 401
    expect(await res.json()).toEqual({ ok: false, status: 502, title: TITLES.server });
    expect(cookie).toBeNull();
  });

  it('never keeps a session id the browser brought along (session fixation)', async () => {
    const user = await createUser(bed.handle, 'User');
    const planted = 'sid=' + 'A'.repeat(43);
    const res = await bed.app.request('/login', {
      method: 'POST',
      headers: { cookie: planted, origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: user.email, password: TEST_PASSWORD }).toString(),
    });
    expect(sidCookie(res)).not.toBe(planted);
    expect(sidCookie(res)).toMatch(/^sid=[A-Za-z0-9_-]{43}$/);
  });
});

describe("spec §4's rule on every request", () => {
  it('clears a session whose stored role no longer matches the token, and pages go to /login', async () => {
    const { cookie, id } = await signedIn('User');
    await bed.handle.db.update(sessions).set({ role: 'Admin' }).where(eq(sessions.id, id));
    const res = await page('/cp/admin', cookie);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/login?returnTo=%2Fcp%2Fadmin');
    expectCleared(res);
    expect(await record(id)).toBeUndefined();
  });

  it('clears a session whose stored e-mail no longer matches the token', async () => {
    const { cookie, id } = await signedIn('User');
    await bed.handle.db.update(sessions).set({ email: 'iemand-anders@test.example' }).where(eq(sessions.id, id));
    const res = await page('/dashboard/overzicht', cookie);
    expect(res.headers.get('location')).toBe('/login?returnTo=%2Fdashboard%2Foverzicht');
    expect(await record(id)).toBeUndefined();
  });

  it('clears an expired session (stored expiry = now, in Unix seconds); /api answers 401', async () => {
    const { cookie, id } = await signedIn('User');
    await bed.handle.db.update(sessions).set({ expiration: unixSeconds(new Date()) }).where(eq(sessions.id, id));
    const res = await page('/api/user/get', cookie);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ title: TITLES.unauthenticated });
    expectCleared(res);
    expect(await record(id)).toBeUndefined();
  });

  it('ends a session idle for longer than SESSION_IDLE_MINUTES', async () => {
    const { cookie, id } = await signedIn('User');
    await bed.handle.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(sessions.id, id));
    const res = await page('/dashboard/overzicht', cookie);
    expect(res.headers.get('location')).toBe('/login?returnTo=%2Fdashboard%2Foverzicht');
    expect(await record(id)).toBeUndefined();
  });

  it('ends a session older than SESSION_ABSOLUTE_MINUTES, however active', async () => {
    const { cookie, id } = await signedIn('User');
    await bed.handle.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - (12 * 60 + 1) * 60_000), lastSeenAt: new Date() })
      .where(eq(sessions.id, id));
    const res = await page('/dashboard/overzicht', cookie);
    expect(res.headers.get('location')).toBe('/login?returnTo=%2Fdashboard%2Foverzicht');
    expect(await record(id)).toBeUndefined();
  });

  it('records activity at most once a minute', async () => {
    const { cookie, id } = await signedIn('User');
    const recent = new Date(Date.now() - 30_000);
    await bed.handle.db.update(sessions).set({ lastSeenAt: recent }).where(eq(sessions.id, id));
    await page('/dashboard/overzicht', cookie);
    expect((await record(id))!.lastSeenAt.getTime()).toBe(recent.getTime());

    const older = new Date(Date.now() - 29 * 60_000);
    await bed.handle.db.update(sessions).set({ lastSeenAt: older }).where(eq(sessions.id, id));
    expect((await page('/dashboard/overzicht', cookie)).status).toBe(200);
    expect((await record(id))!.lastSeenAt.getTime()).toBeGreaterThan(Date.now() - 5_000);
  });

  it('clears a cookie that points at no record', async () => {
    const res = await page('/dashboard/overzicht', 'sid=' + 'B'.repeat(43));
    expect(res.headers.get('location')).toBe('/login?returnTo=%2Fdashboard%2Foverzicht');
    expectCleared(res);
  });
});

describe('logout', () => {
  it('revokes the token, deletes the record, expires the cookie and clears site data', async () => {
    const { cookie, id } = await signedIn('ContactPerson');
    const token = unsealToken((await record(id))!.sealedToken, cookie.slice('sid='.length))!;
    const res = await page('/logout', cookie, { headers: { 'sec-fetch-site': 'same-origin' } });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/');
    expect(res.headers.get('clear-site-data')).toBe(CLEAR_SITE_DATA);
    expectCleared(res);
    expect(await record(id)).toBeUndefined();
    const withOldToken = await bed.app.request('/api/user/get', { headers: { authorization: `Bearer ${token}` } });
    expect(withOldToken.status).toBe(401);
    expect((await page('/contactperson/overzicht', cookie)).headers.get('location')).toBe('/login?returnTo=%2Fcontactperson%2Foverzicht');
  });

  it('works as a same-origin POST, and refuses a cross-site one', async () => {
    const { cookie, id } = await signedIn('User');
    const crossSite = await page('/logout', cookie, { method: 'POST', headers: { origin: 'https://evil.example' } });
    expect(crossSite.status).toBe(403);
    expect(await record(id)).toBeDefined();
    const res = await page('/logout', cookie, { method: 'POST', headers: { origin: ORIGIN } });
    expect(res.status).toBe(303);
    expect(await record(id)).toBeUndefined();
  });

  it('asks first when a GET comes from another site or does not say where it comes from', async () => {
    const { cookie, id } = await signedIn('User');
    for (const site of ['cross-site', 'same-site', undefined]) {
      const res = await page('/logout', cookie, { headers: site ? { 'sec-fetch-site': site } : {} });
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('<h1>/logout</h1>'); // the page handler renders 'Uitloggen?'
      expect(res.headers.get('clear-site-data')).toBeNull();
      expect(await record(id)).toBeDefined();
    }
    const typed = await page('/logout', cookie, { headers: { 'sec-fetch-site': 'none' } });
    expect(typed.status).toBe(303);
    expect(await record(id)).toBeUndefined();
  });

  it('expires the cookie also without a session', async () => {
    const res = await bed.app.request('/logout');
    expect(res.status).toBe(303);
    expectCleared(res);
  });
});

describe('page guard with signed-in users (fake page handler)', () => {
  it('sends each role to the right place', async () => {
    const candidate = await signedIn('User');
    expect((await page('/cp/admin', candidate.cookie)).headers.get('location')).toBe('/404');
    expect((await page('/login', candidate.cookie)).headers.get('location')).toBe('/dashboard/overzicht');
    expect((await page('/mailbox', candidate.cookie)).status).toBe(200);

    const admin = await signedIn('Admin');
    expect((await page('/docent/overzicht', admin.cookie)).headers.get('location')).toBe('/cp/admin');
    expect((await page('/cp/audit', admin.cookie)).status).toBe(200);

    const coordinator = await signedIn('Coordinator');
    expect((await page('/cp/audit', coordinator.cookie)).headers.get('location')).toBe('/cp/admin');

    expect((await bed.app.request('/profile')).headers.get('location')).toBe('/login?returnTo=%2Fprofile');
  });
});

describe('/api sessions', () => {
  it('forwards cookie calls with the session token', async () => {
    const { user, cookie } = await signedIn('User');
    const res = await page('/api/user/get', cookie);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: user.id, email: user.email });
  });

  it('accepts an API client with its own bearer token', async () => {
    const user = await createUser(bed.handle, 'Teacher');
    const res = await bed.app.request('/api/user/get', { headers: { authorization: `Bearer ${user.token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it('answers 401 without a session', async () => {
    const res = await bed.app.request('/api/user/headerinfo');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ title: TITLES.unauthenticated });
  });

  it('lets the public calls pass without a session', async () => {
    const res = await bed.app.request('/api/user/ForgotPassword', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'niemand@test.example' }),
    });
    expect(res.status).toBe(200);
  });
});

describe('locals.api', () => {
  it("calls the backend on the server with the page's session", async () => {
    const { user, cookie } = await signedIn('User');
    const res = await page('/profile?api=/api/user/get', cookie);
    expect(await res.json()).toMatchObject({ ok: true, data: { id: user.id } });
  });

  it('throws FetchError with the status and title when signed out', async () => {
    const res = await bed.app.request('/login?api=/api/user/get');
    expect(await res.json()).toEqual({ ok: false, status: 401, data: { title: expect.any(String) } });
  });
});
