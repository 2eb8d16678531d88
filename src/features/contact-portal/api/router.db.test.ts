/**
 * /api/contactperson in-process (docs/api.md "Contact portal"): only contact persons get in; the list holds their
 * own organisation's candidates (never another organisation's, an erased account or a contact person), by name,
 * searched and paged, each with their tests' states and final results; an attempt whose time ran out reads as
 * closed; one candidate carries their seats on the organisation's licences only; other ids are 404.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackend, type Backend } from '#src/backend/app';
import type { Role } from '#src/lib/roles';
import type { DbHandle } from '#src/server/db/client';
import { licences, licenceSeats, testAssignments, testAttempts } from '#src/server/db/schema';
import { memoryMailer } from '#src/server/mail/memory-mailer';
import { call, createOrganization, createUser, openTestDb, type TestUser } from '#src/server/testing/api';
import { sampleModule } from '#src/features/content/api/fixtures';
import { createModule, createProfession, createTestVia } from '#src/features/profession-test/api/fixtures';
import type { AttemptResult } from '#src/features/profession-test/contract';
import type { PortalCandidate, PortalCandidateDetail } from '#src/features/contact-portal/contract';

let handle: DbHandle;
let app: Backend;
let own: string;
let foreign: string;
/** A user of each role; the contact person belongs to `own`. */
let as: Record<Role, TestUser>;
/** Candidates of `own`: Anna passed the first test and has a second one, Bram has not started, Carla's time ran out. */
let anna: TestUser;
let bram: TestUser;
let carla: TestUser;
let erased: TestUser;
/** A candidate of `foreign`, with a test of her own. */
let olga: TestUser;
let cpForeign: TestUser;
let firstTest: string;
let secondTest: string;
let foreignTest: string;
let foreignLicence: string;

/** The test's title, as the list shows it. */
const FIRST = 'Beroepentest Magazijn';
const SECOND = 'Beroepentest Heftruck';

/** Inserts an attempt of `candidate` at `testId` (assigned to them) with the given fields. */
async function attempt(candidate: TestUser, testId: string, fields: Partial<typeof testAttempts.$inferInsert>) {
  const [assignment] = await handle.db
    .select({ id: testAssignments.id })
    .from(testAssignments)
    .where(and(eq(testAssignments.candidateId, candidate.id), eq(testAssignments.testId, testId)));
  if (!assignment) throw new Error('toewijzing ontbreekt');
  await handle.db.insert(testAttempts).values({ assignmentId: assignment.id, testId, candidateId: candidate.id, language: 'nl', ...fields });
}

const list = async (user: TestUser | undefined, query = '') => call(app, 'GET', `/api/contactperson/candidates${query}`, user);

