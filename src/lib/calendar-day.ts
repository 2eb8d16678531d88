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
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const date = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
  if (!date || date.toISOString().slice(0, 10) !== day) throw new RangeError(`Geen datum JJJJ-MM-DD: ${day}`);
  return longDutchDay.format(date);
}
