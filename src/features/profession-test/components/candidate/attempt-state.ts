/**
 * Pure helpers of the candidate's profession-test pages (spec §2, Candidate): state labels, the dashboard button, time
 * left, the language order of the language choice, query and form parsing. Dutch texts come from the feature's strings.ts.
 */
import { isLanguage, LANGUAGE_NAMES, LANGUAGES, isRtl, type AnswerValue, type Language } from '#src/features/content/model';
import { TIME_ZONE, LOCALE } from '#src/lib/i18n/format';
import { candidateProfile, candidateTest as texts } from '#src/features/profession-test/strings';
import type { CandidateOption, ModuleProgress, ShownAnswer, TestState } from '#src/features/profession-test/contract';

/** Where the candidate's test pages live (spec §2, exact routes). */
export const testRoutes = {
  choice: (testId: string) => `/dashboard/test/${encodeURIComponent(testId)}`,
  start: (language: string, testId: string) =>
    `/dashboard/test/${encodeURIComponent(language)}/${encodeURIComponent(testId)}`,
  overview: (testId: string) => `/dashboard/test/overzicht/${encodeURIComponent(testId)}`,
  module: (testId: string, position: number) => `/dashboard/test/${encodeURIComponent(testId)}?module=${position}`,
  close: (testId: string) => `/dashboard/test/afsluiten/${encodeURIComponent(testId)}/`,
} as const;

/** 'Nog niet begonnen', 'Bezig', 'Afgesloten' or 'Uitslag bekend'. Unknown states read as not started. */
export function testStateLabel(state: TestState | string): string {
  return Object.hasOwn(texts.state, state) ? texts.state[state as TestState] : texts.state.not_started;
}

/** True once the attempt is closed (by the candidate or the clock) or scored: only the result is left. */
export function isFinal(state: TestState | string): boolean {
  return state === 'closed' || state === 'scored';
}

/**
 * The dashboard button of a test: 'Start de test' (language choice), 'Ga verder met de test' (the overview)
 * or 'Bekijk je uitslag' (the close page, which shows the result).
 */
export function testAction(testId: string, state: TestState | string): { label: string; href: string } {
  if (isFinal(state)) return { label: texts.viewResult, href: testRoutes.close(testId) };
  if (state === 'in_progress') return { label: texts.continue, href: testRoutes.overview(testId) };
  return { label: texts.start, href: testRoutes.choice(testId) };
}

/** 'Nog niet begonnen', '3 van 10 beantwoord' or 'Klaar'. */
export function moduleStateLabel(module: Pick<ModuleProgress, 'state' | 'answered' | 'questionCount'>): string {
  if (module.state === 'finished') return texts.moduleState.finished;
  if (module.state === 'not_started' && module.answered === 0) return texts.moduleState.not_started;
  return texts.moduleState.answered(module.answered, module.questionCount);
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

/** A number of whole minutes in words: '1 minuut', '45 minuten', '2 uur', '1 uur en 5 minuten'. */
export function formatMinutes(minutes: number): string {
  const whole = Math.max(0, Math.floor(minutes));
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  if (hours === 0) return texts.minutes(rest);
  if (rest === 0) return texts.hours(hours);
  return texts.hoursAndMinutes(texts.hours(hours), texts.minutes(rest));
}

/**
 * Time left in words, rounded down so it never promises too much: 'minder dan 1 minuut', '12 minuten',
 * '1 uur en 5 minuten'; 'De tijd is om.' at zero or below; '' without a limit (null).
 */
export function formatTimeLeft(secondsLeft: number | null | undefined): string {
  if (secondsLeft === null || secondsLeft === undefined || !Number.isFinite(secondsLeft)) return '';
  if (secondsLeft <= 0) return texts.timeUp;
  if (secondsLeft < 60) return texts.lessThanAMinute;
  return formatMinutes(secondsLeft / 60);
}

const clockFormat = new Intl.DateTimeFormat(LOCALE, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: TIME_ZONE });

/** '14:35' in Dutch time; '' for an invalid or missing value. */
export function formatClock(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : clockFormat.format(date);
}

/** A language as the language choice and the profile show it: own name, `lang`, and `dir` for Arabic. */
export interface LanguageOption {
  code: Language;
  name: string;
  dir: 'ltr' | 'rtl';
  preferred: boolean;
}

/**
 * The languages a test offers, each named in its own language, with the candidate's preferred language
 * first and marked. Unknown codes are left out; the rest keep the platform's order (LANGUAGES).
 */
export function languageOptions(offered: readonly (string | { code: string })[], preferred: string | null | undefined): LanguageOption[] {
  const codes = new Set(offered.map((l) => (typeof l === 'string' ? l : l.code)));
  const options = LANGUAGES.filter((code) => codes.has(code)).map((code) => ({
    code,
    name: LANGUAGE_NAMES[code],
    dir: isRtl(code) ? ('rtl' as const) : ('ltr' as const),
    preferred: code === preferred,
  }));
  return [...options.filter((o) => o.preferred), ...options.filter((o) => !o.preferred)];
}

/** The `?module=` value as a module position (1–999), or null when missing or not a whole number. */
export function moduleParam(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,3}$/.test(value.trim())) return null;
  const n = Number(value.trim());
  return n >= 1 ? n : null;
}

export const EXTRA_TIME_MAX = 100;

/**
 * The extra-time field of the profile form: a whole number 0–100, '25' or '25%' (spaces allowed).
 * @returns the number, or the Dutch error.
 */
