/**
 * Attendance at an education's lessons (spec §2 /docent/opleiding/attendance/{id}, /cp/education/{id}; docs/domain.md
 * "Education"; docs/api.md "Education", attendance): a lesson's roll, saving it, the totals per candidate and per
 * lesson, and the totals as a CSV file. The rules themselves are pure, in ../attendance.ts.
 *
 * - Scope (decision 003): staff reach every education; a teacher the educations they teach; a contact person only
 *   the totals, and only of their organisation's candidates (an education without one of those is 404); anyone else,
 *   or anything else, 404.
 * - Roll: the candidates enrolled on or before the lesson's day (attendance.ts `rollFor`); a late enrolee is not on
 *   the roll of earlier lessons and cannot be marked for them (400, named).
 * - Saves are device first, newest wins (decision 007, as evaluations.ts): each entry carries the save's `seq`, and
 *   one statement writes a candidate's row only over a lower stored seq; the answer says what is stored. Every save
 *   runs in one transaction, locked per education, so nothing is half-saved and two tablets never alert twice.
 * - Absence alert: when a save brings a candidate to the education's absence limit of unexcused absences
 *   (attendance.ts `newAbsenceAlerts`), every active admin and coordinator is notified once (type 7, relatedId the
 *   education; notification-links.ts) and `education_candidates.absence_alerted_at` is set. A later crossing (after
 *   marks were corrected below the limit) alerts again only once ABSENCE_ALERT_QUIET_MS have passed, so marks flipped
 *   back and forth never flood the coordinators.
 * - An archived education's attendance is not changed (409); a lesson is filled in from ATTENDANCE_MINUTES_AHEAD
 *   minutes before it starts on, not earlier (400, attendance.ts `attendanceDayProblem`; the roll says from when).
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { amsterdamDay } from '#src/lib/calendar-day';
import type { Named } from '#src/lib/contract';
import { csvDateTime, csvDay, toCsv } from '#src/server/csv';
import { isStaff } from '#src/lib/roles';
import type { Caller } from '#src/server/context';
import type { Db } from '#src/server/db/client';
import { attendance, educationCandidates, educationLessons, educations, educationTeachers, locations, organizations, rooms, users } from '#src/server/db/schema';
import { apiError } from '#src/server/errors';
import { isUuid } from '#src/server/validation';
import { NOTIFICATION_TYPE, notifyStaff } from '#src/features/mailbox/api/notifications';
import { placedSession } from '#src/features/planning/api/sessions';
import {
  ATTENDANCE_LABELS,
  attendanceDayProblem,
  attendanceOpensAt,
  attendanceProblems,
  candidateAttendance,
  lessonAttendance,
  newAbsenceAlerts,
  presentPercent,
  rollFor,
  unexcusedAbsences,
  type AttendanceMark,
  type AttendanceStatus,
} from '#src/features/educations/attendance';
import type { AttendanceSaved, EducationAttendance, LessonRoll, RollEntry, attendanceSaveBody } from '#src/features/educations/attendance-contract';
import type { z } from 'zod';

/** Dutch titles of the attendance calls' own errors. */
export const ATTENDANCE_TITLES = {
  lessonNotFound: 'Deze les bestaat niet.',
  educationNotFound: 'Deze opleiding bestaat niet.',
  archived: 'Deze opleiding is gearchiveerd; de aanwezigheid kan niet meer worden gewijzigd.',
  seqAhead: 'De klok van dit apparaat loopt voor. Zet de datum en tijd van het apparaat goed en probeer het opnieuw.',
} as const;

/**
 * How far a save's `seq` (the device's clock in whole seconds, as the evaluation form's) may be ahead of the server's
 * clock, seconds. A higher one would win over every later correction (newest wins), or, at the largest number, lock
 * the mark for good; it is refused.
 */
export const SEQ_AHEAD_SECONDS = 300;

/** The text of the absence alert to the coordinators and admins. */
export function absenceAlertText(candidate: string, absences: number, education: string): string {
  return `${candidate} is ${absences} keer afwezig geweest zonder bericht bij de opleiding ‘${education}’ en heeft daarmee de verzuimgrens bereikt.`;
}

