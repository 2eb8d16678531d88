/**
 * Forged and tampered tokens (OWASP ASVS 3.5.3; RFC 8725 §2.1, §3.1): each must be refused with 401 by the
 * gateway's `apiSession` and, called directly, by the backend's own `requireCaller` — the backend does not rely
 * on the gateway. A tampered token inside a stored session record ends that session too.
 */
import { eq } from 'drizzle-orm';
import { exportSPKI, SignJWT, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endUserTokens } from '#src/server/auth/issued-tokens';
import { signingKeys, verifyToken } from '#src/server/auth/tokens';
import { issuedTokens, sessions } from '#src/server/db/schema';
import { createUser, TEST_PASSWORD } from '#src/server/testing/api';
import { config } from '#src/config.server';
import { createGateway } from './app';
import { sealToken, sessionIdOf } from './session-store';
import { ACTIVE_TOKEN_MEMORY_MS, activeTokenCheck } from './session';
import { fakePages } from './testing/fake-pages';
import { openTestbed, signInThroughPage, type Testbed } from './testing/testbed';

let bed: Testbed;
let user: Awaited<ReturnType<typeof createUser>>;
let claims: JWTPayload;

beforeAll(async () => {
  bed = await openTestbed();
  user = await createUser(bed.handle, 'User');
  claims = JSON.parse(Buffer.from(user.token.split('.')[1]!, 'base64url').toString()) as JWTPayload;
});
afterAll(async () => {
  await bed.audit.settled();
  await bed.handle.close();
});

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Signs `payload` with the platform's real private key (EdDSA), with only the given registered claims. */
async function signWithPlatformKey(payload: JWTPayload): Promise<string> {
  const { privateKey } = await signingKeys();
  return new SignJWT(payload).setProtectedHeader({ alg: 'EdDSA', typ: 'JWT' }).sign(privateKey);
}

/** Every forgery of the test, by name → Authorization header value. */
async function forgeries(): Promise<Record<string, string>> {
  const [header, payload, signature] = user.token.split('.') as [string, string, string];
  const { publicKey } = await signingKeys();
  const publicPem = await exportSPKI(publicKey);
  const { JWT_ISSUER: iss, JWT_AUDIENCE: aud } = config();
  const flipped = (signature[0] === 'A' ? 'B' : 'A') + signature.slice(1);
  return {
    'alg none': `Bearer ${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`,
    'HS256 signed with the public key': `Bearer ${await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(new TextEncoder().encode(publicPem))}`,
    'altered signature': `Bearer ${header}.${payload}.${flipped}`,
    'role upgraded, signature kept': `Bearer ${header}.${b64({ ...claims, role: 'Admin' })}.${signature}`,
    'missing exp': `Bearer ${await signWithPlatformKey({ ...claims, exp: undefined })}`,
    'wrong audience': `Bearer ${await signWithPlatformKey({ ...claims, aud: 'een-andere-api' })}`,
    'wrong issuer': `Bearer ${await signWithPlatformKey({ ...claims, iss: 'iemand-anders' })}`,
    expired: `Bearer ${await signWithPlatformKey({ ...claims, iss, aud, exp: Math.floor(Date.now() / 1000) })}`,
    'Basic scheme': `Basic ${Buffer.from(`${user.email}:${TEST_PASSWORD}`).toString('base64')}`,
    'bearer without token': 'Bearer ',
  };
}

