/**
 * A person's PAT days as events of their personal calendar feed (docs/decisions/051-calendar-feed-events-and-caching.md):
 * the `CalendarSource` (src/server/icalendar.ts) that src/backend/app.ts hands to the educations feature's feed
 * (educations/api/calendar.ts), so educations never imports pat (decision 043).
 *
 * Who gets which days: a candidate every day of the PATs they are planned on — or, with time slots
 * (docs/decisions/057-pat-time-slots.md), the days they have a slot on, from their first slot's start to their last
 * slot's end, each slot a line 'Tijdslot: 09:00–09:30 Orderpicken'; a teacher the days they assess a module on (`pat_assessors`, as first or second assessor), once each. Only planned PATs (`planned_at` set) that are
 * not archived, as for lessons (decision 034 point 6): a draft is no appointment yet. Other roles get none.
 *
 * An event: UID `pat-day-{dayId}@kandidaatplatform.nl`, SUMMARY 'PAT: {title}', LOCATION the address, DESCRIPTION
 * the room ('Lokaal: …') and the PAT's notes for its candidates ('Let op: …'; never those for the teachers, which
 * do not belong in an address that works without signing in: src/lib/note-audiences.ts), DTSTART/DTEND the UTC
 * instants of the day's Europe/Amsterdam times. What an event shows is the same for everyone, so its DTSTAMP is kept
 * beside the day (`pat_days.calendar_hash`, `calendar_stamp`); a candidate's own event with time slots has as DTSTAMP
 * the later of that and the moment their slots of the day last changed (`pat_slots.changed_at`).
 */
