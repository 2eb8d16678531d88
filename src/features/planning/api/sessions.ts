/**
 * Server side of planning sessions, shared by PATs and educations (docs/api.md "PAT", "Education";
 * docs/decisions/029-pat.md §2, §4): checking the places of sessions, answering a session with its place, finding
 * where the people of a plan are busy elsewhere (other PATs and educations, both ways), refusing a conflicting plan
 * inside the change's transaction (also when one of its rooms is booked elsewhere at the same time), and filtering
 * lists on the lifecycle stage.
 *
 * A person is busy elsewhere on every day of a PAT that is not archived where they are a candidate, on the days they
 * assess on, on every lesson of an education that is not archived that they teach, and, as a candidate, on its
 * lessons from the day they enrolled (docs/domain.md "education": earlier lessons are not on their roll). A PAT
 * candidate with own time slots (docs/decisions/057-pat-time-slots.md) is busy only in those slots.
 */
import { and, eq, gte, inArray, isNotNull, isNull, ne, notExists, or, sql, type Column, type SQL } from 'drizzle-orm';
import type { Db } from '#src/server/db/client';
import {
  educationCandidates,
  educationLessons,
  educations,
  educationTeachers,
  locations,
  patAssessors,
  patCandidates,
  patDays,
  patSlots,
  pats,
  rooms,
} from '#src/server/db/schema';
import { apiError } from '#src/server/errors';
import type { PlacedSession } from '#src/features/planning/contract';
import { lifecycleStage, slotConflicts, type PlanKind, type PlannedElsewhere, type RoomBooking, type SlotPlan } from '#src/features/planning/rules';

/** Dutch titles of the errors both planning APIs share. */
export const SESSION_TITLES = {
  conflicts: (list: string[]) => `Dit plan botst: ${list.join(' ')}`,
  unknownLocation: 'Locatie: deze locatie bestaat niet of is gearchiveerd.',
  roomElsewhere: 'Lokaal: dit lokaal hoort niet bij de gekozen locatie.',
} as const;

/**
 * Checks the places of sessions about to be saved: every location exists and is not archived, and a room is one of
 * the session's location. Run inside the change's transaction.
 * @throws apiError 400 naming the location or the room.
 */
export async function checkPlaces(tx: Db, sessions: readonly { locationId: string; roomId?: string | null }[]): Promise<void> {
  const locationIds = [...new Set(sessions.map((d) => d.locationId))];
  const found = locationIds.length
    ? await tx.select({ id: locations.id }).from(locations).where(and(inArray(locations.id, locationIds), isNull(locations.archivedAt)))
    : [];
  if (found.length !== locationIds.length) throw apiError(400, SESSION_TITLES.unknownLocation);
  const roomIds = sessions.flatMap((d) => (d.roomId ? [d.roomId] : []));
  const roomRows = roomIds.length ? await tx.select({ id: rooms.id, locationId: rooms.locationId }).from(rooms).where(inArray(rooms.id, roomIds)) : [];
  for (const d of sessions) {
    if (d.roomId && roomRows.find((r) => r.id === d.roomId)?.locationId !== d.locationId) throw apiError(400, SESSION_TITLES.roomElsewhere);
  }
}

/** A session row joined with its location and (left-joined) room, as the planning calls answer it. */
export function placedSession(row: {
  session: { id: string; day: string; startsAt: string; endsAt: string };
  location: typeof locations.$inferSelect;
  room: typeof rooms.$inferSelect | null;
}): PlacedSession {
  const { session, location, room } = row;
  return {
    id: session.id,
    day: session.day,
    startsAt: session.startsAt,
    endsAt: session.endsAt,
    location: { id: location.id, name: location.name, street: location.street, postcode: location.postcode, city: location.city },
    room: room ? { id: room.id, name: room.name, capacity: room.capacity } : null,
  };
}

/**
 * The slots on `days` of other PATs and educations (not archived) that `people` are planned on (see the module
 * comment), leaving out the plan being checked (`except`).
 */