export function parseExtraTime(text: string): { ok: true; value: number } | { ok: false; error: string } {
  const match = /^\s*(\d{1,3})\s*%?\s*$/.exec(text);
  const value = match ? Number(match[1]) : NaN;
  if (!Number.isInteger(value) || value < 0 || value > EXTRA_TIME_MAX) return { ok: false, error: candidateProfile.extraTimeInvalid };
  return { ok: true, value };
}

/** The preferred-language field of the profile form: '' (no preference) or a content language. */
export function parsePreferredLanguage(text: string): { ok: true; value: Language | null } | { ok: false; error: string } {
  if (text === '') return { ok: true, value: null };
  return isLanguage(text) ? { ok: true, value: text } : { ok: false, error: candidateProfile.languageInvalid };
}

/** The body of `PUT /api/test/profile` built from the accommodations form (docs/api.md). */
export interface AccommodationsChange {
  extraTimePercent: number;
  preferredLanguage?: Language | null;
  readAloud?: boolean;
}

/**
 * Reads the accommodations form (extra time, preferred language and, on the staff page, read-aloud) into the
 * body for `PUT /api/test/profile`. "No preference" is sent only when it clears a stored language, so saving
 * an untouched form changes nothing.
 * @param fields the form's texts; `readAloud` only when the form shows that checkbox (staff; docs/api.md PUT /api/test/profile).
 * @param storedLanguage the language stored now, or null.
 * @returns the body, or the Dutch message per invalid field.
 */
export function accommodationsChange(
  fields: { extraTime: string; language: string; readAloud?: boolean },
  storedLanguage: Language | null,
): { ok: true; body: AccommodationsChange } | { ok: false; errors: { extraTime?: string; language?: string } } {
  const extra = parseExtraTime(fields.extraTime);
  const language = parsePreferredLanguage(fields.language);
  if (!extra.ok || !language.ok) {
    return { ok: false, errors: { extraTime: extra.ok ? undefined : extra.error, language: language.ok ? undefined : language.error } };
  }
  const body: AccommodationsChange = { extraTimePercent: extra.value };
  if (language.value !== null || storedLanguage !== null) body.preferredLanguage = language.value;
  if (fields.readAloud !== undefined) body.readAloud = fields.readAloud;
  return { ok: true, body };
}

/** 'Gehaald', 'Niet gehaald' or 'Wacht op beoordeling door een docent' (null: open answers wait for scoring). */
export function passedLabel(passed: boolean | null | undefined): string {
  if (passed === true) return texts.passed;
  if (passed === false) return texts.failed;
  return texts.pending;
}

/**
 * An answer as lines of text for the result page: the chosen options' texts in the order of the answer (by id;
 * the id itself when the text is unknown), 'Waar'/'Niet waar', the open text, or '(geen antwoord)'. One line
 * except for a multiple-choice answer with several options.
 */
export function answerLines(value: AnswerValue | null, options: readonly CandidateOption[] = []): string[] {
  const textOf = (optionId: string) => options.find((o) => o.id === optionId)?.text ?? optionId;
  if (!value) return [texts.noAnswer];
  switch (value.kind) {
    case 'single':
      return [textOf(value.option)];
    case 'multiple':
      return value.options.length > 0 ? value.options.map(textOf) : [texts.noAnswer];
    case 'truefalse':
      return [value.value ? texts.true : texts.false];
    case 'open':
      return value.text.trim() !== '' ? [value.text] : [texts.noAnswer];
  }
}

/** `answerLines` as one text, lines joined with ' · '. */
export function answerText(value: AnswerValue | null, options: readonly CandidateOption[] = []): string {
  return answerLines(value, options).join(' · ');
}

/** One row of the answers shown after a final result (only when the test shows answers). */
export interface ResultAnswerRow {
  key: string;
  modulePosition: number;
  prompt: string;
  yours: string[];
  /** Whether `yours` is content (the attempt's language) rather than a Dutch word such as 'Waar'. */
  yoursIsContent: boolean;
  /** null for open questions, which have no single correct answer. */
  correct: string[] | null;
  correctIsContent: boolean;
  isCorrect: boolean | null;
}

/** Whether `answerText(value)` is content text (options, open text) rather than a Dutch UI word. */
export function answerIsContent(value: AnswerValue | null): boolean {
  return value !== null && value.kind !== 'truefalse' && answerText(value) !== texts.noAnswer;
}

/**
 * The result's `answers` (docs/api.md: present only when the test shows answers and the result is final) as
 * rows to show, with the texts of each question's options (`optionsOf`, read by the page from the module
 * content: the API sends option ids only); right or wrong from `points` and `maxPoints` (not for open questions).
 */
export function resultAnswers(answers: readonly ShownAnswer[] | undefined, optionsOf: ReadonlyMap<string, CandidateOption[]> = new Map()): ResultAnswerRow[] {
  return (answers ?? []).map((item) => {
    const options = optionsOf.get(item.questionId) ?? [];
    return {
      key: item.questionId,
      modulePosition: item.modulePosition,
      prompt: item.prompt,
      yours: answerLines(item.answer, options),
      yoursIsContent: answerIsContent(item.answer),
      correct: item.correct === null ? null : answerLines(item.correct, options),
      correctIsContent: answerIsContent(item.correct),
      isCorrect: item.correct !== null && item.maxPoints > 0 ? item.points >= item.maxPoints : null,
    };
  });
}
