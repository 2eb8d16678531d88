/**
 * GET /api/audit in-process: Admin only, filters, paging, newest first, user names.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackend, type Backend } from '#src/backend/app';
import type { DbHandle } from '#src/server/db/client';
import { auditLog } from '#src/server/db/schema';
import { TITLES } from '#src/server/errors';
import { memoryMailer } from '#src/server/mail/memory-mailer';
import { authHeaders, createUser, openTestDb } from '#src/server/testing/api';

let handle: DbHandle;
let app: Backend;
let admin: Awaited<ReturnType<typeof createUser>>;
let teacher: Awaited<ReturnType<typeof createUser>>;

/** GET /api/audit with the admin's token by default; `null` sends none. */
const get = async (query = '', token: string | null = admin.token) => {
  const res = await app.request(`/api/audit${query}`, { headers: authHeaders(token ?? undefined) });
  return { status: res.status, json: await res.json() };
};

beforeAll(async () => {
  handle = await openTestDb();
  app = createBackend({ db: handle.db, mailer: memoryMailer().mailer });
  admin = await createUser(handle, 'Admin', { name: 'Anna Beheer' });
  teacher = await createUser(handle, 'Teacher', { name: 'Dirk Docent' });

  const row = (at: string, route: string, status: number, userId: string | null, extra: Partial<typeof auditLog.$inferInsert> = {}) => ({
    at: new Date(at),
    requestId: `req-${at}-${route}`,
    userId,
    role: userId === admin.id ? 'Admin' : userId ? 'Teacher' : null,
    method: 'GET',
    route,
    status,
    durationMs: 4,
    clientIp: '192.0.2.7',
    outcome: status < 400 ? 'ok' : 'error',
    ...extra,
  });
  await handle.db.insert(auditLog).values([
    // 23:30 in Amsterdam on 10 March (CET, UTC+1)
    row('2025-03-10T22:30:00Z', '/api/user/login', 401, null, { method: 'POST', outcome: 'login-failed' }),
    // 00:30 in Amsterdam on 11 March
    row('2025-03-10T23:30:00Z', '/api/user/login', 200, teacher.id, { method: 'POST', outcome: 'login' }),
    row('2025-03-11T09:00:00Z', '/api/message/inbox', 200, teacher.id),
    row('2025-03-12T09:00:00Z', '/api/users_export', 200, admin.id),
    // 30 more by the admin on 1 April, one second apart
    ...Array.from({ length: 30 }, (_, i) =>
      row(`2025-04-01T08:00:${String(i).padStart(2, '0')}Z`, `/api/user/get`, 200, admin.id, { requestId: `april-${i}` }),
    ),
  ]);
});
afterAll(async () => {
  await handle.close();
});

describe('GET /api/audit', () => {
  it('answers 25 records a page, newest first, with the user name', async () => {
    const first = await get();
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ total: 34, page: 1, pageSize: 25 });
    expect(first.json.items).toHaveLength(25);
    expect(first.json.items[0]).toEqual({
      id: expect.any(String),
      at: '2025-04-01T08:00:29.000Z',
      requestId: 'april-29',
      userId: admin.id,
      userName: 'Anna Beheer',
      role: 'Admin',
      method: 'GET',
      route: '/api/user/get',
      status: 200,
      durationMs: 4,
      clientIp: '192.0.2.7',
      outcome: 'ok',
    });
    const second = await get('?page=2');
    expect(second.json.items).toHaveLength(9);
    expect(second.json.items.at(-1)).toMatchObject({ route: '/api/user/login', status: 401, userId: null, userName: null });
  });

  it('filters by user, route prefix and status', async () => {
    const byTeacher = await get(`?userId=${teacher.id}`);
    expect(byTeacher.json.items.map((r: { route: string }) => r.route)).toEqual(['/api/message/inbox', '/api/user/login']);
    expect((await get('?route=/api/user/login')).json.total).toBe(2);
    expect((await get('?route=/api/user/')).json.total).toBe(32);
    // `_` is taken literally, not as LIKE's one-character wildcard (which would match all 33 '/api/user…' rows)
    expect((await get('?route=/api/user_')).json.total).toBe(0);
    expect((await get('?status=401')).json.items.map((r: { outcome: string }) => r.outcome)).toEqual(['login-failed']);
  });

  it('reads date-only bounds as Dutch calendar days, `to` up to the end of the day', async () => {
    const tenth = await get('?from=2025-03-10&to=2025-03-10');
    expect(tenth.json.items.map((r: { status: number }) => r.status)).toEqual([401]);
    const eleventh = await get('?from=2025-03-11&to=2025-03-11');
    expect(eleventh.json.items.map((r: { route: string }) => r.route)).toEqual(['/api/message/inbox', '/api/user/login']);
    expect((await get('?from=2025-03-12')).json.total).toBe(31);
    expect((await get('?to=2025-03-31&status=200')).json.total).toBe(3);
    expect((await get(`?from=${encodeURIComponent('2025-04-01T08:00:20Z')}`)).json.total).toBe(10);
  });

  it('answers 400 for malformed filters', async () => {
    for (const query of ['?userId=abc', '?status=abc', '?status=99', '?from=10-03-2025', '?to=gisteren', '?page=0']) {
      const res = await get(query);
      expect(res.status, query).toBe(400);
      expect(res.json.title).toMatch(/\S/);
    }
  });

  it('answers 401 to everyone but Admin', async () => {
    const coordinator = await createUser(handle, 'Coordinator');
    expect(await get('', coordinator.token)).toMatchObject({ status: 401, json: { title: TITLES.forbidden } });
    expect((await get('', teacher.token)).status).toBe(401);
    expect((await get('', null)).status).toBe(401);
  });
});
