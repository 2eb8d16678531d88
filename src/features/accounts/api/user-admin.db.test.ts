/**
 * User administration by staff (docs/api.md, "User"; user-admin.ts), in-process on a fresh database: the create
 * calls with their invitation mail, one account's page data, editing, sending the invitation again, disabling and
 * enabling — each as every role, with each validation, 409 for an address in use, the rule that coordinators do
 * not manage admins and coordinators, and a disabled account that cannot sign in and whose token and browser
 * session end at once. Also the lists' filters and orders, that erased accounts are never listed, and that a create or
 * invite-again form sent twice with the same `Idempotency-Key` makes one account and mails once.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackend, type Backend } from '#src/backend/app';
import { mailOutbox, organizations, professions, sessions, testAssignments, professionTests, users } from '#src/server/db/schema';
import { TITLES } from '#src/server/errors';
import { linkIn, memoryMailer } from '#src/server/mail/memory-mailer';
import { call, createOrganization, createUser, TEST_PASSWORD, withKey, type Answer, type TestUser } from '#src/server/testing/api';
import { openTestbed, signInThroughPage, type Testbed } from '#src/gateway/testing/testbed';
import { ROLES, type Role } from '#src/lib/roles';
import { INVITE_TITLES } from './invitation';
import { ADMIN_TITLES } from './user-admin';

let bed: Testbed;
let app: Backend;
const { mailer, sent } = memoryMailer();

let admin: TestUser;
let coordinator: TestUser;
let teacher: TestUser;
let contact: TestUser;
let candidate: TestUser;
let orgId: string;
let otherOrgId: string;
let archivedOrgId: string;
let professionId: string;

/** The signed-in user of each role; `anonymous` none. */
const callers = () => ({ Admin: admin, Coordinator: coordinator, Teacher: teacher, ContactPerson: contact, User: candidate }) as Record<Role, TestUser>;

let serial = 0;
const fresh = (what = 'persoon') => `${what}-${++serial}-${Date.now()}@beheer.test`;

const api = (method: string, path: string, user?: TestUser, body?: unknown): Promise<Answer> => call(app, method, path, user, body);
const login = (email: string, password: string) => api('POST', '/api/user/login', undefined, { email, password });

/** The code in the newest invitation mail to `email`. */
function codeFor(email: string): string {
  const mail = sent.filter((m) => m.to === email).at(-1);
  return linkIn(mail, '/account/confirm').searchParams.get('code') ?? '';
}

/** An account made through the API as `by`, answering its id. */
async function created(path: string, by: TestUser, body: Record<string, unknown>): Promise<string> {
  const res = await api('POST', `/api/user/${path}`, by, body);
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json.id as string;
}

beforeAll(async () => {
  bed = await openTestbed();
  app = createBackend({ db: bed.handle.db, mailer });
  const org = await createOrganization(bed.handle, 'Groenvoorziening Zuid');
  orgId = org.id;
  otherOrgId = (await createOrganization(bed.handle, 'Zorggroep West')).id;
  const [archived] = await bed.handle.db.insert(organizations).values({ name: 'Opgeheven B.V.', archivedAt: new Date() }).returning();
  archivedOrgId = archived!.id;
  const [profession] = await bed.handle.db.insert(professions).values({ name: 'Hovenier' }).returning();
  professionId = profession!.id;
  admin = await createUser(bed.handle, 'Admin', { name: 'Ada Beheer' });
  coordinator = await createUser(bed.handle, 'Coordinator', { name: 'Coen Coördinator' });
  teacher = await createUser(bed.handle, 'Teacher', { name: 'Tess Docent' });
  contact = await createUser(bed.handle, 'ContactPerson', { name: 'Cas Contact', organizationId: orgId });
  candidate = await createUser(bed.handle, 'User', { name: 'Kim Kandidaat', organizationId: orgId });
});
afterAll(async () => {
  await bed.audit.settled();
  await bed.handle.close();
});

