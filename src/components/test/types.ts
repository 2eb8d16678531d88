/**
 * What the profession-test calls answer (docs/api.md, "Profession test"), as the candidate pages read them.
 * Types only: pages call the API on the server through `Astro.locals.api`.
 */
import type { AnswerValue, Language } from '../../lib/content';
import type { CandidatePart } from '../../islands/player/parts';

/** State of a candidate's test: no attempt yet, started, closed (result maybe waiting for a teacher), final. */
export type TestState = 'not_started' | 'in_progress' | 'closed' | 'scored';

/** `GET /api/test/mine` item. */
export interface MyTest {
  testId: string;
  title: string;
  languages: Language[];
  timeLimitMinutes: number | null;
  state: TestState;
  attemptId: string | null;
}

/** `GET /api/test/{testId}/candidate`. */
export interface CandidateTest {
  testId: string;
  title: string;
  languages: { code: string; name: string }[];
  timeLimitMinutes: number | null;
  moduleCount: number;
  attemptId: string | null;
  language: Language | null;
  state: TestState;
}

/** `POST /api/test/{testId}/start`. */
export interface StartAnswer {
  attemptId: string;
  language: Language;
}

export type ModuleState = 'not_started' | 'in_progress' | 'finished';

/** One module in `GET /api/test/attempt/{attemptId}`. */
export interface AttemptModule {
  position: number;
  title: string;
  questionCount: number;
  answered: number;
  state: ModuleState;
}

export type AttemptStatus = 'in_progress' | 'closed' | 'scored';

/** `GET /api/test/attempt/{attemptId}`. */
export interface AttemptOverview {
  attemptId: string;
  testId: string;
  title: string;
  language: Language;
  dir: 'ltr' | 'rtl';
  status: AttemptStatus;
  secondsLeft: number | null;
  deadlineAt: string | null;
  modules: AttemptModule[];
}

/** `GET /api/test/attempt/{attemptId}/module/{position}`. */
export interface AttemptModuleDetail {
  attemptId: string;
  position: number;
  /** How many modules the test has. */
  moduleCount?: number;
  language: Language;
  dir: 'ltr' | 'rtl';
  title: string;
  description: string;
  /** Parts in the attempt's language, questions without correct answers (the player's `parts`). */
  parts: CandidatePart[];
  answers: Record<string, { value: AnswerValue; seq: number }>;
  status: AttemptStatus;
  secondsLeft: number | null;
}

/** `GET /api/test/attempt/{attemptId}/result`. `answers` only when the test shows them and the result is final. */
export interface AttemptResultView {
  status: AttemptStatus;
  passed: boolean | null;
  modules: { position: number; title: string; passed: boolean | null }[];
  answers?: unknown;
}

/** `GET /api/test/profile` and the answer of `PUT /api/test/profile`. */
export interface CandidateProfile {
  readAloud: boolean;
  extraTimePercent: number;
  preferredLanguage: Language | null;
}
