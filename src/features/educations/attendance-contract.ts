/**
 * The attendance calls of the educations feature (docs/api.md "Education", attendance; docs/domain.md "Education"):
 * the roll of a lesson, saving it, the totals and their CSV. Request schemas and answers, declared once for the
 * backend and the teacher's roll-call page (docs/decisions/017-feature-folders.md). Client-safe: zod and types only.
 * Days `YYYY-MM-DD` and times `HH:MM` are Europe/Amsterdam; moments are ISO 8601.
 *
 * Saves carry the device's sequence number (whole seconds, as the evaluation form's; decision 007): per candidate the
 * save with the highest seq wins, so a late retry never overwrites a newer tap.
 */
import { z } from 'zod';
import type { Named } from '#src/lib/contract';
import { printableLine } from '#src/lib/plain-text';
import type { EducationLesson } from './contract';
import type { AttendanceStatus, CandidateAttendance, LessonAttendance } from './attendance';

// ——— Requests ———

/** At most this many entries per save (a roll is one class). */
export const MAX_ATTENDANCE_ENTRIES = 200;
/** A remark is at most this many characters. */
export const MAX_ATTENDANCE_REMARK = 1000;

/**
 * `PUT /api/education/lesson/{lessonId}/attendance` body. `status` is checked by the API against the four statuses
 * (attendance.ts `attendanceProblems`), so a wrong one is named in Dutch; `remark` defaults to ''. The roll call saves in
 * the background and does not send a refused save again, so line breaks, control and bidi-override characters in a
 * remark are dropped or made spaces (lib/plain-text.ts `printableLine`), never refused (decision 040).
 */
export const attendanceSaveBody = z.object({
  seq: z
    .number({ message: 'Volgnummer: vul een getal in.' })
    .int('Volgnummer: vul een heel getal in.')
    .min(1, 'Volgnummer: minstens 1.')
    .max(2_147_483_647, 'Volgnummer: te groot.'),
  entries: z
    .array(
      z.object({
        candidateId: z.string({ message: 'Kandidaat: kies een kandidaat.' }).max(64, 'Kandidaat: kies een kandidaat.'),
        status: z.string({ message: 'Aanwezigheid: kies een status.' }).max(40, 'Aanwezigheid: kies een status.'),
        remark: z
          .string()
          .trim()
          .max(MAX_ATTENDANCE_REMARK, `Opmerking: hoogstens ${MAX_ATTENDANCE_REMARK} tekens.`)
          .optional()
          .transform((v) => printableLine(v ?? '')),
      }),
    )
    .min(1, 'Geef de aanwezigheid van minstens één kandidaat.')
    .max(MAX_ATTENDANCE_ENTRIES, `Hoogstens ${MAX_ATTENDANCE_ENTRIES} kandidaten per keer.`),
});
export type AttendanceSave = z.input<typeof attendanceSaveBody>;

// ——— Answers ———

/** One candidate on a lesson's roll with what is stored for them (status null: nothing recorded yet, seq 0). */
export interface RollEntry {
  candidate: Named;
  status: AttendanceStatus | null;
  remark: string;
  recordedAt: string | null;
  recordedBy: Named | null;
  seq: number;
}

/** `GET /api/education/lesson/{lessonId}/roll`: the lesson, its education and its roll, by candidate name. */
export interface LessonRoll {
  lesson: EducationLesson;
  education: { id: string; title: string; archived: boolean };
  /**
   * Dutch: why attendance cannot be recorded yet (the lesson starts more than ATTENDANCE_MINUTES_AHEAD minutes from
   * now, attendance.ts `attendanceDayProblem`), else null.
   */
  notYet: string | null;
  /** From when attendance can be recorded, ISO 8601 (attendance.ts `attendanceOpensAt`): the roll opens itself then. */
  opensAt: string;
  entries: RollEntry[];
}

/** `PUT …/attendance`: what is stored now for each candidate of the save (in the order sent). */
export interface AttendanceSaved {
  lessonId: string;
  entries: RollEntry[];
}

/** A candidate's totals (attendance.ts `candidateAttendance`), named, with the absence alert. */
export interface CandidateTotals extends CandidateAttendance {
  name: string;
  organization: Named | null;
  enrolledOn: string;
  /** At or over the education's absence limit ('absent' only). */
  overLimit: boolean;
  /** When the coordinators were last told they reached the limit; null when never. */
  absenceAlertedAt: string | null;
}

/** A lesson's totals (attendance.ts `lessonAttendance`) with its day, times and present percentage. */
export interface LessonTotals extends LessonAttendance {
  day: string;
  startsAt: string;
  endsAt: string;
  presentPercent: number | null;
}

/**
 * `GET /api/education/{id}/attendance`: totals per candidate and per lesson up to `today`. A contact person gets
 * their organisation's candidates only, and lesson totals over those candidates.
 */
export interface EducationAttendance {
  educationId: string;
  title: string;
  absenceLimit: number;
  today: string;
  candidates: CandidateTotals[];
  lessons: LessonTotals[];
}
