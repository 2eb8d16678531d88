/**
 * /api/licence and POST /api/user/ConfirmCandidateAccount in-process (docs/api.md "Licence"): making licences with
 * their invoices, the field checks, states, scope per role, seats taken by assigning a test, refused when none is
 * free, handed back, moved and given back at erasure, and account setup with a code — including 50 people racing
 * for 10 seats, on whichever database the run uses (PGlite, or PostgreSQL with DATABASE_URL). A licence form or an
 * extension sent twice with the same `Idempotency-Key` makes one licence and one invoice.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackend, type Backend } from '#src/backend/app';
import { addDays, amsterdamDay } from '#src/lib/calendar-day';
import type { Role } from '#src/lib/roles';
import type { DbHandle } from '#src/server/db/client';
import { invoices, licences, licenceSeats, organizations, testAssignments, testAttempts, users } from '#src/server/db/schema';
import { memoryMailer } from '#src/server/mail/memory-mailer';
import { call, callerOf, createOrganization, createUser, openTestDb, withKey, type TestUser } from '#src/server/testing/api';
import { createModule, createProfession } from '#src/features/profession-test/api/fixtures';
import { sampleModule } from '#src/features/content/api/fixtures';
import { erasePerson } from '#src/features/privacy/api/erase';
import { SETUP_TITLES } from './account-setup';
import { SEAT_TITLES } from './seats';

let handle: DbHandle;
let app: Backend;
let as: Record<Role, TestUser>;
let orgA: string;
let orgB: string;
let testId: string;
let moduleId: string;
let professionId: string;

const today = amsterdamDay();
const UNKNOWN = '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b';

/** A valid licence body for organisation `organizationId` and the test. */
const body = (organizationId: string, extra: Record<string, unknown> = {}) => ({
  organizationId,
  product: 'profession-test',
  professionTestId: testId,
  seats: 10,
  validFrom: today,
  validUntil: addDays(today, 90),
  pricePerSeatCents: 4950,
  vatCategory: 'S',
  buyerReference: 'PO-123',
  ...extra,
});

/** A licence made by the coordinator: its id and code. */
async function licence(organizationId = orgA, extra: Record<string, unknown> = {}): Promise<{ id: string; code: string; invoiceId: string | null }> {
  const made = await call(app, 'POST', '/api/licence', as.Coordinator, body(organizationId, extra));
  expect(made.status, JSON.stringify(made.json)).toBe(201);
  return made.json;
}

let serial = 0;
/** A fresh active candidate of `organizationId`. */
const candidate = (organizationId: string | null = orgA) => createUser(handle, 'User', { name: `Kandidaat ${++serial}`, organizationId });

/** A fresh profession test pinning the module, without licences. */
async function freshTest(): Promise<string> {
  const made = await call(app, 'POST', '/api/test', as.Coordinator, {
    professionId,
    title: `Beroepentest ${++serial}`,
    moduleIds: [moduleId],
    modulePassPercent: [60],
    languages: ['nl'],
    timeLimitMinutes: null,
    passPercent: 60,
    showAnswers: false,
  });
  expect(made.status, JSON.stringify(made.json)).toBe(201);
  return made.json.id;
}

/** The seats in use as the licence row counts them and as the ledger's open rows count them. */
async function seatCounts(id: string): Promise<{ used: number; open: number }> {
  const [row] = await handle.db.select({ used: licences.seatsUsed }).from(licences).where(eq(licences.id, id));
  const open = await handle.db.select({ id: licenceSeats.id }).from(licenceSeats).where(and(eq(licenceSeats.licenceId, id), isNull(licenceSeats.releasedAt)));
  return { used: row!.used, open: open.length };
}

const setup = (code: string, extra: Record<string, unknown> = {}) => ({
  code,
  name: 'Nadia Nieuw',
  email: `nieuw-${++serial}@test.example`,
  password: 'een-heel-lang-wachtwoord',
  acceptPrivacy: true,
  ...extra,
});

