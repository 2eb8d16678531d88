/**
 * The audit trail through the whole gateway on a test database: one row and one stdout line per `/api` call,
 * refused calls included; sign-in, failed sign-in and sign-out records; never a token, password or cookie; a
 * failing write does not break the answer.
 */
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog as auditLogTable, sessions } from '#src/server/db/schema';
import { createUser, TEST_PASSWORD } from '#src/server/testing/api';
import { auditTrail } from './audit-log';
import { sessionIdOf, unsealToken } from './session-store';
import { createGateway } from './app';
import { fakePages } from './testing/fake-pages';
import { openTestbed, ORIGIN, signInThroughPage, type Testbed } from './testing/testbed';

let bed: Testbed;
beforeAll(async () => {
  bed = await openTestbed();
});
afterAll(async () => {
  await bed.audit.settled();
  await bed.handle.close();
});

async function rows() {
  await bed.audit.settled();
  return bed.handle.db.select().from(auditLogTable).orderBy(desc(auditLogTable.at));
}

describe('audit records of /api calls', () => {
  it('writes exactly one row and one JSON line per call, with who, what, status and outcome', async () => {
    const user = await createUser(bed.handle, 'Teacher');
    const calls: [string, RequestInit, number, string][] = [
      ['/api/user/get?userId=x', { headers: { authorization: `Bearer ${user.token}` } }, 404, 'client-error'],
      ['/api/user/get', { headers: { authorization: `Bearer ${user.token}` } }, 200, 'ok'],
      ['/api/user/headerinfo', {}, 401, 'denied'],
      ['/api/message', { method: 'POST', headers: { cookie: 'sid=x', origin: 'https://evil.example' } }, 403, 'denied'],
    ];
    for (const [path, init, status, outcome] of calls) {
      const before = { rows: (await rows()).length, lines: bed.lines.length };
      const res = await bed.app.request(path, init);
      expect(res.status, path).toBe(status);
      const after = await rows();
      expect(after.length - before.rows, path).toBe(1);
      expect(bed.lines.length - before.lines, path).toBe(1);
      const row = after[0]!;
      expect(row).toMatchObject({
        requestId: res.headers.get('x-request-id'),
        method: init.method ?? 'GET',
        route: path.split('?')[0],
        status,
        outcome,
        clientIp: 'onbekend',
      });
      expect(row.durationMs).toBeGreaterThanOrEqual(0);
      if (status === 200 || status === 404) expect(row).toMatchObject({ userId: user.id, role: 'Teacher' });
      const line = JSON.parse(bed.lines.at(-1)!);
      expect(line).toMatchObject({ type: 'audit', requestId: row.requestId, route: row.route, status, outcome });
      expect(line.at).toBe(row.at.toISOString());
    }
  });

  it('records a call whatever its path holds: NUL, lone surrogates, control characters', async () => {
    const user = await createUser(bed.handle, 'User');
    for (const path of ['/api/message/%00', '/api/message/%ED%A0%80', '/api/message/a%0Ab']) {
      const res = await bed.app.request(path, { headers: { authorization: `Bearer ${user.token}` } });
      expect(res.status).toBeLessThan(500);
    }
    await bed.audit.settled();
    const routes = (await rows()).slice(0, 3).map((r) => r.route);
    expect(routes).toContain('/api/message/%00');
    expect(routes).toContain('/api/message/a%0Ab');
    expect(routes).toHaveLength(3);
  });

  it('records calls a page makes on the server too', async () => {
    const user = await createUser(bed.handle, 'User');
    const { cookie } = await signInThroughPage(bed.app, user.email);
    await bed.app.request('/profile?api=/api/user/headerinfo', { headers: { cookie: cookie! } });
    expect((await rows())[0]).toMatchObject({ route: '/api/user/headerinfo', userId: user.id, role: 'User', status: 200 });
  });
});

