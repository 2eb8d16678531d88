/**
 * Dates, times, numbers and greetings for screens, with `Intl` in the screen's language (Dutch by default,
 * spec §9; the candidate's language on candidate screens, docs/decisions/019) and always in Dutch time
 * (Europe/Amsterdam): pages render on a server that may run in UTC, and a date must read the same on the
 * server and in an island.
 */
import { DEFAULT_LANGUAGE, INTL_LOCALES, type Language } from './locales';

/** The time zone every date on screen is shown in. */
export const TIME_ZONE = 'Europe/Amsterdam';
/** The locale of every Dutch screen. */
export const LOCALE = INTL_LOCALES.nl;

type Formats = { date: Intl.DateTimeFormat; dateTime: Intl.DateTimeFormat; time: Intl.DateTimeFormat; number: Intl.NumberFormat };
const formats = new Map<Language, Formats>();

/** The formatters of `language`, made once (an `Intl` formatter is costly to make, cheap to use). */
function formatsOf(language: Language): Formats {
  let found = formats.get(language);
  if (!found) {
    const locale = INTL_LOCALES[language] ?? LOCALE;
    found = {
      date: new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: TIME_ZONE }),
      dateTime: new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: TIME_ZONE }),
      time: new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: TIME_ZONE }),
      number: new Intl.NumberFormat(locale),
    };
    formats.set(language, found);
  }
  return found;
}
const hourFormat = new Intl.DateTimeFormat(LOCALE, { hour: 'numeric', hourCycle: 'h23', timeZone: TIME_ZONE });

function toDate(value: string | number | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** '21 nov 2025' (nl) or '٢١ نوفمبر ٢٠٢٥' (ar) — an ISO string, epoch ms or Date; '' for an invalid value. */
export function formatDate(value: string | number | Date, language: Language = DEFAULT_LANGUAGE): string {
  const date = toDate(value);
  return date ? formatsOf(language).date.format(date) : '';
}

/** '21 nov 2025, 14:05' in Dutch time; '' for an invalid value. */
export function formatDateTime(value: string | number | Date, language: Language = DEFAULT_LANGUAGE): string {
  const date = toDate(value);
  return date ? formatsOf(language).dateTime.format(date) : '';
}

/** The clock time '14:05' in Dutch time, 24-hour, with the language's digits; '' for an invalid value. */
export function formatTime(value: string | number | Date, language: Language = DEFAULT_LANGUAGE): string {
  const date = toDate(value);
  return date ? formatsOf(language).time.format(date) : '';
}

/** '1.234' (nl), '1,234' (en), '١٬٢٣٤' (ar). */
export function formatNumber(value: number, language: Language = DEFAULT_LANGUAGE): string {
  return formatsOf(language).number.format(value);
}

/** The hour (0–23) of `date` in Dutch time. */
export function dutchHour(date: Date): number {
  return Number(hourFormat.format(date)) % 24;
}

/**
 * The part of the day in Dutch time, for the greeting `home.{part}` ('Goedemorgen'): morning 06:00–11:59,
 * afternoon 12:00–17:59, evening 18:00–05:59.
 */
export function dayPart(date: Date = new Date()): 'morning' | 'afternoon' | 'evening' {
  const hour = dutchHour(date);
  if (hour >= 6 && hour < 12) return 'morning';
  if (hour >= 12 && hour < 18) return 'afternoon';
  return 'evening';
}


/** The first word of a full name ('Fatima el Amrani' → 'Fatima'); the whole name when it has one word. */
export function firstName(name: string): string {
  const trimmed = name.trim();
  return trimmed.split(/\s+/)[0] ?? trimmed;
}
