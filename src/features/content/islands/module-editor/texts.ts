/**
 * The module's texts by field (content/model.ts: every text a candidate sees is `Localized`). A text field is
 * named by a `FieldRef`, whatever its language; the same ref gives the input's DOM id in each language
 * (`fieldId`), so the completeness view can jump to a missing text. Reading and writing one language of a text
 * is pure: the reducer in state.ts writes with `setPartText`, state.test.ts tests it.
 */
import type { Language, Localized, ModuleContent, Part } from '#src/features/content/model';

/** A text field of the content, independent of its language. */
export type FieldRef =
  | { field: 'title' }
  | { field: 'description' }
  | { part: string; field: 'text' | 'instructions' | 'alt' | 'caption' | 'prompt' | 'guidance' }
  | { part: string; field: 'option'; option: string };

/** A stable key of a field: 'title', '{partId}.prompt', '{partId}.option.b'. */
export function fieldKey(ref: FieldRef): string {
  if (!('part' in ref)) return ref.field;
  return ref.field === 'option' ? `${ref.part}.option.${ref.option}` : `${ref.part}.${ref.field}`;
}

/** The DOM id of a field's input in one language: 'me-title-nl', 'me-{partId}-option-b-en'. */
export function fieldId(ref: FieldRef, language: Language): string {
  return `me-${fieldKey(ref).replace(/\./g, '-')}-${language}`;
}

/** An empty text: Dutch to fill in, no translations. */
export const blank = (): Localized => ({ nl: '' });

/**
 * `localized` with the text of `language` set to `value`. Dutch is always kept (it is required); another
 * language set to '' is removed, so an emptied translation counts as missing.
 */
export function withText(localized: Localized | undefined, language: Language, value: string): Localized {
  const next: Localized = { ...(localized ?? blank()) };
  if (language === 'nl') next.nl = value;
  else if (value === '') delete next[language];
  else next[language] = value;
  return next;
}

/** An optional text (caption, guidance) that is empty in every language becomes absent. */
function optional(localized: Localized): Localized | undefined {
  return Object.values(localized).some((v) => typeof v === 'string' && v !== '') ? localized : undefined;
}

/** The Localized value of a field, or undefined when the field does not exist (any more) or is absent. */
export function getText(content: ModuleContent, ref: FieldRef): Localized | undefined {
  if (!('part' in ref)) return content[ref.field];
  const part = content.parts.find((p) => p.id === ref.part);
  if (!part) return undefined;
  switch (ref.field) {
    case 'text':
      return part.type === 'text' ? part.text : undefined;
    case 'instructions':
      return part.type === 'practical' ? part.instructions : undefined;
    case 'caption':
      return part.type === 'image' ? part.caption : undefined;
    case 'alt':
      return part.type === 'image' || part.type === 'question' ? part.image?.alt : undefined;
    case 'prompt':
      return part.type === 'question' ? part.prompt : undefined;
    case 'guidance':
      return part.type === 'question' && part.kind === 'open' ? part.guidance : undefined;
    case 'option':
      return part.type === 'question' && (part.kind === 'single' || part.kind === 'multiple')
        ? part.options.find((o) => o.id === ref.option)?.text
        : undefined;
  }
}

/** `part` with the text of `ref` in `language` set to `value` (`withText`); the same part when `ref` is not one of its texts. */
export function setPartText(part: Part, ref: Exclude<FieldRef, { field: 'title' } | { field: 'description' }>, language: Language, value: string): Part {
  switch (ref.field) {
    case 'text':
      return part.type === 'text' ? { ...part, text: withText(part.text, language, value) } : part;
    case 'instructions':
      return part.type === 'practical' ? { ...part, instructions: withText(part.instructions, language, value) } : part;
    case 'caption': {
      if (part.type !== 'image') return part;
      const { caption: _old, ...rest } = part;
      const caption = optional(withText(part.caption, language, value));
      return caption ? { ...rest, caption } : rest;
    }
    case 'alt':
      if ((part.type === 'image' || part.type === 'question') && part.image) {
        return { ...part, image: { ...part.image, alt: withText(part.image.alt, language, value) } } as Part;
      }
      return part;
    case 'prompt':
      return part.type === 'question' ? { ...part, prompt: withText(part.prompt, language, value) } : part;
    case 'guidance': {
      if (part.type !== 'question' || part.kind !== 'open') return part;
      const { guidance: _old, ...rest } = part;
      const guidance = optional(withText(part.guidance, language, value));
      return guidance ? { ...rest, guidance } : rest;
    }
    case 'option':
      if (part.type !== 'question' || (part.kind !== 'single' && part.kind !== 'multiple')) return part;
      return {
        ...part,
        options: part.options.map((o) => (o.id === ref.option ? { ...o, text: withText(o.text, language, value) } : o)),
      };
  }
}
