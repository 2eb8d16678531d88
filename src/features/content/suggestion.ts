/**
 * What the suggestion API answers (docs/api.md "Suggestions"), shared by the backend (features/content/api/suggestions.ts)
 * and the staff panel (features/content/components/suggestions.server.ts): types and length limits.
 */
import type { Language } from './model';

/** Longest teacher's comment (toelichting) on a suggestion, characters. */
export const SUGGESTION_COMMENT_MAX = 2000;
/** Longest reason for rejecting a suggestion, characters. */
export const SUGGESTION_REASON_MAX = 1000;

/** The field of a part that a suggestion replaces. */
export type SuggestionField = 'text' | 'prompt' | 'instructions' | 'alt';

/** One open suggestion as staff see it (GET /api/modules/{id}/suggestions). */
export interface OpenSuggestion {
  id: string;
  partId: string;
  /** 'Onderdeel 3 (vraag)' in the current version; 'Verwijderd onderdeel' when the part is gone. */
  partLabel: string;
  /** False when the current version no longer holds the part (accepting it then answers 409). */
  partExists: boolean;
  field: SuggestionField | null;
  language: Language;
  /** Dutch name of the language, e.g. 'Engels'. */
  languageName: string;
  /** The proposed text. */
  text: string;
  /** The field's text in that language in the current version; null when it has none (or the part is gone). */
  current: string | null;
  comment: string;
  teacher: { id: string; name: string };
  /** The version the teacher read. */
  basedOnVersion: number;
  /** ISO time. */
  createdAt: string;
}
