/**
 * features/profession-test/api/scoring.ts: every question kind, waiting open answers, pass marks at their boundary.
 */
import { describe, expect, it } from 'vitest';
import type { AnswerValue, QuestionPart } from '#src/features/content/model';
import { sampleModule } from '#src/features/content/api/fixtures';
import { computeResult, correctAnswer, passes, pointsFor, questionsOf, type ScoredAnswer } from './scoring';
import { isAnswered } from '#src/features/profession-test/answered';

const content = sampleModule();
const question = (id: string) => questionsOf(content).find((q) => q.id === id) as QuestionPart;
const given = (value: AnswerValue, awardedPoints: number | null = null): ScoredAnswer => ({ value, awardedPoints });

describe('pointsFor', () => {
  it('single choice: the correct option earns the points, another option 0', () => {
    expect(pointsFor(question('single'), given({ kind: 'single', option: 'b' }))).toBe(2);
    expect(pointsFor(question('single'), given({ kind: 'single', option: 'a' }))).toBe(0);
  });

  it('multiple choice: only exactly the correct set earns the points, in any order', () => {
    const q = question('multiple');
    expect(pointsFor(q, given({ kind: 'multiple', options: ['c', 'a'] }))).toBe(2);
    expect(pointsFor(q, given({ kind: 'multiple', options: ['a'] }))).toBe(0);
    expect(pointsFor(q, given({ kind: 'multiple', options: ['a', 'b', 'c'] }))).toBe(0);
    expect(pointsFor(q, given({ kind: 'multiple', options: ['a', 'a'] }))).toBe(0);
    expect(pointsFor(q, given({ kind: 'multiple', options: [] }))).toBe(0);
  });

  it('true/false: the correct value earns the points', () => {
    expect(pointsFor(question('tf'), given({ kind: 'truefalse', value: true }))).toBe(1);
    expect(pointsFor(question('tf'), given({ kind: 'truefalse', value: false }))).toBe(0);
  });

  it('open: null while waiting, the awarded points once scored, 0 when blank or unanswered', () => {
    const q = question('open');
    expect(pointsFor(q, given({ kind: 'open', text: 'Melden' }))).toBeNull();
    expect(pointsFor(q, given({ kind: 'open', text: 'Melden' }, 3))).toBe(3);
    expect(pointsFor(q, given({ kind: 'open', text: 'Melden' }, 0))).toBe(0);
    expect(pointsFor(q, given({ kind: 'open', text: '  \n ' }))).toBe(0);
    expect(pointsFor(q, undefined)).toBe(0);
  });

  it('gives 0 for no answer and for a value of another kind', () => {
    expect(pointsFor(question('single'), undefined)).toBe(0);
    expect(pointsFor(question('single'), given({ kind: 'truefalse', value: true }))).toBe(0);
    expect(pointsFor(question('tf'), given({ kind: 'single', option: 'b' }))).toBe(0);
  });
});

describe('isAnswered', () => {
  it('counts a choice, a non-empty set and non-blank text', () => {
    expect(isAnswered(undefined)).toBe(false);
    expect(isAnswered({ kind: 'single', option: 'a' })).toBe(true);
    expect(isAnswered({ kind: 'truefalse', value: false })).toBe(true);
    expect(isAnswered({ kind: 'multiple', options: [] })).toBe(false);
    expect(isAnswered({ kind: 'multiple', options: ['a'] })).toBe(true);
    expect(isAnswered({ kind: 'open', text: ' ' })).toBe(false);
    expect(isAnswered({ kind: 'open', text: 'x' })).toBe(true);
  });
});

describe('passes', () => {
  it('passes exactly at the mark and not one point below', () => {
    expect(passes(6, 10, 60)).toBe(true);
    expect(passes(5, 10, 60)).toBe(false);
    expect(passes(2, 3, 67)).toBe(false); // 66.7 % < 67 %
    expect(passes(2, 3, 66)).toBe(true);
    expect(passes(0, 10, 0)).toBe(true);
    expect(passes(10, 10, 100)).toBe(true);
    expect(passes(0, 0, 60)).toBe(true);
  });
});

describe('computeResult', () => {
  const modules = [
    { position: 1, moduleVersionId: 'v1', passPercent: 60, content: sampleModule() },
    { position: 2, moduleVersionId: 'v2', passPercent: 50, content: sampleModule('m2-') },
  ];
  const allRight = (prefix: string, open: ScoredAnswer | undefined): [string, ScoredAnswer][] => [
    [`${prefix}single`, given({ kind: 'single', option: 'b' })],
    [`${prefix}multiple`, given({ kind: 'multiple', options: ['a', 'c'] })],
    [`${prefix}tf`, given({ kind: 'truefalse', value: true })],
    [`${prefix}single2`, given({ kind: 'single', option: 'a' })],
    ...(open ? ([[`${prefix}open`, open]] as [string, ScoredAnswer][]) : []),
  ];

  it('keeps passed null per module and overall while an open answer waits', () => {
    const answers = new Map([...allRight('', given({ kind: 'open', text: 'Melden' })), ...allRight('m2-', undefined)]);
    const { result, waiting } = computeResult(modules, answers, 70);
    expect(waiting).toBe(1);
    expect(result.modules).toEqual([
      { position: 1, moduleVersionId: 'v1', points: 6, maxPoints: 10, passed: null },
      { position: 2, moduleVersionId: 'v2', points: 6, maxPoints: 10, passed: true },
    ]);
    expect(result).toMatchObject({ points: 12, maxPoints: 20, passed: null });
  });

  it('is final once every open answer is scored, with module and test pass marks applied separately', () => {
    const answers = new Map([...allRight('', given({ kind: 'open', text: 'Melden' }, 1)), ...allRight('m2-', undefined)]);
    const { result, waiting } = computeResult(modules, answers, 70);
    expect(waiting).toBe(0);
    expect(result.modules.map((m) => [m.points, m.passed])).toEqual([
      [7, true],
      [6, true],
    ]);
    expect(result).toMatchObject({ points: 13, maxPoints: 20, passed: false });
    expect(computeResult(modules, answers, 65).result.passed).toBe(true);
  });

  it('scores an attempt without answers as 0 and final', () => {
    const { result, waiting } = computeResult(modules, new Map(), 0);
    expect(waiting).toBe(0);
    expect(result).toMatchObject({ points: 0, maxPoints: 20, passed: true });
    expect(result.modules.map((m) => m.passed)).toEqual([false, false]);
  });
});

describe('correctAnswer', () => {
  it('gives the correct answer in AnswerValue form, and null for open questions', () => {
    expect(correctAnswer(question('single'))).toEqual({ kind: 'single', option: 'b' });
    expect(correctAnswer(question('multiple'))).toEqual({ kind: 'multiple', options: ['a', 'c'] });
    expect(correctAnswer(question('tf'))).toEqual({ kind: 'truefalse', value: true });
    expect(correctAnswer(question('open'))).toBeNull();
  });
});
