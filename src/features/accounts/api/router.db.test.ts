/**
 * /api/user in-process (habit 5): sign-in and throttling, sign-out, passwords, invitations, header info,
 * profiles, the candidate list and counts, as a caller of the API notices them.
 */
import { randomBytes, scryptSync } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { config, resetConfig } from '#src/config.server';
import { createBackend, type Backend } from '#src/backend/app';
import { issueToken } from '#src/server/auth/issued-tokens';
import { verifyToken } from '#src/server/auth/tokens';
import type { DbHandle } from '#src/server/db/client';
import {
  authThrottle,
  issuedTokens,
  notifications,
  passwordResets,
  professions,
  sessions,
  teacherCandidates,
  users,
} from '#src/server/db/schema';
import { TITLES } from '#src/server/errors';
import type { MailOutbox } from '#src/server/mail/outbox';
import { immediateOutbox, linkIn, memoryMailer } from '#src/server/mail/memory-mailer';
import { AUTH_TITLES } from './sign-in';
import { INVITE_TITLES, inviteUser } from './invitation';
import { requestPasswordReset, RESET_TITLES } from './password-reset';
import { hashSlotState, PASSWORD_BUSY, resetHashSlots } from './password';
import { ACCOUNT_FAILURE_LIMIT, accountIpKey, FREE_FAILURES } from './throttle';
import { authHeaders, createOrganization, createUser, openTestDb, TEST_PASSWORD } from '#src/server/testing/api';

type TestUser = Awaited<ReturnType<typeof createUser>>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Answer = { status: number; json: any; headers: Headers };

let handle: DbHandle;
let app: Backend;
const { mailer, sent } = memoryMailer();
/** For the services called directly: their mails reach `sent` at once. */
const outbox = immediateOutbox(mailer);

beforeAll(async () => {
  handle = await openTestDb();
  app = createBackend({ db: handle.db, mailer });
});
afterAll(async () => {
  await handle.close();
});