/** Dutch column headers of the attendance CSV file. */
export const ATTENDANCE_CSV_HEADERS = [
  'Opleiding',
  'Kandidaat',
  'Organisatie',
  'Ingeschreven op',
  'Les',
  'Begin',
  'Einde',
  'Locatie',
  'Aanwezigheid',
  'Opmerking',
  'Vastgelegd door',
  'Vastgelegd op',
] as const;

/** The CSV's status text of a lesson the candidate was not yet enrolled for. */
const NOT_ENROLLED = 'nog niet ingeschreven';

type EducationRow = typeof educations.$inferSelect;

/** True when `teacherId` teaches education `educationId`. */
async function teaches(db: Db, educationId: string, teacherId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(educationTeachers)
    .where(and(eq(educationTeachers.educationId, educationId), eq(educationTeachers.teacherId, teacherId)));
  return Boolean(row);
}

/**
 * The lesson with its location, room and education, when the caller is staff or teaches it. One look-up: the router
 * checks a lesson id with it before reading a body (decision 003: an unknown id is 404, whatever the body).
 * @throws apiError 404.
 */
export async function lessonInScope(db: Db, caller: Caller, lessonId: string) {
  const [row] = isUuid(lessonId)
    ? await db
        .select({ lesson: educationLessons, education: educations, location: locations, room: rooms })
        .from(educationLessons)
        .innerJoin(educations, eq(educations.id, educationLessons.educationId))
        .innerJoin(locations, eq(locations.id, educationLessons.locationId))
        .leftJoin(rooms, eq(rooms.id, educationLessons.roomId))
        .where(eq(educationLessons.id, lessonId))
    : [];
  const allowed = row && (isStaff(caller.role) || (caller.role === 'Teacher' && (await teaches(db, row.education.id, caller.id))));
  if (!row || !allowed) throw apiError(404, ATTENDANCE_TITLES.lessonNotFound);
  return row;
}

/**
 * The education, when the caller may read its attendance: staff any, a teacher one they teach, a contact person one
 * with a candidate of their organisation (`organizationId` then limits the candidates); else 404.
 */
async function educationInScope(db: Db, caller: Caller, id: string, { contactPersons }: { contactPersons: boolean }): Promise<{ education: EducationRow; organizationId: string | null }> {
  const [education] = isUuid(id) ? await db.select().from(educations).where(eq(educations.id, id)) : [];
  if (education) {
    if (isStaff(caller.role)) return { education, organizationId: null };
    if (caller.role === 'Teacher' && (await teaches(db, id, caller.id))) return { education, organizationId: null };
    if (contactPersons && caller.role === 'ContactPerson' && caller.organizationId) {
      const [own] = await db
        .select({ one: sql`1` })
        .from(educationCandidates)
        .innerJoin(users, eq(users.id, educationCandidates.candidateId))
        .where(and(eq(educationCandidates.educationId, id), eq(users.organizationId, caller.organizationId)))
        .limit(1);
      if (own) return { education, organizationId: caller.organizationId };
    }
  }
  throw apiError(404, ATTENDANCE_TITLES.educationNotFound);
}

/** The candidates of an education (of organisation `organizationId` only, when given), by name. */
async function candidatesOf(db: Db, educationId: string, organizationId: string | null = null) {
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      enrolledOn: educationCandidates.enrolledOn,
      absenceAlertedAt: educationCandidates.absenceAlertedAt,
      organizationId: organizations.id,
      organizationName: organizations.name,
    })
    .from(educationCandidates)
    .innerJoin(users, eq(users.id, educationCandidates.candidateId))
    .leftJoin(organizations, eq(organizations.id, users.organizationId))
    .where(and(eq(educationCandidates.educationId, educationId), organizationId ? eq(users.organizationId, organizationId) : undefined))
    .orderBy(asc(users.name), asc(users.id));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    enrolledOn: r.enrolledOn,
    absenceAlertedAt: r.absenceAlertedAt,
    organization: r.organizationId ? { id: r.organizationId, name: r.organizationName ?? '' } : null,
  }));
}

