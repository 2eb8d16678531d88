/**
 * The writing direction of a text, from its first strong directional character (Unicode Bidirectional Algorithm,
 * UAX #9 rules P2–P3): Hebrew, Arabic, Syriac, Thaana, N'Ko and the Arabic presentation forms are right to left;
 * any letter of another script left to right; a text without letters (digits, punctuation) left to right. Used to
 * set `dir="rtl"` on a candidate's Arabic reflection on screen and in the report's PDF (WCAG 2.2 SC 1.3.2).
 * Client-safe and pure.
 */

/** Right-to-left letters: Hebrew … N'Ko (U+0590–U+07FF), and the Hebrew and Arabic presentation forms. */
const RTL = /[\u0590-\u07ff\ufb1d-\ufdff\ufe70-\ufeff]/u;
/** Any letter. */
const LETTER = /\p{L}/u;

/** 'rtl' when the first letter of `text` is of a right-to-left script, else 'ltr'. */
export function textDirection(text: string): 'ltr' | 'rtl' {
  for (const char of text) {
    if (RTL.test(char)) return 'rtl';
    if (LETTER.test(char)) return 'ltr';
  }
  return 'ltr';
}