describe('the create calls', () => {
  const cases = [
    { path: 'createcandidate', role: 'User', who: ['Admin', 'Coordinator'], body: () => ({ name: 'Nieuwe Kandidaat', email: fresh('kandidaat') }) },
    { path: 'CreateTeacher', role: 'Teacher', who: ['Admin', 'Coordinator'], body: () => ({ name: 'Nieuwe Docent', email: fresh('docent') }) },
    {
      path: 'createcontactperson',
      role: 'ContactPerson',
      who: ['Admin', 'Coordinator'],
      body: () => ({ name: 'Nieuwe Contactpersoon', email: fresh('contact'), organizationId: orgId }),
    },
    { path: 'createcoordinator', role: 'Coordinator', who: ['Admin'], body: () => ({ name: 'Nieuwe Coördinator', email: fresh('coordinator') }) },
  ] as const;

  for (const c of cases) {
    it(`${c.path}: ${c.who.join(' and ')} create an invited ${c.role} and mail the invitation; everyone else 401`, async () => {
      for (const role of ROLES) {
        const body = c.body();
        const res = await api('POST', `/api/user/${c.path}`, callers()[role], body);
        if (!(c.who as readonly string[]).includes(role)) {
          expect(res.status, `${role} ${c.path}`).toBe(401);
          expect(await bed.handle.db.select().from(users).where(eq(users.email, body.email))).toHaveLength(0);
          continue;
        }
        expect(res, `${role} ${c.path}`).toMatchObject({ status: 201, json: { id: expect.any(String), status: 'invited' } });
        const [row] = await bed.handle.db.select().from(users).where(eq(users.id, res.json.id));
        expect(row).toMatchObject({ role: c.role, status: 'invited', passwordHash: null, email: body.email });
        expect(row!.invitedAt).toBeInstanceOf(Date);
        const link = linkIn(sent.filter((m) => m.to === body.email).at(-1), '/account/confirm');
        expect(link.searchParams.get('email')).toBe(body.email);
      }
      expect((await api('POST', `/api/user/${c.path}`, undefined, c.body())).status).toBe(401);
    });
  }

  it('stores phone, organisation, profession and the intake mark; addresses lower-cased', async () => {
    const email = fresh('Volledig').toUpperCase();
    const id = await created('createcandidate', coordinator, { name: '  Vera Volledig  ', email, phone: '+31 6 1234 5678', organizationId: orgId, professionId });
    const [row] = await bed.handle.db.select().from(users).where(eq(users.id, id));
    expect(row).toMatchObject({ name: 'Vera Volledig', email: email.toLowerCase(), phone: '+31 6 1234 5678', organizationId: orgId, professionId });
    const teacherId = await created('CreateTeacher', coordinator, { name: 'Ilse Intake', email: fresh('intake'), intakeSupervisor: true, phone: '' });
    const [t] = await bed.handle.db.select().from(users).where(eq(users.id, teacherId));
    expect(t).toMatchObject({ intakeSupervisor: true, phone: null, organizationId: null });
  });

  it('lets an invited candidate activate the account through the mailed code and sign in', async () => {
    const email = fresh('activeer');
    await created('createcandidate', coordinator, { name: 'Anna Activeer', email });
    const password = 'mijn-eigen-wachtwoord';
    expect((await login(email, password)).status).toBe(401);
    const confirmed = await api('POST', '/api/user/ConfirmEmailAndPassword', undefined, { email, password, code: codeFor(email) });
    expect(confirmed).toMatchObject({ status: 200, json: { title: INVITE_TITLES.confirmed } });
    expect((await login(email, password)).json).toMatchObject({ email, role: 'User' });
  });

  it('answers 409 with the spec’s text for an address in use, whatever its case, and creates nothing', async () => {
    const before = (await bed.handle.db.select().from(users)).length;
    for (const [path, body] of [
      ['createcandidate', { name: 'Dubbel', email: teacher.email.toUpperCase() }],
      ['CreateTeacher', { name: 'Dubbel', email: candidate.email }],
      ['createcontactperson', { name: 'Dubbel', email: contact.email, organizationId: orgId }],
      ['createcoordinator', { name: 'Dubbel', email: admin.email }],
    ] as const) {
      expect(await api('POST', `/api/user/${path}`, admin, body), path).toMatchObject({ status: 409, json: { title: INVITE_TITLES.emailTaken } });
    }
    expect(INVITE_TITLES.emailTaken).toBe('Er bestaat al een gebruiker met dit emailadres');
    expect((await bed.handle.db.select().from(users)).length).toBe(before);
  });

  it('refuses bad input with 400 and a Dutch title naming the field, creating nothing', async () => {
    const before = (await bed.handle.db.select().from(users)).length;
    const bad: [string, unknown, string][] = [
      ['createcandidate', { email: fresh() }, 'Naam: vul de naam in.'],
      ['createcandidate', { name: '   ', email: fresh() }, 'Naam: vul de naam in.'],
      ['createcandidate', { name: 'x'.repeat(201), email: fresh() }, 'Naam: hoogstens 200 tekens.'],
      ['createcandidate', { name: 'Twee\nregels', email: fresh() }, 'Naam: gebruik één regel, zonder tabs, regeleinden of onzichtbare tekens.'],
      ['createcandidate', { name: 'Jan \u202Enesnaj', email: fresh() }, 'Naam: gebruik één regel, zonder tabs, regeleinden of onzichtbare tekens.'],
      ['createcandidate', { name: 'Jan\u000BJansen', email: fresh() }, 'Naam: gebruik één regel, zonder tabs, regeleinden of onzichtbare tekens.'],
      ['createcandidate', { name: 'Geen Adres' }, 'E-mailadres: vul het e-mailadres in.'],
      ['createcandidate', { name: 'Fout Adres', email: 'geen-adres' }, 'E-mailadres: vul een geldig e-mailadres in, zoals naam@voorbeeld.nl.'],
      ['createcandidate', { name: 'Fout Nummer', email: fresh(), phone: 'bel me' }, 'Telefoonnummer: gebruik alleen cijfers, spaties en + ( ) - .'],
      ['createcandidate', { name: 'Lang Nummer', email: fresh(), phone: '1'.repeat(31) }, 'Telefoonnummer: hoogstens 30 tekens.'],
      ['createcandidate', { name: 'Geen Org', email: fresh(), organizationId: 'abc' }, 'Organisatie: deze organisatie bestaat niet.'],
      ['createcandidate', { name: 'Onbekende Org', email: fresh(), organizationId: crypto.randomUUID() }, ADMIN_TITLES.unknownOrganization],
      ['createcandidate', { name: 'Oude Org', email: fresh(), organizationId: archivedOrgId }, ADMIN_TITLES.archivedOrganization],
      ['createcandidate', { name: 'Onbekend Beroep', email: fresh(), professionId: crypto.randomUUID() }, ADMIN_TITLES.unknownProfession],
      ['createcandidate', { name: 'Fout Beroep', email: fresh(), professionId: 'x' }, 'Beroep: dit beroep bestaat niet.'],
      ['createcontactperson', { name: 'Zonder Org', email: fresh() }, 'Organisatie: kies de organisatie van de contactpersoon.'],
      ['createcontactperson', { name: 'Null Org', email: fresh(), organizationId: null }, 'Organisatie: kies de organisatie van de contactpersoon.'],
      ['CreateTeacher', { name: 'Intake Tekst', email: fresh(), intakeSupervisor: 'ja' }, 'Intakebegeleider: kies aan (true) of uit (false).'],
    ];
    for (const [path, body, title] of bad) {
      expect(await api('POST', `/api/user/${path}`, coordinator, body), `${path} ${JSON.stringify(body)}`).toMatchObject({ status: 400, json: { title } });
    }
    expect((await api('POST', '/api/user/createcandidate', coordinator, '{')).json).toEqual({ title: TITLES.badJson });
    expect((await bed.handle.db.select().from(users)).length).toBe(before);
  });

  it('makes the account while the mail server is down; its invitation waits in the outbox (decision 049)', async () => {
    const failing = createBackend({ db: bed.handle.db, mailer: { send: async () => Promise.reject(new Error('SMTP weg')) }, logError: () => {} });
    const email = fresh('mislukt');
    const res = await call(failing, 'POST', '/api/user/createcandidate', coordinator, { name: 'Mis Lukt', email });
    expect(res.status).toBe(201);
    expect(await bed.handle.db.select({ status: users.status }).from(users).where(eq(users.email, email))).toEqual([{ status: 'invited' }]);
    expect(await bed.handle.db.select({ state: mailOutbox.state, attempts: mailOutbox.attempts }).from(mailOutbox).where(eq(mailOutbox.to, email))).toEqual([
      { state: 'pending', attempts: 1 },
    ]);
  });
});