/** The lessons of an education (id, day, times, location name), by day and start. */
async function lessonsOf(db: Db, educationId: string) {
  return db
    .select({ id: educationLessons.id, day: educationLessons.day, startsAt: educationLessons.startsAt, endsAt: educationLessons.endsAt, location: locations.name })
    .from(educationLessons)
    .innerJoin(locations, eq(locations.id, educationLessons.locationId))
    .where(eq(educationLessons.educationId, educationId))
    .orderBy(asc(educationLessons.day), asc(educationLessons.startsAt), asc(educationLessons.id));
}

/** Every attendance row of an education's lessons (of `candidateIds` only, when given), with the recorder's name. */
async function rowsOf(db: Db, educationId: string, candidateIds?: readonly string[]) {
  if (candidateIds && candidateIds.length === 0) return [];
  return db
    .select({
      lessonId: attendance.lessonId,
      candidateId: attendance.candidateId,
      status: attendance.status,
      remark: attendance.remark,
      recordedAt: attendance.recordedAt,
      recordedBy: attendance.recordedBy,
      recorderName: users.name,
      seq: attendance.seq,
    })
    .from(attendance)
    .innerJoin(educationLessons, eq(educationLessons.id, attendance.lessonId))
    .leftJoin(users, eq(users.id, attendance.recordedBy))
    .where(and(eq(educationLessons.educationId, educationId), candidateIds ? inArray(attendance.candidateId, [...candidateIds]) : undefined));
}

type AttendanceRow = Awaited<ReturnType<typeof rowsOf>>[number];

/** The marks (lesson, candidate, status) of attendance rows. */
const marksOf = (rows: readonly AttendanceRow[]): AttendanceMark[] => rows.map((r) => ({ lessonId: r.lessonId, candidateId: r.candidateId, status: r.status }));

/** A roll entry from a candidate and their row at the lesson (none: nothing recorded). */
function rollEntry(candidate: Named, row: AttendanceRow | undefined): RollEntry {
  return {
    candidate: { id: candidate.id, name: candidate.name },
    status: row?.status ?? null,
    remark: row?.remark ?? '',
    recordedAt: row?.recordedAt.toISOString() ?? null,
    recordedBy: row?.recordedBy ? { id: row.recordedBy, name: row.recorderName ?? '' } : null,
    seq: row?.seq ?? 0,
  };
}

/**
 * `GET /api/education/lesson/{lessonId}/roll` (staff; a teacher of the education): the lesson, its education, why it
 * cannot be filled in yet (or null) and from when it can (`opensAt`), and every candidate on its roll with what is
 * stored, by name.
 * @param now the moment to judge by (default now).
 * @throws apiError 404 for an unknown lesson or one outside the caller's scope.
 */
export async function readRoll(db: Db, caller: Caller, lessonId: string, now: Date = new Date()): Promise<LessonRoll> {
  const scope = await lessonInScope(db, caller, lessonId);
  const { lesson, education } = scope;
  const roll = rollFor(lesson, await candidatesOf(db, education.id));
  const rows = (await rowsOf(db, education.id, roll.map((c) => c.id))).filter((r) => r.lessonId === lesson.id);
  return {
    lesson: placedSession({ session: lesson, location: scope.location, room: scope.room }),
    education: { id: education.id, title: education.title, archived: education.archivedAt !== null },
    notYet: attendanceDayProblem(lesson, now),
    opensAt: attendanceOpensAt(lesson).toISOString(),
    entries: roll.map((c) => rollEntry(c, rows.find((r) => r.candidateId === c.id))),
  };
}

/**
 * `PUT /api/education/lesson/{lessonId}/attendance` (staff; a teacher of the education): records each entry's status
 * and remark under the save's `seq` where the stored seq is lower (newest wins), then alerts the coordinators of
 * candidates who reached the absence limit through it (see the module comment). One transaction.
 * @param now the moment to judge by (default now).
 * @returns what is stored now for each candidate of the save, in the order sent.
 * @throws apiError 404 as `readRoll`; 409 for an archived education; 400 for a `seq` more than SEQ_AHEAD_SECONDS
 *   ahead of the server's clock, and naming each problem (attendance.ts
 *   `attendanceProblems`: a lesson that does not start within ATTENDANCE_MINUTES_AHEAD minutes, a status outside the four, a candidate twice, not of the education or not
 *   on this lesson's roll).
 */
