/**
 * Staff's side of the profession test (spec §2, /cp/test/create and /cp/test/{id}; docs/api.md "Profession
 * test"): professions and modules to build from, making a test that pins the modules' current versions,
 * listing tests, a test with its attempts, and assigning a test to a candidate. Admin and Coordinator only
 * (the route checks the role).
 */
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { LANGUAGE_NAMES_NL } from '#src/features/content/model';
import { moduleWhere, questionCountSql, type ModuleFilter } from '#src/features/content/api/module-filter';
import type { Caller } from '#src/server/context';
import type { Db } from '#src/server/db/client';
import { moduleVersions, modules, professions, professionTestModules, professionTests, testAssignments, testAttempts, users } from '#src/server/db/schema';
import { apiError } from '#src/server/errors';
import type { Page, Named } from '#src/lib/contract';
import { offsetOf, paged, PAGE_SIZE } from '#src/server/paging';
import { attemptWithNow, closeIfExpired, type AttemptRow } from './attempt-lifecycle';
import { questionsOf } from './scoring';
import { loadTestDefinition, TEST_TITLES } from './definition';
import { takeSeatForTest } from '#src/features/licences/api/seats';
import { isUuid } from '#src/server/validation';
import {
  TEST_ATTEMPTS_PAGE_SIZE,
  type ModuleItem,
  type NewTest,
  type TestAssigned,
  type TestAttempt,
  type TestCreated,
  type TestDetail,
  type TestDetailPage,
  type TestItem,
} from '#src/features/profession-test/contract';

/** All professions by name (GET /api/test/professions). */
export async function listProfessions(db: Db): Promise<Named[]> {
  return db.select({ id: professions.id, name: professions.name }).from(professions).orderBy(asc(professions.name));
}

/**
 * Modules that have a current version, by title, optionally filtered (e.g. of one profession). `languages` are
 * the languages complete in the current version (module_versions.languages), `questionCount` its question parts.
 */
export async function listModules(db: Db, filter: ModuleFilter = {}): Promise<ModuleItem[]> {
  return db
    .select({
      id: modules.id,
      title: modules.title,
      professionId: modules.professionId,
      versionId: moduleVersions.id,
      version: moduleVersions.version,
      languages: moduleVersions.languages,
      questionCount: questionCountSql,
    })
    .from(modules)
    .innerJoin(moduleVersions, eq(moduleVersions.id, modules.currentVersionId))
    .where(moduleWhere(filter))
    .orderBy(asc(modules.title), asc(modules.id));
}

/**
 * Makes a profession test from existing modules, each pinned to its current version (decision 009: what runs
 * keeps its version). Every offered language must be complete in every chosen module, and question ids must
 * be unique over the modules (answers are stored per question id).
 * @returns the new test's id.
 * @throws apiError 400 naming the problem in Dutch: an unknown profession or module, a pass mark missing for
 *   a module, a language a module lacks ("De module 'Rekenen' is niet compleet in het Arabisch."), a question
 *   id used by two modules.
 */
export async function createTest(db: Db, caller: Caller, input: NewTest): Promise<TestCreated> {
  if (input.modulePassPercent.length !== input.moduleIds.length) throw apiError(400, TEST_TITLES.passPercentCount);
  const [profession] = await db.select({ id: professions.id }).from(professions).where(eq(professions.id, input.professionId));
  if (!profession) throw apiError(400, TEST_TITLES.professionNotFound);
  const found = await db
    .select({ id: modules.id, title: modules.title, versionId: moduleVersions.id, languages: moduleVersions.languages, content: moduleVersions.content })
    .from(modules)
    .innerJoin(moduleVersions, eq(moduleVersions.id, modules.currentVersionId))
    .where(inArray(modules.id, input.moduleIds));
  const chosen = input.moduleIds.map((id) => found.find((m) => m.id === id));
  const questionOwner = new Map<string, string>();
  for (const module of chosen) {
    if (!module) throw apiError(400, TEST_TITLES.moduleMissing);
    const missing = input.languages.find((language) => !module.languages.includes(language));
    if (missing) {
      throw apiError(400, `De module '${module.title}' is niet compleet in het ${LANGUAGE_NAMES_NL[missing]}. Kies alleen talen waarin elke module compleet is.`);
    }
    for (const question of questionsOf(module.content)) {
      const other = questionOwner.get(question.id);
      if (other !== undefined) {
        throw apiError(400, `De modules '${other}' en '${module.title}' hebben een vraag met hetzelfde id (${question.id}) en kunnen niet samen in één test.`);
      }
      questionOwner.set(question.id, module.title);
    }
  }
  return db.transaction(async (tx) => {
    const [test] = await tx
      .insert(professionTests)
      .values({
        professionId: input.professionId,
        title: input.title,
        languages: input.languages,
        timeLimitMinutes: input.timeLimitMinutes,
        passPercent: input.passPercent,
        showAnswers: input.showAnswers,
        createdBy: caller.id,
      })
      .returning({ id: professionTests.id });
    if (!test) throw new Error('test niet opgeslagen');
    await tx.insert(professionTestModules).values(
      chosen.map((module, index) => ({
        testId: test.id,
        position: index + 1,
        moduleVersionId: (module as { versionId: string }).versionId,
        passPercent: input.modulePassPercent[index] as number,
      })),
    );
    return { id: test.id };
  });
}

