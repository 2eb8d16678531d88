/**
 * The privacy calls in-process (docs/api.md, "Privacy"; docs/decisions/027-privacy-registry.md): who may download
 * and erase whom, what the export holds (unzipped here), and what an erasure leaves: the person cannot sign in,
 * their name and address are in no column of any table, recipients still read what they sent under
 * 'Verwijderde gebruiker', and the audit rows carry one pseudonym.
 */
import { randomUUID } from 'node:crypto';
import { eq, getTableName, sql } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackend } from '#src/backend/app';
import type { DbHandle } from '#src/server/db/client';
import * as schema from '#src/server/db/schema';
import {
  attemptAnswers,
  auditLog,
  candidateProfiles,
  issuedTokens,
  messageRecipients,
  moduleVersions,
  notifications,
  sessions,
  teacherCandidates,
  testAssignments,
  testAttempts,
  users,
} from '#src/server/db/schema';
import { call, callerOf, createOrganization, createUser, link, openTestDb, TEST_PASSWORD, type TestUser } from '#src/server/testing/api';
import { createModule, createProfession, createTestVia } from '#src/features/profession-test/api/fixtures';
import { sampleModule } from '#src/features/content/api/fixtures';
import { submitSuggestion } from '#src/features/content/api/suggestions';
import { sessionStore } from '#src/gateway/session-store';
import { ERASED_NAME } from '#src/features/accounts/lifecycle';
import { tablesOf } from './registry-check';
import { erasePerson } from './erase';
import { PRIVACY_REGISTRY } from './registry';

let handle: DbHandle;
let app: ReturnType<typeof createBackend>;
let serial = 0;

beforeAll(async () => {
  handle = await openTestDb();
  app = createBackend({ db: handle.db, mailer: { send: async () => {} } });
});
afterAll(async () => {
  await handle?.close();
});

/** A GET as `user` that answers the raw Response (the export is a ZIP, not JSON). */
function download(user: TestUser | undefined, query = '') {
  return app.request(`/api/user/DownloadCandidateData${query}`, { headers: user ? { authorization: `Bearer ${user.token}` } : {} });
}

/** The files of a ZIP answer, by name, as text. */
async function unzipped(res: Response): Promise<Record<string, string>> {
  const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
  return Object.fromEntries(Object.entries(files).map(([name, bytes]) => [name, strFromU8(bytes)]));
}

const erase = (caller: TestUser | undefined, userId?: string) =>
  call(app, 'DELETE', `/api/user/deleteUser${userId === undefined ? '' : `?userId=${encodeURIComponent(userId)}`}`, caller);

/**
 * A world around one candidate with something in every table the export reads: a teacher link, accommodations,
 * an assigned test with a closed, scored attempt (answers, one open), messages both ways (one subject with HTML,
 * one body with the candidate's full name), notifications, audit rows and a browser session.
 */
