/**
 * The beroepen-quiz's own calls in-process (docs/api.md "Beroepen-quiz"; docs/decisions/036-profession-quiz.md):
 * the public result of a complete answer set with the catalogue's professions in the asked language, a prospect's
 * contact request stored only with consent and valid details, and a candidate's saved quizzes with links to their
 * assigned tests.
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackend, type Backend } from '#src/backend/app';
import { resetConfig } from '#src/config.server';
import type { DbHandle } from '#src/server/db/client';
import { professionTests, quizProspects, quizResults, testAssignments } from '#src/server/db/schema';
import { memoryMailer } from '#src/server/mail/memory-mailer';
import { call, createUser, openTestDb, type TestUser } from '#src/server/testing/api';
import { QUIZ_ITEMS } from '#src/features/profession-quiz/content/items';
import { seedProfessionCatalogue } from '#src/features/profession-quiz/content/professions';
import type { QuizResult, SavedQuiz } from '#src/features/profession-quiz/contract';
import type { Answer } from '#src/features/profession-quiz/scoring';
import { quizRows } from '#src/features/privacy/api/export-rows';

let handle: DbHandle;
let app: Backend;
let candidate: TestUser;
let professionIds: Map<string, string>;

/** Every item of `liked` areas 'leuk', the rest 'niet leuk'. */
const answersLiking = (...liked: string[]): Record<string, Answer> =>
  Object.fromEntries(QUIZ_ITEMS.map((item) => [item.id, liked.includes(item.area) ? 'like' : 'dislike']));

beforeAll(async () => {
  handle = await openTestDb();
  app = createBackend({ db: handle.db, mailer: memoryMailer().mailer });
  professionIds = await seedProfessionCatalogue(handle.db);
  candidate = await createUser(handle, 'User');
});

afterAll(async () => {
  await handle?.close();
});

describe('POST /api/quiz/score', () => {
  it('answers the top areas and the best-matching professions with descriptions in the asked language, storing nothing', async () => {
    const answer = await call(app, 'POST', '/api/quiz/score', undefined, { language: 'ar', answers: answersLiking('S') });
    expect(answer.status).toBe(200);
    const result = answer.json as QuizResult;
    expect(result.topAreas).toEqual(['S']);
    expect(result.areas[0]).toEqual({ area: 'S', score: 12, likes: 6, strong: true });
    // SEC, SAE and SRC match equally (3 · 12 of 6 · 12 = 50 %): by name.
    expect(result.professions.slice(0, 3).map((p) => [p.name, p.match])).toEqual([
      ['Klantenservicemedewerker', 50],
      ['Pedagogisch medewerker', 50],
      ['Verzorgende', 50],
    ]);
    expect(result.professions[0]).toMatchObject({ hollandCode: 'SEC', localName: 'موظف خدمة العملاء', descriptionLanguage: 'ar', hasTest: false, testHref: null });
    expect(result.professions[0]!.description).toMatch(/[\u0600-\u06ff]/);
    expect(result.professions.every((p) => p.match > 0)).toBe(true);
    expect((await handle.db.select({ n: count() }).from(quizResults))[0]!.n).toBe(0);
    expect((await handle.db.select({ n: count() }).from(quizProspects))[0]!.n).toBe(0);
  });

  it('names each profession in the quiz’s language beside its Dutch name, and only in Dutch for a Dutch quiz', async () => {
    const inEnglish = (await call(app, 'POST', '/api/quiz/score', undefined, { language: 'en', answers: answersLiking('R', 'C') })).json as QuizResult;
    expect(inEnglish.professions.find((p) => p.name === 'Magazijnmedewerker')).toMatchObject({ localName: 'Warehouse worker' });
    expect(inEnglish.professions.every((p) => p.localName)).toBe(true);
    const inDutch = (await call(app, 'POST', '/api/quiz/score', undefined, { language: 'nl', answers: answersLiking('R', 'C') })).json as QuizResult;
    expect(inDutch.professions.map((p) => p.localName)).toEqual(inDutch.professions.map(() => null));
  });

  it('refuses an incomplete or unknown answer set with a Dutch message', async () => {
    const partial = Object.fromEntries(Object.entries(answersLiking('R')).slice(0, 35));
    for (const answers of [partial, { ...answersLiking('R'), X1: 'like' }, { ...answersLiking('R'), R1: 'heel leuk' }]) {
      const answer = await call(app, 'POST', '/api/quiz/score', undefined, { language: 'nl', answers });
      expect(answer.status).toBe(400);
      expect(JSON.stringify(answer.json)).toContain('Beantwoord alle 36 vragen van de quiz.');
    }
  });
});

