/**
 * Pure helpers of the candidate's profession-test pages (spec §2, Candidate): state labels, the dashboard button, time
 * left, form parsing. The language choice's options and the `?module=` position, which the PAT and education reader
 * use too, are content/candidate-reading.ts. Texts come in the page's language from
 * the translator `t` the page passes (`Astro.locals.t`, the catalogue messages/, docs/decisions/019); the staff
 * page's form messages are Dutch (the feature's strings.ts). No catalogue is imported.
 */
import { isLanguage, type AnswerValue, type Language } from '#src/features/content/model';
import { formatTime } from '#src/lib/i18n/format';
import { staffCandidate } from '#src/features/profession-test/strings';
import type { CandidateOption } from '#src/features/content/contract';
import type { ModuleProgress, MyTest, Score, ShownAnswer, TestState } from '#src/features/profession-test/contract';

/** Where the candidate's test pages live (spec §2, exact routes). */
export const testRoutes = {
  choice: (testId: string) => `/dashboard/test/${encodeURIComponent(testId)}`,
  start: (language: string, testId: string) =>
    `/dashboard/test/${encodeURIComponent(language)}/${encodeURIComponent(testId)}`,
  overview: (testId: string) => `/dashboard/test/overzicht/${encodeURIComponent(testId)}`,
  module: (testId: string, position: number) => `/dashboard/test/${encodeURIComponent(testId)}?module=${position}`,
  close: (testId: string) => `/dashboard/test/afsluiten/${encodeURIComponent(testId)}/`,
} as const;

/** The translator of a candidate's page: `Astro.locals.t` (its type, from src/env.d.ts, names every catalogue key). */
type T = App.Locals['t'];

const STATES: readonly string[] = ['not_started', 'in_progress', 'closed', 'scored'] satisfies TestState[];

/** 'Nog niet begonnen', 'Bezig', 'Afgesloten' or 'Uitslag bekend'. Unknown states read as not started. */
export function testStateLabel(state: TestState | string, t: T): string {
  return t('test.state', { state: STATES.includes(state) ? state : 'not_started' });
}

/** True once the attempt is closed (by the candidate or the clock) or scored: only the result is left. */
export function isFinal(state: TestState | string): boolean {
  return state === 'closed' || state === 'scored';
}

/**
 * The dashboard button of a test: 'Start de test' (language choice), 'Ga verder met de test' (the overview)
 * or 'Bekijk je uitslag' (the close page, which shows the result).
 */
export function testAction(testId: string, state: TestState | string, t: T): { label: string; href: string } {
  if (isFinal(state)) return { label: t('test.viewResult'), href: testRoutes.close(testId) };
  if (state === 'in_progress') return { label: t('test.continue'), href: testRoutes.overview(testId) };
  return { label: t('test.start'), href: testRoutes.choice(testId) };
}

/** 'Nog niet begonnen', '3 van 10 beantwoord' or 'Klaar'. */
export function moduleStateLabel(module: Pick<ModuleProgress, 'state' | 'answered' | 'questionCount'>, t: T): string {
  if (module.state === 'finished') return t('test.moduleFinished');
  if (module.state === 'not_started' && module.answered === 0) return t('test.moduleNotStarted');
  return t('test.moduleAnswered', { answered: module.answered, total: module.questionCount });
}

/** Answered and unanswered questions of some modules. Counts below zero are read as zero. */
export function answerCounts(modules: readonly Pick<ModuleProgress, 'answered' | 'questionCount'>[]): {
  answered: number;
  unanswered: number;
  total: number;
} {
  let answered = 0;
  let total = 0;
  for (const m of modules) {
    const count = Math.max(0, m.questionCount);
    total += count;
    answered += Math.min(count, Math.max(0, m.answered));
  }
  return { answered, unanswered: total - answered, total };
}

/**
 * A number of whole minutes in words, with the plural forms of the language (`test.minutes`, `test.hours`):
 * '1 minuut', '45 minuten', '2 uur', '1 uur en 5 minuten'.
 */
export function formatMinutes(minutes: number, t: T): string {
  const whole = Math.max(0, Math.floor(minutes));
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  if (hours === 0) return t('test.minutes', { n: rest });
  if (rest === 0) return t('test.hours', { n: hours });
  return t('test.hoursAndMinutes', { hours: t('test.hours', { n: hours }), minutes: t('test.minutes', { n: rest }) });
}

/**
 * Time left in words, rounded down so it never promises too much: 'minder dan 1 minuut', '12 minuten',
 * '1 uur en 5 minuten'; 'De tijd is om.' at zero or below; '' without a limit (null).
 */
