/**
 * What a candidate reads of their profession test (docs/api.md "Profession test"): their assigned tests, a test
 * before and while taking it, the attempt's overview, one module's content with the stored answers, and the
 * result. Read models only; starting, closing and expiry are in attempt-lifecycle.ts, which every read goes
 * through first (an attempt past its deadline is closed before it is shown).
 */
import { and, eq } from 'drizzle-orm';
import { isRtl, LANGUAGE_NAMES, type Language } from '#src/features/content/model';
import type { Caller } from '#src/server/context';
import type { Db } from '#src/server/db/client';
import { attemptAnswers } from '#src/server/db/schema';
import { apiError } from '#src/server/errors';
import { candidateModule, candidateText } from '#src/features/content/api/candidate-content';
import { correctAnswer, pointsFor, questionsOf } from './scoring';
import { isAnswered } from '#src/features/profession-test/answered';
import { definitionOf, TEST_TITLES } from './definition';
import { secondsLeft } from './timer';
import type { AttemptModule, AttemptOverview, CandidateResult, CandidateTest, ModuleState, MyTest, Score } from '#src/features/profession-test/contract';
import { assignmentFor, assignmentsOf, ownedAttempt, type AttemptRow } from './attempt-lifecycle';

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const dirOf = (language: Language) => (isRtl(language) ? 'rtl' : 'ltr');

/**
 * The tests assigned to the caller, oldest assignment first, each with its state and, while an attempt with a
 * deadline runs, the seconds left (docs/api.md GET /mine).
 */
export async function myTests(db: Db, caller: Caller): Promise<MyTest[]> {
  const rows = await assignmentsOf(db, caller.id);
  return rows.map((row) => ({
    testId: row.testId,
    title: row.title,
    languages: row.languages,
    timeLimitMinutes: row.timeLimitMinutes,
    state: row.status ?? 'not_started',
    attemptId: row.attemptId,
    secondsLeft: row.status === 'in_progress' ? secondsLeft(row.now, row.deadlineAt) : null,
    deadlineAt: iso(row.deadlineAt),
  }));
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
 * (content/api/candidate-content.ts: no correct answers, no guidance), with the answers stored for it and their seq.
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

/** Points of a part of the result once it is final (`passed` not null), else null. */
const scoreOf = (part: { points: number; maxPoints: number; passed: boolean | null } | undefined): Score | null =>
  part && part.passed !== null ? { points: part.points, maxPoints: part.maxPoints } : null;

/**
 * The caller's result: passed or not per module and overall (null while open answers wait, or while the
 * attempt is still in progress). When the test shows answers (`showAnswers`, "Antwoorden tonen na afloop") also
 * the points per module and overall, each as soon as that part is final, and the correct answers once the whole
 * result is final; a test that hides its answers shows only passed or not (docs/api.md GET
 * /api/test/attempt/{attemptId}/result).
 * @throws apiError 404 for someone else's or an unknown attempt.
 */
export async function candidateResult(db: Db, caller: Caller, attemptId: string): Promise<CandidateResult> {
  const row = await ownedAttempt(db, caller.id, attemptId);
  const definition = await definitionOf(db, row.testId);
  const result = row.status === 'in_progress' ? null : row.result;
  const shows = definition.showAnswers;
  const answer: CandidateResult = {
    status: row.status,
    passed: result?.passed ?? null,
    ...(shows ? { score: scoreOf(result ?? undefined) } : {}),
    modules: definition.modules.map((module) => {
      const part = result?.modules.find((m) => m.position === module.position);
      return {
        position: module.position,
        title: candidateText(module.content.title, row.language),
        passed: part?.passed ?? null,
        ...(shows ? { score: scoreOf(part) } : {}),
      };
    }),
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