describe('GET /api/user/{id}/account', () => {
  it('shows staff the whole account, with what a candidate is assigned', async () => {
    const [test] = await bed.handle.db
      .insert(professionTests)
      .values({ professionId, title: 'Beroepentest Hovenier', languages: ['nl'], timeLimitMinutes: null, passPercent: 60 })
      .returning();
    await bed.handle.db.insert(testAssignments).values({ testId: test!.id, candidateId: candidate.id, assignedBy: coordinator.id });
    for (const staff of [admin, coordinator]) {
      const res = await api('GET', `/api/user/${candidate.id}/account`, staff);
      expect(res.status).toBe(200);
      expect(res.json).toMatchObject({
        id: candidate.id,
        name: 'Kim Kandidaat',
        email: candidate.email,
        phone: null,
        role: 'User',
        status: 'active',
        organization: { id: orgId, name: 'Groenvoorziening Zuid' },
        profession: null,
        intakeSupervisor: false,
        invitedAt: null,
        inviteExpiresAt: null,
        manageable: true,
        self: false,
        assignments: [{ kind: 'profession-test', id: test!.id, title: 'Beroepentest Hovenier', state: 'not_started', assignedAt: expect.any(String) }],
      });
    }
  });

  it('shows an invitation’s time and end, and tells a coordinator that admins and coordinators are not theirs to change', async () => {
    const id = await created('CreateTeacher', coordinator, { name: 'Uma Uitgenodigd', email: fresh() });
    const invited = (await api('GET', `/api/user/${id}/account`, coordinator)).json;
    expect(invited).toMatchObject({ status: 'invited', invitedAt: expect.any(String), inviteExpiresAt: expect.any(String), manageable: true, assignments: [] });
    expect((await api('GET', `/api/user/${admin.id}/account`, coordinator)).json).toMatchObject({ role: 'Admin', manageable: false });
    expect((await api('GET', `/api/user/${coordinator.id}/account`, coordinator)).json).toMatchObject({ manageable: false, self: true });
    expect((await api('GET', `/api/user/${coordinator.id}/account`, admin)).json).toMatchObject({ manageable: true, self: false });
  });

  it('answers 401 to other roles, 404 for unknown, malformed and erased ids', async () => {
    for (const user of [teacher, contact, candidate, undefined]) expect((await api('GET', `/api/user/${candidate.id}/account`, user)).status).toBe(401);
    const erased = await createUser(bed.handle, 'User', { status: 'erased', erasedAt: new Date() });
    for (const id of [crypto.randomUUID(), 'niet-een-id', erased.id]) expect((await api('GET', `/api/user/${id}/account`, admin)).status, id).toBe(404);
  });
});

