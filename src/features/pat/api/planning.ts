/**
 * Planning a PAT (spec §2 /cp/pat, /cp/pat/create, /cp/pat/{id}, /cp/pat/{id}/planning/…; docs/domain.md "PAT";
 * docs/api.md "PAT"; docs/decisions/029-pat.md): list, create, read with what is missing and the conflicts, and set
 * days, modules (pinned), candidates (each takes a PAT seat) and assessors, plan and archive.
 *
 * Every change that would make the plan conflict (rules.ts `planningConflicts`: a person planned elsewhere at the same
 * time — on another PAT or on an education —, a full room, a day after a candidate's licence ends) is refused with 409
 * and the conflicts in Dutch, in the same transaction, so nothing is half-saved. Changes after the PAT is planned
 * notify the candidates and teachers concerned (notification type 3, relatedId the PAT). A completed or archived PAT
 * is not changed (409). What educations plan the same way (places, conflicts, pinning, seats, notifications, states)
 * is in src/features/planning/.
 *
 * Scope: staff plan and read every PAT; a teacher reads the PATs they assess on (others 404, decision 003).
 */
import { and, asc, eq, exists, ilike, inArray, isNull, max, min, ne, notInArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { amsterdamDay } from '#src/lib/calendar-day';
import type { Page } from '#src/lib/contract';
import { isStaff } from '#src/lib/roles';
import type { Caller } from '#src/server/context';
import type { Db } from '#src/server/db/client';
import {
  evaluations,
  licences,
  licenceSeats,
  locations,
  modules,
  moduleVersions,
  organizations,
  patAssessors,
  patCandidates,
  patDays,
  patModules,
  patSlots,
  pats,
  rooms,
  templateVersions,
  users,
} from '#src/server/db/schema';
import { ApiError, apiError } from '#src/server/errors';
import { likeEscape } from '#src/server/like';
import { offsetOf, paged, PAGE_SIZE } from '#src/server/paging';
import { isUuid } from '#src/server/validation';
import { takePlannedSeat } from '#src/features/licences/api/seats';
import type { PatDay, PatDetail, PatListItem, PatSlot, patAssessorsBody, patBody, patCandidatesManyBody, patDaysBody, patListQuery, patModulesBody, patSlotsBody } from '#src/features/pat/contract';
import { distributeSlots, patState, slotProblems, type CandidateSlot, type PatState, type SlotDistribution } from '#src/features/pat/rules';
import { handBackUnusedSeat, mailPlanningChanges, notifyPlanningChange, planningChanged, type PeopleSessions } from '#src/features/planning/api/people';
import type { MailOutbox } from '#src/server/mail/outbox';
import { patSessions } from './calendar';
import { PIN_TITLES, pinnedModule, resolvePins } from '#src/features/planning/api/pins';
import { checkPlaces, placedSession, planConflicts, refuseConflicts as refuse, SESSION_TITLES, stageIs, upcomingFirstOrder } from '#src/features/planning/api/sessions';

/** Dutch titles of the planning calls' own errors. */
export const PLANNING_TITLES = {
  notFound: 'Deze PAT bestaat niet.',
  closed: 'Deze PAT is afgerond of gearchiveerd en kan niet meer worden gewijzigd.',
  conflicts: SESSION_TITLES.conflicts,
  unknownLocation: SESSION_TITLES.unknownLocation,
  roomElsewhere: SESSION_TITLES.roomElsewhere,
  unknownModule: PIN_TITLES.unknownModule,
  noTemplate: PIN_TITLES.noTemplate,
  noPractical: PIN_TITLES.noPractical,
  unknownCriterion: PIN_TITLES.unknownCriterion,
  moduleInUse: (title: string) => `Module ‘${title}’ heeft al beoordelingen en kan niet meer van de PAT af.`,
  unknownCandidate: 'Deze kandidaat bestaat niet.',
  alreadyPlanned: 'Deze kandidaat staat al op deze PAT.',
  candidateInUse: 'Deze kandidaat heeft al beoordelingen op deze PAT en kan er niet meer af.',
  notOnPat: 'Deze kandidaat staat niet op deze PAT.',
  slotNotOnPat: 'Kandidaat: deze kandidaat staat niet op deze PAT.',
  slotsOutside: (list: string[]) => `Deze tijdsloten passen niet: ${list.join(' ')}`,
  slotsOverlap: (list: string[]) => `Tijdsloten overlappen: ${list.join(' ')}`,
  slotsOverflow: (count: number) =>
    `${count === 1 ? '1 kandidaat past' : `${count} kandidaten passen`} niet meer op deze dag: kies een vroegere begintijd, kortere tijdsloten of een kortere pauze.`,
  alreadyPlannedNamed: (names: string[]) => `Al op deze PAT: ${names.join(', ')}.`,
  unknownCandidates: 'Een of meer gekozen kandidaten bestaan niet of zijn niet actief.',
  unknownDay: 'Dag: deze dag hoort niet bij deze PAT.',
  moduleNotOnPat: 'Module: deze module hoort niet bij deze PAT.',
  unknownTeacher: 'Docent: kies een actieve docent.',
  noSecond: 'Tweede beoordelaar: deze module heeft geen tweede beoordelaar.',
  sameTeacher: 'Tweede beoordelaar: kies een andere docent dan de eerste beoordelaar.',
  doubleSlot: 'Per dag en module is er één eerste en hoogstens één tweede beoordelaar.',
  notReady: (missing: string[]) => `Deze PAT kan nog niet worden ingepland: ${missing.join(' ')}`,
  alreadyArchived: 'Deze PAT is al gearchiveerd.',
  planningChanged,
} as const;

/**
 * The PAT row, or 404. A teacher only reaches a PAT they assess on. One query: the routers check an id with it
 * before reading a body (decision 003: an unknown id is 404, whatever the body).
 * @throws apiError 404.
 */
export async function visiblePat(db: Db, caller: Caller, id: string) {
  const assesses = db.select({ one: sql`1` }).from(patAssessors).where(and(eq(patAssessors.patId, pats.id), eq(patAssessors.teacherId, caller.id)));
  const scope = isStaff(caller.role) ? undefined : caller.role === 'Teacher' ? exists(assesses) : sql`false`;
  const [row] = isUuid(id) ? await db.select().from(pats).where(and(eq(pats.id, id), scope)) : [];
  if (!row) throw apiError(404, PLANNING_TITLES.notFound);
  return row;
}

/** The PAT, or 404; 409 when it is completed or archived (a plan that is over is not changed). */
async function changeablePat(db: Db, caller: Caller, id: string) {
  const pat = await visiblePat(db, caller, id);
  if (pat.completedAt || pat.archivedAt) throw apiError(409, PLANNING_TITLES.closed);
  return pat;
}

/** The first and the last day of the PAT of the outer query, as scalar subqueries on `pats.id`. */
const firstDayOf = (db: Db) => sql<string | null>`(${db.select({ v: min(patDays.day) }).from(patDays).where(eq(patDays.patId, pats.id))})`;
const lastDayOf = (db: Db) => sql<string | null>`(${db.select({ v: max(patDays.day) }).from(patDays).where(eq(patDays.patId, pats.id))})`;

/** SQL for 'this PAT has `state` on `today`' (rules.ts `patState`, planning/api/sessions.ts `stageIs`). */
function stateIs(db: Db, state: PatState, today: string): SQL {
  const columns = { scheduledAt: pats.plannedAt, completedAt: pats.completedAt, archivedAt: pats.archivedAt, firstDay: firstDayOf(db) };
  return stageIs(columns, state === 'planned' ? 'scheduled' : state, today);
}

/** Evaluations to be made in the PAT of the outer query: candidates × (modules + modules with a second assessor). */
function evaluationsTotalOf(db: Db) {
  const perCandidate = db
    .select({ v: sql<number>`count(*) + count(*) filter (where ${patModules.secondAssessor})` })
    .from(patModules)
    .where(eq(patModules.patId, pats.id));
  return sql<number>`(${db.$count(patCandidates, eq(patCandidates.patId, pats.id))} * (${perCandidate}))::int`;
}

/** Final evaluations of the PAT of the outer query (first and second assessors; a third one is extra). */
const evaluationsFinalOf = (db: Db) => db.$count(evaluations, and(eq(evaluations.patId, pats.id), eq(evaluations.status, 'final'), ne(evaluations.role, 'third')));

/**
 * `GET /api/pat`: a page (20) of PATs, running and coming first, soonest first, then those over, latest first
 * (planning/api/sessions.ts `upcomingFirstOrder`), with
 * state, dates, locations and counts. Staff see all; a teacher those they assess on. `q` matches the name.
 */
export async function listPats(db: Db, caller: Caller, query: z.output<typeof patListQuery>): Promise<Page<PatListItem>> {
  const today = amsterdamDay();
  const assesses = db.select({ one: sql`1` }).from(patAssessors).where(and(eq(patAssessors.patId, pats.id), eq(patAssessors.teacherId, caller.id)));
  const firstDay = firstDayOf(db);
  const where = and(
    isStaff(caller.role) ? undefined : caller.role === 'Teacher' ? exists(assesses) : sql`false`,
    query.q?.trim() ? ilike(pats.title, `%${likeEscape(query.q.trim())}%`) : undefined,
    query.state ? stateIs(db, query.state, today) : undefined,
  );
  const locationNames = db
    .select({ v: sql<string[] | null>`array_agg(${locations.name} order by ${patDays.day})` })
    .from(patDays)
    .innerJoin(locations, eq(locations.id, patDays.locationId))
    .where(eq(patDays.patId, pats.id));
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: pats.id,
        title: pats.title,
        plannedAt: pats.plannedAt,
        completedAt: pats.completedAt,
        archivedAt: pats.archivedAt,
        firstDay,
        lastDay: lastDayOf(db),
        locations: sql<string[] | null>`(${locationNames})`,
        candidates: db.$count(patCandidates, eq(patCandidates.patId, pats.id)),
        evaluationsFinal: evaluationsFinalOf(db),
        evaluationsTotal: evaluationsTotalOf(db),
      })
      .from(pats)
      .where(where)
      .orderBy(...upcomingFirstOrder({ completedAt: pats.completedAt, archivedAt: pats.archivedAt, createdAt: pats.createdAt, id: pats.id, firstDay, lastDay: lastDayOf(db) }, today))
      .limit(PAGE_SIZE)
      .offset(offsetOf(query.page)),
    db.select({ n: sql<number>`count(*)::int` }).from(pats).where(where),
  ]);
  return paged(
    rows.map((r) => ({
      id: r.id,
      title: r.title,
      state: patState(r, today),
      firstDay: r.firstDay,
      lastDay: r.lastDay,
      locations: [...new Set(r.locations ?? [])],
      candidates: r.candidates,
      evaluationsFinal: r.evaluationsFinal,
      evaluationsTotal: r.evaluationsTotal,
    })),
    counted?.n ?? 0,
    query.page,
  );
}

