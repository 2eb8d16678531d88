/**
 * What the profession-test calls answer (docs/api.md, "Profession test"), as the candidate pages read them.
 * Types only: pages call the API on the server through `Astro.locals.api`.
 */
import type { AnswerValue, Language } from '#src/features/content/model';
import type { CandidatePart } from '#src/features/profession-test/islands/player/parts';

// The shapes the backend answers with, declared once there (type-only imports; nothing of the backend runs here).
import type { AttemptOverview, AttemptStatus } from '#src/features/profession-test/api/attempts';
export type {
  AttemptOverview,
  AttemptStatus,
  CandidateTest,
  ModuleState,
  MyTest,
  TestState,
} from '#src/features/profession-test/api/attempts';
export type { CandidateProfile } from '#src/features/profession-test/api/candidate-profiles';

/** One module in `GET /api/test/attempt/{attemptId}`. */
export type AttemptModule = AttemptOverview['modules'][number];

/** `POST /api/test/{testId}/start`. */
export interface StartAnswer {
  attemptId: string;
  language: Language;
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

