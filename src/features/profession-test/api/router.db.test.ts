/**
 * `/api/test` in-process on a fresh database (docs/api.md "Profession test"): the candidate flow,
 * who may see what, the answer sequence rules, time running out, scoring open answers, staff calls and the
 * candidate profile. Content comes from features/content/api/fixtures.ts, not from the seed.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ModuleContent } from '#src/features/content/model';
import { createBackend } from '#src/backend/app';
import type { DbHandle } from '#src/server/db/client';
import { attemptAnswers, candidateProfiles, notifications, testAttempts } from '#src/server/db/schema';
import { sampleModule } from '#src/features/content/api/fixtures';
import { type Answer, call, createUser, link, openTestDb, type TestUser } from '#src/server/testing/api';
import { mailboxWorld } from '#src/features/mailbox/api/fixtures';
import { createModule, createProfession, createTestVia, licencesFor, type TestOptions } from './fixtures';

let handle: DbHandle;
let app: ReturnType<typeof createBackend>;
let w: Awaited<ReturnType<typeof mailboxWorld>>;
let professionId: string;
/** Module ids: Veiligheid (questions a-…), Rekenen (b-…), without open questions (c-…), nl+ar only (d-…). */
let m: { safety: string; maths: string; closedOnly: string; noEnglish: string; sameIds: string };

const CLOSED_TITLE = 'Deze test is afgesloten. Je antwoorden zijn bewaard tot het moment van afsluiten.';

beforeAll(async () => {
  handle = await openTestDb();
  app = createBackend({ db: handle.db, mailer: { send: async () => {} } });
  w = await mailboxWorld(handle);
  professionId = (await createProfession(handle, 'Magazijnmedewerker')).id;
  const withoutOpen = (content: ModuleContent): ModuleContent => ({
    ...content,
    parts: content.parts.filter((p) => !(p.type === 'question' && p.kind === 'open')),
  });
  m = {
    safety: (await createModule(handle, sampleModule('a-', { title: 'Veiligheid' }), professionId)).moduleId,
    maths: (await createModule(handle, sampleModule('b-', { title: 'Rekenen' }), professionId)).moduleId,
    closedOnly: (await createModule(handle, withoutOpen(sampleModule('c-', { title: 'Zonder open vragen' })), professionId)).moduleId,
    noEnglish: (await createModule(handle, sampleModule('d-', { title: 'Pictogrammen', dropEnglishFrom: 'd-tf' }))).moduleId,
    sameIds: (await createModule(handle, sampleModule('a-', { title: 'Dubbel' }))).moduleId,
  };
});
afterAll(async () => {
  await handle?.close();
});

/**
 * Checks that a JSON answer to a candidate never carries correct answers or guidance, except the answers of a
 * final result when the test shows them (docs/api.md, "Profession test").
 */
function expectNothingSecret({ json }: Answer): void {
  const text = JSON.stringify(json);
  expect(text).not.toContain('"guidance"');
  expect(text).not.toContain('Melden bij de leidinggevende');
  if (!Array.isArray(json?.answers)) expect(text).not.toContain('"correct"');
}

/** A call as a candidate; every answer is checked for correct answers and guidance (`expectNothingSecret`). */
async function asCandidate(method: string, path: string, user: TestUser, body?: unknown): Promise<Answer> {
  const answer = await call(app, method, path, user, body);
  expectNothingSecret(answer);
  return answer;
}

/** A new test of `modules` assigned to `candidates` (default: the world's candidate). */
const newTest = (modules: string[] = [m.safety, m.maths], options: TestOptions = {}, candidates: TestUser[] = [w.candidate]) =>
  createTestVia(app, w.coordinator, professionId, modules, candidates, { title: 'Beroepentest Magazijn', ...options });

/** A started attempt of a new test for the world's candidate. */
async function startedAttempt(modules?: string[], options: TestOptions = {}, language = 'nl') {
  const testId = await newTest(modules, options);
  const started = await asCandidate('POST', `/api/test/${testId}/start`, w.candidate, { language });
  expect(started.status).toBe(200);
  return { testId, attemptId: started.json.attemptId as string };
}

const answer = (attemptId: string, questionId: string, value: unknown, seq: number, user = w.candidate) =>
  asCandidate('PUT', `/api/test/attempt/${attemptId}/answer`, user, { questionId, value, seq });

const stored = async (attemptId: string, questionId: string) =>
  (
    await handle.db
      .select()
      .from(attemptAnswers)
      .where(and(eq(attemptAnswers.attemptId, attemptId), eq(attemptAnswers.questionId, questionId)))
  )[0];

const attemptRow = async (attemptId: string) => (await handle.db.select().from(testAttempts).where(eq(testAttempts.id, attemptId)))[0];

const resultNotes = (user: TestUser) =>
  handle.db.select().from(notifications).where(and(eq(notifications.userId, user.id), eq(notifications.type, 2)));