export function formatTimeLeft(secondsLeft: number | null | undefined, t: T): string {
  if (secondsLeft === null || secondsLeft === undefined || !Number.isFinite(secondsLeft)) return '';
  if (secondsLeft <= 0) return t('test.timeUp');
  if (secondsLeft < 60) return t('test.lessThanAMinute');
  return formatMinutes(secondsLeft / 60, t);
}

/** The clock time '14:35' in Dutch time, written as `language` writes it (format.ts); '' for an invalid or missing value. */
export function formatClock(value: string | null | undefined, language: Language): string {
  return value ? formatTime(value, language) : '';
}

/**
 * The time fact on a test's dashboard card (/dashboard/overzicht): while the attempt runs with a deadline 'Tijd
 * over' with the time left and the clock time it ends ('45 minuten (tot 14:35)'); otherwise 'Tijd' with the
 * test's limit ('1 uur') or 'Geen tijdslimiet'.
 */
export function testTimeFact(
  test: Pick<MyTest, 'state' | 'timeLimitMinutes' | 'secondsLeft' | 'deadlineAt'>,
  t: T,
  language: Language,
): { label: string; value: string } {
  if (test.state === 'in_progress' && test.secondsLeft !== null) {
    return { label: t('test.timeLeft'), value: timeLeftText(test.secondsLeft, test.deadlineAt, t, language) };
  }
  return { label: t('test.time'), value: test.timeLimitMinutes ? formatMinutes(test.timeLimitMinutes, t) : t('test.noTimeLimit') };
}

/**
 * The time left of a running attempt with the clock time it ends: '45 minuten (tot 14:35)'; without a deadline
 * (or when the time is up) only the time left; '' without a limit.
 */
export function timeLeftText(secondsLeft: number | null, deadlineAt: string | null, t: T, language: Language): string {
  const left = formatTimeLeft(secondsLeft, t);
  const clock = secondsLeft !== null && secondsLeft > 0 ? formatClock(deadlineAt, language) : '';
  return left && clock ? t('test.timeLeftUntil', { left, clock }) : left;
}

export const EXTRA_TIME_MAX = 100;

/**
 * The extra-time field of the staff's accommodations form (only staff grant extra time): a whole number 0–100,
 * '25' or '25%' (spaces allowed).
 * @returns the number, or the Dutch error.
 */
export function parseExtraTime(text: string): { ok: true; value: number } | { ok: false; error: string } {
  const match = /^\s*(\d{1,3})\s*%?\s*$/.exec(text);
  const value = match ? Number(match[1]) : NaN;
  if (!Number.isInteger(value) || value < 0 || value > EXTRA_TIME_MAX) return { ok: false, error: staffCandidate.extraTimeInvalid };
  return { ok: true, value };
}

/**
 * The preferred-language field of the accommodations form: '' (no preference) or a content language.
 * @param t the candidate page's translator; without it (the staff page) the error is Dutch.
 */
export function parsePreferredLanguage(text: string, t?: T): { ok: true; value: Language | null } | { ok: false; error: string } {
  if (text === '') return { ok: true, value: null };
  if (isLanguage(text)) return { ok: true, value: text };
  return { ok: false, error: t ? t('accommodations.languageInvalid') : staffCandidate.languageInvalid };
}

/** The body of `PUT /api/test/profile` built from the accommodations form (docs/api.md). */
export interface AccommodationsChange {
  extraTimePercent?: number;
  preferredLanguage?: Language | null;
  readAloud?: boolean;
}

/**
 * Reads the accommodations form (preferred language and, on the staff page, extra time and read-aloud) into the
 * body for `PUT /api/test/profile`. "No preference" is sent only when it clears a stored language, so saving
 * an untouched form changes nothing.
 * @param fields the form's texts; `extraTime` and `readAloud` only when the form shows those fields (staff: only
 *   they grant extra time and read-aloud, docs/api.md PUT /api/test/profile).
 * @param storedLanguage the language stored now, or null.
 * @param t the candidate page's translator (/dashboard/profile); without it (the staff page) the messages are Dutch.
 * @returns the body, or the message per invalid field.
 */
export function accommodationsChange(
  fields: { extraTime?: string; language: string; readAloud?: boolean },
  storedLanguage: Language | null,
  t?: T,
): { ok: true; body: AccommodationsChange } | { ok: false; errors: { extraTime?: string; language?: string } } {
  const extra = fields.extraTime === undefined ? undefined : parseExtraTime(fields.extraTime);
  const language = parsePreferredLanguage(fields.language, t);
  if ((extra && !extra.ok) || !language.ok) {
    return { ok: false, errors: { extraTime: extra && !extra.ok ? extra.error : undefined, language: language.ok ? undefined : language.error } };
  }
  const body: AccommodationsChange = extra ? { extraTimePercent: extra.value } : {};
  if (language.value !== null || storedLanguage !== null) body.preferredLanguage = language.value;
  if (fields.readAloud !== undefined) body.readAloud = fields.readAloud;
  return { ok: true, body };
}