describe('tampered tokens', () => {
  it('the genuine token works at the gateway and at the backend (control)', async () => {
    const headers = { authorization: `Bearer ${user.token}` };
    expect((await bed.app.request('/api/user/get', { headers })).status).toBe(200);
    expect((await bed.backend.request('/api/user/get', { headers })).status).toBe(200);
  });

  it('a complete token signed with the platform key works (control for the forgeries below)', async () => {
    const complete = await signWithPlatformKey(claims);
    expect((await bed.app.request('/api/user/get', { headers: { authorization: `Bearer ${complete}` } })).status).toBe(200);
  });

  it.each([
    'alg none',
    'HS256 signed with the public key',
    'altered signature',
    'role upgraded, signature kept',
    'missing exp',
    'wrong audience',
    'wrong issuer',
    'expired',
    'Basic scheme',
    'bearer without token',
  ])('%s → 401 at the gateway and at the backend', async (name) => {
    const authorization = (await forgeries())[name]!;
    const viaGateway = await bed.app.request('/api/user/get', { headers: { authorization } });
    expect(viaGateway.status).toBe(401);
    expect(await viaGateway.json()).toEqual({ title: expect.any(String) });
    const direct = await bed.backend.request('/api/user/get', { headers: { authorization } });
    expect(direct.status).toBe(401);
  });

  it('refuses, at the gateway itself, a genuine token that has ended (issued before a password change)', async () => {
    const owner = await createUser(bed.handle, 'Teacher');
    const stolen = `Bearer ${owner.token}`;
    // A gateway whose backend would say yes to anything: the refusal must come from the gateway.
    const yes = { fetch: () => Response.json({ ok: true }) };
    const gateway = createGateway({ pages: fakePages, db: async () => bed.handle.db, backend: yes, upstream: null, audit: bed.audit, clientDir: null });
    expect((await gateway.request('/api/user/get', { headers: { authorization: stolen } })).status).toBe(200);

    const json = { 'content-type': 'application/json' };
    const login = await bed.backend.request('/api/user/login', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email: owner.email, password: TEST_PASSWORD }),
    });
    const { token } = (await login.json()) as { token: string };
    const changed = await bed.backend.request('/api/user/ChangePassword', {
      method: 'POST',
      headers: { ...json, authorization: `Bearer ${token}` },
      body: JSON.stringify({ currentPassword: TEST_PASSWORD, newPassword: 'een-nieuw-wachtwoord' }),
    });
    expect(changed.status).toBe(200);
    expect((await gateway.request('/api/user/get', { headers: { authorization: stolen } })).status).toBe(401);
    expect((await bed.backend.request('/api/user/get', { headers: { authorization: stolen } })).status).toBe(401);
  });

  it('remembers an active token briefly, forgets it at once when it ends in this process', async () => {
    const owner = await createUser(bed.handle, 'User');
    const claims = (await verifyToken(owner.token))!;
    let clock = 1_000_000;
    const check = activeTokenCheck(async () => bed.handle.db, () => clock);
    expect(await check(claims)).toBe(true);

    // Ended by another process (a separate API tier): only the row goes. Remembered until the memory runs out.
    await bed.handle.db.delete(issuedTokens).where(eq(issuedTokens.sid, claims.sid));
    expect(await check(claims)).toBe(true);
    clock += ACTIVE_TOKEN_MEMORY_MS + 1;
    expect(await check(claims)).toBe(false);

    // Ended in this process: forgotten at once.
    const other = await createUser(bed.handle, 'User');
    const otherClaims = (await verifyToken(other.token))!;
    expect(await check(otherClaims)).toBe(true);
    await endUserTokens(bed.handle.db, other.id);
    expect(await check(otherClaims)).toBe(false);
  });

  it('ends a browser session whose stored token was swapped for a role-upgraded one', async () => {
    const { cookie } = await signInThroughPage(bed.app, user.email);
    const id = sessionIdOf(cookie!.slice('sid='.length));
    const [header, , signature] = user.token.split('.') as [string, string, string];
    const upgraded = `${header}.${b64({ ...claims, role: 'Admin' })}.${signature}`;
    await bed.handle.db
      .update(sessions)
      .set({ sealedToken: sealToken(upgraded, cookie!.slice('sid='.length)), role: 'Admin' })
      .where(eq(sessions.id, id));
    const res = await bed.app.request('/cp/admin', { headers: { cookie: cookie! } });
    expect(res.headers.get('location')).toBe('/login?returnTo=%2Fcp%2Fadmin');
    expect(await bed.handle.db.select().from(sessions).where(eq(sessions.id, id))).toEqual([]);
  });
});
