/**
 * Attendance at an education's lessons (docs/domain.md "Education": each lesson has attendance; the statuses are present,
 * late, absent with notice and absent): who is on a lesson's roll, totals per candidate and per lesson, the absence
 * alert for the coordinator, and when attendance may be recorded. Days are `YYYY-MM-DD` and times `HH:MM`
 * (Europe/Amsterdam; today comes from lib/calendar-day.ts `amsterdamDay`). Client-safe, pure and deterministic:
 * `today` and `now` are passed in.
 *
 * The rules:
 * - Roll: a candidate is on the roll of a lesson when enrolled on or before the lesson's day. A late enrolee is not
 *   on the roll of earlier lessons, so never counts as absent for them; marks for such lessons are ignored.
 * - Present percentage: 'late' counts as present (the candidate took part in the lesson). The percentage is of the
 *   lessons with a recorded status, so a lesson whose attendance is not yet filled in does not lower it; 'absent
 *   with notice' is not present and does count in the denominator.
 * - Absence alert: only unexcused 'absent' counts. Absence with notice is an agreed absence (ill, a job interview)
 *   and should not put a candidate on the coordinator's list.
 * - When: a roll is taken when the candidates arrive, so a lesson's attendance can be recorded from
 *   ATTENDANCE_MINUTES_AHEAD minutes before it starts on (Amsterdam wall clock), never earlier; later always.
 */
import { amsterdamDay, amsterdamInstant, longDayText } from '#src/lib/calendar-day';
import { TIME_ZONE } from '#src/lib/i18n/format';

/** The statuses of a candidate at a lesson, in the order a roll offers them. */
export const ATTENDANCE_STATUSES = ['present', 'late', 'absent_excused', 'absent'] as const;
export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];

/** Dutch names of the statuses, as on the roll. */
export const ATTENDANCE_LABELS: Record<AttendanceStatus, string> = {
  present: 'aanwezig',
  late: 'te laat',
  absent_excused: 'afwezig met bericht',
  absent: 'afwezig',
};

/**
 * How many minutes before a lesson starts its attendance may be recorded: the teacher opens the roll as the first
 * candidates come in, not the day before (a roll filled in ahead would record presence that did not happen yet).
 */
export const ATTENDANCE_MINUTES_AHEAD = 60;

/** A lesson as attendance needs it: its id and day `YYYY-MM-DD`. */
export interface AttendanceLesson {
  id: string;
  day: string;
}

/** A candidate of the education: id and the day they were enrolled, `YYYY-MM-DD` (Europe/Amsterdam). */
export interface EnrolledCandidate {
  id: string;
  enrolledOn: string;
}

/** One recorded status: candidate `candidateId` at lesson `lessonId`. */
export interface AttendanceMark {
  lessonId: string;
  candidateId: string;
  status: AttendanceStatus;
}

/** How many of each status. */
export interface AttendanceCounts {
  present: number;
  late: number;
  absentExcused: number;
  absent: number;
}

/** A candidate's attendance so far. */
export interface CandidateAttendance extends AttendanceCounts {
  candidateId: string;
  /** Lessons on their roll up to and including today. */
  lessons: number;
  /** Of those, the lessons without a recorded status. */
  unrecorded: number;
  /** (present + late) / recorded lessons, a whole percent (rounded half up); null before anything is recorded. */
  presentPercent: number | null;
}

/** A lesson's attendance. */
export interface LessonAttendance extends AttendanceCounts {
  lessonId: string;
  /** Candidates on the lesson's roll. */
  onRoll: number;
  /** Of those, the candidates without a recorded status. */
  unrecorded: number;
}

/** True when `candidate` is on the roll of `lesson`: enrolled on or before the lesson's day. */
export function isOnRoll(lesson: { day: string }, candidate: { enrolledOn: string }): boolean {
  return candidate.enrolledOn <= lesson.day;
}

/** The candidates on the roll of `lesson` (enrolled on or before its day), in the order given. */
export function rollFor<C extends { enrolledOn: string }>(lesson: { day: string }, candidates: readonly C[]): C[] {
  return candidates.filter((candidate) => isOnRoll(lesson, candidate));
}