/** 'Gehaald', 'Niet gehaald' or 'Wacht op beoordeling door een docent' (null: open answers wait for scoring). */
export function passedLabel(passed: boolean | null | undefined, t: T): string {
  if (passed === true) return t('result.passed');
  if (passed === false) return t('result.failed');
  return t('result.pending');
}

/**
 * A score as the result page shows it: '23 van 30 punten (76%)'. The percentage is rounded down, so it never
 * reaches a pass mark the points do not (scoring.ts `passes`: points × 100 ≥ pass mark × maximum). Without a
 * score (still waiting for scoring) 'Nog niet bekend'.
 */
export function scoreText(score: Score | null | undefined, t: T): string {
  if (!score) return t('result.scoreUnknown');
  if (score.maxPoints <= 0) return t('result.scoreWithoutPercent', { points: score.points, max: score.maxPoints });
  return t('result.score', { points: score.points, max: score.maxPoints, percent: Math.floor((score.points * 100) / score.maxPoints) });
}

/** Whether an answer has content of its own (options, open text) rather than none or 'Waar'/'Niet waar'. */
function hasContent(value: AnswerValue | null): boolean {
  if (!value) return false;
  switch (value.kind) {
    case 'single':
      return true;
    case 'multiple':
      return value.options.length > 0;
    case 'truefalse':
      return false;
    case 'open':
      return value.text.trim() !== '';
  }
}

/**
 * An answer as lines of text for the result page: the chosen options' texts in the order of the answer (by id;
 * the id itself when the text is unknown), 'Waar'/'Niet waar', the open text, or '(geen antwoord)'. One line
 * except for a multiple-choice answer with several options.
 */
export function answerLines(value: AnswerValue | null, options: readonly CandidateOption[], t: T): string[] {
  const textOf = (optionId: string) => options.find((o) => o.id === optionId)?.text ?? optionId;
  if (!value) return [t('result.noAnswer')];
  switch (value.kind) {
    case 'single':
      return [textOf(value.option)];
    case 'multiple':
      return value.options.length > 0 ? value.options.map(textOf) : [t('result.noAnswer')];
    case 'truefalse':
      return [value.value ? t('result.true') : t('result.false')];
    case 'open':
      return value.text.trim() !== '' ? [value.text] : [t('result.noAnswer')];
  }
}

/** `answerLines` as one text, lines joined with ' · '. */
export function answerText(value: AnswerValue | null, options: readonly CandidateOption[], t: T): string {
  return answerLines(value, options, t).join(' · ');
}

/** One row of the answers shown after a final result (only when the test shows answers). */
export interface ResultAnswerRow {
  key: string;
  modulePosition: number;
  prompt: string;
  yours: string[];
  /** Whether `yours` is content (the attempt's language) rather than a word of the page such as 'Waar'. */
  yoursIsContent: boolean;
  /** null for open questions, which have no single correct answer. */
  correct: string[] | null;
  correctIsContent: boolean;
  isCorrect: boolean | null;
}

/** Whether `answerText(value)` is content text (options, open text) rather than a word of the page ('Waar'). */
export function answerIsContent(value: AnswerValue | null): boolean {
  return hasContent(value);
}

/**
 * The result's `answers` (docs/api.md: present only when the test shows answers and the result is final) as
 * rows to show, with the texts of each question's options (`optionsOf`, read by the page from the module
 * content: the API sends option ids only); right or wrong from `points` and `maxPoints` (not for open questions).
 */
export function resultAnswers(
  answers: readonly ShownAnswer[] | undefined,
  optionsOf: ReadonlyMap<string, CandidateOption[]>,
  t: T,
): ResultAnswerRow[] {
  return (answers ?? []).map((item) => {
    const options = optionsOf.get(item.questionId) ?? [];
    return {
      key: item.questionId,
      modulePosition: item.modulePosition,
      prompt: item.prompt,
      yours: answerLines(item.answer, options, t),
      yoursIsContent: answerIsContent(item.answer),
      correct: item.correct === null ? null : answerLines(item.correct, options, t),
      correctIsContent: answerIsContent(item.correct),
      isCorrect: item.correct !== null && item.maxPoints > 0 ? item.points >= item.maxPoints : null,
    };
  });
}
