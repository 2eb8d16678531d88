/**
 * Plural texts for a small script or island that carries no catalogue (the header's sign-out guard, the
 * notifications menu): a message with a count rendered once per plural category of the language, with the
 * number left as `{n}`. The browser picks the category and fills in the number (count-text.ts `countText`).
 */
import type { PluralTemplates } from './count-text';
import { formatNumber } from './format';
import { INTL_LOCALES, type Language } from './locales';
import type { Translate } from './translate';

/**
 * `key` rendered for the smallest whole number of each plural category of `language` (0–999; categories only
 * fractions reach are left out), with that number replaced by `{n}`. The message's count argument is `n`.
 */
export function pluralTemplates<K extends string>(t: Translate<K>, key: K, language: Language): PluralTemplates {
  // The same translator gives the same texts: computed once per translator, key and language (every page's header
  // asks four of them).
  let known = remembered.get(t);
  if (!known) remembered.set(t, (known = new Map()));
  const id = `${language}\u0000${key}`;
  let templates = known.get(id);
  if (!templates) known.set(id, (templates = Object.freeze(computeTemplates(t, key, language))));
  return templates;
}

const remembered = new WeakMap<object, Map<string, PluralTemplates>>();

function computeTemplates<K extends string>(t: Translate<K>, key: K, language: Language): PluralTemplates {
  const rules = new Intl.PluralRules(INTL_LOCALES[language]);
  const templates: PluralTemplates = {};
  for (const category of rules.resolvedOptions().pluralCategories) {
    for (let n = 0; n < 1000; n += 1) {
      if (rules.select(n) !== category) continue;
      templates[category] = t(key, { n }).replace(formatNumber(n, language), '{n}');
      break;
    }
  }
  return templates;
}
