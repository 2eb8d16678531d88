/**
 * The beroepen-quiz for staff and teachers (docs/api.md "Beroepen-quiz"; lists.ts), in-process on a fresh database:
 * who reads which candidates' quizzes (a teacher only their linked candidates, 404 outside), the prospects' search,
 * area filter and pages, deleting a prospect, inviting one as a candidate (account, moved quiz, mail, and nothing
 * changed when the address is taken or the mail fails; once when sent twice with the same `Idempotency-Key`), and the
 * retention of prospects.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackend, type Backend } from '#src/backend/app';
import type { DbHandle } from '#src/server/db/client';
import { candidateProfiles, mailOutbox, quizProspects, quizResults, users } from '#src/server/db/schema';
import { linkIn, memoryMailer } from '#src/server/mail/memory-mailer';
import { call, createOrganization, createUser, link, openTestDb, withKey, type Answer, type TestUser } from '#src/server/testing/api';
import { INVITE_TITLES } from '#src/features/accounts/api/invitation';
import type { Area } from '#src/features/profession-quiz/content/areas';
import { QUIZ_ITEMS } from '#src/features/profession-quiz/content/items';
import { seedProfessionCatalogue } from '#src/features/profession-quiz/content/professions';
import type { Answers } from '#src/features/profession-quiz/scoring';
import type { Language } from '#src/lib/i18n/locales';
import { topAreasText } from './results';
import { LIST_TITLES } from './lists';
import { addMonths, pruneProspects } from './retention';

let handle: DbHandle;
let app: Backend;
const { mailer, sent } = memoryMailer();
/** A mailer whose transport is down. */
const brokenMailer = { send: async () => Promise.reject(new Error('SMTP onbereikbaar')) };
let brokenApp: Backend;

let admin: TestUser;
let coordinator: TestUser;
let teacher: TestUser;
/** A teacher marked intakebegeleider: reads the prospects, which `teacher` may not. */
let intakeTeacher: TestUser;
let contact: TestUser;
let user: TestUser;
/** Linked to `teacher`: two quizzes, the newer one social. */
let lotte: TestUser;
/** Not linked to `teacher`: one creative and precise quiz. */
let yousef: TestUser;
let orgId: string;
let lotteOld: string;
let lotteNew: string;
let yousefQuiz: string;

const api = (method: string, path: string, who?: TestUser, body?: unknown): Promise<Answer> => call(app, method, path, who, body);

/** 'leuk' on every item of `liked`, 'niet leuk' on the rest. */
function answersLiking(...liked: Area[]): Answers {
  return Object.fromEntries(QUIZ_ITEMS.map((item) => [item.id, liked.includes(item.area) ? 'like' : 'dislike'])) as Answers;
}

/** A stored quiz of `candidate`, `daysAgo` days ago: its id. */
async function quizOf(candidate: TestUser, answers: Answers, daysAgo: number, language: Language = 'nl'): Promise<string> {
  const [row] = await handle.db
    .insert(quizResults)
    .values({ candidateId: candidate.id, language, answers, topAreas: topAreasText(answers), createdAt: new Date(Date.now() - daysAgo * 86_400_000) })
    .returning({ id: quizResults.id });
  return row!.id;
}

let serial = 0;
/** A stored prospect: its id. */
async function prospect(values: { name?: string; email?: string | null; phone?: string | null; answers?: Answers; language?: Language; at?: Date } = {}): Promise<string> {
  const answers = values.answers ?? answersLiking('R');
  const at = values.at ?? new Date();
  const [row] = await handle.db
    .insert(quizProspects)
    .values({
      name: values.name ?? `Belangstellende ${++serial}`,
      email: values.email === undefined ? `belangstellende-${++serial}@quiz.test` : values.email,
      phone: values.phone ?? null,
      consentAt: at,
      createdAt: at,
      language: values.language ?? 'nl',
      answers,
      topAreas: topAreasText(answers),
    })
    .returning({ id: quizProspects.id });
  return row!.id;
}

