/**
 * The candidate scope of src/server/access-scope.ts in SQL, on a fresh database (docs/domain.md, "Who may see and do
 * what"; docs/api.md, User: GET /api/user/get and GetCandidates). Through the public service functions and the
 * condition itself: a teacher reaches exactly their linked candidates, a contact person exactly their
 * organisation's users with role 'User' (none without an organisation), a candidate nobody, staff everyone;
 * every caller sees themselves. The condition is also checked as a selected field of a select without joins,
 * where Drizzle drops the table names of columns written into a raw `sql` field (drizzle-orm issue #5734).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listCandidates } from '#src/features/accounts/api/users';
import { mailboxWorld } from '#src/features/mailbox/api/fixtures';
import { callerOf, link, type TestUser } from '#src/server/testing/api';
import { candidateScope, findVisibleUser } from './access-scope';
import type { DbHandle } from './db/client';
import { users } from './db/schema';
import { createUser, openTestDb } from './testing/api';

let handle: DbHandle;
let w: Awaited<ReturnType<typeof mailboxWorld>>;
/** Extra users: see beforeAll. */
let disabledLinked: TestUser;
let disabledClassmate: TestUser;
let teacherOfOrgA: TestUser;
let orphanContactPerson: TestUser;
let everyone: TestUser[];

beforeAll(async () => {
  handle = await openTestDb();
  w = await mailboxWorld(handle);
  // A disabled candidate of organisation B linked to the teacher, and a disabled classmate in A: any account
  // status counts. The teacher is also linked to a contact person, who is no candidate and stays out of scope.
  disabledLinked = await createUser(handle, 'User', { name: 'Dirk Uitgeschakeld', organizationId: w.orgB.id, status: 'disabled' });
  disabledClassmate = await createUser(handle, 'User', { name: 'Door Uitgeschakeld', organizationId: w.orgA.id, status: 'disabled' });
  teacherOfOrgA = await createUser(handle, 'Teacher', { name: 'Tom Docent A', organizationId: w.orgA.id });
  orphanContactPerson = await createUser(handle, 'ContactPerson', { name: 'Olga Zonder Organisatie' });
  await link(handle, w.teacher, disabledLinked);
  await link(handle, w.teacher, w.otherContactPerson);
  await link(handle, w.otherTeacher, w.stranger);
  everyone = [
    ...Object.values(w).filter((v): v is TestUser => 'role' in v),
    disabledLinked,
    disabledClassmate,
    teacherOfOrgA,
    orphanContactPerson,
  ];
});
afterAll(async () => {
  await handle?.close();
});

const sorted = (ids: string[]) => [...ids].sort();
const idsOf = (list: TestUser[]) => sorted(list.map((u) => u.id));
const candidates = () => everyone.filter((u) => u.role === 'User');

/** Ids of every candidate `listCandidates` pages the caller through (the world fits on one page). */
async function listed(caller: TestUser): Promise<string[]> {
  const page = await listCandidates(handle.db, callerOf(caller), { page: 1 });
  expect(page.items.length).toBe(page.total);
  return sorted(page.items.map((c) => c.id));
}

/** Ids of every user of the world `findVisibleUser` finds for the caller. */
async function visible(caller: TestUser): Promise<string[]> {
  const found: string[] = [];
  for (const user of everyone) if (await findVisibleUser(handle.db, callerOf(caller), user.id)) found.push(user.id);
  return sorted(found);
}

/** Ids of the users the bare condition selects, as a `where` and as a selected field without joins. */
async function inScope(caller: TestUser): Promise<{ where: string[]; field: string[] }> {
  const scope = () => candidateScope(handle.db, callerOf(caller), users.id);
  const where = await handle.db.select({ id: users.id }).from(users).where(scope());
  const field = await handle.db.select({ id: users.id, in: (scope() ?? sql`true`).mapWith(Boolean) }).from(users);
  return { where: sorted(where.map((r) => r.id)), field: sorted(field.filter((r) => r.in).map((r) => r.id)) };
}

