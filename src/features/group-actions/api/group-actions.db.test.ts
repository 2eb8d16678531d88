/**
 * /api/group-actions in-process (docs/api.md "Group actions"; docs/decisions/056): per action the preview says what
 * the apply then does, the preview changes nothing, a seat that ran out between preview and apply refuses the whole
 * group with nothing saved, ids out of scope are 404, and only staff may call.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackend, type Backend } from '#src/backend/app';
import { addDays, amsterdamDay } from '#src/lib/calendar-day';
import type { DbHandle } from '#src/server/db/client';
import { educationCandidates, licences, licenceSeats, patCandidates, testAssignments, users } from '#src/server/db/schema';
import { memoryMailer } from '#src/server/mail/memory-mailer';
import type { OutgoingMail } from '#src/server/mail/mailer';
import { call, createUser, openTestDb, type Answer, type TestUser } from '#src/server/testing/api';
import { plannedPat } from '#src/features/pat/api/fixtures';
import { educationWorld, openEducation, type EducationWorld } from '#src/features/educations/api/fixtures';
import { createProfession, createTestVia, licencesFor } from '#src/features/profession-test/api/fixtures';
import { MAX_GROUP } from '#src/features/group-actions/contract';

let handle: DbHandle;
let app: Backend;
let sent: OutgoingMail[];
let w: EducationWorld;
const UNKNOWN = '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b';

beforeAll(async () => {
  handle = await openTestDb();
  const memory = memoryMailer();
  sent = memory.sent;
  app = createBackend({ db: handle.db, mailer: memory.mailer });
  // Three seats per licence: four candidates, so the fourth finds none.
  w = await educationWorld(handle, app, 3);
});

afterAll(async () => {
  await handle?.close();
});

const ids = (...people: TestUser[]) => people.map((p) => p.id);
const preview = (action: string, body: Record<string, unknown>, who: TestUser = w.coordinator) => call(app, 'POST', `/api/group-actions/${action}/preview`, who, body);
const apply = (action: string, body: Record<string, unknown>, who: TestUser = w.coordinator) => call(app, 'POST', `/api/group-actions/${action}`, who, body);
const changing = (answer: Answer) => (answer.json.rows as { id: string; outcome: string }[]).filter((r) => r.outcome === 'change').map((r) => r.id);
const outcomes = (answer: Answer) => Object.fromEntries((answer.json.rows as { id: string; outcome: string }[]).map((r) => [r.id, r.outcome]));
const onPat = async (patId: string) => (await handle.db.select().from(patCandidates).where(eq(patCandidates.patId, patId))).map((r) => r.candidateId).sort();
const openSeats = async (licenceId: string) => handle.db.$count(licenceSeats, and(eq(licenceSeats.licenceId, licenceId), isNull(licenceSeats.releasedAt)));

describe('plan a group on a PAT', () => {
  it('previews per candidate without changing anything, then applies exactly that in one go', async () => {
    const [c0, c1, c2, c3] = w.candidates as [TestUser, TestUser, TestUser, TestUser];
    const { patId } = await plannedPat(app, w, { draft: true, candidates: 1 });
    const seatsBefore = await openSeats(w.licenceId);
    const body = { candidateIds: ids(c0, c1, c2, c3, w.stranger), targetId: patId };

    const seen = await preview('pat', body);
    expect(seen.status).toBe(200);
    expect(seen.json.target).toMatch(/^PAT /);
    expect(outcomes(seen)).toEqual({ [c0.id]: 'skip', [c1.id]: 'change', [c2.id]: 'change', [c3.id]: 'refuse', [w.stranger.id]: 'refuse' });
    expect(seen.json.counts).toEqual({ change: 2, skip: 1, refuse: 2 });
    expect(seen.json.rows[0].reason).toBe('Staat al op deze PAT — overgeslagen.');
    expect(seen.json.rows[3].reason).toMatch(/is vol: alle 3 plaatsen zijn in gebruik/);
    expect(seen.json.rows[4].reason).toMatch(/heeft vandaag geen geldige licentie voor/);
    // Nothing changed by looking.
    expect(await onPat(patId)).toEqual([c0.id]);
    expect(await openSeats(w.licenceId)).toBe(seatsBefore);

    const done = await apply('pat', { ...body, expected: changing(seen) });
    expect(done.status).toBe(200);
    expect(done.json).toEqual(seen.json);
    expect(await onPat(patId)).toEqual([c0.id, c1.id, c2.id].sort());
    expect(await openSeats(w.licenceId)).toBe(3);
  });

  it('refuses the whole group with 409 when a seat is taken between preview and apply, and saves nothing', async () => {
    const [, , , c3] = w.candidates as [TestUser, TestUser, TestUser, TestUser];
    // A fifth candidate of the organisation, and one seat free for c3 and c4 (neither holds one).
    const c4 = await createUser(handle, 'User', { name: 'Eva Kandidaat', organizationId: w.organizationId });
    const used = await openSeats(w.licenceId);
    await handle.db.update(licences).set({ seats: used + 1 }).where(eq(licences.id, w.licenceId));
    const { patId } = await plannedPat(app, w, { draft: true, candidates: 0 });
    const body = { candidateIds: ids(c3), targetId: patId };
    const seen = await preview('pat', body);
    expect(outcomes(seen)).toEqual({ [c3.id]: 'change' });

    // Meanwhile c4 takes the last seat on another PAT.
    const other = await plannedPat(app, w, { draft: true, candidates: 0 });
    expect((await call(app, 'POST', `/api/pat/${other.patId}/candidates`, w.admin, { candidateId: c4.id })).status).toBe(201);

    const refused = await apply('pat', { ...body, expected: changing(seen) });
    expect(refused.status).toBe(409);
    expect(refused.json.title).toMatch(/^Er is sinds het voorbeeld iets veranderd, daarom is er niets gewijzigd\. .*Kandidaat.*is vol/);
    expect(await onPat(patId)).toEqual([]);
    expect(await openSeats(w.licenceId)).toBe(used + 1);
  });
});

describe('enrol a group in an education', () => {
  it('previews and applies the same, skipping those already enrolled', async () => {
    const [c0, c1] = w.candidates as [TestUser, TestUser];
    const { educationId } = await openEducation(app, w, { candidates: 1 });
    const body = { candidateIds: ids(c0, c1, w.stranger), targetId: educationId };
    const seen = await preview('education', body);
    expect(outcomes(seen)).toEqual({ [c0.id]: 'skip', [c1.id]: 'change', [w.stranger.id]: 'refuse' });
    expect(seen.json.rows[1].reason).toBe('Wordt ingeschreven voor de opleiding.');
    expect(await handle.db.$count(educationCandidates, eq(educationCandidates.educationId, educationId))).toBe(1);
    const done = await apply('education', { ...body, expected: changing(seen) });
    expect(done.json).toEqual(seen.json);
    expect(await handle.db.$count(educationCandidates, eq(educationCandidates.educationId, educationId))).toBe(2);
  });
});

describe('assign a profession test to a group', () => {
  it('previews and applies the same; a second time everyone is skipped', async () => {
    const [c0, c1] = w.candidates as [TestUser, TestUser];
    const professionId = (await createProfession(handle)).id;
    const testId = await createTestVia(app, w.coordinator, professionId, [w.moduleIds[0]!], [], { languages: ['nl'] });
    await licencesFor(app, w.coordinator, testId, [c0]);
    const body = { candidateIds: ids(c0, c1, w.stranger), targetId: testId };
    const seen = await preview('test', body);
    expect(outcomes(seen)).toEqual({ [c0.id]: 'change', [c1.id]: 'change', [w.stranger.id]: 'refuse' });
    expect(await handle.db.$count(testAssignments, eq(testAssignments.testId, testId))).toBe(0);
    const done = await apply('test', { ...body, expected: changing(seen) });
    expect(done.json).toEqual(seen.json);
    expect(await handle.db.$count(testAssignments, eq(testAssignments.testId, testId))).toBe(2);
    const again = await preview('test', body);
    expect(again.json.counts).toEqual({ change: 0, skip: 2, refuse: 1 });
  });
});

describe('invitations to a group', () => {
  it('invites only those without a valid invitation, resends to every invited one, and mails only on apply', async () => {
    const made = await call(app, 'POST', '/api/user/createcandidate', w.coordinator, { name: 'Iris Uitgenodigd', email: `iris-${Date.now()}@test.example`, organizationId: w.organizationId });
    expect(made.status).toBe(201);
    const invited = made.json.id as string;
    // An invited account without a code (disabled and enabled again: its earlier link stays void).
    const voided = await createUser(handle, 'User', { name: 'Vera Zonder Code', status: 'invited', passwordHash: null, organizationId: w.organizationId });
    const active = w.candidates[0]!;
    const candidateIds = [invited, voided.id, active.id];

    const mailsBefore = sent.length;
    const invite = await preview('invite', { candidateIds });
    expect(outcomes(invite)).toEqual({ [invited]: 'skip', [voided.id]: 'change', [active.id]: 'skip' });
    expect(invite.json.rows[0].reason).toMatch(/^Heeft al een geldige uitnodiging — overgeslagen\./);
    expect(sent.length).toBe(mailsBefore);
    const invitedDone = await apply('invite', { candidateIds, expected: changing(invite) });
    expect(invitedDone.json).toEqual(invite.json);
    expect(sent.filter((m) => m.to === voided.email)).toHaveLength(1);

    const reinvite = await preview('reinvite', { candidateIds });
    expect(outcomes(reinvite)).toEqual({ [invited]: 'change', [voided.id]: 'change', [active.id]: 'skip' });
    const before = sent.length;
    expect((await apply('reinvite', { candidateIds, expected: changing(reinvite) })).status).toBe(200);
    expect(sent.length).toBe(before + 2);
  });
});

describe('move a group to another organisation’s licence', () => {
  it('refuses a candidate whose PAT seat a plan still holds, and moves one without a seat', async () => {
    const [c0] = w.candidates as [TestUser];
    const { patId } = await plannedPat(app, w, { draft: true, candidates: 0 });
    expect((await call(app, 'POST', `/api/pat/${patId}/candidates`, w.admin, { candidateId: c0.id })).status).toBe(201);
    const made = await call(app, 'POST', '/api/licence', w.admin, {
      organizationId: w.otherOrganizationId,
      product: 'pat',
      seats: 5,
      validFrom: amsterdamDay(),
      validUntil: addDays(amsterdamDay(), 100),
      pricePerSeatCents: 0,
      vatCategory: 'E',
    });
    expect(made.status, JSON.stringify(made.json)).toBe(201);
    const fresh = await createUser(handle, 'User', { name: 'Fenna Kandidaat', organizationId: w.organizationId });
    const body = { candidateIds: ids(c0, fresh), targetId: made.json.id };
    const seen = await preview('licence', body);
    expect(outcomes(seen)).toEqual({ [c0.id]: 'refuse', [fresh.id]: 'change' });
    expect(seen.json.rows[0].reason).toMatch(/hoort bij een PAT of opleiding van de kandidaat\. Haal de kandidaat daar eerst af/);
    const done = await apply('licence', { ...body, expected: changing(seen) });
    expect(done.json).toEqual(seen.json);
    const [moved] = await handle.db.select({ org: users.organizationId }).from(users).where(eq(users.id, fresh.id));
    expect(moved!.org).toBe(w.otherOrganizationId);
    expect(await onPat(patId)).toEqual([c0.id]);
  });
});

describe('who and what may be named', () => {
  it('answers 404 for an id that is no candidate, an erased or unknown one, an unknown target or action', async () => {
    const { patId } = await plannedPat(app, w, { draft: true, candidates: 0 });
    const erased = await createUser(handle, 'User', { status: 'erased', organizationId: w.organizationId });
    for (const bad of [w.teachers[0]!.id, erased.id, UNKNOWN]) {
      const answer = await preview('pat', { candidateIds: [w.candidates[1]!.id, bad], targetId: patId });
      expect(answer).toEqual({ status: 404, json: { title: 'Een of meer gekozen kandidaten bestaan niet (meer). Ga terug naar de lijst en kies opnieuw.' } });
      expect((await apply('pat', { candidateIds: [w.candidates[1]!.id, bad], targetId: patId, expected: [w.candidates[1]!.id] })).status).toBe(404);
    }
    expect(await onPat(patId)).toEqual([]);
    expect((await preview('pat', { candidateIds: [w.candidates[1]!.id], targetId: UNKNOWN })).json).toEqual({ title: 'Deze PAT bestaat niet.' });
    expect((await preview('education', { candidateIds: [w.candidates[1]!.id], targetId: UNKNOWN })).status).toBe(404);
    expect((await preview('test', { candidateIds: [w.candidates[1]!.id], targetId: UNKNOWN })).status).toBe(404);
    expect((await preview('verwijderen', { candidateIds: [w.candidates[1]!.id] })).status).toBe(404);
  });

  it('answers 401 to a teacher, a contact person and a candidate', async () => {
    for (const who of [w.teachers[0]!, w.contactPerson, w.candidates[0]!]) {
      expect((await preview('reinvite', { candidateIds: [w.candidates[1]!.id] }, who)).status).toBe(401);
      expect((await apply('reinvite', { candidateIds: [w.candidates[1]!.id], expected: [] }, who)).status).toBe(401);
    }
  });

  it('limits a group and asks a target with Dutch messages', async () => {
    const tooMany = Array.from({ length: MAX_GROUP + 1 }, () => crypto.randomUUID());
    expect((await preview('reinvite', { candidateIds: tooMany })).json).toEqual({ title: 'Kies hoogstens 200 kandidaten tegelijk. Voer de actie in delen uit.' });
    expect((await preview('pat', { candidateIds: [w.candidates[1]!.id] })).json).toEqual({ title: 'PAT: kies een PAT.' });
    expect((await preview('pat', { candidateIds: [] })).status).toBe(400);
    const [row] = await handle.db.select({ status: users.status }).from(users).where(eq(users.id, w.candidates[1]!.id));
    expect(row?.status).toBe('active');
  });
});
