/**
 * Calendar days as the platform counts them: Europe/Amsterdam days written `YYYY-MM-DD` (ISO 8601), the form of
 * PostgreSQL `date` columns. A licence valid until 2026-12-31 is valid all of that Dutch day, also on a server
 * that runs in UTC. Uses Intl only.
 */
import { formatDate, TIME_ZONE } from '#src/lib/i18n/format';
import type { Language } from '#src/lib/i18n/locales';

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The Europe/Amsterdam day of `at` (default now), `YYYY-MM-DD`. */
export function amsterdamDay(at: Date = new Date()): string {
  return dayFormat.format(at);
}

/** `day` plus `days` calendar days (negative goes back), `YYYY-MM-DD`. @throws RangeError for a malformed day. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Geen dag: ${day}`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * A day `YYYY-MM-DD` as `language` writes it short ('21 nov 2026' in Dutch; lib/i18n/format.ts `formatDate`), read
 * at noon UTC so it is the same day in every time zone. '' for a malformed day.
 */
export function dayText(day: string, language?: Language): string {
  return formatDate(`${day}T12:00:00Z`, language);
}

const longDutchDay = new Intl.DateTimeFormat('nl-NL', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/**
 * A day `YYYY-MM-DD` written out in Dutch: '2026-11-26' → '26 november 2026' (Intl nl-NL), the day as written.
 * @throws RangeError for a string that is not a real day in that form.
 */
export function longDayText(day: string): string {
  if (!isDay(day)) throw new RangeError(`Geen datum JJJJ-MM-DD: ${day}`);
  return longDutchDay.format(new Date(`${day}T00:00:00Z`));
}

/** True for a day written `YYYY-MM-DD` that exists (no 30 February). */
export function isDay(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === text;
}

/** True for a wall-clock time `HH:MM` from 00:00 to 23:59 (24-hour). */
export function isClockTime(text: string): boolean {
  return /^([01]\d|2[0-3]):[0-5]\d$/.test(text);
}

/** The ISO 8601 weekday of a day `YYYY-MM-DD`: 1 Monday … 7 Sunday. @throws RangeError for a day that does not exist. */
export function isoWeekday(day: string): number {
  if (!isDay(day)) throw new RangeError(`Geen datum JJJJ-MM-DD: ${day}`);
  return new Date(`${day}T12:00:00Z`).getUTCDay() || 7;
}

const wallClockFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** How far the Europe/Amsterdam wall clock is ahead of UTC at epoch milliseconds `at`, in milliseconds. */
function amsterdamOffset(at: number): number {
  const part = Object.fromEntries(wallClockFormat.formatToParts(at).map((p) => [p.type, Number(p.value)]));
  const wall = Date.UTC(part.year!, part.month! - 1, part.day!, part.hour!, part.minute!, part.second!);
  return wall - Math.floor(at / 1000) * 1000;
}

const HOUR_MS = 3_600_000;

/**
 * The instant at which the Europe/Amsterdam wall clock reads `time` (`HH:MM`) on `day` (`YYYY-MM-DD`), with the
 * offset Intl's time-zone data gives for that moment: 19:00 is 17:00 UTC in summer time (UTC+2) and 18:00 UTC in
 * winter time (UTC+1), also on a server that runs in UTC. The two times the clock change makes odd are resolved as
 * Temporal's `disambiguation: 'compatible'` (and RFC 5545 §3.3.5) do: a time skipped on the last Sunday of March
 * (02:30) is read with the offset before the change, so it falls an hour later (03:30 summer time); a time that
 * happens twice on the last Sunday of October (02:30) is the first of the two (summer time).
 * @throws RangeError for a day or time that does not exist.
 */
export function amsterdamInstant(day: string, time: string): Date {
  if (!isDay(day) || !isClockTime(time)) throw new RangeError(`Geen dag en tijd JJJJ-MM-DD UU:MM: ${day} ${time}`);
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(year, month - 1, date, hour, minute);
  // At most one clock change happens within a day either side, so the offsets a day before and after are the only
  // two candidates; a candidate fits when the clock at that instant really reads the wall time.
  const before = amsterdamOffset(wall - 24 * HOUR_MS);
  const after = amsterdamOffset(wall + 24 * HOUR_MS);
  const fitting = [before, after].map((offset) => wall - offset).filter((at) => at + amsterdamOffset(at) === wall);
  return new Date(fitting.length > 0 ? Math.min(...fitting) : wall - before);
}
