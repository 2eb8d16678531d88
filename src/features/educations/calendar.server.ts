/**
 * A person's lessons as events of their iCalendar feed (RFC 5545; the feed is written by src/server/icalendar.ts
 * `calendarText`, which PAT days join through its `CalendarSource` port). Server only.
 *
 * Times are written as UTC instants (RFC 5545 §3.3.5, form #2, `DTSTART:20261020T170000Z`), converted from the
 * lesson's Europe/Amsterdam wall clock by schedule.ts `lessonInstants`, so 19:00 is 17:00Z in summer time and 18:00Z
 * in winter time. Every calendar app (Google, Apple, Outlook) reads that form and shows it in its own time zone. A
 * `TZID=Europe/Amsterdam` form was weighed and not chosen: RFC 5545 §3.2.19 requires a VTIMEZONE for each TZID, and
 * ical-generator writes one only with a time-zone database package as generator (its README, "Date, Time &
 * Timezones"); and for a native `Date` with a time zone it writes the wall clock of the server process's own time
 * zone, which on a server in UTC would put a 19:00 lesson at 17:00 or 18:00. Each lesson is its own event (no RRULE),
 * so a fixed UTC instant loses nothing.
 */
import { calendarUid, CALENDAR_CONTENT_TYPE, locationText, type CalendarEventContent } from '#src/server/icalendar';
import type { NotesFor } from '#src/lib/note-audiences';
import { lessonInstants, type LessonTime } from './schedule';

export { CALENDAR_CONTENT_TYPE };

/**
 * A lesson as the feed shows it. Of the education's notes only `candidateNotes`, the ones meant for its candidates
 * (src/lib/note-audiences.ts): a feed address is a secret that works without signing in and may sit in a calendar
 * app outside the platform, so the teachers' notes never go into any feed, also not a teacher's.
 */
export interface CalendarLesson extends LessonTime, Partial<NotesFor<'education', 'candidates'>> {
  /** The lesson's id; it makes the event's UID (`lessonUid`), the same in every download. */
  id: string;
  /** The education's title: the event's summary. */
  title: string;
  /** Where it is (features/locations): name, street and house number, postcode `1234 AB`, city; null when unknown. */
  location: { name: string; street: string; postcode: string; city: string } | null;
  /** The room's name, or null. */
  room: string | null;
  /** The names of its teachers. */
  teachers: readonly string[];
  /** A lesson called off after planning; it is left out of the feed, so calendar apps remove it. */
  cancelled?: boolean;
  /** Its SEQUENCE (`education_lessons.calendar_sequence`, raised when it moves); 0 when absent. */
  sequence?: number;
}

/** The UID of lesson `id`: `lesson-{id}@kandidaatplatform.nl`, stable as long as the lesson exists, whatever PUBLIC_URL is. */
export function lessonUid(id: string): string {
  return calendarUid('lesson', id);
}

/** 'Lokaal: B2.14', 'Docent: …' / 'Docenten: …, …' and 'Let op: …' (the notes for the candidates) on separate lines. */
function descriptionText(lesson: CalendarLesson): string {
  const lines: string[] = [];
  if (lesson.room) lines.push(`Lokaal: ${lesson.room}`);
  if (lesson.teachers.length > 0) lines.push(`${lesson.teachers.length === 1 ? 'Docent' : 'Docenten'}: ${lesson.teachers.join(', ')}`);
  if (lesson.candidateNotes) lines.push(`Let op: ${lesson.candidateNotes}`);
  return lines.join('\n');
}

/**
 * The events of `lessons` that are not cancelled: UID `lessonUid`, SUMMARY the education's title, LOCATION the
 * address, DESCRIPTION room, teachers and the notes for the candidates, start and end the UTC instants of the
 * Europe/Amsterdam times. Stamped by the caller (src/server/icalendar.ts `stampEvent`).
 * @throws RangeError for a lesson whose day or time does not exist.
 */
export function lessonEvents(lessons: readonly CalendarLesson[]): (CalendarEventContent & { lessonId: string })[] {
  return lessons
    .filter((lesson) => !lesson.cancelled)
    .map((lesson) => {
      const { startsAt, endsAt } = lessonInstants(lesson);
      const description = descriptionText(lesson);
      return {
        lessonId: lesson.id,
        uid: lessonUid(lesson.id),
        start: startsAt,
        end: endsAt,
        summary: lesson.title,
        location: lesson.location ? locationText(lesson.location) : null,
        description: description || null,
        sequence: lesson.sequence ?? 0,
      };
    });
}
