/**
 * The profession test's calls (docs/api.md, "Profession test"; spec "Profession test"): the request schemas the
 * router validates with and the answers it sends, declared once for the backend, the pages and the islands
 * (docs/decisions/017-feature-folders.md). Client-safe; islands import types only, so zod stays out of their
 * bundles (docs/architecture.md, budgets).
 */
import { z } from 'zod';
import { LANGUAGES, type AnswerValue, type Language } from '#src/features/content/model';
import type { CandidatePart } from '#src/features/content/contract';
import { pageQuery, type Named, type Page } from '#src/lib/contract';
import { printableLines } from '#src/lib/plain-text';
import { singleLine } from '#src/lib/text-fields';
import { OPEN_ANSWER_MAX, TIME_LIMIT_MAX, TITLE_MAX } from './limits';

export { OPEN_ANSWER_MAX };

// ——— Requests ———

const language = z.enum(LANGUAGES, { message: 'Kies een taal: nl, en, pl, tr, uk of ar.' });
const optionId = z.string({ message: 'Een gekozen mogelijkheid ontbreekt.' }).min(1).max(100);

/**
 * An AnswerValue (content/model.ts) with the limits of docs/api.md: open text at most OPEN_ANSWER_MAX characters. The
 * player saves answers in the background and does not send a refused save again, so control and bidi-override
 * characters in an open answer are dropped (lib/plain-text.ts `printableLines`), never refused (decision 040).
 */
export const answerValue = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('single'), option: optionId }),
    z.object({ kind: z.literal('multiple'), options: z.array(optionId, { message: 'Kies de mogelijkheden als lijst.' }).max(50) }),
    z.object({ kind: z.literal('truefalse'), value: z.boolean({ message: 'Kies waar of niet waar.' }) }),
    z.object({
      kind: z.literal('open'),
      text: z
        .string({ message: 'Het antwoord moet tekst zijn.' })
        .max(OPEN_ANSWER_MAX, `Een antwoord mag hoogstens ${OPEN_ANSWER_MAX} tekens lang zijn.`)
        .transform(printableLines),
    }),
  ],
  { message: 'Dit antwoord past niet bij het soort vraag.' },
);

/** `PUT /api/test/attempt/{attemptId}/answer`: question, value and the player's sequence number for that question. */
export const answerBody = z.object({
  questionId: z.string({ message: 'Geef aan bij welke vraag dit antwoord hoort.' }).min(1, 'Geef aan bij welke vraag dit antwoord hoort.').max(100, 'Deze vraag hoort niet bij deze test.'),
  value: answerValue,
  seq: z
    .number({ message: 'Het volgnummer van het antwoord ontbreekt.' })
    .int('Het volgnummer moet een heel getal zijn.')
    .min(0, 'Het volgnummer kan niet negatief zijn.')
    .max(Number.MAX_SAFE_INTEGER, 'Het volgnummer is te groot.'),
}) satisfies z.ZodType<AnswerInput>;
/** An answer as the player sends it (`answerBody`). */
export interface AnswerInput {
  questionId: string;
  value: AnswerValue;
  /** The player's sequence number for this question: a whole number ≥ 1, higher is newer. */
  seq: number;
}

const percent = (what: string) =>
  z.number({ message: `${what} is een getal van 0 tot en met 100.` }).int(`${what} is een heel getal.`).min(0, `${what} is minstens 0.`).max(100, `${what} is hoogstens 100.`);

/**
 * `PUT /api/test/profile`: what may change; absent fields stay as they are. Extra time and read-aloud: staff only
 * (the route answers a candidate sending either with 400).
 */
export const profileBody = z.object({
  readAloud: z.boolean({ message: 'Voorlezen is aan (true) of uit (false).' }).optional(),
  extraTimePercent: percent('Extra tijd (procent)').optional(),
  preferredLanguage: language.nullable().optional(),
});
/** What `PUT /api/test/profile` may change (`profileBody`). */
export type ProfileChange = z.infer<typeof profileBody>;