export async function saveAttendance(
  db: Db,
  caller: Caller,
  lessonId: string,
  body: z.output<typeof attendanceSaveBody>,
  now: Date = new Date(),
): Promise<AttendanceSaved> {
  const { lesson, education } = await lessonInScope(db, caller, lessonId);
  if (education.archivedAt) throw apiError(409, ATTENDANCE_TITLES.archived);
  if (body.seq > Math.floor(Date.now() / 1000) + SEQ_AHEAD_SECONDS) throw apiError(400, ATTENDANCE_TITLES.seqAhead);
  const candidates = await candidatesOf(db, education.id);
  const problems = attendanceProblems(lesson, candidates, body.entries, now);
  if (problems.length > 0) throw apiError(400, problems.join(' '));
  const ids = body.entries.map((e) => e.candidateId);
  await db.transaction(async (tx) => {
    // One save per education at a time: the before/after of the absence alert must not interleave.
    const [locked] = await tx.select().from(educations).where(eq(educations.id, education.id)).for('update');
    if (!locked) throw apiError(404, ATTENDANCE_TITLES.lessonNotFound);
    if (locked.archivedAt) throw apiError(409, ATTENDANCE_TITLES.archived);
    const before = marksOf(await rowsOf(tx, education.id));
    const now = new Date();
    await tx
      .insert(attendance)
      .values(
        body.entries.map((e) => ({
          lessonId,
          candidateId: e.candidateId,
          status: e.status as AttendanceStatus,
          remark: e.remark,
          recordedBy: caller.id,
          recordedAt: now,
          seq: body.seq,
        })),
      )
      .onConflictDoUpdate({
        target: [attendance.lessonId, attendance.candidateId],
        set: { status: sql`excluded.status`, remark: sql`excluded.remark`, recordedBy: sql`excluded.recorded_by`, recordedAt: sql`excluded.recorded_at`, seq: sql`excluded.seq` },
        setWhere: sql`${attendance.seq} < excluded.seq`,
      });
    const after = marksOf(await rowsOf(tx, education.id));
    // Read again under the lock: whether a candidate was already told is what the previous save left.
    await settleAbsenceAlerts(tx, locked, await candidatesOf(tx, education.id), before, after);
  });
  const stored = (await rowsOf(db, education.id, ids)).filter((r) => r.lessonId === lessonId);
  const byId = new Map(candidates.map((c) => [c.id, c]));
  return { lessonId, entries: ids.map((id) => rollEntry(byId.get(id)!, stored.find((r) => r.candidateId === id))) };
}

/**
 * How long after telling the coordinators about a candidate another crossing of the limit stays quiet, ms: marks
 * flipped between 'afwezig' and 'afwezig met bericht' must not flood every coordinator's notifications.
 */
export const ABSENCE_ALERT_QUIET_MS = 7 * 24 * 3600 * 1000;

/**
 * In `tx`: notifies the staff of each candidate who reached the absence limit through this save, unless they were
 * told about that candidate in the last ABSENCE_ALERT_QUIET_MS, and stamps `absence_alerted_at`.
 */
async function settleAbsenceAlerts(
  tx: Db,
  education: EducationRow,
  candidates: Awaited<ReturnType<typeof candidatesOf>>,
  before: readonly AttendanceMark[],
  after: readonly AttendanceMark[],
): Promise<void> {
  const lessons = await lessonsOf(tx, education.id);
  const crossed = newAbsenceAlerts({ threshold: education.absenceLimit, lessons, candidates, before, after });
  const byId = new Map(candidates.map((c) => [c.id, c]));
  const now = Date.now();
  const toTell = crossed.filter((a) => {
    const told = byId.get(a.candidateId)?.absenceAlertedAt ?? null;
    return told === null || now - told.getTime() > ABSENCE_ALERT_QUIET_MS;
  });
  for (const alert of toTell) {
    await notifyStaff(tx, {
      type: NOTIFICATION_TYPE.absenceAlert,
      message: absenceAlertText(byId.get(alert.candidateId)!.name, alert.absences, education.title),
      relatedId: education.id,
    });
  }
  if (toTell.length > 0) {
    await tx
      .update(educationCandidates)
      .set({ absenceAlertedAt: new Date(now) })
      .where(and(eq(educationCandidates.educationId, education.id), inArray(educationCandidates.candidateId, toTell.map((a) => a.candidateId))));
  }
}