describe('the candidate flow', () => {
  it('lists, starts in Arabic, shows modules, saves answers, closes, and gets a final result after scoring', async () => {
    // Its own candidate (linked to the world's teacher), so other tests' attempts and notifications don't count.
    const candidate = await createUser(handle, 'User', { name: 'Fatima Stroom', organizationId: w.orgA.id });
    await link(handle, w.teacher, candidate);
    const testId = await newTest(undefined, {}, [candidate]);

    const mine = await asCandidate('GET', '/api/test/mine', candidate);
    expect(mine.status).toBe(200);
    expect(mine.json).toContainEqual({
      testId,
      title: 'Beroepentest Magazijn',
      languages: ['nl', 'ar'],
      timeLimitMinutes: null,
      state: 'not_started',
      attemptId: null,
      secondsLeft: null,
      deadlineAt: null,
    });

    const before = await asCandidate('GET', `/api/test/${testId}/candidate`, candidate);
    expect(before.json).toEqual({
      testId,
      title: 'Beroepentest Magazijn',
      languages: [
        { code: 'nl', name: 'Nederlands' },
        { code: 'ar', name: 'العربية' },
      ],
      timeLimitMinutes: null,
      moduleCount: 2,
      attemptId: null,
      language: null,
      state: 'not_started',
    });

    const started = await asCandidate('POST', `/api/test/${testId}/start`, candidate, { language: 'ar' });
    expect(started.status).toBe(200);
    expect(started.json).toEqual({ attemptId: expect.any(String), language: 'ar' });
    const { attemptId } = started.json;

    const overview = await asCandidate('GET', `/api/test/attempt/${attemptId}`, candidate);
    expect(overview.json).toEqual({
      attemptId,
      testId,
      title: 'Beroepentest Magazijn',
      language: 'ar',
      dir: 'rtl',
      status: 'in_progress',
      secondsLeft: null,
      deadlineAt: null,
      modules: [
        { position: 1, title: 'AR Veiligheid', questionCount: 5, answered: 0, state: 'not_started' },
        { position: 2, title: 'AR Rekenen', questionCount: 5, answered: 0, state: 'not_started' },
      ],
    });

    const module1 = await asCandidate('GET', `/api/test/attempt/${attemptId}/module/1`, candidate);
    expect(module1.status).toBe(200);
    expect(module1.json).toMatchObject({
      attemptId,
      position: 1,
      language: 'ar',
      dir: 'rtl',
      title: 'AR Veiligheid',
      description: 'AR Vragen over veilig werken.',
      answers: {},
      status: 'in_progress',
      secondsLeft: null,
    });
    expect(module1.json.parts.map((p: { id: string }) => p.id)).toEqual(['a-intro', 'a-picture', 'a-single', 'a-multiple', 'a-tf', 'a-open', 'a-single2']);
    expect(module1.json.parts[2]).toEqual({
      id: 'a-single',
      type: 'question',
      kind: 'single',
      prompt: 'AR Welk bord betekent nooduitgang?',
      image: { src: '/content/test-bord.svg', alt: 'AR Een groen bord met een rennend poppetje', width: 200, height: 100 },
      points: 2,
      options: [
        { id: 'a', text: 'AR Het rode bord' },
        { id: 'b', text: 'AR Het groene bord' },
        { id: 'c', text: 'AR Het gele bord' },
      ],
    });

    // Module 1: everything right, the open answer waits for a teacher. Module 2: two of five answered.
    const saves: [string, unknown][] = [
      ['a-single', { kind: 'single', option: 'b' }],
      ['a-multiple', { kind: 'multiple', options: ['c', 'a'] }],
      ['a-tf', { kind: 'truefalse', value: true }],
      ['a-open', { kind: 'open', text: 'Ik meld het en zet het af.' }],
      ['a-single2', { kind: 'single', option: 'a' }],
      ['b-single', { kind: 'single', option: 'b' }],
      ['b-tf', { kind: 'truefalse', value: false }],
    ];
    for (const [questionId, value] of saves) {
      const saved = await answer(attemptId, questionId, value, 1, candidate);
      expect(saved.status).toBe(200);
      expect(saved.json).toEqual({ questionId, seq: 1, savedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/) });
    }

    const during = await asCandidate('GET', `/api/test/attempt/${attemptId}`, candidate);
    expect(during.json.modules.map((x: { answered: number; state: string }) => [x.answered, x.state])).toEqual([
      [5, 'finished'],
      [2, 'in_progress'],
    ]);
    const module2 = await asCandidate('GET', `/api/test/attempt/${attemptId}/module/2`, candidate);
    expect(module2.json.answers).toEqual({
      'b-single': { value: { kind: 'single', option: 'b' }, seq: 1 },
      'b-tf': { value: { kind: 'truefalse', value: false }, seq: 1 },
    });

    const closed = await asCandidate('POST', `/api/test/attempt/${attemptId}/close`, candidate);
    expect(closed.status).toBe(200);
    expect(closed.json.status).toBe('closed');
    expect(closed.json.result).toMatchObject({
      modules: [
        { position: 1, points: 6, maxPoints: 10, passed: null },
        { position: 2, points: 2, maxPoints: 10, passed: false },
      ],
      points: 8,
      maxPoints: 20,
      passed: null,
    });
    const again = await asCandidate('POST', `/api/test/attempt/${attemptId}/close`, candidate);
    expect(again.json).toEqual(closed.json);
    expect(await attemptRow(attemptId)).toMatchObject({ status: 'closed', closedReason: 'candidate', closedAt: expect.any(Date) });

    const waiting = await asCandidate('GET', `/api/test/attempt/${attemptId}/result`, candidate);
    expect(waiting.json).toEqual({
      status: 'closed',
      passed: null,
      modules: [
        { position: 1, title: 'AR Veiligheid', passed: null },
        { position: 2, title: 'AR Rekenen', passed: false },
      ],
    });

    const late = await answer(attemptId, 'b-multiple', { kind: 'multiple', options: ['a'] }, 2, candidate);
    expect(late).toEqual({ status: 409, json: { title: CLOSED_TITLE } });
    expect(await stored(attemptId, 'b-multiple')).toBeUndefined();
    expect((await asCandidate('GET', '/api/test/mine', candidate)).json).toContainEqual(expect.objectContaining({ testId, state: 'closed', attemptId }));
    expect(await resultNotes(candidate)).toEqual([]);

    // The linked teacher scores the open answer; the result becomes final and the candidate is told.
    const open = await call(app, 'GET', `/api/test/attempt/${attemptId}/open-answers`, w.teacher);
    expect(open.json).toEqual([
      {
        questionId: 'a-open',
        modulePosition: 1,
        prompt: 'Wat doe je als je een lekkage ziet?',
        guidance: 'Melden bij de leidinggevende en het gebied afzetten.',
        answer: 'Ik meld het en zet het af.',
        maxPoints: 4,
        awardedPoints: null,
      },
    ]);
    const scored = await call(app, 'PUT', `/api/test/attempt/${attemptId}/score`, w.teacher, { questionId: 'a-open', points: 3 });
    expect(scored.status).toBe(200);
    expect(scored.json.status).toBe('scored');
    expect(scored.json.result).toMatchObject({
      modules: [
        { position: 1, points: 9, passed: true },
        { position: 2, points: 2, passed: false },
      ],
      points: 11,
      passed: false,
    });
    const notes = await resultNotes(candidate);
    expect(notes).toEqual([expect.objectContaining({ type: 2, message: 'Je resultaat voor Beroepentest Magazijn is bekend.', params: { test: 'Beroepentest Magazijn' }, relatedId: testId, readAt: null })]);
    expect((await attemptRow(attemptId))?.scoredAt).toBeInstanceOf(Date);

    const final = await asCandidate('GET', `/api/test/attempt/${attemptId}/result`, candidate);
    expect(final.json).toEqual({
      status: 'scored',
      passed: false,
      modules: [
        { position: 1, title: 'AR Veiligheid', passed: true },
        { position: 2, title: 'AR Rekenen', passed: false },
      ],
    });
    const header = await call(app, 'GET', '/api/user/headerinfo', candidate);
    // The notification opens the result: the close page of this test shows it (not the dashboard).
    expect(header.json.notifications).toContainEqual(
      expect.objectContaining({ type: 2, relatedId: testId, href: `/dashboard/test/afsluiten/${testId}/` }),
    );
  });

  it('scores an attempt without open questions at once and notifies the candidate', async () => {
    const { testId, attemptId } = await startedAttempt([m.closedOnly], { passPercent: 50, title: 'Zonder open' });
    await answer(attemptId, 'c-single', { kind: 'single', option: 'b' }, 1);
    await answer(attemptId, 'c-multiple', { kind: 'multiple', options: ['a', 'b', 'c'] }, 1);
    await answer(attemptId, 'c-tf', { kind: 'truefalse', value: true }, 1);
    const closed = await asCandidate('POST', `/api/test/attempt/${attemptId}/close`, w.candidate);
    expect(closed.json).toEqual({
      status: 'scored',
      result: {
        modules: [{ position: 1, moduleVersionId: expect.any(String), points: 3, maxPoints: 6, passed: false }],
        points: 3,
        maxPoints: 6,
        passed: true,
      },
    });
    const notes = (await resultNotes(w.candidate)).filter((n) => n.relatedId === testId);
    expect(notes).toEqual([expect.objectContaining({ message: 'Je resultaat voor Zonder open is bekend.' })]);
    await asCandidate('POST', `/api/test/attempt/${attemptId}/close`, w.candidate);
    expect((await resultNotes(w.candidate)).filter((n) => n.relatedId === testId)).toHaveLength(1);
  });

  it('shows the correct answers in the result only when the test says so and the result is final', async () => {
    const { attemptId } = await startedAttempt([m.closedOnly], { showAnswers: true, languages: ['nl'] });
    await answer(attemptId, 'c-single', { kind: 'single', option: 'a' }, 1);
    const during = await asCandidate('GET', `/api/test/attempt/${attemptId}/result`, w.candidate);
    expect(during.json).toEqual({
      status: 'in_progress',
      passed: null,
      score: null,
      modules: [{ position: 1, title: 'Zonder open vragen', passed: null, score: null }],
    });
    await asCandidate('POST', `/api/test/attempt/${attemptId}/close`, w.candidate);
    const result = await call(app, 'GET', `/api/test/attempt/${attemptId}/result`, w.candidate);
    expect(result.json.answers).toEqual([
      {
        questionId: 'c-single',
        modulePosition: 1,
        prompt: 'Welk bord betekent nooduitgang?',
        kind: 'single',
        answer: { kind: 'single', option: 'a' },
        correct: { kind: 'single', option: 'b' },
        points: 0,
        maxPoints: 2,
      },
      expect.objectContaining({ questionId: 'c-multiple', answer: null, correct: { kind: 'multiple', options: ['a', 'c'] } }),
      expect.objectContaining({ questionId: 'c-tf', correct: { kind: 'truefalse', value: true } }),
      expect.objectContaining({ questionId: 'c-single2', correct: { kind: 'single', option: 'a' } }),
    ]);
  });

  it('gives the points per module and overall only when the test shows answers, each once it is final', async () => {
    const candidate = await createUser(handle, 'User', { name: 'Bas Punten', organizationId: w.orgA.id });
    await link(handle, w.teacher, candidate);
    const [shown, hidden] = [await newTest(undefined, { showAnswers: true }, [candidate]), await newTest(undefined, {}, [candidate])];
    const results: Answer[] = [];
    for (const testId of [shown, hidden]) {
      const { attemptId } = (await asCandidate('POST', `/api/test/${testId}/start`, candidate, { language: 'nl' })).json;
      for (const [questionId, value] of [
        ['a-single', { kind: 'single', option: 'b' }],
        ['a-open', { kind: 'open', text: 'Ik zet het af en meld het.' }],
        ['b-single', { kind: 'single', option: 'b' }],
        ['b-tf', { kind: 'truefalse', value: true }],
      ] as const) {
        expect((await answer(attemptId, questionId, value, 1, candidate)).status).toBe(200);
      }
      await asCandidate('POST', `/api/test/attempt/${attemptId}/close`, candidate);
      const waiting = await asCandidate('GET', `/api/test/attempt/${attemptId}/result`, candidate);
      await call(app, 'PUT', `/api/test/attempt/${attemptId}/score`, w.teacher, { questionId: 'a-open', points: 4 });
      results.push(waiting, await asCandidate('GET', `/api/test/attempt/${attemptId}/result`, candidate));
    }
    const [shownWaiting, shownFinal, hiddenWaiting, hiddenFinal] = results;
    // Module 1 waits for the open answer; module 2 is final at once: 3 of 10 points.
    expect(shownWaiting?.json).toEqual({
      status: 'closed',
      passed: null,
      score: null,
      modules: [
        { position: 1, title: 'Veiligheid', passed: null, score: null },
        { position: 2, title: 'Rekenen', passed: false, score: { points: 3, maxPoints: 10 } },
      ],
    });
    expect(shownFinal?.json).toMatchObject({
      status: 'scored',
      passed: false,
      score: { points: 9, maxPoints: 20 },
      modules: [
        { position: 1, passed: true, score: { points: 6, maxPoints: 10 } },
        { position: 2, passed: false, score: { points: 3, maxPoints: 10 } },
      ],
    });
    // A test that hides its answers shows passed or not only.
    for (const hiddenResult of [hiddenWaiting, hiddenFinal]) {
      expect(JSON.stringify(hiddenResult?.json)).not.toMatch(/"score"|"points"|"answers"/);
    }
    expect(hiddenFinal?.json).toEqual({
      status: 'scored',
      passed: false,
      modules: [
        { position: 1, title: 'Veiligheid', passed: true },
        { position: 2, title: 'Rekenen', passed: false },
      ],
    });
  });

  it('starts once: repeated and simultaneous starts give the same attempt and keep its language', async () => {
    const testId = await newTest();
    const starts = await Promise.all(
      ['nl', 'nl', 'ar', 'nl', 'ar'].map((language) => asCandidate('POST', `/api/test/${testId}/start`, w.candidate, { language })),
    );
    const ids = new Set(starts.map((s) => s.json.attemptId));
    expect(starts.map((s) => s.status)).toEqual([200, 200, 200, 200, 200]);
    expect(ids.size).toBe(1);
    const language = starts[0]?.json.language;
    expect(starts.every((s) => s.json.language === language)).toBe(true);
    const later = await asCandidate('POST', `/api/test/${testId}/start`, w.candidate, { language: language === 'nl' ? 'ar' : 'nl' });
    expect(later.json).toEqual({ attemptId: [...ids][0], language });
    const rows = await handle.db.select().from(testAttempts).where(eq(testAttempts.testId, testId));
    expect(rows).toHaveLength(1);
  });

  it('refuses a language the test does not offer with 400', async () => {
    const testId = await newTest();
    expect(await asCandidate('POST', `/api/test/${testId}/start`, w.candidate, { language: 'pl' })).toEqual({
      status: 400,
      json: { title: 'Deze test is niet beschikbaar in deze taal. Kies een van de aangeboden talen.' },
    });
    expect((await asCandidate('POST', `/api/test/${testId}/start`, w.candidate, { language: 'de' })).status).toBe(400);
    expect((await asCandidate('GET', `/api/test/${testId}/candidate`, w.candidate)).json.attemptId).toBeNull();
  });

  it('answers 404 for a module position the test does not have', async () => {
    const { attemptId } = await startedAttempt();
    for (const position of ['0', '3', 'x', '1.5']) {
      expect((await asCandidate('GET', `/api/test/attempt/${attemptId}/module/${position}`, w.candidate)).status).toBe(404);
    }
  });
});

