/**
 * The audit log at size (docs/api.md, "Audit"; docs/decisions/024-lists-at-scale.md), in-process on a fresh
 * database: GET /api/audit counts at most 10,000 matching rows and then says there are more (`totalCapped`), its
 * pages end at the 400th, and a filter still counts exactly; the activity condition in SQL (the partial index's
 * predicate) picks the same rows as `isActivity`.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackend, type Backend } from '#src/backend/app';
import { isActivity } from '#src/features/audit/activity';
import { AUDIT_COUNT_CAP } from '#src/features/audit/contract';
import type { DbHandle } from '#src/server/db/client';
import { activityPredicate, auditLog } from '#src/server/db/schema';
import { call, createUser, openTestDb, type TestUser } from '#src/server/testing/api';

let handle: DbHandle;
let app: Backend;
let admin: TestUser;

beforeAll(async () => {
  handle = await openTestDb();
  app = createBackend({ db: handle.db, mailer: { send: async () => {} } });
  admin = await createUser(handle, 'Admin', { name: 'Anna Beheer' });
  // 10,050 page views one second apart on 1 March 2025, and three server errors after them.
  await handle.db.execute(sql`
    INSERT INTO audit_log (at, request_id, method, route, status, duration_ms, outcome)
    SELECT timestamptz '2025-03-01T08:00:00Z' + i * interval '1 second', 'view-' || i, 'GET', '/api/test', 200, 3, 'ok'
    FROM generate_series(1, 10050) AS i`);
  await handle.db.insert(auditLog).values(
    [1, 2, 3].map((i) => ({
      at: new Date(`2025-03-02T08:00:0${i}Z`),
      requestId: `error-${i}`,
      method: 'GET',
      route: '/api/message/inbox',
      status: 503,
      durationMs: 30,
      outcome: 'server-error',
    })),
  );
});
afterAll(async () => {
  await handle?.close();
});

describe('GET /api/audit with more than 10,000 rows', () => {
  it('counts up to 10,000 and then says there are more', async () => {
    const first = await call(app, 'GET', '/api/audit', admin);
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ total: AUDIT_COUNT_CAP, totalCapped: true, page: 1, pageSize: 25 });
    expect(first.json.items.map((e: { requestId: string }) => e.requestId).slice(0, 4)).toEqual(['error-3', 'error-2', 'error-1', 'view-10050']);
  });

  it('counts a filter that matches fewer rows exactly', async () => {
    const errors = await call(app, 'GET', '/api/audit?status=503', admin);
    expect(errors.json).toMatchObject({ total: 3, totalCapped: false });
    expect(errors.json.items).toHaveLength(3);
    const day = await call(app, 'GET', '/api/audit?from=2025-03-02', admin);
    expect(day.json).toMatchObject({ total: 3, totalCapped: false });
  });

  it('opens pages up to the 400th and refuses later ones in Dutch, pointing to the filters', async () => {
    const last = await call(app, 'GET', '/api/audit?page=400', admin);
    expect(last.status).toBe(200);
    expect(last.json.items).toHaveLength(25);
    // The 10,000th row from the newest: after the 3 errors, the 9,997th page view counted down from view-10050.
    expect(last.json.items.at(-1).requestId).toBe('view-54');
    const beyond = await call(app, 'GET', '/api/audit?page=401', admin);
    expect(beyond.status).toBe(400);
    expect(beyond.json.title).toMatch(/filters/);
  });
});

describe('the activity condition in SQL', () => {
  it('picks exactly the rows isActivity names, among those that succeeded', async () => {
    const calls: [string, string, number][] = [
      ['POST', '/api/user/login', 200],
      ['POST', '/api/user/login', 401],
      ['GET', '/api/test', 200],
      ['PUT', '/api/test/attempt/3f0e5f2a-34c5-4bbf-9d59-111111111111/answer', 200],
      ['POST', '/api/test/attempt/3f0e5f2a-34c5-4bbf-9d59-111111111111/close', 200],
      ['PUT', '/api/notification/read', 204],
      ['PUT', '/api/modules/3f0e5f2a-34c5-4bbf-9d59-222222222222', 200],
      ['DELETE', '/api/uploads/3f0e5f2a-34c5-4bbf-9d59-333333333333', 204],
      ['PATCH', '/api/templates/3f0e5f2a-34c5-4bbf-9d59-444444444444', 200],
      ['POST', '/api/message', 201],
      ['HEAD', '/api/test', 200],
    ];
    const rows = await handle.db
      .insert(auditLog)
      .values(calls.map(([method, route, status], i) => ({ at: new Date(`2025-04-01T08:00:${String(i).padStart(2, '0')}Z`), requestId: `mix-${i}`, method, route, status, durationMs: 1, outcome: 'ok' })))
      .returning({ id: auditLog.id, method: auditLog.method, route: auditLog.route, status: auditLog.status });
    const picked = await handle.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(sql`${auditLog.requestId} LIKE 'mix-%' AND ${activityPredicate(auditLog)}`);
    const expected = rows.filter((r) => r.status < 400 && isActivity(r.method, r.route)).map((r) => r.id);
    expect(expected).toHaveLength(6);
    expect(picked.map((r) => r.id).sort()).toEqual(expected.sort());
  });
});
