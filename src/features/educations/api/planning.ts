/**
 * Planning an education (spec §2 /cp/education, /cp/education/create, /cp/education/{id},
 * /cp/education/{id}/planning/…, /docent/opleiding/detail/{id}; docs/domain.md "education"; docs/api.md "Education"):
 * list, create, read with what is missing and the conflicts, and set lessons, modules (pinned), candidates (each
 * enrolled on a day, holding an education seat) and teachers, open and archive.
 *
 * Planned the way a PAT is, with the same code (src/features/planning/): every change is checked in its own
 * transaction and refused with 409 "Dit plan botst: …" when a candidate or teacher is then on another PAT or
 * education at an overlapping time (both ways), a lesson has more candidates than its room seats, or a lesson of a
 * candidate falls after the end of their licence; nothing is half-saved. A candidate counts on the lessons from the
 * day they enrolled. Once opened, every change to lessons, modules, candidates or teachers notifies the candidates
 * and teachers concerned (notification type 3, relatedId the education, `params.education` its name). A completed
 * or archived education is not changed (409).
 *
 * Scope: staff plan and read every education; a teacher reads the educations they teach (others 404, decision 003).
 */
import { and, asc, eq, exists, gte, ilike, inArray, isNull, max, min, notInArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { addDays, amsterdamDay, longDayText } from '#src/lib/calendar-day';
import type { Page } from '#src/lib/contract';
import { isStaff } from '#src/lib/roles';
import type { Caller } from '#src/server/context';
import type { Db } from '#src/server/db/client';
import {
  attendance,
  educationCandidates,
  educationLessons,
  educationModules,
  educations,
  educationTeachers,
  evaluations,
  licences,
  licenceSeats,
  locations,
  modules,
  moduleVersions,
  organizations,
  rooms,
  templateVersions,
  users,
} from '#src/server/db/schema';
import { apiError } from '#src/server/errors';
import { likeEscape } from '#src/server/like';
import { offsetOf, paged, PAGE_SIZE } from '#src/server/paging';
import { isUuid } from '#src/server/validation';
import { takePlannedSeat } from '#src/features/licences/api/seats';
import { handBackUnusedSeat, mailPlanningChanges, notifyPlanningChange, type PeopleSessions } from '#src/features/planning/api/people';
import type { MailOutbox } from '#src/server/mail/outbox';
import { educationSessions } from './calendar';
import { pinnedModule, resolvePins } from '#src/features/planning/api/pins';
import { checkPlaces, placedSession, planConflicts, refuseConflicts as refuse, SESSION_TITLES, stageIs, upcomingFirstOrder } from '#src/features/planning/api/sessions';
import type {
  EducationDetail,
  EducationLesson,
  EducationListItem,
  educationBody,
  educationCandidateBody,
  educationLessonsBody,
  educationListQuery,
  educationModulesBody,
  educationTeachersBody,
} from '#src/features/educations/contract';
import { educationState, type EducationState } from '#src/features/educations/state';

/** Dutch titles of the education planning calls' own errors (the shared ones are in planning/api). */
export const EDUCATION_TITLES = {
  notFound: 'Deze opleiding bestaat niet.',
  closed: 'Deze opleiding is afgerond of gearchiveerd en kan niet meer worden gewijzigd.',
  released:
    'De resultaten van deze opleiding zijn vrijgegeven. Er kunnen geen kandidaten of modules meer bij: hun beoordelingen zouden zonder vrijgave zichtbaar worden.',
  conflicts: SESSION_TITLES.conflicts,
  unknownLesson: 'Les: deze les hoort niet bij deze opleiding.',
  lessonInUse: (day: string) => `De les van ${longDayText(day)} heeft al aanwezigheid en kan niet meer worden verwijderd.`,
  unknownCandidate: 'Deze kandidaat bestaat niet.',
  alreadyEnrolled: 'Deze kandidaat staat al op deze opleiding.',
  enrolledTooEarly: (day: string) =>
    `Inschrijfdatum: kies ${longDayText(day)} of later. Een inschrijving ligt hoogstens een jaar vóór de eerste les of het aanmaken van de opleiding.`,
  enrolledTooLate: (day: string) => `Inschrijfdatum: kies ${longDayText(day)} of eerder. Dat is de dag van de laatste les.`,
  candidateInUse: 'Voor deze kandidaat is al aanwezigheid genomen op deze opleiding. De kandidaat kan er niet meer af.',
  candidateEvaluated: 'Deze kandidaat heeft al beoordelingen op deze opleiding en kan er niet meer af.',
  moduleInUse: (title: string) => `Module ‘${title}’ heeft al beoordelingen en kan niet meer van de opleiding af.`,
  notOnEducation: 'Deze kandidaat staat niet op deze opleiding.',
  unknownTeacher: 'Docent: kies een actieve docent.',
  notReady: (missing: string[]) => `Deze opleiding kan nog niet worden geopend: ${missing.join(' ')}`,
  alreadyOpen: 'Deze opleiding is al geopend.',
  alreadyArchived: 'Deze opleiding is al gearchiveerd.',
} as const;

/** What `missingOf` lists, in this order. */
export const MISSING = {
  lesson: 'Voeg minstens één les met een locatie toe.',
  module: 'Kies minstens één module.',
  teacher: 'Kies minstens één docent.',
} as const;

/** 'The caller teaches the education of the outer query' (a teacher's scope). */
function teaches(db: Db, caller: Caller) {
  return exists(
    db
      .select({ one: sql`1` })
      .from(educationTeachers)
      .where(and(eq(educationTeachers.educationId, educations.id), eq(educationTeachers.teacherId, caller.id))),
  );
}

/** Staff every education, a teacher the ones they teach, anyone else none. */
const scopeOf = (db: Db, caller: Caller) => (isStaff(caller.role) ? undefined : caller.role === 'Teacher' ? teaches(db, caller) : sql`false`);

/**
 * The education row, or 404. A teacher only reaches an education they teach. One query: the router checks an id
 * with it before reading a body (decision 003: an unknown id is 404, whatever the body).
 * @throws apiError 404.
 */
export async function visibleEducation(db: Db, caller: Caller, id: string) {
  const [row] = isUuid(id) ? await db.select().from(educations).where(and(eq(educations.id, id), scopeOf(db, caller))) : [];
  if (!row) throw apiError(404, EDUCATION_TITLES.notFound);
  return row;
}

/** The education, or 404; 409 when it is completed or archived (a course that is over is not changed). */
async function changeableEducation(db: Db, caller: Caller, id: string) {
  const education = await visibleEducation(db, caller, id);
  if (education.completedAt || education.archivedAt) throw apiError(409, EDUCATION_TITLES.closed);
  return education;
}

/** The first and the last lesson day of the education of the outer query, as scalar subqueries on `educations.id`. */
const firstDayOf = (db: Db) =>
  sql<string | null>`(${db.select({ v: min(educationLessons.day) }).from(educationLessons).where(eq(educationLessons.educationId, educations.id))})`;
const lastDayOf = (db: Db) =>
  sql<string | null>`(${db.select({ v: max(educationLessons.day) }).from(educationLessons).where(eq(educationLessons.educationId, educations.id))})`;

/** SQL for 'this education has `state` on `today`' (state.ts `educationState`). */
function stateIs(db: Db, state: EducationState, today: string) {
  const columns = { scheduledAt: educations.openedAt, completedAt: educations.completedAt, archivedAt: educations.archivedAt, firstDay: firstDayOf(db) };
  return stageIs(columns, state === 'open' ? 'scheduled' : state, today);
}

/**
 * `GET /api/education`: a page (20) of educations, running and coming first (by first lesson, soonest first, those
 * without lessons after them), then those over, latest last lesson first (planning/api/sessions.ts
 * `upcomingFirstOrder`), with state, dates, locations, counts and the next lesson (the first on or after today, with location
 * and room). Staff see all; a teacher those they teach. `q` matches the name (case-insensitive, `%` `_` `\` literal).
 */
export async function listEducations(db: Db, caller: Caller, query: z.output<typeof educationListQuery>): Promise<Page<EducationListItem>> {
  const today = amsterdamDay();
  const firstDay = firstDayOf(db);
  const where = and(
    scopeOf(db, caller),
    query.q?.trim() ? ilike(educations.title, `%${likeEscape(query.q.trim())}%`) : undefined,
    query.state ? stateIs(db, query.state, today) : undefined,
  );
  const locationNames = db
    .select({ v: sql<string[] | null>`array_agg(${locations.name} order by ${educationLessons.day}, ${educationLessons.startsAt})` })
    .from(educationLessons)
    .innerJoin(locations, eq(locations.id, educationLessons.locationId))
    .where(eq(educationLessons.educationId, educations.id));
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: educations.id,
        title: educations.title,
        openedAt: educations.openedAt,
        completedAt: educations.completedAt,
        archivedAt: educations.archivedAt,
        firstDay,
        lastDay: lastDayOf(db),
        locations: sql<string[] | null>`(${locationNames})`,
        lessons: db.$count(educationLessons, eq(educationLessons.educationId, educations.id)),
        candidates: db.$count(educationCandidates, eq(educationCandidates.educationId, educations.id)),
        teachers: db.$count(educationTeachers, eq(educationTeachers.educationId, educations.id)),
      })
      .from(educations)
      .where(where)
      .orderBy(...upcomingFirstOrder({ completedAt: educations.completedAt, archivedAt: educations.archivedAt, createdAt: educations.createdAt, id: educations.id, firstDay, lastDay: lastDayOf(db) }, today))
      .limit(PAGE_SIZE)
      .offset(offsetOf(query.page)),
    db.select({ n: sql<number>`count(*)::int` }).from(educations).where(where),
  ]);
  const next = await nextLessons(db, rows.map((r) => r.id), today);
  return paged(
    rows.map((r) => ({
      id: r.id,
      title: r.title,
      state: educationState(r, today),
      firstDay: r.firstDay,
      lastDay: r.lastDay,
      locations: [...new Set(r.locations ?? [])],
      lessons: r.lessons,
      candidates: r.candidates,
      teachers: r.teachers,
      nextLesson: next.get(r.id) ?? null,
    })),
    counted?.n ?? 0,
    query.page,
  );
}