/** All tests, newest first, PAGE_SIZE per page, with their profession, number of modules and of attempts. */
export async function listTests(db: Db, options: { page: number }): Promise<Page<TestItem>> {
  const [totals] = await db.select({ total: count() }).from(professionTests);
  const rows = await db
    .select({
      id: professionTests.id,
      title: professionTests.title,
      professionId: professions.id,
      professionName: professions.name,
      moduleCount: db.$count(professionTestModules, eq(professionTestModules.testId, professionTests.id)),
      attempts: db.$count(testAttempts, eq(testAttempts.testId, professionTests.id)),
    })
    .from(professionTests)
    .innerJoin(professions, eq(professions.id, professionTests.professionId))
    .orderBy(desc(professionTests.createdAt), desc(professionTests.id))
    .limit(PAGE_SIZE)
    .offset(offsetOf(options.page));
  const items = rows.map((row) => ({
    id: row.id,
    title: row.title,
    profession: { id: row.professionId, name: row.professionName },
    moduleCount: row.moduleCount,
    attempts: row.attempts,
  }));
  return paged(items, totals?.total ?? 0, options.page);
}

/** The test `testId` without its attempts: definition, modules, and the assigned candidates without an attempt. */
async function testHead(db: Db, testId: string): Promise<Omit<TestDetail, 'attempts'>> {
  const [test] = isUuid(testId)
    ? await db
        .select({ test: professionTests, professionName: professions.name })
        .from(professionTests)
        .innerJoin(professions, eq(professions.id, professionTests.professionId))
        .where(eq(professionTests.id, testId))
    : [];
  const definition = test && (await loadTestDefinition(db, testId));
  if (!test || !definition) throw apiError(404, TEST_TITLES.unknownTest);
  const waiting = await db
    .select({ id: users.id, name: users.name, assignedAt: testAssignments.createdAt })
    .from(testAssignments)
    .innerJoin(users, eq(users.id, testAssignments.candidateId))
    .leftJoin(testAttempts, eq(testAttempts.assignmentId, testAssignments.id))
    .where(and(eq(testAssignments.testId, testId), isNull(testAttempts.id)))
    .orderBy(asc(testAssignments.createdAt), asc(users.name));
  return {
    id: test.test.id,
    title: test.test.title,
    profession: { id: test.test.professionId, name: test.professionName },
    languages: test.test.languages,
    timeLimitMinutes: test.test.timeLimitMinutes,
    passPercent: test.test.passPercent,
    showAnswers: test.test.showAnswers,
    createdAt: test.test.createdAt.toISOString(),
    modules: definition.modules.map((m) => ({
      position: m.position,
      moduleId: m.moduleId,
      title: m.content.title.nl,
      version: m.version,
      passPercent: m.passPercent,
    })),
    notStarted: waiting.map((w) => ({ candidate: { id: w.id, name: w.name }, assignedAt: w.assignedAt.toISOString() })),
  };
}

/** Attempts of a test with their candidate's name, closed first when their time ran out (attempt-lifecycle.ts). */
async function testAttemptsOf(db: Db, rows: readonly { attempt: AttemptRow; name: string }[]): Promise<TestAttempt[]> {
  const attempts: TestAttempt[] = [];
  for (const { attempt: stored, name } of rows) {
    const attempt = await closeIfExpired(db, stored);
    attempts.push({
      attemptId: attempt.id,
      candidate: { id: attempt.candidateId, name },
      language: attempt.language,
      status: attempt.status,
      startedAt: attempt.startedAt.toISOString(),
      closedAt: attempt.closedAt ? attempt.closedAt.toISOString() : null,
      closedReason: attempt.closedReason,
      result: attempt.result,
    });
  }
  return attempts;
}

