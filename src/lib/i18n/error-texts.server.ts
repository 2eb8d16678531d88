/**
 * Spec §8's error catalogue in a page's language, for `load()` and `errorMessage()` on candidate pages and as a
 * prop for their islands (docs/decisions/019). Dutch pages get spec §8's texts word for word.
 */
import { DUTCH_ERROR_TEXTS, type ErrorTexts } from '#src/lib/errors';
import { translate } from './catalogues.server';
import type { Language } from './locales';

const made = new Map<Language, ErrorTexts>();

/** The error texts of `language`, made once per process. */
export function errorTextsFor(language: Language): ErrorTexts {
  if (language === 'nl') return DUTCH_ERROR_TEXTS;
  let texts = made.get(language);
  if (!texts) {
    const t = translate(language);
    texts = {
      ...DUTCH_ERROR_TEXTS,
      noConnection: t('errors.noConnection'),
      badRequest: t('errors.badRequest'),
      unauthorized: t('errors.unauthorized'),
      other: t('errors.other', { status: '{status}', statusText: '{statusText}' }),
    };
    made.set(language, texts);
  }
  return texts;
}
