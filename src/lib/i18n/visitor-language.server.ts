/**
 * The language of the pages a visitor sees before signing in: /login, /forgot-password, /reset-password,
 * /account/confirm and /account/setup (docs/decisions/055). Chosen, in this order, from:
 *
 * 1. the `lang` query parameter: the links in the invitation, set-up and password-reset mails carry the
 *    recipient's language, and the language switch on these pages uses it too;
 * 2. the `lang` cookie, which remembers that choice for a year;
 * 3. the browser's `Accept-Language` header (RFC 9110 §12.5.4, q-values honoured; parsed by `negotiator`), where
 *    a regional tag counts for its language (`ar-SA` → `ar`);
 * 4. Dutch (spec §9).
 *
 * Once signed in, the rules of src/middleware.ts apply instead (candidates their preferred language, staff Dutch):
 * this cookie is not read there.
 */
import type { AstroCookies } from 'astro';
import Negotiator from 'negotiator';
import { errorMessage, errorStatus, type ErrorTexts } from '#src/lib/errors';
import type { MessageKey } from './catalogues.server';
import { DEFAULT_LANGUAGE, LANGUAGE_NAMES, LANGUAGES, directionOf, isLanguage, type Language } from './locales';
import type { Translate } from './translate';

/** The query parameter that names the visitor's language ('?lang=pl'). */
export const LANG_PARAM = 'lang';
/** The cookie that remembers the visitor's language (a preference, not a secret; one year). */
export const LANG_COOKIE = 'lang';
const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** What the visitor's language is chosen from. Each part may be missing. */
export interface VisitorLanguageInput {
  /** The `lang` query parameter, as sent. */
  query?: string | null;
  /** The `lang` cookie's value. */
  cookie?: string | null;
  /** The `Accept-Language` request header, as sent. */
  acceptLanguage?: string | null;
}

/**
 * The visitor's language: a known `query` code, else a known `cookie` code, else the best of the six languages
 * by `acceptLanguage` (highest q first; q=0 means "not this one"; an unknown code or a malformed header counts
 * as absent), else Dutch. Codes are compared without regard to case.
 */
export function visitorLanguage(input: VisitorLanguageInput): Language {
  const query = input.query?.trim().toLowerCase();
  if (isLanguage(query)) return query;
  const cookie = input.cookie?.trim().toLowerCase();
  if (isLanguage(cookie)) return cookie;
  if (input.acceptLanguage) {
    const best = new Negotiator({ headers: { 'accept-language': input.acceptLanguage } }).language([...LANGUAGES]);
    if (isLanguage(best)) return best;
  }
  return DEFAULT_LANGUAGE;
}

/**
 * The visitor's language for a request (see `visitorLanguage`); a known `?lang=` is also remembered in the
 * `lang` cookie (path /, one year, SameSite=Lax, HttpOnly, Secure on https), so the pages after it (a form's
 * post, the next link) keep the choice without carrying the parameter.
 */
export function requestVisitorLanguage(url: URL, cookies: AstroCookies, headers: Headers): Language {
  const query = url.searchParams.get(LANG_PARAM);
  const language = visitorLanguage({ query, cookie: cookies.get(LANG_COOKIE)?.value, acceptLanguage: headers.get('accept-language') });
  if (isLanguage(query?.trim().toLowerCase()) && cookies.get(LANG_COOKIE)?.value !== language) {
    cookies.set(LANG_COOKIE, language, { path: '/', maxAge: YEAR_SECONDS, sameSite: 'lax', httpOnly: true, secure: url.protocol === 'https:' });
  }
  return language;
}

/** One option of the language switch. */
export interface LanguageOption {
  code: Language;
  /** The language's own name ('Polski'). */
  name: string;
  dir: 'ltr' | 'rtl';
  /** The same page in this language: its path and query with `lang` set (a link's secret, such as a code, kept). */
  href: string;
  /** True for the language the page is in now. */
  current: boolean;
}

/** The six options of the language switch on the page at `url`, shown now in `current`. */
export function languageOptions(url: URL, current: Language): LanguageOption[] {
  return LANGUAGES.map((code) => {
    const target = new URLSearchParams(url.search);
    target.set(LANG_PARAM, code);
    return { code, name: LANGUAGE_NAMES[code], dir: directionOf(code), href: `${url.pathname}?${target.toString()}`, current: code === current };
  });
}

/**
 * `link` with `lang=<language>` added when the language is not Dutch: the links the mails to a candidate carry, so
 * the page they lead to opens in the mail's language (Dutch links stay as they were).
 * @param link an absolute address (`linkTo`, src/server/secrets.ts).
 */
export function withLanguage(link: string, language: Language): string {
  if (language === DEFAULT_LANGUAGE) return link;
  const url = new URL(link);
  url.searchParams.set(LANG_PARAM, language);
  return url.toString();
}

/**
 * What a page before sign-in shows for a failed API call in a language other than Dutch. The API's titles are
 * Dutch (spec §8), so they are not shown; instead: the page's own text for a status it knows (`byStatus`, already in the
 * page's language, e.g. 401 of a sign-in), 'too many tries' for 429, 'very busy' for 503 (texts: accounts catalogue `visitor.*`), else spec
 * §8's catalogue in the page's language without the API's title (`errorTexts`, Astro.locals.errorTexts). A Dutch
 * page keeps showing the API's own title (see each page).
 * @param failure what the call threw (ofetch's FetchError) or `{ status }`.
 * @param t the page's translator (Astro.locals.t).
 */
export function visitorFailureText(
  failure: unknown,
  t: Translate<MessageKey>,
  errorTexts: ErrorTexts,
  byStatus: Partial<Record<number, string>> = {},
): string {
  const status = errorStatus(failure);
  const own = status === undefined ? undefined : byStatus[status];
  if (own) return own;
  if (status === 429) return t('visitor.tooMany');
  if (status === 503) return t('visitor.busy');
  const statusText = failure && typeof failure === 'object' ? (failure as { statusText?: unknown }).statusText : undefined;
  return errorMessage(status === undefined ? failure : { status, statusText }, {}, errorTexts).text;
}
