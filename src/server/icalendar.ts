/**
 * A person's calendar feed as iCalendar text (RFC 5545), written with `ical-generator`, and the port through which
 * features put their events in it (docs/decisions/051-calendar-feed-events-and-caching.md). Server only: the
 * package is not meant for an island's bundle.
 *
 * - Times are UTC instants (RFC 5545 §3.3.5, form #2, `DTSTART:20261020T170000Z`); a feature converts its
 *   Europe/Amsterdam wall clock with lib/calendar-day.ts `amsterdamInstant` (the reasons: educations/calendar.server.ts).
 * - A UID is `{kind}-{id}@kandidaatplatform.nl`: the row's id and a fixed domain part, so it stays the same when the
 *   platform moves to another address (PUBLIC_URL) and a calendar app keeps the event instead of adding a copy.
 * - DTSTAMP is the moment the event's content (time, place, title, description) last changed as the feed shows it
 *   (RFC 5545 §3.8.7.2: without a METHOD, "the date and time that the information associated with the calendar
 *   component was last revised"), never the moment of the request: `stampEvent` compares a hash of the content with
 *   the one stored beside the event's row and keeps the stored moment while they match. So two downloads of an
 *   unchanged feed are the same text, byte for byte, and a conditional request can answer 304 (`calendarTag`).
 */
