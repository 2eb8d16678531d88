import { describe, expect, it } from 'vitest';
import { languageOptions, moduleParam } from './candidate-reading';

describe('languageOptions', () => {
  it('names each language in itself, keeps the platform order and puts the preferred one first', () => {
    const options = languageOptions(['ar', 'nl', 'pl', 'en', 'tr', 'uk'], 'pl');
    expect(options.map((o) => o.name)).toEqual(['Polski', 'Nederlands', 'English', 'Türkçe', 'Українська', 'العربية']);
    expect(options[0]).toMatchObject({ code: 'pl', preferred: true, dir: 'ltr' });
    expect(options.find((o) => o.code === 'ar')?.dir).toBe('rtl');
    expect(options.filter((o) => o.preferred)).toHaveLength(1);
  });

  it('takes { code, name } objects, leaves out unknown codes and ignores a preference the test lacks', () => {
    const options = languageOptions([{ code: 'nl' }, { code: 'xx' }, { code: 'en' }], 'ar');
    expect(options.map((o) => o.code)).toEqual(['nl', 'en']);
    expect(options.some((o) => o.preferred)).toBe(false);
    expect(languageOptions([], null)).toEqual([]);
  });
});

describe('moduleParam', () => {
  it('accepts positions from 1', () => {
    expect(moduleParam('1')).toBe(1);
    expect(moduleParam(' 12 ')).toBe(12);
  });

  it('refuses anything else', () => {
    for (const value of [null, undefined, '', '0', '-1', '1.5', 'abc', '1e2', '1000', '2; drop']) {
      expect(moduleParam(value)).toBeNull();
    }
  });
});
