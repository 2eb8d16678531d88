import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackend } from '#src/backend/app';
import type { DbHandle } from '#src/server/db/client';
import { notifications } from '#src/server/db/schema';
import { call, createUser, openTestDb, type TestUser } from '#src/server/testing/api';
import { guard } from '#src/lib/routes';
import { ROLES, type Role } from '#src/lib/roles';
import { NOTIFICATION_TYPE } from './notifications';

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

describe('where a notification leads, per receiver', () => {
  /** A fresh user of `role` with one unread notification of `type` about `relatedId`; answers its `href` as the API gives it. */
  async function hrefFor(role: Role, type: number, relatedId: string | null): Promise<string | null> {
    const user = await createUser(handle, role);
    await handle.db.insert(notifications).values({ userId: user.id, type, message: 'Iets nieuws', relatedId });
    const [only] = (await call(app, 'GET', '/api/notification', user)).json;
    return only.href;
  }

  it('opens a new message where the receiver reads messages: the mailbox, or the home page of staff and teachers', async () => {
    const id = crypto.randomUUID();
    const expected: Record<Role, string> = {
      User: `/mailbox/message/${id}`,
      ContactPerson: `/mailbox/message/${id}`,
      Teacher: `/docent/overzicht?open=${id}#message`,
      Coordinator: `/cp/admin?open=${id}#message`,
      Admin: `/cp/admin?open=${id}#message`,
    };
    for (const role of ROLES) {
      const href = await hrefFor(role, NOTIFICATION_TYPE.newMessage, id);
      expect(href, role).toBe(expected[role]);
      // A page this role may open (the route table; a teacher on /mailbox/… would get the not-found page).
      expect(guard(href!.replace(/[?#].*$/, ''), role), role).toEqual({ type: 'allow' });
    }
  });

  it('opens a result on the candidate’s result page of that test, and module suggestions where each role handles them', async () => {
    const testId = crypto.randomUUID();
    expect(await hrefFor('User', NOTIFICATION_TYPE.result, testId)).toBe(`/dashboard/test/afsluiten/${testId}/`);
    const moduleId = crypto.randomUUID();
    expect(await hrefFor('Teacher', NOTIFICATION_TYPE.suggestionDecided, moduleId)).toBe(`/docent/module/${moduleId}`);
    expect(await hrefFor('Coordinator', NOTIFICATION_TYPE.suggestionWaiting, moduleId)).toBe(`/cp/modules/${moduleId}#suggesties`);
    expect(await hrefFor('Admin', NOTIFICATION_TYPE.suggestionWaiting, moduleId)).toBe(`/cp/modules/${moduleId}#suggesties`);
  });

  it('gives no link where the receiver has no page for it', async () => {
    expect(await hrefFor('ContactPerson', NOTIFICATION_TYPE.result, crypto.randomUUID())).toBeNull();
    expect(await hrefFor('User', NOTIFICATION_TYPE.suggestionDecided, crypto.randomUUID())).toBeNull();
    expect(await hrefFor('ContactPerson', NOTIFICATION_TYPE.planning, crypto.randomUUID())).toBeNull();
    expect(await hrefFor('Teacher', NOTIFICATION_TYPE.newMessage, null)).toBeNull();
  });

  it('gives the header the same links as the list', async () => {
    const contact = await createUser(handle, 'ContactPerson');
    const n = await notify(contact);
    const header = await call(app, 'GET', '/api/user/headerinfo', contact);
    expect(header.json.notifications).toEqual([expect.objectContaining({ id: n.id, href: `/mailbox/message/${n.relatedId}` })]);
  });

  it('links a teacher’s new-message notification to a message the teacher can open', async () => {
    const teacher = await createUser(handle, 'Teacher');
    const coordinator = await createUser(handle, 'Coordinator');
    const sent = await call(app, 'POST', '/api/message', coordinator, { to: [teacher.id], subject: 'Planning', body: 'Kun je dinsdag?' });
    expect(sent.status).toBe(201);
    const [note] = (await call(app, 'GET', '/api/notification', teacher)).json;
    expect(note).toMatchObject({ type: NOTIFICATION_TYPE.newMessage, href: `/docent/overzicht?open=${sent.json.id}#message` });
    // The home page opens it with GET /api/message/{id}, which marks the notification read too.
    expect((await call(app, 'GET', `/api/message/${sent.json.id}`, teacher)).status).toBe(200);
    expect((await call(app, 'GET', '/api/notification', teacher)).json).toEqual([]);
  });
});
