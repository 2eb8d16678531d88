/**
 * The lesson events (calendar.server.ts) in a feed (src/server/icalendar.ts `calendarText`), read back with ical.js as a calendar app would: events with stable UIDs,
 * 19:00 Amsterdam on both sides of the end of summer time, escaped commas, semicolons and newlines, skipped and
 * cancelled lessons absent, line folding and CRLF line ends (RFC 5545 §3.1), and the same text for the same input.
 */
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { calendarText } from '#src/server/icalendar';
import { CALENDAR_CONTENT_TYPE, lessonEvents, lessonUid, type CalendarLesson } from './calendar.server';
import { weeklySchedule } from './schedule';

const now = new Date('2026-10-01T08:00:00Z');
const place = { name: 'Leerbedrijf Noord', street: 'Industrieweg 12', postcode: '8011 AB', city: 'Zwolle' };
const lesson = (id: string, day: string, more: Partial<CalendarLesson> = {}): CalendarLesson => ({
  id,
  day,
  startsAt: '19:00',
  endsAt: '21:30',
  title: 'Heftruck basis',
  location: place,
  room: 'B2.14',
  teachers: ['Fatima El Amrani'],
  ...more,
});

/** The feed of `lessons` as the API writes it (educations/api/calendar.ts), every event stamped `now`. */
function lessonCalendar(feed: { name: string; now: Date; lessons: readonly CalendarLesson[] }): string {
  return calendarText({ name: feed.name, events: lessonEvents(feed.lessons).map(({ lessonId: _, ...event }) => ({ ...event, stamp: feed.now })) });
}

/** An instant as the Amsterdam wall clock reads it: '2026-10-20 19:00'. */
const amsterdamClock = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Amsterdam',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The feed's events as ical.js reads them. */
function events(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return {
    name: calendar.getFirstPropertyValue('x-wr-calname'),
    events: calendar.getAllSubcomponents('vevent').map((component) => {
      const event = new ICAL.Event(component);
      return {
        uid: event.uid,
        summary: event.summary,
        location: event.location,
        description: event.description,
        start: event.startDate.toJSDate(),
        end: event.endDate.toJSDate(),
        stamp: (component.getFirstPropertyValue('dtstamp') as ICAL.Time).toJSDate(),
      };
    }),
  };
}