describe('POST /api/quiz/prospects', () => {
  const base = { language: 'nl', answers: answersLiking('R', 'C'), name: 'Sanne de Wit' };

  it('stores a consenting prospect with the time of consent and answers only the result', async () => {
    const answer = await call(app, 'POST', '/api/quiz/prospects', undefined, { ...base, email: 'Sanne@Example.org', phone: '', consent: true });
    expect(answer.status).toBe(201);
    expect(answer.json).not.toHaveProperty('id');
    expect((answer.json as QuizResult).professions[0]!.name).toMatch(/Magazijnmedewerker|Productiemedewerker|Schoonmaker/);
    const [row] = await handle.db.select().from(quizProspects).where(eq(quizProspects.name, 'Sanne de Wit'));
    expect(row).toMatchObject({ email: 'sanne@example.org', phone: null, topAreas: 'RC', language: 'nl' });
    expect(Date.now() - row!.consentAt.getTime()).toBeLessThan(60_000);
  });

  it('refuses without consent, without any way to reach the person, or with a wrong number, and stores nothing', async () => {
    const before = (await handle.db.select({ n: count() }).from(quizProspects))[0]!.n;
    const refusals = [
      { ...base, email: 'a@example.org' },
      { ...base, email: 'a@example.org', consent: false },
      { ...base, consent: true },
      { ...base, phone: '12', consent: true },
      { ...base, email: 'geen-adres', consent: true },
    ];
    for (const body of refusals) expect((await call(app, 'POST', '/api/quiz/prospects', undefined, body)).status).toBe(400);
    expect((await handle.db.select({ n: count() }).from(quizProspects))[0]!.n).toBe(before);
  });

  it('takes a phone number alone', async () => {
    const answer = await call(app, 'POST', '/api/quiz/prospects', undefined, { ...base, name: 'Omar', phone: '+31 6 1234 5678', consent: true });
    expect(answer.status).toBe(201);
  });
});

describe('a candidate’s quizzes', () => {
  it('saves every try, answers the newest, and links a profession’s test when it is assigned to them', async () => {
    expect((await call(app, 'GET', '/api/quiz/results/mine', candidate)).json).toBeNull();
    const [test] = await handle.db
      .insert(professionTests)
      .values({ professionId: professionIds.get('Magazijnmedewerker')!, title: 'Beroepentest Magazijnmedewerker', languages: ['nl'], passPercent: 60 })
      .returning();
    await handle.db.insert(testAssignments).values({ testId: test!.id, candidateId: candidate.id });

    const first = await call(app, 'POST', '/api/quiz/results', candidate, { language: 'nl', answers: answersLiking('S') });
    expect(first.status).toBe(201);
    const second = (await call(app, 'POST', '/api/quiz/results', candidate, { language: 'pl', answers: answersLiking('R', 'C') })).json as SavedQuiz;
    const mine = (await call(app, 'GET', '/api/quiz/results/mine', candidate)).json as SavedQuiz;
    expect(mine.id).toBe(second.id);
    expect(mine.result.language).toBe('pl');
    expect(mine.result.topAreas).toEqual(['R', 'C']);
    const warehouse = mine.result.professions.find((p) => p.name === 'Magazijnmedewerker');
    expect(warehouse).toMatchObject({ hasTest: true, testHref: `/dashboard/test/overzicht/${test!.id}` });
    expect((await handle.db.select({ n: count() }).from(quizResults).where(eq(quizResults.candidateId, candidate.id)))[0]!.n).toBe(2);
  });

  it('is the candidate’s own: another candidate sees none of it, and other roles may not save', async () => {
    const other = await createUser(handle, 'User');
    expect((await call(app, 'GET', '/api/quiz/results/mine', other)).json).toBeNull();
    const teacher = await createUser(handle, 'Teacher');
    expect((await call(app, 'POST', '/api/quiz/results', teacher, { language: 'nl', answers: answersLiking('R') })).status).toBe(401);
  });
});

describe('privacy', () => {
  it('exports a candidate’s quizzes with the answer per item and erases them with the candidate', async () => {
    const person = await createUser(handle, 'User');
    await call(app, 'POST', '/api/quiz/results', person, { language: 'tr', answers: answersLiking('A') });
    const rows = await quizRows(handle.db, person.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ language: 'tr', topAreas: 'A' });
    expect((rows[0]!.answers as unknown[])[0]).toEqual({ item: 'R1', text: 'Dozen inpakken en klaarzetten voor verzending', answer: 'dislike' });
    const staff = await createUser(handle, 'Coordinator');
    expect((await call(app, 'DELETE', `/api/user/deleteUser?userId=${person.id}`, staff)).status).toBe(200);
    expect(await handle.db.select().from(quizResults).where(eq(quizResults.candidateId, person.id))).toEqual([]);
  });
});

describe('throttling the public calls', () => {
  it('counts them per client address against QUIZ_IP_LIMIT, apart from the password and activation calls', async () => {
    const previous = process.env.QUIZ_IP_LIMIT;
    process.env.QUIZ_IP_LIMIT = '2';
    resetConfig();
    try {
      const from = (ip: string, path: string, body: unknown) =>
        app.request(path, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': ip }, body: JSON.stringify(body) });
      const score = { language: 'nl', answers: answersLiking('R') };
      expect((await from('10.9.0.1', '/api/quiz/score', score)).status).toBe(200);
      expect((await from('10.9.0.1', '/api/quiz/score', score)).status).toBe(200);
      const limited = await from('10.9.0.1', '/api/quiz/prospects', { ...score, name: 'Derde', email: 'derde@example.org', consent: true });
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      // Another address has its own count, and the address's password calls are not used up by the quiz.
      expect((await from('10.9.0.2', '/api/quiz/score', score)).status).toBe(200);
      expect((await from('10.9.0.1', '/api/user/ForgotPassword', { email: 'iemand@example.org' })).status).not.toBe(429);
    } finally {
      if (previous === undefined) delete process.env.QUIZ_IP_LIMIT;
      else process.env.QUIZ_IP_LIMIT = previous;
      resetConfig();
    }
  });
});