export async function busyElsewhere(tx: Db, people: readonly string[], days: readonly string[], except: { kind: PlanKind; id: string }): Promise<PlannedElsewhere[]> {
  if (people.length === 0 || days.length === 0) return [];
  const patLive = and(except.kind === 'pat' ? ne(pats.id, except.id) : undefined, isNull(pats.archivedAt), inArray(patDays.day, [...days]));
  const educationLive = and(
    except.kind === 'education' ? ne(educations.id, except.id) : undefined,
    isNull(educations.archivedAt),
    inArray(educationLessons.day, [...days]),
  );
  const patSlot = { title: pats.title, day: patDays.day, startsAt: patDays.startsAt, endsAt: patDays.endsAt };
  const lessonSlot = { title: educations.title, day: educationLessons.day, startsAt: educationLessons.startsAt, endsAt: educationLessons.endsAt };
  // One after the other: `tx` may be a transaction, whose connection runs one statement at a time.
  const ownSlot = and(eq(patSlots.patId, pats.id), eq(patSlots.candidateId, patCandidates.candidateId), eq(patSlots.dayId, patDays.id));
  const hasSlots = tx
    .select({ one: sql`1` })
    .from(patSlots)
    .where(and(eq(patSlots.patId, patCandidates.patId), eq(patSlots.candidateId, patCandidates.candidateId)));
  const patCandidateRows = await tx
    .select({
      personId: patCandidates.candidateId,
      ...patSlot,
      startsAt: sql<string>`coalesce(${patSlots.startsAt}, ${patDays.startsAt})`,
      endsAt: sql<string>`coalesce(${patSlots.endsAt}, ${patDays.endsAt})`,
    })
    .from(patCandidates)
    .innerJoin(pats, eq(pats.id, patCandidates.patId))
    .innerJoin(patDays, eq(patDays.patId, pats.id))
    .leftJoin(patSlots, ownSlot)
    .where(and(patLive, inArray(patCandidates.candidateId, [...people]), or(isNotNull(patSlots.id), notExists(hasSlots))));
  const assessorRows = await tx
    .select({ personId: patAssessors.teacherId, ...patSlot })
    .from(patAssessors)
    .innerJoin(pats, eq(pats.id, patAssessors.patId))
    .innerJoin(patDays, eq(patDays.id, patAssessors.dayId))
    .where(and(patLive, inArray(patAssessors.teacherId, [...people])));
  const enrolledRows = await tx
    .select({ personId: educationCandidates.candidateId, ...lessonSlot })
    .from(educationCandidates)
    .innerJoin(educations, eq(educations.id, educationCandidates.educationId))
    .innerJoin(educationLessons, eq(educationLessons.educationId, educations.id))
    .where(and(educationLive, gte(educationLessons.day, educationCandidates.enrolledOn), inArray(educationCandidates.candidateId, [...people])));
  const teacherRows = await tx
    .select({ personId: educationTeachers.teacherId, ...lessonSlot })
    .from(educationTeachers)
    .innerJoin(educations, eq(educations.id, educationTeachers.educationId))
    .innerJoin(educationLessons, eq(educationLessons.educationId, educations.id))
    .where(and(educationLive, inArray(educationTeachers.teacherId, [...people])));
  return [
    ...[...patCandidateRows, ...assessorRows].map((r) => ({ ...r, kind: 'pat' as const })),
    ...[...enrolledRows, ...teacherRows].map((r) => ({ ...r, kind: 'education' as const })),
  ];
}

/**
 * The bookings of `roomIds` on `days` by the days of PATs and the lessons of educations that are not archived,
 * leaving out the plan being checked (`except`): PAT day against PAT day, lesson against lesson, and each against the
 * other (docs/decisions/063-room-bookings-and-list-order.md).
 */
export async function roomsBooked(tx: Db, roomIds: readonly string[], days: readonly string[], except: { kind: PlanKind; id: string }): Promise<RoomBooking[]> {
  if (roomIds.length === 0 || days.length === 0) return [];
  const patRows = await tx
    .select({ roomId: patDays.roomId, title: pats.title, day: patDays.day, startsAt: patDays.startsAt, endsAt: patDays.endsAt })
    .from(patDays)
    .innerJoin(pats, eq(pats.id, patDays.patId))
    .where(and(except.kind === 'pat' ? ne(pats.id, except.id) : undefined, isNull(pats.archivedAt), inArray(patDays.day, [...days]), inArray(patDays.roomId, [...roomIds])));
  const lessonRows = await tx
    .select({ roomId: educationLessons.roomId, title: educations.title, day: educationLessons.day, startsAt: educationLessons.startsAt, endsAt: educationLessons.endsAt })
    .from(educationLessons)
    .innerJoin(educations, eq(educations.id, educationLessons.educationId))
    .where(
      and(
        except.kind === 'education' ? ne(educations.id, except.id) : undefined,
        isNull(educations.archivedAt),
        inArray(educationLessons.day, [...days]),
        inArray(educationLessons.roomId, [...roomIds]),
      ),
    );
  return [
    ...patRows.flatMap((r) => (r.roomId ? [{ ...r, roomId: r.roomId, kind: 'pat' as const }] : [])),
    ...lessonRows.flatMap((r) => (r.roomId ? [{ ...r, roomId: r.roomId, kind: 'education' as const }] : [])),
  ];
}

