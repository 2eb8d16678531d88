/**
 * A candidate's side of the profession test (issue 3; docs/api.md "Profession test"): their assigned tests,
 * starting an attempt in a language, the overview, a module's content, saving answers, closing and the result.
 *
 * Lifecycle (domain.md): in_progress → closed (by the candidate, or when the time ran out) → scored (every open
 * answer scored). Only the candidate who owns an assignment or attempt may touch it; anyone else, an unknown id
 * or an id that is not a UUID gets 404. Every moment (start, deadline, saving) is the database's `now()`, so
 * instances with drifting clocks agree. An attempt read or written after its deadline while still in progress
 * is closed first, as of its deadline (closedReason 'timeout').
 */
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import { isRtl, LANGUAGE_NAMES, type Language } from '#src/features/content/model';
import type { Caller } from '#src/server/context';
import type { Db } from '#src/server/db/client';
import { attemptAnswers, candidateProfiles, notifications, professionTests, testAssignments, testAttempts } from '#src/server/db/schema';
import { apiError } from '#src/server/errors';
import { candidateModule, candidateText } from './candidate-content';
import { NOTIFICATION_TYPE } from '#src/features/mailbox/api/notifications';
import { computeResult, correctAnswer, isAnswered, pointsFor, questionsOf, type ScoredAnswer } from './scoring';
import { definitionOf, isUuid, TEST_TITLES } from './definition';
import { allowedMs, isExpired, secondsLeft } from './timer';
import type { AttemptModule, AttemptOverview, CandidateResult, CandidateTest, ClosedAttempt, ModuleState, MyTest } from '#src/features/profession-test/contract';

/** An attempt row with the database's clock at the moment it was read. */
export type AttemptRow = typeof testAttempts.$inferSelect & { now: Date };