describe('lessonCalendar', () => {
  it('writes each lesson as an event with a stable UID, the title, the address, room and teacher', () => {
    const text = lessonCalendar({ name: 'Lessen – Kandidaatplatform', now, lessons: [lesson('11', '2026-09-08')] });
    expect(events(text)).toEqual({
      name: 'Lessen – Kandidaatplatform',
      events: [
        {
          uid: 'lesson-11@kandidaatplatform.nl',
          summary: 'Heftruck basis',
          location: 'Leerbedrijf Noord, Industrieweg 12, 8011 AB Zwolle',
          description: 'Lokaal: B2.14\nDocent: Fatima El Amrani',
          start: new Date('2026-09-08T17:00:00Z'),
          end: new Date('2026-09-08T19:30:00Z'),
          stamp: now,
        },
      ],
    });
    expect(lessonUid('11')).toBe('lesson-11@kandidaatplatform.nl');
    expect(CALENDAR_CONTENT_TYPE).toBe('text/calendar; charset=utf-8');
  });

  it('puts a 19:00 lesson at 19:00 Amsterdam on the Tuesdays before and after the last Sunday of October', () => {
    const text = lessonCalendar({ name: 'Lessen', now, lessons: [lesson('a', '2026-10-20'), lesson('b', '2026-10-27')] });
    const [before, after] = events(text).events;
    expect(amsterdamClock.format(before!.start)).toBe('2026-10-20 19:00');
    expect(amsterdamClock.format(after!.start)).toBe('2026-10-27 19:00');
    expect(amsterdamClock.format(after!.end)).toBe('2026-10-27 21:30');
    // The instants differ by a week and an hour: the clocks went back in between.
    expect(after!.start.getTime() - before!.start.getTime()).toBe((7 * 24 + 1) * 3_600_000);
    expect(text).toContain('DTSTART:20261020T170000Z');
    expect(text).toContain('DTSTART:20261027T180000Z');
  });

  it('escapes commas, semicolons and newlines, and the reader gets the text back as written', () => {
    const title = 'Heftruck, reachtruck; veiligheid\nDeel 2';
    const text = lessonCalendar({
      name: 'Lessen',
      now,
      lessons: [lesson('x', '2026-09-08', { title, room: 'Hal 1; achterin', teachers: ['Fatima El Amrani', 'Jan de Vries'] })],
    });
    expect(text).toContain('SUMMARY:Heftruck\\, reachtruck\\; veiligheid\\nDeel 2');
    const [event] = events(text).events;
    expect(event).toMatchObject({ summary: title, description: 'Lokaal: Hal 1; achterin\nDocenten: Fatima El Amrani, Jan de Vries' });
  });

  it('adds the notes for the candidates to the description as ‘Let op’', () => {
    const text = lessonCalendar({ name: 'Lessen', now, lessons: [lesson('n', '2026-09-08', { candidateNotes: 'Neem een pen mee.\nEn je pas.' })] });
    expect(events(text).events[0]?.description).toBe('Lokaal: B2.14\nDocent: Fatima El Amrani\nLet op: Neem een pen mee.\nEn je pas.');
  });

  it('leaves out a skipped day of the series and a cancelled lesson', () => {
    const planned = weeklySchedule({ firstDay: '2026-10-13', startsAt: '19:00', endsAt: '21:30', count: 3, skip: ['2026-10-20'] });
    if (!planned.ok) throw new Error(planned.problems.join('\n'));
    const lessons = planned.lessons.map((l, i) => ({ ...lesson(`s${i}`, l.day), ...l }));
    lessons.push(lesson('off', '2026-11-10', { cancelled: true }));
    const found = events(lessonCalendar({ name: 'Lessen', now, lessons })).events;
    expect(found.map((e) => amsterdamClock.format(e.start))).toEqual(['2026-10-13 19:00', '2026-10-27 19:00', '2026-11-03 19:00']);
    expect(found.map((e) => e.uid)).toEqual(['lesson-s0@kandidaatplatform.nl', 'lesson-s1@kandidaatplatform.nl', 'lesson-s2@kandidaatplatform.nl']);
  });

  it('writes a lesson without place, room or teachers without those lines', () => {
    const text = lessonCalendar({ name: 'Lessen', now, lessons: [lesson('bare', '2026-09-08', { location: null, room: null, teachers: [] })] });
    expect(text).not.toContain('LOCATION');
    expect(text).not.toContain('DESCRIPTION');
    expect(events(text).events).toHaveLength(1);
  });

  it('is valid line by line: CRLF endings, folded at 75 octets, events in time order, the same text for the same input', () => {
    const input = {
      name: 'Lessen',
      now,
      lessons: [lesson('late', '2026-12-01'), lesson('long', '2026-09-08', { title: `Opleiding ${'magazijnmedewerker '.repeat(8)}` })],
    };
    const text = lessonCalendar(input);
    expect(text).toBe(lessonCalendar({ ...input, lessons: [...input.lessons].reverse() }));
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    const lines = text.split('\r\n').slice(0, -1);
    expect(lines.every((line) => !line.includes('\n') && new TextEncoder().encode(line).length <= 75)).toBe(true);
    expect(events(text).events.map((e) => e.uid)).toEqual(['lesson-long@kandidaatplatform.nl', 'lesson-late@kandidaatplatform.nl']);
    expect(events(text).events[0]!.summary).toBe(`Opleiding ${'magazijnmedewerker '.repeat(8)}`);
  });

  it('refuses a lesson whose time does not exist', () => {
    expect(() => lessonCalendar({ name: 'Lessen', now, lessons: [lesson('x', '2026-09-08', { startsAt: '25:00' })] })).toThrow(RangeError);
  });
});