beforeAll(async () => {
  handle = await openTestDb();
  app = createBackend({ db: handle.db, mailer: memoryMailer().mailer });
  own = (await createOrganization(handle, 'Logistiek Twente B.V.')).id;
  foreign = (await createOrganization(handle, 'Gemeente Hengelo')).id;
  as = {
    Admin: await createUser(handle, 'Admin'),
    Coordinator: await createUser(handle, 'Coordinator'),
    Teacher: await createUser(handle, 'Teacher'),
    ContactPerson: await createUser(handle, 'ContactPerson', { name: 'Henk Bosman', organizationId: own }),
    User: await createUser(handle, 'User', { name: 'Zoë Zandbergen', organizationId: own, email: 'zoe@test.example' }),
  };
  anna = await createUser(handle, 'User', { name: 'Anna Albers', organizationId: own, email: 'anna.albers@test.example' });
  bram = await createUser(handle, 'User', { name: 'Bram Bakker', organizationId: own, status: 'invited' });
  carla = await createUser(handle, 'User', { name: 'Carla Claes', organizationId: own });
  erased = await createUser(handle, 'User', { name: 'Weg Gewist', organizationId: own, status: 'erased' });
  olga = await createUser(handle, 'User', { name: 'Olga Overkant', organizationId: foreign });
  cpForeign = await createUser(handle, 'ContactPerson', { name: 'Rosa Contact', organizationId: foreign });

  const professionId = (await createProfession(handle, 'Magazijnmedewerker')).id;
  const { moduleId } = await createModule(handle, sampleModule('a-', { title: 'Veiligheid' }), professionId);
  const staff = as.Coordinator;
  firstTest = await createTestVia(app, staff, professionId, [moduleId], [anna, bram, carla], { title: FIRST, languages: ['nl'] });
  secondTest = await createTestVia(app, staff, professionId, [moduleId], [anna], { title: SECOND, languages: ['nl'] });
  foreignTest = await createTestVia(app, staff, professionId, [moduleId], [olga], { title: 'Beroepentest Gemeente', languages: ['nl'] });
  [{ id: foreignLicence }] = (await handle.db.select({ id: licences.id }).from(licences).where(eq(licences.organizationId, foreign))) as [{ id: string }];

  const result: AttemptResult = { modules: [{ position: 1, moduleVersionId: randomUUID(), points: 7, maxPoints: 10, passed: true }], points: 7, maxPoints: 10, passed: true };
  await attempt(anna, firstTest, { status: 'scored', closedAt: new Date('2026-03-02T10:30:00Z'), closedReason: 'candidate', result, scoredAt: new Date('2026-03-03T09:00:00Z') });
  // Carla's hour ran out yesterday while the attempt was still open.
  await attempt(carla, firstTest, { status: 'in_progress', startedAt: new Date(Date.now() - 26 * 3_600_000), deadlineAt: new Date(Date.now() - 25 * 3_600_000) });
  await attempt(olga, foreignTest, { status: 'in_progress' });
});
afterAll(async () => {
  await handle.close();
});

describe('GET /api/contactperson/candidates', () => {
  it('is for contact persons only: everyone else 401', async () => {
    expect((await list(undefined)).status).toBe(401);
    for (const role of ['Admin', 'Coordinator', 'Teacher', 'User'] as const) {
      const res = await list(as[role]);
      expect(res.status, role).toBe(401);
      expect(res.json.title).toBeTruthy();
    }
    expect((await list(as.ContactPerson)).status).toBe(200);
  });

  it("lists the organisation's candidates by name with their tests, never another organisation's or an erased one", async () => {
    const res = await list(as.ContactPerson);
    expect(res.status).toBe(200);
    const items = res.json.items as PortalCandidate[];
    expect(items.map((c) => c.name)).toEqual(['Anna Albers', 'Bram Bakker', 'Carla Claes', 'Zoë Zandbergen']);
    expect(res.json).toMatchObject({ total: 4, page: 1, pageSize: 20 });
    const text = JSON.stringify(res.json);
    for (const hidden of [olga.id, erased.id, cpForeign.id, as.ContactPerson.id, foreignTest]) expect(text).not.toContain(hidden);

    const [annaItem, bramItem] = items;
    expect(annaItem).toEqual({
      id: anna.id,
      name: 'Anna Albers',
      email: 'anna.albers@test.example',
      tests: [
        { testId: firstTest, title: FIRST, state: 'scored', passed: true, scorePercent: 70, finishedAt: '2026-03-02T10:30:00.000Z' },
        { testId: secondTest, title: SECOND, state: 'not_started', passed: null, scorePercent: null, finishedAt: null },
      ],
      released: [],
    });
    expect(bramItem?.tests).toEqual([{ testId: firstTest, title: FIRST, state: 'not_started', passed: null, scorePercent: null, finishedAt: null }]);
    expect(items[3]?.tests).toEqual([]);
  });

  it('closes an attempt whose time ran out: it reads as finished at its deadline, without a verdict yet', async () => {
    const carlaItem = ((await list(as.ContactPerson)).json.items as PortalCandidate[]).find((c) => c.id === carla.id);
    expect(carlaItem?.tests).toHaveLength(1);
    expect(carlaItem?.tests[0]).toMatchObject({ state: expect.stringMatching(/^(closed|scored)$/), finishedAt: expect.any(String) });
    const [stored] = await handle.db.select().from(testAttempts).where(eq(testAttempts.candidateId, carla.id));
    expect(stored?.status).not.toBe('in_progress');
    expect(stored?.closedReason).toBe('timeout');
    expect(carlaItem?.tests[0]?.finishedAt).toBe(stored?.closedAt?.toISOString());
  });

  it('searches name and e-mail address anywhere, case-insensitively, with % taken literally', async () => {
    const names = async (q: string) => ((await list(as.ContactPerson, `?q=${encodeURIComponent(q)}`)).json.items as PortalCandidate[]).map((c) => c.name);
    expect(await names('ALBERS')).toEqual(['Anna Albers']);
    expect(await names('zoe@')).toEqual(['Zoë Zandbergen']);
    expect(await names('Overkant')).toEqual([]);
    expect(await names('%')).toEqual([]);
    const tooLong = await list(as.ContactPerson, `?q=${'a'.repeat(101)}`);
    expect(tooLong.status).toBe(400);
    expect(tooLong.json.title).toMatch(/zoekterm/);
  });

  it('pages by 20 with an exact total, also past the end', async () => {
    const more = await createOrganization(handle, 'Uitzendbureau Veel');
    const cp = await createUser(handle, 'ContactPerson', { organizationId: more.id });
    for (let i = 1; i <= 23; i++) await createUser(handle, 'User', { name: `Kandidaat ${String(i).padStart(2, '0')}`, organizationId: more.id });
    const first = await list(cp);
    expect(first.json.items).toHaveLength(20);
    expect(first.json.total).toBe(23);
    const second = await list(cp, '?page=2');
    expect((second.json.items as PortalCandidate[]).map((c) => c.name)).toEqual(['Kandidaat 21', 'Kandidaat 22', 'Kandidaat 23']);
    expect(second.json).toMatchObject({ total: 23, page: 2 });
    const past = await list(cp, '?page=5');
    expect(past.json).toEqual({ items: [], total: 23, page: 5, pageSize: 20 });
    expect((await list(cp, '?page=0')).status).toBe(400);
  });

  it('shows a contact person without an organisation nobody', async () => {
    const loose = await createUser(handle, 'ContactPerson', { organizationId: null });
    expect((await list(loose)).json).toEqual({ items: [], total: 0, page: 1, pageSize: 20 });
  });
});