/** The first lesson on or after `today` of each of `educationIds` that has one, with location and room, by education id. */
async function nextLessons(db: Db, educationIds: readonly string[], today: string): Promise<Map<string, EducationLesson>> {
  if (educationIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([educationLessons.educationId], { session: educationLessons, location: locations, room: rooms })
    .from(educationLessons)
    .innerJoin(locations, eq(locations.id, educationLessons.locationId))
    .leftJoin(rooms, eq(rooms.id, educationLessons.roomId))
    .where(and(inArray(educationLessons.educationId, [...educationIds]), gte(educationLessons.day, today)))
    .orderBy(asc(educationLessons.educationId), asc(educationLessons.day), asc(educationLessons.startsAt));
  return new Map(rows.map((r) => [r.session.educationId, placedSession(r)]));
}

/** `POST /api/education` (staff): a draft education (absence limit 3 unless given). */
export async function createEducation(db: Db, caller: Caller, body: z.output<typeof educationBody>): Promise<{ id: string }> {
  const [row] = await db
    .insert(educations)
    .values({ title: body.title, teacherNotes: body.teacherNotes, candidateNotes: body.candidateNotes, absenceLimit: body.absenceLimit, createdBy: caller.id })
    .returning({ id: educations.id });
  return { id: row!.id };
}

/**
 * `PUT /api/education/{id}` (staff): name, the notes for the teachers and for the candidates, and (when given) the
 * absence limit. @throws apiError 404, 409 over.
 */
export async function updateEducation(db: Db, caller: Caller, id: string, body: z.output<typeof educationBody>): Promise<{ id: string }> {
  await changeableEducation(db, caller, id);
  await db
    .update(educations)
    .set({ title: body.title, teacherNotes: body.teacherNotes, candidateNotes: body.candidateNotes, absenceLimit: body.absenceLimit })
    .where(eq(educations.id, id));
  return { id };
}

/** The lessons of an education with location and room, by day and start. */
async function lessonsOf(db: Db, educationId: string): Promise<EducationLesson[]> {
  const rows = await db
    .select({ session: educationLessons, location: locations, room: rooms })
    .from(educationLessons)
    .innerJoin(locations, eq(locations.id, educationLessons.locationId))
    .leftJoin(rooms, eq(rooms.id, educationLessons.roomId))
    .where(eq(educationLessons.educationId, educationId))
    .orderBy(asc(educationLessons.day), asc(educationLessons.startsAt));
  return rows.map(placedSession);
}

/**
 * The conflicts of education `educationId` as it is now in `tx` (planning/rules.ts `slotConflicts`, as
 * schedule.ts `lessonConflicts`): on each lesson the candidates enrolled by its day and every teacher, against their
 * slots on other educations and PATs.
 */
async function conflictsOf(tx: Db, educationId: string): Promise<string[]> {
  const lessons = await lessonsOf(tx, educationId);
  const candidates = await tx
    .select({ id: users.id, name: users.name, enrolledOn: educationCandidates.enrolledOn, seatUntil: licences.validUntil })
    .from(educationCandidates)
    .innerJoin(users, eq(users.id, educationCandidates.candidateId))
    .leftJoin(licenceSeats, eq(licenceSeats.id, educationCandidates.seatId))
    .leftJoin(licences, eq(licences.id, licenceSeats.licenceId))
    .where(eq(educationCandidates.educationId, educationId));
  const teachers = await tx
    .select({ id: users.id, name: users.name })
    .from(educationTeachers)
    .innerJoin(users, eq(users.id, educationTeachers.teacherId))
    .where(eq(educationTeachers.educationId, educationId));
  const plan = {
    slots: lessons.map((l) => ({ id: l.id, day: l.day, startsAt: l.startsAt, endsAt: l.endsAt, roomId: l.room?.id ?? null, capacity: l.room?.capacity ?? null, roomName: l.room?.name ?? null })),
    candidates: candidates.map((c) => ({ id: c.id, name: c.name, enrolledOn: c.enrolledOn })),
    staff: lessons.flatMap((l) => teachers.map((t) => ({ slotId: l.id, personId: t.id, name: t.name }))),
    seatValidUntil: Object.fromEntries(candidates.map((c) => [c.id, c.seatUntil])),
  };
  return planConflicts(tx, plan, { kind: 'education', id: educationId });
}

/** Refuses the transaction's change with 409 when the plan now conflicts. */
async function refuseConflicts(tx: Db, educationId: string): Promise<void> {
  refuse(await conflictsOf(tx, educationId));
}

/**
 * Tells the candidates and teachers of an opened education that its planning changed (type 3), plus `extra` (people
 * just taken off it), inside `tx`, and mails those whose coming lessons differ from `before`. Nothing before it is
 * opened.
 */
async function notifyChange(
  tx: Db,
  outbox: MailOutbox,
  education: { id: string; title: string; openedAt: Date | null },
  before: PeopleSessions,
  extra: readonly string[] = [],
): Promise<void> {
  if (!education.openedAt) return;
  const candidates = await tx.select({ id: educationCandidates.candidateId }).from(educationCandidates).where(eq(educationCandidates.educationId, education.id));
  const teachers = await tx.select({ id: educationTeachers.teacherId }).from(educationTeachers).where(eq(educationTeachers.educationId, education.id));
  const plan = { kind: 'education' as const, id: education.id, title: education.title };
  await notifyPlanningChange(tx, outbox, plan, [...candidates.map((c) => c.id), ...teachers.map((t) => t.id), ...extra]);
  // Mails (with the .ics) to those whose lessons from today on changed (planning/api/people.ts).
  await mailPlanningChanges(tx, outbox, plan, before, await educationSessions(tx, education.id, amsterdamDay()));
}

/** Who has which coming lesson of an opened education now, to compare after the change; nobody before it is opened. */
async function sessionsBefore(tx: Db, education: { id: string; openedAt: Date | null }): Promise<PeopleSessions> {
  return education.openedAt ? educationSessions(tx, education.id, amsterdamDay()) : new Map();
}

/**
 * What must still be added before the education can be opened (docs/domain.md lifecycles, as a PAT: lessons with a
 * location, ≥ 1 module, ≥ 1 teacher). Candidates are not needed: they may enrol once it is open.
 */
function missingOf(detail: Pick<EducationDetail, 'lessons' | 'modules' | 'teachers'>): string[] {
  const missing: string[] = [];
  if (detail.lessons.length === 0) missing.push(MISSING.lesson);
  if (detail.modules.length === 0) missing.push(MISSING.module);
  if (detail.teachers.length === 0) missing.push(MISSING.teacher);
  return missing;
}

/** `GET /api/education/{id}`: the education at a glance. Staff; a teacher who teaches it. @throws apiError 404. */
export async function readEducation(db: Db, caller: Caller, id: string): Promise<EducationDetail> {
  const education = await visibleEducation(db, caller, id);
  const staff = isStaff(caller.role);
  const [lessons, moduleRows, candidateRows, teacherRows] = await Promise.all([
    lessonsOf(db, id),
    db
      .select({ em: educationModules, title: modules.title, version: moduleVersions.version, template: templateVersions.content })
      .from(educationModules)
      .innerJoin(modules, eq(modules.id, educationModules.moduleId))
      .innerJoin(moduleVersions, eq(moduleVersions.id, educationModules.moduleVersionId))
      .innerJoin(templateVersions, eq(templateVersions.id, educationModules.templateVersionId))
      .where(eq(educationModules.educationId, id))
      .orderBy(asc(educationModules.position)),
    db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        organizationId: organizations.id,
        organizationName: organizations.name,
        enrolledOn: educationCandidates.enrolledOn,
        seatId: licenceSeats.id,
        licenceId: licences.id,
        validUntil: licences.validUntil,
      })
      .from(educationCandidates)
      .innerJoin(users, eq(users.id, educationCandidates.candidateId))
      .leftJoin(organizations, eq(organizations.id, users.organizationId))
      .leftJoin(licenceSeats, and(eq(licenceSeats.id, educationCandidates.seatId), isNull(licenceSeats.releasedAt)))
      .leftJoin(licences, eq(licences.id, licenceSeats.licenceId))
      .where(eq(educationCandidates.educationId, id))
      .orderBy(asc(users.name), asc(users.id)),
    db
      .select({ id: users.id, name: users.name, email: users.email })
      .from(educationTeachers)
      .innerJoin(users, eq(users.id, educationTeachers.teacherId))
      .where(eq(educationTeachers.educationId, id))
      .orderBy(asc(users.name), asc(users.id)),
  ]);
  const detail = {
    lessons,
    modules: moduleRows.map((m) => pinnedModule({ ...m.em, title: m.title, version: m.version, template: m.template })),
    candidates: candidateRows.map((c) => ({
      id: c.id,
      name: c.name,
      email: c.email,
      organization: c.organizationId ? { id: c.organizationId, name: c.organizationName ?? '' } : null,
      enrolledOn: c.enrolledOn,
      // The organisation's licence is staff's business, not the teacher's.
      seat: staff && c.seatId && c.licenceId && c.validUntil ? { id: c.seatId, licenceId: c.licenceId, validUntil: c.validUntil } : null,
    })),
    teachers: teacherRows,
  };
  const firstDay = lessons[0]?.day ?? null;
  return {
    id: education.id,
    title: education.title,
    teacherNotes: education.teacherNotes,
    candidateNotes: education.candidateNotes,
    absenceLimit: education.absenceLimit,
    state: educationState({ ...education, firstDay }, amsterdamDay()),
    openedAt: education.openedAt?.toISOString() ?? null,
    createdOn: amsterdamDay(education.createdAt),
    firstDay,
    lastDay: lessons.reduce<string | null>((last, l) => (last === null || l.day > last ? l.day : last), null),
    ...detail,
    missing: missingOf(detail),
    // Conflicts name other PATs and educations of the people involved: for the staff who plan.
    conflicts: staff ? await conflictsOf(db, id) : [],

    resultsReleasedAt: education.resultsReleasedAt?.toISOString() ?? null,
  };
}

