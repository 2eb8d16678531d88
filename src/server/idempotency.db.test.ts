/**
 * `idempotent()` (src/server/idempotency.ts; docs/decisions/039-idempotent-creates.md) on a small API of its own
 * over a fresh database: a call that makes an organisation row, behind `requireCaller` as on the platform's routes.
 * A repeat with the same key — one after the other, or both at once — makes one row and gets the first answer; the
 * same key with another body is 422; another user's key is never replayed; without the header every call runs; a
 * refused call (400) does not block its corrected retry with the same key; a malformed key is 400; keys past 24
 * hours are pruned and never replayed.
 */
import { randomUUID } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_TITLES } from '#src/lib/idempotency';
import { requireCaller } from './auth/caller';
import type { BackendEnv } from './context';
import type { DbHandle } from './db/client';
import { idempotencyKeys, organizations } from './db/schema';
import { apiError } from './errors';
import { idempotent, pruneIdempotencyKeys, REPLAYED_HEADER } from './idempotency';
import { authHeaders, createUser, openTestDb, type TestUser } from './testing/api';

let handle: DbHandle;
let staff: TestUser;
let otherStaff: TestUser;
let app: Hono<BackendEnv>;
/** How many times the handler ran. */
let runs = 0;
/** Lets the test hold the handler back while a repeat arrives. */
let gate: Promise<void> | null = null;

beforeAll(async () => {
  handle = await openTestDb();
  staff = await createUser(handle, 'Coordinator');
  otherStaff = await createUser(handle, 'Coordinator');
  app = new Hono<BackendEnv>();
  app.use('*', async (c, next) => {
    c.set('db', handle.db);
    c.set('clientIp', '127.0.0.1');
    await next();
  });
  app.post('/api/things', requireCaller('Coordinator'), idempotent({ waits: [20, 20, 40, 80, 160, 320, 640, 1000] }), async (c) => {
    runs += 1;
    const { name } = await c.req.json<{ name?: string }>();
    if (!name) throw apiError(400, 'Naam: vul de naam in.');
    if (gate) await gate;
    const [row] = await handle.db.insert(organizations).values({ name }).returning({ id: organizations.id });
    return c.json({ id: row!.id, name }, 201);
  });
  app.onError((error, c) => (error instanceof HTTPException ? c.json({ title: error.message }, error.status) : c.json({ title: 'fout' }, 500)));
});

afterAll(async () => {
  await handle?.close();
});

/** POST /api/things as `user` with `body` and, when given, the key (as the draft's quoted sf-string). */
async function post(user: TestUser, body: unknown, key?: string, rawHeader?: string) {
  const headers: Record<string, string> = authHeaders(user.token);
  if (key !== undefined) headers['idempotency-key'] = `"${key}"`;
  if (rawHeader !== undefined) headers['idempotency-key'] = rawHeader;
  const res = await app.request('/api/things', { method: 'POST', headers, body: JSON.stringify(body) });
  return { status: res.status, json: (await res.json()) as { id?: string; title?: string }, replayed: res.headers.get(REPLAYED_HEADER) };
}

/** Organisations named `name`. */
async function made(name: string): Promise<number> {
  const [row] = await handle.db.select({ n: count() }).from(organizations).where(eq(organizations.name, name));
  return row!.n;
}