beforeAll(async () => {
  handle = await openTestDb();
  await seedProfessionCatalogue(handle.db);
  app = createBackend({ db: handle.db, mailer });
  brokenApp = createBackend({ db: handle.db, mailer: brokenMailer, logError: () => {} });
  orgId = (await createOrganization(handle, 'Zorggroep Oost')).id;
  admin = await createUser(handle, 'Admin');
  coordinator = await createUser(handle, 'Coordinator');
  teacher = await createUser(handle, 'Teacher');
  intakeTeacher = await createUser(handle, 'Teacher', { intakeSupervisor: true });
  contact = await createUser(handle, 'ContactPerson', { organizationId: orgId });
  user = await createUser(handle, 'User', { organizationId: orgId });
  lotte = await createUser(handle, 'User', { name: 'Lotte Visser', email: 'lotte.visser@quiz.test', organizationId: orgId });
  yousef = await createUser(handle, 'User', { name: 'Yousef Haddad', email: 'yousef.haddad@quiz.test' });
  await link(handle, teacher, lotte);
  lotteOld = await quizOf(lotte, answersLiking('R'), 10);
  lotteNew = await quizOf(lotte, answersLiking('S'), 2);
  yousefQuiz = await quizOf(yousef, answersLiking('A', 'C'), 1, 'ar');
});

afterAll(async () => {
  await handle?.close();
});

describe('the candidates’ quizzes', () => {
  it('lists the newest quiz of every candidate for staff, newest first, with top areas and three professions', async () => {
    const res = await api('GET', '/api/quiz/candidates', coordinator);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ total: 2, page: 1, pageSize: 20 });
    expect(res.json.items.map((i: { id: string }) => i.id)).toEqual([yousefQuiz, lotteNew]);
    const [yousefRow, lotteRow] = res.json.items;
    expect(yousefRow.candidate).toEqual({ id: yousef.id, name: 'Yousef Haddad' });
    expect(yousefRow.topAreas).toEqual(['A', 'C']);
    expect(lotteRow.topAreas).toEqual(['S']);
    expect(lotteRow.professions.length).toBeGreaterThan(0);
    expect(lotteRow.professions.length).toBeLessThanOrEqual(3);
    expect(typeof lotteRow.professions[0]).toBe('string');
  });

  it('shows a teacher only the quizzes of their linked candidates, and 404 for another candidate’s quiz', async () => {
    const list = await api('GET', '/api/quiz/candidates', teacher);
    expect(list.status).toBe(200);
    expect(list.json.total).toBe(1);
    expect(list.json.items[0].id).toBe(lotteNew);
    expect(JSON.stringify(list.json)).not.toContain(yousef.id);
    expect((await api('GET', `/api/quiz/candidates/${yousefQuiz}`, teacher)).status).toBe(404);
    expect((await api('GET', `/api/quiz/candidates/${lotteOld}`, teacher)).status).toBe(200);
  });

  it('shows one quiz with every answer in Dutch, the language it was taken in, a Dutch result and every try', async () => {
    const res = await api('GET', `/api/quiz/candidates/${yousefQuiz}`, admin);
    expect(res.status).toBe(200);
    expect(res.json.candidate).toEqual({ id: yousef.id, name: 'Yousef Haddad', email: 'yousef.haddad@quiz.test' });
    expect(res.json.language).toBe('ar');
    expect(res.json.answers).toHaveLength(36);
    expect(res.json.answers[0]).toEqual({ itemId: QUIZ_ITEMS[0]!.id, area: QUIZ_ITEMS[0]!.area, text: QUIZ_ITEMS[0]!.text.nl, answer: 'dislike' });
    expect(res.json.result.language).toBe('nl');
    expect(res.json.result.topAreas).toEqual(['A', 'C']);
    expect(res.json.result.professions[0].descriptionLanguage).toBe('nl');
    const lotteDetail = await api('GET', `/api/quiz/candidates/${lotteOld}`, coordinator);
    expect(lotteDetail.json.tries.map((t: { id: string }) => t.id)).toEqual([lotteNew, lotteOld]);
    expect(lotteDetail.json.result.topAreas).toEqual(['R']);
  });

  it('searches the name and e-mail address case-insensitively and filters on a top area', async () => {
    const ids = async (query: string) => (await api('GET', `/api/quiz/candidates?${query}`, coordinator)).json.items.map((i: { id: string }) => i.id);
    expect(await ids('q=visser')).toEqual([lotteNew]);
    expect(await ids('q=YOUSEF.HADDAD@')).toEqual([yousefQuiz]);
    expect(await ids('q=niemand')).toEqual([]);
    expect(await ids('area=C')).toEqual([yousefQuiz]);
    expect(await ids('area=S')).toEqual([lotteNew]);
    // The older quiz liked R; only the newest quiz counts.
    expect(await ids('area=R')).toEqual([]);
    expect((await api('GET', '/api/quiz/candidates?area=X', coordinator)).status).toBe(400);
  });

  it('answers 404 for an unknown id or one that is not an id, 401 for contact persons, candidates and strangers', async () => {
    expect((await api('GET', '/api/quiz/candidates/00000000-0000-4000-8000-000000000000', admin)).status).toBe(404);
    expect((await api('GET', '/api/quiz/candidates/geen-id', admin)).status).toBe(404);
    for (const who of [contact, user, undefined]) {
      expect((await api('GET', '/api/quiz/candidates', who)).status).toBe(401);
      expect((await api('GET', `/api/quiz/candidates/${lotteNew}`, who)).status).toBe(401);
      expect((await api('GET', '/api/quiz/prospects', who)).status).toBe(401);
    }
  });
});