/** `POST /api/pat` (staff): a draft PAT. */
export async function createPat(db: Db, caller: Caller, body: z.output<typeof patBody>): Promise<{ id: string }> {
  const [row] = await db
    .insert(pats)
    .values({ title: body.title, teacherNotes: body.teacherNotes, candidateNotes: body.candidateNotes, createdBy: caller.id })
    .returning({ id: pats.id });
  return { id: row!.id };
}

/** `PUT /api/pat/{id}` (staff): name and the notes for the teachers and for the candidates. */
export async function updatePat(db: Db, caller: Caller, id: string, body: z.output<typeof patBody>): Promise<{ id: string }> {
  await changeablePat(db, caller, id);
  await db.update(pats).set({ title: body.title, teacherNotes: body.teacherNotes, candidateNotes: body.candidateNotes }).where(eq(pats.id, id));
  return { id };
}

/** The days of a PAT with location and room, by date. */
async function daysOf(db: Db, patId: string): Promise<PatDay[]> {
  const rows = await db
    .select({ day: patDays, location: locations, room: rooms })
    .from(patDays)
    .innerJoin(locations, eq(locations.id, patDays.locationId))
    .leftJoin(rooms, eq(rooms.id, patDays.roomId))
    .where(eq(patDays.patId, patId))
    .orderBy(asc(patDays.day), asc(patDays.startsAt));
  return rows.map((r) => placedSession({ session: r.day, location: r.location, room: r.room }));
}