/**
 * `PUT /api/education/{id}/lessons` (staff): the lessons, replaced in one transaction (a lesson kept by `id` keeps its
 * attendance; one left out is removed, unless attendance was taken at it).
 * @throws apiError 400 for an unknown or archived location, a room of another location or a lesson of another
 *   education; 409 for a lesson with attendance left out, conflicts, or an education that is over.
 */
export async function setLessons(db: Db, caller: Caller, id: string, body: z.output<typeof educationLessonsBody>, outbox: MailOutbox): Promise<EducationDetail> {
  const education = await changeableEducation(db, caller, id);
  await db.transaction(async (tx) => {
    await checkPlaces(tx, body.lessons);
    const before = await sessionsBefore(tx, education);
    const old = new Map((await tx.select().from(educationLessons).where(eq(educationLessons.educationId, id))).map((l) => [l.id, l]));
    const kept = body.lessons.flatMap((l) => (l.id ? [l.id] : []));
    const gone = await tx
      .select({ id: educationLessons.id, day: educationLessons.day })
      .from(educationLessons)
      .where(and(eq(educationLessons.educationId, id), kept.length ? notInArray(educationLessons.id, kept) : undefined))
      .orderBy(asc(educationLessons.day), asc(educationLessons.startsAt));
    if (gone.length > 0) {
      const taken = await tx.selectDistinct({ lessonId: attendance.lessonId }).from(attendance).where(inArray(attendance.lessonId, gone.map((g) => g.id)));
      const first = gone.find((g) => taken.some((t) => t.lessonId === g.id));
      if (first) throw apiError(409, EDUCATION_TITLES.lessonInUse(first.day));
      await tx.delete(educationLessons).where(inArray(educationLessons.id, gone.map((g) => g.id)));
    }
    for (const l of body.lessons) {
      const values = { day: l.day, startsAt: l.startsAt, endsAt: l.endsAt, locationId: l.locationId, roomId: l.roomId ?? null };
      if (l.id) {
        // A lesson whose date, times or place change gets the next SEQUENCE, so calendars replace the event they have.
        const was = old.get(l.id);
        const moved = was && (was.day !== values.day || was.startsAt !== values.startsAt || was.endsAt !== values.endsAt || was.locationId !== values.locationId || was.roomId !== values.roomId);
        const [updated] = await tx
          .update(educationLessons)
          .set({ ...values, ...(moved ? { calendarSequence: was.calendarSequence + 1 } : {}) })
          .where(and(eq(educationLessons.id, l.id), eq(educationLessons.educationId, id)))
          .returning({ id: educationLessons.id });
        if (!updated) throw apiError(400, EDUCATION_TITLES.unknownLesson);
      } else {
        await tx.insert(educationLessons).values({ educationId: id, ...values });
      }
    }
    await refuseConflicts(tx, id);
    await notifyChange(tx, outbox, education, before);
  });
  return readEducation(db, caller, id);
}

