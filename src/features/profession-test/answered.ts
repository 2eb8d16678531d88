/**
 * When a question counts as answered: the one rule of the player's question map, the overview's "x of y
 * answered", module states and scoring (docs/api.md, "Profession test"). Client-safe and free of zod, so the
 * player island and the server import the same function.
 */
import type { AnswerValue } from '#src/features/content/model';

/** True when `value` holds an answer: a chosen option, a non-empty set of options, a true/false choice or non-blank text. */
export function isAnswered(value: AnswerValue | undefined): boolean {
  if (!value) return false;
  switch (value.kind) {
    case 'multiple':
      return value.options.length > 0;
    case 'open':
      return value.text.trim() !== '';
    default:
      return true;
  }
}
