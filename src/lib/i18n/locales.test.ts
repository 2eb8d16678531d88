import { expect, it } from 'vitest';
import { languageOf } from './locales';

it('names a language by its own name with lang and direction', () => {
  expect(languageOf('pl')).toEqual({ code: 'pl', name: 'Polski', lang: 'pl', dir: 'ltr' });
  expect(languageOf('ar')).toMatchObject({ name: 'العربية', dir: 'rtl' });
  expect(languageOf('xx')).toEqual({ code: 'xx', name: 'xx', lang: 'xx', dir: 'ltr' });
});