/**
 * `PUT /api/education/{id}/modules` (staff): the modules in order. A module new to the education is pinned to its
 * current version and that version's template version; one already there keeps its pin (planning/api/pins.ts). A
 * module needs a template; knock-out criteria must be criteria of the pinned template.
 * @throws apiError 400 naming the module; 409 when the education is over, or a module is added after the results were
 *   released.
 */
export async function setModules(db: Db, caller: Caller, id: string, body: z.output<typeof educationModulesBody>, outbox: MailOutbox): Promise<EducationDetail> {
  const education = await changeableEducation(db, caller, id);
  await db.transaction(async (tx) => {
    const before = await sessionsBefore(tx, education);
    const existing = await tx.select().from(educationModules).where(eq(educationModules.educationId, id));
    // After release every module's results are out; a new module would show its evaluations unreleased (decision 035 §5).
    if (education.resultsReleasedAt && body.modules.some((m) => !existing.some((e) => e.moduleId === m.moduleId))) throw apiError(409, EDUCATION_TITLES.released);
    const pins = await resolvePins(tx, existing, body.modules, { practical: false });
    const wanted = body.modules.map((m) => m.moduleId);
    // A module with evaluations stays (decision 035 §3), as on a PAT.
    for (const gone of existing.filter((e) => !wanted.includes(e.moduleId))) {
      const [used] = await tx.select({ id: evaluations.id }).from(evaluations).where(and(eq(evaluations.educationId, id), eq(evaluations.moduleId, gone.moduleId))).limit(1);
      if (!used) continue;
      const [module] = await tx.select({ title: modules.title }).from(modules).where(eq(modules.id, gone.moduleId));
      throw apiError(409, EDUCATION_TITLES.moduleInUse(module?.title ?? ''));
    }
    await tx.delete(educationModules).where(and(eq(educationModules.educationId, id), wanted.length ? notInArray(educationModules.moduleId, wanted) : undefined));
    for (const [index, m] of body.modules.entries()) {
      const pin = pins[index]!;
      const values = { position: index + 1, passPercent: m.passPercent, knockOut: m.knockOut };
      if (pin.isNew) {
        await tx.insert(educationModules).values({ educationId: id, moduleId: m.moduleId, moduleVersionId: pin.moduleVersionId, templateVersionId: pin.templateVersionId, ...values });
      } else {
        await tx.update(educationModules).set(values).where(and(eq(educationModules.educationId, id), eq(educationModules.moduleId, m.moduleId)));
      }
    }
    await notifyChange(tx, outbox, education, before);
  });
  return readEducation(db, caller, id);
}

