/**
 * Correlated subqueries in selected fields (features/profession-test/api/open-answers.ts, profession-tests.ts, module-versions.ts,
 * templates.ts), in-process on a fresh database. Drizzle drops the table names of columns written straight into a
 * raw `sql` field of a select without joins (drizzle-orm issue #5734): a hand-written
 * `${teacherCandidates.candidateId} = ${testAttempts.candidateId}` became `"candidate_id" = "candidate_id"`, so
 * any teacher with one linked candidate could list and score every attempt. These checks pin the generated SQL
 * and the answers that depend on it: scoring scope, `inUse` and the counts of the staff lists.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SCALE } from '#src/features/content/template';
import { createBackend } from '#src/backend/app';
import type { DbHandle } from './client';
import { modules, moduleVersions, templates } from './schema';
import { mailboxWorld } from '#src/features/mailbox/api/fixtures';
import { call, callerOf, link, openTestDb } from '#src/server/testing/api';
import { createModule, createProfession, createTestVia } from '#src/features/profession-test/api/fixtures';
import { sampleModule } from '#src/features/content/api/fixtures';
import { versionInUseSql } from '#src/features/content/api/module-versions';
import { scorableAttemptQuery } from '#src/features/profession-test/api/open-answers';
import { moduleCountSql } from '#src/features/content/api/templates';
import { moduleInUseSql } from '#src/features/content/api/module-filter';

let handle: DbHandle;
let app: ReturnType<typeof createBackend>;
let w: Awaited<ReturnType<typeof mailboxWorld>>;
let professionId: string;
/** Two modules: `used` is pinned by the tests below, `unused` by none. */
let used: string;
let unused: string;
/** Closed attempts with an unscored open answer: the candidate's (linked to the teacher) and the stranger's. */
let candidateAttempt: string;
let strangerAttempt: string;
/** Tests: one of two modules with two attempts, one of one module without attempts. */
let bigTest: string;
let smallTest: string;

/** Starts, answers the open question of and closes the attempt of `user` at `testId`; answers the attempt id. */
async function closedAttempt(testId: string, user: typeof w.candidate): Promise<string> {
  const started = await call(app, 'POST', `/api/test/${testId}/start`, user, { language: 'nl' });
  expect(started.status).toBe(200);
  const attemptId = started.json.attemptId as string;
  const saved = await call(app, 'PUT', `/api/test/attempt/${attemptId}/answer`, user, {
    questionId: 'a-open',
    value: { kind: 'open', text: 'Melden en het gebied afzetten.' },
    seq: 1,
  });
  expect(saved.status).toBe(200);
  expect((await call(app, 'POST', `/api/test/attempt/${attemptId}/close`, user)).status).toBe(200);
  return attemptId;
}

beforeAll(async () => {
  handle = await openTestDb();
  app = createBackend({ db: handle.db, mailer: { send: async () => {} } });
  w = await mailboxWorld(handle);
  await link(handle, w.otherTeacher, w.stranger);
  professionId = (await createProfession(handle, 'Magazijnmedewerker')).id;
  used = (await createModule(handle, sampleModule('a-', { title: 'Veiligheid' }), professionId)).moduleId;
  const second = (await createModule(handle, sampleModule('b-', { title: 'Rekenen' }), professionId)).moduleId;
  unused = (await createModule(handle, sampleModule('c-', { title: 'Niet gebruikt' }), professionId)).moduleId;
  bigTest = await createTestVia(app, w.coordinator, professionId, [used, second], [w.candidate, w.stranger], { languages: ['nl'], title: 'Groot' });
  smallTest = await createTestVia(app, w.coordinator, professionId, [used], [w.candidate], { languages: ['nl'], title: 'Klein' });
  candidateAttempt = await closedAttempt(bigTest, w.candidate);
  strangerAttempt = await closedAttempt(bigTest, w.stranger);
});
afterAll(async () => {
  await handle?.close();
});

describe('the generated SQL keeps the table names of correlated columns', () => {
  it('in the scoring scope check (a select from test_attempts without joins)', () => {
    const { sql } = scorableAttemptQuery(handle.db, callerOf(w.teacher), candidateAttempt).toSQL();
    expect(sql).toContain('"teacher_candidates"."candidate_id" = "test_attempts"."candidate_id"');
    expect(sql).toContain('"teacher_candidates"."teacher_id" = $');
  });

  it('in inUse and moduleCount, also when selected from their table alone', () => {
    expect(handle.db.select({ inUse: moduleInUseSql }).from(modules).toSQL().sql).toContain('"pinned"."module_id" = "modules"."id"');
    expect(handle.db.select({ inUse: versionInUseSql }).from(moduleVersions).toSQL().sql).toContain(
      '"profession_test_modules"."module_version_id" = "module_versions"."id"',
    );
    expect(handle.db.select({ n: moduleCountSql }).from(templates).toSQL().sql).toContain('"used_version"."template_id" = "templates"."id"');
  });
});

