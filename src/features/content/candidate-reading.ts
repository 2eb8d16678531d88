/**
 * What the candidate's pages that read module content share (spec §2: the profession test's language choice and
 * player, /dashboard/profile, and the PAT and education reader /candidate/{pat|education}/…): the languages offered,
 * each named in itself, and the module position in the page address. Pure and client-safe; the texts around them come
 * from the page's translator.
 */
import { LANGUAGE_NAMES, LANGUAGES, isRtl, type Language } from './model';

/** A language as the language choice and the profile show it: own name, `lang`, and `dir` for Arabic. */
export interface LanguageOption {
  code: Language;
  name: string;
  dir: 'ltr' | 'rtl';
  preferred: boolean;
}

/**
 * The languages a test (or a PAT or education) offers, each named in its own language, with the candidate's
 * preferred language first and marked. Unknown codes are left out; the rest keep the platform's order (LANGUAGES).
 */
export function languageOptions(offered: readonly (string | { code: string })[], preferred: string | null | undefined): LanguageOption[] {
  const codes = new Set(offered.map((l) => (typeof l === 'string' ? l : l.code)));
  const options = LANGUAGES.filter((code) => codes.has(code)).map((code) => ({
    code,
    name: LANGUAGE_NAMES[code],
    dir: isRtl(code) ? ('rtl' as const) : ('ltr' as const),
    preferred: code === preferred,
  }));
  return [...options.filter((o) => o.preferred), ...options.filter((o) => !o.preferred)];
}

/** The `?module=` value as a module position (1–999), or null when missing or not a whole number. */
export function moduleParam(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,3}$/.test(value.trim())) return null;
  const n = Number(value.trim());
  return n >= 1 ? n : null;
}
