/**
 * Calendar days as the platform counts them: Europe/Amsterdam days written `YYYY-MM-DD` (ISO 8601), the form of
 * PostgreSQL `date` columns. A licence valid until 2026-12-31 is valid all of that Dutch day, also on a server
 * that runs in UTC. Uses Intl only.
 */
import { TIME_ZONE } from '#src/lib/i18n/format';

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
