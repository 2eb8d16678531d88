/**
 * The steps of the quiz page /beroepen-quiz (docs/decisions/036-profession-quiz.md): which screen an address asks
 * for, which items a step shows, and merging a step's submitted answers. Pure, so the page stays thin and works
 * without JavaScript: every step is a form that posts its answers together with the answers so far, and the page
 * answers with 303 to the next step's address (post/redirect/get: the back button shows the previous step with its
 * answers, without asking to send the form again).
 *
 * Addresses: `/beroepen-quiz` (language choice), `?lang={code}&stap={1–6}&a={answers}` (a step),
 * `?lang&stap=uitslag&a` (a prospect's result, computed from the answers), `?lang&stap=uitslag` (a candidate's
 * newest saved result), `?lang&stap=bedankt` (after a prospect's contact request). `a` is contract.ts
 * `encodeAnswers`.
 */
import { isLanguage, type Language } from '#src/lib/i18n/locales';
import { QUIZ_ITEMS, type QuizItem } from './content/items';
import { decodeAnswers, encodeAnswers } from './contract';
import { ANSWERS, type Answer, type Answers } from './scoring';

/** Items shown per step: one of each area (items.ts takes the areas in turns). */
export const ITEMS_PER_STEP = 6;
/** Steps of the quiz: 36 items / 6. */
export const STEPS = QUIZ_ITEMS.length / ITEMS_PER_STEP;

/** The page's path. */
export const QUIZ_PATH = '/beroepen-quiz';

/** The screen an address asks for. */
export type Screen =
  | { kind: 'language' }
  | { kind: 'step'; language: Language; step: number; answers: Answers }
  | { kind: 'result'; language: Language; answers: Answers | null }
  | { kind: 'thanks'; language: Language };

/** The items of step `step` (1-based), in order. */
export function itemsOfStep(step: number): readonly QuizItem[] {
  return QUIZ_ITEMS.slice((step - 1) * ITEMS_PER_STEP, step * ITEMS_PER_STEP);
}

/** The first step with an unanswered item, or null when every item is answered. */
export function firstOpenStep(answers: Answers): number | null {
  const index = QUIZ_ITEMS.findIndex((item) => !answers[item.id]);
  return index === -1 ? null : Math.floor(index / ITEMS_PER_STEP) + 1;
}

/** The address of a screen. */
export function quizHref(screen: Screen): string {
  if (screen.kind === 'language') return QUIZ_PATH;
  const query = new URLSearchParams({ lang: screen.language });
  if (screen.kind === 'step') {
    query.set('stap', String(screen.step));
    if (Object.keys(screen.answers).length > 0) query.set('a', encodeAnswers(screen.answers));
  } else if (screen.kind === 'result') {
    query.set('stap', 'uitslag');
    if (screen.answers) query.set('a', encodeAnswers(screen.answers));
  } else {
    query.set('stap', 'bedankt');
  }
  return `${QUIZ_PATH}?${query}`;
}

/**
 * The screen `url` asks for, or the address to go to instead: a step beyond the first open one goes back to that
 * one, and a prospect's result with open items goes to the first open step. Unknown values fall back to the
 * language choice or step 1.
 */
export function screenOf(url: URL): Screen | { redirect: string } {
  const lang = url.searchParams.get('lang');
  if (!isLanguage(lang)) return { kind: 'language' };
  const stap = url.searchParams.get('stap') ?? '1';
  if (stap === 'bedankt') return { kind: 'thanks', language: lang };
  const encoded = url.searchParams.get('a');
  const answers = decodeAnswers(encoded);
  const open = firstOpenStep(answers);
  if (stap === 'uitslag') {
    if (encoded === null) return { kind: 'result', language: lang, answers: null };
    return open === null ? { kind: 'result', language: lang, answers } : { redirect: quizHref({ kind: 'step', language: lang, step: open, answers }) };
  }
  const asked = /^[1-9]$/.test(stap) ? Number(stap) : 1;
  const step = Math.min(asked, open ?? STEPS, STEPS);
  if (step !== asked) return { redirect: quizHref({ kind: 'step', language: lang, step, answers }) };
  return { kind: 'step', language: lang, step, answers };
}

/**
 * A step's form merged into the answers so far: `form` holds the answers before the step (`a`) and one field per
 * item of the step (`l`, `w` or `n`). `missing` names the step's items still unanswered.
 */
export function mergeStep(form: FormData, step: number): { answers: Answers; missing: string[] } {
  const answers = decodeAnswers(typeof form.get('a') === 'string' ? (form.get('a') as string) : '');
  const letters: Record<string, Answer> = { l: 'like', w: 'unsure', n: 'dislike' };
  const missing: string[] = [];
  for (const item of itemsOfStep(step)) {
    const value = form.get(item.id);
    const answer = typeof value === 'string' ? (letters[value] ?? (ANSWERS.includes(value as Answer) ? (value as Answer) : undefined)) : undefined;
    if (answer) answers[item.id] = answer;
    if (!answers[item.id]) missing.push(item.id);
  }
  return { answers, missing };
}