describe('who may touch an attempt', () => {
  it('answers 404 to everyone but its candidate, and for unknown or malformed ids', async () => {
    const { testId, attemptId } = await startedAttempt();
    await answer(attemptId, 'a-open', { kind: 'open', text: 'Mijn antwoord' }, 1);
    const others = [w.classmate, w.stranger, w.teacher, w.otherTeacher, w.contactPerson, w.coordinator];
    const paths: [string, string, unknown?][] = [
      ['GET', `/api/test/attempt/${attemptId}`],
      ['GET', `/api/test/attempt/${attemptId}/module/1`],
      ['PUT', `/api/test/attempt/${attemptId}/answer`, { questionId: 'a-tf', value: { kind: 'truefalse', value: true }, seq: 9 }],
      ['POST', `/api/test/attempt/${attemptId}/close`],
      ['GET', `/api/test/attempt/${attemptId}/result`],
      ['GET', `/api/test/${testId}/candidate`],
      ['POST', `/api/test/${testId}/start`, { language: 'nl' }],
    ];
    for (const user of others) {
      for (const [method, path, body] of paths) {
        const res = await call(app, method, path, user, body);
        // A test's candidate view and start are for candidates only: other roles get 401 (decision 003).
        const roleRefused = user.role !== 'User' && !path.startsWith('/api/test/attempt/');
        expect(res.status, `${user.name} ${method} ${path}`).toBe(roleRefused ? 401 : 404);
        expect(res.json.title).toMatch(roleRefused ? /rechten/ : /bestaat niet/);
      }
    }
    for (const id of ['niet-een-uuid', '00000000-0000-4000-8000-000000000000']) {
      expect((await asCandidate('GET', `/api/test/attempt/${id}`, w.candidate)).status).toBe(404);
      expect((await answer(id, 'a-tf', { kind: 'truefalse', value: true }, 1)).status).toBe(404);
      expect((await asCandidate('GET', `/api/test/${id}/candidate`, w.candidate)).status).toBe(404);
    }
    expect(await attemptRow(attemptId)).toMatchObject({ status: 'in_progress' });
    expect(await stored(attemptId, 'a-tf')).toBeUndefined();
  });

  it('lets staff and the linked teacher list open answers; other teachers get 404, other roles 401', async () => {
    const { attemptId } = await startedAttempt();
    for (const user of [w.otherTeacher, w.contactPerson, w.classmate, w.candidate]) {
      const expected = user.role === 'Teacher' ? 404 : 401;
      expect((await call(app, 'GET', `/api/test/attempt/${attemptId}/open-answers`, user)).status).toBe(expected);
      expect((await call(app, 'PUT', `/api/test/attempt/${attemptId}/score`, user, { questionId: 'a-open', points: 1 })).status).toBe(expected);
    }
    for (const user of [w.teacher, w.coordinator, w.admin]) {
      expect((await call(app, 'GET', `/api/test/attempt/${attemptId}/open-answers`, user)).json).toEqual([]);
    }
  });

  it('keeps GET /mine and the staff calls to their roles (401 otherwise)', async () => {
    expect((await call(app, 'GET', '/api/test/mine', w.teacher)).status).toBe(401);
    expect((await call(app, 'GET', '/api/test/mine')).status).toBe(401);
    for (const [method, path] of [
      ['GET', '/api/test'],
      ['GET', '/api/test/professions'],
      ['GET', '/api/test/modules'],
      ['POST', '/api/test'],
    ] as const) {
      for (const user of [w.candidate, w.teacher, w.contactPerson]) {
        expect((await call(app, method, path, user, method === 'POST' ? {} : undefined)).status).toBe(401);
      }
    }
  });
});