let ipCounter = 0;
/** A client IP no other test uses, so the per-IP limit of one test does not touch another. */
const freshIp = () => `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

/** Calls the API; `body` is sent as JSON unless it is a string (sent as is). */
async function call(
  method: string,
  path: string,
  options: { token?: string; body?: unknown; ip?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const res = await app.request(path, {
    method,
    headers: { ...authHeaders(options.token), 'x-forwarded-for': options.ip ?? freshIp(), ...options.headers },
    body: options.body === undefined ? undefined : typeof options.body === 'string' ? options.body : JSON.stringify(options.body),
  });
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : null, headers: res.headers };
}

const login = (email: string, password: string, ip?: string) => call('POST', '/api/user/login', { body: { email, password }, ip });

/** A user with a predictable, unique e-mail address. */
let userCounter = 0;
function newUser(role: Parameters<typeof createUser>[1], extra: Parameters<typeof createUser>[2] = {}): Promise<TestUser> {
  userCounter += 1;
  return createUser(handle, role, { email: `${role.toLowerCase()}${userCounter}@gebruikers.test`, ...extra });
}

/** Puts a gateway session row (as the gateway would) for `user` with a freshly issued token; returns that token. */
async function gatewaySession(user: TestUser): Promise<string> {
  const { token, expiration, sid } = await issueToken(handle.db, { id: user.id, email: user.email, role: user.role as 'User' });
  await handle.db.insert(sessions).values({
    id: `sessie-${Math.random()}`,
    sealedToken: 'verzegeld',
    tokenSid: sid,
    userId: user.id,
    email: user.email,
    name: user.name,
    role: user.role,
    expiration,
  });
  return token;
}

describe('POST /api/user/login', () => {
  it('answers the session fields and a token that works, for a candidate with a profession', async () => {
    const org = await createOrganization(handle, 'Inlog B.V.');
    const [profession] = await handle.db
      .insert(professions)
      .values({ name: 'Heftruckchauffeur' })
      .returning();
    const candidate = await newUser('User', { name: 'Iris Inlog', organizationId: org.id, professionId: profession?.id });

    const before = Math.floor(Date.now() / 1000);
    const res = await login(candidate.email.toUpperCase(), TEST_PASSWORD);

    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      userId: candidate.id,
      email: candidate.email,
      name: 'Iris Inlog',
      role: 'User',
      professionId: profession?.id,
    });
    expect(res.json.expiration).toBeGreaterThanOrEqual(before + config().SESSION_ABSOLUTE_MINUTES * 60);
    expect(res.json.expiration).toBeLessThanOrEqual(Math.floor(Date.now() / 1000) + config().SESSION_ABSOLUTE_MINUTES * 60);
    const claims = await verifyToken(res.json.token);
    expect(claims).toMatchObject({ sub: candidate.email, role: 'User', uid: candidate.id, exp: res.json.expiration });
    expect((await call('GET', '/api/user/get', { token: res.json.token })).json.id).toBe(candidate.id);
  });

  it('gives no profession id to other roles', async () => {
    const teacher = await newUser('Teacher');
    const res = await login(teacher.email, TEST_PASSWORD);
    expect(res.status).toBe(200);
    expect(res.json.role).toBe('Teacher');
    expect(res.json.professionId ?? null).toBeNull();
  });

  it('answers one 401 title for a wrong password, an unknown address, and invited or disabled accounts', async () => {
    const user = await newUser('User');
    const invited = await newUser('User', { status: 'invited' });
    const disabled = await newUser('User', { status: 'disabled' });
    const answers = [
      await login(user.email, 'verkeerd-wachtwoord'),
      await login('niemand@gebruikers.test', TEST_PASSWORD),
      await login(invited.email, TEST_PASSWORD),
      await login(disabled.email, TEST_PASSWORD),
    ];
    for (const res of answers) {
      expect(res.status).toBe(401);
      expect(res.json).toEqual({ title: AUTH_TITLES.badCredentials });
    }
  });

  it('takes as long for an unknown address as for a known one (a password is always verified)', async () => {
    const user = await newUser('User');
    const time = async (email: string) => {
      const start = performance.now();
      await login(email, 'verkeerd-wachtwoord');
      return performance.now() - start;
    };
    const known = Math.min(await time(user.email), await time(user.email));
    const unknown = Math.min(await time('onbekend-1@gebruikers.test'), await time('onbekend-2@gebruikers.test'));
    // Without the dummy verification an unknown address answers in about 1 % of the time.
    expect(unknown).toBeGreaterThan(known * 0.25);
  });

  it('signs in with a password stored as scrypt (before Argon2id) and stores it as Argon2id from then on', async () => {
    const salt = randomBytes(16);
    const key = scryptSync(TEST_PASSWORD, salt, 32, { N: 1024, r: 8, p: 1 });
    const scryptHash = ['scrypt', 1024, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
    const user = await newUser('User', { passwordHash: scryptHash });
    const storedHash = async () => (await handle.db.select({ h: users.passwordHash }).from(users).where(eq(users.id, user.id)))[0]?.h;

    expect((await login(user.email, 'verkeerd-wachtwoord')).status).toBe(401);
    expect(await storedHash(), 'a wrong password changes nothing').toBe(scryptHash);
    expect((await login(user.email, TEST_PASSWORD)).status).toBe(200);
    expect(await storedHash()).toMatch(/^\$argon2id\$v=19\$m=7168,t=5,p=1\$/);
    expect((await login(user.email, TEST_PASSWORD)).status).toBe(200);
    expect((await login(user.email, 'verkeerd-wachtwoord')).status).toBe(401);
  });

  it('refuses bad input with 400, and a body over 1 MB with 413', async () => {
    expect(await call('POST', '/api/user/login', { body: '{"email": "a@b.nl",' })).toMatchObject({
      status: 400,
      json: { title: TITLES.badJson },
    });
    const missing = await call('POST', '/api/user/login', { body: { email: 'a@gebruikers.test' } });
    expect(missing.status).toBe(400);
    expect(missing.json.title).toBe('Vul je wachtwoord in.');
    const badEmail = await call('POST', '/api/user/login', { body: { email: 'geen-adres', password: 'x' } });
    expect(badEmail).toMatchObject({ status: 400, json: { title: 'Vul een geldig e-mailadres in.' } });
    const huge = await call('POST', '/api/user/login', { body: { email: 'a@gebruikers.test', password: 'x'.repeat(1024 * 1024) } });
    expect(huge).toMatchObject({ status: 413, json: { title: TITLES.tooLarge } });
  });
});

// Every attempt costs a password verification (about 25 ms, more on a busy machine), hence the longer timeout.
describe('sign-in throttling', { timeout: 120_000 }, () => {
  /** Lets the delay of the pair (address, ip) run out, as if the user waited. */
  async function waitOut(email: string, ip: string): Promise<void> {
    await handle.db.update(authThrottle).set({ lockedUntil: new Date(Date.now() - 1000) }).where(eq(authThrottle.key, accountIpKey(email, ip)));
  }

  it('holds an address back for one network after 5 failures, with a delay that doubles, even for the right password', async () => {
    const user = await newUser('User');
    const ip = freshIp();
    for (let i = 0; i < FREE_FAILURES; i++) {
      expect(await login(user.email, `fout-${i}`, ip)).toMatchObject({ status: 401, json: { title: AUTH_TITLES.badCredentials } });
    }
    const held = await login(user.email, TEST_PASSWORD, ip);
    expect(held).toMatchObject({ status: 429, json: { title: AUTH_TITLES.delayed(1) } });
    expect(held.headers.get('retry-after')).toBe('1');

    await waitOut(user.email, ip);
    expect((await login(user.email, 'nog-een-fout', ip)).status).toBe(401);
    const longer = await login(user.email, TEST_PASSWORD, ip);
    expect(longer).toMatchObject({ status: 429, json: { title: AUTH_TITLES.delayed(2) } });
    expect(longer.headers.get('retry-after')).toBe('2');

    await waitOut(user.email, ip);
    expect((await login(user.email, TEST_PASSWORD, ip)).status).toBe(200);
  });

  it('does not keep the owner out from another network: nobody can lock someone else’s account', async () => {
    const user = await newUser('User');
    const attacker = freshIp();
    for (let i = 0; i < ACCOUNT_FAILURE_LIMIT; i++) await login(user.email, `fout-${i}`, attacker); // enough to lock the account everywhere before decision 015
    expect((await login(user.email, TEST_PASSWORD, attacker)).status).toBe(429);
    expect((await login(user.email, TEST_PASSWORD, freshIp())).status).toBe(200);
  });

  it('holds an unknown address back the same way, so the delay reveals nothing', async () => {
    const ip = freshIp();
    for (let i = 0; i < FREE_FAILURES; i++) await login('bestaat-niet@gebruikers.test', `fout-${i}`, ip);
    expect(await login('bestaat-niet@gebruikers.test', TEST_PASSWORD, ip)).toMatchObject({
      status: 429,
      json: { title: AUTH_TITLES.delayed(1) },
    });
  });

  it('starts counting again after a successful sign-in', async () => {
    const user = await newUser('User');
    const ip = freshIp();
    for (let i = 0; i < FREE_FAILURES - 1; i++) await login(user.email, `fout-${i}`, ip);
    expect((await login(user.email, TEST_PASSWORD, ip)).status).toBe(200);
    for (let i = 0; i < FREE_FAILURES - 1; i++) await login(user.email, `fout-${i}`, ip);
    expect((await login(user.email, TEST_PASSWORD, ip)).status).toBe(200);
  });

  it('still lets a held-back address reset its password, which lifts the delay', async () => {
    const user = await newUser('User');
    const ip = freshIp();
    for (let i = 0; i < FREE_FAILURES + 1; i++) await login(user.email, `fout-${i}`, ip);
    expect((await login(user.email, TEST_PASSWORD, ip)).status).toBe(429);
    sent.length = 0;
    await call('POST', '/api/user/ForgotPassword', { body: { email: user.email } });
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    const link = linkIn(sent[0], '/reset-password');
    const reset = await call('POST', '/api/user/ResetPassword', {
      body: { email: user.email, password: 'nieuw-en-lang-genoeg', token: link.searchParams.get('token') },
    });
    expect(reset.status).toBe(200);
    expect((await login(user.email, 'nieuw-en-lang-genoeg', ip)).status).toBe(200);
  });

  it('counts only failed sign-ins toward LOGIN_IP_LIMIT, so a class behind one address signs in', async () => {
    const user = await newUser('User');
    const previous = process.env.LOGIN_IP_LIMIT;
    process.env.LOGIN_IP_LIMIT = '3';
    resetConfig();
    try {
      const ip = freshIp();
      for (let i = 0; i < 5; i++) expect((await login(user.email, TEST_PASSWORD, ip)).status).toBe(200);
      for (let i = 0; i < 3; i++) expect((await login(`onbekend${i}@gebruikers.test`, 'fout', ip)).status).toBe(401);
      const limited = await login(user.email, TEST_PASSWORD, ip);
      expect(limited.status).toBe(429);
      expect(limited.json.title).toMatch(/^Te veel mislukte inlogpogingen vanaf dit netwerk\. Probeer het over (15|14) minuten opnieuw\.$/);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
      expect((await login(user.email, TEST_PASSWORD, freshIp())).status).toBe(200);
    } finally {
      if (previous === undefined) delete process.env.LOGIN_IP_LIMIT;
      else process.env.LOGIN_IP_LIMIT = previous;
      resetConfig();
    }
  });
});

describe('POST /api/user/logout', () => {
  it('answers 204 and the token stops working', async () => {
    const user = await newUser('Teacher');
    const { json } = await login(user.email, TEST_PASSWORD);
    const res = await call('POST', '/api/user/logout', { token: json.token });
    expect(res.status).toBe(204);
    expect(await call('GET', '/api/user/get', { token: json.token })).toMatchObject({
      status: 401,
      json: { title: TITLES.unauthenticated },
    });
    const rows = await handle.db.select().from(issuedTokens).where(eq(issuedTokens.sid, (await verifyToken(json.token))!.sid));
    expect(rows).toHaveLength(0);
  });

  it('answers 401 without a token or with another scheme', async () => {
    expect((await call('POST', '/api/user/logout')).status).toBe(401);
    const user = await newUser('User');
    const basic = await call('POST', '/api/user/logout', {
      headers: { authorization: `Basic ${Buffer.from(`${user.email}:${TEST_PASSWORD}`).toString('base64')}` },
    });
    expect(basic).toMatchObject({ status: 401, json: { title: TITLES.unauthenticated } });
  });
});

describe('POST /api/user/ForgotPassword and ResetPassword', () => {
  it('answers the same for a known and an unknown address, and mails only the known one a link valid 1 hour', async () => {
    const user = await newUser('ContactPerson', { name: 'Ria Reset' });
    sent.length = 0;
    const unknown = await call('POST', '/api/user/ForgotPassword', { body: { email: 'onbekend@gebruikers.test' } });
    const known = await call('POST', '/api/user/ForgotPassword', { body: { email: ` ${user.email.toUpperCase()} ` } });
    expect(unknown.status).toBe(200);
    expect(known).toEqual({ ...unknown, headers: known.headers });
    expect(known.json).toEqual({ title: RESET_TITLES.requested });

    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.to).toBe(user.email);
    expect(sent[0]?.text).toContain('Beste Ria Reset');
    const link = linkIn(sent[0], '/reset-password');
    expect(`${link.origin}${link.pathname}`).toBe(`${config().PUBLIC_URL}/reset-password`);
    expect(link.searchParams.get('email')).toBe(user.email);
    expect(link.searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const [stored] = await handle.db.select().from(passwordResets).where(eq(passwordResets.userId, user.id));
    expect(stored?.tokenHash).not.toContain(link.searchParams.get('token'));
    const minutes = ((stored?.expiresAt.getTime() ?? 0) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(58);
    expect(minutes).toBeLessThanOrEqual(60);
  });

  it('mails nothing to an invited or disabled account', async () => {
    const invited = await newUser('User', { status: 'invited' });
    const disabled = await newUser('User', { status: 'disabled' });
    const active = await newUser('User');
    sent.length = 0;
    for (const u of [invited, disabled, active]) {
      expect((await call('POST', '/api/user/ForgotPassword', { body: { email: u.email } })).json).toEqual({
        title: RESET_TITLES.requested,
      });
    }
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.to).toBe(active.email);
  });

  it('mails one account at most 3 links an hour, answering every request the same', async () => {
    const user = await newUser('User');
    sent.length = 0;
    for (let i = 0; i < 3; i++) {
      await call('POST', '/api/user/ForgotPassword', { body: { email: user.email } });
      await vi.waitFor(() => expect(sent).toHaveLength(i + 1));
    }
    const fourth = await call('POST', '/api/user/ForgotPassword', { body: { email: user.email } });
    expect(fourth).toMatchObject({ status: 200, json: { title: RESET_TITLES.requested } });
    const other = await newUser('User');
    await call('POST', '/api/user/ForgotPassword', { body: { email: other.email } });
    await vi.waitFor(() => expect(sent).toHaveLength(4));
    expect(sent.map((m) => m.to)).toEqual([user.email, user.email, user.email, other.email]);
    expect(await requestPasswordReset(handle.db, outbox, user.email)).toBe(false);
  });

  it('refuses malformed JSON and a missing address with 400', async () => {
    expect((await call('POST', '/api/user/ForgotPassword', { body: 'nee' })).json).toEqual({ title: TITLES.badJson });
    expect(await call('POST', '/api/user/ForgotPassword', { body: {} })).toMatchObject({
      status: 400,
      json: { title: 'Vul je e-mailadres in.' },
    });
  });

  /** Requests a reset link for `user` and returns its token. */
  async function resetToken(user: TestUser): Promise<string> {
    sent.length = 0;
    await call('POST', '/api/user/ForgotPassword', { body: { email: user.email } });
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    return linkIn(sent[0], '/reset-password').searchParams.get('token') ?? '';
  }

  it('sets the new password once per token, ends other sessions, and old links stop working', async () => {
    const user = await newUser('User');
    const olderToken = await resetToken(user);
    const token = await resetToken(user);
    const sessionToken = await gatewaySession(user);

    const weak = await call('POST', '/api/user/ResetPassword', { body: { email: user.email, password: 'kort', token } });
    expect(weak).toMatchObject({ status: 400, json: { title: 'Kies een wachtwoord van minstens 12 tekens.' } });

    const ok = await call('POST', '/api/user/ResetPassword', { body: { email: user.email, password: 'een-nieuw-wachtwoord', token } });
    expect(ok).toMatchObject({ status: 200, json: { title: RESET_TITLES.done } });
    expect((await login(user.email, 'een-nieuw-wachtwoord')).status).toBe(200);
    expect((await login(user.email, TEST_PASSWORD)).status).toBe(401);
    expect((await call('GET', '/api/user/get', { token: sessionToken })).status).toBe(401);
    expect((await call('GET', '/api/user/get', { token: user.token })).status).toBe(401);
    expect(await handle.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);

    for (const used of [token, olderToken]) {
      const again = await call('POST', '/api/user/ResetPassword', {
        body: { email: user.email, password: 'nog-een-wachtwoord', token: used },
      });
      expect(again).toMatchObject({ status: 400, json: { title: RESET_TITLES.invalidToken } });
    }
  });

  it('refuses an expired token, an unknown token, and another account’s address', async () => {
    const user = await newUser('User');
    const other = await newUser('User');
    const token = await resetToken(user);
    const body = (email: string, t: string) => ({ body: { email, password: 'een-nieuw-wachtwoord', token: t } });

    expect((await call('POST', '/api/user/ResetPassword', body(other.email, token))).json).toEqual({
      title: RESET_TITLES.invalidToken,
    });
    expect((await call('POST', '/api/user/ResetPassword', body(user.email, 'verzonnen-code'))).status).toBe(400);

    await handle.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.userId, user.id));
    const expired = await call('POST', '/api/user/ResetPassword', body(user.email, token));
    expect(expired).toMatchObject({ status: 400, json: { title: RESET_TITLES.invalidToken } });
    expect((await login(user.email, TEST_PASSWORD)).status).toBe(200);
  });

  it('refuses a missing token and malformed JSON with 400', async () => {
    const missing = await call('POST', '/api/user/ResetPassword', { body: { email: 'a@gebruikers.test', password: 'lang-genoeg-wachtwoord' } });
    expect(missing.status).toBe(400);
    expect((await call('POST', '/api/user/ResetPassword', { body: '[' })).json).toEqual({ title: TITLES.badJson });
  });
});

describe('invitations: inviteUser and POST /api/user/ConfirmEmailAndPassword', () => {
  async function invite(email: string) {
    sent.length = 0;
    const user = await inviteUser(handle.db, outbox, { email, name: 'Nina Nieuw', role: 'User' });
    const link = linkIn(sent[0], '/account/confirm');
    return { user, code: link.searchParams.get('code') ?? '', link };
  }

  it('creates an invited account that cannot sign in and mails a confirmation link valid 7 days', async () => {
    const { user, link } = await invite('Nina.Nieuw@Gebruikers.test');
    expect(user).toMatchObject({ email: 'nina.nieuw@gebruikers.test', status: 'invited', passwordHash: null });
    expect(sent[0]?.to).toBe('nina.nieuw@gebruikers.test');
    expect(`${link.origin}${link.pathname}`).toBe(`${config().PUBLIC_URL}/account/confirm`);
    expect(link.searchParams.get('email')).toBe('nina.nieuw@gebruikers.test');
    const days = ((user.inviteExpiresAt?.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
  });

  it('refuses an address that exists with 409 and the spec’s text', async () => {
    const existing = await newUser('Teacher');
    await expect(inviteUser(handle.db, outbox, { email: existing.email, name: 'Dubbel', role: 'Teacher' })).rejects.toMatchObject({
      status: 409,
      message: INVITE_TITLES.emailTaken,
    });
  });

  it('writes the account and its mail together: a failure before the commit leaves neither', async () => {
    const failing: MailOutbox = { enqueue: async () => Promise.reject(new Error('database weg')) };
    await expect(inviteUser(handle.db, failing, { email: 'mislukt@gebruikers.test', name: 'Mis Lukt', role: 'User' })).rejects.toThrow(
      'database weg',
    );
    expect(await handle.db.select().from(users).where(eq(users.email, 'mislukt@gebruikers.test'))).toHaveLength(0);
  });

  it('activates the account with the code once; then it can sign in', async () => {
    const { code } = await invite('activeer@gebruikers.test');
    const body = { email: 'activeer@gebruikers.test', password: 'mijn-eigen-wachtwoord', code };
    expect(await call('POST', '/api/user/ConfirmEmailAndPassword', { body })).toMatchObject({
      status: 200,
      json: { title: INVITE_TITLES.confirmed },
    });
    expect((await login(body.email, body.password)).status).toBe(200);
    expect(await call('POST', '/api/user/ConfirmEmailAndPassword', { body: { ...body, password: 'ander-wachtwoord!' } })).toMatchObject({
      status: 400,
      json: { title: INVITE_TITLES.invalidCode },
    });
    expect((await login(body.email, body.password)).status).toBe(200);
  });

  it('refuses a wrong code, an expired code, a weak password and missing fields with 400', async () => {
    const { user, code } = await invite('verlopen@gebruikers.test');
    const confirm = (body: unknown) => call('POST', '/api/user/ConfirmEmailAndPassword', { body });
    const good = { email: user.email, password: 'mijn-eigen-wachtwoord', code };

    expect((await confirm({ ...good, code: 'fout' })).json).toEqual({ title: INVITE_TITLES.invalidCode });
    expect((await confirm({ ...good, password: 'kort' })).json).toEqual({ title: 'Kies een wachtwoord van minstens 12 tekens.' });
    expect((await confirm({ email: user.email, password: good.password })).status).toBe(400);
    expect((await confirm('{')).json).toEqual({ title: TITLES.badJson });

    await handle.db.update(users).set({ inviteExpiresAt: new Date(Date.now() - 1000) }).where(eq(users.id, user.id));
    expect(await confirm(good)).toMatchObject({ status: 400, json: { title: INVITE_TITLES.invalidCode } });
    expect((await login(user.email, good.password)).status).toBe(401);
  });
});

describe('public account endpoints under load', { timeout: 60_000 }, () => {
  /** Runs `body` with settings changed, then restores them. */
  async function withSettings(settings: Record<string, string>, body: () => Promise<void>): Promise<void> {
    const previous = Object.fromEntries(Object.keys(settings).map((k) => [k, process.env[k]]));
    Object.assign(process.env, settings);
    resetConfig();
    resetHashSlots();
    try {
      await body();
    } finally {
      for (const [k, v] of Object.entries(previous)) {
        if (v === undefined) delete process.env[k];
        else process.env[k] = v;
      }
      resetConfig();
      resetHashSlots();
    }
  }

  it('ConfirmEmailAndPassword checks the code before it hashes: wrong codes cost no password hash', async () => {
    sent.length = 0;
    await inviteUser(handle.db, outbox, { email: 'flood@gebruikers.test', name: 'Flo Od', role: 'User' });
    const code = linkIn(sent[0], '/account/confirm').searchParams.get('code') ?? '';
    const before = hashSlotState().completed;
    const wrong = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call('POST', '/api/user/ConfirmEmailAndPassword', { body: { email: 'flood@gebruikers.test', password: 'een-lang-wachtwoord', code: `fout-${i}` } }),
      ),
    );
    expect(wrong.every((r) => r.status === 400 && r.json.title === INVITE_TITLES.invalidCode)).toBe(true);
    expect(hashSlotState().completed).toBe(before);
    const right = await call('POST', '/api/user/ConfirmEmailAndPassword', { body: { email: 'flood@gebruikers.test', password: 'een-lang-wachtwoord', code } });
    expect(right.status).toBe(200);
    expect(hashSlotState().completed).toBe(before + 1);
  });

  it('limits ForgotPassword, ResetPassword and ConfirmEmailAndPassword per client IP, with Retry-After', async () => {
    await withSettings({ PUBLIC_IP_LIMIT: '3' }, async () => {
      const ip = freshIp();
      const calls = [
        () => call('POST', '/api/user/ForgotPassword', { body: { email: 'wie@gebruikers.test' }, ip }),
        () => call('POST', '/api/user/ResetPassword', { body: { email: 'wie@gebruikers.test', password: 'een-lang-wachtwoord', token: 'x' }, ip }),
        () => call('POST', '/api/user/ConfirmEmailAndPassword', { body: { email: 'wie@gebruikers.test', password: 'een-lang-wachtwoord', code: 'x' }, ip }),
      ];
      for (const make of calls) expect((await make()).status).not.toBe(429);
      for (const make of calls) {
        const limited = await make();
        expect(limited.status).toBe(429);
        expect(limited.json.title).toMatch(/^Te veel aanvragen vanaf dit netwerk\. Probeer het over (15|14) minuten opnieuw\.$/);
        expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
      }
      const elsewhere = await call('POST', '/api/user/ForgotPassword', { body: { email: 'wie@gebruikers.test' }, ip: freshIp() });
      expect(elsewhere).toMatchObject({ status: 200, json: { title: RESET_TITLES.requested } });
    });
  });

  it('runs at most PASSWORD_HASH_CONCURRENCY hashes at once and answers 503 beyond PASSWORD_HASH_QUEUE waiting', async () => {
    await withSettings({ PASSWORD_HASH_CONCURRENCY: '1', PASSWORD_HASH_QUEUE: '2' }, async () => {
      const user = await newUser('User');
      let most = 0;
      const watch = setInterval(() => (most = Math.max(most, hashSlotState().active)), 5);
      const answers = await Promise.all(Array.from({ length: 6 }, () => login(user.email, TEST_PASSWORD)));
      clearInterval(watch);
      expect(most).toBe(1);
      const statuses = answers.map((a) => a.status).sort();
      expect(statuses).toEqual([200, 200, 200, 503, 503, 503]);
      expect(answers.find((a) => a.status === 503)?.json).toEqual({ title: PASSWORD_BUSY });
      expect((await call('GET', '/api/user/get', { token: user.token })).status).toBe(200);
    });
  });
});

describe('POST /api/user/ChangePassword', () => {
  it('changes the password, keeps the caller signed in and ends their other sessions', async () => {
    const user = await newUser('Coordinator');
    const other = await gatewaySession(user);
    const res = await call('POST', '/api/user/ChangePassword', {
      token: user.token,
      body: { currentPassword: TEST_PASSWORD, newPassword: 'veranderd-wachtwoord' },
    });
    expect(res).toMatchObject({ status: 200, json: { title: AUTH_TITLES.passwordChanged } });
    expect((await login(user.email, 'veranderd-wachtwoord')).status).toBe(200);
    expect((await login(user.email, TEST_PASSWORD)).status).toBe(401);
    expect((await call('GET', '/api/user/get', { token: user.token })).status).toBe(200);
    expect((await call('GET', '/api/user/get', { token: other })).status).toBe(401);
  });

  it('ends every API token issued before the change, except the caller’s own', async () => {
    const user = await newUser('User');
    const laptop = (await login(user.email, TEST_PASSWORD)).json.token as string;
    const script = (await login(user.email, TEST_PASSWORD)).json.token as string;
    expect((await call('GET', '/api/user/get', { token: script })).status).toBe(200);
    const res = await call('POST', '/api/user/ChangePassword', {
      token: laptop,
      body: { currentPassword: TEST_PASSWORD, newPassword: 'veranderd-wachtwoord' },
    });
    expect(res.status).toBe(200);
    expect(await call('GET', '/api/user/get', { token: script })).toMatchObject({ status: 401, json: { title: TITLES.unauthenticated } });
    expect((await call('GET', '/api/user/get', { token: user.token })).status).toBe(401);
    expect((await call('GET', '/api/user/get', { token: laptop })).status).toBe(200);
  });

  it('refuses a wrong current password, a short new one, bad JSON, and callers without a token', async () => {
    const user = await newUser('User');
    const change = (body: unknown) => call('POST', '/api/user/ChangePassword', { token: user.token, body });
    expect(await change({ currentPassword: 'niet-mijn-wachtwoord', newPassword: 'veranderd-wachtwoord' })).toMatchObject({
      status: 400,
      json: { title: AUTH_TITLES.wrongCurrentPassword },
    });
    expect(await change({ currentPassword: TEST_PASSWORD, newPassword: 'kort' })).toMatchObject({
      status: 400,
      json: { title: 'Kies een wachtwoord van minstens 12 tekens.' },
    });
    expect((await change('{{')).json).toEqual({ title: TITLES.badJson });
    const anonymous = await call('POST', '/api/user/ChangePassword', {
      body: { currentPassword: TEST_PASSWORD, newPassword: 'veranderd-wachtwoord' },
    });
    expect(anonymous.status).toBe(401);
    expect((await login(user.email, TEST_PASSWORD)).status).toBe(200);
  });
});

describe('POST /api/user/ChangePassword throttling', () => {
  it('locks changing after 10 wrong current passwords in 15 minutes, also for the right one, without locking sign-in', async () => {
    const user = await newUser('User');
    const change = (currentPassword: string) =>
      call('POST', '/api/user/ChangePassword', { token: user.token, body: { currentPassword, newPassword: 'veranderd-wachtwoord' } });
    for (let i = 1; i < ACCOUNT_FAILURE_LIMIT; i++) expect((await change(`fout-${i}-wachtwoord`)).status).toBe(400);
    expect(await change('nog-een-fout-wachtwoord')).toMatchObject({ status: 429, json: { title: AUTH_TITLES.changeLocked } });
    expect(await change(TEST_PASSWORD)).toMatchObject({ status: 429, json: { title: AUTH_TITLES.changeLocked } });
    expect((await login(user.email, TEST_PASSWORD)).status).toBe(200);
  });

  it('forgets wrong attempts after a successful change', async () => {
    const user = await newUser('User');
    const change = (currentPassword: string, newPassword: string) =>
      call('POST', '/api/user/ChangePassword', { token: user.token, body: { currentPassword, newPassword } });
    for (let i = 1; i < ACCOUNT_FAILURE_LIMIT; i++) expect((await change(`fout-${i}-wachtwoord`, 'veranderd-wachtwoord')).status).toBe(400);
    expect((await change(TEST_PASSWORD, 'veranderd-wachtwoord')).status).toBe(200);
    expect((await change('weer-een-fout-wachtwoord', 'nog-eens-veranderd')).status).toBe(400);
  });
});

describe('GET /api/user/headerinfo', () => {
  it("answers the caller's unread notifications, newest first, at most 50, and the manual URL", async () => {
    const user = await newUser('User');
    const other = await newUser('User');
    const base = Date.now() - 3_600_000;
    await handle.db.insert(notifications).values([
      ...Array.from({ length: 55 }, (_, i) => ({
        userId: user.id,
        type: 1,
        message: `Nieuw bericht ${i}`,
        relatedId: `bericht-${i}`,
        createdAt: new Date(base + i * 1000),
      })),
      { userId: user.id, type: 2, message: 'Gelezen', readAt: new Date(), createdAt: new Date() },
      { userId: other.id, type: 1, message: 'Van een ander', createdAt: new Date() },
    ]);
    const res = await call('GET', '/api/user/headerinfo', { token: user.token });
    expect(res.status).toBe(200);
    expect(res.json.manualUrl).toBe('/handleiding/nl.pdf');
    expect(res.json.notifications).toHaveLength(50);
    expect(res.json.notifications[0]).toEqual({
      id: expect.any(String),
      message: 'Nieuw bericht 54',
      params: null,
      type: 1,
      relatedId: 'bericht-54',
      createdAt: new Date(base + 54_000).toISOString(),
      href: '/mailbox/message/bericht-54',
    });
    expect(res.json.notifications.at(-1).message).toBe('Nieuw bericht 5');
  });

  it("points the manual to the caller's interface language: a candidate's preferred language, else Dutch", async () => {
    const candidate = await newUser('User');
    const headerInfo = async (user: TestUser) => (await call('GET', '/api/user/headerinfo', { token: user.token })).json;
    expect(await headerInfo(candidate)).toMatchObject({ language: 'nl', manualUrl: '/handleiding/nl.pdf' });
    expect((await call('PUT', '/api/test/profile', { token: candidate.token, body: { preferredLanguage: 'ar' } })).status).toBe(200);
    expect(await headerInfo(candidate)).toMatchObject({ language: 'ar', manualUrl: '/handleiding/ar.pdf' });
    expect((await call('PUT', '/api/test/profile', { token: candidate.token, body: { preferredLanguage: 'pl' } })).status).toBe(200);
    expect((await headerInfo(candidate)).manualUrl).toBe('/handleiding/pl.pdf');
    expect((await headerInfo(await newUser('ContactPerson'))).manualUrl).toBe('/handleiding/nl.pdf');
  });

  it('answers an empty list when there is nothing, and 401 without a valid bearer token', async () => {
    const user = await newUser('ContactPerson');
    expect((await call('GET', '/api/user/headerinfo', { token: user.token })).json.notifications).toEqual([]);
    expect((await call('GET', '/api/user/headerinfo')).status).toBe(401);
    expect((await call('GET', '/api/user/headerinfo', { headers: { authorization: 'Basic YTpi' } })).status).toBe(401);
    expect((await call('GET', '/api/user/headerinfo', { token: `${user.token}x` })).status).toBe(401);
  });
});

describe('GET /api/user/get', () => {
  let world: Record<'admin' | 'coordinator' | 'teacher' | 'contact' | 'candidate' | 'unlinked' | 'stranger', TestUser>;
  let orgA: { id: string; name: string };

  beforeAll(async () => {
    orgA = await createOrganization(handle, 'Bouwbedrijf Noord');
    const orgB = await createOrganization(handle, 'Zorggroep Zuid');
    world = {
      admin: await newUser('Admin'),
      coordinator: await newUser('Coordinator'),
      teacher: await newUser('Teacher'),
      contact: await newUser('ContactPerson', { organizationId: orgA.id }),
      candidate: await newUser('User', { name: 'Kim Kandidaat', organizationId: orgA.id }),
      unlinked: await newUser('User', { organizationId: orgA.id }),
      stranger: await newUser('User', { organizationId: orgB.id }),
    };
    await handle.db.insert(teacherCandidates).values({ teacherId: world.teacher.id, candidateId: world.candidate.id });
  });

  const get = (caller: TestUser, userId?: string) =>
    call('GET', `/api/user/get${userId === undefined ? '' : `?userId=${encodeURIComponent(userId)}`}`, { token: caller.token });

  it('answers the caller’s own profile without userId', async () => {
    const res = await get(world.candidate);
    expect(res).toMatchObject({ status: 200 });
    expect(res.json).toEqual({
      id: world.candidate.id,
      email: world.candidate.email,
      name: 'Kim Kandidaat',
      role: 'User',
      status: 'active',
      organization: { id: orgA.id, name: 'Bouwbedrijf Noord' },
      profession: null,
      intakeSupervisor: false,
    });
  });

  it('says whether the caller is an intakebegeleider (who reads the beroepen-quiz prospects)', async () => {
    const intake = await createUser(handle, 'Teacher', { intakeSupervisor: true });
    expect((await get(intake)).json).toMatchObject({ id: intake.id, role: 'Teacher', intakeSupervisor: true });
  });

  it('lets staff read anyone, teachers their linked candidates, contact persons their organisation’s', async () => {
    for (const staff of [world.admin, world.coordinator]) {
      expect((await get(staff, world.stranger.id)).json.id).toBe(world.stranger.id);
      expect((await get(staff, world.teacher.id)).json.role).toBe('Teacher');
    }
    expect((await get(world.teacher, world.candidate.id)).status).toBe(200);
    expect((await get(world.contact, world.unlinked.id)).status).toBe(200);
  });

  it('answers 404 for users the caller may not see, unknown ids and ids that are not UUIDs', async () => {
    const notFound = [
      await get(world.teacher, world.unlinked.id),
      await get(world.contact, world.stranger.id),
      await get(world.contact, world.teacher.id),
      await get(world.candidate, world.unlinked.id),
      await get(world.candidate, world.admin.id),
      await get(world.admin, '7d4f0c2e-8f43-4f3b-9a55-7a0c1c0d9e11'),
      await get(world.admin, 'geen-uuid'),
      await get(world.admin, "1' OR '1'='1"),
    ];
    for (const res of notFound) expect(res).toMatchObject({ status: 404, json: { title: TITLES.notFound } });
  });

  it('answers 401 without a token and for a disabled account’s token', async () => {
    expect((await call('GET', '/api/user/get')).status).toBe(401);
    const gone = await newUser('User');
    await handle.db.update(users).set({ status: 'disabled' }).where(eq(users.id, gone.id));
    expect((await get(gone)).status).toBe(401);
  });
});

describe('GET /api/user/GetCandidates', () => {
  let staff: TestUser;
  let teacher: TestUser;
  let contact: TestUser;
  let linked: TestUser;

  beforeAll(async () => {
    const org = await createOrganization(handle, 'Schoonmaakbedrijf Oost');
    const otherOrg = await createOrganization(handle, 'Transport West');
    staff = await newUser('Coordinator');
    teacher = await newUser('Teacher');
    contact = await newUser('ContactPerson', { organizationId: org.id });
    for (let i = 1; i <= 25; i++) {
      await newUser('User', { name: `Zoekkandidaat ${String(i).padStart(2, '0')}`, organizationId: i <= 3 ? org.id : otherOrg.id });
    }
    linked = await newUser('User', { name: 'Gekoppelde Kandidaat', email: 'gekoppeld.uniek@gebruikers.test' });
    await handle.db.insert(teacherCandidates).values({ teacherId: teacher.id, candidateId: linked.id });
  });

  const list = (caller: TestUser | undefined, query = '') => call('GET', `/api/user/GetCandidates${query}`, { token: caller?.token });

  it('pages staff through all candidates by name, 20 per page', async () => {
    const first = await list(staff, '?q=zoekkandidaat');
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ total: 25, page: 1, pageSize: 20 });
    expect(first.json.items).toHaveLength(20);
    expect(first.json.items[0]).toMatchObject({ name: 'Zoekkandidaat 01', organization: { name: 'Schoonmaakbedrijf Oost' }, profession: null });
    expect(Object.keys(first.json.items[0]).sort()).toEqual(['createdAt', 'email', 'id', 'name', 'organization', 'profession', 'status']);
    const second = await list(staff, '?q=ZOEKKANDIDAAT&page=2');
    expect(second.json.items.map((c: { name: string }) => c.name)).toEqual([21, 22, 23, 24, 25].map((i) => `Zoekkandidaat ${i}`));
    expect((await list(staff, '?q=zoekkandidaat&page=3')).json).toMatchObject({ items: [], total: 25, page: 3 });
  });

  it('searches the e-mail address too, and takes % and _ literally', async () => {
    expect((await list(staff, '?q=GEKOPPELD.uniek')).json.items.map((c: { id: string }) => c.id)).toEqual([linked.id]);
    expect((await list(staff, `?q=${encodeURIComponent('%')}`)).json.total).toBe(0);
    expect((await list(staff, `?q=${encodeURIComponent('Zoekkandidaat _1')}`)).json.total).toBe(0);
  });

  it('shows teachers only their linked candidates and contact persons only their organisation’s', async () => {
    expect((await list(teacher)).json).toMatchObject({ total: 1, items: [{ id: linked.id, organization: null }] });
    const own = await list(contact);
    expect(own.json.total).toBe(3);
    expect(own.json.items.map((c: { name: string }) => c.name)).toEqual(['Zoekkandidaat 01', 'Zoekkandidaat 02', 'Zoekkandidaat 03']);
    const lonely = await newUser('Teacher');
    expect((await list(lonely)).json).toEqual({ items: [], total: 0, page: 1, pageSize: 20 });
  });

  it('answers 401 for candidates and callers without a token, 400 for a bad page', async () => {
    const candidate = await newUser('User');
    expect(await list(candidate)).toMatchObject({ status: 401, json: { title: TITLES.forbidden } });
    expect((await list(undefined)).status).toBe(401);
    for (const page of ['0', 'twee', '1.5', '-1']) expect((await list(staff, `?page=${page}`)).status).toBe(400);
  });
});

describe('GET /api/user/GetTeachers, GetContactPerson and GetCoordinators', () => {
  let coordinator: TestUser;
  let tag: string;

  beforeAll(async () => {
    // Names with a tag of this block, so the search finds only these accounts.
    tag = `Lijst${Date.now()}`;
    const org = await createOrganization(handle, 'Bouwbedrijf Noord');
    coordinator = await newUser('Coordinator', { name: `${tag} Coördinator` });
    await newUser('Admin', { name: `${tag} Beheerder` });
    await newUser('Teacher', { name: `${tag} Docent B` });
    await newUser('Teacher', { name: `${tag} Docent A`, status: 'invited' });
    await newUser('ContactPerson', { name: `${tag} Contact`, organizationId: org.id });
    await newUser('User', { name: `${tag} Kandidaat` });
  });

  const list = (path: string, caller: TestUser | undefined, query = '') => call('GET', `/api/user/${path}${query}`, { token: caller?.token });
  const names = (answer: Answer) => answer.json.items.map((u: { name: string }) => u.name);

  it('lists the accounts of each kind by name, in any status, with role, status and organisation', async () => {
    const teachers = await list('GetTeachers', coordinator, `?q=${tag}`);
    expect(teachers.status).toBe(200);
    expect(teachers.json).toMatchObject({ total: 2, page: 1, pageSize: 20 });
    expect(teachers.json.items).toEqual([
      expect.objectContaining({ name: `${tag} Docent A`, role: 'Teacher', status: 'invited', organization: null }),
      expect.objectContaining({ name: `${tag} Docent B`, role: 'Teacher', status: 'active' }),
    ]);
    const contacts = await list('GetContactPerson', coordinator, `?q=${tag}`);
    expect(contacts.json.items).toEqual([expect.objectContaining({ name: `${tag} Contact`, organization: { id: expect.any(String), name: 'Bouwbedrijf Noord' } })]);
    // Coordinators and admins both run the platform: one list, each with its role.
    expect(names(await list('GetCoordinators', coordinator, `?q=${tag}`))).toEqual([`${tag} Beheerder`, `${tag} Coördinator`]);
  });

  it('answers 401 to everyone but staff, and 400 for a bad page', async () => {
    for (const role of ['Teacher', 'ContactPerson', 'User'] as const) {
      const user = await newUser(role);
      for (const path of ['GetTeachers', 'GetContactPerson', 'GetCoordinators']) expect((await list(path, user)).status, `${role} ${path}`).toBe(401);
    }
    expect((await list('GetTeachers', undefined)).status).toBe(401);
    expect((await list('GetTeachers', coordinator, '?page=0')).status).toBe(400);
  });
});

describe('GET /api/user/counts', () => {
  it('counts active users per role for staff; an invited account does not count', async () => {
    const admin = await newUser('Admin');
    const before = (await call('GET', '/api/user/counts', { token: admin.token })).json;
    expect(Object.keys(before).sort()).toEqual(['Admin', 'ContactPerson', 'Coordinator', 'Teacher', 'User']);
    await newUser('Teacher');
    await newUser('Teacher', { status: 'invited' });
    const coordinator = await newUser('Coordinator');
    const after = await call('GET', '/api/user/counts', { token: coordinator.token });
    expect(after.status).toBe(200);
    expect(after.json).toEqual({ ...before, Teacher: before.Teacher + 1, Coordinator: before.Coordinator + 1 });
  });

  it('answers 401 for other roles and without a token', async () => {
    for (const role of ['Teacher', 'ContactPerson', 'User'] as const) {
      const user = await newUser(role);
      expect(await call('GET', '/api/user/counts', { token: user.token })).toMatchObject({
        status: 401,
        json: { title: TITLES.forbidden },
      });
    }
    expect((await call('GET', '/api/user/counts')).status).toBe(401);
  });
});