import { and, asc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { amsterdamInstant } from '#src/lib/calendar-day';
import { notesFor } from '#src/lib/note-audiences';
import { calendarUid, locationText, stampEvent, type CalendarEvent, type CalendarEventContent, type CalendarSource } from '#src/server/icalendar';
import type { Db } from '#src/server/db/client';
import { locations, modules, patAssessors, patCandidates, patDays, patSlots, pats, rooms } from '#src/server/db/schema';
import { candidateTimes } from '#src/features/pat/rules';
import { reminderMail, type PeopleSessions, type PlannedSession } from '#src/features/planning/api/people';
import type { ReminderSource } from '#src/features/mailbox/api/reminders';

/** The UID of PAT day `dayId`: `pat-day-{dayId}@kandidaatplatform.nl`, whatever PUBLIC_URL is. */
export function patDayUid(dayId: string): string {
  return calendarUid('pat-day', dayId);
}

/** 'Lokaal: …', 'Tijdslot: …' per slot and 'Let op: …' on separate lines, or null without any. */
function descriptionText(room: string | null, candidateNotes: string | null, slots: readonly OwnSlot[] = []): string | null {
  const lines = [
    room ? `Lokaal: ${room}` : null,
    ...slots.map((s) => `Tijdslot: ${s.startsAt}–${s.endsAt} ${s.module}`),
    candidateNotes ? `Let op: ${candidateNotes}` : null,
  ].filter((line) => line !== null);
  return lines.length > 0 ? lines.join('\n') : null;
}

/** A candidate's time slot as their event shows it (decision 057). */
export interface OwnSlot {
  patId: string;
  dayId: string;
  candidateId: string;
  startsAt: string;
  endsAt: string;
  /** The module's title. */
  module: string;
  changedAt: Date;
}

/** The time slots of the candidates of `patIds` (all of them, or only `candidateId`'s), by start. */
export async function ownSlots(db: Db, patIds: readonly string[], candidateId?: string): Promise<OwnSlot[]> {
  if (patIds.length === 0) return [];
  return db
    .select({
      patId: patSlots.patId,
      dayId: patSlots.dayId,
      candidateId: patSlots.candidateId,
      startsAt: patSlots.startsAt,
      endsAt: patSlots.endsAt,
      module: modules.title,
      changedAt: patSlots.changedAt,
    })
    .from(patSlots)
    .innerJoin(modules, eq(modules.id, patSlots.moduleId))
    .where(and(inArray(patSlots.patId, [...patIds]), candidateId ? eq(patSlots.candidateId, candidateId) : undefined))
    .orderBy(asc(patSlots.startsAt), asc(modules.title));
}

/**
 * A candidate's own version of a day's event (decision 057): with slots on the PAT, their times that day and a line
 * per slot; the day's event unchanged without slots on the PAT; null when they have slots on the PAT but not that day.
 * @param slots the candidate's slots on this PAT (every day).
 */
function candidateEvent<E extends CalendarEventContent>(event: E, day: typeof patDays.$inferSelect, room: string | null, candidateNotes: string | null, slots: readonly OwnSlot[]): E | null {
  const times = candidateTimes(day, slots);
  if (!times) return null;
  if (slots.length === 0) return event;
  const that = slots.filter((s) => s.dayId === day.id);
  return {
    ...event,
    start: amsterdamInstant(day.day, times.startsAt),
    end: amsterdamInstant(day.day, times.endsAt),
    description: descriptionText(room, notesFor('pat', 'candidates', { candidateNotes }).candidateNotes, that),
  };
}

/** A candidate's own version of a day's planned session (`candidateEvent`), or null when they are not there that day. */
function candidateSession(session: PlannedSession, day: typeof patDays.$inferSelect, room: string | null, candidateNotes: string | null, slots: readonly OwnSlot[]): PlannedSession | null {
  const event = candidateEvent(session.event, day, room, candidateNotes, slots);
  if (!event) return null;
  const times = candidateTimes(day, slots)!;
  return { ...session, event, startsAt: times.startsAt, endsAt: times.endsAt };
}

/**
 * The event of one PAT day, the same in the feed and in a mail's `.ics` (docs/decisions/054-notification-mails.md).
 * @throws RangeError for a day whose date or time does not exist.
 */
export function dayEvent(
  day: typeof patDays.$inferSelect,
  title: string,
  candidateNotes: string | null,
  location: { name: string; street: string; postcode: string; city: string },
  room: string | null,
): CalendarEventContent & { sequence: number } {
  return {
    uid: patDayUid(day.id),
    start: amsterdamInstant(day.day, day.startsAt),
    end: amsterdamInstant(day.day, day.endsAt),
    summary: `PAT: ${title}`,
    location: locationText(location),
    description: descriptionText(room, notesFor('pat', 'candidates', { candidateNotes }).candidateNotes),
    sequence: day.calendarSequence,
  };
}

/** A day as a planning or reminder mail shows it (planning/api/people.ts `PlannedSession`). */
function daySession(
  day: typeof patDays.$inferSelect,
  title: string,
  candidateNotes: string | null,
  location: { name: string; street: string; postcode: string; city: string },
  room: string | null,
): PlannedSession {
  return { event: dayEvent(day, title, candidateNotes, location, room), day: day.day, startsAt: day.startsAt, endsAt: day.endsAt, address: locationText(location) || null, room };
}

/**
 * The day-before reminders of the PAT days on `day` (mailbox/api/reminders.ts `ReminderSource`; decision 054): of
 * planned PATs that are not archived, to every candidate of the PAT and every teacher who assesses on that day, with
 * the location's route and accessibility text and the PAT's notes as each may read them (planning/api/people.ts
 * `reminderMail`).
 */
export const patReminders: ReminderSource = async (db, day) => {
  const days = await db
    .select({ day: patDays, pat: pats, location: locations, room: rooms.name })
    .from(patDays)
    .innerJoin(pats, eq(pats.id, patDays.patId))
    .innerJoin(locations, eq(locations.id, patDays.locationId))
    .leftJoin(rooms, eq(rooms.id, patDays.roomId))
    .where(and(eq(patDays.day, day), isNotNull(pats.plannedAt), isNull(pats.archivedAt)));
  if (days.length === 0) return [];
  const patIds = [...new Set(days.map((d) => d.pat.id))];
  const [candidates, assessors, slots] = await Promise.all([
    db.select({ patId: patCandidates.patId, id: patCandidates.candidateId }).from(patCandidates).where(inArray(patCandidates.patId, patIds)),
    db
      .selectDistinct({ dayId: patAssessors.dayId, id: patAssessors.teacherId })
      .from(patAssessors)
      .where(inArray(patAssessors.dayId, days.map((d) => d.day.id))),
    ownSlots(db, patIds),
  ]);
  return days.flatMap(({ day: row, pat, location, room }) => {
    const session = daySession(row, pat.title, pat.candidateNotes, location, room);
    const notes = { directions: location.directions, accessibilityText: location.accessibilityText, candidateNotes: pat.candidateNotes, teacherNotes: pat.teacherNotes };
    const plan = { kind: 'pat' as const, id: pat.id, title: pat.title };
    const compose = reminderMail(plan, session, notes);
    const teachers = assessors.filter((a) => a.dayId === row.id).map((a) => a.id);
    const onPat = candidates.filter((c) => c.patId === pat.id).map((c) => c.id);
    // A candidate with time slots is reminded of their own times, and only of the days they have a slot on.
    const own = onPat.flatMap((userId) => {
      if (teachers.includes(userId)) return [];
      const mine = candidateSession(session, row, room, pat.candidateNotes, slots.filter((s) => s.patId === pat.id && s.candidateId === userId));
      return mine ? [{ userId, event: session.event.uid, day: row.day, compose: mine === session ? compose : reminderMail(plan, mine, notes) }] : [];
    });
    return [...own, ...teachers.map((userId) => ({ userId, event: session.event.uid, day: row.day, compose }))];
  });
};

/**
 * Who is planned on which day of PAT `patId`, as planning mails compare them before and after a change
 * (planning/api/people.ts `mailPlanningChanges`): every candidate on every day (with time slots: the days they have
 * a slot on, at their own times, so a changed slot is a changed day for them), a teacher on the days they assess.
 * Read on the change's transaction. Empty for a PAT without days.
 */
export async function patSessions(db: Db, patId: string): Promise<PeopleSessions> {
  const days = await db
    .select({ day: patDays, title: pats.title, candidateNotes: pats.candidateNotes, location: locations, room: rooms.name })
    .from(patDays)
    .innerJoin(pats, eq(pats.id, patDays.patId))
    .innerJoin(locations, eq(locations.id, patDays.locationId))
    .leftJoin(rooms, eq(rooms.id, patDays.roomId))
    .where(eq(patDays.patId, patId));
  const [candidates, assessors, slots] = await Promise.all([
    db.select({ id: patCandidates.candidateId }).from(patCandidates).where(eq(patCandidates.patId, patId)),
    db.selectDistinct({ teacherId: patAssessors.teacherId, dayId: patAssessors.dayId }).from(patAssessors).where(eq(patAssessors.patId, patId)),
    ownSlots(db, [patId]),
  ]);
  const sessions: PeopleSessions = new Map();
  const add = (userId: string, session: PlannedSession) => {
    const own = sessions.get(userId) ?? new Map<string, PlannedSession>();
    own.set(session.event.uid, session);
    sessions.set(userId, own);
  };
  for (const { day, title, candidateNotes, location, room } of days) {
    const session = daySession(day, title, candidateNotes, location, room);
    for (const c of candidates) {
      const own = candidateSession(session, day, room, candidateNotes, slots.filter((s) => s.candidateId === c.id));
      if (own) add(c.id, own);
    }
    for (const a of assessors) if (a.dayId === day.id) add(a.teacherId, session);
  }
  return sessions;
}

/**
 * The PAT days of `person` as stamped events (see the module comment); a day whose event changed gets `now` as its
 * DTSTAMP, written beside the day.
 * @throws RangeError for a day whose date or time does not exist.
 */
export const patCalendarEvents: CalendarSource = async (db, person, now) => {
  const live = and(isNotNull(pats.plannedAt), isNull(pats.archivedAt));
  const dayIds =
    person.role === 'User'
      ? (
          await db
            .selectDistinct({ id: patDays.id })
            .from(patCandidates)
            .innerJoin(pats, eq(pats.id, patCandidates.patId))
            .innerJoin(patDays, eq(patDays.patId, pats.id))
            .where(and(eq(patCandidates.candidateId, person.id), live))
        ).map((d) => d.id)
      : person.role === 'Teacher'
        ? (
            await db
              .selectDistinct({ id: patAssessors.dayId })
              .from(patAssessors)
              .innerJoin(pats, eq(pats.id, patAssessors.patId))
              .where(and(eq(patAssessors.teacherId, person.id), live))
          ).map((d) => d.id)
        : [];
  if (dayIds.length === 0) return [];
  const days = await db
    .select({ day: patDays, title: pats.title, candidateNotes: pats.candidateNotes, location: locations, room: rooms.name })
    .from(patDays)
    .innerJoin(pats, eq(pats.id, patDays.patId))
    .innerJoin(locations, eq(locations.id, patDays.locationId))
    .leftJoin(rooms, eq(rooms.id, patDays.roomId))
    .where(inArray(patDays.id, dayIds))
    .orderBy(asc(patDays.day), asc(patDays.startsAt));
  const slots = person.role === 'User' ? await ownSlots(db, [...new Set(days.map((d) => d.day.patId))], person.id) : [];
  const events: CalendarEvent[] = [];
  for (const { day, title, candidateNotes, location, room } of days) {
    const content = dayEvent(day, title, candidateNotes, location, room);
    const { event, changed } = stampEvent(content, { hash: day.calendarHash, stamp: day.calendarStamp }, now);
    if (changed) await db.update(patDays).set({ calendarHash: changed.hash, calendarStamp: changed.stamp }).where(eq(patDays.id, day.id));
    if (person.role !== 'User') {
      events.push(event);
      continue;
    }
    const mine = slots.filter((s) => s.patId === day.patId);
    const own = candidateEvent(event, day, room, candidateNotes, mine);
    if (!own) continue;
    const slotStamp = Math.max(0, ...mine.filter((s) => s.dayId === day.id).map((s) => s.changedAt.getTime()));
    events.push(slotStamp > own.stamp.getTime() ? { ...own, stamp: new Date(slotStamp) } : own);
  }
  return events;
};