describe('PUT /api/user/{id}', () => {
  it('changes a candidate’s personal data, organisation and profession; left-out fields stay, null clears', async () => {
    const person = await createUser(bed.handle, 'User', { name: 'Piet Wijzig', phone: '010 123 4567', organizationId: orgId });
    const res = await api('PUT', `/api/user/${person.id}`, coordinator, { name: 'Piet Gewijzigd', email: person.email, professionId, organizationId: otherOrgId });
    expect(res).toMatchObject({ status: 200, json: { name: 'Piet Gewijzigd', phone: '010 123 4567', organization: { id: otherOrgId }, profession: { id: professionId } } });
    const cleared = await api('PUT', `/api/user/${person.id}`, admin, { name: 'Piet Gewijzigd', email: person.email, phone: null, organizationId: null });
    expect(cleared.json).toMatchObject({ phone: null, organization: null, profession: { id: professionId } });
  });

  it('changes the intake mark of teachers and coordinators; others may not have one', async () => {
    const t = await createUser(bed.handle, 'Teacher');
    expect((await api('PUT', `/api/user/${t.id}`, coordinator, { name: t.name, email: t.email, intakeSupervisor: true })).json).toMatchObject({ intakeSupervisor: true });
    const c = await createUser(bed.handle, 'Coordinator');
    expect((await api('PUT', `/api/user/${c.id}`, admin, { name: c.name, email: c.email, intakeSupervisor: true })).json).toMatchObject({ intakeSupervisor: true });
    const u = await createUser(bed.handle, 'User');
    expect(await api('PUT', `/api/user/${u.id}`, admin, { name: u.name, email: u.email, intakeSupervisor: true })).toMatchObject({
      status: 400,
      json: { title: ADMIN_TITLES.intakeNotAllowed },
    });
  });

  it('refuses fields a role does not have, an organisation a contact person would lose, and bad input with 400', async () => {
    const t = await createUser(bed.handle, 'Teacher');
    const cp = await createUser(bed.handle, 'ContactPerson', { organizationId: orgId });
    const cases: [TestUser, unknown, string][] = [
      [t, { name: t.name, email: t.email, organizationId: orgId }, ADMIN_TITLES.organizationNotAllowed],
      [t, { name: t.name, email: t.email, professionId }, ADMIN_TITLES.professionNotAllowed],
      [cp, { name: cp.name, email: cp.email, organizationId: null }, ADMIN_TITLES.organizationRequired],
      [cp, { name: cp.name, email: cp.email, professionId }, ADMIN_TITLES.professionNotAllowed],
      [cp, { name: cp.name, email: cp.email, organizationId: archivedOrgId }, ADMIN_TITLES.archivedOrganization],
      [cp, { name: '', email: cp.email }, 'Naam: vul de naam in.'],
      [cp, { name: cp.name, email: 'fout' }, 'E-mailadres: vul een geldig e-mailadres in, zoals naam@voorbeeld.nl.'],
      [cp, { name: cp.name }, 'E-mailadres: vul het e-mailadres in.'],
    ];
    for (const [user, body, title] of cases) {
      expect(await api('PUT', `/api/user/${user.id}`, coordinator, body), JSON.stringify(body)).toMatchObject({ status: 400, json: { title } });
    }
    const [row] = await bed.handle.db.select().from(users).where(eq(users.id, cp.id));
    expect(row).toMatchObject({ name: cp.name, organizationId: orgId, professionId: null });
  });

  it('keeps an organisation that was archived after it was chosen', async () => {
    const [org] = await bed.handle.db.insert(organizations).values({ name: 'Later Gearchiveerd' }).returning();
    const cp = await createUser(bed.handle, 'ContactPerson', { organizationId: org!.id });
    await bed.handle.db.update(organizations).set({ archivedAt: new Date() }).where(eq(organizations.id, org!.id));
    expect((await api('PUT', `/api/user/${cp.id}`, coordinator, { name: 'Nieuwe Naam', email: cp.email })).status).toBe(200);
  });

  it('answers 409 for an address in use and changes nothing', async () => {
    const u = await createUser(bed.handle, 'User', { name: 'Ongewijzigd' });
    expect(await api('PUT', `/api/user/${u.id}`, coordinator, { name: 'Anders', email: teacher.email.toUpperCase() })).toMatchObject({
      status: 409,
      json: { title: INVITE_TITLES.emailTaken },
    });
    expect((await bed.handle.db.select().from(users).where(eq(users.id, u.id)))[0]).toMatchObject({ name: 'Ongewijzigd', email: u.email });
  });

  it('ends the account’s tokens when its e-mail address changes', async () => {
    const u = await createUser(bed.handle, 'User');
    expect((await api('GET', '/api/user/get', u)).status).toBe(200);
    const email = fresh('nieuw-adres');
    expect((await api('PUT', `/api/user/${u.id}`, coordinator, { name: u.name, email })).json).toMatchObject({ email });
    expect((await api('GET', '/api/user/get', u)).status).toBe(401);
    expect((await login(email, TEST_PASSWORD)).status).toBe(200);
  });

  it('lets only admins change admins and coordinators; other roles 401; unknown, malformed or erased ids 404', async () => {
    const c = await createUser(bed.handle, 'Coordinator', { name: 'Andere Coördinator' });
    const a = await createUser(bed.handle, 'Admin', { name: 'Andere Beheerder' });
    for (const target of [c, a, coordinator]) {
      expect(await api('PUT', `/api/user/${target.id}`, coordinator, { name: 'Gekaapt', email: target.email })).toMatchObject({
        status: 401,
        json: { title: ADMIN_TITLES.notManageable },
      });
    }
    expect((await bed.handle.db.select().from(users).where(eq(users.id, a.id)))[0]?.name).toBe('Andere Beheerder');
    expect((await api('PUT', `/api/user/${c.id}`, admin, { name: 'Coördinator Twee', email: c.email })).status).toBe(200);
    expect((await api('PUT', `/api/user/${a.id}`, admin, { name: 'Beheerder Twee', email: a.email })).status).toBe(200);
    for (const user of [teacher, contact, candidate, undefined]) {
      expect((await api('PUT', `/api/user/${candidate.id}`, user, { name: 'X', email: candidate.email })).status).toBe(401);
    }
    const erased = await createUser(bed.handle, 'User', { status: 'erased' });
    for (const id of [crypto.randomUUID(), 'niet-een-id', erased.id]) {
      expect((await api('PUT', `/api/user/${id}`, admin, { name: 'X', email: fresh() })).status, id).toBe(404);
    }
  });
});

