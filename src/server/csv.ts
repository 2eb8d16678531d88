/**
 * CSV exports for spreadsheets, one way for every export (the PAT result list, an education's attendance):
 * `;`-separated, CRLF line ends, UTF-8 with a byte order mark (so Excel reads é and ë), formulas escaped
 * (csv-stringify `escape_formulas`, OWASP "CSV Injection"), and dates written ISO 8601 — `YYYY-MM-DD`, a moment
 * `YYYY-MM-DD HH:MM` in Europe/Amsterdam — which Excel and LibreOffice read as dates in any locale, where '23 nov
 * 2026' stays text.
 */
import { stringify } from 'csv-stringify/sync';
import { amsterdamDay } from '#src/lib/calendar-day';
import { TIME_ZONE } from '#src/lib/i18n/format';

const clock = new Intl.DateTimeFormat('en-GB', { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** A day for a CSV cell: a `YYYY-MM-DD` text as it is, a moment (Date or ISO text) as its Europe/Amsterdam day; '' for none. */
export function csvDay(value: Date | string | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  return amsterdamDay(typeof value === 'string' ? new Date(value) : value);
}

/** A moment for a CSV cell: `YYYY-MM-DD HH:MM`, Europe/Amsterdam, 24-hour; '' for none. */
export function csvDateTime(value: Date | string | null | undefined): string {
  if (value === null || value === undefined) return '';
  const at = typeof value === 'string' ? new Date(value) : value;
  return `${amsterdamDay(at)} ${clock.format(at)}`;
}

/**
 * The CSV text of `header` and `lines` (see the module comment): byte order mark, `;`, CRLF, formulas escaped.
 * @param lines cells as text or numbers; write days and moments with `csvDay` and `csvDateTime`.
 */
export function toCsv(header: readonly string[], lines: readonly (readonly (string | number)[])[]): string {
  return '\uFEFF' + stringify([[...header], ...lines.map((l) => [...l])], { delimiter: ';', record_delimiter: '\r\n', escape_formulas: true });
}
