/**
 * The module content as the player receives it (`parts` of `GET /api/test/attempt/{id}/module/{position}`,
 * docs/api.md) and how it is cut into steps: one question per step, with the text and image parts
 * that come before it shown above it. Pure functions; the view is Player.tsx.
 *
 * Candidates get parts in the attempt's language (every text a string) and never the correct answer or
 * guidance; the shapes are the contract's (content/contract.ts). The text and image parts are the module
 * part view's (src/features/content/context-parts.ts).
 */
import type { CandidateOption, CandidatePart, CandidateQuestion } from '#src/features/content/contract';
import { contextImages, imageOf, type ContextPart, type PartImage } from '#src/features/content/context-parts';

/** The options of a question (none for true/false and open questions). */
export const optionsOf = (question: CandidateQuestion): CandidateOption[] =>
  question.kind === 'single' || question.kind === 'multiple' ? question.options : [];

/** One screen of the player. */
export interface Step {
  question: CandidateQuestion;
  /** Text and image parts between the previous question and this one. */
  before: ContextPart[];
  /** On the last step only: text and image parts after the last question. */
  after: ContextPart[];
}

const isContext = (part: CandidatePart): part is ContextPart => part.type === 'text' || part.type === 'image';

/** Cuts the parts into steps: one per question, the text and images before it on the same step. */
export function buildSteps(parts: readonly CandidatePart[]): { steps: Step[]; intro: ContextPart[] } {
  const steps: Step[] = [];
  let waiting: ContextPart[] = [];
  for (const part of parts) {
    if (part.type === 'question') {
      steps.push({ question: part, before: waiting, after: [] });
      waiting = [];
    } else if (isContext(part)) {
      waiting.push(part);
    }
  }
  const last = steps.at(-1);
  if (last) {
    last.after = waiting;
    return { steps, intro: [] };
  }
  // A module without questions: show its text and images.
  return { steps, intro: waiting };
}

/** The images of a step in reading order (for the image viewer). */
export function stepImages(step: Step | undefined): PartImage[] {
  if (!step) return [];
  const question = step.question.image ? [imageOf(step.question.id, step.question.image)] : [];
  return [...contextImages(step.before), ...question, ...contextImages(step.after)];
}

/**
 * The new value of a multiple-choice answer after ticking or unticking `option`, in the options' order.
 * @param order the question's option ids, in the order shown.
 */
export function toggleOption(current: readonly string[], option: string, checked: boolean, order: readonly string[]): string[] {
  const chosen = new Set(current);
  if (checked) chosen.add(option);
  else chosen.delete(option);
  return order.filter((id) => chosen.has(id));
}