const zero = (): AttendanceCounts => ({ present: 0, late: 0, absentExcused: 0, absent: 0 });
const countKey: Record<AttendanceStatus, keyof AttendanceCounts> = { present: 'present', late: 'late', absent_excused: 'absentExcused', absent: 'absent' };

/** The status per `lessonId|candidateId`; of two marks for the same pair the last one given wins. */
function markIndex(marks: readonly AttendanceMark[]): Map<string, AttendanceStatus> {
  return new Map(marks.map((m) => [`${m.lessonId}|${m.candidateId}`, m.status]));
}

/** (present + late) / all four, a whole percent (Math.round); null when nothing is recorded (no division by zero). */
export function presentPercent(counts: AttendanceCounts): number | null {
  const recorded = counts.present + counts.late + counts.absentExcused + counts.absent;
  return recorded === 0 ? null : Math.round(((counts.present + counts.late) * 100) / recorded);
}

/**
 * Every candidate's attendance so far, in the order of `candidates`: the lessons on their roll with a day up to and
 * including `today`, the count of each status recorded for them, the lessons still without a status, and the present
 * percentage ('late' counts as present; see the module's rules). Marks for other lessons, for lessons after today
 * or for lessons the candidate was not yet enrolled for are left out.
 */
export function candidateAttendance(
  lessons: readonly AttendanceLesson[],
  candidates: readonly EnrolledCandidate[],
  marks: readonly AttendanceMark[],
  today: string,
): CandidateAttendance[] {
  const index = markIndex(marks);
  const held = lessons.filter((l) => l.day <= today);
  return candidates.map((candidate) => {
    const counts = zero();
    let onRoll = 0;
    let unrecorded = 0;
    for (const lesson of held) {
      if (!isOnRoll(lesson, candidate)) continue;
      onRoll += 1;
      const status = index.get(`${lesson.id}|${candidate.id}`);
      if (status) counts[countKey[status]] += 1;
      else unrecorded += 1;
    }
    return { candidateId: candidate.id, lessons: onRoll, ...counts, unrecorded, presentPercent: presentPercent(counts) };
  });
}

/** Every lesson's attendance, in the order of `lessons`: the candidates on its roll and the count of each status. */
export function lessonAttendance(lessons: readonly AttendanceLesson[], candidates: readonly EnrolledCandidate[], marks: readonly AttendanceMark[]): LessonAttendance[] {
  const index = markIndex(marks);
  return lessons.map((lesson) => {
    const roll = rollFor(lesson, candidates);
    const counts = zero();
    let unrecorded = 0;
    for (const candidate of roll) {
      const status = index.get(`${lesson.id}|${candidate.id}`);
      if (status) counts[countKey[status]] += 1;
      else unrecorded += 1;
    }
    return { lessonId: lesson.id, onRoll: roll.length, ...counts, unrecorded };
  });
}

/** A candidate's unexcused absences ('absent' only) at the lessons on their roll. */
export function unexcusedAbsences(candidate: EnrolledCandidate, lessons: readonly AttendanceLesson[], marks: readonly AttendanceMark[]): number {
  const index = markIndex(marks);
  return lessons.filter((l) => isOnRoll(l, candidate) && index.get(`${l.id}|${candidate.id}`) === 'absent').length;
}

/** A candidate who has just reached the absence threshold, with their unexcused absences after the save. */
export interface AbsenceAlert {
  candidateId: string;
  absences: number;
}

/**
 * The candidates who reach an education's absence threshold through a save, so the coordinator is told once: those
 * with fewer unexcused absences than `threshold` in `before` and at least `threshold` in `after` (the marks before
 * and after the save), in the order of `candidates`. Only 'absent' counts (see the module's rules). A candidate
 * already at or over the threshold is not named again; one whose absences drop below it (a mark changed to 'absent
 * with notice') and later reach it again is named again. `threshold` null: the education has no alert, nobody is
 * named.
 * @throws RangeError when `threshold` is not a whole number of at least 1.
 */