describe('GET /api/contactperson/candidates/{id}', () => {
  const detail = (user: TestUser | undefined, id: string) => call(app, 'GET', `/api/contactperson/candidates/${id}`, user);

  it('answers a candidate of the own organisation with tests and seats on its licences only', async () => {
    // A seat Anna holds on the other organisation's licence (from before she moved) is not this contact person's business.
    await handle.db.insert(licenceSeats).values({ licenceId: foreignLicence, holderId: anna.id, method: 'staff', takenAt: new Date('2025-01-01T09:00:00Z') });
    const res = await detail(as.ContactPerson, anna.id);
    expect(res.status).toBe(200);
    const body = res.json as PortalCandidateDetail;
    expect(body.name).toBe('Anna Albers');
    expect(body.tests.map((t) => [t.title, t.state])).toEqual([
      [FIRST, 'scored'],
      [SECOND, 'not_started'],
    ]);
    expect(body.seats.map((s) => [s.productName, s.product, s.releasedAt])).toEqual([
      [SECOND, 'profession-test', null],
      [FIRST, 'profession-test', null],
    ]);
    expect(JSON.stringify(body)).not.toContain(foreignLicence);
    expect(Date.parse(body.seats[0]!.takenAt)).toBeGreaterThan(Date.now() - 3_600_000);
  });

  it('is 404 for another organisation, an erased person, a non-candidate, an unknown id and a non-UUID', async () => {
    for (const id of [olga.id, erased.id, as.ContactPerson.id, as.Teacher.id, randomUUID(), 'abc']) {
      const res = await detail(as.ContactPerson, id);
      expect(res.status, id).toBe(404);
      expect(res.json.title).toBeTruthy();
    }
    expect((await detail(cpForeign, olga.id)).status).toBe(200);
  });

  it('is for contact persons only', async () => {
    expect((await detail(undefined, anna.id)).status).toBe(401);
    for (const role of ['Admin', 'Coordinator', 'Teacher', 'User'] as const) expect((await detail(as[role], anna.id)).status, role).toBe(401);
  });
});
