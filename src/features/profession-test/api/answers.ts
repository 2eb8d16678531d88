/**
 * Saving answers, the platform's hot path (decision 007: the server keeps, per question, the answer with the highest
 * sequence number and acknowledges it; budget p99 ≤ 50 ms with 200 concurrent candidates, scripts/bench-answers.ts).
 *
 * One SQL statement per save. What never changes is cached in the process, so nothing is read twice: an
 * attempt's test and owner (this file) and the test's questions (definition.ts). What does change
 * (status, deadline, the stored seq) is checked inside the statement against the database clock.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Caller } from '#src/server/context';
import type { Db } from '#src/server/db/client';
import { attemptAnswers, testAttempts } from '#src/server/db/schema';
import { apiError } from '#src/server/errors';
import { closeAttempt, ownedAttempt } from './attempt-lifecycle';
import { definitionOf, TEST_TITLES, type TestDefinition } from './definition';
import { isUuid } from '#src/server/validation';
import type { AnswerAck, AnswerInput, AttemptStatus } from '#src/features/profession-test/contract';

/** Why `input` does not fit the test (`problem`, a Dutch title), or the position of the question's module. */
function checkAnswer(definition: TestDefinition, input: AnswerInput): { problem: string } | { position: number } {
  const entry = definition.questions.get(input.questionId);
  if (!entry) return { problem: TEST_TITLES.questionNotInAttempt };
  const { question } = entry;
  const value = input.value;
  if (value.kind !== question.kind) return { problem: TEST_TITLES.wrongKind };
  if (question.kind === 'single' || question.kind === 'multiple') {
    const known = new Set(question.options.map((o) => o.id));
    const chosen = value.kind === 'single' ? [value.option] : value.kind === 'multiple' ? value.options : [];
    if (!chosen.every((id) => known.has(id))) return { problem: TEST_TITLES.unknownOption };
    if (new Set(chosen).size !== chosen.length) return { problem: TEST_TITLES.duplicateOption };
  }
  return { position: entry.position };
}

/** Test and owner of an attempt: both never change, so they are cached for the save path. */
const attemptOwners = new Map<string, { testId: string; candidateId: string }>();
const OWNERS_MAX = 20_000;

/** The test and candidate of attempt `attemptId` (a UUID), from the cache or one query; undefined when unknown. */
async function ownerOf(db: Db, attemptId: string): Promise<{ testId: string; candidateId: string } | undefined> {
  const cached = attemptOwners.get(attemptId);
  if (cached) return cached;
  const [row] = await db
    .select({ testId: testAttempts.testId, candidateId: testAttempts.candidateId })
    .from(testAttempts)
    .where(eq(testAttempts.id, attemptId));
  if (!row) return undefined;
  attemptOwners.set(attemptId, row);
  if (attemptOwners.size > OWNERS_MAX) attemptOwners.delete(attemptOwners.keys().next().value as string);
  return row;
}

/** The rows of a `db.execute` answer (node-postgres and PGlite both put them on `.rows`). */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** What the single save statement reports: the attempt's state and the stored (highest) seq. */
interface SaveOutcome {
  status: AttemptStatus;
  expired: boolean;
  seq: number | string | null;
  saved_ms: number | string | null;
}

/**
 * Saves an answer (decision 007: the server keeps, per question, the answer with the highest sequence number
 * and acknowledges it). One SQL statement, one round trip: it locks the attempt row for share (so a concurrent
 * close waits for it), checks owner, status and deadline against the database clock, and upserts the answer
 * only over a lower seq. The acknowledgement is the highest stored seq, also when the sent one was older or
 * equal (a retry), so the client can forget everything up to it.
 * Checks in this order: 404 (not the caller's attempt), 409 (closed, or the time ran out: then it is closed
 * as of its deadline), 400 (a question not in the test, a value of another kind, an unknown or repeated option).
 */
export async function saveAnswer(db: Db, caller: Caller, attemptId: string, input: AnswerInput): Promise<AnswerAck> {
  const owner = isUuid(attemptId) ? await ownerOf(db, attemptId) : undefined;
  if (!owner || owner.candidateId !== caller.id) throw apiError(404, TEST_TITLES.attemptNotFound);
  const definition = await definitionOf(db, owner.testId);
  const checked = checkAnswer(definition, input);
  if ('problem' in checked) {
    const row = await ownedAttempt(db, caller.id, attemptId);
    if (row.status !== 'in_progress') throw apiError(409, TEST_TITLES.closed);
    throw apiError(400, checked.problem);
  }
  const result = await db.execute(sql`
    WITH attempt AS (
      SELECT id, status, (deadline_at IS NOT NULL AND deadline_at <= now()) AS expired
      FROM test_attempts
      WHERE id = ${attemptId}::uuid AND candidate_id = ${caller.id}::uuid
      FOR SHARE
    ), saved AS (
      INSERT INTO attempt_answers AS a (attempt_id, question_id, module_position, value, client_seq)
      SELECT id, ${input.questionId}::text, ${checked.position}::integer, ${JSON.stringify(input.value)}::jsonb, ${input.seq}::bigint
      FROM attempt
      WHERE status = 'in_progress' AND NOT expired
      ON CONFLICT (attempt_id, question_id) DO UPDATE
        SET value = excluded.value, client_seq = excluded.client_seq, saved_at = now()
        WHERE a.client_seq < excluded.client_seq
      RETURNING client_seq, saved_at
    )
    SELECT attempt.status, attempt.expired,
      coalesce((SELECT client_seq FROM saved), stored.client_seq)::float8 AS seq,
      (extract(epoch FROM coalesce((SELECT saved_at FROM saved), stored.saved_at)) * 1000)::float8 AS saved_ms
    FROM attempt
    LEFT JOIN attempt_answers stored ON stored.attempt_id = attempt.id AND stored.question_id = ${input.questionId}::text
  `);
  const [outcome] = rowsOf<SaveOutcome>(result);
  if (!outcome) throw apiError(404, TEST_TITLES.attemptNotFound);
  if (outcome.status !== 'in_progress' || outcome.expired) {
    if (outcome.status === 'in_progress') await closeAttempt(db, attemptId, 'timeout');
    throw apiError(409, TEST_TITLES.closed);
  }
  if (outcome.seq === null || outcome.saved_ms === null || Number(outcome.seq) < input.seq) {
    // Not written, and the statement's snapshot predates the newer answer that won: a save of the same question
    // committed while this one ran (two tabs). Read what is stored now.
    return storedAck(db, attemptId, input.questionId);
  }
  return { questionId: input.questionId, seq: Number(outcome.seq), savedAt: new Date(Number(outcome.saved_ms)).toISOString() };
}

/** The acknowledgement for what is stored for a question now (a fresh statement, so it sees every commit). */
async function storedAck(db: Db, attemptId: string, questionId: string): Promise<AnswerAck> {
  const [row] = await db
    .select({ seq: attemptAnswers.clientSeq, savedAt: attemptAnswers.savedAt })
    .from(attemptAnswers)
    .where(and(eq(attemptAnswers.attemptId, attemptId), eq(attemptAnswers.questionId, questionId)));
  if (!row) throw new Error('antwoord niet opgeslagen');
  return { questionId, seq: row.seq, savedAt: row.savedAt.toISOString() };
}