/**
 * The first day a candidate may be enrolled from (docs/decisions/063-room-bookings-and-list-order.md): a year before
 * the earlier of the day the education was made and its first lesson, so a course already running when it is entered
 * (from a spreadsheet) keeps its real enrolment days. `YYYY-MM-DD`.
 */
export function earliestEnrolment(createdOn: string, firstLesson: string | null): string {
  return addDays(firstLesson !== null && firstLesson < createdOn ? firstLesson : createdOn, -365);
}

/**
 * `POST /api/education/{id}/candidates` (staff): enrols an active candidate on `enrolledOn` (default today,
 * Europe/Amsterdam), taking an education seat of their organisation's licence (or keeping the open one they hold), in
 * one transaction with the conflict check. The day may lie in the past (a late record of who joined when), from
 * `earliestEnrolment` on, but not after its last lesson.
 * @throws apiError 404 unknown candidate; 400 an enrolment day out of range; 409 already enrolled, no seat (naming
 *   the organisation or the full licence), conflicts, an education that is over or whose results were released.
 */
export async function enrolCandidate(db: Db, caller: Caller, id: string, body: z.output<typeof educationCandidateBody>, outbox: MailOutbox): Promise<EducationDetail> {
  const education = await changeableEducation(db, caller, id);
  const [candidate] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, body.candidateId), eq(users.role, 'User'), eq(users.status, 'active')));
  if (!candidate) throw apiError(404, EDUCATION_TITLES.unknownCandidate);
  // After release a new candidate's evaluations would show without a release (decision 035 §5).
  if (education.resultsReleasedAt) throw apiError(409, EDUCATION_TITLES.released);
  const enrolledOn = body.enrolledOn ?? amsterdamDay();
  await db.transaction(async (tx) => {
    const [already] = await tx
      .select({ id: educationCandidates.candidateId })
      .from(educationCandidates)
      .where(and(eq(educationCandidates.educationId, id), eq(educationCandidates.candidateId, body.candidateId)));
    if (already) throw apiError(409, EDUCATION_TITLES.alreadyEnrolled);
    const before = await sessionsBefore(tx, education);
    const [span] = await tx
      .select({ first: min(educationLessons.day), last: max(educationLessons.day) })
      .from(educationLessons)
      .where(eq(educationLessons.educationId, id));
    const earliest = earliestEnrolment(amsterdamDay(education.createdAt), span?.first ?? null);
    if (enrolledOn < earliest) throw apiError(400, EDUCATION_TITLES.enrolledTooEarly(earliest));
    const last = span ? { day: span.last } : undefined;
    if (last?.day && enrolledOn > last.day) throw apiError(400, EDUCATION_TITLES.enrolledTooLate(last.day));
    const seat = await takePlannedSeat(tx, 'education', body.candidateId, caller.id);
    await tx.insert(educationCandidates).values({ educationId: id, candidateId: body.candidateId, seatId: seat.seatId, enrolledOn, addedBy: caller.id });
    await refuseConflicts(tx, id);
    await notifyChange(tx, outbox, education, before);
  });
  return readEducation(db, caller, id);
}