/** The time slots of PAT `patId` by day, start and candidate name (decision 057). */
async function slotsOf(db: Db, patId: string): Promise<PatSlot[]> {
  return db
    .select({ dayId: patSlots.dayId, moduleId: patSlots.moduleId, candidateId: patSlots.candidateId, startsAt: patSlots.startsAt, endsAt: patSlots.endsAt })
    .from(patSlots)
    .innerJoin(patDays, eq(patDays.id, patSlots.dayId))
    .innerJoin(users, eq(users.id, patSlots.candidateId))
    .where(eq(patSlots.patId, patId))
    .orderBy(asc(patDays.day), asc(patSlots.startsAt), asc(users.name), asc(patSlots.candidateId));
}

/**
 * The conflicts of PAT `patId` as it is now in `tx` (rules.ts `planningConflicts`), with the slots its candidates
 * and teachers have on other PATs and on educations (planning/api/sessions.ts `planConflicts`).
 */
async function conflictsOf(tx: Db, patId: string): Promise<string[]> {
  const days = await daysOf(tx, patId);
  const candidates = await tx
    .select({ id: users.id, name: users.name, seatUntil: licences.validUntil })
    .from(patCandidates)
    .innerJoin(users, eq(users.id, patCandidates.candidateId))
    .leftJoin(licenceSeats, eq(licenceSeats.id, patCandidates.seatId))
    .leftJoin(licences, eq(licences.id, licenceSeats.licenceId))
    .where(eq(patCandidates.patId, patId));
  const assessors = await tx
    .select({ dayId: patAssessors.dayId, teacherId: patAssessors.teacherId, name: users.name })
    .from(patAssessors)
    .innerJoin(users, eq(users.id, patAssessors.teacherId))
    .where(eq(patAssessors.patId, patId));
  const slots = await slotsOf(tx, patId);
  const dayOf = new Map(days.map((d) => [d.id, d.day]));
  const timesOf = (candidateId: string) => {
    const own = slots.filter((s) => s.candidateId === candidateId);
    return own.length === 0 ? {} : { times: own.map((s) => ({ day: dayOf.get(s.dayId)!, startsAt: s.startsAt, endsAt: s.endsAt })) };
  };
  const plan = {
    slots: days.map((d) => ({ id: d.id, day: d.day, startsAt: d.startsAt, endsAt: d.endsAt, roomId: d.room?.id ?? null, capacity: d.room?.capacity ?? null, roomName: d.room?.name ?? null })),
    candidates: candidates.map((c) => ({ id: c.id, name: c.name, ...timesOf(c.id) })),
    staff: assessors.map((a) => ({ slotId: a.dayId, personId: a.teacherId, name: a.name })),
    seatValidUntil: Object.fromEntries(candidates.map((c) => [c.id, c.seatUntil])),
  };
  return planConflicts(tx, plan, { kind: 'pat', id: patId });
}

/** Refuses the transaction's change with 409 when the plan now conflicts. */
async function refuseConflicts(tx: Db, patId: string): Promise<void> {
  refuse(await conflictsOf(tx, patId));
}

/** Who is on which day of a planned PAT now (`patSessions`), to compare after the change; nobody while it is a draft. */
async function sessionsBefore(tx: Db, pat: { id: string; plannedAt: Date | null }): Promise<PeopleSessions> {
  return pat.plannedAt ? patSessions(tx, pat.id) : new Map();
}

/**
 * Tells the candidates and teachers of a planned PAT that its planning changed (type 3), inside `tx`, and mails
 * those whose days changed compared with `before` (planning/api/people.ts `mailPlanningChanges`, with the `.ics`).
 */
