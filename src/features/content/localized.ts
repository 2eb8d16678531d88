/**
 * Reading one language of a Localized text. A module of its own so the test player's bundle does not take in
 * the rest of model.ts (language lists and completeness, used by the module editor) through a shared chunk
 * (docs/architecture.md budget: test player page ≤ 80 KB of JavaScript).
 */
import type { Language, Localized } from './model';

/**
 * The text of `localized` in `language`, or null when that language is missing (callers decide whether to
 * fall back to Dutch; the player never mixes languages silently).
 */
export function textIn(localized: Localized, language: Language): string | null {
  const value = localized[language];
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}