beforeAll(async () => {
  handle = await openTestDb();
  app = createBackend({ db: handle.db, mailer: memoryMailer().mailer });
  orgA = (await createOrganization(handle, 'Transport Noord B.V.')).id;
  orgB = (await createOrganization(handle, 'Zorg Zuid')).id;
  // An address, so seats can be sold to them (an invoice names the buyer's address).
  await handle.db.update(organizations).set({ visitStreet: 'Markt 1', visitPostcode: '7511 GA', visitCity: 'Enschede' }).where(inArray(organizations.id, [orgA, orgB]));
  as = {
    Admin: await createUser(handle, 'Admin'),
    Coordinator: await createUser(handle, 'Coordinator'),
    Teacher: await createUser(handle, 'Teacher'),
    ContactPerson: await createUser(handle, 'ContactPerson', { organizationId: orgA }),
    User: await createUser(handle, 'User', { organizationId: orgA }),
  };
  professionId = (await createProfession(handle, 'Heftruckchauffeur')).id;
  const made = await createModule(handle, sampleModule('h-', { title: 'Heftruck' }), professionId);
  moduleId = made.moduleId;
  testId = await freshTest();
});

afterAll(async () => {
  await handle?.close();
});

describe('making a licence', () => {
  it('gives staff a licence with a guess-proof code and its invoice; others may not', async () => {
    const made = await licence();
    expect(made.code).toMatch(/^[A-HJKMNP-Z2-9]{4}(-[A-HJKMNP-Z2-9]{4}){3}$/);
    expect(made.invoiceId).toEqual(expect.any(String));
    const invoice = await call(app, 'GET', `/api/invoice/${made.invoiceId}`, as.Admin);
    expect(invoice.json).toMatchObject({ kind: 'invoice', grossCents: 10 * 4950 + Math.round(10 * 4950 * 0.21), buyerReference: 'PO-123', state: 'open' });
    expect(invoice.json.lines).toEqual([expect.objectContaining({ quantity: 10, unitPriceCents: 4950, vatCategory: 'S' })]);
    for (const role of ['Teacher', 'ContactPerson', 'User'] as Role[]) {
      expect((await call(app, 'POST', '/api/licence', as[role], body(orgA))).status, role).toBe(401);
    }
    expect((await call(app, 'POST', '/api/licence', undefined, body(orgA))).status).toBe(401);
  });

  it('makes no invoice for free seats', async () => {
    expect((await licence(orgA, { pricePerSeatCents: 0 })).invoiceId).toBeNull();
  });

  it('refuses bad input with a Dutch title naming the field, and saves nothing', async () => {
    const before = (await handle.db.select({ n: sql<number>`count(*)::int` }).from(licences))[0]!.n;
    const cases: [Record<string, unknown>, string][] = [
      [{ validUntil: addDays(today, -1) }, 'Geldig tot en met: moet op of na geldig vanaf liggen.'],
      [{ seats: -3 }, 'Aantal plaatsen: minstens 1 plaatsen.'],
      [{ seats: 2.5 }, 'Aantal plaatsen: vul een heel getal in.'],
      [{ pricePerSeatCents: -1 }, 'Prijs per plaats: mag niet negatief zijn.'],
      [{ validFrom: '2026-02-30' }, 'Geldig vanaf: deze datum bestaat niet.'],
      [{ professionTestId: null }, 'Beroepentest: kies een beroepentest.'],
      [{ vatCategory: 'X' }, 'Btw: kies 21 % of vrijgesteld.'],
    ];
    for (const [extra, title] of cases) {
      expect(await call(app, 'POST', '/api/licence', as.Admin, body(orgA, extra)), JSON.stringify(extra)).toEqual({ status: 400, json: { title } });
    }
    expect((await call(app, 'POST', '/api/licence', as.Admin, body(UNKNOWN))).json.title).toBe('Organisatie: deze organisatie bestaat niet of is gearchiveerd.');
    const noAddress = (await createOrganization(handle, 'Zonder Adres')).id;
    expect((await call(app, 'POST', '/api/licence', as.Admin, body(noAddress))).json.title).toBe(
      'Organisatie: vul eerst het adres van de organisatie in (factuuradres of bezoekadres). Een factuur moet het adres van de klant vermelden.',
    );
    expect((await call(app, 'POST', '/api/licence', as.Admin, body(noAddress, { pricePerSeatCents: 0 }))).status).toBe(201);
    expect((await handle.db.select({ n: sql<number>`count(*)::int` }).from(licences))[0]!.n).toBe(before + 1);
  });
});