async function notifyChange(
  tx: Db,
  outbox: MailOutbox,
  pat: { id: string; title: string; plannedAt: Date | null },
  before: PeopleSessions,
  extra: string[] = [],
): Promise<void> {
  if (!pat.plannedAt) return;
  const candidates = await tx.select({ id: patCandidates.candidateId }).from(patCandidates).where(eq(patCandidates.patId, pat.id));
  const teachers = await tx.selectDistinct({ id: patAssessors.teacherId }).from(patAssessors).where(eq(patAssessors.patId, pat.id));
  const plan = { kind: 'pat' as const, id: pat.id, title: pat.title };
  await notifyPlanningChange(tx, outbox, plan, [...candidates.map((c) => c.id), ...teachers.map((t) => t.id), ...extra]);
  await mailPlanningChanges(tx, outbox, plan, before, await patSessions(tx, pat.id));
}

/** What must still be added before the PAT can be planned (docs/domain.md: day(s), a location, ≥ 1 module, ≥ 1 teacher). */
function missingOf(detail: Pick<PatDetail, 'days' | 'modules' | 'candidates' | 'assessors'>): string[] {
  const missing: string[] = [];
  if (detail.days.length === 0) missing.push('Voeg minstens één dag met een locatie toe.');
  if (detail.modules.length === 0) missing.push('Kies minstens één module.');
  if (detail.candidates.length === 0) missing.push('Plan minstens één kandidaat in.');
  for (const day of detail.days) {
    for (const module of detail.modules) {
      const first = detail.assessors.some((a) => a.dayId === day.id && a.moduleId === module.moduleId && a.role === 'first');
      if (!first) missing.push(`Kies een docent voor ‘${module.title}’ op ${day.day}.`);
      if (module.secondAssessor && !detail.assessors.some((a) => a.dayId === day.id && a.moduleId === module.moduleId && a.role === 'second'))
        missing.push(`Kies een tweede beoordelaar voor ‘${module.title}’ op ${day.day}.`);
    }
  }
  return missing;
}

/** `GET /api/pat/{id}`: the PAT at a glance. Staff; a teacher who assesses on it. */
export async function readPat(db: Db, caller: Caller, id: string): Promise<PatDetail> {
  const pat = await visiblePat(db, caller, id);
  const [days, moduleRows, candidateRows, assessorRows, [counts]] = await Promise.all([
    daysOf(db, id),
    db
      .select({ pm: patModules, title: modules.title, version: moduleVersions.version, template: templateVersions.content })
      .from(patModules)
      .innerJoin(modules, eq(modules.id, patModules.moduleId))
      .innerJoin(moduleVersions, eq(moduleVersions.id, patModules.moduleVersionId))
      .innerJoin(templateVersions, eq(templateVersions.id, patModules.templateVersionId))
      .where(eq(patModules.patId, id))
      .orderBy(asc(patModules.position)),
    db
      .select({ id: users.id, name: users.name, email: users.email, organizationId: organizations.id, organizationName: organizations.name })
      .from(patCandidates)
      .innerJoin(users, eq(users.id, patCandidates.candidateId))
      .leftJoin(organizations, eq(organizations.id, users.organizationId))
      .where(eq(patCandidates.patId, id))
      .orderBy(asc(users.name)),
    db
      .select({ id: patAssessors.id, dayId: patAssessors.dayId, moduleId: patAssessors.moduleId, role: patAssessors.role, teacherId: users.id, teacherName: users.name })
      .from(patAssessors)
      .innerJoin(users, eq(users.id, patAssessors.teacherId))
      .where(eq(patAssessors.patId, id)),
    db.select({ total: evaluationsTotalOf(db), final: evaluationsFinalOf(db) }).from(pats).where(eq(pats.id, id)),
  ]);
  const slots = await slotsOf(db, id);
  const detail = {
    days,
    modules: moduleRows.map((m) => ({ ...pinnedModule({ ...m.pm, title: m.title, version: m.version, template: m.template }), secondAssessor: m.pm.secondAssessor })),
    candidates: candidateRows.map((c) => ({
      id: c.id,
      name: c.name,
      email: c.email,
      organization: c.organizationId ? { id: c.organizationId, name: c.organizationName ?? '' } : null,
    })),
    // pat_assessors plans first and second assessors only (a third is asked per candidate: evaluation_agreements).
    assessors: assessorRows.map((a) => ({ id: a.id, dayId: a.dayId, moduleId: a.moduleId, role: a.role as 'first' | 'second', teacher: { id: a.teacherId, name: a.teacherName } })),
  };
  return {
    id: pat.id,
    title: pat.title,
    teacherNotes: pat.teacherNotes,
    candidateNotes: pat.candidateNotes,
    state: patState({ ...pat, firstDay: days[0]?.day ?? null }, amsterdamDay()),
    plannedAt: pat.plannedAt?.toISOString() ?? null,
    resultsReleasedAt: pat.resultsReleasedAt?.toISOString() ?? null,
    ...detail,
    slots,
    missing: missingOf(detail),
    conflicts: await conflictsOf(db, id),
    evaluationsFinal: counts?.final ?? 0,
    evaluationsTotal: counts?.total ?? 0,
  };
}

/**
 * `PUT /api/pat/{id}/days` (staff): the PAT's days, replaced in one transaction (a day kept by `id` keeps its
 * assessors and time slots; a day left out goes with its assessors and time slots).
 * @throws apiError 400 for an unknown or archived location, a room of another location or a time slot that no longer
 *   fits in its day's times (decision 057); 409 for conflicts or a PAT that is over.
 */
