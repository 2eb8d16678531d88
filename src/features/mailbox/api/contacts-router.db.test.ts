import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackend } from '#src/backend/app';
import type { DbHandle } from '#src/server/db/client';
import { mayWriteTo } from './contacts';
import { call, callerOf, createUser, link, openTestDb } from '#src/server/testing/api';
import { mailboxWorld } from './fixtures';

let handle: DbHandle;
let app: ReturnType<typeof createBackend>;
let w: Awaited<ReturnType<typeof mailboxWorld>>;

beforeAll(async () => {
  handle = await openTestDb();
  app = createBackend({ db: handle.db, mailer: { send: async () => {} } });
  w = await mailboxWorld(handle);
});
afterAll(async () => {
  await handle?.close();
});

const entry = (u: { id: string; name: string; role: string }) => ({ id: u.id, name: u.name, role: u.role });

describe('GET /api/user/contactlist', () => {
  it('gives a candidate their teachers, the active coordinators and their contact person, by Dutch name order', async () => {
    const res = await call(app, 'GET', '/api/user/contactlist', w.candidate);
    expect(res.status).toBe(200);
    // 'Émile' sorts between 'Bram' and 'Pim' in Dutch collation (not after 'Z' as by code point).
    expect(res.json).toEqual([entry(w.coordinator), entry(w.teacher), entry(w.contactPerson)]);
  });

  it('gives a contact person their organisation’s candidates and the active coordinators', async () => {
    const res = await call(app, 'GET', '/api/user/contactlist', w.contactPerson);
    expect(res.status).toBe(200);
    expect(res.json).toEqual([entry(w.coordinator), entry(w.candidate), entry(w.classmate)]);
  });

  it('gives a candidate without organisation or teacher only the coordinators', async () => {
    const loner = await createUser(handle, 'User', { name: 'Lot Alleen' });
    const res = await call(app, 'GET', '/api/user/contactlist', loner);
    expect(res.json).toEqual([entry(w.coordinator)]);
  });

  it('leaves out a linked teacher whose account is disabled', async () => {
    const gone = await createUser(handle, 'Teacher', { name: 'Henk Weg', status: 'disabled' });
    await link(handle, gone, w.candidate);
    const res = await call(app, 'GET', '/api/user/contactlist', w.candidate);
    expect(res.json).toEqual([entry(w.coordinator), entry(w.teacher), entry(w.contactPerson)]);
  });

  it('answers 401 to other roles and without a token', async () => {
    for (const user of [w.teacher, w.coordinator, w.admin, undefined]) {
      const res = await call(app, 'GET', '/api/user/contactlist', user);
      expect(res.status).toBe(401);
      expect(res.json.title).toEqual(expect.any(String));
    }
  });
});

describe('mayWriteTo', () => {
  it('follows the contact list for candidates and contact persons', async () => {
    expect(await mayWriteTo(handle.db, callerOf(w.candidate), [w.teacher.id, w.coordinator.id, w.contactPerson.id])).toBe(true);
    for (const id of [w.otherTeacher.id, w.classmate.id, w.otherContactPerson.id, w.admin.id, w.formerCoordinator.id, w.candidate.id]) {
      expect(await mayWriteTo(handle.db, callerOf(w.candidate), [id])).toBe(false);
    }
    expect(await mayWriteTo(handle.db, callerOf(w.contactPerson), [w.candidate.id, w.classmate.id, w.coordinator.id])).toBe(true);
    for (const id of [w.stranger.id, w.teacher.id, w.admin.id]) {
      expect(await mayWriteTo(handle.db, callerOf(w.contactPerson), [id])).toBe(false);
    }
  });

  it('lets a teacher write to linked candidates and staff only', async () => {
    expect(await mayWriteTo(handle.db, callerOf(w.teacher), [w.candidate.id, w.coordinator.id, w.admin.id])).toBe(true);
    for (const id of [w.classmate.id, w.contactPerson.id, w.otherTeacher.id, w.formerCoordinator.id]) {
      expect(await mayWriteTo(handle.db, callerOf(w.teacher), [id])).toBe(false);
    }
  });

  it('lets staff write to any active user but themselves', async () => {
    const everyone = [w.candidate.id, w.stranger.id, w.teacher.id, w.otherContactPerson.id, w.admin.id];
    expect(await mayWriteTo(handle.db, callerOf(w.coordinator), everyone)).toBe(true);
    expect(await mayWriteTo(handle.db, callerOf(w.coordinator), [w.formerCoordinator.id])).toBe(false);
    expect(await mayWriteTo(handle.db, callerOf(w.coordinator), [w.coordinator.id])).toBe(false);
  });

  it('counts duplicates once, refuses unknown ids and accepts an empty list', async () => {
    expect(await mayWriteTo(handle.db, callerOf(w.admin), [w.teacher.id, w.teacher.id])).toBe(true);
    expect(await mayWriteTo(handle.db, callerOf(w.admin), [crypto.randomUUID()])).toBe(false);
    expect(await mayWriteTo(handle.db, callerOf(w.admin), [])).toBe(true);
  });
});
