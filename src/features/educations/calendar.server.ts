/**
 * A person's lessons as an iCalendar feed (RFC 5545), for a calendar app to subscribe to, written with
 * `ical-generator`. Server only: the package is not meant for an island's bundle.
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
import { ICalCalendar } from 'ical-generator';
import type { NotesFor } from '#src/lib/note-audiences';
import { lessonInstants, type LessonTime } from './schedule';

/** The media type of the feed (RFC 5545 §8.1). */
export const CALENDAR_CONTENT_TYPE = 'text/calendar; charset=utf-8';

/**
 * A lesson as the feed shows it. Of the education's notes only `candidateNotes`, the ones meant for its candidates
 * (src/lib/note-audiences.ts): a feed address is a secret that works without signing in and may sit in a calendar
 * app outside the platform, so the teachers' notes never go into any feed, also not a teacher's.
 */
export interface CalendarLesson extends LessonTime, Partial<NotesFor<'education', 'candidates'>> {
  /** The lesson's id; with the feed's domain it makes the event's UID, the same in every download. */
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
}

/** What a feed is made of. */
export interface LessonFeed {
  /** The calendar's name in the app (`X-WR-CALNAME`), e.g. 'Lessen – Kandidaatplatform'. */
  name: string;
  /** The platform's host name, e.g. 'kandidaatplatform.nl': the right-hand part of every UID (RFC 5545 §3.8.4.7). */
  domain: string;
  lessons: readonly CalendarLesson[];
  /** The moment the feed is made, written as every event's DTSTAMP (§3.8.7.2); default: now. */
  now?: Date;
}

/** The UID of lesson `id`: `lesson-{id}@{domain}`, stable as long as the lesson exists. */
export function lessonUid(id: string, domain: string): string {
  return `lesson-${id}@${domain}`;
}

/** 'Leerbedrijf Noord, Industrieweg 12, 1234 AB Zwolle'. */
function locationText(location: NonNullable<CalendarLesson['location']>): string {
  return [location.name, location.street, `${location.postcode} ${location.city}`.trim()].filter((part) => part.length > 0).join(', ');
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
 * The iCalendar text (RFC 5545, lines ending CRLF, folded at 75 octets, text escaped: `\,` `\;` `\n`) of `feed`:
 * one VEVENT per lesson that is not cancelled, in time order, with UID `lessonUid`, SUMMARY the education's title,
 * LOCATION the address, DESCRIPTION room, teachers and the notes for the candidates, DTSTART/DTEND as UTC instants of the Europe/Amsterdam times,
 * and DTSTAMP `now`. The same input (with `now`) gives the same text. Without lessons the calendar has no events.
 * @throws RangeError for a lesson whose day or time does not exist.
 */
export function lessonCalendar(feed: LessonFeed): string {
  const stamp = feed.now ?? new Date();
  const calendar = new ICalCalendar({ name: feed.name, prodId: { company: 'Kandidaatplatform', product: 'Lessen', language: 'NL' } });
  const lessons = feed.lessons
    .filter((lesson) => !lesson.cancelled)
    .map((lesson) => ({ lesson, ...lessonInstants(lesson) }))
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.lesson.id.localeCompare(b.lesson.id));
  for (const { lesson, startsAt, endsAt } of lessons) {
    const description = descriptionText(lesson);
    calendar.createEvent({
      id: lessonUid(lesson.id, feed.domain),
      stamp,
      start: startsAt,
      end: endsAt,
      summary: lesson.title,
      location: lesson.location ? locationText(lesson.location) : null,
      description: description || null,
    });
  }
  // ical-generator ends the last line without CRLF; RFC 5545 §3.1 ends every content line with one.
  const text = calendar.toString();
  return text.endsWith('\r\n') ? text : `${text}\r\n`;
}
