import type { AstroCookies } from 'astro';
import { describe, expect, it } from 'vitest';
import { candidateLanguage, languageSwitch, setPageLanguage, useTestLanguage } from './page-language.server';

/** A cookie jar with the parts of AstroCookies the language switch uses. */
function jar(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  const set: { name: string; value: string; options: unknown }[] = [];
  const cookies = {
    get: (name: string) => (values.has(name) ? { value: values.get(name) } : undefined),
    set: (name: string, value: string, options: unknown) => {
      values.set(name, value);
      set.push({ name, value, options });
    },
    delete: (name: string) => {
      values.delete(name);
    },
  } as unknown as AstroCookies;
  return { cookies, values, set };
}

describe('candidateLanguage', () => {
  it('follows the preferred language, Dutch when there is none or it is unknown', () => {
    expect(candidateLanguage(jar().cookies, 'ar')).toBe('ar');
    expect(candidateLanguage(jar().cookies, null)).toBe('nl');
    expect(candidateLanguage(jar().cookies, 'fr')).toBe('nl');
  });

  it('shows Dutch after the candidate chose Dutch in the header', () => {
    expect(candidateLanguage(jar({ taal: 'nl' }).cookies, 'pl')).toBe('nl');
  });
});

describe('languageSwitch', () => {
  it('keeps the choice for Dutch and returns to the same address without the parameter', () => {
    const { cookies, values, set } = jar();
    expect(languageSwitch(new URL('https://x.nl/dashboard/test/abc?module=2&taal=nl'), cookies)).toBe('/dashboard/test/abc?module=2');
    expect(values.get('taal')).toBe('nl');
    expect(set[0]?.options).toMatchObject({ path: '/', httpOnly: true, secure: true, sameSite: 'lax' });
  });

  it('forgets the choice for Dutch with taal=eigen', () => {
    const { cookies, values } = jar({ taal: 'nl' });
    expect(languageSwitch(new URL('http://localhost/dashboard/overzicht?taal=eigen'), cookies)).toBe('/dashboard/overzicht');
    expect(values.has('taal')).toBe(false);
  });

  it('does nothing without the parameter', () => {
    expect(languageSwitch(new URL('http://localhost/dashboard/overzicht'), jar().cookies)).toBeNull();
  });
});

describe('useTestLanguage', () => {
  it("shows a test page in the test's language and offers it back after Dutch was chosen", () => {
    const locals = {} as App.Locals;
    setPageLanguage(locals, 'pl');
    useTestLanguage(locals, jar().cookies, 'ar');
    expect(locals.language).toBe('ar');
    expect(locals.t('header.logout')).not.toBe('Uitloggen');

    useTestLanguage(locals, jar({ taal: 'nl' }).cookies, 'ar');
    expect(locals.language).toBe('nl');
    expect(locals.ownLanguage).toBe('ar');
    expect(locals.t('header.logout')).toBe('Uitloggen');
  });
});