describe('POST /api/user/{id}/invite', () => {
  it('mails a new code to an invited account; the earlier link stops working', async () => {
    const email = fresh('opnieuw');
    const id = await created('createcandidate', coordinator, { name: 'Olle Opnieuw', email });
    const first = codeFor(email);
    const before = (await api('GET', `/api/user/${id}/account`, admin)).json.invitedAt as string;
    const res = await api('POST', `/api/user/${id}/invite`, coordinator);
    expect(res).toMatchObject({ status: 200, json: { id, status: 'invited', invitedAt: expect.any(String) } });
    expect(Date.parse(res.json.invitedAt)).toBeGreaterThanOrEqual(Date.parse(before));
    const second = codeFor(email);
    expect(second).not.toBe(first);
    const password = 'een-lang-wachtwoord';
    expect((await api('POST', '/api/user/ConfirmEmailAndPassword', undefined, { email, password, code: first })).status).toBe(400);
    expect((await api('POST', '/api/user/ConfirmEmailAndPassword', undefined, { email, password, code: second })).status).toBe(200);
    expect(await api('POST', `/api/user/${id}/invite`, coordinator)).toMatchObject({ status: 409, json: { title: ADMIN_TITLES.notInvited } });
  });

  it('renews the code while the mail server is down: the new mail waits in the outbox, the earlier link stops working', async () => {
    const email = fresh('mailfout');
    const id = await created('createcandidate', coordinator, { name: 'Mila Mailfout', email });
    const code = codeFor(email);
    const failing = createBackend({ db: bed.handle.db, mailer: { send: async () => Promise.reject(new Error('SMTP weg')) }, logError: () => {} });
    expect((await call(failing, 'POST', `/api/user/${id}/invite`, coordinator)).status).toBe(200);
    expect(await bed.handle.db.select({ state: mailOutbox.state }).from(mailOutbox).where(eq(mailOutbox.to, email))).toContainEqual({ state: 'pending' });
    expect((await api('POST', '/api/user/ConfirmEmailAndPassword', undefined, { email, password: 'een-lang-wachtwoord', code })).status).toBe(400);
  });

  it('is for staff only, not for a coordinator’s fellow staff; 409 for active accounts; 404 for unknown ids', async () => {
    const email = fresh('coordinator');
    const id = await created('createcoordinator', admin, { name: 'Cora Nieuw', email });
    expect(await api('POST', `/api/user/${id}/invite`, coordinator)).toMatchObject({ status: 401, json: { title: ADMIN_TITLES.notManageable } });
    expect((await api('POST', `/api/user/${id}/invite`, admin)).status).toBe(200);
    for (const user of [teacher, contact, candidate, undefined]) expect((await api('POST', `/api/user/${id}/invite`, user)).status).toBe(401);
    expect((await api('POST', `/api/user/${teacher.id}/invite`, coordinator)).status).toBe(409);
    for (const other of [crypto.randomUUID(), 'x']) expect((await api('POST', `/api/user/${other}/invite`, admin)).status).toBe(404);
  });
});