async function world() {
  const n = ++serial;
  const org = await createOrganization(handle, `Organisatie ${n}`);
  const admin = await createUser(handle, 'Admin', { name: `Anna Beheer ${n}` });
  const coordinator = await createUser(handle, 'Coordinator', { name: `Bram Coördinator ${n}` });
  const teacher = await createUser(handle, 'Teacher', { name: `Émile Docent ${n}` });
  const contact = await createUser(handle, 'ContactPerson', { name: `Pim Contact ${n}`, organizationId: org.id });
  const candidate = await createUser(handle, 'User', {
    name: `Carla Zonnebloem ${n}`,
    email: `carla.zonnebloem.${n}@voorbeeld.nl`,
    phone: `06-${20000000 + n}`,
    organizationId: org.id,
  });
  const other = await createUser(handle, 'User', { name: `Olaf Buitenstaander ${n}`, organizationId: org.id });
  await link(handle, teacher, candidate);
  await link(handle, teacher, other);

  const profession = await createProfession(handle);
  const { moduleId } = await createModule(handle, sampleModule('a-', { title: 'Veiligheid' }), profession.id);
  const testId = await createTestVia(app, coordinator, profession.id, [moduleId], [candidate, other], { languages: ['nl'], title: `Beroepentest magazijn ${n}` });
  expect((await call(app, 'PUT', `/api/test/profile?userId=${candidate.id}`, coordinator, { extraTimePercent: 25 })).status).toBe(200);

  const started = await call(app, 'POST', `/api/test/${testId}/start`, candidate, { language: 'nl' });
  const attemptId: string = started.json.attemptId;
  const save = (questionId: string, value: unknown, seq: number) =>
    call(app, 'PUT', `/api/test/attempt/${attemptId}/answer`, candidate, { questionId, value, seq });
  expect((await save('a-single', { kind: 'single', option: 'b' }, 1)).status).toBe(200);
  expect((await save('a-tf', { kind: 'truefalse', value: true }, 2)).status).toBe(200);
  expect((await save('a-open', { kind: 'open', text: 'Ik zet het gebied af en bel de leidinggevende.' }, 3)).status).toBe(200);
  expect((await call(app, 'POST', `/api/test/attempt/${attemptId}/close`, candidate)).status).toBe(200);
  expect((await call(app, 'PUT', `/api/test/attempt/${attemptId}/score`, coordinator, { questionId: 'a-open', points: 3 })).status).toBe(200);

  const toTeacher = await call(app, 'POST', '/api/message', candidate, {
    to: [teacher.id],
    subject: 'Vraag <script>alert(1)</script>',
    body: `Hoi, kan ik donderdag komen?\n\nGroet,\n${candidate.name}`,
  });
  const toCandidate = await call(app, 'POST', '/api/message', teacher, { to: [candidate.id], subject: 'Rooster', body: 'Donderdag is goed.' });
  const toContact = await call(app, 'POST', '/api/message', candidate, { to: [contact.id], subject: 'Afwezig', body: 'Ik ben maandag ziek.' });
  const otherMessage = await call(app, 'POST', '/api/message', other, { to: [teacher.id], subject: 'Van Olaf', body: 'Niet van Carla.' });
  for (const m of [toTeacher, toCandidate, toContact, otherMessage]) expect(m.status).toBe(201);

  const at = (minutes: number) => new Date(Date.now() - minutes * 60_000);
  await handle.db.insert(auditLog).values([
    { at: at(30), requestId: `r${n}-1`, userId: candidate.id, role: 'User', method: 'POST', route: '/api/user/login', status: 200, durationMs: 120, clientIp: '192.0.2.7', outcome: 'ok' },
    { at: at(29), requestId: `r${n}-2`, userId: candidate.id, role: 'User', method: 'GET', route: '/api/user/headerinfo', status: 200, durationMs: 4, clientIp: '192.0.2.7', outcome: 'ok' },
    { at: at(28), requestId: `r${n}-3`, userId: candidate.id, role: 'User', method: 'PUT', route: `/api/test/attempt/${attemptId}/answer`, status: 200, durationMs: 9, clientIp: '192.0.2.7', outcome: 'ok' },
    { at: at(27), requestId: `r${n}-4`, userId: other.id, role: 'User', method: 'GET', route: '/api/user/headerinfo', status: 200, durationMs: 3, clientIp: '198.51.100.1', outcome: 'ok' },
  ]);
  const cookie = await sessionStore(async () => handle.db).create({
    token: candidate.token,
    tokenSid: (await handle.db.select({ sid: issuedTokens.sid }).from(issuedTokens).where(eq(issuedTokens.userId, candidate.id)))[0]?.sid ?? 'x',
    userId: candidate.id,
    email: candidate.email,
    name: candidate.name,
    role: 'User',
    professionId: null,
    expiration: Math.floor(Date.now() / 1000) + 3600,
  });

  return {
    org, admin, coordinator, teacher, contact, candidate, other, testId, attemptId, moduleId, cookie,
    messages: { toTeacher: toTeacher.json.id as string, toCandidate: toCandidate.json.id as string, toContact: toContact.json.id as string, other: otherMessage.json.id as string },
  };
}