describe('a repeated submit (Idempotency-Key, docs/decisions/039-idempotent-creates.md)', () => {
  const invoicesOf = async (licenceId: string) => handle.db.select({ id: invoices.id }).from(invoices).where(eq(invoices.licenceId, licenceId));

  it('makes one licence and one invoice when the same form is sent twice, at once or one after the other, and answers both alike', async () => {
    const key = randomUUID();
    const reference = `DUBBEL-${key.slice(0, 8)}`;
    const send = () => call(app, 'POST', '/api/licence', as.Coordinator, body(orgB, { buyerReference: reference }), withKey(key));
    const [first, second] = await Promise.all([send(), send()]);
    const third = await send();
    expect(first.status).toBe(201);
    expect(second).toEqual(first);
    expect(third).toEqual(first);
    const made = await handle.db.select({ id: licences.id }).from(licences).where(eq(licences.buyerReference, reference));
    expect(made).toEqual([{ id: first.json.id }]);
    expect(await invoicesOf(first.json.id)).toEqual([{ id: first.json.invoiceId }]);
  });

  it('answers a repeated extension with its one extension invoice', async () => {
    const lic = await licence(orgB, { seats: 2 });
    const key = randomUUID();
    const extend = () => call(app, 'PUT', `/api/licence/${lic.id}`, as.Admin, { seats: 4, validFrom: today, validUntil: addDays(today, 90) }, withKey(key));
    const first = await extend();
    expect(first.json.invoiceId).toEqual(expect.any(String));
    expect(await extend()).toEqual(first);
    expect((await invoicesOf(lic.id)).map((i) => i.id).sort()).toEqual([lic.invoiceId, first.json.invoiceId].sort());
  });
});

describe('reading licences', () => {
  it('shows a contact person only their own organisation’s licences; foreign and unknown ids are 404', async () => {
    const mine = await licence(orgA);
    const theirs = await licence(orgB);
    const list = await call(app, 'GET', '/api/licence?page=1', as.ContactPerson);
    expect(list.status).toBe(200);
    const ids = list.json.items.map((i: { id: string }) => i.id);
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(theirs.id);
    expect((await call(app, 'GET', `/api/licence/${mine.id}`, as.ContactPerson)).status).toBe(200);
    expect((await call(app, 'GET', `/api/licence/${theirs.id}`, as.ContactPerson)).status).toBe(404);
    expect((await call(app, 'GET', `/api/licence/${UNKNOWN}`, as.Admin)).status).toBe(404);
    expect((await call(app, 'GET', '/api/licence/niet-een-id', as.Admin)).status).toBe(404);
    for (const role of ['Teacher', 'User'] as Role[]) expect((await call(app, 'GET', '/api/licence', as[role])).status).toBe(401);
  });

  it('names the state from the days and seats, and filters on it', async () => {
    const upcoming = await licence(orgB, { validFrom: addDays(today, 1), validUntil: addDays(today, 5) });
    const expired = await licence(orgB, { validFrom: addDays(today, -10), validUntil: addDays(today, -1) });
    const lastDay = await licence(orgB, { validFrom: addDays(today, -10), validUntil: today });
    const stateOf = async (id: string) => (await call(app, 'GET', `/api/licence/${id}`, as.Admin)).json.state;
    expect(await stateOf(upcoming.id)).toBe('upcoming');
    expect(await stateOf(expired.id)).toBe('expired');
    expect(await stateOf(lastDay.id)).toBe('active');
    const onlyExpired = await call(app, 'GET', `/api/licence?state=expired&organizationId=${orgB}`, as.Admin);
    expect(onlyExpired.json.items.map((i: { id: string }) => i.id)).toEqual([expired.id]);
    const byCode = await call(app, 'GET', `/api/licence?q=${encodeURIComponent(upcoming.code.replace(/-/g, '').toLowerCase())}`, as.Admin);
    expect(byCode.json.items.map((i: { id: string }) => i.id)).toEqual([upcoming.id]);
  });
});