describe('candidateScope as SQL', () => {
  it('gives staff no condition', () => {
    expect(candidateScope(handle.db, callerOf(w.coordinator), users.id)).toBeUndefined();
    expect(candidateScope(handle.db, callerOf(w.admin), users.id)).toBeUndefined();
  });

  it('correlates on the given column with its table name, also when that column is users.id', () => {
    const teacherSql = handle.db
      .select({ id: users.id })
      .from(users)
      .where(candidateScope(handle.db, callerOf(w.teacher), users.id))
      .toSQL().sql;
    expect(teacherSql).toContain('"teacher_candidates"."candidate_id" = "users"."id"');
    const contactSql = handle.db
      .select({ in: candidateScope(handle.db, callerOf(w.contactPerson), users.id)! })
      .from(users)
      .toSQL().sql;
    expect(contactSql).toContain('"scope_candidate"."id" = "users"."id"');
  });

  it('selects a teacher’s linked users, a contact person’s organisation’s candidates, nobody for a candidate', async () => {
    const linked = idsOf([w.candidate, disabledLinked, w.otherContactPerson]);
    expect(await inScope(w.teacher)).toEqual({ where: linked, field: linked });
    expect(await inScope(w.otherTeacher)).toEqual({ where: idsOf([w.stranger]), field: idsOf([w.stranger]) });
    const orgA = idsOf([w.candidate, w.classmate, disabledClassmate]);
    expect(await inScope(w.contactPerson)).toEqual({ where: orgA, field: orgA });
    expect(await inScope(orphanContactPerson)).toEqual({ where: [], field: [] });
    expect(await inScope(w.candidate)).toEqual({ where: [], field: [] });
  });
});

describe('listCandidates (GET /api/user/GetCandidates)', () => {
  it('lists staff every candidate, any account status', async () => {
    expect(await listed(w.coordinator)).toEqual(idsOf(candidates()));
    expect(await listed(w.admin)).toEqual(idsOf(candidates()));
  });

  it('lists a teacher exactly their linked candidates, not a linked user of another role', async () => {
    expect(await listed(w.teacher)).toEqual(idsOf([w.candidate, disabledLinked]));
    expect(await listed(w.otherTeacher)).toEqual(idsOf([w.stranger]));
  });

  it('lists a contact person exactly their organisation’s candidates; without an organisation none', async () => {
    expect(await listed(w.contactPerson)).toEqual(idsOf([w.candidate, w.classmate, disabledClassmate]));
    expect(await listed(w.otherContactPerson)).toEqual(idsOf([w.stranger, disabledLinked]));
    expect(await listed(orphanContactPerson)).toEqual([]);
  });

  it('lists a candidate nobody', async () => {
    expect(await listed(w.candidate)).toEqual([]);
  });
});

describe('findVisibleUser (GET /api/user/get)', () => {
  it('finds everyone for staff', async () => {
    expect(await visible(w.coordinator)).toEqual(idsOf(everyone));
    expect(await visible(w.admin)).toEqual(idsOf(everyone));
  });

  it('finds a teacher themselves and their linked candidates', async () => {
    expect(await visible(w.teacher)).toEqual(idsOf([w.teacher, w.candidate, disabledLinked]));
    expect(await visible(teacherOfOrgA)).toEqual(idsOf([teacherOfOrgA]));
  });

  it('finds a contact person themselves and their organisation’s candidates', async () => {
    expect(await visible(w.contactPerson)).toEqual(idsOf([w.contactPerson, w.candidate, w.classmate, disabledClassmate]));
    expect(await visible(orphanContactPerson)).toEqual(idsOf([orphanContactPerson]));
  });

  it('finds a candidate only themselves', async () => {
    expect(await visible(w.candidate)).toEqual(idsOf([w.candidate]));
  });

  it('finds nobody for an unknown id', async () => {
    expect(await findVisibleUser(handle.db, callerOf(w.admin), crypto.randomUUID())).toBeUndefined();
  });
});