export async function setDays(db: Db, caller: Caller, id: string, body: z.output<typeof patDaysBody>, outbox: MailOutbox): Promise<PatDetail> {
  const pat = await changeablePat(db, caller, id);
  await db.transaction(async (tx) => {
    await checkPlaces(tx, body.days);
    const before = await sessionsBefore(tx, pat);
    const kept = body.days.flatMap((d) => (d.id ? [d.id] : []));
    const old = new Map((await tx.select().from(patDays).where(eq(patDays.patId, id))).map((d) => [d.id, d]));
    await tx.delete(patDays).where(and(eq(patDays.patId, id), kept.length ? notInArray(patDays.id, kept) : undefined));
    for (const d of body.days) {
      const values = { day: d.day, startsAt: d.startsAt, endsAt: d.endsAt, locationId: d.locationId, roomId: d.roomId ?? null };
      if (d.id) {
        // A day whose date, times or place change gets the next SEQUENCE, so calendars replace the event they have.
        const was = old.get(d.id);
        const moved = was && (was.day !== values.day || was.startsAt !== values.startsAt || was.endsAt !== values.endsAt || was.locationId !== values.locationId || was.roomId !== values.roomId);
        const [updated] = await tx
          .update(patDays)
          .set({ ...values, ...(moved ? { calendarSequence: was.calendarSequence + 1 } : {}) })
          .where(and(eq(patDays.id, d.id), eq(patDays.patId, id)))
          .returning({ id: patDays.id });
        if (!updated) throw apiError(400, PLANNING_TITLES.unknownDay);
      } else {
        await tx.insert(patDays).values({ patId: id, ...values });
      }
    }
    await checkSlots(tx, id);
    await refuseConflicts(tx, id);
    await notifyChange(tx, outbox, pat, before);
  });
  return readPat(db, caller, id);
}

/**
 * `PUT /api/pat/{id}/modules` (staff): the PAT's modules in order. A module new to the PAT is pinned to its current
 * version and that version's template version; one already there keeps its pin. A module must have a practical part
 * and a template; knock-out criteria must be criteria of the pinned template.
 * @throws apiError 400 naming the module; 409 when a module to remove has evaluations, or the PAT is over.
 */
export async function setModules(db: Db, caller: Caller, id: string, body: z.output<typeof patModulesBody>, outbox: MailOutbox): Promise<PatDetail> {
  const pat = await changeablePat(db, caller, id);
  await db.transaction(async (tx) => {
    const before = await sessionsBefore(tx, pat);
    const existing = await tx.select().from(patModules).where(eq(patModules.patId, id));
    const wanted = body.modules.map((m) => m.moduleId);
    for (const gone of existing.filter((e) => !wanted.includes(e.moduleId))) {
      const [used] = await tx.select({ id: evaluations.id }).from(evaluations).where(and(eq(evaluations.patId, id), eq(evaluations.moduleId, gone.moduleId))).limit(1);
      const [module] = await tx.select({ title: modules.title }).from(modules).where(eq(modules.id, gone.moduleId));
      if (used) throw apiError(409, PLANNING_TITLES.moduleInUse(module?.title ?? ''));
      await tx.delete(patAssessors).where(and(eq(patAssessors.patId, id), eq(patAssessors.moduleId, gone.moduleId)));
      await tx.delete(patModules).where(and(eq(patModules.patId, id), eq(patModules.moduleId, gone.moduleId)));
    }
    const pins = await resolvePins(tx, existing, body.modules, { practical: true });
    for (const [index, m] of body.modules.entries()) {
      const pin = pins[index]!;
      const values = { position: index + 1, passPercent: m.passPercent, knockOut: m.knockOut, secondAssessor: m.secondAssessor };
      if (!pin.isNew) {
        await tx.update(patModules).set(values).where(and(eq(patModules.patId, id), eq(patModules.moduleId, m.moduleId)));
        if (!m.secondAssessor) await tx.delete(patAssessors).where(and(eq(patAssessors.patId, id), eq(patAssessors.moduleId, m.moduleId), eq(patAssessors.role, 'second')));
      } else {
        await tx.insert(patModules).values({ patId: id, moduleId: m.moduleId, moduleVersionId: pin.moduleVersionId, templateVersionId: pin.templateVersionId, ...values });
      }
    }
    await notifyChange(tx, outbox, pat, before);
  });
  return readPat(db, caller, id);
}

/**
 * `POST /api/pat/{id}/candidates` (staff): plans an active candidate on the PAT, taking a PAT seat of their
 * organisation's licence, in one transaction with the conflict check.
 * @throws apiError 404 unknown candidate; 409 already planned, no seat (naming the licence), conflicts, PAT over.
 */
export async function addCandidate(db: Db, caller: Caller, id: string, candidateId: string, outbox: MailOutbox): Promise<PatDetail> {
  const pat = await changeablePat(db, caller, id);
  const [candidate] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, candidateId), eq(users.role, 'User'), eq(users.status, 'active')));
  if (!candidate) throw apiError(404, PLANNING_TITLES.unknownCandidate);
  await db.transaction(async (tx) => {
    const [already] = await tx.select({ id: patCandidates.candidateId }).from(patCandidates).where(and(eq(patCandidates.patId, id), eq(patCandidates.candidateId, candidateId)));
    if (already) throw apiError(409, PLANNING_TITLES.alreadyPlanned);
    const before = await sessionsBefore(tx, pat);
    const seat = await takePlannedSeat(tx, 'pat', candidateId, caller.id);
    await tx.insert(patCandidates).values({ patId: id, candidateId, seatId: seat.seatId, addedBy: caller.id });
    await refuseConflicts(tx, id);
    await notifyChange(tx, outbox, pat, before);
  });
  return readPat(db, caller, id);
}