describe('saving answers', () => {
  it('keeps the answer with the highest seq and always acknowledges the highest stored seq', async () => {
    const { attemptId } = await startedAttempt();
    const single = (option: string) => ({ kind: 'single', option });

    const first = await answer(attemptId, 'a-single', single('a'), 5);
    expect(first.json).toMatchObject({ questionId: 'a-single', seq: 5 });
    const older = await answer(attemptId, 'a-single', single('b'), 3);
    expect(older.status).toBe(200);
    expect(older.json).toEqual({ questionId: 'a-single', seq: 5, savedAt: first.json.savedAt });
    const retry = await answer(attemptId, 'a-single', single('c'), 5);
    expect(retry.json.seq).toBe(5);
    expect((await stored(attemptId, 'a-single'))?.value).toEqual(single('a'));

    const newer = await answer(attemptId, 'a-single', single('c'), 6);
    expect(newer.json.seq).toBe(6);
    expect(Date.parse(newer.json.savedAt)).toBeGreaterThanOrEqual(Date.parse(first.json.savedAt));
    expect(await stored(attemptId, 'a-single')).toMatchObject({ value: single('c'), clientSeq: 6, modulePosition: 1 });

    const big = await answer(attemptId, 'a-single', single('b'), 2 ** 50);
    expect(big.json.seq).toBe(2 ** 50);
    expect((await stored(attemptId, 'a-single'))?.clientSeq).toBe(2 ** 50);
  });

  it('stores the latest answer when two tabs save the same question at once', async () => {
    const { attemptId } = await startedAttempt();
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => answer(attemptId, 'b-tf', { kind: 'truefalse', value: i % 2 === 0 }, i + 1)),
    );
    expect(results.filter((r) => r.status !== 200)).toEqual([]);
    expect(await stored(attemptId, 'b-tf')).toMatchObject({ clientSeq: 12, value: { kind: 'truefalse', value: false } });
  });

  it('answers 400 for a question not in the attempt, a value of the wrong kind, an unknown or repeated option', async () => {
    const { attemptId } = await startedAttempt([m.safety]);
    const bad: [string, unknown, RegExp][] = [
      ['b-single', { kind: 'single', option: 'b' }, /hoort niet bij deze test/],
      ['onbekend', { kind: 'single', option: 'b' }, /hoort niet bij deze test/],
      ['a-single', { kind: 'truefalse', value: true }, /past niet bij het soort vraag/],
      ['a-open', { kind: 'single', option: 'a' }, /past niet bij het soort vraag/],
      ['a-single', { kind: 'single', option: 'z' }, /niet bestaat/],
      ['a-multiple', { kind: 'multiple', options: ['a', 'q'] }, /niet bestaat/],
      ['a-multiple', { kind: 'multiple', options: ['a', 'a'] }, /maar één keer/],
      ['a-open', { kind: 'open', text: 'x'.repeat(5001) }, /hoogstens 5000 tekens/],
      ['a-tf', { kind: 'truefalse', value: 'ja' }, /waar of niet waar/],
      ['a-tf', { kind: 'anders' }, /past niet bij het soort vraag/],
    ];
    for (const [questionId, value, title] of bad) {
      const res = await answer(attemptId, questionId, value, 1);
      expect(res.status, `${questionId} ${JSON.stringify(value).slice(0, 60)}`).toBe(400);
      expect(res.json.title).toMatch(title);
    }
    for (const seq of [-1, 1.5, '3', null]) {
      expect((await answer(attemptId, 'a-tf', { kind: 'truefalse', value: true }, seq as number)).status).toBe(400);
    }
    const malformed = await call(app, 'PUT', `/api/test/attempt/${attemptId}/answer`, w.candidate, '{"questionId":');
    expect(malformed.status).toBe(400);
    expect((await answer(attemptId, 'a-open', { kind: 'open', text: 'x'.repeat(5000) }, 1)).status).toBe(200);
    expect(await handle.db.select().from(attemptAnswers).where(eq(attemptAnswers.attemptId, attemptId))).toHaveLength(1);
  });

  it('answers 409 (not 400) once the attempt is closed, even for a value of another kind', async () => {
    const { attemptId } = await startedAttempt([m.safety]);
    await asCandidate('POST', `/api/test/attempt/${attemptId}/close`, w.candidate);
    expect(await answer(attemptId, 'a-single', { kind: 'open', text: 'te laat' }, 999_999)).toEqual({ status: 409, json: { title: CLOSED_TITLE } });
    expect(await answer(attemptId, 'a-single', { kind: 'single', option: 'b' }, 999_999)).toEqual({ status: 409, json: { title: CLOSED_TITLE } });
  });
});