/**
 * `GET /api/education/{id}/attendance` (staff; a teacher of it; a contact person for their organisation's candidates
 * only): totals per candidate (attendance.ts `candidateAttendance`, lessons up to `today`) and per lesson
 * (`lessonAttendance`, over the candidates the caller sees), with the absence limit.
 * @param today `YYYY-MM-DD`, Europe/Amsterdam (default now).
 * @throws apiError 404 outside the caller's scope.
 */
export async function readAttendance(db: Db, caller: Caller, id: string, today: string = amsterdamDay()): Promise<EducationAttendance> {
  const { education, organizationId } = await educationInScope(db, caller, id, { contactPersons: true });
  const [candidates, lessons] = await Promise.all([candidatesOf(db, id, organizationId), lessonsOf(db, id)]);
  const marks = marksOf(await rowsOf(db, id, organizationId ? candidates.map((c) => c.id) : undefined));
  const totals = candidateAttendance(lessons, candidates, marks, today);
  const perLesson = lessonAttendance(lessons, candidates, marks);
  return {
    educationId: id,
    title: education.title,
    absenceLimit: education.absenceLimit,
    today,
    candidates: candidates.map((c, i) => ({
      ...totals[i]!,
      name: c.name,
      organization: c.organization,
      enrolledOn: c.enrolledOn,
      overLimit: unexcusedAbsences(c, lessons, marks) >= education.absenceLimit,
      absenceAlertedAt: c.absenceAlertedAt?.toISOString() ?? null,
    })),
    lessons: lessons.map((l, i) => ({ ...perLesson[i]!, day: l.day, startsAt: l.startsAt, endsAt: l.endsAt, presentPercent: presentPercent(perLesson[i]!) })),
  };
}

/**
 * `GET /api/education/{id}/attendance.csv` (staff; a teacher of it): one row per candidate × lesson, by candidate
 * name and lesson day, as CSV for spreadsheets (server/csv.ts: `;`-separated, UTF-8 with a byte order mark, Dutch headers, days `YYYY-MM-DD` and 'Vastgelegd op' `YYYY-MM-DD HH:MM`; as the
 * PAT results file, result-list.ts). A lesson before the candidate's enrolment says 'nog niet ingeschreven'; one
 * without a status is empty.
 * @throws apiError 404 outside the caller's scope.
 */
export async function attendanceCsv(db: Db, caller: Caller, id: string): Promise<string> {
  const { education } = await educationInScope(db, caller, id, { contactPersons: false });
  const [candidates, lessons, rows] = await Promise.all([candidatesOf(db, id), lessonsOf(db, id), rowsOf(db, id)]);
  const index = new Map(rows.map((r) => [`${r.lessonId}|${r.candidateId}`, r]));
  const lines = candidates.flatMap((c) =>
    lessons.map((l) => {
      const row = index.get(`${l.id}|${c.id}`);
      const onRoll = c.enrolledOn <= l.day;
      return [
        education.title,
        c.name,
        c.organization?.name ?? '',
        csvDay(c.enrolledOn),
        csvDay(l.day),
        l.startsAt,
        l.endsAt,
        l.location,
        !onRoll ? NOT_ENROLLED : row ? ATTENDANCE_LABELS[row.status] : '',
        onRoll ? (row?.remark ?? '') : '',
        onRoll && row ? (row.recorderName ?? '') : '',
        onRoll && row ? csvDateTime(row.recordedAt) : '',
      ];
    }),
  );
  return toCsv(ATTENDANCE_CSV_HEADERS, lines);
}