/**
 * `DELETE /api/education/{id}/candidates/{candidateId}` (staff): takes a candidate off the education and hands their
 * seat back when no other education of theirs uses it. Refused once attendance was taken for them on it (the roll
 * stays whole) or they have evaluations on it (as a PAT keeps a candidate with evaluations; decision 035).
 * @throws apiError 404 not on the education; 409 attendance taken, evaluations made, or the education is over.
 */
export async function removeCandidate(db: Db, caller: Caller, id: string, candidateId: string, outbox: MailOutbox): Promise<EducationDetail> {
  const education = await changeableEducation(db, caller, id);
  await db.transaction(async (tx) => {
    const [row] = isUuid(candidateId)
      ? await tx.select().from(educationCandidates).where(and(eq(educationCandidates.educationId, id), eq(educationCandidates.candidateId, candidateId)))
      : [];
    if (!row) throw apiError(404, EDUCATION_TITLES.notOnEducation);
    const [taken] = await tx
      .select({ lessonId: attendance.lessonId })
      .from(attendance)
      .innerJoin(educationLessons, eq(educationLessons.id, attendance.lessonId))
      .where(and(eq(educationLessons.educationId, id), eq(attendance.candidateId, candidateId)))
      .limit(1);
    if (taken) throw apiError(409, EDUCATION_TITLES.candidateInUse);
    const [evaluated] = await tx
      .select({ id: evaluations.id })
      .from(evaluations)
      .where(and(eq(evaluations.educationId, id), eq(evaluations.candidateId, candidateId)))
      .limit(1);
    if (evaluated) throw apiError(409, EDUCATION_TITLES.candidateEvaluated);
    const before = await sessionsBefore(tx, education);
    await tx.delete(educationCandidates).where(and(eq(educationCandidates.educationId, id), eq(educationCandidates.candidateId, candidateId)));
    await handBackUnusedSeat(tx, row.seatId, caller.id);
    await notifyChange(tx, outbox, education, before, [candidateId]);
  });
  return readEducation(db, caller, id);
}