describe('a repeated submit (Idempotency-Key, docs/decisions/039-idempotent-creates.md)', () => {
  it('makes one person with one invitation mail when the create form is sent twice, and answers both alike', async () => {
    const email = fresh('dubbel');
    const key = crypto.randomUUID();
    const create = () => call(app, 'POST', '/api/user/createcandidate', coordinator, { name: 'Dirk Dubbel', email }, withKey(key));
    const [first, second] = await Promise.all([create(), create()]);
    expect(first.status).toBe(201);
    expect(second).toEqual(first);
    expect(await create()).toEqual(first);
    expect(await bed.handle.db.select({ id: users.id }).from(users).where(eq(users.email, email))).toEqual([{ id: first.json.id }]);
    expect(sent.filter((m) => m.to === email)).toHaveLength(1);
  });

  it('mails one new invitation when the invite-again form is sent twice', async () => {
    const email = fresh('nogmaals');
    const id = await created('createcandidate', coordinator, { name: 'Nina Nogmaals', email });
    const key = crypto.randomUUID();
    const invite = () => call(app, 'POST', `/api/user/${id}/invite`, coordinator, undefined, withKey(key));
    const first = await invite();
    expect(first.status).toBe(200);
    expect(await invite()).toEqual(first);
    expect(sent.filter((m) => m.to === email)).toHaveLength(2);
  });
});

