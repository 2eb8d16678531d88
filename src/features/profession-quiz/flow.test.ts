import { describe, expect, it } from 'vitest';
import { QUIZ_ITEMS } from './content/items';
import { decodeAnswers, encodeAnswers } from './contract';
import { firstOpenStep, itemsOfStep, mergeStep, quizHref, screenOf, STEPS } from './flow';
import type { Answers } from './scoring';

const all = (answer: 'like' | 'unsure' | 'dislike'): Answers => Object.fromEntries(QUIZ_ITEMS.map((i) => [i.id, answer]));
const firstSteps = (n: number): Answers => Object.fromEntries(QUIZ_ITEMS.slice(0, n * 6).map((i) => [i.id, 'like' as const]));
const url = (query: string) => new URL(`http://localhost/beroepen-quiz${query}`);

describe('the answers in the address', () => {
  it('round-trips every answer as one letter per item and marks open items', () => {
    const answers: Answers = { R1: 'like', I1: 'unsure', C6: 'dislike' };
    const text = encodeAnswers(answers);
    expect(text).toHaveLength(36);
    expect(text.slice(0, 2)).toBe('lw');
    expect(text.at(-1)).toBe('n');
    expect(decodeAnswers(text)).toEqual(answers);
  });

  it('ignores unknown letters and anything beyond the 36th', () => {
    expect(decodeAnswers('lx' + '-'.repeat(34) + 'llll')).toEqual({ R1: 'like' });
    expect(decodeAnswers(null)).toEqual({});
  });
});

describe('the steps', () => {
  it('shows six items per step, one of each area', () => {
    expect(STEPS).toBe(6);
    expect(itemsOfStep(2).map((i) => i.id)).toEqual(['R2', 'I2', 'A2', 'S2', 'E2', 'C2']);
  });

  it('finds the first step with an open item', () => {
    expect(firstOpenStep({})).toBe(1);
    expect(firstOpenStep(firstSteps(3))).toBe(4);
    expect(firstOpenStep(all('unsure'))).toBeNull();
  });
});

describe('screenOf', () => {
  it('asks for the language first, and takes only the six languages', () => {
    expect(screenOf(url(''))).toEqual({ kind: 'language' });
    expect(screenOf(url('?lang=xx&stap=2'))).toEqual({ kind: 'language' });
  });

  it('sends a step beyond the first open one back to that one', () => {
    const answers = firstSteps(1);
    const asked = screenOf(url(`?lang=ar&stap=5&a=${encodeAnswers(answers)}`));
    expect(asked).toEqual({ redirect: quizHref({ kind: 'step', language: 'ar', step: 2, answers }) });
    expect(screenOf(url(`?lang=ar&stap=2&a=${encodeAnswers(answers)}`))).toMatchObject({ kind: 'step', step: 2, language: 'ar' });
    expect(screenOf(url('?lang=pl&stap=abc'))).toMatchObject({ kind: 'step', step: 1 });
  });

  it('shows a prospect’s result only for a complete answer set, and a candidate’s saved one without answers', () => {
    const complete = all('like');
    expect(screenOf(url(`?lang=nl&stap=uitslag&a=${encodeAnswers(complete)}`))).toEqual({ kind: 'result', language: 'nl', answers: complete });
    expect(screenOf(url(`?lang=nl&stap=uitslag&a=${encodeAnswers(firstSteps(5))}`))).toEqual({
      redirect: quizHref({ kind: 'step', language: 'nl', step: 6, answers: firstSteps(5) }),
    });
    expect(screenOf(url('?lang=tr&stap=uitslag'))).toEqual({ kind: 'result', language: 'tr', answers: null });
    expect(screenOf(url('?lang=uk&stap=bedankt'))).toEqual({ kind: 'thanks', language: 'uk' });
  });
});

describe('mergeStep', () => {
  it('adds the step’s answers to the earlier ones and names the open items', () => {
    const form = new FormData();
    form.set('a', encodeAnswers(firstSteps(1)));
    form.set('R2', 'l');
    form.set('I2', 'w');
    form.set('A2', 'n');
    form.set('S2', 'bogus');
    const { answers, missing } = mergeStep(form, 2);
    expect(answers).toMatchObject({ R1: 'like', R2: 'like', I2: 'unsure', A2: 'dislike' });
    expect(missing).toEqual(['S2', 'E2', 'C2']);
  });

  it('keeps an answer given earlier for an item the form left out', () => {
    const form = new FormData();
    form.set('a', encodeAnswers(all('unsure')));
    expect(mergeStep(form, 3).missing).toEqual([]);
  });
});