/**
 * `PUT /api/education/{id}/teachers` (staff): every teacher of the education, replaced in one transaction; a teacher
 * gives every lesson. Teachers taken off an opened education are told too.
 * @throws apiError 400 for someone who is not an active teacher; 409 for conflicts or an education that is over.
 */
export async function setTeachers(db: Db, caller: Caller, id: string, body: z.output<typeof educationTeachersBody>, outbox: MailOutbox): Promise<EducationDetail> {
  const education = await changeableEducation(db, caller, id);
  await db.transaction(async (tx) => {
    const found = body.teacherIds.length
      ? await tx.select({ id: users.id }).from(users).where(and(inArray(users.id, body.teacherIds), eq(users.role, 'Teacher'), eq(users.status, 'active')))
      : [];
    if (found.length !== body.teacherIds.length) throw apiError(400, EDUCATION_TITLES.unknownTeacher);
    const previous = await tx.select({ id: educationTeachers.teacherId }).from(educationTeachers).where(eq(educationTeachers.educationId, id));
    const before = await sessionsBefore(tx, education);
    await tx.delete(educationTeachers).where(eq(educationTeachers.educationId, id));
    if (body.teacherIds.length > 0) await tx.insert(educationTeachers).values(body.teacherIds.map((teacherId) => ({ educationId: id, teacherId })));
    await refuseConflicts(tx, id);
    await notifyChange(tx, outbox, education, before, previous.map((b) => b.id));
  });
  return readEducation(db, caller, id);
}

