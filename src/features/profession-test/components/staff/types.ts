/**
 * What the staff calls of the profession test answer (docs/api.md, "Profession test"), as the staff pages read
 * them. Types only; the pages normalise loosely specified fields (e.g. `profession` as a name or an object)
 * with the helpers in format.ts.
 */

/** A name, or `{ id, name }`, or nothing: how the API may name a profession. */
export type NamedRef = string | { id: string; name: string } | null | undefined;

/** `GET /api/test/professions` item. */
export interface ProfessionOption {
  id: string;
  name: string;
}

/** `GET /api/test/modules` item: a module with its current version. */
export interface ModuleOption {
  id: string;
  title: string;
  professionId: string | null;
  versionId: string;
  version: number;
  /** Languages in which every text of the current version is complete. */
  languages: string[];
  questionCount: number;
}

/** The body of `POST /api/test`. */
export interface CreateTestBody {
  professionId: string;
  title: string;
  /** In the order the candidate takes them. */
  moduleIds: string[];
  /** Pass mark per module, same order as `moduleIds`. */
  modulePassPercent: number[];
  languages: string[];
  timeLimitMinutes: number | null;
  passPercent: number;
  showAnswers: boolean;
}

/** `GET /api/test` item. */
export interface TestListItem {
  id: string;
  title: string;
  profession: NamedRef;
  moduleCount: number;
  attempts: number;
}

/** One module of a test, as `GET /api/test/{testId}` lists them. */
export interface TestModule {
  position: number;
  moduleId: string;
  title: string;
  version: number;
  passPercent: number;
}

/** The result stored on a closed attempt (schema.ts `AttemptResult`). */
export interface AttemptResult {
  modules: { position: number; points: number; maxPoints: number; passed: boolean | null }[];
  points: number;
  maxPoints: number;
  passed: boolean | null;
}

/** One attempt, as `GET /api/test/{testId}` lists them. */
export interface TestAttempt {
  attemptId: string;
  candidate: { id: string; name: string };
  language: string;
  status: string;
  startedAt: string | null;
  closedAt: string | null;
  result: AttemptResult | null;
}

/** `GET /api/test/{testId}`: the definition, its modules and every attempt. */
export interface TestDetail {
  id: string;
  title: string;
  professionId?: string;
  profession?: NamedRef;
  languages: string[];
  timeLimitMinutes: number | null;
  passPercent: number;
  showAnswers: boolean;
  modules: TestModule[];
  attempts: TestAttempt[];
  /** Assigned candidates who have not started yet, by assignment time. */
  notStarted: { candidate: NamedRef; assignedAt: string }[];
}

/** `GET /api/test/attempt/{attemptId}/open-answers` item. */
export interface OpenAnswer {
  questionId: string;
  modulePosition: number;
  prompt: string;
  guidance: string | null;
  answer: string | null;
  maxPoints: number;
  awardedPoints: number | null;
}

/** `PUT /api/test/attempt/{attemptId}/score` answer. */
export interface ScoreAnswer {
  status: string;
  result: AttemptResult | null;
}

/** `GET /api/test/pending-scoring` item: a closed attempt with open answers waiting. */
export interface PendingScoring {
  attemptId: string;
  testId: string;
  testTitle: string;
  candidate: { id: string; name: string };
  closedAt: string | null;
  openCount: number;
}