describe('a lesson calendar feed (docs/decisions/034-lesson-calendar-feeds.md)', () => {
  it('passes without a session and is recorded by its pattern, never with the token in its address', async () => {
    const user = await createUser(bed.handle, 'User');
    const made = await bed.app.request('/api/education/calendar', { method: 'POST', headers: { authorization: `Bearer ${user.token}` } });
    expect(made.status).toBe(201);
    const path = new URL(((await made.json()) as { url: string }).url).pathname;
    const token = path.slice(path.lastIndexOf('/') + 1, -'.ics'.length);
    const before = bed.lines.length;

    const feed = await bed.app.request(path);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const unknown = await bed.app.request(`/api/education/calendar/${'B'.repeat(43)}.ics`);
    expect(unknown.status).toBe(404);

    const [unknownRow, feedRow] = await rows();
    expect(feedRow).toMatchObject({ method: 'GET', route: '/api/education/calendar/{token}.ics', status: 200, userId: null });
    expect(unknownRow).toMatchObject({ route: '/api/education/calendar/{token}.ics', status: 404 });
    const stored = await bed.handle.db.select().from(auditLogTable);
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(bed.lines.slice(before).join('\n')).not.toContain(token);
  });

  it('keeps its private, revalidated cache rule through the gateway and answers a conditional request 304 (decision 051)', async () => {
    const user = await createUser(bed.handle, 'User');
    const made = await bed.app.request('/api/education/calendar', { method: 'POST', headers: { authorization: `Bearer ${user.token}` } });
    const path = new URL(((await made.json()) as { url: string }).url).pathname;
    const feed = await bed.app.request(path, { headers: { 'accept-encoding': 'gzip' } });
    expect(feed.status).toBe(200);
    expect(feed.headers.get('cache-control')).toBe('private, no-cache');
    const etag = feed.headers.get('etag');
    expect(etag).toMatch(/^(W\/)?"[0-9a-f]{64}"$/);
    const again = await bed.app.request(path, { headers: { 'accept-encoding': 'gzip', 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    expect(again.headers.get('cache-control')).toBe('private, no-cache');
    expect(await again.text()).toBe('');
  });
});

describe('sign-in events', () => {
  it('records sign-in, failed sign-in and sign-out as the backend calls they made', async () => {
    const user = await createUser(bed.handle, 'ContactPerson');
    await signInThroughPage(bed.app, user.email, 'fout-wachtwoord');
    expect((await rows())[0]).toMatchObject({ method: 'POST', route: '/api/user/login', status: 401, outcome: 'denied', userId: null });
    expect(JSON.parse(bed.lines.at(-1)!)).toMatchObject({ event: 'sign-in-failed' });

    const { cookie } = await signInThroughPage(bed.app, user.email);
    expect((await rows())[0]).toMatchObject({ route: '/api/user/login', status: 200, outcome: 'ok', userId: user.id, role: 'ContactPerson' });
    expect(JSON.parse(bed.lines.at(-1)!)).toMatchObject({ event: 'sign-in', userId: user.id });

    await bed.app.request('/logout', { method: 'POST', headers: { cookie: cookie!, origin: ORIGIN } });
    expect((await rows())[0]).toMatchObject({ route: '/api/user/logout', status: 204, outcome: 'ok', userId: user.id });
    expect(JSON.parse(bed.lines.at(-1)!)).toMatchObject({ event: 'sign-out' });
  });

  it('names the user of an API client’s sign-in (POST /api/user/login with a bearer answer)', async () => {
    const user = await createUser(bed.handle, 'Teacher');
    const login = (password: string) =>
      bed.app.request('/api/user/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: user.email, password }),
      });
    expect((await login('verkeerd-wachtwoord')).status).toBe(401);
    expect((await rows())[0]).toMatchObject({ route: '/api/user/login', status: 401, userId: null });
    expect((await login(TEST_PASSWORD)).status).toBe(200);
    expect((await rows())[0]).toMatchObject({ route: '/api/user/login', status: 200, userId: user.id, role: 'Teacher' });
  });

  it('never stores or prints a token, password or session cookie', async () => {
    const user = await createUser(bed.handle, 'User');
    const { cookie } = await signInThroughPage(bed.app, user.email);
    await bed.app.request('/api/user/get', { headers: { cookie: cookie! } });
    await bed.app.request('/api/user/get', { headers: { authorization: `Bearer ${user.token}` } });
    await bed.app.request('/api/user/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: user.email, password: TEST_PASSWORD }),
    });
    const [stored] = await bed.handle.db.select().from(sessions).where(eq(sessions.id, sessionIdOf(cookie!.slice(4))));
    const everything = JSON.stringify(await rows()) + bed.lines.join('\n');
    const storedToken = unsealToken(stored!.sealedToken, cookie!.slice(4));
    expect(storedToken).not.toBeNull();
    for (const secret of [TEST_PASSWORD, user.token, cookie!.slice(4), storedToken!]) {
      expect(everything).not.toContain(secret);
    }
  });
});

describe('a failing audit write', () => {
  it('is logged and does not break the answer', async () => {
    const logError = vi.fn();
    const audit = auditTrail({
      write: async () => {
        throw new Error('audit_log is weg');
      },
      print: null,
      logError,
    });
    const app = createGateway({ pages: fakePages, db: async () => bed.handle.db, backend: bed.backend, upstream: null, audit, clientDir: null });
    const user = await createUser(bed.handle, 'User');
    const res = await app.request('/api/user/get', { headers: { authorization: `Bearer ${user.token}` } });
    expect(res.status).toBe(200);
    await audit.settled();
    expect(logError).toHaveBeenCalledOnce();
  });
});
