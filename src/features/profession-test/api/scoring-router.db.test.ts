/**
 * GET /api/test/pending-scoring (features/profession-test/api/scoring-router.ts), in process on a fresh database: which attempts wait
 * for a scorer, for whom, and with how many open answers.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AnswerValue, completeLanguages, type ModuleContent } from '#src/features/content/model';
import { createBackend } from '#src/backend/app';
import type { DbHandle } from '#src/server/db/client';
import {
  attemptAnswers,
  moduleVersions,
  modules,
  professions,
  professionTestModules,
  professionTests,
  testAssignments,
  testAttempts,
} from '#src/server/db/schema';
import { sampleModule } from '#src/features/content/api/fixtures';
import { call, createUser, link, openTestDb, type TestUser } from '#src/server/testing/api';

let handle: DbHandle;
let app: ReturnType<typeof createBackend>;
let coordinator: TestUser;
let admin: TestUser;
let teacher: TestUser;
let otherTeacher: TestUser;
let candidate: TestUser;
let stranger: TestUser;
let contactPerson: TestUser;
let professionId: string;
/** Module version ids: module A has open question 'a-open', module B 'b-open' (4 points each). */
let versionA: string;
let versionB: string;

const ids: Record<string, string> = {};

async function moduleVersion(content: ModuleContent): Promise<string> {
  const [module] = await handle.db.insert(modules).values({ title: content.title.nl, professionId }).returning();
  if (!module) throw new Error('module niet aangemaakt');
  const [version] = await handle.db
    .insert(moduleVersions)
    .values({ moduleId: module.id, version: 1, content, languages: completeLanguages(content) })
    .returning();
  if (!version) throw new Error('versie niet aangemaakt');
  await handle.db.update(modules).set({ currentVersionId: version.id }).where(eq(modules.id, module.id));
  return version.id;
}

/**
 * A new test (modules A and B) assigned to `who`, with one attempt in `status` and the given answers
 * (question id → value, optionally with awarded points).
 */
async function attempt(
  who: TestUser,
  title: string,
  status: 'in_progress' | 'closed' | 'scored',
  answers: Record<string, { value: AnswerValue; points?: number }>,
  times: { closedAt?: Date; deadlineAt?: Date } = {},
): Promise<string> {
  const [test] = await handle.db
    .insert(professionTests)
    .values({ professionId, title, languages: ['nl'], timeLimitMinutes: times.deadlineAt ? 30 : null, passPercent: 60 })
    .returning();
  if (!test) throw new Error('test niet aangemaakt');
  await handle.db.insert(professionTestModules).values([
    { testId: test.id, position: 1, moduleVersionId: versionA, passPercent: 60 },
    { testId: test.id, position: 2, moduleVersionId: versionB, passPercent: 60 },
  ]);
  const [assignment] = await handle.db.insert(testAssignments).values({ testId: test.id, candidateId: who.id }).returning();
  if (!assignment) throw new Error('toewijzing niet aangemaakt');
  const [row] = await handle.db
    .insert(testAttempts)
    .values({
      assignmentId: assignment.id,
      testId: test.id,
      candidateId: who.id,
      language: 'nl',
      status,
      startedAt: new Date(Date.now() - 3 * 3600_000),
      deadlineAt: times.deadlineAt ?? null,
      closedAt: status === 'in_progress' ? null : (times.closedAt ?? new Date()),
      closedReason: status === 'in_progress' ? null : 'candidate',
    })
    .returning();
  if (!row) throw new Error('poging niet aangemaakt');
  const entries = Object.entries(answers);
  if (entries.length > 0) {
    await handle.db.insert(attemptAnswers).values(
      entries.map(([questionId, answer]) => ({
        attemptId: row.id,
        questionId,
        modulePosition: questionId.startsWith('a-') ? 1 : 2,
        value: answer.value,
        clientSeq: 1,
        awardedPoints: answer.points ?? null,
      })),
    );
  }
  return row.id;
}

const open = (text: string): AnswerValue => ({ kind: 'open', text });
const hoursAgo = (h: number) => new Date(Date.now() - h * 3600_000);