describe('scoring open answers stays within the teacher’s linked candidates', () => {
  it('refuses a teacher the attempt of a candidate who is not linked to them (404), listing and scoring', async () => {
    // An unscored attempt of the stranger's own, in a test of its own: the next test scores `strangerAttempt`.
    const ownTest = await createTestVia(app, w.coordinator, professionId, [used], [w.stranger], { languages: ['nl'], title: 'Eigen poging' });
    const unscored = await closedAttempt(ownTest, w.stranger);
    const list = await call(app, 'GET', `/api/test/attempt/${unscored}/open-answers`, w.teacher);
    expect(list.status).toBe(404);
    const score = await call(app, 'PUT', `/api/test/attempt/${unscored}/score`, w.teacher, { questionId: 'a-open', points: 4 });
    expect(score.status).toBe(404);
    const [row] = (await call(app, 'GET', `/api/test/attempt/${unscored}/open-answers`, w.coordinator)).json;
    expect(row).toMatchObject({ questionId: 'a-open', awardedPoints: null });
  });

  it('lets the linked teacher and staff list and score', async () => {
    const mine = await call(app, 'GET', `/api/test/attempt/${candidateAttempt}/open-answers`, w.teacher);
    expect(mine.status).toBe(200);
    expect(mine.json).toEqual([expect.objectContaining({ questionId: 'a-open', answer: 'Melden en het gebied afzetten.' })]);
    const linked = await call(app, 'GET', `/api/test/attempt/${strangerAttempt}/open-answers`, w.otherTeacher);
    expect(linked.status).toBe(200);
    const staff = await call(app, 'PUT', `/api/test/attempt/${strangerAttempt}/score`, w.coordinator, { questionId: 'a-open', points: 2 });
    expect(staff.status).toBe(200);
    expect(staff.json.status).toBe('scored');
    const teacher = await call(app, 'PUT', `/api/test/attempt/${candidateAttempt}/score`, w.teacher, { questionId: 'a-open', points: 3 });
    expect(teacher.status).toBe(200);
  });
});

describe('inUse and counts with several modules, tests and templates', () => {
  it('marks only the pinned module as in use in the staff list and its filter', async () => {
    const list = await call(app, 'GET', '/api/modules', w.coordinator);
    const inUse = Object.fromEntries(list.json.items.map((m: { id: string; inUse: boolean }) => [m.id, m.inUse]));
    expect(inUse[used]).toBe(true);
    expect(inUse[unused]).toBe(false);
    const ids = async (query: string) => (await call(app, 'GET', `/api/modules?${query}`, w.coordinator)).json.items.map((m: { id: string }) => m.id);
    expect(await ids('inUse=1')).toContain(used);
    expect(await ids('inUse=1')).not.toContain(unused);
    expect(await ids('inUse=0')).toContain(unused);
    expect(await ids('inUse=0')).not.toContain(used);
  });

  it('marks the pinned version in the editor history, not a newer one', async () => {
    // An unpinned module of its own with only version 1: the template test below adds a version to `unused`.
    const unpinned = (await createModule(handle, sampleModule('d-', { title: 'Ook niet gebruikt' }), professionId)).moduleId;
    const saved = await call(app, 'PUT', `/api/modules/${used}`, w.coordinator, {
      professionId,
      content: sampleModule('a-', { title: 'Veiligheid herzien' }),
      baseVersion: 1,
    });
    expect(saved.status).toBe(200);
    const view = (await call(app, 'GET', `/api/modules/${used}/edit`, w.coordinator)).json;
    expect(view.inUse).toBe(true);
    expect(view.history.map((h: { version: number; inUse: boolean }) => [h.version, h.inUse])).toEqual([
      [2, false],
      [1, true],
    ]);
    const other = (await call(app, 'GET', `/api/modules/${unpinned}/edit`, w.coordinator)).json;
    expect(other.inUse).toBe(false);
    expect(other.history.map((h: { inUse: boolean }) => h.inUse)).toEqual([false]);
  });

  it('counts modules and attempts per test', async () => {
    const items = (await call(app, 'GET', '/api/test', w.coordinator)).json.items as { id: string; moduleCount: number; attempts: number }[];
    expect(items.find((t) => t.id === bigTest)).toMatchObject({ moduleCount: 2, attempts: 2 });
    expect(items.find((t) => t.id === smallTest)).toMatchObject({ moduleCount: 1, attempts: 0 });
  });

  it('counts the modules per template', async () => {
    const template = (name: string) => ({
      name,
      criteria: [{ id: crypto.randomUUID(), name: 'Veilig werken', description: 'Houdt afstand.', weight: 1 }],
      scale: DEFAULT_SCALE,
    });
    const usedTemplate = (await call(app, 'POST', '/api/templates', w.coordinator, template('Gebruikt sjabloon'))).json.id;
    const unusedTemplate = (await call(app, 'POST', '/api/templates', w.coordinator, template('Ongebruikt sjabloon'))).json.id;
    expect((await call(app, 'PUT', `/api/modules/${unused}/template`, w.coordinator, { templateId: usedTemplate })).status).toBe(200);
    const items = (await call(app, 'GET', '/api/templates', w.coordinator)).json.items as { id: string; moduleCount: number }[];
    expect(items.find((t) => t.id === usedTemplate)?.moduleCount).toBe(1);
    expect(items.find((t) => t.id === unusedTemplate)?.moduleCount).toBe(0);
  });
});
