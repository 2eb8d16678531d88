/**
 * The gateway's session memory (session.ts `sessionMemory`): a session record read once is used for the next
 * requests for a short while, yet a sign-out, a password change or the end of a token is effective at once, and a
 * record removed by another process stops working within the memory's time.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issuedTokens, sessions } from '#src/server/db/schema';
import { createUser, TEST_PASSWORD } from '#src/server/testing/api';
import { TITLES } from './errors';
import { sessionIdOf, unsealToken } from './session-store';
import { openTestbed, ORIGIN, signInThroughPage, type Testbed } from './testing/testbed';

/** Memory time of this testbed, ms: long enough for a few requests, short enough to wait out. */
const MEMORY_MS = 400;

let bed: Testbed;
beforeAll(async () => {
  bed = await openTestbed({ sessionMemoryMs: MEMORY_MS });
});
afterAll(async () => {
  await bed.audit.settled();
  await bed.handle.close();
});

async function signedIn() {
  const user = await createUser(bed.handle, 'User');
  const { cookie } = await signInThroughPage(bed.app, user.email);
  if (!cookie) throw new Error('niet ingelogd');
  const id = sessionIdOf(cookie.slice('sid='.length));
  const [row] = await bed.handle.db.select().from(sessions).where(eq(sessions.id, id));
  const token = unsealToken(row!.sealedToken, cookie.slice('sid='.length))!;
  return { user, cookie, id, token };
}

const get = (path: string, cookie: string) => bed.app.request(path, { headers: { cookie } });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('session memory', () => {
  it('uses a record read moments ago, and reads it again once the memory time has passed', async () => {
    const { cookie, id } = await signedIn();
    expect((await get('/dashboard/overzicht', cookie)).status).toBe(200);
    // Another process deletes the record (its own sign-out): this process still knows it for a moment…
    await bed.handle.db.delete(sessions).where(eq(sessions.id, id));
    expect((await get('/dashboard/overzicht', cookie)).status).toBe(200);
    // …and no longer once the memory time is over.
    await sleep(MEMORY_MS + 50);
    const later = await get('/dashboard/overzicht', cookie);
    expect(later.headers.get('location')).toBe('/login?returnTo=%2Fdashboard%2Foverzicht');
  });

  it('refuses every API call at once when the token ended in another process, while the record is remembered', async () => {
    const { cookie, token, user } = await signedIn();
    expect((await get('/api/user/get', cookie)).status).toBe(200);
    await bed.handle.db.delete(issuedTokens).where(eq(issuedTokens.userId, user.id)); // as a sign-out elsewhere does
    const res = await get('/api/user/get', cookie);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ title: TITLES.unauthenticated });
    expect(token).toBeTruthy();
  });

  it('forgets a session at once when it signs out', async () => {
    const { cookie } = await signedIn();
    expect((await get('/api/user/get', cookie)).status).toBe(200);
    const out = await bed.app.request('/logout', { method: 'POST', headers: { cookie, origin: ORIGIN } });
    expect(out.status).toBe(303);
    // The browser dropped the cookie; a copy of it is replayed at once.
    expect((await get('/api/user/get', cookie)).status).toBe(401);
    expect((await get('/dashboard/overzicht', cookie)).headers.get('location')).toBe('/login?returnTo=%2Fdashboard%2Foverzicht');
  });

  it("forgets a user's other sessions at once when the password is changed", async () => {
    const { cookie, user } = await signedIn();
    const second = await signInThroughPage(bed.app, user.email);
    expect((await get('/api/user/get', cookie)).status).toBe(200);
    expect((await get('/api/user/get', second.cookie!)).status).toBe(200);
    const changed = await bed.app.request('/api/user/ChangePassword', {
      method: 'POST',
      headers: { cookie: second.cookie!, origin: ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({ currentPassword: TEST_PASSWORD, newPassword: 'een-nieuw-wachtwoord' }),
    });
    expect(changed.status).toBe(200);
    expect((await get('/dashboard/overzicht', cookie)).headers.get('location')).toBe('/login?returnTo=%2Fdashboard%2Foverzicht');
    expect((await get('/api/user/get', second.cookie!)).status).toBe(200);
  });
});
