/**
 * /api/licence and POST /api/user/ConfirmCandidateAccount in-process (docs/api.md "Licence"): making licences with
 * their invoices, the field checks, states, scope per role, seats taken by assigning a test, refused when none is
 * free, handed back, moved and given back at erasure, and account setup with a code
 * (docs/decisions/038-unconfirmed-account-setup.md): an unconfirmed account holding a seat until its mailed link is
 * followed, the same answer for known and unknown addresses, holds that run out, wrong codes slowed but never a
 * right one refused, the limit per code — including 50 people racing for 10 seats, on whichever database the run
 * uses (PGlite, or PostgreSQL with DATABASE_URL). A licence form or an extension sent twice with the same
 * `Idempotency-Key` makes one licence and one invoice.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createBackend, type Backend } from '#src/backend/app';
import { addDays, amsterdamDay } from '#src/lib/calendar-day';
import type { Role } from '#src/lib/roles';
import type { DbHandle } from '#src/server/db/client';
import { candidateProfiles, invoices, licences, mailOutbox, licenceSeats, organizations, testAssignments, testAttempts, users } from '#src/server/db/schema';
import { config, resetConfig } from '#src/config.server';
import type { OutgoingMail } from '#src/server/mail/mailer';
import { createMailOutbox } from '#src/server/mail/outbox';
import { immediateOutbox, linkIn, memoryMailer } from '#src/server/mail/memory-mailer';
import { call, callerOf, createOrganization, createUser, openTestDb, withKey, type TestUser } from '#src/server/testing/api';
import { createModule, createProfession } from '#src/features/profession-test/api/fixtures';
import { sampleModule } from '#src/features/content/api/fixtures';
import { erasePerson } from '#src/features/privacy/api/erase';
import { finishCandidateSetup, SETUP_MAILS_PER_WINDOW, SETUP_TITLES, startCandidateSetup } from './account-setup';
import { SEAT_TITLES } from './seats';
import { expireSetups, expireUnconfirmedAccount } from '#src/features/privacy/api/setup-holds';
import { INVITE_TITLES } from '#src/features/accounts/api/invitation';

let handle: DbHandle;
let app: Backend;
let sent: OutgoingMail[];
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

/** A setup's body: the code, a fresh address, and `extra` over it. */
const setup = (code: string, extra: { name?: string; email?: string; acceptPrivacy?: boolean; password?: string } = {}) => ({
  code,
  name: 'Nadia Nieuw',
  email: `nieuw-${++serial}@test.example`,
  acceptPrivacy: true as const,
  ...extra,
});

/** A setup's body as the contract reads it (for calling the service without the router). */
const setupInput = (code: string, extra: { name?: string; email?: string } = {}) => ({ ...setup(code, extra), acceptPrivacy: true as const });

