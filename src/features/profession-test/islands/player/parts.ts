/**
 * The module content as the player receives it (`parts` of `GET /api/test/attempt/{id}/module/{position}`,
 * docs/api.md) and how it is cut into steps: one question per step (issue 3), with the text and image parts
 * that come before it shown above it. Pure functions; the view is TestPlayer.tsx.
 *
 * Candidates get parts "in that language" and never the correct answer or guidance. A text may arrive as a
 * plain string (already in the attempt's language) or as a `Localized` object; `localText` accepts both.
 * Formatted text (text parts, practical instructions; issue 4) arrives as HTML the server rendered and
 * sanitised (src/features/content/api/rich-text.ts), with its plain text beside it for read-aloud.
 */
import type { AnswerValue, Language, Localized } from '#src/features/content/model';
import { textIn } from '#src/features/content/localized';

/** A text as the API may send it: a string in the attempt's language, or the texts per language. */
export type CandidateText = string | Localized;

export interface CandidateImage {
  /** Site path, e.g. /content/ghs-flammable.svg. */
  src: string;
  /** Text alternative (WCAG 2.2 SC 1.1.1). */
  alt: CandidateText;
  /** Intrinsic size in CSS pixels. */
  width: number;
  height: number;
}

export interface CandidateOption {
  id: string;
  text: CandidateText;
}

export interface CandidateTextPart {
  id: string;
  type: 'text';
  /**
   * The text as HTML, rendered and sanitised by the server (only `p`, `h3`, `h4`, lists, `strong`, `em`, `br`
   * and http(s)/mailto links); each readable block carries `data-block="n"` (read-aloud.ts `readableHtml`).
   */
  html: string;
  /** The same text without formatting, for read-aloud: paragraph n (blank lines between) is block n of `html`. */
  text: CandidateText;
}

export interface CandidateImagePart {
  id: string;
  type: 'image';
  image: CandidateImage;
  caption?: CandidateText | null;
}

/**
 * A question without its correct answer (src/features/profession-test/api/candidate-content.ts sends `options: []` for
 * true/false and open questions, `image: null` without an image, and `points`).
 */
export interface CandidateQuestion {
  id: string;
  type: 'question';
  kind: 'single' | 'multiple' | 'truefalse' | 'open';
  prompt: CandidateText;
  image?: CandidateImage | null;
  /** The choices of a single- or multiple-choice question, in the order shown. */
  options?: CandidateOption[];
  points?: number;
}

/** Practical assignments are not part of a profession test; the player skips them. */
export interface CandidatePracticalPart {
  id: string;
  type: 'practical';
  /** The instructions as sanitised HTML (as a text part's `html`). */
  html: string;
}

export type CandidatePart = CandidateTextPart | CandidateImagePart | CandidateQuestion | CandidatePracticalPart;

/** The options of a question (none for true/false and open questions). */
export const optionsOf = (question: CandidateQuestion): CandidateOption[] =>
  question.kind === 'single' || question.kind === 'multiple' ? (question.options ?? []) : [];

/** Text and image parts shown with a question. */
export type ContextPart = CandidateTextPart | CandidateImagePart;

/** One screen of the player. */
export interface Step {
  question: CandidateQuestion;
  /** Text and image parts between the previous question and this one. */
  before: ContextPart[];
  /** On the last step only: text and image parts after the last question. */
  after: ContextPart[];
}

/**
 * The text in `language`; a plain string is taken as it is. Falls back to Dutch and then to any text only
 * when the language is missing (a module is offered only in complete languages, issue 4, so this is a safety
 * net, never a silent mix in practice).
 */
export function localText(text: CandidateText | null | undefined, language: Language): string {
  if (typeof text === 'string') return text;
  if (!text || typeof text !== 'object') return '';
  return textIn(text, language) ?? textIn(text, 'nl') ?? Object.values(text).find((t) => typeof t === 'string' && t.trim() !== '') ?? '';
}

/** Paragraphs of a text part's plain text (blank lines separate them; one per block of its HTML). */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p !== '');
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

/** True when the answer counts as given (for the question map and the overview). */
export function isAnswered(value: AnswerValue | undefined): boolean {
  if (!value) return false;
  switch (value.kind) {
    case 'single':
      return value.option !== '';
    case 'multiple':
      return value.options.length > 0;
    case 'truefalse':
      return typeof value.value === 'boolean';
    case 'open':
      return value.text.trim() !== '';
    default:
      return false;
  }
}

/** An image as the image viewer takes it, with `key` = the id of its part or question. */
export interface StepImage {
  key: string;
  src: string;
  alt: string;
  width: number;
  height: number;
}

const imageOf = (key: string, image: CandidateImage, language: Language): StepImage => ({
  key,
  src: image.src,
  alt: localText(image.alt, language),
  width: image.width,
  height: image.height,
});

/** The images among text and image parts, with their text alternative in `language`. */
export function contextImages(parts: readonly ContextPart[], language: Language): StepImage[] {
  return parts.flatMap((part) => (part.type === 'image' ? [imageOf(part.id, part.image, language)] : []));
}

/** The images of a step in reading order, with their text alternative in `language` (for the image viewer). */
export function stepImages(step: Step | undefined, language: Language): StepImage[] {
  if (!step) return [];
  const question = step.question.image ? [imageOf(step.question.id, step.question.image, language)] : [];
  return [...contextImages(step.before, language), ...question, ...contextImages(step.after, language)];
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