import { createHash } from 'node:crypto';
import { ICalCalendar, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { Db } from '#src/server/db/client';

/** The media type of a feed (RFC 5545 §8.1). */
export const CALENDAR_CONTENT_TYPE = 'text/calendar; charset=utf-8';

/** The right-hand part of every UID (RFC 5545 §3.8.4.7): fixed, not taken from PUBLIC_URL. */
export const CALENDAR_UID_DOMAIN = 'kandidaatplatform.nl';

/**
 * The UID of an event: `{kind}-{id}@kandidaatplatform.nl`, stable as long as the row exists.
 * @param kind what the row is, e.g. 'lesson', 'pat-day'.
 * @example calendarUid('lesson', '11') // 'lesson-11@kandidaatplatform.nl'
 */
export function calendarUid(kind: string, id: string): string {
  return `${kind}-${id}@${CALENDAR_UID_DOMAIN}`;
}

/** What an event shows; the same for every person whose feed holds it. */
export interface CalendarEventContent {
  /** `calendarUid(kind, id)`. */
  uid: string;
  start: Date;
  end: Date;
  /** The title (SUMMARY). */
  summary: string;
  /** The address (LOCATION), or null. */
  location: string | null;
  /** Lines such as 'Lokaal: B2.14' (DESCRIPTION), or null. */
  description: string | null;
  /**
   * SEQUENCE (RFC 5545 §3.8.7.4): how often its date, times or place changed (`pat_days.calendar_sequence`,
   * `education_lessons.calendar_sequence`); 0 when absent. The feed and the mailed `.ics` write the same number, so an
   * app that has the event from either keeps the newest.
   */
  sequence?: number;
}

/** An event with its DTSTAMP: when its content last changed. */
export interface CalendarEvent extends CalendarEventContent {
  stamp: Date;
}

/** The person whose feed is made: their user id and role. */
export interface CalendarPerson {
  id: string;
  role: string;
}

/**
 * A port through which a feature adds events to a person's feed (filled in where the routers are composed,
 * src/backend/app.ts; docs/decisions/043-where-shared-code-lives.md point 3). It returns only what `person` may see,
 * stamped with `stampEvent`, and may write the stamps beside its own rows.
 * @param now the moment of the request: the stamp of content it has not shown before.
 */
export type CalendarSource = (db: Db, person: CalendarPerson, now: Date) => Promise<CalendarEvent[]>;

/** 'Leerbedrijf Noord, Industrieweg 12, 1234 AB Zwolle' (empty parts left out). */
export function locationText(location: { name: string; street: string; postcode: string; city: string }): string {
  return [location.name, location.street, `${location.postcode} ${location.city}`.trim()].filter((part) => part.length > 0).join(', ');
}

/** The hex SHA-256 of what `event` shows (its UID, times, title, place and description). */
export function eventHash(event: CalendarEventContent): string {
  const shown = [event.uid, event.start.toISOString(), event.end.toISOString(), event.summary, event.location, event.description];
  return createHash('sha256').update(JSON.stringify(shown), 'utf8').digest('hex');
}

/**
 * `event` with its DTSTAMP: the stored moment while the content's hash matches the stored hash, else `now`; and the
 * hash and moment to store beside the event's row when they changed (null: nothing to write).
 * @param stored the hash and moment kept beside the row (both null before the event was first in a feed).
 */
export function stampEvent(
  event: CalendarEventContent,
  stored: { hash: string | null; stamp: Date | null },
  now: Date,
): { event: CalendarEvent; changed: { hash: string; stamp: Date } | null } {
  const hash = eventHash(event);
  if (stored.hash === hash && stored.stamp) return { event: { ...event, stamp: stored.stamp }, changed: null };
  return { event: { ...event, stamp: now }, changed: { hash, stamp: now } };
}

/**
 * The iCalendar text (RFC 5545, lines ending CRLF, folded at 75 octets, text escaped: `\,` `\;` `\n`) of a feed
 * named `name` (`X-WR-CALNAME`): one VEVENT per event in time order (then by UID), DTSTART/DTEND as UTC instants,
 * DTSTAMP the event's `stamp`. The same events (in any order) give the same text. Without events the calendar has none.
 */
export function calendarText(feed: { name: string; events: readonly CalendarEvent[] }): string {
  const calendar = new ICalCalendar({ name: feed.name, prodId: PROD_ID });
  return writeEvents(calendar, feed.events);
}

const PROD_ID = { company: 'Kandidaatplatform', product: 'Agenda', language: 'NL' };

/** Adds `events` to `calendar` in time order (then by UID) and returns its text, every line ending CRLF. */
function writeEvents(calendar: ICalCalendar, events: readonly (CalendarEvent & { cancelled?: boolean })[]): string {
  const sorted = [...events].sort((a, b) => a.start.getTime() - b.start.getTime() || a.uid.localeCompare(b.uid));
  for (const event of sorted) {
    calendar.createEvent({
      id: event.uid,
      stamp: event.stamp,
      start: event.start,
      end: event.end,
      summary: event.summary,
      location: event.location,
      description: event.description,
      sequence: event.sequence ?? 0,
      ...(event.cancelled ? { status: ICalEventStatus.CANCELLED } : {}),
    });
  }
  // ical-generator ends the last line without CRLF; RFC 5545 §3.1 ends every content line with one.
  const text = calendar.toString();
  return text.endsWith('\r\n') ? text : `${text}\r\n`;
}

/**
 * The media type of the `.ics` a notification mail carries (RFC 6047 §2.4, RFC 5546 §1.4 PUBLISH): the events are
 * published to the recipient, who is asked for no reply (REQUEST would need an ORGANIZER and ATTENDEE per person).
 */
export const INVITATION_CONTENT_TYPE = 'text/calendar; method=PUBLISH; charset=utf-8';

/** An event as a mail's `.ics` carries it: with its SEQUENCE, and `cancelled` for one that no longer takes place. */
export interface MailedEvent extends CalendarEventContent {
  sequence: number;
  /** STATUS:CANCELLED: a calendar app that has the event (same UID) removes or strikes it. */
  cancelled?: boolean;
}

/**
 * The iCalendar text of a mail's attachment (docs/decisions/054-notification-mails.md): METHOD:PUBLISH and the
 * same events as the personal feed (same UIDs, same content), each with its SEQUENCE, DTSTAMP `stamp` (the moment
 * the mail is made: RFC 5545 §3.8.7.2, with a METHOD the moment the object was created).
 */
export function invitationText(events: readonly MailedEvent[], stamp: Date): string {
  const calendar = new ICalCalendar({ prodId: PROD_ID, method: ICalCalendarMethod.PUBLISH });
  return writeEvents(
    calendar,
    events.map((event) => ({ ...event, stamp })),
  );
}

/** The hex SHA-256 of a feed's text: its version, stored to know when the feed last changed. */
export function calendarHash(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/**
 * Whether a conditional GET of a feed whose current version is `hash`, last changed at `changedAt`, is answered
 * 304 Not Modified (RFC 9110 §13.1.2, §13.1.3, §13.2.2): If-None-Match decides when present (weak comparison, so
 * the `W/` the gateway's compression adds still matches; `*` matches); otherwise If-Modified-Since, in whole
 * seconds, when the feed has not changed since.
 * @param etag the feed's entity tag, `"{hash}"`.
 */
export function notModified(headers: { ifNoneMatch?: string | undefined; ifModifiedSince?: string | undefined }, etag: string, changedAt: Date): boolean {
  if (headers.ifNoneMatch !== undefined) {
    return headers.ifNoneMatch
      .split(',')
      .map((tag) => tag.trim().replace(/^W\//, ''))
      .some((tag) => tag === '*' || tag === etag);
  }
  if (headers.ifModifiedSince === undefined) return false;
  const since = Date.parse(headers.ifModifiedSince);
  return Number.isFinite(since) && Math.floor(changedAt.getTime() / 1000) * 1000 <= since;
}
