import type { AstroCookies } from 'astro';
import { describe, expect, it } from 'vitest';
import { translate } from './catalogues.server';
import { errorTextsFor } from './error-texts.server';
import { languageOptions, requestVisitorLanguage, visitorFailureText, visitorLanguage, withLanguage } from './visitor-language.server';

/** A cookie jar with the parts of AstroCookies the visitor's language uses. */
function jar(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  const set: { name: string; value: string; options: unknown }[] = [];
  const cookies = {
    get: (name: string) => (values.has(name) ? { value: values.get(name) } : undefined),
    set: (name: string, value: string, options: unknown) => {
      values.set(name, value);
      set.push({ name, value, options });
    },
  } as unknown as AstroCookies;
  return { cookies, set };
}

const headers = (acceptLanguage?: string) => new Headers(acceptLanguage ? { 'accept-language': acceptLanguage } : {});

describe('visitorLanguage', () => {
  it('is Dutch for a visitor who says nothing, or only languages the platform does not have', () => {
    expect(visitorLanguage({})).toBe('nl');
    expect(visitorLanguage({ acceptLanguage: 'fr-FR, de;q=0.8' })).toBe('nl');
    expect(visitorLanguage({ acceptLanguage: 'nl-NL,nl;q=0.9,en;q=0.8' })).toBe('nl');
  });

  it('follows Accept-Language by q-value, a regional tag counting for its language', () => {
    expect(visitorLanguage({ acceptLanguage: 'ar' })).toBe('ar');
    expect(visitorLanguage({ acceptLanguage: 'ar-SA,ar;q=0.9' })).toBe('ar');
    expect(visitorLanguage({ acceptLanguage: 'fr;q=1, pl;q=0.4, tr;q=0.7' })).toBe('tr');
    expect(visitorLanguage({ acceptLanguage: 'en;q=0.5, uk-UA' })).toBe('uk');
    expect(visitorLanguage({ acceptLanguage: 'ar;q=0, en;q=0.1' })).toBe('en');
    expect(visitorLanguage({ acceptLanguage: ';;;q=x,,' })).toBe('nl');
  });

  it('puts ?lang= before the cookie, and the cookie before Accept-Language; unknown codes count as absent', () => {
    expect(visitorLanguage({ query: 'pl', cookie: 'tr', acceptLanguage: 'ar' })).toBe('pl');
    expect(visitorLanguage({ query: 'PL', acceptLanguage: 'ar' })).toBe('pl');
    expect(visitorLanguage({ cookie: 'tr', acceptLanguage: 'ar' })).toBe('tr');
    expect(visitorLanguage({ query: 'fr', cookie: 'xx', acceptLanguage: 'ar' })).toBe('ar');
    expect(visitorLanguage({ query: 'nl', acceptLanguage: 'ar' })).toBe('nl');
  });
});

describe('requestVisitorLanguage', () => {
  it('remembers a ?lang= choice in the lang cookie for a year, and the next page keeps it without the parameter', () => {
    const { cookies, set } = jar();
    expect(requestVisitorLanguage(new URL('https://x.nl/login?lang=pl'), cookies, headers('ar'))).toBe('pl');
    expect(set).toEqual([
      { name: 'lang', value: 'pl', options: { path: '/', maxAge: 365 * 24 * 60 * 60, sameSite: 'lax', httpOnly: true, secure: true } },
    ]);
    expect(requestVisitorLanguage(new URL('https://x.nl/forgot-password'), cookies, headers('ar'))).toBe('pl');
  });

  it('sets no cookie without a known ?lang=, and none again when it already holds the choice', () => {
    const none = jar();
    expect(requestVisitorLanguage(new URL('http://x.nl/login'), none.cookies, headers('ar'))).toBe('ar');
    expect(requestVisitorLanguage(new URL('http://x.nl/login?lang=klingon'), none.cookies, headers())).toBe('nl');
    expect(none.set).toEqual([]);
    const kept = jar({ lang: 'uk' });
    expect(requestVisitorLanguage(new URL('http://x.nl/login?lang=uk'), kept.cookies, headers())).toBe('uk');
    expect(kept.set).toEqual([]);
  });
});

describe('languageOptions', () => {
  it('offers the six languages by their own names, the same page with lang set and the mailed secret kept', () => {
    const options = languageOptions(new URL('https://x.nl/reset-password?token=abc&email=a%40b.nl&lang=tr'), 'tr');
    expect(options.map((o) => o.name)).toEqual(['Nederlands', 'English', 'Polski', 'Türkçe', 'Українська', 'العربية']);
    expect(options.find((o) => o.code === 'ar')).toEqual({
      code: 'ar',
      name: 'العربية',
      dir: 'rtl',
      href: '/reset-password?token=abc&email=a%40b.nl&lang=ar',
      current: false,
    });
    expect(options.filter((o) => o.current).map((o) => o.code)).toEqual(['tr']);
  });
});

describe('withLanguage', () => {
  it('adds lang to a mailed link unless the language is Dutch', () => {
    const link = 'https://platform.example/account/confirm?email=a%40b.nl&code=xyz';
    expect(withLanguage(link, 'nl')).toBe(link);
    expect(withLanguage(link, 'ar')).toBe(`${link}&lang=ar`);
  });
});

describe('visitorFailureText', () => {
  const pl = translate('pl');
  const texts = errorTextsFor('pl');

  it('shows the page’s own text for a known status, never the API’s Dutch title', () => {
    const failure = { status: 401, data: { title: 'E-mailadres of wachtwoord klopt niet.' } };
    expect(visitorFailureText(failure, pl, texts, { 401: pl('signIn.badCredentials') })).toBe('Adres e-mail lub hasło jest nieprawidłowe.');
    expect(visitorFailureText({ status: 429, data: { title: 'Te veel …' } }, pl, texts)).toBe(pl('visitor.tooMany'));
    expect(visitorFailureText({ status: 503 }, pl, texts)).toBe(pl('visitor.busy'));
    expect(visitorFailureText({ status: 400, data: { title: 'Iets in het Nederlands' } }, pl, texts)).toBe(texts.badRequest);
    expect(visitorFailureText(new Error('fetch failed'), pl, texts)).toBe(texts.noConnection);
    expect(visitorFailureText({ status: 500, statusText: 'Internal Server Error' }, pl, texts)).toContain('500');
  });
});