describe('seats', () => {
  it('assigning a test takes a seat of the organisation’s licence; without a licence or a free seat it is refused by name', async () => {
    const test = await freshTest();
    const first = await candidate();
    const second = await candidate();
    const assign = (who: TestUser) => call(app, 'POST', `/api/test/${test}/assign`, as.Coordinator, { candidateId: who.id });

    const none = await assign(first);
    expect(none.status).toBe(409);
    expect(none.json.title).toContain('Transport Noord B.V. heeft vandaag geen geldige licentie voor');

    const one = await licence(orgA, { professionTestId: test, seats: 1, pricePerSeatCents: 0 });
    expect((await assign(first)).status).toBe(201);
    expect(await seatCounts(one.id)).toEqual({ used: 1, open: 1 });
    const full = await assign(second);
    expect(full.status).toBe(409);
    expect(full.json.title).toMatch(/^Licentie Beroepentest \d+ van Transport Noord B\.V\. \(t\/m .+\) is vol: alle 1 plaatsen zijn in gebruik\./);
    // Nothing half-saved: no assignment without a seat.
    expect(await handle.db.select().from(testAssignments).where(and(eq(testAssignments.testId, test), eq(testAssignments.candidateId, second.id)))).toEqual([]);

    const noOrganization = await candidate(null);
    expect((await assign(noOrganization)).json.title).toBe(SEAT_TITLES.noOrganization);
  });

  it('hands a seat back: the unstarted test goes, a started one and its result stay', async () => {
    const test = await freshTest();
    const lic = await licence(orgA, { professionTestId: test, seats: 2, pricePerSeatCents: 0 });
    const idle = await candidate();
    const busy = await candidate();
    for (const who of [idle, busy]) expect((await call(app, 'POST', `/api/licence/${lic.id}/seat`, as.Admin, { candidateId: who.id })).status).toBe(201);
    const [assignment] = await handle.db.select().from(testAssignments).where(and(eq(testAssignments.testId, test), eq(testAssignments.candidateId, busy.id)));
    await handle.db.insert(testAttempts).values({ assignmentId: assignment!.id, testId: test, candidateId: busy.id, language: 'nl', status: 'closed' });

    const ledger = (await call(app, 'GET', `/api/licence/${lic.id}`, as.Admin)).json.seatLedger as { id: string; holder: { id: string }; method: string }[];
    expect(ledger.map((s) => s.method)).toEqual(['staff', 'staff']);
    for (const seat of ledger) {
      const back = await call(app, 'POST', `/api/licence/${lic.id}/seat/${seat.id}/release`, as.Coordinator);
      expect(back.status).toBe(200);
    }
    expect(await seatCounts(lic.id)).toEqual({ used: 0, open: 0 });
    const left = await handle.db.select({ candidateId: testAssignments.candidateId }).from(testAssignments).where(eq(testAssignments.testId, test));
    expect(left.map((l) => l.candidateId)).toEqual([busy.id]);
    expect((await call(app, 'POST', `/api/licence/${lic.id}/seat/${ledger[0]!.id}/release`, as.Coordinator)).status).toBe(404);
    const history = (await call(app, 'GET', `/api/licence/${lic.id}`, as.Admin)).json.seatLedger as { releaseReason: string }[];
    expect(history.map((s) => s.releaseReason)).toEqual(['handed-back', 'handed-back']);
  });

  it('moves a seat to another candidate of the organisation, never to one of another organisation', async () => {
    const test = await freshTest();
    const lic = await licence(orgA, { professionTestId: test, seats: 1, pricePerSeatCents: 0 });
    const from = await candidate();
    const to = await candidate();
    const seat = (await call(app, 'POST', `/api/licence/${lic.id}/seat`, as.Admin, { candidateId: from.id })).json.seatId;
    const stranger = await candidate(orgB);
    expect((await call(app, 'POST', `/api/licence/${lic.id}/seat/${seat}/move`, as.Admin, { candidateId: stranger.id })).status).toBe(409);
    const moved = await call(app, 'POST', `/api/licence/${lic.id}/seat/${seat}/move`, as.Admin, { candidateId: to.id });
    expect(moved.status).toBe(201);
    expect(await seatCounts(lic.id)).toEqual({ used: 1, open: 1 });
    const holders = await handle.db.select({ candidateId: testAssignments.candidateId }).from(testAssignments).where(eq(testAssignments.testId, test));
    expect(holders.map((h) => h.candidateId)).toEqual([to.id]);
  });

  it('gives every open seat back when its holder is erased; the ledger keeps the nameless row', async () => {
    const test = await freshTest();
    const lic = await licence(orgA, { professionTestId: test, seats: 1, pricePerSeatCents: 0 });
    const leaving = await candidate();
    expect((await call(app, 'POST', `/api/licence/${lic.id}/seat`, as.Admin, { candidateId: leaving.id })).status).toBe(201);
    expect((await licenceState(lic.id)).state).toBe('full');
    await handle.db.transaction((tx) => erasePerson(tx, callerOf(as.Admin), leaving.id));
    expect(await seatCounts(lic.id)).toEqual({ used: 0, open: 0 });
    const detail = await licenceState(lic.id);
    expect(detail.state).toBe('active');
    expect(detail.seatLedger).toEqual([expect.objectContaining({ releaseReason: 'erased', holder: expect.objectContaining({ erased: true, name: 'Verwijderde gebruiker' }) })]);
  });

  it('never lets fewer seats than are in use be set; more seats at a price make an extension invoice', async () => {
    const test = await freshTest();
    const lic = await licence(orgA, { professionTestId: test, seats: 3 });
    for (let i = 0; i < 2; i++) expect((await call(app, 'POST', `/api/licence/${lic.id}/seat`, as.Admin, { candidateId: (await candidate()).id })).status).toBe(201);
    const change = (seats: number) => call(app, 'PUT', `/api/licence/${lic.id}`, as.Admin, { seats, validFrom: today, validUntil: addDays(today, 90) });
    expect(await change(1)).toEqual({ status: 400, json: { title: 'Aantal plaatsen: er zijn al 2 plaatsen in gebruik; kies minstens 2.' } });
    const more = await change(5);
    expect(more.status).toBe(200);
    const extension = await call(app, 'GET', `/api/invoice/${more.json.invoiceId}`, as.Admin);
    expect(extension.json.lines).toEqual([expect.objectContaining({ quantity: 2, unitPriceCents: 4950 })]);
    expect(extension.json.lines[0].description).toMatch(/^Extra plaatsen licentie/);
    expect((await change(2)).json.invoiceId).toBeNull();
  });

  it('a revoked licence takes no seats', async () => {
    const test = await freshTest();
    const lic = await licence(orgA, { professionTestId: test, pricePerSeatCents: 0 });
    expect((await call(app, 'POST', `/api/licence/${lic.id}/revoke`, as.Coordinator)).json.state).toBe('revoked');
    expect((await call(app, 'POST', `/api/licence/${lic.id}/revoke`, as.Coordinator)).status).toBe(409);
    const refused = await call(app, 'POST', `/api/licence/${lic.id}/seat`, as.Admin, { candidateId: (await candidate()).id });
    expect(refused.status).toBe(409);
    expect(refused.json.title).toContain('is vandaag niet geldig');
  });
});