beforeAll(async () => {
  handle = await openTestDb();
  app = createBackend({ db: handle.db, mailer: { send: async () => {} } });
  coordinator = await createUser(handle, 'Coordinator', { name: 'Bram Coördinator' });
  admin = await createUser(handle, 'Admin');
  teacher = await createUser(handle, 'Teacher', { name: 'Émile Docent' });
  otherTeacher = await createUser(handle, 'Teacher');
  candidate = await createUser(handle, 'User', { name: 'Carla Kandidaat' });
  stranger = await createUser(handle, 'User', { name: 'Olaf Buitenstaander' });
  contactPerson = await createUser(handle, 'ContactPerson');
  await link(handle, teacher, candidate);

  const [profession] = await handle.db.insert(professions).values({ name: 'Magazijnmedewerker' }).returning();
  if (!profession) throw new Error('beroep niet aangemaakt');
  professionId = profession.id;
  versionA = await moduleVersion(sampleModule('a-', { title: 'Veiligheid' }));
  versionB = await moduleVersion(sampleModule('b-', { title: 'Rekenen' }));

  // Carla: two open answers waiting, closed 5 hours ago.
  ids.both = await attempt(
    candidate,
    'Test beide',
    'closed',
    { 'a-open': { value: open('Melden.\nAfzetten.') }, 'b-open': { value: open('Rekenen klopt') }, 'a-single': { value: { kind: 'single', option: 'b' } } },
    { closedAt: hoursAgo(5) },
  );
  // Olaf (not linked to the teacher): one waiting, one scored, closed 2 hours ago.
  ids.stranger = await attempt(
    stranger,
    'Test Olaf',
    'closed',
    { 'a-open': { value: open('Weet ik niet'), points: 1 }, 'b-open': { value: open('Twaalf') } },
    { closedAt: hoursAgo(2) },
  );
  // Carla: still in progress (no limit), a scored attempt, and a closed one whose open answer is blank.
  ids.running = await attempt(candidate, 'Test bezig', 'in_progress', { 'a-open': { value: open('Nog bezig') } });
  ids.final = await attempt(candidate, 'Test klaar', 'scored', { 'a-open': { value: open('Klaar'), points: 4 } }, { closedAt: hoursAgo(1) });
  ids.blank = await attempt(candidate, 'Test leeg', 'closed', { 'a-open': { value: open('   \n ') } }, { closedAt: hoursAgo(1) });
  // Carla: time ran out an hour ago while still 'in_progress'; the call closes it first.
  ids.expired = await attempt(candidate, 'Test verlopen', 'in_progress', { 'b-open': { value: open('Op tijd bewaard') } }, {
    deadlineAt: hoursAgo(1),
  });
});

afterAll(async () => {
  await handle?.close();
});

describe('GET /api/test/pending-scoring', () => {
  // One scenario: the list as seeded, then Olaf's last open answer gets points and his attempt drops out. The
  // second step changes the shared data, so it runs in the same test, after the first.
  it('lists every closed attempt with open answers waiting for staff, oldest closed first, and drops one once its last open answer has points', async () => {
    const res = await call(app, 'GET', '/api/test/pending-scoring', coordinator);
    expect(res.status).toBe(200);
    expect(res.json.map((p: { attemptId: string }) => p.attemptId)).toEqual([ids.both, ids.stranger, ids.expired]);
    const [both, strangers] = res.json;
    expect(both).toEqual({
      attemptId: ids.both,
      testId: expect.any(String),
      testTitle: 'Test beide',
      candidate: { id: candidate.id, name: 'Carla Kandidaat' },
      closedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      openCount: 2,
    });
    expect(strangers.openCount).toBe(1);
    expect(strangers.candidate.name).toBe('Olaf Buitenstaander');
    const asAdmin = await call(app, 'GET', '/api/test/pending-scoring', admin);
    expect(asAdmin.json).toEqual(res.json);

    await handle.db.update(attemptAnswers).set({ awardedPoints: 3 }).where(eq(attemptAnswers.attemptId, ids.stranger as string));
    const afterScoring = await call(app, 'GET', '/api/test/pending-scoring', coordinator);
    expect(afterScoring.json.map((p: { attemptId: string }) => p.attemptId)).toEqual([ids.both, ids.expired]);
  });

  it('closes an attempt whose time ran out, so its open answer waits like any other', async () => {
    expect((await call(app, 'GET', '/api/test/pending-scoring', coordinator)).status).toBe(200);
    const [row] = await handle.db.select().from(testAttempts).where(eq(testAttempts.id, ids.expired as string));
    expect(row?.status).toBe('closed');
    expect(row?.closedReason).toBe('timeout');
  });

  it('shows a teacher only the attempts of candidates linked to them', async () => {
    const res = await call(app, 'GET', '/api/test/pending-scoring', teacher);
    expect(res.status).toBe(200);
    expect(res.json.map((p: { attemptId: string }) => p.attemptId)).toEqual([ids.both, ids.expired]);
    const other = await call(app, 'GET', '/api/test/pending-scoring', otherTeacher);
    expect(other.status).toBe(200);
    expect(other.json).toEqual([]);
  });

  it('refuses candidates, contact persons and callers without a session with 401', async () => {
    for (const user of [candidate, contactPerson]) {
      const res = await call(app, 'GET', '/api/test/pending-scoring', user);
      expect(res.status).toBe(401);
      expect(typeof res.json.title).toBe('string');
    }
    expect((await call(app, 'GET', '/api/test/pending-scoring')).status).toBe(401);
  });
});
