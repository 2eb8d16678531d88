/**
 * Dates, numbers and greetings for screens, always in Dutch (nl-NL) and in Dutch time (Europe/Amsterdam):
 * pages render on a server that may run in UTC, and a date must read the same on the server and in an island.
 */
import { home } from './nl';

/** The time zone every date on screen is shown in. */
export const TIME_ZONE = 'Europe/Amsterdam';
/** The locale of every screen. */
export const LOCALE = 'nl-NL';

const dateFormat = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium', timeZone: TIME_ZONE });
const dateTimeFormat = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium', timeStyle: 'short', timeZone: TIME_ZONE });
const hourFormat = new Intl.DateTimeFormat(LOCALE, { hour: 'numeric', hourCycle: 'h23', timeZone: TIME_ZONE });
const numberFormat = new Intl.NumberFormat(LOCALE);

function toDate(value: string | number | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** '21 nov 2025' — an ISO string, epoch ms or Date; '' for an invalid value. */
export function formatDate(value: string | number | Date): string {
  const date = toDate(value);
  return date ? dateFormat.format(date) : '';
}

/** '21 nov 2025, 14:05' in Dutch time; '' for an invalid value. */
export function formatDateTime(value: string | number | Date): string {
  const date = toDate(value);
  return date ? dateTimeFormat.format(date) : '';
}

/** '1.234' */
export function formatNumber(value: number): string {
  return numberFormat.format(value);
}

/** The hour (0–23) of `date` in Dutch time. */
export function dutchHour(date: Date): number {
  return Number(hourFormat.format(date)) % 24;
}

/**
 * 'Goedemorgen' (06:00–11:59), 'Goedemiddag' (12:00–17:59) or 'Goedenavond' (18:00–05:59), by the hour of
 * `date` in Dutch time.
 */
export function greeting(date: Date = new Date()): string {
  const hour = dutchHour(date);
  if (hour >= 6 && hour < 12) return home.morning;
  if (hour >= 12 && hour < 18) return home.afternoon;
  return home.evening;
}

/** The first word of a full name ('Fatima el Amrani' → 'Fatima'); the whole name when it has one word. */
export function firstName(name: string): string {
  const trimmed = name.trim();
  return trimmed.split(/\s+/)[0] ?? trimmed;
}
