import { parse, type Token } from '@messageformat/parser';
import { describe, expect, it } from 'vitest';
import { CATALOGUES, compiledMessages, messagesFor, translate, type Catalogue } from './catalogues.server';
import { nl as dutchTexts } from './nl';
import { INTL_LOCALES, LANGUAGES } from './locales';
import { formatDate, formatDateTime, formatNumber, formatTime } from './format';

/** Each argument of an ICU message with its type ('plain', 'number', 'plural', 'select', …), sorted. */
function argumentsOf(message: string): string[] {
  const found = new Set<string>();
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'argument') found.add(`${token.arg}:plain`);
      else if (token.type === 'function') found.add(`${token.arg}:${token.key}`);
      else if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
        found.add(`${token.arg}:${token.type}`);
        for (const branch of token.cases) walk(branch.tokens);
      }
    }
  };
  walk(parse(message));
  return [...found].sort();
}

/** The plural forms each plural argument of `message` gives. */
function pluralForms(message: string): string[][] {
  const forms: string[][] = [];
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'plural') forms.push(token.cases.map((branch) => branch.key));
      if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
        for (const branch of token.cases) walk(branch.tokens);
      }
    }
  };
  walk(parse(message));
  return forms;
}

describe('the candidate catalogues', () => {
  const catalogues = Object.entries(CATALOGUES).map(([name, catalogue]) => ({ name, catalogue: catalogue as Catalogue }));

  it.each(catalogues)('catalogue $name has every Dutch key in every language, and no other key', ({ catalogue }) => {
    const keys = Object.keys(catalogue.nl).sort();
    for (const language of LANGUAGES) {
      const translated = catalogue[language];
      const missing = keys.filter((key) => !(key in translated));
      const extra = Object.keys(translated).filter((key) => !(key in catalogue.nl));
      expect({ language, missing, extra }).toEqual({ language, missing: [], extra: [] });
    }
  });

  it.each(catalogues)('catalogue $name: every message is valid ICU with the arguments of its Dutch source', ({ catalogue }) => {
    for (const language of LANGUAGES) {
      for (const [key, text] of Object.entries(catalogue[language])) {
        expect(text.trim(), `${language} ${key} is empty`).not.toBe('');
        expect(() => parse(text), `${language} ${key} is not valid ICU MessageFormat`).not.toThrow();
        const source = catalogue.nl[key];
        if (source !== undefined) expect(argumentsOf(text), `${language} ${key}`).toEqual(argumentsOf(source));
      }
    }
  });

  it.each(catalogues)('catalogue $name: every plural has the forms the language needs for whole numbers', ({ catalogue }) => {
    for (const language of LANGUAGES) {
      const rules = new Intl.PluralRules(INTL_LOCALES[language]);
      const needed = new Set<string>();
      for (let n = 0; n < 200; n += 1) needed.add(rules.select(n));
      for (const [key, text] of Object.entries(catalogue[language])) {
        for (const forms of pluralForms(text)) {
          expect(forms, `${language} ${key}`).toContain('other');
          const missing = [...needed].filter((form) => !forms.includes(form) && form !== 'other');
          expect(missing, `${language} ${key} lacks plural forms`).toEqual([]);
        }
      }
    }
  });

  it('gives no key to two catalogues', () => {
    const seen = new Map<string, string>();
    for (const [name, catalogue] of Object.entries(CATALOGUES)) {
      for (const key of Object.keys(catalogue.nl)) {
        expect(seen.get(key), `${key} is in catalogues ${seen.get(key)} and ${name}`).toBeUndefined();
        seen.set(key, name);
      }
    }
  });

  it('keeps the Dutch error texts of spec §8 word for word', () => {
    const t = translate('nl');
    expect(t('errors.noConnection')).toBe(dutchTexts.errors.noConnection);
    expect(t('errors.badRequest')).toBe(dutchTexts.errors.badRequest);
    expect(t('errors.unauthorized')).toBe(dutchTexts.errors.unauthorized);
    expect(t('errors.other', { status: '{status}', statusText: '{statusText}' })).toBe(dutchTexts.errors.other);
  });
});

describe('translate', () => {
  it('fills in numbers and plural forms in the language', () => {
    expect(translate('nl')('home.unreadCount', { n: 1 })).toBe('Je hebt 1 ongelezen bericht.');
    expect(translate('nl')('home.unreadCount', { n: 3 })).toBe('Je hebt 3 ongelezen berichten.');
    expect(translate('nl')('pagination.current', { n: 2, of: 1200 })).toBe('Pagina 2 van 1.200');
  });

  it('compiles every message of every language', () => {
    for (const language of LANGUAGES) expect(Object.keys(compiledMessages(language)).length).toBeGreaterThan(0);
  });

  it("sends an island only its own areas' messages", () => {
    const messages = messagesFor('pl', 'imageViewer');
    expect(Object.keys(messages).length).toBeGreaterThan(0);
    expect(Object.keys(messages).every((key) => key.startsWith('imageViewer.'))).toBe(true);
  });
});

describe('formatting in the language', () => {
  const date = '2026-03-05T13:07:00Z'; // 14:07 in Amsterdam
  it('writes dates and times as each language does, in Dutch time', () => {
    expect(formatDate(date, 'nl')).toMatch(/^5 mrt\.? 2026$/);
    expect(formatDate(date, 'en')).toBe('5 Mar 2026');
    expect(formatDate(date, 'pl')).toMatch(/^5 mar 2026/);
    expect(formatDate(date, 'uk')).toMatch(/^5 бер\.? 2026/);
    expect(formatTime(date, 'tr')).toBe('14:07');
    expect(formatDateTime(date, 'en')).toMatch(/^5 Mar 2026.*14:07$/);
  });

  it('writes numbers with the separators of the language', () => {
    expect(formatNumber(1234.5, 'nl')).toBe('1.234,5');
    expect(formatNumber(1234.5, 'en')).toBe('1,234.5');
    expect(formatNumber(1234.5, 'pl')).toBe('1234,5');
    expect(formatNumber(12345.5, 'uk')).toMatch(/^12\s345,5$/);
  });

  it('writes Arabic dates right to left (marks between the parts)', () => {
    expect(formatDate(date, 'ar')).toContain('\u200f');
  });
});