/**
 * `POST /api/education/{id}/open` (staff): draft → open, when nothing is missing and nothing conflicts; the
 * candidates and teachers get a notification.
 * @throws apiError 409 naming what is missing or conflicting, or when it is past draft already.
 */
export async function openEducation(db: Db, caller: Caller, id: string, outbox: MailOutbox): Promise<EducationDetail> {
  const detail = await readEducation(db, caller, id);
  if (detail.state !== 'draft') throw apiError(409, detail.state === 'archived' || detail.state === 'completed' ? EDUCATION_TITLES.closed : EDUCATION_TITLES.alreadyOpen);
  if (detail.missing.length > 0) throw apiError(409, EDUCATION_TITLES.notReady(detail.missing));
  if (detail.conflicts.length > 0) throw apiError(409, EDUCATION_TITLES.conflicts(detail.conflicts));
  await db.transaction(async (tx) => {
    const [row] = await tx.update(educations).set({ openedAt: new Date() }).where(and(eq(educations.id, id), isNull(educations.openedAt))).returning();
    if (row) await notifyChange(tx, outbox, row, new Map());
  });
  return readEducation(db, caller, id);
}

/** `POST /api/education/{id}/archive` (staff). Seats stay taken (as a PAT's). @throws apiError 404; 409 when archived. */
export async function archiveEducation(db: Db, caller: Caller, id: string): Promise<EducationDetail> {
  await visibleEducation(db, caller, id);
  const [row] = await db
    .update(educations)
    .set({ archivedAt: new Date() })
    .where(and(eq(educations.id, id), isNull(educations.archivedAt)))
    .returning({ id: educations.id });
  if (!row) throw apiError(409, EDUCATION_TITLES.alreadyArchived);
  return readEducation(db, caller, id);
}
