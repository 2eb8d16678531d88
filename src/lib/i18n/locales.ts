/**
 * The six languages of the platform (spec §9: Dutch is the default). They are both the content languages a
 * module or test is offered in and the interface languages of the candidate's screens (docs/decisions/019).
 * Zod-free and tiny: islands import it.
 */

/** Language codes (ISO 639-1), in the order the language choice shows them. `ar` is written right to left. */
export const LANGUAGES = ['nl', 'en', 'pl', 'tr', 'uk', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];

/** A text in Dutch and any of the other languages: Dutch is required (spec §9), the others optional. */
export type Localized = { nl: string } & Partial<Record<Exclude<Language, 'nl'>, string>>;

/** The default language of every screen (spec §9). */
export const DEFAULT_LANGUAGE: Language = 'nl';

/** Each language's name in that language itself (the language choice and the header's language switch). */
export const LANGUAGE_NAMES: Record<Language, string> = {
  nl: 'Nederlands',
  en: 'English',
  pl: 'Polski',
  tr: 'Türkçe',
  uk: 'Українська',
  ar: 'العربية',
};

/**
 * The BCP 47 tag `Intl` formats each language with. English is British English (day before month, 24-hour
 * clock), as candidates in the Netherlands read dates; Arabic is plain `ar`, for which CLDR writes Western digits
 * with Arabic words and marks (`ar-SY` would write Arabic-Indic digits ٠١٢٣; docs/decisions/019).
 */
export const INTL_LOCALES: Record<Language, string> = {
  nl: 'nl-NL',
  en: 'en-GB',
  pl: 'pl-PL',
  tr: 'tr-TR',
  uk: 'uk-UA',
  ar: 'ar',
};

/** True when `value` is one of the six language codes. */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** True for a language written right to left. */
export const isRtl = (language: Language): boolean => language === 'ar';

/** The value of the `dir` attribute for text in `language`. */
export const directionOf = (language: Language): 'ltr' | 'rtl' => (isRtl(language) ? 'rtl' : 'ltr');

/** A language code with its own name ('pl' → 'Polski'), its `lang` and writing direction; unknown codes as they are. */
export function languageOf(code: string): { code: string; name: string; lang: string; dir: 'ltr' | 'rtl' } {
  if (!isLanguage(code)) return { code, name: code, lang: code, dir: 'ltr' };
  return { code, name: LANGUAGE_NAMES[code], lang: code, dir: isRtl(code) ? 'rtl' : 'ltr' };
}