type World = Awaited<ReturnType<typeof world>>;

describe('GET /api/user/DownloadCandidateData', () => {
  let w: World;
  beforeAll(async () => {
    w = await world();
  });

  it('gives a candidate their own data as a ZIP with a safe file name', async () => {
    const res = await download(w.candidate);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="gegevens-carla-zonnebloem-\d+-\d{4}-\d\d-\d\d\.zip"$/);
    const files = await unzipped(res);
    expect(Object.keys(files).sort()).toEqual(
      ['aanwezigheid', 'antwoorden', 'beoordelingen', 'beroepen-quiz', 'berichten', 'certificaten', 'docenten', 'hulpmiddelen', 'licenties', 'logboek', 'meldingskeuzes', 'notificaties', 'opleidingen', 'pat', 'pogingen', 'profiel', 'rapporten', 'reflecties', 'toewijzingen']
        .map((f) => `${f}.json`)
        .concat('index.html')
        .sort(),
    );
  });

  it('holds the profile, accommodations, teacher, assignment, attempt, answers, messages, notifications and audit rows', async () => {
    const files = await unzipped(await download(w.candidate, `?userId=${w.candidate.id}`));
    const json = (name: string) => JSON.parse(files[`${name}.json`] ?? 'null');

    expect(json('profiel')).toEqual([
      expect.objectContaining({ id: w.candidate.id, name: w.candidate.name, email: w.candidate.email, role: 'User', phone: w.candidate.phone, organization: w.org.name }),
    ]);
    expect(json('hulpmiddelen')).toEqual([expect.objectContaining({ extraTimePercent: 25, readAloud: true })]);
    expect(json('docenten')).toEqual([{ teacher: w.teacher.name, since: expect.any(String) }]);
    expect(json('toewijzingen')).toEqual([expect.objectContaining({ test: expect.stringContaining('Beroepentest magazijn') })]);
    expect(json('licenties')).toEqual([
      expect.objectContaining({ product: expect.stringContaining('Beroepentest magazijn'), organization: w.org.name, method: 'staff', releasedAt: null }),
    ]);
    expect(json('pogingen')).toEqual([expect.objectContaining({ id: w.attemptId, status: 'scored', language: 'nl', closedReason: 'candidate' })]);

    const answers = json('antwoorden');
    expect(answers).toHaveLength(3);
    expect(answers).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ question: 'Welk bord betekent nooduitgang?', answer: 'Het groene bord', value: { kind: 'single', option: 'b' } }),
        expect.objectContaining({ question: 'Je tilt met een rechte rug.', answer: 'waar' }),
        expect.objectContaining({
          question: 'Wat doe je als je een lekkage ziet?',
          answer: 'Ik zet het gebied af en bel de leidinggevende.',
          awardedPoints: 3,
        }),
      ]),
    );

    const messages = json('berichten');
    expect(messages).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ direction: 'sent', id: w.messages.toTeacher, to: [w.teacher.name], subject: 'Vraag <script>alert(1)</script>' }),
        expect.objectContaining({ direction: 'sent', id: w.messages.toContact, to: [w.contact.name] }),
        expect.objectContaining({ direction: 'received', id: w.messages.toCandidate, from: w.teacher.name, body: 'Donderdag is goed.' }),
      ]),
    );
    expect(messages).toHaveLength(3);
    expect(files['berichten.json']).not.toContain(w.messages.other);

    const types = json('notificaties').map((row: { type: number }) => row.type).sort();
    expect(types).toEqual([1, 2]);
    const audit = json('logboek');
    expect(audit.map((row: { route: string }) => row.route)).toEqual(['/api/user/login', '/api/user/headerinfo', `/api/test/attempt/${w.attemptId}/answer`]);
    expect(audit[0]).toEqual(expect.objectContaining({ method: 'POST', status: 200, clientIp: '192.0.2.7' }));
    expect(files['logboek.json']).not.toContain('198.51.100.1');
  });

  it('writes a readable Dutch index.html with every value escaped', async () => {
    const files = await unzipped(await download(w.candidate));
    const html = files['index.html'] ?? '';
    expect(html).toMatch(/^<!doctype html>\n<html lang="nl">/);
    expect(html).toContain('Jouw gegevens op het kandidaatplatform');
    expect(html).toContain(w.candidate.name);
    expect(html).toContain('Ik zet het gebied af en bel de leidinggevende.');
    expect(html).toContain('Vraag &#60;script&#62;alert(1)&#60;/script&#62;');
    expect(html).not.toContain('<script');
    for (const file of ['profiel', 'antwoorden', 'berichten', 'logboek']) expect(html).toContain(`href="${file}.json"`);
    expect(html).toContain('Wat we bewaren en waarom');
  });

  it('gives staff any candidate’s data, and asks them which candidate', async () => {
    for (const staff of [w.admin, w.coordinator]) {
      const res = await download(staff, `?userId=${w.candidate.id}`);
      expect(res.status).toBe(200);
      const files = await unzipped(res);
      expect(JSON.parse(files['profiel.json'] ?? '[]')[0].id).toBe(w.candidate.id);
      const missing = await download(staff);
      expect(missing.status).toBe(400);
      expect((await missing.json()).title).toMatch(/^Gebruiker is niet ingevuld/);
    }
  });

  it('answers 404 for another candidate, a non-candidate, an unknown or a malformed id', async () => {
    const cases: [TestUser, string][] = [
      [w.candidate, w.other.id],
      [w.candidate, 'niet-een-id'],
      [w.admin, w.teacher.id],
      [w.admin, w.coordinator.id],
      [w.coordinator, w.contact.id],
      [w.coordinator, randomUUID()],
      [w.coordinator, 'niet-een-id'],
    ];
    for (const [caller, id] of cases) {
      const res = await download(caller, `?userId=${encodeURIComponent(id)}`);
      expect(res.status, `${caller.role} → ${id}`).toBe(404);
      expect((await res.json()).title).toBeTruthy();
    }
  });

  it('refuses teachers, contact persons and anonymous callers with 401', async () => {
    for (const caller of [w.teacher, w.contact, undefined]) {
      const res = await download(caller, `?userId=${w.candidate.id}`);
      expect(res.status).toBe(401);
    }
  });
});

