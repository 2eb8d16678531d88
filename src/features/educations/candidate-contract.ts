/**
 * What a candidate sees of their educations (spec §2 /dashboard/education; spec §7 `GET /api/pat/getUserEducation`;
 * docs/api.md "Education"): answer types shared by the API and the candidate's pages. Client-safe: types only.
 * Days `YYYY-MM-DD` and times `HH:MM` are Europe/Amsterdam.
 */
import type { AttendanceStatus } from './attendance';
import type { EducationState } from './state';

/** A place of a lesson, as the candidate needs it to get there. */
export interface LessonPlace {
  name: string;
  street: string;
  postcode: string;
  city: string;
  stepFree: boolean;
  lift: boolean;
  accessibilityNotes: string | null;
  directions: string | null;
}

/** One of the candidate's educations (`GET /api/pat/getUserEducation`). */
export interface MyEducation {
  id: string;
  title: string;
  notes: string | null;
  state: EducationState;
  /** The day the candidate enrolled; lessons before it are not theirs. */
  enrolledOn: string;
  /** The candidate's lessons (from their enrolment day), in order, each with their attendance once recorded. */
  lessons: { id: string; day: string; startsAt: string; endsAt: string; room: string | null; location: LessonPlace; attendance: AttendanceStatus | null }[];
  /** The first of `lessons` on or after today, or null. */
  nextLessonId: string | null;
  /** Attendance so far (attendance.ts `candidateAttendance`): counts and the present percentage (null before any). */
  attendance: { lessons: number; present: number; late: number; absentExcused: number; absent: number; presentPercent: number | null };
  /** The modules in order, titles in the candidate's language. */
  modules: { moduleId: string; title: string }[];
  teachers: string[];
}
