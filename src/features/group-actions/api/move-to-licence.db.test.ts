/**
 * The group action `licence` in-process (docs/api.md "Group actions"; docs/decisions/065-move-candidate-to-licence.md):
 * candidates move to another organisation's licence — their organisation changes, they take a seat on it and their
 * seat of the same test elsewhere goes back — as the preview said; a seat shortage refuses the whole group; a
 * candidate already on the licence is skipped; a revoked or ended licence and a test in progress are refused; only
 * staff may call.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackend, type Backend } from '#src/backend/app';
import { addDays, amsterdamDay } from '#src/lib/calendar-day';
import type { DbHandle } from '#src/server/db/client';
import { licences, licenceSeats, organizations, testAssignments, testAttempts, users } from '#src/server/db/schema';
import { memoryMailer } from '#src/server/mail/memory-mailer';
import { call, createOrganization, createUser, openTestDb, type Answer, type TestUser } from '#src/server/testing/api';
import { createModule, createProfession } from '#src/features/profession-test/api/fixtures';
import { sampleModule } from '#src/features/content/api/fixtures';

let handle: DbHandle;
let app: Backend;
let admin: TestUser;
let coordinator: TestUser;
let orgA: string;
let orgB: string;
let testId: string;
let serial = 0;
const today = amsterdamDay();

beforeAll(async () => {
  handle = await openTestDb();
  app = createBackend({ db: handle.db, mailer: memoryMailer().mailer });
  orgA = (await createOrganization(handle, 'Transport Noord B.V.')).id;
  orgB = (await createOrganization(handle, 'Logistiek Zuid')).id;
  await handle.db.update(organizations).set({ visitStreet: 'Markt 1', visitPostcode: '7511 GA', visitCity: 'Enschede' }).where(inArray(organizations.id, [orgA, orgB]));
  admin = await createUser(handle, 'Admin');
  coordinator = await createUser(handle, 'Coordinator');
  const professionId = (await createProfession(handle, 'Heftruckchauffeur')).id;
  const { moduleId } = await createModule(handle, sampleModule('mv-', { title: 'Heftruck' }), professionId);
  const made = await call(app, 'POST', '/api/test', coordinator, {
    professionId,
    title: 'Beroepentest Heftruck',
    moduleIds: [moduleId],
    modulePassPercent: [60],
    languages: ['nl'],
    timeLimitMinutes: null,
    passPercent: 60,
    showAnswers: false,
  });
  expect(made.status, JSON.stringify(made.json)).toBe(201);
  testId = made.json.id;
});

afterAll(async () => {
  await handle?.close();
});

/** A licence of `organizationId` for the test with `seats` seats, made by the coordinator. */
async function licence(organizationId: string, seats: number): Promise<string> {
  const made = await call(app, 'POST', '/api/licence', coordinator, {
    organizationId,
    product: 'profession-test',
    professionTestId: testId,
    seats,
    validFrom: today,
    validUntil: addDays(today, 90),
    pricePerSeatCents: 0,
    vatCategory: 'S',
  });
  expect(made.status, JSON.stringify(made.json)).toBe(201);
  return made.json.id;
}

/** A fresh active candidate of `organizationId`, with a seat on `seatOn` when given. */
async function candidate(organizationId: string, seatOn?: string): Promise<TestUser> {
  const person = await createUser(handle, 'User', { name: `Kandidaat ${++serial}`, organizationId });
  if (seatOn) expect((await call(app, 'POST', `/api/licence/${seatOn}/seat`, coordinator, { candidateId: person.id })).status).toBe(201);
  return person;
}

const preview = (body: Record<string, unknown>, who: TestUser = coordinator) => call(app, 'POST', '/api/group-actions/licence/preview', who, body);
const apply = (body: Record<string, unknown>, who: TestUser = coordinator) => call(app, 'POST', '/api/group-actions/licence', who, body);
const changing = (answer: Answer) => (answer.json.rows as { id: string; outcome: string }[]).filter((r) => r.outcome === 'change').map((r) => r.id);
const outcomes = (answer: Answer) => Object.fromEntries((answer.json.rows as { id: string; outcome: string }[]).map((r) => [r.id, r.outcome]));
const used = async (licenceId: string) => (await handle.db.select({ n: licences.seatsUsed }).from(licences).where(eq(licences.id, licenceId)))[0]!.n;
const organizationOf = async (id: string) => (await handle.db.select({ o: users.organizationId }).from(users).where(eq(users.id, id)))[0]!.o;
const openSeatOn = async (licenceId: string, holderId: string) =>
  handle.db.$count(licenceSeats, and(eq(licenceSeats.licenceId, licenceId), eq(licenceSeats.holderId, holderId), isNull(licenceSeats.releasedAt)));