/** The attempts of test `testId` with their candidate's name, in the order given, each as `{ attempt, name }`. */
function attemptRows(db: Db, testId: string, where?: SQL) {
  return db
    .select({ attempt: attemptWithNow, name: users.name })
    .from(testAttempts)
    .innerJoin(users, eq(users.id, testAttempts.candidateId))
    .where(and(eq(testAttempts.testId, testId), where))
    .$dynamic();
}

/**
 * A test with its modules (Dutch titles of the pinned versions) and its attempts by start time, each with
 * its state and result; attempts whose time ran out are closed first. A 'closed' attempt has open answers
 * waiting for scoring (without them it would be 'scored'). `notStarted` lists the assigned candidates without
 * an attempt.
 * @throws apiError 404 for an unknown test or an id that is not a UUID.
 */
export async function testDetail(db: Db, testId: string): Promise<TestDetail> {
  const head = await testHead(db, testId);
  const rows = await attemptRows(db, testId).orderBy(asc(testAttempts.startedAt), asc(testAttempts.id));
  const { notStarted, ...rest } = head;
  return { ...rest, attempts: await testAttemptsOf(db, rows), notStarted };
}

/**
 * The test as `testDetail` gives it, with page `page` (from 1) of its attempts instead of all of them:
 * TEST_ATTEMPTS_PAGE_SIZE a page, newest start first (then by id); and `waiting`, every closed attempt (open
 * answers waiting for scoring), oldest closed first (then newest start, then id). Attempts of the test whose time
 * ran out are closed first, so the page, the count and `waiting` agree.
 * @throws apiError 404 for an unknown test or an id that is not a UUID.
 */
export async function testDetailPage(db: Db, testId: string, page: number): Promise<TestDetailPage> {
  const head = await testHead(db, testId);
  const expired = await db
    .select(attemptWithNow)
    .from(testAttempts)
    .where(and(eq(testAttempts.testId, testId), eq(testAttempts.status, 'in_progress'), isNotNull(testAttempts.deadlineAt), lt(testAttempts.deadlineAt, sql`now()`)));
  for (const row of expired) await closeIfExpired(db, row);
  const size = TEST_ATTEMPTS_PAGE_SIZE;
  const [total, pageRows, waitingRows] = await Promise.all([
    db.$count(testAttempts, eq(testAttempts.testId, testId)),
    attemptRows(db, testId)
      .orderBy(desc(testAttempts.startedAt), asc(testAttempts.id))
      .limit(size)
      .offset(offsetOf(page, size)),
    attemptRows(db, testId, eq(testAttempts.status, 'closed')).orderBy(asc(testAttempts.closedAt), desc(testAttempts.startedAt), asc(testAttempts.id)),
  ]);
  const { notStarted, ...rest } = head;
  return {
    ...rest,
    attempts: paged(await testAttemptsOf(db, pageRows), total, page, size),
    notStarted,
    waiting: await testAttemptsOf(db, waitingRows),
  };
}

/**
 * Assigns test `testId` to candidate `candidateId` (a user with role User that is not disabled or erased), taking a
 * seat of a licence of the candidate's organisation for this test, usable today, in one transaction
 * (features/licences/api/seats.ts; docs/domain.md "Licence").
 * @throws apiError 404 for an unknown test; 400 for an unknown candidate; 409 when already assigned, and 409 naming
 *   the organisation or licence when no seat can be taken (no organisation, no usable licence, every licence full).
 */
export async function assignTest(db: Db, caller: Caller, testId: string, candidateId: string): Promise<TestAssigned> {
  const [test] = isUuid(testId) ? await db.select({ id: professionTests.id }).from(professionTests).where(eq(professionTests.id, testId)) : [];
  if (!test) throw apiError(404, TEST_TITLES.unknownTest);
  const [candidate] = await db.select({ role: users.role, status: users.status }).from(users).where(eq(users.id, candidateId));
  if (!candidate || candidate.role !== 'User' || candidate.status === 'disabled' || candidate.status === 'erased') throw apiError(400, TEST_TITLES.candidateNotFound);
  return db.transaction(async (tx) => {
    const [assignment] = await tx
      .insert(testAssignments)
      .values({ testId, candidateId, assignedBy: caller.id })
      .onConflictDoNothing({ target: [testAssignments.testId, testAssignments.candidateId] })
      .returning({ id: testAssignments.id });
    if (!assignment) throw apiError(409, TEST_TITLES.alreadyAssigned);
    await takeSeatForTest(tx, candidateId, testId, caller.id);
    return { assignmentId: assignment.id };
  });
}
