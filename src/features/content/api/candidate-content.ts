/**
 * What a candidate may see of a module (docs/api.md "Profession test"): the content in one language,
 * and of each question only what is needed to answer it. Correct answers and the scorer's guidance never
 * leave the server; the parts are rebuilt field by field (an allowlist), so a field added to the content
 * types later is not sent until it is added here.
 *
 * Formatted text (text parts, practical instructions; docs/formatted-text.md) is sent as HTML rendered and sanitised here on
 * the server (rich-text.ts), never as the stored Markdown: readers put it into the page as it is.
 */
import { textIn, type ContentImage, type Language, type Localized, type ModuleContent, type Part } from '#src/features/content/model';
import type { CandidateImage, CandidateModule, CandidatePart } from '#src/features/content/contract';
import { renderRichText, richText } from './rich-text';

/**
 * The text in `language`. A test only offers languages complete in every module it pins (create-test
 * validation, docs/api.md POST /api/test), so the Dutch fallback is a safety net for content edited by hand, never the normal way.
 */
export function candidateText(localized: Localized, language: Language): string {
  return textIn(localized, language) ?? localized.nl;
}

const text = candidateText;

function image(source: ContentImage, language: Language): CandidateImage {
  return { src: source.src, alt: text(source.alt, language), width: source.width, height: source.height };
}

/** One part in `language`, without `correct` and `guidance`. */
export function candidatePart(part: Part, language: Language): CandidatePart {
  switch (part.type) {
    case 'text': {
      const rendered = richText(text(part.text, language));
      return { id: part.id, type: 'text', html: rendered.html, text: rendered.text };
    }
    case 'image':
      return {
        id: part.id,
        type: 'image',
        image: image(part.image, language),
        caption: part.caption ? text(part.caption, language) : null,
      };
    case 'practical':
      return { id: part.id, type: 'practical', html: renderRichText(text(part.instructions, language)) };
    case 'question':
      return {
        id: part.id,
        type: 'question',
        kind: part.kind,
        prompt: text(part.prompt, language),
        image: part.image ? image(part.image, language) : null,
        points: part.points,
        options:
          part.kind === 'single' || part.kind === 'multiple'
            ? part.options.map((option) => ({ id: option.id, text: text(option.text, language) }))
            : [],
      };
  }
}

/**
 * A module's content as a candidate may see it in `language`: title, description and parts in that language
 * only, questions without correct answers or guidance (docs/api.md GET …/module/{position}).
 */
export function candidateModule(content: ModuleContent, language: Language): CandidateModule {
  return {
    title: text(content.title, language),
    description: text(content.description, language),
    parts: content.parts.map((part) => candidatePart(part, language)),
  };
}