/** GET /api/licence/{id} as the admin. */
async function licenceState(id: string) {
  return (await call(app, 'GET', `/api/licence/${id}`, as.Admin)).json;
}

describe('POST /api/user/ConfirmCandidateAccount', () => {
  it('makes an active candidate in the licence’s organisation with a seat and the test, who can sign in', async () => {
    const test = await freshTest();
    const lic = await licence(orgA, { professionTestId: test, seats: 2, pricePerSeatCents: 0 });
    const input = setup(` ${lic.code.replace(/-/g, ' ').toLowerCase()} `);
    const made = await call(app, 'POST', '/api/user/ConfirmCandidateAccount', undefined, input);
    expect(made).toEqual({ status: 201, json: { title: SETUP_TITLES.created, userId: expect.any(String) } });
    const [user] = await handle.db.select().from(users).where(eq(users.id, made.json.userId));
    expect(user).toMatchObject({ role: 'User', status: 'active', organizationId: orgA, name: 'Nadia Nieuw', email: input.email });
    expect(user!.privacyAcceptedAt).toBeInstanceOf(Date);
    const ledger = (await licenceState(lic.id)).seatLedger;
    expect(ledger).toEqual([expect.objectContaining({ method: 'code', takenBy: null, holder: expect.objectContaining({ id: user!.id }) })]);
    const login = await call(app, 'POST', '/api/user/login', undefined, { email: input.email, password: input.password });
    expect(login.status).toBe(200);
    const mine = await call(app, 'GET', '/api/test/mine', { token: login.json.token });
    expect(JSON.stringify(mine.json)).toContain(test);
    expect(await call(app, 'POST', '/api/user/ConfirmCandidateAccount', undefined, { ...setup(lic.code), email: input.email })).toEqual({
      status: 409,
      json: { title: 'Er bestaat al een gebruiker met dit emailadres' },
    });
  });

  it('says in Dutch why a code cannot be used', async () => {
    const revoked = await licence(orgB, { pricePerSeatCents: 0 });
    await call(app, 'POST', `/api/licence/${revoked.id}/revoke`, as.Admin);
    const expired = await licence(orgB, { pricePerSeatCents: 0, validFrom: addDays(today, -30), validUntil: addDays(today, -1) });
    const upcoming = await licence(orgB, { pricePerSeatCents: 0, validFrom: addDays(today, 2), validUntil: addDays(today, 30) });
    const full = await licence(orgB, { pricePerSeatCents: 0, seats: 1 });
    expect((await call(app, 'POST', '/api/user/ConfirmCandidateAccount', undefined, setup(full.code))).status).toBe(201);
    const titleFor = async (code: string) => (await call(app, 'POST', '/api/user/ConfirmCandidateAccount', undefined, setup(code))).json.title;
    expect(await titleFor(revoked.code)).toBe(SETUP_TITLES.revoked);
    expect(await titleFor(expired.code)).toMatch(/^Deze licentiecode is verlopen op \d+ \w+ \d{4}\./);
    expect(await titleFor(upcoming.code)).toMatch(/^Deze licentiecode is pas geldig vanaf /);
    expect(await titleFor(full.code)).toBe(SETUP_TITLES.full);
    expect((await call(app, 'POST', '/api/user/ConfirmCandidateAccount', undefined, setup(full.code, { acceptPrivacy: false }))).json.title).toBe(
      'Lees de privacyverklaring en vink aan dat je akkoord gaat.',
    );
  });

  it('holds back an address that keeps guessing codes', async () => {
    const wrong = () =>
      app.request('/api/user/ConfirmCandidateAccount', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.77' },
        body: JSON.stringify(setup('AAAA-BBBB-CCCC-DDDD')),
      });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await wrong()).status);
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(statuses[5]).toBe(429);
  });

  it('gives exactly 10 of 50 people racing for 10 seats an account', async () => {
    const test = await freshTest();
    const lic = await licence(orgB, { professionTestId: test, seats: 10, pricePerSeatCents: 0 });
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => call(app, 'POST', '/api/user/ConfirmCandidateAccount', undefined, setup(lic.code, { email: `race-${i}-${++serial}@test.example` }))),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(40);
    expect(answers.filter((a) => a.status === 409).every((a) => a.json.title === SETUP_TITLES.full)).toBe(true);
    expect(await seatCounts(lic.id)).toEqual({ used: 10, open: 10 });
    const made = await handle.db.select({ id: users.id }).from(users).where(sql`${users.email} like 'race-%'`);
    expect(made).toHaveLength(10);
  });
});