/** `GET|PUT /api/test/profile?userId=`: staff name the candidate; a candidate leaves it out. */
export const profileQuery = z.object({ userId: z.string().max(100).optional() });

/** `GET /api/test/attempts?userId=&page=`: the candidate whose attempts staff read, and the page (from 1). */
/**
 * `GET /api/test/{testId}?page=`: without `page` the whole test with every attempt (`TestDetail`); with it the test
 * with one page of its attempts (`TestDetailPage`, TEST_ATTEMPTS_PAGE_SIZE a page).
 */
export const testDetailQuery = z.object({ page: pageQuery.shape.page.unwrap().optional() });

/** Attempts per page of `GET /api/test/{testId}?page=` (the attempts on /cp/test/{id}). */
export const TEST_ATTEMPTS_PAGE_SIZE = 25;

export const candidateAttemptsQuery = pageQuery.extend({
  userId: z.string({ message: 'Kies de kandidaat van wie je de pogingen wilt zien (userId).' }).max(100, 'Deze kandidaat bestaat niet.'),
});

const uniqueList = <T>(items: T[]) => new Set(items).size === items.length;

/** `POST /api/test`: a new test (whole numbers, ranges, unique module ids and languages). */
export const newTestBody = z.object({
  professionId: z.uuid({ message: 'Kies een beroep.' }),
  title: z
    .string({ message: 'Geef de test een naam.' })
    .trim()
    .min(1, 'Geef de test een naam.')
    .max(TITLE_MAX, `De naam mag hoogstens ${TITLE_MAX} tekens lang zijn.`)
    .check(singleLine('Naam van de test')),
  /** In test order. */
  moduleIds: z
    .array(z.uuid({ message: 'Een van de gekozen modules bestaat niet.' }), { message: 'Kies minstens één module.' })
    .min(1, 'Kies minstens één module.')
    .max(50, 'Kies hoogstens 50 modules.')
    .refine(uniqueList, 'Elke module mag maar één keer in de test staan.'),
  /** Pass mark per module, 0–100, in the same order as `moduleIds`. */
  modulePassPercent: z.array(percent('De slaaggrens van een module'), { message: 'Geef voor elke gekozen module een slaaggrens op.' }),
  languages: z
    .array(language, { message: 'Kies minstens één taal.' })
    .min(1, 'Kies minstens één taal.')
    .refine(uniqueList, 'Elke taal mag maar één keer gekozen worden.'),
  /** Minutes, or null for no limit. */
  timeLimitMinutes: z
    .number({ message: 'De tijdslimiet is een aantal minuten, of leeg voor geen limiet.' })
    .int('De tijdslimiet is een heel aantal minuten.')
    .min(1, 'De tijdslimiet is minstens 1 minuut.')
    .max(TIME_LIMIT_MAX, `De tijdslimiet is hoogstens ${TIME_LIMIT_MAX} minuten.`)
    .nullable()
    .default(null),
  passPercent: percent('De slaaggrens van de test'),
  showAnswers: z.boolean({ message: 'Kies of de kandidaat de antwoorden na afloop ziet.' }).default(false),
});
/** A new test as the router passes it on (`newTestBody` after defaults). */
export type NewTest = z.infer<typeof newTestBody>;
/** The body a form sends to `POST /api/test` (`newTestBody` before defaults). */
export type NewTestBody = z.input<typeof newTestBody>;

/** `GET /api/test/modules?professionId=`. */
export const modulesQuery = z.object({ professionId: z.uuid({ message: 'Dit beroep bestaat niet.' }).optional() });
/** The answer of `POST /api/test` (201): the new test. */
export interface TestCreated {
  id: string;
}

/** The answer of `POST /api/test/{testId}/assign` (201). */
export interface TestAssigned {
  assignmentId: string;
}