/**
 * `DELETE /api/pat/{id}/candidates/{candidateId}` (staff): takes a candidate off the PAT and hands their seat back
 * when no other PAT of theirs uses it.
 * @throws apiError 404 not on the PAT; 409 when they have evaluations, or the PAT is over.
 */
export async function removeCandidate(db: Db, caller: Caller, id: string, candidateId: string, outbox: MailOutbox): Promise<PatDetail> {
  const pat = await changeablePat(db, caller, id);
  await db.transaction(async (tx) => {
    const [row] = isUuid(candidateId)
      ? await tx.select().from(patCandidates).where(and(eq(patCandidates.patId, id), eq(patCandidates.candidateId, candidateId)))
      : [];
    if (!row) throw apiError(404, PLANNING_TITLES.notOnPat);
    const [used] = await tx.select({ id: evaluations.id }).from(evaluations).where(and(eq(evaluations.patId, id), eq(evaluations.candidateId, candidateId))).limit(1);
    if (used) throw apiError(409, PLANNING_TITLES.candidateInUse);
    const before = await sessionsBefore(tx, pat);
    await tx.delete(patCandidates).where(and(eq(patCandidates.patId, id), eq(patCandidates.candidateId, candidateId)));
    // The seat goes back unless another PAT of the candidate still uses it.
    await handBackUnusedSeat(tx, row.seatId, caller.id);
    await notifyChange(tx, outbox, pat, before, [candidateId]);
  });
  return readPat(db, caller, id);
}

/**
 * `PUT /api/pat/{id}/assessors` (staff): every assessor of the PAT, replaced in one transaction: per day and module
 * one first assessor and, for a module with a second assessor, one other teacher as second.
 * @throws apiError 400 for a day or module not of this PAT, a teacher who is not an active teacher, a second assessor
 *   where none is asked or the same teacher twice; 409 for conflicts or a PAT that is over.
 */
export async function setAssessors(db: Db, caller: Caller, id: string, body: z.output<typeof patAssessorsBody>, outbox: MailOutbox): Promise<PatDetail> {
  const pat = await changeablePat(db, caller, id);
  await db.transaction(async (tx) => {
    const days = await tx.select({ id: patDays.id }).from(patDays).where(eq(patDays.patId, id));
    const mods = await tx.select({ moduleId: patModules.moduleId, second: patModules.secondAssessor }).from(patModules).where(eq(patModules.patId, id));
    const teacherIds = [...new Set(body.assessors.map((a) => a.teacherId))];
    const teachers = teacherIds.length
      ? await tx.select({ id: users.id }).from(users).where(and(inArray(users.id, teacherIds), eq(users.role, 'Teacher'), eq(users.status, 'active')))
      : [];
    const slots = new Map<string, string>();
    for (const a of body.assessors) {
      if (!days.some((d) => d.id === a.dayId)) throw apiError(400, PLANNING_TITLES.unknownDay);
      const module = mods.find((m) => m.moduleId === a.moduleId);
      if (!module) throw apiError(400, PLANNING_TITLES.moduleNotOnPat);
      if (!teachers.some((t) => t.id === a.teacherId)) throw apiError(400, PLANNING_TITLES.unknownTeacher);
      if (a.role === 'second' && !module.second) throw apiError(400, PLANNING_TITLES.noSecond);
      const key = `${a.dayId}|${a.moduleId}|${a.role}`;
      if (slots.has(key)) throw apiError(400, PLANNING_TITLES.doubleSlot);
      slots.set(key, a.teacherId);
    }
    for (const [key, teacherId] of slots) {
      if (key.endsWith('|second') && slots.get(key.replace(/\|second$/, '|first')) === teacherId) throw apiError(400, PLANNING_TITLES.sameTeacher);
    }
    const previous = await tx.selectDistinct({ id: patAssessors.teacherId }).from(patAssessors).where(eq(patAssessors.patId, id));
    const before = await sessionsBefore(tx, pat);
    await tx.delete(patAssessors).where(eq(patAssessors.patId, id));
    if (body.assessors.length > 0) await tx.insert(patAssessors).values(body.assessors.map((a) => ({ patId: id, ...a })));
    await refuseConflicts(tx, id);
    await notifyChange(tx, outbox, pat, before, previous.map((b) => b.id));
  });
  return readPat(db, caller, id);
}

/**
 * `POST /api/pat/{id}/plan` (staff): draft → planned, when nothing is missing and nothing conflicts; the candidates
 * and teachers get a notification.
 * @throws apiError 409 naming what is missing or conflicting, or when it is already past draft.
 */
export async function planPat(db: Db, caller: Caller, id: string, outbox: MailOutbox): Promise<PatDetail> {
  const detail = await readPat(db, caller, id);
  if (detail.state !== 'draft') throw apiError(409, 'Deze PAT is al ingepland.');
  if (detail.missing.length > 0) throw apiError(409, PLANNING_TITLES.notReady(detail.missing));
  if (detail.conflicts.length > 0) throw apiError(409, PLANNING_TITLES.conflicts(detail.conflicts));
  await db.transaction(async (tx) => {
    const [row] = await tx.update(pats).set({ plannedAt: new Date() }).where(and(eq(pats.id, id), isNull(pats.plannedAt))).returning();
    if (row) await notifyChange(tx, outbox, row, new Map());
  });
  return readPat(db, caller, id);
}

