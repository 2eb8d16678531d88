/**
 * Scoring a profession test attempt, as pure functions (docs/api.md "Profession test": closing computes the
 * result; open answers are not auto-scored, they wait for a teacher or coordinator).
 *
 * Rules:
 * - single choice: the correct option → the question's points, else 0;
 * - multiple choice: exactly the correct set of options → points, else 0 (no partial credit);
 * - true/false: the correct value → points, else 0;
 * - open: the points a scorer awarded; a non-blank answer not yet scored is *waiting* (null);
 * - an unanswered question (also a blank open text or an empty set of options) scores 0 and never waits.
 * A module is passed when points × 100 ≥ passPercent × maxPoints; the test likewise over all points with the
 * test's own pass mark. Either is null while an open answer it contains is waiting.
 */
import type { AnswerValue, ModuleContent, QuestionPart } from '#src/features/content/model';
import type { AttemptResult } from '#src/features/profession-test/contract';
import { isAnswered } from '#src/features/profession-test/answered';

/** A stored answer as scoring needs it: the value and, for open questions, the points awarded (or null). */
export interface ScoredAnswer {
  value: AnswerValue;
  awardedPoints: number | null;
}

/** One module of an attempt as scoring needs it. */
export interface ScoringModule {
  /** Position in the test, from 1. */
  position: number;
  moduleVersionId: string;
  /** Percentage of the module's points needed to pass it (0–100). */
  passPercent: number;
  content: ModuleContent;
}

/** The question parts of a module's content, in order. */
export function questionsOf(content: ModuleContent): QuestionPart[] {
  return content.parts.filter((part): part is QuestionPart => part.type === 'question');
}

/** True when an open question has a non-blank answer that no one has scored yet. */
export function isWaiting(question: QuestionPart, answer: ScoredAnswer | undefined): boolean {
  return question.kind === 'open' && isAnswered(answer?.value) && answer?.awardedPoints == null;
}

/**
 * The points `answer` earns on `question` (whole numbers, 0…question.points), or null while an open answer
 * waits for a scorer. A value of another kind than the question (cannot be stored, see answers.ts) earns 0.
 */
export function pointsFor(question: QuestionPart, answer: ScoredAnswer | undefined): number | null {
  if (!answer || !isAnswered(answer.value)) return 0;
  const value = answer.value;
  switch (question.kind) {
    case 'single':
      return value.kind === 'single' && value.option === question.correct ? question.points : 0;
    case 'multiple': {
      if (value.kind !== 'multiple') return 0;
      const given = new Set(value.options);
      const correct = new Set(question.correct);
      const exact = given.size === correct.size && [...correct].every((id) => given.has(id));
      return exact ? question.points : 0;
    }
    case 'truefalse':
      return value.kind === 'truefalse' && value.value === question.correct ? question.points : 0;
    case 'open':
      return answer.awardedPoints;
  }
}

/** True when `points` out of `maxPoints` reaches `passPercent` % (integer arithmetic: points × 100 ≥ pass × max). */
export function passes(points: number, maxPoints: number, passPercent: number): boolean {
  return points * 100 >= passPercent * maxPoints;
}

/**
 * The result of an attempt (schema.ts `AttemptResult`) and how many open answers still wait for a scorer.
 * @param modules the attempt's modules with their pinned content and pass marks.
 * @param answers stored answers by question id (question ids are unique within a test).
 * @param passPercent the test's pass mark over all points (0–100).
 * @returns `waiting` = 0 means the result is final (status 'scored').
 */
export function computeResult(
  modules: readonly ScoringModule[],
  answers: ReadonlyMap<string, ScoredAnswer>,
  passPercent: number,
): { result: AttemptResult; waiting: number } {
  let waiting = 0;
  const perModule = modules.map((module) => {
    let points = 0;
    let maxPoints = 0;
    let moduleWaiting = 0;
    for (const question of questionsOf(module.content)) {
      maxPoints += question.points;
      const earned = pointsFor(question, answers.get(question.id));
      if (earned === null) moduleWaiting += 1;
      else points += earned;
    }
    waiting += moduleWaiting;
    return {
      position: module.position,
      moduleVersionId: module.moduleVersionId,
      points,
      maxPoints,
      passed: moduleWaiting > 0 ? null : passes(points, maxPoints, module.passPercent),
    };
  });
  const points = perModule.reduce((sum, m) => sum + m.points, 0);
  const maxPoints = perModule.reduce((sum, m) => sum + m.maxPoints, 0);
  return {
    result: { modules: perModule, points, maxPoints, passed: waiting > 0 ? null : passes(points, maxPoints, passPercent) },
    waiting,
  };
}

/**
 * The correct answer of a question in the shape of an `AnswerValue`, for showing answers after a final result
 * (only when the test says so, docs/api.md GET …/result); null for open questions, which have no single correct answer.
 */
export function correctAnswer(question: QuestionPart): AnswerValue | null {
  switch (question.kind) {
    case 'single':
      return { kind: 'single', option: question.correct };
    case 'multiple':
      return { kind: 'multiple', options: [...question.correct] };
    case 'truefalse':
      return { kind: 'truefalse', value: question.correct };
    case 'open':
      return null;
  }
}
