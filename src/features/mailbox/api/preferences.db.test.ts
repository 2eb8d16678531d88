/**
 * The mail choices per kind of notification (docs/api.md "Notification"; docs/decisions/054-notification-mails.md):
 * defaults by role, each person reads and changes only their own, and only a choice that differs from the default is
 * stored.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackend, type Backend } from '#src/backend/app';
import type { DbHandle } from '#src/server/db/client';
import { notificationPreferences, NOTIFICATION_KINDS } from '#src/server/db/schema';
import { memoryMailer } from '#src/server/mail/memory-mailer';
import { call, createUser, openTestDb } from '#src/server/testing/api';
import { MAIL_KINDS } from '#src/features/mailbox/contract';

let handle: DbHandle;
let app: Backend;

beforeAll(async () => {
  handle = await openTestDb();
  app = createBackend({ db: handle.db, mailer: memoryMailer().mailer });
});
afterAll(async () => {
  await handle.close();
});

const PATH = '/api/notification/preferences';

describe('/api/notification/preferences', () => {
  it('names the same kinds in the contract as in the table', () => {
    expect([...MAIL_KINDS]).toEqual([...NOTIFICATION_KINDS]);
  });

  it('gives candidates and teachers every kind by mail, and staff and contact persons none, until they choose', async () => {
    for (const role of ['User', 'Teacher'] as const) {
      expect((await call(app, 'GET', PATH, await createUser(handle, role))).json).toEqual({ planning: true, reminder: true, results: true });
    }
    for (const role of ['Admin', 'Coordinator', 'ContactPerson'] as const) {
      expect((await call(app, 'GET', PATH, await createUser(handle, role))).json).toEqual({ planning: false, reminder: false, results: false });
    }
  });

  it('changes only the caller’s own choices, and stores only what differs from the default', async () => {
    const candidate = await createUser(handle, 'User');
    const other = await createUser(handle, 'User');
    expect((await call(app, 'PUT', PATH, candidate, { planning: false, results: true })).json).toEqual({ planning: false, reminder: true, results: true });
    expect((await call(app, 'GET', PATH, candidate)).json).toEqual({ planning: false, reminder: true, results: true });
    expect((await call(app, 'GET', PATH, other)).json).toEqual({ planning: true, reminder: true, results: true });
    const stored = await handle.db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, candidate.id));
    expect(stored.map((r) => [r.kind, r.byMail])).toEqual([['planning', false]]);
    // Back to the default: the row goes.
    await call(app, 'PUT', PATH, candidate, { planning: true });
    expect(await handle.db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, candidate.id))).toEqual([]);
  });

  it('refuses another field or a value that is not true or false, and a caller without a session', async () => {
    const teacher = await createUser(handle, 'Teacher');
    expect((await call(app, 'PUT', PATH, teacher, { planning: 'nee' })).status).toBe(400);
    expect((await call(app, 'PUT', PATH, teacher, { userId: teacher.id, planning: false })).status).toBe(400);
    expect((await call(app, 'GET', PATH)).status).toBe(401);
    expect((await call(app, 'GET', PATH, teacher)).json).toEqual({ planning: true, reminder: true, results: true });
  });
});
