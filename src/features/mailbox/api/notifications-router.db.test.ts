import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackend } from '#src/backend/app';
import type { DbHandle } from '#src/server/db/client';
import { notifications } from '#src/server/db/schema';
import { call, createUser, openTestDb, type TestUser } from '#src/server/testing/api';

let handle: DbHandle;
let app: ReturnType<typeof createBackend>;
let owner: TestUser;
let other: TestUser;

beforeAll(async () => {
  handle = await openTestDb();
  app = createBackend({ db: handle.db, mailer: { send: async () => {} } });
  owner = await createUser(handle, 'User');
  other = await createUser(handle, 'ContactPerson');
});
afterAll(async () => {
  await handle?.close();
});

async function notify(user: TestUser) {
  const [row] = await handle.db
    .insert(notifications)
    .values({ userId: user.id, type: 1, message: 'Nieuw bericht van Test: Hallo', relatedId: crypto.randomUUID() })
    .returning();
  if (!row) throw new Error('notificatie niet aangemaakt');
  return row;
}

async function readAtOf(id: string) {
  const [row] = await handle.db.select({ readAt: notifications.readAt }).from(notifications).where(eq(notifications.id, id));
  return row?.readAt ?? null;
}

describe('PUT /api/notification/read', () => {
  it('marks the caller’s notification read, taking the whole notification as the header holds it', async () => {
    const n = await notify(owner);
    const body = { id: n.id, message: n.message, type: n.type, relatedId: n.relatedId, createdAt: n.createdAt };
    const res = await call(app, 'PUT', '/api/notification/read', owner, body);
    expect(res.status).toBe(204);
    expect(res.json).toBeNull();
    expect(await readAtOf(n.id)).toBeInstanceOf(Date);
  });

  it('keeps the first read time when marked again', async () => {
    const n = await notify(owner);
    await call(app, 'PUT', '/api/notification/read', owner, { id: n.id });
    const first = await readAtOf(n.id);
    const again = await call(app, 'PUT', '/api/notification/read', owner, { id: n.id });
    expect(again.status).toBe(204);
    expect(await readAtOf(n.id)).toEqual(first);
  });

  it('answers 404 for someone else’s notification and leaves it unread', async () => {
    const n = await notify(other);
    const res = await call(app, 'PUT', '/api/notification/read', owner, { id: n.id });
    expect(res.status).toBe(404);
    expect(res.json.title).toBe('Deze notificatie bestaat niet of is niet van jou.');
    expect(await readAtOf(n.id)).toBeNull();
  });

  it('answers 404 for an unknown id and for an id that is not a UUID', async () => {
    for (const id of [crypto.randomUUID(), 'abc', '1; drop table notifications']) {
      const res = await call(app, 'PUT', '/api/notification/read', owner, { id });
      expect(res.status).toBe(404);
    }
  });

  it('answers 400 for malformed JSON or a body without id', async () => {
    const malformed = await call(app, 'PUT', '/api/notification/read', owner, '{"id": ');
    expect(malformed.status).toBe(400);
    expect(malformed.json.title).toBe('De aanvraag is geen geldige JSON.');
    const noId = await call(app, 'PUT', '/api/notification/read', owner, { message: 'x' });
    expect(noId.status).toBe(400);
    expect(noId.json.title).toBe('Geef het id van de notificatie mee.');
  });

  it('answers 401 without a token', async () => {
    const n = await notify(owner);
    const res = await call(app, 'PUT', '/api/notification/read', undefined, { id: n.id });
    expect(res.status).toBe(401);
    expect(await readAtOf(n.id)).toBeNull();
  });
});

describe('GET /api/notification', () => {
  it('lists only the caller’s unread notifications, newest first, for any role', async () => {
    const teacher = await createUser(handle, 'Teacher');
    const first = await notify(teacher);
    const second = await notify(teacher);
    await notify(other);
    await handle.db.update(notifications).set({ createdAt: new Date(Date.now() + 1000) }).where(eq(notifications.id, second.id));
    const res = await call(app, 'GET', '/api/notification', teacher);
    expect(res.status).toBe(200);
    expect(res.json.map((n: { id: string }) => n.id)).toEqual([second.id, first.id]);

    expect((await call(app, 'PUT', '/api/notification/read', teacher, { id: first.id })).status).toBe(204);
    expect((await call(app, 'GET', '/api/notification', teacher)).json.map((n: { id: string }) => n.id)).toEqual([second.id]);
    expect((await call(app, 'GET', '/api/notification')).status).toBe(401);
  });
});