/**
 * The conflicts of a plan as it is now in `tx` (planning/rules.ts `slotConflicts`), with the busy slots of the same
 * candidates and staff on other PATs and educations, and the bookings of its rooms there (`roomsBooked`).
 * @param except the PAT or education being checked, so it does not clash with itself.
 */
export async function planConflicts(tx: Db, plan: Omit<SlotPlan, 'busy' | 'bookedRooms'>, except: { kind: PlanKind; id: string }): Promise<string[]> {
  const people = [...new Set([...plan.candidates.map((c) => c.id), ...plan.staff.map((s) => s.personId)])];
  const days = [...new Set(plan.slots.map((s) => s.day))];
  const roomIds = [...new Set(plan.slots.flatMap((s) => (s.roomId ? [s.roomId] : [])))];
  const busy = await busyElsewhere(tx, people, days, except);
  const bookedRooms = await roomsBooked(tx, roomIds, days, except);
  return slotConflicts({ ...plan, busy, bookedRooms });
}

/** Refuses the transaction's change with 409 "Dit plan botst: …" when `conflicts` is not empty. */
export function refuseConflicts(conflicts: readonly string[]): void {
  if (conflicts.length > 0) throw apiError(409, SESSION_TITLES.conflicts([...conflicts]));
}

/** The columns a lifecycle stage is computed from (planning/rules.ts `lifecycleStage`). */
export interface StageColumns {
  scheduledAt: Column;
  completedAt: Column;
  archivedAt: Column;
  /** The first session's day of the row of the outer query. */
  firstDay: SQL<string | null>;
}

/** SQL for 'this row has `stage` on `today`', the database side of `lifecycleStage`. */
export function stageIs(c: StageColumns, stage: ReturnType<typeof lifecycleStage>, today: string): SQL {
  switch (stage) {
    case 'archived':
      return isNotNull(c.archivedAt);
    case 'completed':
      return and(isNull(c.archivedAt), isNotNull(c.completedAt))!;
    case 'draft':
      return and(isNull(c.archivedAt), isNull(c.completedAt), isNull(c.scheduledAt))!;
    case 'in_progress':
      return and(isNull(c.archivedAt), isNull(c.completedAt), isNotNull(c.scheduledAt), sql`${c.firstDay} <= ${today}`)!;
    case 'scheduled':
      return and(isNull(c.archivedAt), isNull(c.completedAt), isNotNull(c.scheduledAt), sql`(${c.firstDay} is null or ${c.firstDay} > ${today})`)!;
  }
}

/**
 * The SQL order of planning/rules.ts `upcomingFirst` (docs/decisions/063-room-bookings-and-list-order.md): not over
 * first, by first day (none last); then over (completed, archived, or last day before `today`), latest last day
 * first; then newest, then id, so pages are stable.
 * @param c the columns of the row of the outer query; `firstDay`/`lastDay` its first and last session's day.
 * @param today `YYYY-MM-DD`, Europe/Amsterdam.
 */
export function upcomingFirstOrder(
  c: { completedAt: Column; archivedAt: Column; createdAt: Column; id: Column; firstDay: SQL<string | null>; lastDay: SQL<string | null> },
  today: string,
): SQL[] {
  const over = sql`(${c.archivedAt} is not null or ${c.completedAt} is not null or coalesce(${c.lastDay} < ${today}, false))`;
  return [
    sql`${over}`,
    sql`case when ${over} then null else ${c.firstDay} end asc nulls last`,
    sql`case when ${over} then ${c.lastDay} end desc nulls last`,
    sql`${c.createdAt} desc`,
    sql`${c.id} asc`,
  ];
}