describe('POST /api/user/{id}/disable and /enable', () => {
  it('ends a disabled account’s token at once, refuses its sign-in, and lets it in again once enabled', async () => {
    const u = await createUser(bed.handle, 'Teacher');
    expect((await api('GET', '/api/user/get', u)).status).toBe(200);
    expect(await api('POST', `/api/user/${u.id}/disable`, coordinator)).toMatchObject({ status: 200, json: { id: u.id, status: 'disabled' } });
    expect(await api('GET', '/api/user/get', u)).toMatchObject({ status: 401, json: { title: TITLES.unauthenticated } });
    expect((await login(u.email, TEST_PASSWORD)).status).toBe(401);
    // Disabling again changes nothing.
    expect((await api('POST', `/api/user/${u.id}/disable`, coordinator)).json).toMatchObject({ status: 'disabled' });
    expect(await api('POST', `/api/user/${u.id}/enable`, coordinator)).toMatchObject({ status: 200, json: { status: 'active' } });
    expect((await api('POST', `/api/user/${u.id}/enable`, coordinator)).json).toMatchObject({ status: 'active' });
    const again = await login(u.email, TEST_PASSWORD);
    expect(again.status).toBe(200);
    // The token ended by disabling stays ended.
    expect((await api('GET', '/api/user/get', u)).status).toBe(401);
  });

  it('ends the browser session at once: the next page goes to /login', async () => {
    const u = await createUser(bed.handle, 'User');
    const { cookie } = await signInThroughPage(bed.app, u.email);
    const page = () => bed.app.request('/dashboard/overzicht', { headers: { cookie: cookie! } });
    expect((await page()).status).toBe(200);
    expect((await api('POST', `/api/user/${u.id}/disable`, admin)).status).toBe(200);
    expect((await page()).headers.get('location')).toBe('/login?returnTo=%2Fdashboard%2Foverzicht');
    expect(await bed.handle.db.select().from(sessions).where(eq(sessions.userId, u.id))).toHaveLength(0);
  });

  it('takes an invited account back to invited, with its earlier link void', async () => {
    const email = fresh('uit-aan');
    const id = await created('createcandidate', coordinator, { name: 'Ivo Uitgezet', email });
    const code = codeFor(email);
    expect((await api('POST', `/api/user/${id}/disable`, coordinator)).json).toMatchObject({ status: 'disabled' });
    expect((await api('POST', '/api/user/ConfirmEmailAndPassword', undefined, { email, password: 'een-lang-wachtwoord', code })).status).toBe(400);
    expect(await api('POST', `/api/user/${id}/invite`, coordinator)).toMatchObject({ status: 409 });
    expect((await api('POST', `/api/user/${id}/enable`, coordinator)).json).toMatchObject({ status: 'invited' });
    expect((await api('POST', '/api/user/ConfirmEmailAndPassword', undefined, { email, password: 'een-lang-wachtwoord', code })).status).toBe(400);
    expect((await api('POST', `/api/user/${id}/invite`, coordinator)).status).toBe(200);
  });

  it('refuses the caller’s own account with 400, a coordinator’s fellow staff with 401, other roles 401, unknown ids 404', async () => {
    for (const path of ['disable', 'enable']) {
      expect(await api('POST', `/api/user/${admin.id}/${path}`, admin)).toMatchObject({ status: 400, json: { title: ADMIN_TITLES.notSelf } });
      for (const target of [admin, coordinator]) {
        expect(await api('POST', `/api/user/${target.id}/${path}`, coordinator), `${path} ${target.role}`).toMatchObject({
          status: 401,
          json: { title: ADMIN_TITLES.notManageable },
        });
      }
      for (const user of [teacher, contact, candidate, undefined]) expect((await api('POST', `/api/user/${candidate.id}/${path}`, user)).status).toBe(401);
      const erased = await createUser(bed.handle, 'User', { status: 'erased' });
      for (const id of [crypto.randomUUID(), 'x', erased.id]) expect((await api('POST', `/api/user/${id}/${path}`, admin)).status).toBe(404);
    }
    expect((await bed.handle.db.select().from(users).where(eq(users.id, coordinator.id)))[0]?.status).toBe('active');
    const other = await createUser(bed.handle, 'Coordinator');
    expect((await api('POST', `/api/user/${other.id}/disable`, admin)).json).toMatchObject({ status: 'disabled' });
  });
});

