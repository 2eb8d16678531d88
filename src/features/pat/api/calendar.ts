/**
 * A person's PAT days as events of their personal calendar feed (docs/decisions/051-calendar-feed-events-and-caching.md):
 * the `CalendarSource` (src/server/icalendar.ts) that src/backend/app.ts hands to the educations feature's feed
 * (educations/api/calendar.ts), so educations never imports pat (decision 043).
 *
 * Who gets which days: a candidate every day of the PATs they are planned on; a teacher the days they assess a
 * module on (`pat_assessors`, as first or second assessor), once each. Only planned PATs (`planned_at` set) that are
 * not archived, as for lessons (decision 034 point 6): a draft is no appointment yet. Other roles get none.
 *
 * An event: UID `pat-day-{dayId}@kandidaatplatform.nl`, SUMMARY 'PAT: {title}', LOCATION the address, DESCRIPTION
 * the room ('Lokaal: …') and the PAT's notes for its candidates ('Let op: …'; never those for the teachers, which
 * do not belong in an address that works without signing in: src/lib/note-audiences.ts), DTSTART/DTEND the UTC
 * instants of the day's Europe/Amsterdam times. What an event shows is the same for everyone, so its DTSTAMP is kept
 * beside the day (`pat_days.calendar_hash`, `calendar_stamp`).
 */
import { and, asc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { amsterdamInstant } from '#src/lib/calendar-day';
import { notesFor } from '#src/lib/note-audiences';
import { calendarUid, locationText, stampEvent, type CalendarEvent, type CalendarEventContent, type CalendarSource } from '#src/server/icalendar';
import type { Db } from '#src/server/db/client';
import { locations, patAssessors, patCandidates, patDays, pats, rooms } from '#src/server/db/schema';
import { reminderMail, type PeopleSessions, type PlannedSession } from '#src/features/planning/api/people';
import type { ReminderSource } from '#src/features/mailbox/api/reminders';

/** The UID of PAT day `dayId`: `pat-day-{dayId}@kandidaatplatform.nl`, whatever PUBLIC_URL is. */
export function patDayUid(dayId: string): string {
  return calendarUid('pat-day', dayId);
}

/** 'Lokaal: …' and 'Let op: …' on separate lines, or null without either. */
function descriptionText(room: string | null, candidateNotes: string | null): string | null {
  const lines = [room ? `Lokaal: ${room}` : null, candidateNotes ? `Let op: ${candidateNotes}` : null].filter((line) => line !== null);
  return lines.length > 0 ? lines.join('\n') : null;
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
  const [candidates, assessors] = await Promise.all([
    db.select({ patId: patCandidates.patId, id: patCandidates.candidateId }).from(patCandidates).where(inArray(patCandidates.patId, patIds)),
    db
      .selectDistinct({ dayId: patAssessors.dayId, id: patAssessors.teacherId })
      .from(patAssessors)
      .where(inArray(patAssessors.dayId, days.map((d) => d.day.id))),
  ]);
  return days.flatMap(({ day: row, pat, location, room }) => {
    const session = daySession(row, pat.title, pat.candidateNotes, location, room);
    const compose = reminderMail({ kind: 'pat', id: pat.id, title: pat.title }, session, {
      directions: location.directions,
      accessibilityText: location.accessibilityText,
      candidateNotes: pat.candidateNotes,
      teacherNotes: pat.teacherNotes,
    });
    const people = [...candidates.filter((c) => c.patId === pat.id), ...assessors.filter((a) => a.dayId === row.id)].map((p) => p.id);
    return [...new Set(people)].map((userId) => ({ userId, event: session.event.uid, day: row.day, compose }));
  });
};

/**
 * Who is planned on which day of PAT `patId`, as planning mails compare them before and after a change
 * (planning/api/people.ts `mailPlanningChanges`): every candidate on every day, a teacher on the days they assess.
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
  const [candidates, assessors] = await Promise.all([
    db.select({ id: patCandidates.candidateId }).from(patCandidates).where(eq(patCandidates.patId, patId)),
    db.selectDistinct({ teacherId: patAssessors.teacherId, dayId: patAssessors.dayId }).from(patAssessors).where(eq(patAssessors.patId, patId)),
  ]);
  const sessions: PeopleSessions = new Map();
  const add = (userId: string, session: PlannedSession) => {
    const own = sessions.get(userId) ?? new Map<string, PlannedSession>();
    own.set(session.event.uid, session);
    sessions.set(userId, own);
  };
  for (const { day, title, candidateNotes, location, room } of days) {
    const session = daySession(day, title, candidateNotes, location, room);
    for (const c of candidates) add(c.id, session);
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
            .select({ id: patDays.id })
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
  const events: CalendarEvent[] = [];
  for (const { day, title, candidateNotes, location, room } of days) {
    const content = dayEvent(day, title, candidateNotes, location, room);
    const { event, changed } = stampEvent(content, { hash: day.calendarHash, stamp: day.calendarStamp }, now);
    if (changed) await db.update(patDays).set({ calendarHash: changed.hash, calendarStamp: changed.stamp }).where(eq(patDays.id, day.id));
    events.push(event);
  }
  return events;
};
