/**
 * Scoring open answers (docs/api.md …/open-answers and …/score): a teacher or coordinator scores them, after
 * which the result is final and the candidate gets a type-2 notification.
 *
 * Who: Admin and Coordinator for every attempt, a Teacher for the attempts of candidates linked to them
 * (teacher_candidates). Other roles are refused by the route (401, decision 003); a teacher who is not linked,
 * an unknown attempt or an id that is not a UUID gets 404.
 */
import { and, eq, sql } from 'drizzle-orm';
import { isStaff, type Role } from '#src/lib/roles';
import { candidateScope } from '#src/server/access-scope';
import type { Caller } from '#src/server/context';
import type { Db } from '#src/server/db/client';
import { attemptAnswers, testAttempts } from '#src/server/db/schema';
import { apiError } from '#src/server/errors';
import { attemptWithNow, closeIfExpired, storeResult, type AttemptRow } from './attempt-lifecycle';
import { isAnswered } from '#src/features/profession-test/answered';
import { loadTestDefinition, TEST_TITLES } from './definition';
import { isUuid } from '#src/server/validation';
import type { ClosedAttempt, OpenAnswer } from '#src/features/profession-test/contract';
import type { z } from 'zod';
import type { scoreBody } from '#src/features/profession-test/contract';

/** True for the roles that score open answers: Admin, Coordinator and Teacher (docs/api.md, "Profession test"). */
export function mayScore(role: Role): boolean {
  return isStaff(role) || role === 'Teacher';
}

/**
 * The select behind the scope check: the attempt `attemptId` (a UUID) with the database's `now()` and
 * `inScope`, whether its candidate is in the caller's `candidateScope` (src/server/access-scope.ts; true for
 * staff, for a teacher whether the candidate is linked to them). The scope is a correlated `exists` built
 * with the query builder, so `teacher_candidates.candidate_id = test_attempts.candidate_id` keeps its table
 * names in this select without joins (src/server/db/correlated-subqueries.db.test.ts). At most one row.
 */
export function scorableAttemptQuery(db: Db, caller: Caller, attemptId: string) {
  const inScope = (candidateScope(db, caller, testAttempts.candidateId) ?? sql`true`).mapWith(Boolean);
  return db
    .select({ ...attemptWithNow, inScope })
    .from(testAttempts)
    .where(eq(testAttempts.id, attemptId))
    .limit(1);
}

/** The attempt if the caller may score it, closed first when its time ran out. @throws apiError 404 otherwise. */
async function scorableAttempt(db: Db, caller: Caller, attemptId: string): Promise<AttemptRow> {
  const [row] = isUuid(attemptId) ? await scorableAttemptQuery(db, caller, attemptId) : [];
  const allowed = row && mayScore(caller.role) && row.inScope;
  if (!row || !allowed) throw apiError(404, TEST_TITLES.attemptNotFound);
  return closeIfExpired(db, row);
}

/**
 * The attempt's open answers that have text, in test order, with the Dutch prompt and guidance, the maximum and
 * the points awarded so far (null = not yet scored). Blank or missing open answers score 0 and are not listed.
 * @throws apiError 404 when the caller may not score this attempt.
 */
export async function listOpenAnswers(db: Db, caller: Caller, attemptId: string): Promise<OpenAnswer[]> {
  const attempt = await scorableAttempt(db, caller, attemptId);
  const definition = await loadTestDefinition(db, attempt.testId);
  const rows = await db
    .select({ questionId: attemptAnswers.questionId, value: attemptAnswers.value, awardedPoints: attemptAnswers.awardedPoints })
    .from(attemptAnswers)
    .where(eq(attemptAnswers.attemptId, attempt.id));
  const stored = new Map(rows.map((r) => [r.questionId, r]));
  const list: OpenAnswer[] = [];
  for (const module of definition?.modules ?? []) {
    for (const part of module.content.parts) {
      if (part.type !== 'question' || part.kind !== 'open') continue;
      const answer = stored.get(part.id);
      if (!answer || answer.value.kind !== 'open' || !isAnswered(answer.value)) continue;
      list.push({
        questionId: part.id,
        modulePosition: module.position,
        prompt: part.prompt.nl,
        guidance: part.guidance?.nl ?? null,
        answer: answer.value.text,
        maxPoints: part.points,
        awardedPoints: answer.awardedPoints,
      });
    }
  }
  return list;
}

/**
 * Awards `points` to one open answer of a closed attempt and recomputes the result; when it was the last one
 * waiting, the result is final (status 'scored') and the candidate gets a type-2 notification (attempt-lifecycle.ts
 * `storeResult`). Scoring an answer again while the attempt is still 'closed' replaces the points.
 * @throws apiError 404 when the caller may not score this attempt; 409 while it is in progress or once the
 *   result is final; 400 for a question that is not an open question of the test, an unanswered one, or points
 *   that are not a whole number from 0 to the question's maximum.
 */
export async function scoreOpenAnswer(
  db: Db,
  caller: Caller,
  attemptId: string,
  input: z.output<typeof scoreBody>,
): Promise<ClosedAttempt> {
  const attempt = await scorableAttempt(db, caller, attemptId);
  if (attempt.status === 'in_progress') throw apiError(409, TEST_TITLES.stillRunning);
  if (attempt.status === 'scored') throw apiError(409, TEST_TITLES.alreadyFinal);
  const definition = await loadTestDefinition(db, attempt.testId);
  const question = definition?.questions.get(input.questionId)?.question;
  if (!question || question.kind !== 'open') throw apiError(400, TEST_TITLES.notOpenQuestion);
  if (!Number.isInteger(input.points) || input.points < 0 || input.points > question.points) {
    throw apiError(400, `Geef een heel aantal punten van 0 tot en met ${question.points}.`);
  }
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ status: testAttempts.status })
      .from(testAttempts)
      .where(eq(testAttempts.id, attempt.id))
      .for('update');
    if (locked?.status !== 'closed') throw apiError(409, TEST_TITLES.alreadyFinal);
    const [answer] = await tx
      .select({ value: attemptAnswers.value })
      .from(attemptAnswers)
      .where(and(eq(attemptAnswers.attemptId, attempt.id), eq(attemptAnswers.questionId, question.id)));
    if (!answer || !isAnswered(answer.value)) throw apiError(400, TEST_TITLES.notAnswered);
    await tx
      .update(attemptAnswers)
      .set({ awardedPoints: input.points, scoredBy: caller.id, scoredAt: sql`now()` })
      .where(and(eq(attemptAnswers.attemptId, attempt.id), eq(attemptAnswers.questionId, question.id)));
    const updated = await storeResult(tx, attempt);
    return { status: updated.status, result: updated.result };
  });
}