/** The text of the type-2 notification when a result is final. */
export function resultAvailableText(testTitle: string): string {
  return `Je resultaat voor ${testTitle} is bekend.`;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const dirOf = (language: Language) => (isRtl(language) ? 'rtl' : 'ltr');

/** Columns of test_attempts plus the database clock `now()`, mapped to a Date like the timestamp columns. */
export const attemptWithNow = {
  id: testAttempts.id,
  assignmentId: testAttempts.assignmentId,
  testId: testAttempts.testId,
  candidateId: testAttempts.candidateId,
  language: testAttempts.language,
  status: testAttempts.status,
  startedAt: testAttempts.startedAt,
  deadlineAt: testAttempts.deadlineAt,
  closedAt: testAttempts.closedAt,
  closedReason: testAttempts.closedReason,
  result: testAttempts.result,
  scoredAt: testAttempts.scoredAt,
  now: sql<Date>`now()`.mapWith(testAttempts.startedAt),
};

/** Reads one attempt with `now()`, or undefined. */
export async function readAttempt(db: Db, attemptId: string): Promise<AttemptRow | undefined> {
  const [row] = await db.select(attemptWithNow).from(testAttempts).where(eq(testAttempts.id, attemptId)).limit(1);
  return row;
}

/**
 * Closes `row` as of its deadline when its time ran out while it was still in progress; otherwise returns it
 * unchanged (issue 3: "when it runs out the server closes the attempt and every answer saved before that moment
 * counts").
 */
export async function closeIfExpired(db: Db, row: AttemptRow): Promise<AttemptRow> {
  if (row.status !== 'in_progress' || !isExpired(row.now, row.deadlineAt)) return row;
  await closeAttempt(db, row.id, 'timeout');
  return (await readAttempt(db, row.id)) ?? row;
}

/**
 * The attempt with `attemptId` if `candidateId` owns it, closed first when its time ran out.
 * @throws apiError 404 for a non-UUID, unknown or someone else's attempt.
 */
export async function ownedAttempt(db: Db, candidateId: string, attemptId: string): Promise<AttemptRow> {
  const row = isUuid(attemptId) ? await readAttempt(db, attemptId) : undefined;
  if (!row || row.candidateId !== candidateId) throw apiError(404, TEST_TITLES.attemptNotFound);
  return closeIfExpired(db, row);
}

/**
 * Recomputes and stores the result of a closed attempt inside transaction `tx` (scoring.ts). When no open
 * answer waits any more the result is final: status 'scored', scoredAt now, and the candidate gets a type-2
 * notification (issue 3). The caller holds the attempt row's lock.
 */
export async function storeResult(
  tx: Db,
  attempt: { id: string; testId: string; candidateId: string },
): Promise<typeof testAttempts.$inferSelect> {
  const definition = await definitionOf(tx, attempt.testId);
  const rows = await tx
    .select({ questionId: attemptAnswers.questionId, value: attemptAnswers.value, awardedPoints: attemptAnswers.awardedPoints })
    .from(attemptAnswers)
    .where(eq(attemptAnswers.attemptId, attempt.id));
  const answers = new Map<string, ScoredAnswer>(rows.map((r) => [r.questionId, r]));
  const { result, waiting } = computeResult(definition.modules, answers, definition.passPercent);
  const final = waiting === 0;
  const [updated] = await tx
    .update(testAttempts)
    .set(final ? { result, status: 'scored', scoredAt: sql`now()` } : { result })
    .where(eq(testAttempts.id, attempt.id))
    .returning();
  if (!updated) throw new Error(`poging ${attempt.id} verdwenen`);
  if (final) {
    await tx.insert(notifications).values({
      userId: attempt.candidateId,
      type: NOTIFICATION_TYPE.result,
      message: resultAvailableText(definition.title),
      relatedId: attempt.id,
    });
  }
  return updated;
}

/**
 * Closes an attempt that is in progress and computes its result, in one transaction. Idempotent: an attempt
 * that is already closed or scored is left as it is.
 * - 'candidate': closes now; if the deadline had already passed it is recorded as a timeout at the deadline.
 * - 'timeout': closes only when the deadline has passed, with closedAt = deadlineAt.
 * Answers being saved at that moment finish first (they hold a share lock on the attempt row, see saveAnswer).
 */
export async function closeAttempt(db: Db, attemptId: string, reason: 'candidate' | 'timeout'): Promise<void> {
  const timedOut = sql`(${testAttempts.deadlineAt} IS NOT NULL AND ${testAttempts.deadlineAt} <= now())`;
  await db.transaction(async (tx) => {
    const [closed] = await tx
      .update(testAttempts)
      .set({
        status: 'closed',
        closedReason: sql`CASE WHEN ${timedOut} THEN 'timeout' ELSE 'candidate' END`,
        closedAt: sql`CASE WHEN ${timedOut} THEN ${testAttempts.deadlineAt} ELSE now() END`,
      })
      .where(
        and(
          eq(testAttempts.id, attemptId),
          eq(testAttempts.status, 'in_progress'),
          reason === 'timeout' ? lte(testAttempts.deadlineAt, sql`now()`) : undefined,
        ),
      )
      .returning({ id: testAttempts.id, testId: testAttempts.testId, candidateId: testAttempts.candidateId });
    if (closed) await storeResult(tx, closed);
  });
}

/** The caller's assignments with their tests and attempts (attempt fields null when not started). */
async function assignmentsOf(db: Db, candidateId: string, testId?: string) {
  const rows = await db
    .select({
      assignmentId: testAssignments.id,
      testId: professionTests.id,
      title: professionTests.title,
      languages: professionTests.languages,
      timeLimitMinutes: professionTests.timeLimitMinutes,
      attemptId: testAttempts.id,
      status: testAttempts.status,
      language: testAttempts.language,
      deadlineAt: testAttempts.deadlineAt,
      now: sql<Date>`now()`.mapWith(testAttempts.startedAt),
    })
    .from(testAssignments)
    .innerJoin(professionTests, eq(professionTests.id, testAssignments.testId))
    .leftJoin(testAttempts, eq(testAttempts.assignmentId, testAssignments.id))
    .where(and(eq(testAssignments.candidateId, candidateId), testId ? eq(testAssignments.testId, testId) : undefined))
    .orderBy(asc(testAssignments.createdAt), asc(testAssignments.id));
  for (const row of rows) {
    if (row.attemptId && row.status === 'in_progress' && isExpired(row.now, row.deadlineAt)) {
      await closeAttempt(db, row.attemptId, 'timeout');
      const again = await readAttempt(db, row.attemptId);
      if (again) row.status = again.status;
    }
  }
  return rows;
}

/** The tests assigned to the caller, oldest assignment first, each with its state (docs/api.md GET /mine). */
export async function myTests(db: Db, caller: Caller): Promise<MyTest[]> {
  const rows = await assignmentsOf(db, caller.id);
  return rows.map((row) => ({
    testId: row.testId,
    title: row.title,
    languages: row.languages,
    timeLimitMinutes: row.timeLimitMinutes,
    state: row.status ?? 'not_started',
    attemptId: row.attemptId,
  }));
}

/** The caller's assignment of `testId` with its attempt, if any. @throws apiError 404 when not assigned. */
async function assignmentFor(db: Db, caller: Caller, testId: string) {
  if (!isUuid(testId)) throw apiError(404, TEST_TITLES.testNotFound);
  const [row] = await assignmentsOf(db, caller.id, testId);
  if (!row) throw apiError(404, TEST_TITLES.testNotFound);
  return row;
}

/**
 * An assigned test as its candidate sees it before and while taking it: the offered languages (each by its
 * own name), the time limit, the number of modules and the attempt, if started.
 * @throws apiError 404 when the test is unknown or not assigned to the caller.
 */
export async function candidateTest(db: Db, caller: Caller, testId: string): Promise<CandidateTest> {
  const row = await assignmentFor(db, caller, testId);
  const definition = await definitionOf(db, row.testId);
  return {
    testId: row.testId,
    title: row.title,
    languages: row.languages.map((code) => ({ code, name: LANGUAGE_NAMES[code] })),
    timeLimitMinutes: row.timeLimitMinutes,
    moduleCount: definition.modules.length,
    attemptId: row.attemptId,
    language: row.language,
    state: row.status ?? 'not_started',
  };
}

/**
 * Starts the caller's attempt at `testId` in `language`; idempotent: the unique index on
 * test_attempts.assignment_id keeps one attempt per assignment, and a second call answers the first attempt
 * with its own language. The deadline is now() + limit × (1 + extra time %) (timer.ts; candidate_profiles,
 * no row = no extra time), or none.
 * @throws apiError 404 when the test is not assigned to the caller; 400 for a language the test does not offer.
 */
export async function startAttempt(db: Db, caller: Caller, testId: string, language: Language): Promise<{ attemptId: string; language: Language }> {
  const assignment = await assignmentFor(db, caller, testId);
  if (assignment.attemptId && assignment.language) return { attemptId: assignment.attemptId, language: assignment.language };
  if (!assignment.languages.includes(language)) throw apiError(400, TEST_TITLES.languageNotOffered);
  const [profile] = await db
    .select({ extraTimePercent: candidateProfiles.extraTimePercent })
    .from(candidateProfiles)
    .where(eq(candidateProfiles.userId, caller.id));
  const ms = allowedMs(assignment.timeLimitMinutes, profile?.extraTimePercent ?? 0);
  await db
    .insert(testAttempts)
    .values({
      assignmentId: assignment.assignmentId,
      testId: assignment.testId,
      candidateId: caller.id,
      language,
      deadlineAt: ms === null ? null : sql`now() + ${ms}::float8 * interval '1 millisecond'`,
    })
    .onConflictDoNothing({ target: testAttempts.assignmentId });
  const [attempt] = await db
    .select({ id: testAttempts.id, language: testAttempts.language })
    .from(testAttempts)
    .where(eq(testAttempts.assignmentId, assignment.assignmentId));
  if (!attempt) throw new Error('poging niet aangemaakt');
  return { attemptId: attempt.id, language: attempt.language };
}

/** Seconds left for the countdown: only while in progress; 0 once closed (with a limit), null without one. */
function timeLeft(row: AttemptRow): number | null {
  if (row.deadlineAt === null) return null;
  return row.status === 'in_progress' ? secondsLeft(row.now, row.deadlineAt) : 0;
}

/** The stored answers of an attempt (optionally of one module) by question id. */
async function answersOf(db: Db, attemptId: string, position?: number) {
  return db
    .select({
      questionId: attemptAnswers.questionId,
      modulePosition: attemptAnswers.modulePosition,
      value: attemptAnswers.value,
      seq: attemptAnswers.clientSeq,
      awardedPoints: attemptAnswers.awardedPoints,
    })
    .from(attemptAnswers)
    .where(and(eq(attemptAnswers.attemptId, attemptId), position === undefined ? undefined : eq(attemptAnswers.modulePosition, position)));
}

/**
 * The caller's attempt with its modules and their state: not_started (nothing answered), in_progress (some),
 * finished (every question answered; scoring.ts `isAnswered`). Closes the attempt first if its time ran out.
 * @throws apiError 404 for someone else's or an unknown attempt.
 */
export async function attemptOverview(db: Db, caller: Caller, attemptId: string): Promise<AttemptOverview> {
  const row = await ownedAttempt(db, caller.id, attemptId);
  const definition = await definitionOf(db, row.testId);
  const answered = new Set((await answersOf(db, row.id)).filter((a) => isAnswered(a.value)).map((a) => a.questionId));
  return {
    attemptId: row.id,
    testId: row.testId,
    title: definition.title,
    language: row.language,
    dir: dirOf(row.language),
    status: row.status,
    secondsLeft: timeLeft(row),
    deadlineAt: iso(row.deadlineAt),
    modules: definition.modules.map((module) => {
      const questions = questionsOf(module.content);
      const done = questions.filter((q) => answered.has(q.id)).length;
      const state: ModuleState = done === 0 ? 'not_started' : done === questions.length ? 'finished' : 'in_progress';
      const title = candidateText(module.content.title, row.language);
      return { position: module.position, title, questionCount: questions.length, answered: done, state };
    }),
  };
}

/**
 * One module of the caller's attempt in the attempt's language, as a candidate may see it
 * (candidate-content.ts: no correct answers, no guidance), with the answers stored for it and their seq.
 * Readable after closing too (the player shows what was saved).
 * @throws apiError 404 for someone else's or an unknown attempt, or a position the test does not have.
 */
export async function attemptModule(db: Db, caller: Caller, attemptId: string, position: string): Promise<AttemptModule> {
  const row = await ownedAttempt(db, caller.id, attemptId);
  const definition = await definitionOf(db, row.testId);
  const module = /^\d{1,4}$/.test(position) ? definition.modules.find((m) => m.position === Number(position)) : undefined;
  if (!module) throw apiError(404, TEST_TITLES.moduleNotFound);
  const content = candidateModule(module.content, row.language);
  const answers: AttemptModule['answers'] = {};
  for (const answer of await answersOf(db, row.id, module.position)) answers[answer.questionId] = { value: answer.value, seq: answer.seq };
  return {
    attemptId: row.id,
    position: module.position,
    moduleCount: definition.modules.length,
    language: row.language,
    dir: dirOf(row.language),
    ...content,
    answers,
    status: row.status,
    secondsLeft: timeLeft(row),
  };
}

/**
 * Closes the caller's attempt and computes its result (scoring.ts); without open answers waiting the result is
 * final at once (status 'scored', type-2 notification). Idempotent: closing again answers the same.
 * @throws apiError 404 for someone else's or an unknown attempt.
 */
export async function closeByCandidate(db: Db, caller: Caller, attemptId: string): Promise<ClosedAttempt> {
  let row = await ownedAttempt(db, caller.id, attemptId);
  if (row.status === 'in_progress') {
    await closeAttempt(db, row.id, 'candidate');
    row = (await readAttempt(db, row.id)) ?? row;
  }
  return { status: row.status, result: row.result };
}

/**
 * The caller's result: passed or not per module and overall (null while open answers wait, or while the
 * attempt is still in progress). Correct answers only when the test shows them and the result is final
 * (issue 3: "correct answers are not revealed unless the test says so").
 * @throws apiError 404 for someone else's or an unknown attempt.
 */
export async function candidateResult(db: Db, caller: Caller, attemptId: string): Promise<CandidateResult> {
  const row = await ownedAttempt(db, caller.id, attemptId);
  const definition = await definitionOf(db, row.testId);
  const result = row.status === 'in_progress' ? null : row.result;
  const answer: CandidateResult = {
    status: row.status,
    passed: result?.passed ?? null,
    modules: definition.modules.map((module) => ({
      position: module.position,
      title: candidateText(module.content.title, row.language),
      passed: result?.modules.find((m) => m.position === module.position)?.passed ?? null,
    })),
  };
  if (definition.showAnswers && row.status === 'scored') {
    const stored = new Map((await answersOf(db, row.id)).map((a) => [a.questionId, a]));
    answer.answers = definition.modules.flatMap((module) => {
      const parts = candidateModule(module.content, row.language).parts;
      return questionsOf(module.content).map((question) => {
        const given = stored.get(question.id);
        const part = parts.find((p) => p.id === question.id);
        return {
          questionId: question.id,
          modulePosition: module.position,
          prompt: part?.type === 'question' ? part.prompt : '',
          kind: question.kind,
          answer: given?.value ?? null,
          correct: correctAnswer(question),
          points: pointsFor(question, given) ?? 0,
          maxPoints: question.points,
        };
      });
    });
  }
  return answer;
}