/** `POST /api/test/{testId}/start`. */
export const startBody = z.object({ language });
/** `POST /api/test/{testId}/assign`. */
export const assignBody = z.object({ candidateId: z.uuid({ message: 'Deze kandidaat bestaat niet.' }) });
/** `PUT /api/test/attempt/{attemptId}/score`: points for one open answer. */
export const scoreBody = z.object({
  questionId: z.string({ message: 'Geef aan welke vraag je beoordeelt.' }).min(1).max(100),
  points: z.number({ message: 'Geef het aantal punten als getal.' }),
});

// ——— Answers: candidates ———

/** An attempt's lifecycle (docs/domain.md): in_progress → closed → scored. */
export type AttemptStatus = 'in_progress' | 'closed' | 'scored';

/** A test's state for its candidate: no attempt yet, or the attempt's status. */
export type TestState = 'not_started' | AttemptStatus;

/** A module's state in the overview: nothing answered, some answered, every question answered. */
export type ModuleState = 'not_started' | 'in_progress' | 'finished';

/** One of the caller's assigned tests (GET /api/test/mine). */
export interface MyTest {
  testId: string;
  title: string;
  languages: Language[];
  timeLimitMinutes: number | null;
  state: TestState;
  attemptId: string | null;
  /** Whole seconds left while the attempt is in progress and has a deadline (limit plus extra time); else null. */
  secondsLeft: number | null;
  /** ISO time the attempt's time runs out, or null (not started, or no time limit). */
  deadlineAt: string | null;
}

/** The answer of GET /api/test/{testId}/candidate. */
export interface CandidateTest {
  testId: string;
  title: string;
  languages: { code: Language; name: string }[];
  timeLimitMinutes: number | null;
  moduleCount: number;
  attemptId: string | null;
  language: Language | null;
  state: TestState;
}

/** The answer of `POST /api/test/{testId}/start`: the attempt and its language (the first one's, when called again). */
export interface StartedAttempt {
  attemptId: string;
  language: Language;
}

/** The answer of GET /api/test/attempt/{attemptId}. */
export interface AttemptOverview {
  attemptId: string;
  testId: string;
  title: string;
  language: Language;
  dir: 'ltr' | 'rtl';
  status: AttemptStatus;
  secondsLeft: number | null;
  deadlineAt: string | null;
  modules: ModuleProgress[];
}

/** One module in `GET /api/test/attempt/{attemptId}`: how far the candidate is. */
export interface ModuleProgress {
  position: number;
  title: string;
  questionCount: number;
  answered: number;
  state: ModuleState;
}

/** A stored answer with the player's sequence number for its question (a whole number ≥ 1, higher is newer). */
export interface SavedAnswer {
  value: AnswerValue;
  seq: number;
}

/** Stored answers by question id (`answers` of `GET …/module/{position}`). */
export type SavedAnswers = Record<string, SavedAnswer>;

/** The answer of GET /api/test/attempt/{attemptId}/module/{position}. */
export interface AttemptModule {
  attemptId: string;
  position: number;
  moduleCount: number;
  language: Language;
  dir: 'ltr' | 'rtl';
  title: string;
  description: string;
  parts: CandidatePart[];
  answers: SavedAnswers;
  status: AttemptStatus;
  secondsLeft: number | null;
}

/** The answer of `PUT …/answer`: the highest (acknowledged) seq stored for the question and when it was saved. */
export interface AnswerAck {
  questionId: string;
  seq: number;
  /** ISO time the server stored it. */
  savedAt: string;
}

/** The result stored on a closed attempt. Points are whole numbers. */
export interface AttemptResult {
  modules: {
    position: number;
    moduleVersionId: string;
    points: number;
    maxPoints: number;
    /** null while open answers of this module wait for scoring. */
    passed: boolean | null;
  }[];
  points: number;
  maxPoints: number;
  /** null while any open answer waits for scoring. */
  passed: boolean | null;
}

/** The answer of POST …/close and PUT …/score. */
export interface ClosedAttempt {
  status: AttemptStatus;
  result: AttemptResult | null;
}