/** `POST /api/pat/{id}/archive` (staff). @throws apiError 409 when already archived. */
export async function archivePat(db: Db, caller: Caller, id: string): Promise<PatDetail> {
  await visiblePat(db, caller, id);
  const [row] = await db.update(pats).set({ archivedAt: new Date() }).where(and(eq(pats.id, id), isNull(pats.archivedAt))).returning({ id: pats.id });
  if (!row) throw apiError(409, PLANNING_TITLES.alreadyArchived);
  return readPat(db, caller, id);
}

/**
 * Writes the time slots of day `dayId` of PAT `patId` (decision 057): per candidate whose slots that day differ from
 * `slots`, all their slots of the day are rewritten (so `changed_at` is when their day last changed); with `only`,
 * only those candidates' slots are touched, else every slot of the day. When anything changed the day's
 * `calendar_sequence` goes up by one, as for a change of its times (docs/decisions/054-notification-mails.md), so
 * calendar apps replace the candidate's event. Checks nothing: `checkSlots` runs after it in the same transaction.
 * @returns whether anything changed.
 */
async function writeDaySlots(tx: Db, patId: string, dayId: string, slots: readonly CandidateSlot[], only?: readonly string[]): Promise<boolean> {
  const existing = await tx
    .select()
    .from(patSlots)
    .where(and(eq(patSlots.dayId, dayId), only ? (only.length ? inArray(patSlots.candidateId, [...only]) : sql`false`) : undefined));
  const keyOf = (list: readonly { moduleId: string; startsAt: string; endsAt: string }[]) =>
    list
      .map((s) => `${s.moduleId}|${s.startsAt}|${s.endsAt}`)
      .sort()
      .join(',');
  const people = new Set([...existing.map((s) => s.candidateId), ...slots.map((s) => s.candidateId)]);
  const now = new Date();
  let changed = false;
  for (const candidateId of people) {
    const was = existing.filter((s) => s.candidateId === candidateId);
    const is = slots.filter((s) => s.candidateId === candidateId);
    if (keyOf(was) === keyOf(is)) continue;
    changed = true;
    await tx.delete(patSlots).where(and(eq(patSlots.dayId, dayId), eq(patSlots.candidateId, candidateId)));
    if (is.length > 0) await tx.insert(patSlots).values(is.map((s) => ({ patId, dayId, moduleId: s.moduleId, candidateId, startsAt: s.startsAt, endsAt: s.endsAt, changedAt: now })));
  }
  if (changed) await tx.update(patDays).set({ calendarSequence: sql`${patDays.calendarSequence} + 1` }).where(eq(patDays.id, dayId));
  return changed;
}

/**
 * Checks slots about to be written on day `dayId` against the PAT (decision 057): the day is one of the PAT's, the
 * modules are on it, the candidates are planned on it.
 * @throws apiError 400 naming what is wrong.
 */
async function checkSlotTargets(tx: Db, patId: string, dayId: string, slots: readonly { moduleId: string; candidateId: string }[]): Promise<void> {
  const [day] = await tx.select({ id: patDays.id }).from(patDays).where(and(eq(patDays.id, dayId), eq(patDays.patId, patId)));
  if (!day) throw apiError(400, PLANNING_TITLES.unknownDay);
  const mods = new Set((await tx.select({ id: patModules.moduleId }).from(patModules).where(eq(patModules.patId, patId))).map((m) => m.id));
  if (slots.some((s) => !mods.has(s.moduleId))) throw apiError(400, PLANNING_TITLES.moduleNotOnPat);
  const planned = new Set((await tx.select({ id: patCandidates.candidateId }).from(patCandidates).where(eq(patCandidates.patId, patId))).map((c) => c.id));
  if (slots.some((s) => !planned.has(s.candidateId))) throw apiError(400, PLANNING_TITLES.slotNotOnPat);
}

/**
 * Checks every slot of PAT `patId` as it is now in `tx` (rules.ts `slotProblems`).
 * @throws apiError 400 for a slot outside its day's times; 409 for a candidate's overlapping slots.
 */
async function checkSlots(tx: Db, patId: string): Promise<void> {
  const days = await tx.select({ id: patDays.id, day: patDays.day, startsAt: patDays.startsAt, endsAt: patDays.endsAt }).from(patDays).where(eq(patDays.patId, patId));
  const slots = await slotsOf(tx, patId);
  const people = await tx
    .select({ id: users.id, name: users.name })
    .from(patCandidates)
    .innerJoin(users, eq(users.id, patCandidates.candidateId))
    .where(eq(patCandidates.patId, patId));
  const problems = slotProblems(days, slots, Object.fromEntries(people.map((p) => [p.id, p.name])));
  if (problems.outside.length > 0) throw apiError(400, PLANNING_TITLES.slotsOutside(problems.outside));
  if (problems.overlap.length > 0) throw apiError(409, PLANNING_TITLES.slotsOverlap(problems.overlap));
}

/**
 * `PUT /api/pat/{id}/slots` (staff): every time slot of one day of the PAT, replaced in one transaction with the
 * checks (decision 057): within the day's times, no overlapping slots of one candidate, no clash with the candidate's
 * other PATs and lessons. Candidates whose slots changed on a planned PAT get the planning mail ('gewijzigd').
 * @throws apiError 400 for a day, module or candidate not of this PAT or a slot outside the day's times; 409 for
 *   overlapping slots, conflicts or a PAT that is over.
 */
