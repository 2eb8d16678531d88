/**
 * The limit of the public calls (public-limit.ts; docs/decisions/042-public-limits-read-before-writing.md) on a fresh
 * database, through the public beroepen-quiz call: a client over its limit is refused without a database write, the
 * calls of a burst are written together, the limit still holds, and a second instance passes it by at most what the
 * first admitted before its tally was written.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetConfig } from '#src/config.server';
import { createBackend, type Backend } from '#src/backend/app';
import type { Db, DbHandle } from '#src/server/db/client';
import { authThrottle } from '#src/server/db/schema';
import { memoryMailer } from '#src/server/mail/memory-mailer';
import { openTestDb } from '#src/server/testing/api';
import { quizKey } from './throttle';
import { QUIZ_ITEMS } from '#src/features/profession-quiz/content/items';
import { flushPublicCounts } from './public-limit';

const LIMIT = 5;
let handle: DbHandle;
const previous = process.env.QUIZ_IP_LIMIT;

beforeAll(async () => {
  process.env.QUIZ_IP_LIMIT = String(LIMIT);
  resetConfig();
  handle = await openTestDb();
});

afterAll(async () => {
  await handle?.close();
  if (previous === undefined) delete process.env.QUIZ_IP_LIMIT;
  else process.env.QUIZ_IP_LIMIT = previous;
  resetConfig();
});

/**
 * The test database as one server instance sees it, counting the statements that write `auth_throttle` (insert,
 * update, delete). Each call gives another instance: the counting keeps its tallies per database object.
 */
function instance(): { db: Db; app: Backend; writes: () => number } {
  let writes = 0;
  const db = new Proxy(handle.db, {
    get(target, property) {
      const value = Reflect.get(target, property, target) as unknown;
      if (typeof value !== 'function') return value;
      if (property === 'insert' || property === 'update' || property === 'delete') {
        return (table: unknown) => {
          if (table === authThrottle) writes += 1;
          return (value as (t: unknown) => unknown).call(target, table);
        };
      }
      return (value as (...args: unknown[]) => unknown).bind(target);
    },
  }) as Db;
  return { db, app: createBackend({ db, mailer: memoryMailer().mailer }), writes: () => writes };
}

const answers = Object.fromEntries(QUIZ_ITEMS.map((item) => [item.id, 'like']));

/** `POST /api/quiz/score` from client address `ip`; the status. */
async function score(app: Backend, ip: string): Promise<number> {
  const res = await app.request('/api/quiz/score', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify({ language: 'nl', answers }),
  });
  return res.status;
}

/** The count stored for `ip`'s quiz key (0 without a row). */
async function stored(ip: string): Promise<number> {
  const [row] = await handle.db.select({ count: authThrottle.failures }).from(authThrottle).where(eq(authThrottle.key, quizKey(ip)));
  return row?.count ?? 0;
}

describe('a client over its limit', () => {
  it('is refused without a database write, and the limit holds', async () => {
    const server = instance();
    const ip = '10.7.0.1';
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT; i++) statuses.push(await score(server.app, ip));
    expect(statuses).toEqual(Array(LIMIT).fill(200));
    await flushPublicCounts(server.db);
    const written = server.writes();
    expect(await stored(ip)).toBe(LIMIT);

    const flood = await Promise.all(Array.from({ length: 40 }, () => score(server.app, ip)));
    for (let i = 0; i < 20; i++) flood.push(await score(server.app, ip));
    expect(flood.every((status) => status === 429)).toBe(true);
    await flushPublicCounts(server.db);
    expect(server.writes()).toBe(written);
    expect(await stored(ip)).toBe(LIMIT);
  });

  it('is refused by a fresh instance after one read, without writing', async () => {
    const first = instance();
    const ip = '10.7.0.2';
    for (let i = 0; i < LIMIT; i++) await score(first.app, ip);
    await flushPublicCounts(first.db);

    const second = instance();
    const statuses = await Promise.all(Array.from({ length: 30 }, () => score(second.app, ip)));
    expect(statuses.every((status) => status === 429)).toBe(true);
    await flushPublicCounts(second.db);
    expect(second.writes()).toBe(0);
  });
});

describe('calls within the limit', () => {
  it('are written at most once a second per key: a burst is one write now and one for the rest', async () => {
    const server = instance();
    const ip = '10.7.0.3';
    const started = Date.now();
    const statuses = [await score(server.app, ip), ...(await Promise.all(Array.from({ length: LIMIT - 1 }, () => score(server.app, ip))))];
    const seconds = Math.floor((Date.now() - started) / 1000);
    expect(statuses).toEqual(Array(LIMIT).fill(200));
    await flushPublicCounts(server.db);
    expect(await stored(ip)).toBe(LIMIT);
    // The first call writes at once; the others together when their second is over (a slow run may span seconds).
    expect(server.writes()).toBeLessThanOrEqual(2 + seconds);
    expect(server.writes()).toBeLessThan(LIMIT);
    expect(await score(server.app, ip)).toBe(429);
  });

  it('are seen by another instance once written; together two pass the limit by at most what one admitted unwritten', async () => {
    const a = instance();
    const b = instance();
    const ip = '10.7.0.4';
    const fromA = await Promise.all(Array.from({ length: LIMIT }, () => score(a.app, ip)));
    const fromB = await Promise.all(Array.from({ length: LIMIT }, () => score(b.app, ip)));
    const admitted = [...fromA, ...fromB].filter((status) => status === 200).length;
    expect(fromA).toEqual(Array(LIMIT).fill(200));
    expect(admitted).toBeLessThanOrEqual(2 * LIMIT - 1); // A wrote its first call at once: B saw it
    await flushPublicCounts(a.db);
    await flushPublicCounts(b.db);
    expect(await stored(ip)).toBe(admitted);
    // Once both tallies are written, neither instance admits another call.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect([await score(a.app, ip), await score(b.app, ip)]).toEqual([429, 429]);
  });
});