beforeAll(async () => {
  handle = await openTestDb();
  const mail = memoryMailer();
  sent = mail.sent;
  app = createBackend({ db: handle.db, mailer: mail.mailer });
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
      [{ seats: -3 }, 'Aantal plaatsen: minstens 1 plaats.'],
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
    expect(full.json.title).toMatch(/^Licentie Beroepentest \d+ van Transport Noord B\.V\. \(t\/m .+\) is vol: de enige plaats is in gebruik\./);
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


let ipSerial = 0;
/** `POST /api/user/ConfirmCandidateAccount` from client address `ip` (default: a fresh one, so no limit of another test counts). */
async function askAccount(body: Record<string, unknown>, ip = `192.0.2.${++ipSerial % 250}-${ipSerial}`) {
  const res = await app.request('/api/user/ConfirmCandidateAccount', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: await res.json(), retryAfter: res.headers.get('retry-after') };
}

/** `vi.waitFor` with room for the work that follows an answer (PGlite runs one statement at a time). */
const waitFor = <T>(check: () => T | Promise<T>, timeout = 10_000) => vi.waitFor(check, { timeout, interval: 20 });

/** The mails sent to `to` so far. */
const mailsTo = (to: string) => sent.filter((m) => m.to === to);

/** Waits for the `n`-th mail to `to` and answers it. */
async function nthMailTo(to: string, n = 1): Promise<OutgoingMail> {
  await waitFor(() => expect(mailsTo(to).length).toBeGreaterThanOrEqual(n));
  return mailsTo(to)[n - 1]!;
}

/** The `{ email, code }` of the /account/confirm link in a mail. */
function confirmParts(mail: OutgoingMail): { email: string; code: string } {
  const link = linkIn(mail, '/account/confirm');
  expect(`${link.origin}${link.pathname}`).toBe(`${config().PUBLIC_URL}/account/confirm`);
  return { email: link.searchParams.get('email')!, code: link.searchParams.get('code')! };
}

/** The account with this address, or undefined. */
async function accountOf(email: string) {
  const [row] = await handle.db.select().from(users).where(eq(users.email, email));
  return row;
}

/** Makes the hold of `email`'s setup run out now (its link and its seat), as if SETUP_HOLD_HOURS had passed. */
async function letHoldRunOut(email: string): Promise<void> {
  const user = await accountOf(email);
  await handle.db.update(users).set({ inviteExpiresAt: sql`now() - interval '1 minute'` }).where(eq(users.id, user!.id));
  await handle.db.update(licenceSeats).set({ heldUntil: sql`now() - interval '1 minute'` }).where(and(eq(licenceSeats.holderId, user!.id), isNull(licenceSeats.releasedAt)));
}

const SENT = { status: 202, json: { title: SETUP_TITLES.sent(48) } };

describe('POST /api/user/ConfirmCandidateAccount', () => {
  afterEach(() => {
    delete process.env.SETUP_CODE_LIMIT;
    resetConfig();
  });

  it('makes an unconfirmed account that cannot sign in and holds a seat; the mailed link activates it with the test', async () => {
    const test = await freshTest();
    const lic = await licence(orgA, { professionTestId: test, seats: 2, pricePerSeatCents: 0 });
    const input = { ...setup(` ${lic.code.replace(/-/g, ' ').toLowerCase()} `), password: 'een-wachtwoord-dat-niets-doet' };
    expect(await askAccount(input)).toMatchObject(SENT);
    expect(SETUP_TITLES.sent(48)).toMatch(/^Kijk in je mailbox\..* De link werkt 48 uur\.$/);

    const mail = await nthMailTo(input.email);
    expect(mail.subject).toBe('Maak je account af');
    expect(mail.text).toContain('Beste Nadia Nieuw,');
    expect(mail.text).toContain('de licentiecode van Transport Noord B.V.');
    const link = confirmParts(mail);
    expect(link).toEqual({ email: input.email, code: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });

    // Unconfirmed: invited without a password, in the licence's organisation, the seat held for 48 hours, no test yet.
    const user = await accountOf(input.email);
    expect(user).toMatchObject({ role: 'User', status: 'invited', passwordHash: null, organizationId: orgA, name: 'Nadia Nieuw' });
    expect(user!.privacyAcceptedAt).toBeInstanceOf(Date);
    expect(await seatCounts(lic.id)).toEqual({ used: 1, open: 1 });
    const [held] = (await licenceState(lic.id)).seatLedger;
    expect(held).toMatchObject({ method: 'code', takenBy: null, releasedAt: null, holder: expect.objectContaining({ id: user!.id }) });
    const hours = (Date.parse(held.heldUntil) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(47.9);
    expect(hours).toBeLessThanOrEqual(48);
    expect(await handle.db.select().from(testAssignments).where(eq(testAssignments.candidateId, user!.id))).toEqual([]);
    expect((await call(app, 'POST', '/api/user/login', undefined, { email: input.email, password: input.password })).status).toBe(401);
    const listed = await call(app, 'GET', `/api/user/GetCandidates?q=${encodeURIComponent(input.email)}`, as.Coordinator);
    expect(listed.json.items).toEqual([expect.objectContaining({ id: user!.id, status: 'invited' })]);
    expect((await call(app, 'GET', `/api/user/GetCandidates?q=${encodeURIComponent(input.email)}&status=active`, as.Coordinator)).json.items).toEqual([]);

    // The link: a password of the candidate's own, and the account is active with its seat and test.
    const password = 'mijn-eigen-wachtwoord-2026';
    expect(await call(app, 'POST', '/api/user/ConfirmEmailAndPassword', undefined, { ...link, password })).toEqual({
      status: 200,
      json: { title: INVITE_TITLES.confirmed },
    });
    const login = await call(app, 'POST', '/api/user/login', undefined, { email: input.email, password });
    expect(login.status).toBe(200);
    expect(JSON.stringify((await call(app, 'GET', '/api/test/mine', { token: login.json.token })).json)).toContain(test);
    expect((await licenceState(lic.id)).seatLedger).toEqual([expect.objectContaining({ heldUntil: null, releasedAt: null })]);
    expect(await seatCounts(lic.id)).toEqual({ used: 1, open: 1 });
  });

  it('makes the account in the language the form was filled in: its preferred language, its mail, and the link’s lang', async () => {
    const lic = await licence(orgA, { professionTestId: await freshTest(), seats: 1, pricePerSeatCents: 0 });
    const input = { ...setup(lic.code), language: 'pl' };
    expect(await askAccount(input)).toMatchObject(SENT);
    const mail = await nthMailTo(input.email);
    expect(mail.subject).toBe('Dokończ zakładanie konta');
    expect(linkIn(mail, '/account/confirm').searchParams.get('lang')).toBe('pl');
    const user = await accountOf(input.email);
    const [profile] = await handle.db.select().from(candidateProfiles).where(eq(candidateProfiles.userId, user!.id));
    expect(profile?.preferredLanguage).toBe('pl');
    expect((await askAccount({ ...setup(lic.code), language: 'fr' })).status).toBe(400);
  });

  it('answers a known address of any role exactly as an unknown one, and mails its owner instead of making an account', async () => {
    const lic = await licence(orgA, { seats: 10, pricePerSeatCents: 0 });
    const invited = await createUser(handle, 'User', { name: 'Ingrid Uitgenodigd', status: 'invited', passwordHash: null, organizationId: orgA });
    const disabled = await createUser(handle, 'ContactPerson', { name: 'Dirk Uit', status: 'disabled', organizationId: orgA });
    const candidateA = await candidate(orgB);
    const known = [as.Coordinator, as.Admin, candidateA, invited, disabled];
    const usersBefore = (await handle.db.select({ id: users.id }).from(users)).length;

    const newcomer = setup(lic.code);
    const unknown = await askAccount(newcomer);
    expect(unknown).toMatchObject(SENT);
    for (const person of known) {
      const answer = await askAccount(setup(lic.code, { email: person.email.toUpperCase(), name: 'Iemand Anders' }));
      expect(answer).toEqual(unknown);
    }
    await waitFor(() => expect([newcomer, ...known].every((p) => mailsTo(p.email).length === 1)).toBe(true));
    expect(mailsTo(newcomer.email)[0]!.subject).toBe('Maak je account af');
    expect(await seatCounts(lic.id)).toEqual({ used: 1, open: 1 });
    expect((await handle.db.select({ id: users.id }).from(users)).length).toBe(usersBefore + 1);

    const toStaff = mailsTo(as.Coordinator.email)[0]!;
    expect(toStaff.subject).toBe('Iemand wilde een account maken met jouw e-mailadres');
    expect(toStaff.text).toContain(`Beste ${as.Coordinator.name},`);
    expect(toStaff.text).toContain('Er is dus geen nieuw account gemaakt.');
    expect(linkIn(toStaff, '/login').origin).toBe(new URL(config().PUBLIC_URL).origin);
    linkIn(toStaff, '/forgot-password');
    expect(mailsTo(invited.email)[0]!.text).toContain('Gebruik de link in de uitnodiging');
    expect(mailsTo(disabled.email)[0]!.text).toContain('Je account is uitgeschakeld.');
    for (const person of known) {
      expect(mailsTo(person.email)[0]!.text).not.toContain('/account/confirm');
      expect(await accountOf(person.email)).toMatchObject({ name: person.name, role: person.role, status: person.status, organizationId: person.organizationId });
    }
  });

  it('mails a new link to an address whose setup is not confirmed yet; the earlier link stops working and one seat stays held', async () => {
    const lic = await licence(orgA, { seats: 5, pricePerSeatCents: 0 });
    const input = setup(lic.code);
    await askAccount(input);
    const first = confirmParts(await nthMailTo(input.email));
    expect(await askAccount({ ...input, name: 'Nog Een Keer' })).toEqual(await askAccount(setup(lic.code)));
    const second = await nthMailTo(input.email, 2);
    expect(second.subject).toBe('Maak je account af');
    expect(second.text).toContain('Hier is een nieuwe link.');
    expect(second.text).toContain('Beste Nadia Nieuw,');
    await waitFor(async () => expect(await seatCounts(lic.id)).toEqual({ used: 2, open: 2 }));
    const password = 'een-wachtwoord-van-mij';
    expect((await call(app, 'POST', '/api/user/ConfirmEmailAndPassword', undefined, { ...first, password })).json).toEqual({ title: INVITE_TITLES.invalidCode });
    expect((await call(app, 'POST', '/api/user/ConfirmEmailAndPassword', undefined, { ...confirmParts(second), password })).status).toBe(200);
    expect(await accountOf(input.email)).toMatchObject({ status: 'active', name: 'Nadia Nieuw' });
  });

  it('frees a seat whose setup was not confirmed in time for the next candidate; the link dies and the account goes', async () => {
    const lic = await licence(orgA, { seats: 1, pricePerSeatCents: 0 });
    const late = setup(lic.code, { name: 'Lars Laat' });
    await askAccount(late);
    const link = confirmParts(await nthMailTo(late.email));
    const next = setup(lic.code, { name: 'Nina Volgende' });
    // Held, so taken: the licence is full.
    expect(await askAccount(next)).toMatchObject({ status: 409, json: { title: SETUP_TITLES.full } });

    await letHoldRunOut(late.email);
    expect(await askAccount(next)).toMatchObject(SENT);
    confirmParts(await nthMailTo(next.email));
    expect(await seatCounts(lic.id)).toEqual({ used: 1, open: 1 });
    const ledger = (await licenceState(lic.id)).seatLedger;
    expect(ledger).toEqual([
      expect.objectContaining({ holder: expect.objectContaining({ name: 'Nina Volgende' }), releasedAt: null, heldUntil: expect.any(String) }),
      expect.objectContaining({ holder: expect.objectContaining({ name: 'Lars Laat' }), releaseReason: 'unconfirmed', releasedAt: expect.any(String) }),
    ]);
    expect(await call(app, 'POST', '/api/user/ConfirmEmailAndPassword', undefined, { ...link, password: 'te-laat-maar-lang-genoeg' })).toMatchObject({
      status: 400,
      json: { title: INVITE_TITLES.invalidCode },
    });

    // The clean-up erases the account left behind; the ledger keeps its row, nameless; the address is free again.
    const lateId = (await accountOf(late.email))!.id;
    expect((await expireSetups(handle.db)).erased).toBeGreaterThanOrEqual(1);
    expect(await accountOf(late.email)).toBeUndefined();
    const [gone] = await handle.db.select().from(users).where(eq(users.id, lateId));
    expect(gone).toMatchObject({ status: 'erased', name: 'Verwijderde gebruiker', inviteCodeHash: null });
    expect((await licenceState(lic.id)).seatLedger[1]).toMatchObject({ holder: { id: lateId, name: 'Verwijderde gebruiker', erased: true } });
    const other = await licence(orgB, { seats: 1, pricePerSeatCents: 0 });
    await askAccount({ ...late, code: other.code });
    expect((await nthMailTo(late.email, 2)).subject).toBe('Maak je account af');
    await waitFor(async () => expect(await seatCounts(other.id)).toEqual({ used: 1, open: 1 }));
  });

  it('lets the clean-up release holds that ran out and erase their accounts without anyone asking for a seat', async () => {
    const test = await freshTest();
    const lic = await licence(orgB, { professionTestId: test, seats: 3, pricePerSeatCents: 0 });
    const stays = setup(lic.code, { name: 'Bas Blijft' });
    const goes = setup(lic.code, { name: 'Gijs Gaat' });
    await askAccount(stays);
    await askAccount(goes);
    await nthMailTo(stays.email);
    await nthMailTo(goes.email);
    await letHoldRunOut(goes.email);
    expect(await seatCounts(lic.id)).toEqual({ used: 2, open: 2 });

    const goneId = (await accountOf(goes.email))!.id;
    const done = await expireSetups(handle.db);
    expect(done.released).toBeGreaterThanOrEqual(1);
    expect(done.erased).toBeGreaterThanOrEqual(1);
    expect(await seatCounts(lic.id)).toEqual({ used: 1, open: 1 });
    expect(await accountOf(goes.email)).toBeUndefined();
    expect((await handle.db.select({ status: users.status }).from(users).where(eq(users.id, goneId)))[0]?.status).toBe('erased');
    expect(await accountOf(stays.email)).toMatchObject({ status: 'invited' });
    // Running it again changes nothing.
    await expireSetups(handle.db);
    expect(await seatCounts(lic.id)).toEqual({ used: 1, open: 1 });
  });

  it('keeps the seat of an unconfirmed setup when staff send a new invitation, and gives its test', async () => {
    const test = await freshTest();
    const lic = await licence(orgA, { professionTestId: test, seats: 2, pricePerSeatCents: 0 });
    const input = setup(lic.code, { name: 'Sara Staf' });
    await askAccount(input);
    await nthMailTo(input.email);
    const user = (await accountOf(input.email))!;
    expect((await call(app, 'POST', `/api/user/${user.id}/invite`, as.Coordinator)).status).toBe(200);
    expect((await licenceState(lic.id)).seatLedger).toEqual([expect.objectContaining({ heldUntil: null, releasedAt: null })]);
    expect(await handle.db.select({ testId: testAssignments.testId }).from(testAssignments).where(eq(testAssignments.candidateId, user.id))).toEqual([{ testId: test }]);
    await handle.db.update(users).set({ inviteExpiresAt: sql`now() - interval '1 minute'` }).where(eq(users.id, user.id));
    await expireSetups(handle.db);
    expect(await seatCounts(lic.id)).toEqual({ used: 1, open: 1 });
    expect(await accountOf(input.email)).toMatchObject({ status: 'invited' });
  });

  it('says in Dutch why a code cannot be used', async () => {
    const revoked = await licence(orgB, { pricePerSeatCents: 0 });
    await call(app, 'POST', `/api/licence/${revoked.id}/revoke`, as.Admin);
    const expired = await licence(orgB, { pricePerSeatCents: 0, validFrom: addDays(today, -30), validUntil: addDays(today, -1) });
    const upcoming = await licence(orgB, { pricePerSeatCents: 0, validFrom: addDays(today, 2), validUntil: addDays(today, 30) });
    const full = await licence(orgB, { pricePerSeatCents: 0, seats: 1 });
    expect((await askAccount(setup(full.code))).status).toBe(202);
    await waitFor(async () => expect(await seatCounts(full.id)).toEqual({ used: 1, open: 1 }));
    const titleFor = async (code: string) => (await askAccount(setup(code))).json.title;
    expect(await titleFor(revoked.code)).toBe(SETUP_TITLES.revoked);
    expect(await titleFor(expired.code)).toMatch(/^Deze licentiecode is verlopen op \d+ \w+ \d{4}\./);
    expect(await titleFor(upcoming.code)).toMatch(/^Deze licentiecode is pas geldig vanaf /);
    expect(await titleFor(full.code)).toBe(SETUP_TITLES.full);
    expect((await askAccount(setup(full.code, { acceptPrivacy: false }))).json.title).toBe('Lees de privacyverklaring en vink aan dat je akkoord gaat.');
  });

  it('holds back an address that keeps guessing codes', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await askAccount(setup('AAAA-BBBB-CCCC-DDDD'), '203.0.113.77')).status);
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(statuses[5]).toBe(429);
  });

  it('never refuses a right code for wrong ones from the same network: a class of 30, some mistyping, all get in', async () => {
    const lic = await licence(orgA, { seats: 40, pricePerSeatCents: 0 });
    const school = '198.51.100.30';
    const wrong: number[] = [];
    const right: number[] = [];
    const emails: string[] = [];
    for (let pupil = 0; pupil < 30; pupil++) {
      if (pupil % 2 === 0) {
        const typo = await askAccount(setup(lic.code.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))), school);
        wrong.push(typo.status);
      }
      const input = setup(lic.code, { name: `Leerling ${pupil}` });
      emails.push(input.email);
      right.push((await askAccount(input, school)).status);
    }
    expect(wrong).toHaveLength(15);
    expect(wrong.every((s) => s === 400 || s === 429)).toBe(true);
    expect(wrong).toContain(429);
    expect(right).toEqual(Array.from({ length: 30 }, () => 202));
    await waitFor(() => expect(emails.every((e) => mailsTo(e).length === 1)).toBe(true));
    expect(await seatCounts(lic.id)).toEqual({ used: 30, open: 30 });
  });

  it('limits the setups started with one code in 15 minutes, for known and unknown addresses alike', async () => {
    process.env.SETUP_CODE_LIMIT = '3';
    resetConfig();
    const lic = await licence(orgA, { seats: 10, pricePerSeatCents: 0 });
    const other = await licence(orgA, { seats: 10, pricePerSeatCents: 0 });
    expect(await askAccount(setup(lic.code))).toMatchObject(SENT);
    expect(await askAccount(setup(lic.code, { email: as.Teacher.email }))).toMatchObject(SENT);
    expect(await askAccount(setup(lic.code))).toMatchObject(SENT);
    const fourth = await askAccount(setup(lic.code));
    expect(fourth).toMatchObject({ status: 429, json: { title: expect.stringMatching(/^Met deze licentiecode zijn net veel accounts aangevraagd\. Probeer het over \d+ minuten? opnieuw\.$/) } });
    expect(Number(fourth.retryAfter)).toBeGreaterThan(0);
    expect(await askAccount(setup(other.code))).toMatchObject(SENT);
  });

  it('mails the owner of a known address at most 3 times in 15 minutes', async () => {
    const lic = await licence(orgA, { seats: 10, pricePerSeatCents: 0 });
    const owner = await candidate(orgA);
    const outcomes = [];
    for (let i = 0; i < SETUP_MAILS_PER_WINDOW + 2; i++) {
      const started = await startCandidateSetup(handle.db, setupInput(lic.code, { email: owner.email }), `192.0.2.200-${i}`);
      outcomes.push(await finishCandidateSetup(handle.db, immediateOutbox(memoryMailer().mailer), started, expireUnconfirmedAccount));
    }
    expect(outcomes).toEqual(['warned', 'warned', 'warned', 'quiet', 'quiet']);
  });

  it('makes the account with its mail in the outbox in one go; delivery comes after, whenever the mail server can', async () => {
    const lic = await licence(orgA, { seats: 1, pricePerSeatCents: 0 });
    const input = setupInput(lic.code);
    const started = await startCandidateSetup(handle.db, input, '192.0.2.250');
    expect(await finishCandidateSetup(handle.db, createMailOutbox(), started, expireUnconfirmedAccount)).toBe('created');
    expect(await accountOf(input.email)).toBeDefined();
    const queued = await handle.db.select().from(mailOutbox).where(eq(mailOutbox.to, input.email));
    expect(queued).toMatchObject([{ state: 'pending', subject: 'Maak je account af', attempts: 0 }]);
  });

  it('gives exactly 10 of 50 people racing for 10 seats an account; the others are told it is full', async () => {
    const test = await freshTest();
    const lic = await licence(orgB, { professionTestId: test, seats: 10, pricePerSeatCents: 0 });
    const people = Array.from({ length: 50 }, (_, i) => setup(lic.code, { email: `race-${i}-${++serial}@test.example` }));
    const answers = await Promise.all(people.map((p) => askAccount(p)));
    expect(answers.every((a) => a.status === 202 || (a.status === 409 && a.json.title === SETUP_TITLES.full))).toBe(true);
    const taken = people.filter((_, i) => answers[i]!.status === 202);
    await waitFor(() => expect(taken.every((p) => mailsTo(p.email).length === 1)).toBe(true), 30_000);
    const confirmations = taken.filter((p) => mailsTo(p.email)[0]!.subject === 'Maak je account af');
    expect(confirmations).toHaveLength(10);
    expect(taken.filter((p) => mailsTo(p.email)[0]!.subject === 'Je account is niet gemaakt')).toHaveLength(taken.length - 10);
    expect(await seatCounts(lic.id)).toEqual({ used: 10, open: 10 });
    const made = await handle.db.select({ id: users.id }).from(users).where(sql`${users.email} like 'race-%'`);
    expect(made).toHaveLength(10);
  });
});
