/**
 * The life of a candidate's attempt at a profession test (docs/api.md "Profession test"): finding the caller's
 * assignment, starting in a language, reading an attempt row, closing it (by the candidate or when the time ran
 * out) and storing its result. What a candidate reads is in candidate-views.ts.
 *
 * Lifecycle (docs/domain.md): in_progress → closed (by the candidate, or when the time ran out) → scored (every open
 * answer scored). Only the candidate who owns an assignment or attempt may touch it; anyone else, an unknown id
 * or an id that is not a UUID gets 404. Every moment (start, deadline, saving) is the database's `now()`, so
 * instances with drifting clocks agree. An attempt read or written after its deadline while still in progress
 * is closed first, as of its deadline (closedReason 'timeout').
 */
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import { type Language } from '#src/features/content/model';
import type { Caller } from '#src/server/context';
import type { Db } from '#src/server/db/client';
import { attemptAnswers, candidateProfiles, professionTests, testAssignments, testAttempts } from '#src/server/db/schema';
import { apiError } from '#src/server/errors';
import { NOTIFICATION_TYPE } from '#src/features/mailbox/api/notifications';
import { insertNotices } from '#src/features/mailbox/api/notify';
import { computeResult, type ScoredAnswer } from './scoring';
import { definitionOf, TEST_TITLES } from './definition';
import { isUuid } from '#src/server/validation';
import { allowedMs, isExpired } from './timer';
import type { ClosedAttempt, StartedAttempt } from '#src/features/profession-test/contract';

/** An attempt row with the database's clock at the moment it was read. */
export type AttemptRow = typeof testAttempts.$inferSelect & { now: Date };

/** The text of the type-2 notification when a result is final. */
export function resultAvailableText(testTitle: string): string {
  return `Je resultaat voor ${testTitle} is bekend.`;
}


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
 * unchanged: when the time runs out the server closes the attempt, and every answer saved before that moment
 * counts (decision 007).
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
 * notification (docs/api.md PUT …/score) whose `relatedId` is the test: the candidate's result page is per test
 * (/dashboard/test/afsluiten/{testId}, features/mailbox/notification-links.ts). The caller holds the attempt row's lock.
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
    await insertNotices(tx, [
      {
        userId: attempt.candidateId,
        type: NOTIFICATION_TYPE.result,
        message: resultAvailableText(definition.title),
        params: { test: definition.title },
        relatedId: attempt.testId,
      },
    ]);
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
export async function assignmentsOf(db: Db, candidateId: string, testId?: string) {
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

/** The caller's assignment of `testId` with its attempt, if any. @throws apiError 404 when not assigned. */
export async function assignmentFor(db: Db, caller: Caller, testId: string) {
  if (!isUuid(testId)) throw apiError(404, TEST_TITLES.testNotFound);
  const [row] = await assignmentsOf(db, caller.id, testId);
  if (!row) throw apiError(404, TEST_TITLES.testNotFound);
  return row;
}

/**
 * Starts the caller's attempt at `testId` in `language`; idempotent: the unique index on
 * test_attempts.assignment_id keeps one attempt per assignment, and a second call answers the first attempt
 * with its own language. The deadline is now() + limit × (1 + extra time %) (timer.ts; candidate_profiles,
 * no row = no extra time), or none.
 * @throws apiError 404 when the test is not assigned to the caller; 400 for a language the test does not offer.
 */
export async function startAttempt(db: Db, caller: Caller, testId: string, language: Language): Promise<StartedAttempt> {
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