describe('the prospects', () => {
  let amira: string;
  let bas: string;

  beforeAll(async () => {
    await handle.db.delete(quizProspects);
    amira = await prospect({ name: 'Amira Saleh', email: null, phone: '06 12 34 56 78', answers: answersLiking('S', 'E'), language: 'ar', at: new Date(Date.now() - 3_600_000) });
    bas = await prospect({ name: 'Bas de Wit', email: 'bas.dewit@quiz.test', answers: answersLiking('R', 'C') });
  });

  it('lists them for staff and intakebegeleiders, newest first, with contact details and top areas', async () => {
    for (const who of [coordinator, intakeTeacher]) {
      const res = await api('GET', '/api/quiz/prospects', who);
      expect(res.status).toBe(200);
      expect(res.json.total).toBe(2);
      expect(res.json.items.map((p: { id: string }) => p.id)).toEqual([bas, amira]);
      expect(res.json.items[1]).toMatchObject({ name: 'Amira Saleh', email: null, phone: '06 12 34 56 78', language: 'ar', topAreas: ['S', 'E'] });
      expect(res.json.items[1].professions.length).toBeGreaterThan(0);
    }
  });

  it('finds a prospect by name, e-mail address or the digits of the phone number, and by area', async () => {
    const ids = async (query: string) => (await api('GET', `/api/quiz/prospects?${query}`, coordinator)).json.items.map((p: { id: string }) => p.id);
    expect(await ids('q=amira')).toEqual([amira]);
    expect(await ids('q=DEWIT@')).toEqual([bas]);
    expect(await ids('q=0612345678')).toEqual([amira]);
    expect(await ids('q=34%2056')).toEqual([amira]);
    expect(await ids('area=E')).toEqual([amira]);
    expect(await ids('area=C&q=bas')).toEqual([bas]);
    expect(await ids('area=I')).toEqual([]);
  });

  it('pages by 20', async () => {
    const many = Array.from({ length: 21 }, (_, i) => prospect({ name: `Paginatest ${i}`, at: new Date(Date.now() - (i + 10) * 60_000) }));
    await Promise.all(many);
    const first = await api('GET', '/api/quiz/prospects?q=paginatest', coordinator);
    const second = await api('GET', '/api/quiz/prospects?q=paginatest&page=2', coordinator);
    expect(first.json).toMatchObject({ total: 21, page: 1, pageSize: 20 });
    expect(first.json.items).toHaveLength(20);
    expect(second.json.items.map((p: { name: string }) => p.name)).toEqual(['Paginatest 20']);
    expect((await api('GET', '/api/quiz/prospects?q=paginatest&page=3', coordinator)).json.items).toEqual([]);
  });

  it('is 404 for a teacher who is no intakebegeleider: the list and each prospect, whatever the id', async () => {
    const list = await api('GET', '/api/quiz/prospects', teacher);
    expect(list.status).toBe(404);
    expect(JSON.stringify(list.json)).not.toContain('Amira');
    expect((await api('GET', `/api/quiz/prospects/${amira}`, teacher)).status).toBe(404);
    expect((await api('GET', '/api/quiz/prospects/00000000-0000-4000-8000-000000000000', teacher)).status).toBe(404);
    // The mark is read on every call: taking it away takes the access away.
    await handle.db.update(users).set({ intakeSupervisor: false }).where(eq(users.id, intakeTeacher.id));
    expect((await api('GET', '/api/quiz/prospects', intakeTeacher)).status).toBe(404);
    await handle.db.update(users).set({ intakeSupervisor: true }).where(eq(users.id, intakeTeacher.id));
    expect((await api('GET', '/api/quiz/prospects', intakeTeacher)).status).toBe(200);
  });

  it('shows one prospect with consent time, erasure date, answers and a Dutch result', async () => {
    const res = await api('GET', `/api/quiz/prospects/${amira}`, intakeTeacher);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ id: amira, name: 'Amira Saleh', email: null, phone: '06 12 34 56 78', language: 'ar' });
    expect(res.json.erasedAfter).toBe(addMonths(new Date(res.json.consentAt), 12).toISOString());
    expect(res.json.answers).toHaveLength(36);
    expect(res.json.result.topAreas).toEqual(['S', 'E']);
    expect(res.json.result.language).toBe('nl');
    expect((await api('GET', '/api/quiz/prospects/00000000-0000-4000-8000-000000000000', intakeTeacher)).status).toBe(404);
  });

  it('lets staff delete a prospect (teachers 401), after which it is gone', async () => {
    const id = await prospect({ name: 'Weg Ermee' });
    expect((await api('DELETE', `/api/quiz/prospects/${id}`, teacher)).status).toBe(401);
    expect((await api('DELETE', `/api/quiz/prospects/${id}`, coordinator)).status).toBe(204);
    expect((await api('GET', `/api/quiz/prospects/${id}`, coordinator)).status).toBe(404);
    expect((await api('DELETE', `/api/quiz/prospects/${id}`, coordinator)).status).toBe(404);
  });
});

