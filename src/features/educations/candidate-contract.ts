/**
 * What a candidate sees of their educations (spec §2 /dashboard/education; spec §7 `GET /api/pat/getUserEducation`;
 * docs/api.md "Education"): answer types shared by the API and the candidate's pages. Client-safe: types only.
 * Days `YYYY-MM-DD` and times `HH:MM` are Europe/Amsterdam.
 */
import type { Language } from '#src/lib/i18n/locales';
import type { NotesFor } from '#src/lib/note-audiences';
import type { ReflectionCore, ResultCore, TheoryCore, TheoryModuleCore } from '#src/features/assessment/contract';
import type { AttendanceStatus } from './attendance';
import type { EducationState } from './state';

/**
 * A place of a lesson, as the candidate needs it to get there; of the location's texts only those meant for
 * candidates (src/lib/note-audiences.ts): the accessibility text and directions.
 */
export interface LessonPlace extends NotesFor<'location', 'candidates'> {
  name: string;
  street: string;
  postcode: string;
  city: string;
  stepFree: boolean;
  lift: boolean;
}

/**
 * One of the candidate's educations (`GET /api/pat/getUserEducation`). Of its notes only `candidateNotes`, the one
 * meant for its candidates (src/lib/note-audiences.ts).
 */
export interface MyEducation extends NotesFor<'education', 'candidates'> {
  id: string;
  title: string;
  state: EducationState;
  /** The day the candidate enrolled; lessons before it are not theirs. */
  enrolledOn: string;
  /** The candidate's lessons (from their enrolment day), in order, each with their attendance once recorded. */
  lessons: { id: string; day: string; startsAt: string; endsAt: string; room: string | null; location: LessonPlace; attendance: AttendanceStatus | null }[];
  /** The first of `lessons` on or after today, or null. */
  nextLessonId: string | null;
  /** Attendance so far (attendance.ts `candidateAttendance`): counts and the present percentage (null before any). */
  attendance: { lessons: number; present: number; late: number; absentExcused: number; absent: number; presentPercent: number | null };
  /**
   * The modules in order, titles in the candidate's language; `reflected`: the candidate wrote a reflection on it;
   * `result` from the final evaluation once staff released the results (else null; decision 035).
   */
  modules: { moduleId: string; title: string; reflected: boolean; result: { passed: boolean; scorePercent: number } | null }[];
  teachers: string[];
  /** When staff released the results, ISO 8601; null before. */
  resultsReleasedAt: string | null;
}

// ——— The candidate's modules, reflection and results (spec §2 /candidate/education/…; decision 035 §4) ———
// The shapes a PAT's have too (assessment/contract.ts), with the education in place of the PAT.

/** `GET /api/education/mine/{educationId}/theory`: offered languages, the chosen one (null until chosen), the modules. */
export type EducationTheory = TheoryCore & { educationId: string };

/** `GET /api/education/mine/{educationId}/theory/{position}`: one pinned module version in the chosen language. */
export type EducationTheoryModule = TheoryModuleCore & { educationId: string };

/** `PUT /api/education/mine/{educationId}/language`: the language stored. */
export interface EducationLanguageChosen {
  educationId: string;
  language: Language;
}

/** `GET` and `PUT /api/education/mine/{educationId}/reflection/{moduleId}`: the reflection on one module. */
export type EducationReflectionView = ReflectionCore & { education: { id: string; title: string; state: EducationState } };

/** `GET /api/education/mine/{educationId}/result`: the final evaluations next to the reflection, once released. */
export type MyEducationResult = ResultCore & { education: { id: string; title: string } };
