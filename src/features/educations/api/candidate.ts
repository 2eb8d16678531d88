/**
 * A candidate's educations (spec §2 /dashboard/education; spec §7 `GET /api/pat/getUserEducation`; docs/api.md
 * "Education"): the educations they are enrolled on that are open (not drafts, not archived), each with their own
 * lessons (from the day they enrolled: attendance.ts `isOnRoll`) with place, directions and accessibility, the next
 * lesson, their attendance so far and the modules, titles in their language, each with whether the candidate reflected
 * on it and, once staff released the results, its result from the final evaluation (decision 035: one assessor, the
 * final evaluation decides; assessment/rules.ts `moduleResult`). Of the notes only those meant for candidates
 * (src/lib/note-audiences.ts `notesFor`): the education's notes for the candidates and the location's accessibility
 * text and directions — never the teachers' notes or the location's internal notes, also not when staff ask.
 *
 * Scope: a candidate their own; staff any candidate's with `userId`; others 401 (router). A `userId` that is not a
 * candidate, or unknown: 404.
 */
import { and, asc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { amsterdamDay } from '#src/lib/calendar-day';
import { notesFor } from '#src/lib/note-audiences';
import type { Language } from '#src/lib/i18n/locales';
import type { Db } from '#src/server/db/client';
import {
  attendance,
  candidateProfiles,
  educationCandidates,
  educationLessons,
  educationModules,
  educations,
  educationTeachers,
  evaluations,
  locations,
  modules,
  moduleVersions,
  reflections,
  rooms,
  templateVersions,
  users,
} from '#src/server/db/schema';
import { apiError } from '#src/server/errors';
import { isUuid } from '#src/server/validation';
import { textIn } from '#src/features/content/localized';
import { moduleTitle, templateCriteria } from '#src/features/content/api/content-parts';
import { candidateAttendance, isOnRoll } from '#src/features/educations/attendance';
import type { MyEducation } from '#src/features/educations/candidate-contract';
import { educationState } from '#src/features/educations/state';
import { decidingScores, moduleResult } from '#src/features/assessment/rules';
import { resultShown } from '#src/features/assessment/visibility';

/** Dutch titles of the call. */
export const MY_EDUCATION_TITLES = {
  notCandidate: 'Deze kandidaat bestaat niet.',
} as const;

/**
 * The educations of candidate `candidateId`, the next lesson first (those without one after).
 * @param language the language of module titles; the candidate's preferred language when left out.
 */
export async function educationsOf(db: Db, candidateId: string, language?: Language, today = amsterdamDay()): Promise<MyEducation[]> {
  const rows = await db
    .select({ education: educations, enrolledOn: educationCandidates.enrolledOn })
    .from(educationCandidates)
    .innerJoin(educations, eq(educations.id, educationCandidates.educationId))
    .where(and(eq(educationCandidates.candidateId, candidateId), isNotNull(educations.openedAt), isNull(educations.archivedAt)));
  if (rows.length === 0) return []; // one query for most candidates, who have no education (the home page asks)
  const [profile] = language ? [] : await db.select({ language: candidateProfiles.preferredLanguage }).from(candidateProfiles).where(eq(candidateProfiles.userId, candidateId));
  const lang: Language = language ?? profile?.language ?? 'nl';
  const ids = rows.map((r) => r.education.id);
  const released = rows.filter((r) => r.education.resultsReleasedAt).map((r) => r.education.id);
  const [lessons, marks, mods, teachers, finals, reflected] = await Promise.all([
    db
      .select({ lesson: educationLessons, location: locations, room: rooms.name })
      .from(educationLessons)
      .innerJoin(locations, eq(locations.id, educationLessons.locationId))
      .leftJoin(rooms, eq(rooms.id, educationLessons.roomId))
      .where(inArray(educationLessons.educationId, ids))
      .orderBy(asc(educationLessons.day), asc(educationLessons.startsAt)),
    db
      .select({ lessonId: attendance.lessonId, status: attendance.status })
      .from(attendance)
      .innerJoin(educationLessons, eq(educationLessons.id, attendance.lessonId))
      .where(and(inArray(educationLessons.educationId, ids), eq(attendance.candidateId, candidateId))),
    db
      .select({ pinned: educationModules, title: modules.title, localizedTitle: moduleTitle, criteria: templateCriteria })
      .from(educationModules)
      .innerJoin(modules, eq(modules.id, educationModules.moduleId))
      .innerJoin(moduleVersions, eq(moduleVersions.id, educationModules.moduleVersionId))
      .innerJoin(templateVersions, eq(templateVersions.id, educationModules.templateVersionId))
      .where(inArray(educationModules.educationId, ids))
      .orderBy(asc(educationModules.position)),
    db
      .select({ educationId: educationTeachers.educationId, name: users.name })
      .from(educationTeachers)
      .innerJoin(users, eq(users.id, educationTeachers.teacherId))
      .where(inArray(educationTeachers.educationId, ids))
      .orderBy(asc(users.name)),
    // The final evaluations of released educations: the candidate's results (one assessor, role 'first'; decision 035).
    released.length
      ? db
          .select({ educationId: evaluations.educationId, moduleId: evaluations.moduleId, scores: evaluations.scores })
          .from(evaluations)
          .where(and(inArray(evaluations.educationId, released), eq(evaluations.candidateId, candidateId), eq(evaluations.role, 'first'), eq(evaluations.status, 'final')))
      : [],
    db
      .select({ educationId: reflections.educationId, moduleId: reflections.moduleId })
      .from(reflections)
      .where(and(inArray(reflections.educationId, ids), eq(reflections.candidateId, candidateId))),
  ]);
  /** The module's result from its final evaluation, or null (not released, none, or incomplete). */
  const resultOf = (m: (typeof mods)[number]) => {
    const found = finals.find((f) => f.educationId === m.pinned.educationId && f.moduleId === m.pinned.moduleId);
    const deciding = found ? decidingScores({ status: 'final', scores: found.scores }, null) : null;
    const result = deciding ? moduleResult(m.criteria, deciding.scores, m.pinned.passPercent, m.pinned.knockOut) : null;
    return result?.complete ? { passed: result.passed === true, scorePercent: result.scorePercent ?? 0 } : null;
  };
  const all = rows.map(({ education, enrolledOn }) => {
    const candidate = { id: candidateId, enrolledOn };
    const own = lessons.filter((l) => l.lesson.educationId === education.id);
    const mine = own.filter((l) => isOnRoll(l.lesson, candidate));
    const statusOf = (lessonId: string) => marks.find((m) => m.lessonId === lessonId)?.status ?? null;
    const [counts] = candidateAttendance(
      mine.map((l) => l.lesson),
      [candidate],
      marks.map((m) => ({ ...m, candidateId })),
      today,
    );
    return {
      id: education.id,
      title: education.title,
      ...notesFor('education', 'candidates', education),
      state: educationState({ ...education, firstDay: own[0]?.lesson.day ?? null }, today),
      enrolledOn,
      lessons: mine.map(({ lesson, location, room }) => ({
        id: lesson.id,
        day: lesson.day,
        startsAt: lesson.startsAt,
        endsAt: lesson.endsAt,
        room,
        location: {
          name: location.name,
          street: location.street,
          postcode: location.postcode,
          city: location.city,
          stepFree: location.stepFree,
          lift: location.lift,
          ...notesFor('location', 'candidates', location),
        },
        attendance: statusOf(lesson.id),
      })),
      nextLessonId: mine.find((l) => l.lesson.day >= today)?.lesson.id ?? null,
      attendance: {
        lessons: counts?.lessons ?? 0,
        present: counts?.present ?? 0,
        late: counts?.late ?? 0,
        absentExcused: counts?.absentExcused ?? 0,
        absent: counts?.absent ?? 0,
        presentPercent: counts?.presentPercent ?? null,
      },
      modules: mods
        .filter((m) => m.pinned.educationId === education.id)
        .map((m) => ({
          moduleId: m.pinned.moduleId,
          title: textIn(m.localizedTitle, lang) ?? m.title,
          reflected: reflected.some((r) => r.educationId === education.id && r.moduleId === m.pinned.moduleId),
          result: resultShown({ kind: 'candidate' }, { kind: 'education', released: education.resultsReleasedAt !== null }) ? resultOf(m) : null,
        })),
      teachers: teachers.filter((t) => t.educationId === education.id).map((t) => t.name),
      resultsReleasedAt: education.resultsReleasedAt?.toISOString() ?? null,
    } satisfies MyEducation;
  });
  const nextDay = (e: MyEducation) => e.lessons.find((l) => l.id === e.nextLessonId)?.day ?? '9999-12-31';
  return all.sort((a, b) => nextDay(a).localeCompare(nextDay(b)) || a.title.localeCompare(b.title, 'nl'));
}

/**
 * `GET /api/pat/getUserEducation` for a candidate (their own) or staff (`userId`, any candidate).
 * @throws apiError 404 for staff asking about someone who is not a candidate, an unknown or malformed id.
 */
export async function userEducations(db: Db, caller: { id: string; role: string }, userId: string | undefined): Promise<MyEducation[]> {
  if (caller.role === 'User') return educationsOf(db, caller.id);
  if (!userId || !isUuid(userId)) throw apiError(404, MY_EDUCATION_TITLES.notCandidate);
  const [person] = await db.select({ role: users.role, status: users.status }).from(users).where(eq(users.id, userId));
  if (!person || person.role !== 'User' || person.status === 'erased') throw apiError(404, MY_EDUCATION_TITLES.notCandidate);
  return educationsOf(db, userId);
}