export async function setSlots(db: Db, caller: Caller, id: string, body: z.output<typeof patSlotsBody>, outbox: MailOutbox): Promise<PatDetail> {
  const pat = await changeablePat(db, caller, id);
  await db.transaction(async (tx) => {
    await checkSlotTargets(tx, id, body.dayId, body.slots);
    const before = await sessionsBefore(tx, pat);
    const changed = await writeDaySlots(
      tx,
      id,
      body.dayId,
      body.slots.map((s) => ({ ...s, dayId: body.dayId })),
    );
    if (!changed) return;
    await checkSlots(tx, id);
    await refuseConflicts(tx, id);
    await notifyChange(tx, outbox, pat, before);
  });
  return readPat(db, caller, id);
}

/** What `addCandidatesToPat` adds: the candidates (in this order) and, optionally, how to spread them over slots. */
export interface AddCandidatesInput {
  patId: string;
  candidateIds: readonly string[];
  /** Spread the new candidates over time slots on one day (rules.ts `distributeSlots`; decision 057). */
  distribute?: SlotDistribution;
  /** Who adds them (`pat_candidates.added_by`, the seats' `by`). */
  actorId: string;
}

/**
 * Adds many candidates to a PAT inside `tx`, all or none (docs/decisions/029-pat.md §3, 057): each must be an active
 * candidate not yet on it, each takes a PAT seat of their organisation's licence (licences/api/seats.ts
 * `takePlannedSeat`), then — with `distribute` — they get time slots on that day, and the plan is checked for slot
 * problems and conflicts. On a planned PAT the candidates and teachers are told (notification type 3) and the new
 * candidates get the planning mail. The caller checks the caller's role; this checks the PAT.
 * @returns the slots made (empty without `distribute`).
 * @throws apiError 404 unknown PAT or candidate; 409 PAT over, a candidate already on it, no seat (naming the
 *   candidate), a candidate who does not fit on the day, overlapping slots or conflicts; 400 a day or module not of
 *   the PAT, a slot outside the day's times.
 */
export async function addCandidatesToPat(tx: Db, outbox: MailOutbox, input: AddCandidatesInput): Promise<{ slots: CandidateSlot[] }> {
  const { patId, candidateIds, distribute, actorId } = input;
  const [pat] = isUuid(patId) ? await tx.select().from(pats).where(eq(pats.id, patId)) : [];
  if (!pat) throw apiError(404, PLANNING_TITLES.notFound);
  if (pat.completedAt || pat.archivedAt) throw apiError(409, PLANNING_TITLES.closed);
  const ids = [...new Set(candidateIds)];
  const found = ids.length
    ? await tx
        .select({ id: users.id, name: users.name })
        .from(users)
        .where(and(inArray(users.id, ids), eq(users.role, 'User'), eq(users.status, 'active')))
    : [];
  if (found.length !== ids.length) throw apiError(404, PLANNING_TITLES.unknownCandidates);
  const nameOf = new Map(found.map((f) => [f.id, f.name]));
  const already = await tx
    .select({ id: patCandidates.candidateId })
    .from(patCandidates)
    .where(and(eq(patCandidates.patId, patId), inArray(patCandidates.candidateId, ids)));
  if (already.length > 0) throw apiError(409, PLANNING_TITLES.alreadyPlannedNamed(already.map((a) => nameOf.get(a.id) ?? '').sort()));
  const before = await sessionsBefore(tx, pat);
  for (const candidateId of ids) {
    let seat;
    try {
      seat = await takePlannedSeat(tx, 'pat', candidateId, actorId);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) throw apiError(409, `${nameOf.get(candidateId)}: ${error.message}`);
      throw error;
    }
    await tx.insert(patCandidates).values({ patId, candidateId, seatId: seat.seatId, addedBy: actorId });
  }
  let slots: CandidateSlot[] = [];
  if (distribute) {
    const [day] = await tx.select().from(patDays).where(and(eq(patDays.id, distribute.dayId), eq(patDays.patId, patId)));
    if (!day) throw apiError(400, PLANNING_TITLES.unknownDay);
    const spread = distributeSlots(day, ids, distribute);
    if (spread.overflow.length > 0) throw apiError(409, PLANNING_TITLES.slotsOverflow(spread.overflow.length));
    await checkSlotTargets(tx, patId, day.id, spread.slots);
    await writeDaySlots(tx, patId, day.id, spread.slots, ids);
    await checkSlots(tx, patId);
    slots = spread.slots;
  }
  await refuseConflicts(tx, patId);
  await notifyChange(tx, outbox, pat, before);
  return { slots };
}

/**
 * `POST /api/pat/{id}/candidates/many` (staff): adds many candidates in one transaction, optionally spread over time
 * slots (`addCandidatesToPat`).
 * @throws as `addCandidatesToPat`.
 */
export async function addCandidates(db: Db, caller: Caller, id: string, body: z.output<typeof patCandidatesManyBody>, outbox: MailOutbox): Promise<PatDetail> {
  await changeablePat(db, caller, id);
  await db.transaction((tx) => addCandidatesToPat(tx, outbox, { patId: id, candidateIds: body.candidateIds, distribute: body.distribute, actorId: caller.id }));
  return readPat(db, caller, id);
}