describe('time running out', () => {
  it('sets the deadline from the limit and the candidate’s extra time, and counts down', async () => {
    // Its own candidates, so profile changes by other tests (extra time of the classmate) don't interfere.
    const plain = await createUser(handle, 'User', { name: 'Gijs Gewoon', organizationId: w.orgA.id });
    const slow = await createUser(handle, 'User', { name: 'Lotte Langzaam', organizationId: w.orgA.id });
    await handle.db.insert(candidateProfiles).values({ userId: slow.id, extraTimePercent: 50 });
    const testId = await newTest([m.safety], { timeLimitMinutes: 30 }, [plain, slow]);
    for (const [user, ms] of [
      [plain, 30 * 60_000],
      [slow, 45 * 60_000],
    ] as const) {
      const started = await asCandidate('POST', `/api/test/${testId}/start`, user, { language: 'nl' });
      const row = await attemptRow(started.json.attemptId);
      expect((row?.deadlineAt?.getTime() ?? 0) - (row?.startedAt.getTime() ?? 0)).toBe(ms);
      const overview = await asCandidate('GET', `/api/test/attempt/${started.json.attemptId}`, user);
      expect(overview.json.deadlineAt).toBe(row?.deadlineAt?.toISOString());
      expect(overview.json.secondsLeft).toBeGreaterThan(ms / 1000 - 10);
      expect(overview.json.secondsLeft).toBeLessThanOrEqual(ms / 1000);
      // The dashboard's list gives the same time left, not the test's limit.
      const [mine] = (await asCandidate('GET', '/api/test/mine', user)).json;
      expect(mine).toMatchObject({ testId, state: 'in_progress', timeLimitMinutes: 30, deadlineAt: row?.deadlineAt?.toISOString() });
      expect(mine.secondsLeft).toBeGreaterThan(ms / 1000 - 10);
      expect(mine.secondsLeft).toBeLessThanOrEqual(ms / 1000);
    }
    const [running] = (await asCandidate('GET', '/api/test/mine', plain)).json;
    await asCandidate('POST', `/api/test/attempt/${running.attemptId}/close`, plain);
    expect((await asCandidate('GET', '/api/test/mine', plain)).json[0]).toMatchObject({ state: 'scored', secondsLeft: null });
  });

  it('counts answers saved before the deadline, refuses later ones with 409, and closes as of the deadline', async () => {
    const { attemptId } = await startedAttempt([m.closedOnly], { timeLimitMinutes: 10 });
    expect((await answer(attemptId, 'c-single', { kind: 'single', option: 'b' }, 1)).status).toBe(200);
    await handle.db.execute(sql`update test_attempts set deadline_at = now() - interval '2 seconds' where id = ${attemptId}`);

    const late = await answer(attemptId, 'c-tf', { kind: 'truefalse', value: true }, 2);
    expect(late).toEqual({ status: 409, json: { title: CLOSED_TITLE } });
    expect(await stored(attemptId, 'c-tf')).toBeUndefined();
    const row = await attemptRow(attemptId);
    expect(row).toMatchObject({ status: 'scored', closedReason: 'timeout' });
    expect(row?.closedAt?.getTime()).toBe(row?.deadlineAt?.getTime());
    expect(row?.result).toMatchObject({ points: 2, maxPoints: 6 });

    const overview = await asCandidate('GET', `/api/test/attempt/${attemptId}`, w.candidate);
    expect(overview.json).toMatchObject({ status: 'scored', secondsLeft: 0 });
    const module = await asCandidate('GET', `/api/test/attempt/${attemptId}/module/1`, w.candidate);
    expect(Object.keys(module.json.answers)).toEqual(['c-single']);
  });

  it('closes an expired attempt when it is read, with reason timeout, and keeps open answers waiting', async () => {
    const { testId, attemptId } = await startedAttempt([m.safety], { timeLimitMinutes: 5 });
    await answer(attemptId, 'a-open', { kind: 'open', text: 'Op tijd' }, 1);
    await handle.db.execute(sql`update test_attempts set deadline_at = now() - interval '1 second' where id = ${attemptId}`);
    expect(await attemptRow(attemptId)).toMatchObject({ status: 'in_progress' });

    const overview = await asCandidate('GET', `/api/test/attempt/${attemptId}`, w.candidate);
    expect(overview.json).toMatchObject({ status: 'closed', secondsLeft: 0 });
    const row = await attemptRow(attemptId);
    expect(row).toMatchObject({ closedReason: 'timeout', result: { passed: null } });
    expect(row?.closedAt?.getTime()).toBe(row?.deadlineAt?.getTime());
    expect((await asCandidate('GET', `/api/test/${testId}/candidate`, w.candidate)).json.state).toBe('closed');
    const closeAfter = await asCandidate('POST', `/api/test/attempt/${attemptId}/close`, w.candidate);
    expect(closeAfter.json.status).toBe('closed');
    expect((await attemptRow(attemptId))?.closedReason).toBe('timeout');
  });

  it('shows staff the assigned candidates who have not started, until they start', async () => {
    const testId = await newTest([m.safety], {}, [w.candidate, w.classmate]);
    const names = (json: { notStarted: { candidate: { name: string } }[] }) => json.notStarted.map((n) => n.candidate.name).sort();
    const before = (await call(app, 'GET', `/api/test/${testId}`, w.coordinator)).json;
    expect(names(before)).toEqual([w.candidate.name, w.classmate.name].sort());
    expect(before.notStarted[0].assignedAt).toEqual(expect.any(String));
    expect(before.attempts).toEqual([]);
    expect((await asCandidate('POST', `/api/test/${testId}/start`, w.candidate, { language: 'nl' })).status).toBe(200);
    const after = (await call(app, 'GET', `/api/test/${testId}`, w.coordinator)).json;
    expect(names(after)).toEqual([w.classmate.name]);
    expect(after.attempts).toEqual([expect.objectContaining({ candidate: { id: w.candidate.id, name: w.candidate.name } })]);
  });

  it('closes expired attempts in GET /mine and in the staff view too', async () => {
    const { testId, attemptId } = await startedAttempt([m.safety], { timeLimitMinutes: 5 });
    await handle.db.execute(sql`update test_attempts set deadline_at = now() - interval '1 second' where id = ${attemptId}`);
    const detail = await call(app, 'GET', `/api/test/${testId}`, w.coordinator);
    expect(detail.json.attempts).toEqual([expect.objectContaining({ attemptId, status: 'scored', closedReason: 'timeout' })]);

    const other = await startedAttempt([m.safety], { timeLimitMinutes: 5 });
    await handle.db.execute(sql`update test_attempts set deadline_at = now() - interval '1 second' where id = ${other.attemptId}`);
    const mine = await asCandidate('GET', '/api/test/mine', w.candidate);
    expect(mine.json).toContainEqual(expect.objectContaining({ testId: other.testId, state: 'scored' }));
  });
});

describe('scoring open answers', () => {
  it('accepts whole points from 0 to the maximum on a closed attempt, and only then', async () => {
    const { testId, attemptId } = await startedAttempt([m.safety, m.maths]);
    await answer(attemptId, 'a-open', { kind: 'open', text: 'Eerste' }, 1);
    await answer(attemptId, 'b-open', { kind: 'open', text: 'Tweede' }, 1);
    await answer(attemptId, 'a-single', { kind: 'single', option: 'b' }, 1);
    const score = (questionId: string, points: unknown, user = w.coordinator) =>
      call(app, 'PUT', `/api/test/attempt/${attemptId}/score`, user, { questionId, points });

    expect((await score('a-open', 2)).status).toBe(409);
    await asCandidate('POST', `/api/test/attempt/${attemptId}/close`, w.candidate);

    expect(await score('a-open', 5)).toEqual({ status: 400, json: { title: 'Geef een heel aantal punten van 0 tot en met 4.' } });
    expect((await score('a-open', -1)).status).toBe(400);
    expect((await score('a-open', 1.5)).status).toBe(400);
    expect((await score('a-open', '2')).status).toBe(400);
    expect((await score('a-single', 1)).json.title).toBe('Dit is geen open vraag van deze test.');
    expect((await score('zzz', 1)).status).toBe(400);

    const first = await score('a-open', 4);
    expect(first.json).toMatchObject({ status: 'closed', result: { passed: null, modules: [{ passed: true }, { passed: null }] } });
    const changed = await score('a-open', 0);
    expect(changed.json.result.modules[0]).toMatchObject({ points: 2, passed: false });
    expect(await resultNotes(w.candidate).then((n) => n.filter((x) => x.relatedId === testId))).toEqual([]);

    const last = await score('b-open', 4, w.teacher);
    expect(last.json).toMatchObject({ status: 'scored', result: { points: 6, maxPoints: 20, passed: false } });
    expect(await stored(attemptId, 'b-open')).toMatchObject({ awardedPoints: 4, scoredBy: w.teacher.id, scoredAt: expect.any(Date) });
    expect((await resultNotes(w.candidate)).filter((x) => x.relatedId === testId)).toHaveLength(1);
    expect(await score('a-open', 4)).toEqual({
      status: 409,
      json: { title: 'Het resultaat van deze test is al definitief; de punten kunnen niet meer veranderen.' },
    });
  });

  it('lists only answered open questions and refuses to score a blank one', async () => {
    const { attemptId } = await startedAttempt([m.safety, m.maths]);
    await answer(attemptId, 'a-open', { kind: 'open', text: '   ' }, 1);
    await answer(attemptId, 'b-open', { kind: 'open', text: 'Iets' }, 1);
    await asCandidate('POST', `/api/test/attempt/${attemptId}/close`, w.candidate);
    const list = await call(app, 'GET', `/api/test/attempt/${attemptId}/open-answers`, w.coordinator);
    expect(list.json.map((a: { questionId: string }) => a.questionId)).toEqual(['b-open']);
    const blank = await call(app, 'PUT', `/api/test/attempt/${attemptId}/score`, w.coordinator, { questionId: 'a-open', points: 1 });
    expect(blank).toEqual({ status: 400, json: { title: 'Deze vraag is niet beantwoord; er valt niets te beoordelen.' } });
  });
});

