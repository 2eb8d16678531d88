/**
 * The language of a page (docs/decisions/019): Dutch for everyone (spec §9) except candidates, whose screens
 * follow their preferred language (the profile, from `GET /api/user/headerinfo` `language`) and, inside a test,
 * the test's language. The header's switch lets a candidate see Dutch at any time: `?taal=nl` keeps Dutch in a
 * cookie, `?taal=eigen` returns to their own language.
 */
import type { AstroCookies } from 'astro';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './locales';
import { translate } from './catalogues.server';
import { errorTextsFor } from './error-texts.server';

/** The cookie that keeps a candidate's choice for Dutch (a preference, not a secret; one year). */
export const DUTCH_COOKIE = 'taal';
/** The query parameter of the header's switch: `nl` for Dutch, `eigen` for the candidate's own language. */
export const SWITCH_PARAM = 'taal';
const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Sets the page's language, translator and error texts on `locals`. */
export function setPageLanguage(locals: App.Locals, language: Language): void {
  locals.language = language;
  locals.t = translate(language);
  locals.errorTexts = errorTextsFor(language);
}

/**
 * The language a candidate's page is shown in: Dutch when they chose Dutch in the header, else `preferred`
 * (a test's language inside a test, else their profile's), else Dutch.
 */
export function candidateLanguage(cookies: AstroCookies, preferred: unknown): Language {
  if (cookies.get(DUTCH_COOKIE)?.value === 'nl') return DEFAULT_LANGUAGE;
  return isLanguage(preferred) ? preferred : DEFAULT_LANGUAGE;
}

/**
 * Inside a test: show the page in the test's language (unless the candidate chose Dutch) and let the header's
 * switch offer it back. Call from the page's frontmatter, before anything is rendered.
 */
export function useTestLanguage(locals: App.Locals, cookies: AstroCookies, testLanguage: Language): void {
  locals.ownLanguage = testLanguage;
  setPageLanguage(locals, candidateLanguage(cookies, testLanguage));
}

/**
 * Handles the header's switch: for `?taal=nl` or `?taal=eigen` stores or clears the Dutch cookie and answers the
 * address without the parameter (303). Null when the request has no switch parameter.
 */
export function languageSwitch(url: URL, cookies: AstroCookies): string | null {
  const choice = url.searchParams.get(SWITCH_PARAM);
  if (choice === null) return null;
  if (choice === 'nl') {
    cookies.set(DUTCH_COOKIE, 'nl', { path: '/', maxAge: YEAR_SECONDS, sameSite: 'lax', httpOnly: true, secure: url.protocol === 'https:' });
  } else {
    cookies.delete(DUTCH_COOKIE, { path: '/' });
  }
  const target = new URL(url);
  target.searchParams.delete(SWITCH_PARAM);
  return `${target.pathname}${target.search}${target.hash}`;
}
