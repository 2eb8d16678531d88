/**
 * The date a certificate states, written out as on the certificate itself: the day in Europe/Amsterdam in the
 * reader's language ('18 september 2026', '18 września 2026'). Client-safe and pure.
 */
import { INTL_LOCALES, type Language } from '#src/lib/i18n/locales';

/** The day of `at` (a Date or ISO 8601 text) in Europe/Amsterdam, written out in `language`. */
export function certificateDay(at: Date | string, language: Language): string {
  return new Intl.DateTimeFormat(INTL_LOCALES[language], { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Amsterdam' }).format(new Date(at));
}