describe('idempotent()', () => {
  it('answers a repeat with the same key with the first answer, and makes one record', async () => {
    const key = randomUUID();
    const name = `Eén ${key}`;
    const first = await post(staff, { name }, key);
    const again = await post(staff, { name }, key);
    expect(first.status).toBe(201);
    expect(again).toEqual({ status: 201, json: first.json, replayed: 'true' });
    expect(first.replayed).toBeNull();
    expect(await made(name)).toBe(1);
    const rows = await handle.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    expect(rows).toEqual([expect.objectContaining({ userId: staff.id, method: 'POST', route: '/api/things', state: 'done', status: 201 })]);
    expect(rows[0]!.contentType).toMatch(/^application\/json/);
  });

  it('lets a repeat that arrives while the first still runs wait for it, and gives both the first answer', async () => {
    const key = randomUUID();
    const name = `Tegelijk ${key}`;
    let open!: () => void;
    gate = new Promise((resolve) => (open = resolve));
    const before = runs;
    const both = Promise.all([post(staff, { name }, key), post(staff, { name }, key)]);
    setTimeout(() => open(), 100);
    const [a, b] = await both;
    gate = null;
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.json).toEqual(b.json);
    expect([a.replayed, b.replayed].sort()).toEqual([null, 'true'].sort());
    expect(runs - before).toBe(1);
    expect(await made(name)).toBe(1);
  });

  it('answers 409 while the first request still runs after the waits, and that one still finishes', async () => {
    const key = randomUUID();
    const name = `Lang ${key}`;
    let open!: () => void;
    gate = new Promise((resolve) => (open = resolve));
    const first = post(staff, { name }, key);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const impatient = await post(staff, { name }, key);
    open();
    gate = null;
    expect(impatient).toEqual({ status: 409, json: { title: IDEMPOTENCY_TITLES.inProgress }, replayed: null });
    expect((await first).status).toBe(201);
    expect(await made(name)).toBe(1);
  });

  it('refuses the same key with another body with 422 and a Dutch title, and makes nothing', async () => {
    const key = randomUUID();
    await post(staff, { name: `Eerste ${key}` }, key);
    const other = await post(staff, { name: `Andere ${key}` }, key);
    expect(other).toEqual({ status: 422, json: { title: IDEMPOTENCY_TITLES.reused }, replayed: null });
    expect(await made(`Andere ${key}`)).toBe(0);
  });

  it('never replays another user’s key: the same key from someone else is their own request', async () => {
    const key = randomUUID();
    const name = `Gedeeld ${key}`;
    const mine = await post(staff, { name }, key);
    const theirs = await post(otherStaff, { name }, key);
    expect(theirs.status).toBe(201);
    expect(theirs.replayed).toBeNull();
    expect(theirs.json.id).not.toBe(mine.json.id);
    expect(await made(name)).toBe(2);
  });

  it('changes nothing without the header: two calls make two records', async () => {
    const name = `Zonder ${randomUUID()}`;
    const first = await post(staff, { name });
    const second = await post(staff, { name });
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.replayed).toBeNull();
    expect(await made(name)).toBe(2);
  });

  it('does not keep a refused request: the corrected form goes through with the same key', async () => {
    const key = randomUUID();
    const refused = await post(staff, { name: '' }, key);
    expect(refused).toEqual({ status: 400, json: { title: 'Naam: vul de naam in.' }, replayed: null });
    expect(await handle.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))).toEqual([]);
    const name = `Verbeterd ${key}`;
    const corrected = await post(staff, { name }, key);
    expect(corrected.status).toBe(201);
    expect(await post(staff, { name }, key)).toEqual({ ...corrected, replayed: 'true' });
    expect(await made(name)).toBe(1);
  });

  it('accepts the key without quotes too, as many API clients send it', async () => {
    const key = randomUUID();
    const name = `Kaal ${key}`;
    const first = await post(staff, { name }, undefined, key);
    const again = await post(staff, { name }, key);
    expect(again).toEqual({ ...first, replayed: 'true' });
    expect(await made(name)).toBe(1);
  });

  it('refuses a malformed key with 400 and runs nothing', async () => {
    const before = runs;
    for (const header of ['', '""', 'twee woorden', `"${'x'.repeat(256)}"`, '"a\\"b"']) {
      expect(await post(staff, { name: 'Fout' }, undefined, header), header).toEqual({ status: 400, json: { title: IDEMPOTENCY_TITLES.badKey }, replayed: null });
    }
    expect(runs).toBe(before);
  });

  it('forgets keys after 24 hours: pruned, and an old key not yet pruned runs as new', async () => {
    const key = randomUUID();
    const name = `Oud ${key}`;
    await post(staff, { name }, key);
    await handle.db.update(idempotencyKeys).set({ createdAt: sql`now() - interval '25 hours'` }).where(eq(idempotencyKeys.key, key));
    const again = await post(staff, { name }, key);
    expect(again.status).toBe(201);
    expect(again.replayed).toBeNull();
    expect(await made(name)).toBe(2);

    await handle.db.update(idempotencyKeys).set({ createdAt: sql`now() - interval '25 hours'` }).where(eq(idempotencyKeys.key, key));
    const fresh = randomUUID();
    await post(staff, { name: `Vers ${fresh}` }, fresh);
    await pruneIdempotencyKeys(handle.db);
    expect(await handle.db.select({ key: idempotencyKeys.key }).from(idempotencyKeys).where(eq(idempotencyKeys.key, key))).toEqual([]);
    expect(await handle.db.select({ key: idempotencyKeys.key }).from(idempotencyKeys).where(eq(idempotencyKeys.key, fresh))).toEqual([{ key: fresh }]);
  });
});
