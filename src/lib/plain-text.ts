/**
 * Which characters plain-text fields may hold, and the same texts made safe to print (docs/decisions/040). Zod-free
 * and client-safe: the contracts' field schemas (lib/text-fields.ts `singleLine`, `multiLine`) check input with
 * these rules, and every document renderer (the Typst PDFs, the UBL invoice) cleans stored text with them, because
 * text stored before the rules existed may still hold anything.
 *
 * Refused in every text field (single-line and multi-line):
 * - C0 and C1 control characters (U+0000–U+001F, U+007F–U+009F) other than tab, line feed and carriage return:
 *   Typst refuses them in a tagged PDF (the font has no glyph), XML 1.0 forbids most of them, and on screen they
 *   are invisible — U+000B is the line break Word copies along;
 * - U+2028 and U+2029 (line and paragraph separator), which no text box types but many programs break lines on;
 * - the bidirectional embeddings, overrides and isolates U+202A–U+202E and U+2066–U+2069 (Unicode UAX #9): an
 *   unclosed U+202E (right-to-left override) shows the rest of a line backwards, in a list, a sentence or a PDF
 *   ("Trojan Source", CVE-2021-42574);
 * - U+FEFF (byte order mark, zero width no-break space), which Typst refuses in a tagged PDF.
 * Single-line fields (names, titles, addresses) refuse tab, line feed and carriage return too.
 *
 * Kept: the bidirectional marks U+200E, U+200F and U+061C. They only settle the direction of the neutral characters
 * next to them and cannot turn text around; phone keyboards for Arabic and Hebrew insert them, so refusing them would
 * refuse names people typed. Zero width space, joiner and non-joiner (U+200B–U+200D) are kept too: Persian and
 * Arabic spelling and emoji need them.
 */

/** Characters no text field may hold (see the module's comment), one at a time. */
// eslint-disable-next-line no-control-regex
const NEVER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069\uFEFF]/;
/** The same, all of them (for replacing). */
const NEVER_ALL = new RegExp(NEVER.source, 'g');
/** Tab, line feed, carriage return: allowed in multi-line fields only. */
const LINE_CHARACTERS = /[\t\n\r]/;

/** Characters that end a line when stored text is printed: CR LF, CR, LF, VT, FF, NEL, U+2028, U+2029. */
// eslint-disable-next-line no-control-regex
const LINE_BREAKS = /\r\n|[\n\r\u000B\u000C\u0085\u2028\u2029]/g;
/** Runs of line breaks (as LINE_BREAKS) and tabs. */
// eslint-disable-next-line no-control-regex
const LINE_BREAKS_AND_TABS = /(?:\r\n|[\t\n\r\u000B\u000C\u0085\u2028\u2029])+/g;

/** True when `text` fits a single-line field: no control character at all, no separator, no bidi control. */
export function isSingleLineText(text: string): boolean {
  return !NEVER.test(text) && !LINE_CHARACTERS.test(text);
}

/** True when `text` fits a multi-line field: tabs and line breaks (LF, CR) allowed, the other characters as above. */
export function isMultiLineText(text: string): boolean {
  return !NEVER.test(text);
}

/**
 * Stored text of a single-line field as a document prints it: every line break and tab becomes a space (runs of them
 * one space), the other refused characters (see the module's comment) are dropped.
 * @example printableLine('Acme\u000BB.V. \u202Eabc') // 'Acme B.V. abc'
 */
export function printableLine(text: string): string {
  return text.replace(LINE_BREAKS_AND_TABS, ' ').replace(NEVER_ALL, '');
}

/**
 * Stored text of a multi-line field as a document prints it: every kind of line break becomes '\n' (VT, FF, NEL,
 * U+2028 and U+2029 too), tabs stay, the other refused characters are dropped.
 * @example printableLines('a\r\nb\u2028c\u202E') // 'a\nb\nc'
 */
export function printableLines(text: string): string {
  return text.replace(LINE_BREAKS, '\n').replace(NEVER_ALL, '');
}

/** Longest run of characters without a break opportunity that `breakLongWords` leaves alone. */
export const LONGEST_UNBROKEN = 30;

/** A run of more than LONGEST_UNBROKEN characters that are neither white space nor a zero width space. */
const LONG_RUN = new RegExp(`[^\\s\\u200B]{${LONGEST_UNBROKEN + 1},}`, 'gu');
/** LONGEST_UNBROKEN characters (code points). */
const PIECE = new RegExp(`[^]{1,${LONGEST_UNBROKEN}}`, 'gu');

/**
 * `text` with a zero width space (U+200B, a break opportunity that prints nothing; Unicode UAX #14 class ZW) after
 * every LONGEST_UNBROKEN characters of a longer run without white space, so that a line can break inside a
 * 3,000-character word or address instead of running off the page. Shorter words are unchanged; code points are
 * never split. Meant for documents (the report PDF), not for stored text.
 * @example breakLongWords('a'.repeat(70)) // 30 a's, U+200B, 30 a's, U+200B, 10 a's
 */
export function breakLongWords(text: string): string {
  return text.replace(LONG_RUN, (run) => run.match(PIECE)!.join('\u200B'));
}
