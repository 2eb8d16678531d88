/**
 * Turns a catalogue's compiled messages into text, for pages on the server and for islands in the browser
 * (docs/decisions/019). Messages are ICU MessageFormat ('Vraag {n, number} van {total, number}',
 * '{n, plural, one {# minuut} other {# minuten}}'), compiled on the server by catalogues.server.ts; Lingui's
 * runtime (@lingui/core, ~2 KB) fills them in with `Intl` for the language: plural forms by `Intl.PluralRules`,
 * numbers (`{n, number}` and `#`) by `Intl.NumberFormat`. An island gets the compiled messages of one language
 * as a prop, never the catalogues of all six.
 */
import { setupI18n } from '@lingui/core';
import type { CompiledMessage } from '@lingui/message-utils/compileMessage';
import { INTL_LOCALES, type Language } from './locales';

/** Compiled messages by key, of one language: what an island receives. */
export type Messages = Record<string, CompiledMessage>;

/** The values a message fills in, by argument name: numbers for `{n, number}` and plurals, text otherwise. */
export type Values = Record<string, string | number>;

/** Text of message `key` in the translator's language, with `values` filled in. */
export type Translate<K extends string = string> = (key: K, values?: Values) => string;

/**
 * A translator for `language` over `messages` (compiled, of that language). A key that is not in `messages`
 * comes back as the key itself, which the catalogue test makes impossible for the keys in the Dutch source.
 */
export function translator<K extends string = string>(language: Language, messages: Messages): Translate<K> {
  const locale = INTL_LOCALES[language];
  const i18n = setupI18n({ locale, messages: { [locale]: messages } });
  return (key, values) => i18n._(key, values);
}