describe('move a group to another organisation’s licence', () => {
  it('previews without changing anything, then moves exactly those: organisation, new seat, old seat back', async () => {
    const fromA = await licence(orgA, 10);
    const toB = await licence(orgB, 3);
    const c1 = await candidate(orgA, fromA);
    const c2 = await candidate(orgA, fromA);
    const already = await candidate(orgB, toB);
    const body = { candidateIds: [c1.id, c2.id, already.id], targetId: toB };

    const seen = await preview(body);
    expect(seen.status, JSON.stringify(seen.json)).toBe(200);
    expect(seen.json.target).toMatch(/^Beroepentest Heftruck van Logistiek Zuid \(t\/m /);
    expect(outcomes(seen)).toEqual({ [c1.id]: 'change', [c2.id]: 'change', [already.id]: 'skip' });
    expect(seen.json.rows[2].reason).toBe('Heeft al een plaats op deze licentie — overgeslagen.');
    // Nothing changed by looking.
    expect(await organizationOf(c1.id)).toBe(orgA);
    expect([await used(fromA), await used(toB)]).toEqual([2, 1]);

    const done = await apply({ ...body, expected: changing(seen) });
    expect(done.status, JSON.stringify(done.json)).toBe(200);
    expect(done.json).toEqual(seen.json);
    for (const moved of [c1, c2]) {
      expect(await organizationOf(moved.id)).toBe(orgB);
      expect(await openSeatOn(toB, moved.id)).toBe(1);
      expect(await openSeatOn(fromA, moved.id)).toBe(0);
      // The product stays theirs: the test's assignment came with the new seat.
      expect(await handle.db.$count(testAssignments, and(eq(testAssignments.testId, testId), eq(testAssignments.candidateId, moved.id)))).toBe(1);
    }
    expect([await used(fromA), await used(toB)]).toEqual([0, 3]);
    const [returned] = await handle.db.select({ reason: licenceSeats.releaseReason, by: licenceSeats.releasedBy }).from(licenceSeats).where(and(eq(licenceSeats.licenceId, fromA), eq(licenceSeats.holderId, c1.id)));
    expect(returned).toEqual({ reason: 'handed-back', by: coordinator.id });
  });

  it('refuses the whole group with 409 when the seats ran out since the preview, and saves nothing', async () => {
    const fromA = await licence(orgA, 10);
    const toB = await licence(orgB, 2);
    const c1 = await candidate(orgA, fromA);
    const c2 = await candidate(orgA, fromA);
    const body = { candidateIds: [c1.id, c2.id], targetId: toB };
    const seen = await preview(body);
    expect(outcomes(seen)).toEqual({ [c1.id]: 'change', [c2.id]: 'change' });

    // Meanwhile another candidate of B takes one of the two seats.
    await candidate(orgB, toB);
    const refused = await apply({ ...body, expected: changing(seen) });
    expect(refused.status).toBe(409);
    expect(refused.json.title).toMatch(/^Er is sinds het voorbeeld iets veranderd, daarom is er niets gewijzigd\. .*is vol/);
    expect([await organizationOf(c1.id), await organizationOf(c2.id)]).toEqual([orgA, orgA]);
    expect([await used(fromA), await used(toB)]).toEqual([2, 1]);

    // The preview now says who fits: the first takes the last seat, the second is refused.
    const again = await preview(body);
    expect(outcomes(again)).toEqual({ [c1.id]: 'change', [c2.id]: 'refuse' });
    expect(again.json.rows[1].reason).toMatch(/^Licentie Beroepentest Heftruck van Logistiek Zuid .* is vol/);
  });

  it('refuses a revoked or ended licence, and a candidate busy with the test, with Dutch reasons', async () => {
    const fromA = await licence(orgA, 10);
    const revoked = await licence(orgB, 5);
    expect((await call(app, 'POST', `/api/licence/${revoked}/revoke`, admin)).status).toBe(200);
    const ended = await licence(orgB, 5);
    await handle.db.update(licences).set({ validFrom: addDays(today, -30), validUntil: addDays(today, -1) }).where(eq(licences.id, ended));
    const c1 = await candidate(orgA, fromA);
    for (const targetId of [revoked, ended]) {
      const seen = await preview({ candidateIds: [c1.id], targetId });
      expect(outcomes(seen)).toEqual({ [c1.id]: 'refuse' });
      expect(seen.json.rows[0].reason).toMatch(/is vandaag niet geldig: er kan geen plaats op worden genomen/);
    }

    const toB = await licence(orgB, 5);
    const [assignment] = await handle.db.select({ id: testAssignments.id }).from(testAssignments).where(and(eq(testAssignments.testId, testId), eq(testAssignments.candidateId, c1.id)));
    await handle.db.insert(testAttempts).values({ assignmentId: assignment!.id, testId, candidateId: c1.id, language: 'nl' });
    const busy = await preview({ candidateIds: [c1.id], targetId: toB });
    expect(outcomes(busy)).toEqual({ [c1.id]: 'refuse' });
    expect(busy.json.rows[0].reason).toMatch(/^Is nog bezig met de beroepentest van Beroepentest Heftruck van Transport Noord B\.V\./);
    expect(await used(toB)).toBe(0);
  });

  it('refuses a candidate who holds the test on another licence of the same organisation', async () => {
    const firstB = await licence(orgB, 5);
    const secondB = await licence(orgB, 5);
    const inB = await candidate(orgB, firstB);
    const seen = await preview({ candidateIds: [inB.id], targetId: secondB });
    expect(outcomes(seen)).toEqual({ [inB.id]: 'refuse' });
    expect(seen.json.rows[0].reason).toMatch(/^Heeft al een plaats voor dit product op een andere licentie van dezelfde organisatie/);
  });

  it('asks a licence, answers 404 for an unknown one and 401 to anyone but staff', async () => {
    const toB = await licence(orgB, 5);
    const c1 = await candidate(orgA);
    const noTarget = await preview({ candidateIds: [c1.id] });
    expect(noTarget.status).toBe(400);
    expect(noTarget.json.title).toBe('Licentie: kies een licentie.');
    expect((await preview({ candidateIds: [c1.id], targetId: '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b' })).status).toBe(404);
    const others = [await createUser(handle, 'Teacher'), await createUser(handle, 'ContactPerson', { organizationId: orgB }), c1];
    for (const who of others) {
      expect((await preview({ candidateIds: [c1.id], targetId: toB }, who)).status, who.role).toBe(401);
      expect((await apply({ candidateIds: [c1.id], targetId: toB, expected: [c1.id] }, who)).status, who.role).toBe(401);
    }
    expect(await organizationOf(c1.id)).toBe(orgA);
  });
});