export function newAbsenceAlerts(input: {
  threshold: number | null;
  lessons: readonly AttendanceLesson[];
  candidates: readonly EnrolledCandidate[];
  before: readonly AttendanceMark[];
  after: readonly AttendanceMark[];
}): AbsenceAlert[] {
  const { threshold } = input;
  if (threshold === null) return [];
  if (!Number.isInteger(threshold) || threshold < 1) throw new RangeError(`Afwezigheidsgrens moet een heel getal van minstens 1 zijn: ${threshold}`);
  return input.candidates.flatMap((candidate) => {
    const before = unexcusedAbsences(candidate, input.lessons, input.before);
    const after = unexcusedAbsences(candidate, input.lessons, input.after);
    return before < threshold && after >= threshold ? [{ candidateId: candidate.id, absences: after }] : [];
  });
}

/**
 * The moment from which the attendance of a lesson may be recorded: ATTENDANCE_MINUTES_AHEAD minutes before it starts
 * (`day` at `startsAt`, Amsterdam wall clock).
 * @throws RangeError for a day or time that does not exist.
 */
export function attendanceOpensAt(lesson: { day: string; startsAt: string }): Date {
  return new Date(amsterdamInstant(lesson.day, lesson.startsAt).getTime() - ATTENDANCE_MINUTES_AHEAD * 60_000);
}

/** A number of minutes in Dutch: 'een uur', '2 uur', '30 minuten'. */
const minutesText = (minutes: number) => (minutes === 60 ? 'een uur' : minutes % 60 === 0 ? `${minutes / 60} uur` : `${minutes} minuten`);

const clockFormat = new Intl.DateTimeFormat('en-GB', { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/**
 * Why the attendance of `lesson` cannot be recorded at `now`, in Dutch, or null when it can (from
 * `attendanceOpensAt` on): 'De aanwezigheid van de les van 8 september 2026 om 18:00 kan pas worden ingevuld vanaf
 * 8 september 2026, 17:00 (een uur voor het begin).'
 */
export function attendanceDayProblem(lesson: { day: string; startsAt: string }, now: Date): string | null {
  const opens = attendanceOpensAt(lesson);
  if (now.getTime() >= opens.getTime()) return null;
  return `De aanwezigheid van de les van ${longDayText(lesson.day)} om ${lesson.startsAt} kan pas worden ingevuld vanaf ${longDayText(amsterdamDay(opens))}, ${clockFormat.format(opens)} (${minutesText(ATTENDANCE_MINUTES_AHEAD)} voor het begin).`;
}

/**
 * The Dutch problems of saving `entries` as the attendance of `lesson` at `now`, or [] when the save may go
 * ahead: a lesson that does not start soon enough (`attendanceDayProblem`); a status that is not one of ATTENDANCE_STATUSES; a
 * candidate twice in the list; a candidate not of this education; a candidate enrolled after the lesson's day (not on
 * its roll). Candidates are named by `name`; an unknown one is not.
 */
export function attendanceProblems(
  lesson: { day: string; startsAt: string },
  candidates: readonly (EnrolledCandidate & { name: string })[],
  entries: readonly { candidateId: string; status: string }[],
  now: Date,
): string[] {
  const dayProblem = attendanceDayProblem(lesson, now);
  if (dayProblem) return [dayProblem];
  const problems: string[] = [];
  const byId = new Map(candidates.map((c) => [c.id, c]));
  const seen = new Set<string>();
  const choices = ATTENDANCE_STATUSES.map((s) => ATTENDANCE_LABELS[s]);
  const choiceText = `${choices.slice(0, -1).join(', ')} of ${choices.at(-1)}`;
  let unknown = false;
  for (const entry of entries) {
    const candidate = byId.get(entry.candidateId);
    if (!candidate) {
      unknown = true;
      continue;
    }
    if (seen.has(candidate.id)) {
      problems.push(`${candidate.name} staat meer dan eens in de lijst.`);
      continue;
    }
    seen.add(candidate.id);
    if (!isOnRoll(lesson, candidate)) {
      problems.push(`${candidate.name} was op ${longDayText(lesson.day)} nog niet ingeschreven (sinds ${longDayText(candidate.enrolledOn)}) en staat niet op de presentielijst van deze les.`);
    } else if (!(ATTENDANCE_STATUSES as readonly string[]).includes(entry.status)) {
      problems.push(`Aanwezigheid van ${candidate.name}: kies ${choiceText}.`);
    }
  }
  if (unknown) problems.push('Een van de kandidaten hoort niet bij deze opleiding. Laad de pagina opnieuw.');
  return problems;
}