describe('inviting a prospect as a candidate', () => {
  it('makes an invited candidate, moves the quiz, deletes the prospect and mails the invitation', async () => {
    const at = new Date(Date.now() - 5 * 86_400_000);
    const answers = answersLiking('S', 'E');
    const id = await prospect({ name: 'Amal Darwish', email: null, phone: '06 87654321', answers, language: 'ar', at });
    const body = { organizationId: orgId };
    expect(await api('POST', `/api/quiz/prospects/${id}/invite`, teacher, { ...body, email: 'amal@quiz.test' })).toMatchObject({ status: 401 });
    expect(await api('POST', `/api/quiz/prospects/${id}/invite`, coordinator, body)).toMatchObject({ status: 400, json: { title: LIST_TITLES.emailRequired } });

    const res = await api('POST', `/api/quiz/prospects/${id}/invite`, coordinator, { ...body, email: 'Amal.Darwish@Quiz.test' });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    expect(res.json.status).toBe('invited');
    const [account] = await handle.db.select().from(users).where(eq(users.id, res.json.id));
    expect(account).toMatchObject({ name: 'Amal Darwish', email: 'amal.darwish@quiz.test', role: 'User', status: 'invited', organizationId: orgId, phone: '06 87654321' });
    const [profile] = await handle.db.select().from(candidateProfiles).where(eq(candidateProfiles.userId, res.json.id));
    expect(profile?.preferredLanguage).toBe('ar');
    const [moved] = await handle.db.select().from(quizResults).where(eq(quizResults.candidateId, res.json.id));
    expect(moved).toMatchObject({ id: res.json.resultId, language: 'ar', answers, topAreas: 'SE' });
    expect(moved?.createdAt.toISOString()).toBe(at.toISOString());
    expect(await handle.db.select().from(quizProspects).where(eq(quizProspects.id, id))).toEqual([]);
    const mail = sent.filter((m) => m.to === 'amal.darwish@quiz.test').at(-1);
    expect(linkIn(mail, '/account/confirm').searchParams.get('email')).toBe('amal.darwish@quiz.test');

    // Now a candidate: the quiz is listed under the candidates.
    const listed = await api('GET', '/api/quiz/candidates?q=amal', coordinator);
    expect(listed.json.items.map((i: { id: string }) => i.id)).toEqual([res.json.resultId]);
    expect((await api('POST', `/api/quiz/prospects/${id}/invite`, coordinator, body)).status).toBe(404);
  });

  it('invites once when the invite form is sent twice with the same key: one account, one mail, the same answer', async () => {
    const email = `dubbel-${++serial}@quiz.test`;
    const id = await prospect({ name: 'Dana Dubbel', email });
    const key = crypto.randomUUID();
    const invite = () => call(app, 'POST', `/api/quiz/prospects/${id}/invite`, coordinator, { organizationId: orgId }, withKey(key));
    const [first, second] = await Promise.all([invite(), invite()]);
    expect(first.status).toBe(201);
    expect(second).toEqual(first);
    expect(await handle.db.select({ id: users.id }).from(users).where(eq(users.email, email))).toEqual([{ id: first.json.id }]);
    expect(sent.filter((m) => m.to === email)).toHaveLength(1);
  });

  it('takes the prospect’s own address and the chosen profession', async () => {
    const id = await prospect({ name: 'Bram Bos', email: 'bram.bos@quiz.test' });
    const [profession] = await handle.db.query.professions.findMany({ limit: 1 });
    const res = await api('POST', `/api/quiz/prospects/${id}/invite`, admin, { organizationId: orgId, professionId: profession!.id });
    expect(res.status).toBe(201);
    const [account] = await handle.db.select().from(users).where(eq(users.id, res.json.id));
    expect(account).toMatchObject({ email: 'bram.bos@quiz.test', professionId: profession!.id });
  });

  it('refuses an address in use (409), an unknown organisation (400), and leaves the prospect as it was', async () => {
    const id = await prospect({ name: 'Dubbel Adres', email: lotte.email });
    expect(await api('POST', `/api/quiz/prospects/${id}/invite`, coordinator, { organizationId: orgId })).toMatchObject({
      status: 409,
      json: { title: INVITE_TITLES.emailTaken },
    });
    expect((await api('POST', `/api/quiz/prospects/${id}/invite`, coordinator, { organizationId: '00000000-0000-4000-8000-000000000000', email: 'nieuw@quiz.test' })).status).toBe(400);
    expect((await api('POST', `/api/quiz/prospects/${id}/invite`, coordinator, { email: 'nieuw@quiz.test' })).status).toBe(400);
    expect((await api('GET', `/api/quiz/prospects/${id}`, coordinator)).status).toBe(200);
    expect(await handle.db.select().from(users).where(eq(users.email, 'nieuw@quiz.test'))).toEqual([]);
  });

  it('invites while the mail server is down: the invitation waits in the outbox (decision 049)', async () => {
    const id = await prospect({ name: 'Post Weg', email: 'post.weg@quiz.test', language: 'tr' });
    const invited = await call(brokenApp, 'POST', `/api/quiz/prospects/${id}/invite`, coordinator, { organizationId: orgId });
    expect(invited.status).toBe(201);
    expect(await handle.db.select({ status: users.status }).from(users).where(eq(users.email, 'post.weg@quiz.test'))).toEqual([{ status: 'invited' }]);
    expect(await handle.db.select().from(quizProspects).where(eq(quizProspects.id, id))).toEqual([]);
    expect(await handle.db.select({ state: mailOutbox.state, attempts: mailOutbox.attempts }).from(mailOutbox).where(eq(mailOutbox.to, 'post.weg@quiz.test'))).toEqual([
      { state: 'pending', attempts: 1 },
    ]);
  });
});

