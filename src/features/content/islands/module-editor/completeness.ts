/**
 * Completeness per language (the module editor's 'Talen' view, Completeness.tsx): every text a candidate sees,
 * counted per content language, with the first missing one to jump to. The same texts, in the same order, as
 * the server counts (`localizedTexts` in content/model.ts). Pure; state.test.ts tests it.
 */
import { LANGUAGES, textIn, type Language, type Localized, type ModuleContent } from '#src/features/content/model';
import { moduleEditor as t } from './strings';
import type { FieldRef } from './texts';

/** One text a candidate sees, with the field it lives in and a Dutch name for it. */
export interface TextField {
  ref: FieldRef;
  text: Localized;
  /** 'Titel', 'Onderdeel 3: antwoord b'. */
  label: string;
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * Every text a candidate sees, in the order of `localizedTexts` (content/model.ts) — the texts the server counts
 * for completeness. Guidance for scorers is not among them.
 */
export function textFields(content: ModuleContent): TextField[] {
  const f = t.fieldLabels;
  const fields: TextField[] = [
    { ref: { field: 'title' }, text: content.title, label: capital(f.title) },
    { ref: { field: 'description' }, text: content.description, label: capital(f.description) },
  ];
  content.parts.forEach((part, index) => {
    const n = index + 1;
    const add = (ref: FieldRef, text: Localized, name: string) => fields.push({ ref, text, label: f.inPart(n, name) });
    switch (part.type) {
      case 'text':
        add({ part: part.id, field: 'text' }, part.text, f.text);
        break;
      case 'image':
        add({ part: part.id, field: 'alt' }, part.image.alt, f.alt);
        if (part.caption) add({ part: part.id, field: 'caption' }, part.caption, f.caption);
        break;
      case 'practical':
        add({ part: part.id, field: 'instructions' }, part.instructions, f.instructions);
        break;
      case 'question':
        add({ part: part.id, field: 'prompt' }, part.prompt, f.prompt);
        if (part.image) add({ part: part.id, field: 'alt' }, part.image.alt, f.alt);
        if (part.kind === 'single' || part.kind === 'multiple') {
          for (const o of part.options) add({ part: part.id, field: 'option', option: o.id }, o.text, f.option(o.id));
        }
        break;
    }
  });
  return fields;
}

/** Completeness of one language: `done` of `total` texts present, and the first missing one. */
export interface LanguageCompleteness {
  language: Language;
  done: number;
  total: number;
  complete: boolean;
  firstMissing: TextField | null;
}

/** Completeness per language, in the order of LANGUAGES. */
export function completenessOf(content: ModuleContent): LanguageCompleteness[] {
  const fields = textFields(content);
  return LANGUAGES.map((language) => {
    const missing = fields.filter((f) => textIn(f.text, language) === null);
    return {
      language,
      done: fields.length - missing.length,
      total: fields.length,
      complete: missing.length === 0,
      firstMissing: missing[0] ?? null,
    };
  });
}