/** Every text, varchar, jsonb or text[] column of every table: `table.column` and the number of rows holding `needle`. */
async function wherePresent(needle: string): Promise<string[]> {
  const found: string[] = [];
  for (const table of tablesOf(schema)) {
    for (const column of getTableConfig(table).columns) {
      if (!['string', 'json', 'array'].includes(column.dataType)) continue;
      const [row] = (
        (await handle.db.execute(
          sql`SELECT count(*)::int AS n FROM ${table} WHERE ${sql.identifier(column.name)}::text ILIKE ${`%${needle}%`}`,
        )) as unknown as { rows: { n: number }[] }
      ).rows;
      if ((row?.n ?? 0) > 0) found.push(`${getTableName(table)}.${column.name} (${row?.n})`);
    }
  }
  return found;
}

describe('DELETE /api/user/deleteUser: erasing a candidate', () => {
  let w: World;
  let answer: Awaited<ReturnType<typeof erase>>;
  let before: { name: string; email: string };

  beforeAll(async () => {
    w = await world();
    before = { name: w.candidate.name, email: w.candidate.email };
    expect(await wherePresent(before.name)).not.toEqual([]);
    answer = await erase(w.coordinator, w.candidate.id);
  });

  it('answers with a sentence that names the person', () => {
    expect(answer).toEqual({ status: 200, json: { title: `De gegevens van ${before.name} zijn verwijderd.` } });
  });

  it('leaves the name and the e-mail address in no column of any table', async () => {
    expect(await wherePresent(before.name)).toEqual([]);
    expect(await wherePresent(before.email)).toEqual([]);
    expect(await wherePresent(w.candidate.phone ?? '')).toEqual([]);
  });

  it('keeps the account as a tombstone that cannot sign in', async () => {
    const [row] = await handle.db.select().from(users).where(eq(users.id, w.candidate.id));
    expect(row).toMatchObject({
      name: ERASED_NAME,
      email: `verwijderd-${w.candidate.id}@invalid`,
      status: 'erased',
      passwordHash: null,
      phone: null,
      organizationId: null,
      professionId: null,
      inviteCodeHash: null,
    });
    expect(row?.erasedAt).toBeInstanceOf(Date);
    expect((await call(app, 'POST', '/api/user/login', undefined, { email: before.email, password: TEST_PASSWORD })).status).toBe(401);
    expect((await call(app, 'POST', '/api/user/login', undefined, { email: row?.email, password: TEST_PASSWORD })).status).not.toBe(200);
  });

  it('ends every token and browser session at once', async () => {
    expect((await call(app, 'GET', '/api/user/headerinfo', w.candidate)).status).toBe(401);
    expect(await handle.db.select().from(issuedTokens).where(eq(issuedTokens.userId, w.candidate.id))).toEqual([]);
    expect(await handle.db.select().from(sessions).where(eq(sessions.userId, w.candidate.id))).toEqual([]);
    expect(await sessionStore(async () => handle.db).find(w.cookie)).toBeNull();
  });

  it('deletes the attempts, answers, assignments, accommodations, teacher links and notifications', async () => {
    expect(await handle.db.select().from(testAttempts).where(eq(testAttempts.candidateId, w.candidate.id))).toEqual([]);
    expect(await handle.db.select().from(attemptAnswers).where(eq(attemptAnswers.attemptId, w.attemptId))).toEqual([]);
    expect(await handle.db.select().from(testAssignments).where(eq(testAssignments.candidateId, w.candidate.id))).toEqual([]);
    expect(await handle.db.select().from(candidateProfiles).where(eq(candidateProfiles.userId, w.candidate.id))).toEqual([]);
    expect(await handle.db.select().from(teacherCandidates).where(eq(teacherCandidates.candidateId, w.candidate.id))).toEqual([]);
    expect(await handle.db.select().from(notifications).where(eq(notifications.userId, w.candidate.id))).toEqual([]);
    expect(await handle.db.select().from(messageRecipients).where(eq(messageRecipients.recipientId, w.candidate.id))).toEqual([]);
  });

  it('keeps what they sent readable for the recipients, from ‘Verwijderde gebruiker’', async () => {
    const inbox = await call(app, 'GET', '/api/message/inbox', w.teacher);
    const fromCandidate = inbox.json.items.find((m: { id: string }) => m.id === w.messages.toTeacher);
    expect(fromCandidate.sender).toEqual({ id: w.candidate.id, name: ERASED_NAME });
    const opened = await call(app, 'GET', `/api/message/${w.messages.toTeacher}`, w.teacher);
    expect(opened.status).toBe(200);
    expect(opened.json).toMatchObject({
      subject: 'Vraag <script>alert(1)</script>',
      body: `Hoi, kan ik donderdag komen?\n\nGroet,\n${ERASED_NAME}`,
      sender: { id: w.candidate.id, name: ERASED_NAME },
    });
    const contactMail = await call(app, 'GET', `/api/message/${w.messages.toContact}`, w.contact);
    expect(contactMail.json).toMatchObject({ body: 'Ik ben maandag ziek.', sender: { name: ERASED_NAME } });
    const [note] = await handle.db.select().from(notifications).where(eq(notifications.relatedId, w.messages.toTeacher));
    expect(note).toMatchObject({ message: `Nieuw bericht van ${ERASED_NAME}: Vraag <script>alert(1)</script>`, params: { sender: ERASED_NAME } });
  });

  it('accepts no reply to them and lists them nowhere', async () => {
    const reply = await call(app, 'POST', `/api/message/${w.messages.toTeacher}/reply`, w.teacher, { body: 'Prima.' });
    expect(reply.status).toBe(400);
    const asReply = await call(app, 'POST', '/api/message', w.teacher, { to: [w.candidate.id], subject: 'Re', body: 'Prima.', replyToId: w.messages.toTeacher });
    expect(asReply.status).toBe(400);
    const candidates = await call(app, 'GET', `/api/user/GetCandidates?q=${encodeURIComponent(ERASED_NAME)}`, w.admin);
    expect(JSON.stringify(candidates.json)).not.toContain(w.candidate.id);
    expect(JSON.stringify((await call(app, 'GET', '/api/user/GetCandidates', w.admin)).json)).not.toContain(w.candidate.id);
    expect(JSON.stringify((await call(app, 'GET', '/api/user/contactlist', w.contact)).json)).not.toContain(w.candidate.id);
    expect((await call(app, 'GET', `/api/user/get?userId=${w.candidate.id}`, w.admin)).status).toBe(404);
    expect((await call(app, 'GET', `/api/test/attempts?userId=${w.candidate.id}`, w.admin)).status).toBe(404);
    expect((await call(app, 'POST', `/api/test/${w.testId}/assign`, w.coordinator, { candidateId: w.candidate.id })).status).toBe(400);
    expect((await download(w.admin, `?userId=${w.candidate.id}`)).status).toBe(404);
    expect((await erase(w.admin, w.candidate.id)).status).toBe(404);
  });

  it('keeps the audit rows under one pseudonym that leads to nobody', async () => {
    const rows = await handle.db.select().from(auditLog).where(sql`${auditLog.requestId} LIKE ${`r${serial}-%`}`);
    const mine = rows.filter((r) => r.requestId !== `r${serial}-4`);
    expect(mine).toHaveLength(3);
    const pseudonyms = new Set(mine.map((r) => r.userId));
    expect(pseudonyms.size).toBe(1);
    const [pseudonym] = [...pseudonyms];
    expect(pseudonym).toMatch(/^[0-9a-f-]{36}$/);
    expect(pseudonym).not.toBe(w.candidate.id);
    expect(await handle.db.select().from(users).where(eq(users.id, pseudonym as string))).toEqual([]);
    expect(await handle.db.select().from(auditLog).where(eq(auditLog.userId, w.candidate.id))).toEqual([]);
    expect(rows.find((r) => r.requestId === `r${serial}-4`)?.userId).toBe(w.other.id);
    const logged = await call(app, 'GET', `/api/audit?userId=${pseudonym}`, w.admin);
    expect(logged.json.items.map((i: { userName: string | null }) => i.userName)).toEqual([null, null, null]);
  });

  it('leaves the other candidate and the staff untouched', async () => {
    expect((await call(app, 'GET', '/api/user/headerinfo', w.other)).status).toBe(200);
    expect((await call(app, 'GET', `/api/message/${w.messages.other}`, w.teacher)).json.body).toBe('Niet van Carla.');
    expect((await call(app, 'GET', '/api/user/headerinfo', w.coordinator)).status).toBe(200);
  });
});