describe('retention of prospects', () => {
  it('deletes a prospect whose consent is older than PROSPECT_RETENTION_MONTHS and keeps a newer one', async () => {
    const now = new Date();
    const expired = await prospect({ name: 'Te Oud', at: addMonths(now, -12 - 1) });
    const justExpired = await prospect({ name: 'Net Te Oud', at: new Date(addMonths(now, -12).getTime() - 60_000) });
    const kept = await prospect({ name: 'Nog Goed', at: addMonths(now, -11) });
    expect(await pruneProspects(handle.db, now)).toBeGreaterThanOrEqual(2);
    const left = (await handle.db.select({ id: quizProspects.id }).from(quizProspects)).map((p) => p.id);
    expect(left).not.toContain(expired);
    expect(left).not.toContain(justExpired);
    expect(left).toContain(kept);
  });

  it('runs when the prospects are first read in this process', async () => {
    const own = await openTestDb();
    try {
      const ownApp = createBackend({ db: own.db, mailer });
      const [old] = await own.db
        .insert(quizProspects)
        .values({ name: 'Vergeten', email: 'vergeten@quiz.test', consentAt: addMonths(new Date(), -13), language: 'nl', answers: answersLiking('I'), topAreas: 'I' })
        .returning({ id: quizProspects.id });
      const res = await call(ownApp, 'GET', '/api/quiz/prospects', await createUser(own, 'Coordinator'));
      expect(res.status).toBe(200);
      expect(res.json.total).toBe(0);
      expect(await own.db.select().from(quizProspects).where(eq(quizProspects.id, old!.id))).toEqual([]);
    } finally {
      await own.close();
    }
  });
});