/** One question in the candidate's result when the test shows answers (docs/api.md GET …/result `answers`). */
export interface ShownAnswer {
  questionId: string;
  modulePosition: number;
  /** The question in the attempt's language. */
  prompt: string;
  kind: AnswerValue['kind'];
  /** What the candidate answered, or null. */
  answer: AnswerValue | null;
  /** The correct answer; null for open questions. */
  correct: AnswerValue | null;
  points: number;
  maxPoints: number;
}

/** Points scored out of the most that could be scored (whole numbers). */
export interface Score {
  points: number;
  maxPoints: number;
}

/**
 * The answer of GET /api/test/attempt/{attemptId}/result. `score` (whole test and per module) is there only when
 * the test shows answers (`showAnswers`); it is null while open answers of the test or module wait for scoring.
 */
export interface CandidateResult {
  status: AttemptStatus;
  passed: boolean | null;
  score?: Score | null;
  modules: { position: number; title: string; passed: boolean | null; score?: Score | null }[];
  answers?: ShownAnswer[];
}

/** The answer of GET/PUT /api/test/profile. */
export interface CandidateProfile {
  readAloud: boolean;
  /** 0–100 (%). */
  extraTimePercent: number;
  preferredLanguage: Language | null;
}

// ——— Answers: staff and teachers ———

/** One module to build a test from (GET /api/test/modules): its current version's number, languages and size. */
export interface ModuleItem {
  id: string;
  title: string;
  professionId: string | null;
  versionId: string;
  version: number;
  languages: Language[];
  questionCount: number;
}

/** One line of GET /api/test. */
export interface TestItem {
  id: string;
  title: string;
  profession: Named;
  moduleCount: number;
  /** Number of attempts started. */
  attempts: number;
}

/** GET /api/test/{testId}: the definition, its modules and every attempt with its result. */
export interface TestDetail {
  id: string;
  title: string;
  profession: Named;
  languages: Language[];
  timeLimitMinutes: number | null;
  passPercent: number;
  showAnswers: boolean;
  createdAt: string;
  modules: TestModule[];
  attempts: TestAttempt[];
  /** Candidates it is assigned to who have not started it yet, by assignment time. */
  notStarted: { candidate: Named; assignedAt: string }[];
}

/**
 * `GET /api/test/{testId}?page=`: the test as in TestDetail, but `attempts` is page `page` of its attempts
 * (TEST_ATTEMPTS_PAGE_SIZE a page, newest start first; a page past the end is empty), and `waiting` every attempt
 * whose open answers wait for scoring (status 'closed'), oldest closed first.
 */
export interface TestDetailPage extends Omit<TestDetail, 'attempts'> {
  attempts: Page<TestAttempt>;
  waiting: TestAttempt[];
}

/** One module of a test in `GET /api/test/{testId}`: the Dutch title of the pinned version and its pass mark (%). */
export interface TestModule {
  position: number;
  moduleId: string;
  title: string;
  version: number;
  passPercent: number;
}

/** One attempt in `GET /api/test/{testId}`, by start time. */
export interface TestAttempt {
  attemptId: string;
  candidate: Named;
  language: Language;
  status: AttemptStatus;
  startedAt: string;
  closedAt: string | null;
  closedReason: 'candidate' | 'timeout' | null;
  result: AttemptResult | null;
}

/**
 * One attempt in `GET /api/test/attempts?userId=` (staff, the test history on /cp/user/{id}): the candidate's
 * attempts at any test, newest first, each with its test; `result` as in `GET /api/test/{testId}`.
 */
export interface CandidateAttempt extends Omit<TestAttempt, 'candidate'> {
  testId: string;
  testTitle: string;
}

/** One open answer to score (Dutch prompt and guidance: scorers work in Dutch). */
export interface OpenAnswer {
  questionId: string;
  modulePosition: number;
  prompt: string;
  guidance: string | null;
  answer: string;
  maxPoints: number;
  awardedPoints: number | null;
}

/** One line of GET /api/test/pending-scoring. */
export interface PendingScoring {
  attemptId: string;
  testId: string;
  testTitle: string;
  candidate: Named;
  closedAt: string | null;
  /** Open answers of this attempt still waiting for points. */
  openCount: number;
}
