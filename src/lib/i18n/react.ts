/**
 * The translator of a React island, shared with its components (docs/decisions/019): the island builds
 * `translator(language, messages)` once from its `language` and `messages` props and provides it here.
 */
import { createContext, useContext } from 'react';
import type { MessageKey } from './catalogues.server';
import type { Language } from './locales';
import type { Translate } from './translate';

/** The island's interface language and its translator; keys are checked against the Dutch catalogues. */
export interface Translation {
  language: Language;
  t: Translate<MessageKey>;
}

/** Provided by the island's root component; null outside one. */
export const TranslateContext = createContext<Translation | null>(null);

/**
 * The interface language and translator of the island this component is rendered in.
 * @throws Error outside a `TranslateContext` provider.
 */
export function useTranslate(): Translation {
  const translation = useContext(TranslateContext);
  if (!translation) throw new Error('useTranslate() needs a TranslateContext provider');
  return translation;
}