describe('the lists: filters, orders, intake supervisors, erased accounts', () => {
  let tag: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    tag = `Filter${Date.now()}`;
    const rows = [
      { key: 'c1', name: `${tag} Bakker`, role: 'User', status: 'active', organizationId: orgId, professionId },
      { key: 'c2', name: `${tag} Aarts`, role: 'User', status: 'invited', organizationId: otherOrgId, professionId: null },
      { key: 'c3', name: `${tag} Claes`, role: 'User', status: 'disabled', organizationId: orgId, professionId: null },
      { key: 'c4', name: `${tag} Erased`, role: 'User', status: 'erased', organizationId: orgId, professionId },
      { key: 't1', name: `${tag} Docent Intake`, role: 'Teacher', status: 'active', intakeSupervisor: true },
      { key: 't2', name: `${tag} Docent Uit`, role: 'Teacher', status: 'disabled' },
      { key: 'k1', name: `${tag} Coördinator Intake`, role: 'Coordinator', status: 'active', intakeSupervisor: true },
      { key: 'p1', name: `${tag} Contact West`, role: 'ContactPerson', status: 'invited', organizationId: otherOrgId },
      { key: 'p2', name: `${tag} Contact Zuid`, role: 'ContactPerson', status: 'active', organizationId: orgId },
    ];
    let minute = 0;
    for (const { key, ...row } of rows) {
      const [inserted] = await bed.handle.db
        .insert(users)
        .values({ ...row, email: fresh(key), createdAt: new Date(Date.UTC(2026, 0, 1, 0, ++minute)) })
        .returning();
      ids[key] = inserted!.id;
    }
  });

  const list = (path: string, query: string, user: TestUser = coordinator) => api('GET', `/api/user/${path}?q=${tag}&${query}`, user);
  const keys = (answer: Answer) => answer.json.items.map((u: { id: string }) => Object.keys(ids).find((k) => ids[k] === u.id));

  it('filters candidates by status, organisation and profession, and never lists erased ones', async () => {
    expect(keys(await list('GetCandidates', ''))).toEqual(['c2', 'c1', 'c3']);
    expect(keys(await list('GetCandidates', 'status=invited'))).toEqual(['c2']);
    expect(keys(await list('GetCandidates', 'status=disabled'))).toEqual(['c3']);
    expect(keys(await list('GetCandidates', `organizationId=${orgId}`))).toEqual(['c1', 'c3']);
    expect(keys(await list('GetCandidates', `professionId=${professionId}`))).toEqual(['c1']);
    expect(keys(await list('GetCandidates', `organizationId=${orgId}&status=active&professionId=${professionId}`))).toEqual(['c1']);
    expect((await list('GetCandidates', 'status=erased')).status).toBe(400);
    expect((await list('GetCandidates', '')).json.items[0]).toMatchObject({ status: 'invited', createdAt: '2026-01-01T00:02:00.000Z' });
  });

  it('keeps the filters inside a contact person’s scope', async () => {
    expect(keys(await list('GetCandidates', '', contact))).toEqual(['c1', 'c3']);
    expect(keys(await list('GetCandidates', `organizationId=${otherOrgId}`, contact))).toEqual([]);
  });

  it('sorts by name or creation time, either way', async () => {
    expect(keys(await list('GetCandidates', 'sort=name&dir=desc'))).toEqual(['c3', 'c1', 'c2']);
    expect(keys(await list('GetCandidates', 'sort=created'))).toEqual(['c3', 'c2', 'c1']);
    expect(keys(await list('GetCandidates', 'sort=created&dir=asc'))).toEqual(['c1', 'c2', 'c3']);
  });

  it('pages a sorted list from either end in the same order', async () => {
    // 25 more candidates of the tag, made a minute apart: page 2 of 2 is read from the end of the list.
    const many = Array.from({ length: 25 }, (_, i) => ({
      name: `${tag} Veel ${String(i).padStart(2, '0')}`,
      email: fresh('veel'),
      role: 'User',
      createdAt: new Date(Date.UTC(2026, 1, 1, 0, i)),
    }));
    await bed.handle.db.insert(users).values(many);
    for (const sort of ['sort=name', 'sort=name&dir=desc', 'sort=created', 'sort=created&dir=asc']) {
      const first = (await list('GetCandidates', sort)).json;
      const second = (await list('GetCandidates', `${sort}&page=2`)).json;
      expect(first.total, sort).toBe(28);
      const names = [...first.items, ...second.items].map((u: { name: string; createdAt: string }) => (sort.startsWith('sort=name') ? u.name : u.createdAt));
      const sorted = [...names].sort();
      expect(names, sort).toEqual(sort.endsWith('desc') || sort === 'sort=created' ? sorted.reverse() : sorted);
    }
  });

  it('filters teachers, contact persons and coordinators by status and organisation; erased accounts nowhere', async () => {
    expect(keys(await list('GetTeachers', ''))).toEqual(['t1', 't2']);
    expect(keys(await list('GetTeachers', 'status=disabled'))).toEqual(['t2']);
    expect((await list('GetTeachers', '')).json.items[0]).toMatchObject({ intakeSupervisor: true });
    expect(keys(await list('GetContactPerson', `organizationId=${orgId}`))).toEqual(['p2']);
    expect(keys(await list('GetContactPerson', 'status=invited'))).toEqual(['p1']);
    expect(keys(await list('GetCoordinators', 'sort=created&dir=desc'))).toEqual(['k1']);
  });

  it('lists the teachers and coordinators marked intakebegeleider (GetIntakeSuperVisors), for staff only', async () => {
    const res = await list('GetIntakeSuperVisors', '');
    expect(res.json).toMatchObject({ total: 2, page: 1, pageSize: 20 });
    expect(keys(res)).toEqual(['k1', 't1']);
    expect(keys(await list('GetIntakeSuperVisors', 'status=active&sort=name&dir=desc'))).toEqual(['t1', 'k1']);
    expect((await list('GetIntakeSuperVisors', '', admin)).status).toBe(200);
    for (const user of [teacher, contact, candidate]) expect((await list('GetIntakeSuperVisors', '', user)).status).toBe(401);
    expect((await api('GET', '/api/user/GetIntakeSuperVisors')).status).toBe(401);
  });

  it('refuses a bad status, sort, direction or id with 400 naming the field', async () => {
    const bad: [string, string][] = [
      ['status=weg', 'Status: kies invited, active of disabled.'],
      ['sort=email', 'Sortering: kies name of created.'],
      ['dir=op', 'Richting: kies asc of desc.'],
      ['organizationId=abc', 'Organisatie: deze organisatie bestaat niet.'],
      ['professionId=abc', 'Beroep: dit beroep bestaat niet.'],
    ];
    for (const [query, title] of bad) expect(await list('GetCandidates', query), query).toMatchObject({ status: 400, json: { title } });
    expect((await list('GetTeachers', 'status=weg')).status).toBe(400);
  });
});