describe('DELETE /api/user/deleteUser: who may erase whom', () => {
  let w: World;
  beforeAll(async () => {
    w = await world();
  });

  it('refuses teachers, contact persons, candidates and anonymous callers with 401', async () => {
    for (const caller of [w.teacher, w.contact, w.other, undefined]) {
      expect((await erase(caller, w.candidate.id)).status).toBe(401);
    }
    expect((await call(app, 'GET', '/api/user/headerinfo', w.candidate)).status).toBe(200);
  });

  it('lets nobody erase themselves (400)', async () => {
    for (const staff of [w.admin, w.coordinator]) {
      const self = await erase(staff, staff.id);
      expect(self.status).toBe(400);
      expect(self.json.title).toBe('Je kunt je eigen account niet verwijderen. Vraag een andere beheerder om dat te doen.');
    }
  });

  it('answers 400 without userId and 404 for an unknown or malformed id', async () => {
    const missing = await erase(w.admin);
    expect(missing.status).toBe(400);
    expect(missing.json.title).toMatch(/^Gebruiker is niet ingevuld/);
    expect((await erase(w.admin, randomUUID())).status).toBe(404);
    expect((await erase(w.admin, 'abc')).status).toBe(404);
  });

  it('lets a coordinator erase candidates and contact persons, not admins, coordinators or teachers (404)', async () => {
    const otherCoordinator = await createUser(handle, 'Coordinator');
    for (const person of [w.admin, otherCoordinator, w.teacher]) {
      const refused = await erase(w.coordinator, person.id);
      expect(refused.status, person.role).toBe(404);
      expect((await call(app, 'GET', '/api/user/headerinfo', person)).status).toBe(200);
    }
    expect((await erase(w.coordinator, w.contact.id)).status).toBe(200);
    expect((await call(app, 'GET', '/api/user/headerinfo', w.contact)).status).toBe(401);
  });

  it('lets an admin erase anyone else: another admin, a coordinator, a teacher', async () => {
    for (const role of ['Admin', 'Coordinator', 'Teacher'] as const) {
      const person = await createUser(handle, role);
      expect((await erase(w.admin, person.id)).status, role).toBe(200);
      expect((await call(app, 'GET', '/api/user/headerinfo', person)).status).toBe(401);
    }
  });

  it('erases nothing when a step fails: one transaction', async () => {
    const failing = [...PRIVACY_REGISTRY.slice(0, -1), { ...PRIVACY_REGISTRY.at(-1)!, erase: async () => Promise.reject(new Error('stoppen')) }];
    await expect(erasePerson(handle.db, callerOf(w.admin), w.candidate.id, failing)).rejects.toThrow('stoppen');
    const [row] = await handle.db.select().from(users).where(eq(users.id, w.candidate.id));
    expect(row).toMatchObject({ name: w.candidate.name, status: 'active' });
    expect(await handle.db.select().from(testAttempts).where(eq(testAttempts.candidateId, w.candidate.id))).toHaveLength(1);
    expect((await call(app, 'GET', '/api/user/headerinfo', w.candidate)).status).toBe(200);
    expect(await handle.db.select().from(auditLog).where(eq(auditLog.userId, w.candidate.id))).toHaveLength(3);
  });
});

