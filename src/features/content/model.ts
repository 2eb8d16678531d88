/**
 * The shape of module content (docs/domain.md: a module is ordered parts; a part is text, image, question or
 * practical assignment), shared by the backend, the seed and the islands that render it.
 *
 * Every text a candidate sees is `Localized`: Dutch is required, the other five languages are optional
 * (a module is offered in a language only when that language is complete).
 */
import { textIn } from './localized';

export { LANGUAGES, LANGUAGE_NAMES, isLanguage, isRtl, type Language, type Localized } from '#src/lib/i18n/locales';
import { LANGUAGES, type Language, type Localized } from '#src/lib/i18n/locales';

/** Each content language's Dutch name, for Dutch sentences ('in het Engels'). */
export const LANGUAGE_NAMES_NL: Record<Language, string> = {
  nl: 'Nederlands',
  en: 'Engels',
  pl: 'Pools',
  tr: 'Turks',
  uk: 'Oekraïens',
  ar: 'Arabisch',
};

/**
 * Id of the hidden 'opens in a new tab' hint on every signed-in page (layouts/AppLayout.astro) that links in
 * formatted text point at with `aria-describedby` (features/content/api/rich-text.ts; WCAG 2.2 technique G201).
 */
export const NEW_TAB_HINT_ID = 'link-new-tab';

/**
 * An image stored with the content: `src` is a site path, either a file shipped with the site
 * (e.g. /content/ghs-flammable.svg) or an uploaded image (`/api/media/{upload}`, served resized).
 */
export interface ContentImage {
  src: string;
  /** Id of the uploaded image (table `uploads`), when the image was uploaded (docs/api.md "Images"). */
  upload?: string;
  /** Text alternative, required (WCAG 2.2 SC 1.1.1). */
  alt: Localized;
  width: number;
  height: number;
}

export interface TextPart {
  id: string;
  type: 'text';
  /**
   * Formatted text in a small Markdown subset (docs/formatted-text.md: headings `###`, lists, **bold**, *italic*,
   * [links](https://…)); blank lines separate paragraphs. No HTML: the server refuses it and renders the
   * subset to sanitised HTML for display.
   */
  text: Localized;
}

export interface ImagePart {
  id: string;
  type: 'image';
  image: ContentImage;
  caption?: Localized;
}

export interface ChoiceOption {
  /** Stable within the question, e.g. 'a'. */
  id: string;
  text: Localized;
}

interface QuestionBase {
  id: string;
  type: 'question';
  prompt: Localized;
  image?: ContentImage;
  /** Points for a fully correct answer (open questions: the maximum a teacher can award). */
  points: number;
}

/** One correct option. */
export interface SingleChoiceQuestion extends QuestionBase {
  kind: 'single';
  options: ChoiceOption[];
  correct: string;
}

/** One or more correct options; full points only for exactly the correct set. */
export interface MultipleChoiceQuestion extends QuestionBase {
  kind: 'multiple';
  options: ChoiceOption[];
  correct: string[];
}

export interface TrueFalseQuestion extends QuestionBase {
  kind: 'truefalse';
  correct: boolean;
}

/** Not auto-scored: waits for a teacher or coordinator (docs/api.md …/open-answers and …/score). */
export interface OpenQuestion extends QuestionBase {
  kind: 'open';
  /** What a good answer contains, for the person scoring it; never sent to candidates. */
  guidance?: Localized;
}

export type QuestionPart = SingleChoiceQuestion | MultipleChoiceQuestion | TrueFalseQuestion | OpenQuestion;

/** Instructions for a PAT day, scored with the module's evaluation template. */
export interface PracticalPart {
  id: string;
  type: 'practical';
  /** Formatted text, same subset as a text part. */
  instructions: Localized;
}

export type Part = TextPart | ImagePart | QuestionPart | PracticalPart;

/** One version of a module's content. */
export interface ModuleContent {
  title: Localized;
  description: Localized;
  parts: Part[];
}

/**
 * Limits of module content, characters unless said: enforced by the backend's validation
 * (api/module-validation.ts) and shown by the editor. Kept here, not in contract.ts, so the editor island
 * imports them without zod.
 */
export const MODULE_LIMITS = {
  titleMax: 150,
  descriptionMax: 2000,
  /** Parts per module. */
  partsMax: 100,
  textMax: 20000,
  promptMax: 2000,
  optionMax: 500,
  /** Options per choice question. */
  optionsMin: 2,
  optionsMax: 8,
  altMax: 300,
  /** Points of a question. */
  pointsMin: 1,
  pointsMax: 100,
} as const;

/** A candidate's answer to one question, as stored and sent. */
export type AnswerValue =
  | { kind: 'single'; option: string }
  | { kind: 'multiple'; options: string[] }
  | { kind: 'truefalse'; value: boolean }
  | { kind: 'open'; text: string };

/** The text of a Localized in one language, or null (src/features/content/localized.ts, kept apart for the player's bundle). */
export { textIn };

/** Every Localized text in a module's content (titles, prompts, options, image alternatives, …). */
export function localizedTexts(content: ModuleContent): Localized[] {
  const texts: Localized[] = [content.title, content.description];
  for (const part of content.parts) {
    switch (part.type) {
      case 'text':
        texts.push(part.text);
        break;
      case 'image':
        texts.push(part.image.alt);
        if (part.caption) texts.push(part.caption);
        break;
      case 'practical':
        texts.push(part.instructions);
        break;
      case 'question':
        texts.push(part.prompt);
        if (part.image) texts.push(part.image.alt);
        if (part.kind === 'single' || part.kind === 'multiple') for (const o of part.options) texts.push(o.text);
        break;
    }
  }
  return texts;
}

/**
 * The languages in which every text of `content` is present (a module is offered in a language only
 * when that language is complete). Dutch is always first when complete. Guidance for scorers is not counted:
 * candidates never see it.
 */
export function completeLanguages(content: ModuleContent): Language[] {
  const texts = localizedTexts(content);
  return LANGUAGES.filter((language) => texts.every((t) => textIn(t, language) !== null));
}