describe('staff calls', () => {
  it('lists professions and modules with their current version, languages and question count', async () => {
    const professions = await call(app, 'GET', '/api/test/professions', w.admin);
    expect(professions.json).toContainEqual({ id: professionId, name: 'Magazijnmedewerker' });
    const modules = await call(app, 'GET', `/api/test/modules?professionId=${professionId}`, w.coordinator);
    expect(modules.json.map((x: { title: string }) => x.title)).toEqual(['Rekenen', 'Veiligheid', 'Zonder open vragen']);
    expect(modules.json).toContainEqual({
      id: m.safety,
      title: 'Veiligheid',
      professionId,
      versionId: expect.any(String),
      version: 1,
      languages: ['nl', 'en', 'ar'],
      questionCount: 5,
    });
    const all = await call(app, 'GET', '/api/test/modules', w.coordinator);
    expect(all.json.find((x: { id: string }) => x.id === m.noEnglish)).toMatchObject({ languages: ['nl', 'ar'], professionId: null });
    expect((await call(app, 'GET', '/api/test/modules?professionId=abc', w.coordinator)).status).toBe(400);
  });

  it('refuses a test with a problem, naming it in Dutch', async () => {
    const valid = {
      professionId,
      title: 'Nieuwe test',
      moduleIds: [m.safety, m.noEnglish],
      modulePassPercent: [60, 60],
      languages: ['nl', 'ar'],
      timeLimitMinutes: null,
      passPercent: 60,
      showAnswers: false,
    };
    const create = (change: Record<string, unknown>) => call(app, 'POST', '/api/test', w.coordinator, { ...valid, ...change });
    expect(await create({ languages: ['nl', 'en'] })).toEqual({
      status: 400,
      json: { title: "De module 'Pictogrammen' is niet compleet in het Engels. Kies alleen talen waarin elke module compleet is." },
    });
    const cases: [Record<string, unknown>, string | RegExp][] = [
      [{ moduleIds: [] }, 'Kies minstens één module.'],
      [{ moduleIds: [m.safety, m.safety] }, 'Elke module mag maar één keer in de test staan.'],
      [{ moduleIds: [m.safety, '00000000-0000-4000-8000-000000000000'] }, 'Een van de gekozen modules bestaat niet (meer) of heeft nog geen inhoud.'],
      [{ modulePassPercent: [60] }, 'Geef voor elke gekozen module een slaaggrens op.'],
      [{ modulePassPercent: [60, 101] }, /hoogstens 100/],
      [{ passPercent: -1 }, /minstens 0/],
      [{ passPercent: 50.5 }, /heel getal/],
      [{ languages: [] }, 'Kies minstens één taal.'],
      [{ languages: ['nl', 'nl'] }, 'Elke taal mag maar één keer gekozen worden.'],
      [{ languages: ['nl', 'de'] }, /Kies een taal/],
      [{ timeLimitMinutes: 0 }, /minstens 1 minuut/],
      [{ title: '  ' }, 'Geef de test een naam.'],
      [{ professionId: '00000000-0000-4000-8000-000000000000' }, 'Dit beroep bestaat niet.'],
      [{ moduleIds: [m.safety, m.sameIds] }, "De modules 'Veiligheid' en 'Dubbel' hebben een vraag met hetzelfde id (a-single) en kunnen niet samen in één test."],
    ];
    for (const [change, title] of cases) {
      const res = await create(change);
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(res.json.title).toEqual(typeof title === 'string' ? title : expect.stringMatching(title));
    }
    expect((await create({})).status).toBe(201);
  });

  it('pins the modules’ current versions and shows the test with its attempts', async () => {
    const testId = await newTest([m.maths, m.safety], { modulePassPercent: [50, 70], timeLimitMinutes: 45, title: 'Detailtest' });
    const started = await asCandidate('POST', `/api/test/${testId}/start`, w.candidate, { language: 'nl' });
    const detail = await call(app, 'GET', `/api/test/${testId}`, w.coordinator);
    expect(detail.json).toEqual({
      id: testId,
      title: 'Detailtest',
      profession: { id: professionId, name: 'Magazijnmedewerker' },
      languages: ['nl', 'ar'],
      timeLimitMinutes: 45,
      passPercent: 60,
      showAnswers: false,
      createdAt: expect.any(String),
      modules: [
        { position: 1, moduleId: m.maths, title: 'Rekenen', version: 1, passPercent: 50 },
        { position: 2, moduleId: m.safety, title: 'Veiligheid', version: 1, passPercent: 70 },
      ],
      attempts: [
        {
          attemptId: started.json.attemptId,
          candidate: { id: w.candidate.id, name: w.candidate.name },
          language: 'nl',
          status: 'in_progress',
          startedAt: expect.any(String),
          closedAt: null,
          closedReason: null,
          result: null,
        },
      ],
      notStarted: [],
    });
    const list = await call(app, 'GET', '/api/test', w.admin);
    expect(list.json).toMatchObject({ page: 1, pageSize: 20, total: expect.any(Number) });
    expect(list.json.items[0]).toEqual({ id: testId, title: 'Detailtest', profession: { id: professionId, name: 'Magazijnmedewerker' }, moduleCount: 2, attempts: 1 });
    expect((await call(app, 'GET', '/api/test/00000000-0000-4000-8000-000000000000', w.admin)).status).toBe(404);
    expect((await call(app, 'GET', '/api/test/geen-uuid', w.admin)).status).toBe(404);
    expect((await call(app, 'GET', `/api/test/${testId}`, w.candidate)).status).toBe(401);
  });

  it('pages the test’s attempts with ?page= (25, newest first) and lists the ones waiting for scoring', async () => {
    const candidates: TestUser[] = [];
    for (let i = 1; i <= 26; i++) candidates.push(await createUser(handle, 'User', { name: `Kandidaat ${String(i).padStart(2, '0')}`, organizationId: w.orgA.id }));
    const testId = await newTest([m.safety], { timeLimitMinutes: 30 }, candidates);
    const attemptIds: string[] = [];
    for (const candidate of candidates) {
      attemptIds.push((await asCandidate('POST', `/api/test/${testId}/start`, candidate, { language: 'nl' })).json.attemptId);
    }
    // Closed with an open answer: waiting for scoring. The 5th's time ran out an hour ago; the 3rd closes before the 1st.
    for (const index of [2, 0]) {
      await answer(attemptIds[index]!, 'a-open', { kind: 'open', text: 'Veilig werken' }, 1, candidates[index]);
      await asCandidate('POST', `/api/test/attempt/${attemptIds[index]}/close`, candidates[index]!);
    }
    await answer(attemptIds[4]!, 'a-open', { kind: 'open', text: 'Te laat' }, 1, candidates[4]);
    await handle.db.execute(sql`update test_attempts set deadline_at = now() - interval '1 hour' where id = ${attemptIds[4]}`);

    const page1 = await call(app, 'GET', `/api/test/${testId}?page=1`, w.coordinator); // closes the 5th first
    const whole = await call(app, 'GET', `/api/test/${testId}`, w.coordinator);
    const page2 = await call(app, 'GET', `/api/test/${testId}?page=2`, w.coordinator);
    expect(page1.status).toBe(200);
    const { attempts: all, ...head } = whole.json;
    const { attempts: firstPage, waiting, ...pagedHead } = page1.json;
    expect(pagedHead).toEqual(head);
    expect(all.map((a: { attemptId: string }) => a.attemptId)).toEqual(attemptIds);
    expect(firstPage).toMatchObject({ total: 26, page: 1, pageSize: 25 });
    expect(firstPage.items.map((a: { attemptId: string }) => a.attemptId)).toEqual([...attemptIds].reverse().slice(0, 25));
    expect(page2.json.attempts).toEqual({ items: [all[0]], total: 26, page: 2, pageSize: 25 });
    expect((await call(app, 'GET', `/api/test/${testId}?page=3`, w.coordinator)).json.attempts).toEqual({ items: [], total: 26, page: 3, pageSize: 25 });
    expect(waiting.map((a: { attemptId: string }) => a.attemptId)).toEqual([attemptIds[4], attemptIds[2], attemptIds[0]]);
    expect(waiting[0]).toMatchObject({ status: 'closed', closedReason: 'timeout', candidate: { id: candidates[4]!.id, name: 'Kandidaat 05' } });
    expect(firstPage.items).toEqual(all.slice(1).reverse());

    expect((await call(app, 'GET', `/api/test/${testId}?page=0`, w.coordinator)).status).toBe(400);
    expect((await call(app, 'GET', `/api/test/${testId}?page=een`, w.coordinator)).json.title).toBe('Het paginanummer is geen getal.');
    expect((await call(app, 'GET', '/api/test/00000000-0000-4000-8000-000000000000?page=1', w.admin)).status).toBe(404);
    expect((await call(app, 'GET', `/api/test/${testId}?page=1`, w.teacher)).status).toBe(401);
  });

  it('assigns a test once (409 the second time), only to candidates', async () => {
    const testId = await newTest([m.safety], {}, []);
    const assign = (candidateId: string, id = testId) => call(app, 'POST', `/api/test/${id}/assign`, w.coordinator, { candidateId });
    // Assigning takes a seat of the candidate's organisation's licence for the test (docs/api.md "Licence").
    const noSeat = await assign(w.stranger.id);
    expect(noSeat.status).toBe(409);
    expect(noSeat.json.title).toMatch(/heeft vandaag geen geldige licentie voor/);
    await licencesFor(app, w.coordinator, testId, [w.stranger]);
    const first = await assign(w.stranger.id);
    expect(first).toEqual({ status: 201, json: { assignmentId: expect.any(String) } });
    expect(await assign(w.stranger.id)).toEqual({ status: 409, json: { title: 'Deze test is al aan deze kandidaat toegewezen.' } });
    expect((await assign(w.teacher.id)).json).toEqual({ title: 'Deze kandidaat bestaat niet.' });
    expect((await assign('00000000-0000-4000-8000-000000000000')).status).toBe(400);
    expect((await assign(w.stranger.id, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await call(app, 'POST', `/api/test/${testId}/assign`, w.teacher, { candidateId: w.classmate.id })).status).toBe(401);
    expect((await call(app, 'GET', '/api/test/mine', w.stranger)).json).toEqual([expect.objectContaining({ testId, state: 'not_started' })]);
  });
});

describe('the candidate profile', () => {
  const EXTRA_TIME_REFUSED = 'Extra tijd kan alleen een coördinator of beheerder geven. Vraag je coördinator om extra tijd.';

  it('has defaults, and the candidate changes the language within the rules', async () => {
    const { stranger } = w;
    expect((await call(app, 'GET', '/api/test/profile', stranger)).json).toEqual({ readAloud: true, extraTimePercent: 0, preferredLanguage: null });
    const put = (body: unknown, user = stranger, query = '') => call(app, 'PUT', `/api/test/profile${query}`, user, body);
    expect(await put({ preferredLanguage: 'pl' })).toEqual({ status: 200, json: { readAloud: true, extraTimePercent: 0, preferredLanguage: 'pl' } });
    expect((await put({ preferredLanguage: null })).json).toEqual({ readAloud: true, extraTimePercent: 0, preferredLanguage: null });
    const wrong = await put({ preferredLanguage: 'de' });
    expect(wrong.status).toBe(400);
    expect(wrong.json.title).toMatch(/Kies een taal/);
    expect((await put({ preferredLanguage: 'nl' }, stranger, `?userId=${w.classmate.id}`)).status).toBe(404);
  });

  it('refuses extra time from the candidate, with a Dutch message, and stores nothing of that call', async () => {
    const candidate = await createUser(handle, 'User', { name: 'Sanne Snel', organizationId: w.orgA.id });
    const put = (body: unknown) => call(app, 'PUT', '/api/test/profile', candidate, body);
    for (const body of [{ extraTimePercent: 100 }, { extraTimePercent: 0 }, { extraTimePercent: 25, preferredLanguage: 'pl' }]) {
      expect(await put(body), JSON.stringify(body)).toEqual({ status: 400, json: { title: EXTRA_TIME_REFUSED } });
    }
    expect((await call(app, 'GET', '/api/test/profile', candidate)).json).toEqual({ readAloud: true, extraTimePercent: 0, preferredLanguage: null });

    // A 30-minute test started afterwards still gives 30 minutes.
    const testId = await newTest([m.closedOnly], { timeLimitMinutes: 30 }, [candidate]);
    const started = await asCandidate('POST', `/api/test/${testId}/start`, candidate, { language: 'nl' });
    const row = await attemptRow(started.json.attemptId);
    expect((row?.deadlineAt?.getTime() ?? 0) - (row?.startedAt.getTime() ?? 0)).toBe(30 * 60_000);
  });

  it('lets staff grant extra time (whole numbers 0–100) to a candidate with ?userId, and nobody else', async () => {
    const target = w.classmate;
    const byStaff = await call(app, 'PUT', `/api/test/profile?userId=${target.id}`, w.coordinator, { extraTimePercent: 30 });
    expect(byStaff).toEqual({ status: 200, json: { readAloud: true, extraTimePercent: 30, preferredLanguage: null } });
    expect((await call(app, 'GET', `/api/test/profile?userId=${target.id}`, w.admin)).json.extraTimePercent).toBe(30);
    expect((await call(app, 'GET', '/api/test/profile', target)).json.extraTimePercent).toBe(30);
    expect((await call(app, 'PUT', `/api/test/profile?userId=${target.id}`, w.admin, { extraTimePercent: 100 })).json.extraTimePercent).toBe(100);
    for (const body of [{ extraTimePercent: 101 }, { extraTimePercent: -1 }, { extraTimePercent: 12.5 }, { extraTimePercent: '10' }, { extraTimePercent: null }]) {
      const res = await call(app, 'PUT', `/api/test/profile?userId=${target.id}`, w.coordinator, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.title, JSON.stringify(body)).toMatch(/^Extra tijd \(procent\) is /);
    }
    expect((await call(app, 'GET', `/api/test/profile?userId=${target.id}`, w.coordinator)).json.extraTimePercent).toBe(100);
    // The candidate sees the granted extra time but cannot change it back.
    expect((await call(app, 'PUT', '/api/test/profile', target, { extraTimePercent: 0 })).status).toBe(400);
    expect((await call(app, 'GET', '/api/test/profile', target)).json.extraTimePercent).toBe(100);
    expect((await call(app, 'PUT', '/api/test/profile', w.coordinator, { extraTimePercent: 30 })).status).toBe(400);
    // Outside the staff's scope: users who are not candidates, unknown ids (404); other roles (401).
    expect((await call(app, 'PUT', `/api/test/profile?userId=${w.admin.id}`, w.coordinator, { extraTimePercent: 30 })).status).toBe(404);
    expect((await call(app, 'PUT', `/api/test/profile?userId=00000000-0000-4000-8000-000000000000`, w.coordinator, { extraTimePercent: 30 })).status).toBe(404);
    expect((await call(app, 'PUT', `/api/test/profile?userId=${w.teacher.id}`, w.coordinator, { extraTimePercent: 30 })).status).toBe(404);
    expect((await call(app, 'PUT', `/api/test/profile?userId=geen-uuid`, w.coordinator, { extraTimePercent: 30 })).status).toBe(404);
    for (const user of [w.teacher, w.contactPerson]) {
      expect((await call(app, 'PUT', `/api/test/profile?userId=${target.id}`, user, { extraTimePercent: 30 })).status).toBe(401);
    }
  });

  it('lets only staff switch read-aloud', async () => {
    const target = w.classmate;
    const own = await call(app, 'PUT', '/api/test/profile', target, { readAloud: false });
    expect(own.status).toBe(400);
    expect(own.json.title).toMatch(/coördinator of beheerder/);
    expect((await call(app, 'GET', '/api/test/profile', target)).json.readAloud).toBe(true);
    const off = await call(app, 'PUT', `/api/test/profile?userId=${target.id}`, w.coordinator, { readAloud: false });
    expect(off.status).toBe(200);
    expect(off.json.readAloud).toBe(false);
    expect((await call(app, 'GET', '/api/test/profile', target)).json.readAloud).toBe(false);
    // The header info says the same: the player page reads it there (docs/api.md "User").
    expect((await call(app, 'GET', '/api/user/headerinfo', target)).json.readAloud).toBe(false);
    expect((await call(app, 'PUT', `/api/test/profile?userId=${target.id}`, w.admin, { readAloud: true })).json.readAloud).toBe(true);
    expect((await call(app, 'GET', '/api/user/headerinfo', target)).json.readAloud).toBe(true);
    // Other roles have no accommodation: null.
    expect((await call(app, 'GET', '/api/user/headerinfo', w.teacher)).json.readAloud).toBeNull();
  });
});

describe('what candidates receive', () => {
  it('never carries correct answers or guidance, except the answers of a final result when the test shows them', async () => {
    const { testId, attemptId } = await startedAttempt([m.closedOnly], { showAnswers: true });
    const calls: [string, string][] = [
      ['GET', '/api/test/mine'],
      ['GET', `/api/test/${testId}/candidate`],
      ['GET', `/api/test/attempt/${attemptId}`],
      ['GET', `/api/test/attempt/${attemptId}/module/1`],
      ['POST', `/api/test/attempt/${attemptId}/close`],
      ['GET', `/api/test/attempt/${attemptId}/result`],
    ];
    for (const [method, path] of calls) expect((await asCandidate(method, path, w.candidate)).status).toBe(200);
    const result = await asCandidate('GET', `/api/test/attempt/${attemptId}/result`, w.candidate);
    expect(result.json.status).toBe('scored');
    expect(Array.isArray(result.json.answers)).toBe(true);
  });
});

describe('a candidate’s attempts for staff and contact persons (GET /api/test/attempts)', () => {
  const history = (userId: string, user: TestUser = w.coordinator, query = '') => call(app, 'GET', `/api/test/attempts?userId=${userId}${query}`, user);

  it('lists every attempt of the candidate, newest first, with test, language, state, times and result', async () => {
    const candidate = await createUser(handle, 'User', { name: 'Noor Historie', organizationId: w.orgB.id });
    expect(await history(candidate.id)).toEqual({ status: 200, json: { items: [], total: 0, page: 1, pageSize: 20 } });

    const first = await newTest([m.closedOnly], { title: 'Eerste test', languages: ['nl', 'ar'] }, [candidate]);
    const firstAttempt = (await asCandidate('POST', `/api/test/${first}/start`, candidate, { language: 'ar' })).json.attemptId;
    await answer(firstAttempt, 'c-single', { kind: 'single', option: 'b' }, 1, candidate);
    await asCandidate('POST', `/api/test/attempt/${firstAttempt}/close`, candidate);
    const second = await newTest([m.closedOnly], { title: 'Tweede test', timeLimitMinutes: 30 }, [candidate]);
    const secondAttempt = (await asCandidate('POST', `/api/test/${second}/start`, candidate, { language: 'nl' })).json.attemptId;
    const otherAttempt = (await startedAttempt([m.closedOnly])).attemptId; // another candidate's

    const list = await history(candidate.id, w.admin);
    expect(list.status).toBe(200);
    expect(list.json).toMatchObject({ total: 2, page: 1, pageSize: 20 });
    expect(list.json.items).toEqual([
      {
        attemptId: secondAttempt,
        testId: second,
        testTitle: 'Tweede test',
        language: 'nl',
        status: 'in_progress',
        startedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
        closedAt: null,
        closedReason: null,
        result: null,
      },
      {
        attemptId: firstAttempt,
        testId: first,
        testTitle: 'Eerste test',
        language: 'ar',
        status: 'scored',
        startedAt: expect.any(String),
        closedAt: expect.any(String),
        closedReason: 'candidate',
        result: expect.objectContaining({ points: 2, maxPoints: 6, passed: false }),
      },
    ]);
    expect(JSON.stringify(list.json)).not.toContain(otherAttempt);

    // An attempt whose time ran out is shown closed.
    await handle.db.execute(sql`update test_attempts set deadline_at = now() - interval '1 second' where id = ${secondAttempt}`);
    expect((await history(candidate.id)).json.items[0]).toMatchObject({ attemptId: secondAttempt, status: 'scored', closedReason: 'timeout' });
  });

  it('pages the list by 20', async () => {
    const candidate = await createUser(handle, 'User', { name: 'Piet Pagina', organizationId: w.orgA.id });
    const started: string[] = [];
    for (let i = 0; i < 21; i++) {
      const testId = await newTest([m.closedOnly], { title: `Test ${i + 1}` }, [candidate]);
      started.push((await asCandidate('POST', `/api/test/${testId}/start`, candidate, { language: 'nl' })).json.attemptId);
    }
    const page1 = await history(candidate.id);
    const page2 = await history(candidate.id, w.coordinator, '&page=2');
    expect(page1.json).toMatchObject({ total: 21, page: 1 });
    expect(page1.json.items).toHaveLength(20);
    expect(page1.json.items[0].testTitle).toBe('Test 21');
    expect(page2.json).toMatchObject({ total: 21, page: 2, items: [expect.objectContaining({ attemptId: started[0], testTitle: 'Test 1' })] });
  });

  it('answers 404 for users who are not candidates or do not exist, 400 without userId, and 401 to other roles', async () => {
    for (const id of [w.teacher.id, w.admin.id, '00000000-0000-4000-8000-000000000000', 'geen-uuid']) {
      expect((await history(id)).status, id).toBe(404);
    }
    const missing = await call(app, 'GET', '/api/test/attempts', w.coordinator);
    expect(missing.status).toBe(400);
    expect(missing.json.title).toMatch(/Kies de kandidaat/);
    for (const user of [w.teacher, w.candidate]) {
      expect((await history(w.candidate.id, user)).status).toBe(401);
    }
  });

  it('lets a contact person read the attempts of their own organisation’s candidates, and no one else’s', async () => {
    const own = await createUser(handle, 'User', { name: 'Ilse Eigen', organizationId: w.orgA.id });
    const testId = await newTest([m.closedOnly], { title: 'Test van Ilse' }, [own]);
    const attemptId = (await asCandidate('POST', `/api/test/${testId}/start`, own, { language: 'nl' })).json.attemptId;
    await asCandidate('POST', `/api/test/attempt/${attemptId}/close`, own);
    const foreignTest = await newTest([m.closedOnly], { title: 'Test van Olaf' }, [w.stranger]);
    const foreignAttempt = (await asCandidate('POST', `/api/test/${foreignTest}/start`, w.stranger, { language: 'nl' })).json.attemptId;

    const list = await history(own.id, w.contactPerson);
    expect(list.status).toBe(200);
    expect(list.json).toMatchObject({ total: 1, items: [expect.objectContaining({ attemptId, testId, testTitle: 'Test van Ilse', status: 'scored' })] });

    // Organisation B's candidate, the contact person themselves and another contact person: as if unknown.
    for (const id of [w.stranger.id, w.contactPerson.id, w.otherContactPerson.id]) {
      const res = await history(id, w.contactPerson);
      expect(res.status, id).toBe(404);
      expect(JSON.stringify(res.json)).not.toContain(foreignAttempt);
    }
    // The other organisation's contact person does not see organisation A's candidate.
    expect((await history(own.id, w.otherContactPerson)).status).toBe(404);
    // A teacher is still refused, also for a candidate linked to them.
    expect((await history(w.candidate.id, w.teacher)).status).toBe(401);
  });
});