describe('audit records stored just after the erasure', () => {
  it('get the same pseudonym: a gateway may hold them in its audit buffer for up to AUDIT_FLUSH_MS', async () => {
    const w = await world();
    const erasing = erasePerson(handle.db, callerOf(w.admin), w.candidate.id);
    // Wait for the commit, then store a record of the candidate's last call, as a gateway's buffer would.
    for (let tries = 0; tries < 100; tries++) {
      const [row] = await handle.db.select({ status: users.status }).from(users).where(eq(users.id, w.candidate.id));
      if (row?.status === 'erased') break;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await handle.db.insert(auditLog).values({ requestId: 'late-1', userId: w.candidate.id, role: 'User', method: 'GET', route: '/api/user/headerinfo', status: 200, durationMs: 2, clientIp: '192.0.2.7', outcome: 'ok' });
    await erasing;
    expect(await handle.db.select().from(auditLog).where(eq(auditLog.userId, w.candidate.id))).toEqual([]);
    const [late] = await handle.db.select().from(auditLog).where(eq(auditLog.requestId, 'late-1'));
    const [earlier] = await handle.db.select().from(auditLog).where(eq(auditLog.requestId, `r${serial}-1`));
    expect(late?.userId).toBe(earlier?.userId);
  });
});

describe('erasing a teacher: their work stays, without their name', () => {
  it('keeps the module version a suggestion made, with the note and the history nameless', async () => {
    const w = await world();
    const { id: suggestionId } = await submitSuggestion(handle.db, w.teacher.id, {
      partId: 'a-intro',
      language: 'nl',
      text: 'Lees elke vraag rustig.',
      comment: `Voorstel van ${w.teacher.name}.`,
    });
    expect((await call(app, 'POST', `/api/suggestions/${suggestionId}/accept`, w.coordinator)).status).toBe(200);
    const notes = () => handle.db.select({ note: moduleVersions.note }).from(moduleVersions).where(eq(moduleVersions.moduleId, w.moduleId));
    expect((await notes()).map((r) => r.note).join()).toContain(w.teacher.name);

    expect((await erase(w.admin, w.teacher.id)).status).toBe(200);
    expect((await notes()).map((r) => r.note).join()).toContain(`Suggestie van ${ERASED_NAME} overgenomen`);
    expect(await wherePresent(w.teacher.name)).toEqual([]);
    const history = (await call(app, 'GET', `/api/modules/${w.moduleId}/edit`, w.coordinator)).json.history;
    expect(history).toHaveLength(2);
    // The candidate's message to the teacher stays in the candidate's outbox; the teacher's row as recipient is gone.
    const outbox = await call(app, 'GET', '/api/message/outbox', w.candidate);
    expect(outbox.json.items.find((m: { id: string }) => m.id === w.messages.toTeacher)).toMatchObject({ recipients: [] });
    const received = await call(app, 'GET', `/api/message/${w.messages.toCandidate}`, w.candidate);
    expect(received.json.sender).toEqual({ id: w.teacher.id, name: ERASED_NAME });
  });
});

describe('erasing a candidate: staff notes about planning name them nowhere', () => {
  it('replaces their name and address in PAT, education and location notes for every audience', async () => {
    const w = await world();
    const named = `${w.candidate.name} (${w.candidate.email})`;
    const [pat] = await handle.db
      .insert(schema.pats)
      .values({ title: `PAT ${serial}`, teacherNotes: `Let op ${named}: extra uitleg.`, candidateNotes: `Rijd mee met ${w.candidate.name}.` })
      .returning();
    const [education] = await handle.db
      .insert(schema.educations)
      .values({ title: `Opleiding ${serial}`, teacherNotes: `${named} komt later.`, candidateNotes: `Vraag ${w.candidate.email} om de sleutel.` })
      .returning();
    const [location] = await handle.db
      .insert(schema.locations)
      .values({
        name: `Locatie ${serial}`,
        street: 'Kade 1',
        postcode: '1234 AB',
        city: 'Hengelo',
        accessibilityText: `Rolstoelplek voor ${named}.`,
        directions: `Vraag naar ${w.candidate.name}.`,
        internalNotes: `Bel ${named} bij storing.`,
      })
      .returning();
    expect(await wherePresent(w.candidate.name)).toEqual(
      expect.arrayContaining(['pats.teacher_notes (1)', 'pats.candidate_notes (1)', 'educations.teacher_notes (1)', 'locations.accessibility_text (1)', 'locations.directions (1)', 'locations.internal_notes (1)']),
    );

    expect((await erase(w.coordinator, w.candidate.id)).status).toBe(200);
    expect(await wherePresent(w.candidate.name)).toEqual([]);
    expect(await wherePresent(w.candidate.email)).toEqual([]);
    const [patAfter] = await handle.db.select().from(schema.pats).where(eq(schema.pats.id, pat!.id));
    expect(patAfter).toMatchObject({ teacherNotes: `Let op ${ERASED_NAME} (${ERASED_NAME}): extra uitleg.`, candidateNotes: `Rijd mee met ${ERASED_NAME}.` });
    const [educationAfter] = await handle.db.select().from(schema.educations).where(eq(schema.educations.id, education!.id));
    expect(educationAfter).toMatchObject({ teacherNotes: `${ERASED_NAME} (${ERASED_NAME}) komt later.`, candidateNotes: `Vraag ${ERASED_NAME} om de sleutel.` });
    const [locationAfter] = await handle.db.select().from(schema.locations).where(eq(schema.locations.id, location!.id));
    expect(locationAfter).toMatchObject({
      accessibilityText: `Rolstoelplek voor ${ERASED_NAME} (${ERASED_NAME}).`,
      directions: `Vraag naar ${ERASED_NAME}.`,
      internalNotes: `Bel ${ERASED_NAME} (${ERASED_NAME}) bij storing.`,
    });
  });
});
