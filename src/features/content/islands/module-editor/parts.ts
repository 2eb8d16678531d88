/**
 * The parts of a module in the editor, apart from their texts: the kinds 'Onderdeel toevoegen' offers, a new
 * empty part of each kind and the control that gets focus in it, new part and option ids, the DOM ids of a part's
 * controls and the legend that names a part ('Onderdeel 2: Vraag (meerkeuze)'). Pure; state.test.ts and
 * parts.test.ts test it.
 */
import type { ChoiceOption, Part, QuestionPart } from '#src/features/content/model';
import { moduleEditor as t } from './strings';
import { blank, fieldId } from './texts';

/** Kinds of question. */
export type QuestionKind = QuestionPart['kind'];

/** What 'Onderdeel toevoegen' offers: a part type, or a question of one kind. */
export type NewPartKind = 'text' | 'image' | 'practical' | QuestionKind;

/** The order of the add buttons. */
export const NEW_PART_KINDS: readonly NewPartKind[] = ['text', 'image', 'single', 'multiple', 'truefalse', 'open', 'practical'];

/** The DOM id of a part's fieldset (and, with a suffix, of its controls). */
export const partId = (id: string, suffix?: string): string => (suffix ? `me-part-${id}-${suffix}` : `me-part-${id}`);

/**
 * The id of the 'Onderdeel toevoegen' heading: focus goes there when the last part is deleted, and a server
 * message about a module without parts points there.
 */
export const ADD_TITLE_ID = 'me-add-title';

/** The first control of a new part, focused after adding it: its first text in Dutch, or an image's file input. */
export function firstControlOf(kind: NewPartKind, id: string): string {
  switch (kind) {
    case 'text':
      return fieldId({ part: id, field: 'text' }, 'nl');
    case 'practical':
      return fieldId({ part: id, field: 'instructions' }, 'nl');
    case 'image':
      return partId(id, 'file');
    default:
      return fieldId({ part: id, field: 'prompt' }, 'nl');
  }
}

/**
 * A new part id: `crypto.randomUUID()`, or a version-4 UUID from `crypto.getRandomValues` where randomUUID is
 * missing (pages served over plain HTTP on a local network are not a secure context).
 */
export function newId(source: Pick<Crypto, 'getRandomValues'> & Partial<Pick<Crypto, 'randomUUID'>> = globalThis.crypto): string {
  if (typeof source.randomUUID === 'function') return source.randomUUID();
  const bytes = source.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] as number) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] as number) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The first option id 'a'…'z' not used yet by `options` (ids are unique within a question, content/model.ts). */
export function nextOptionId(options: readonly ChoiceOption[]): string {
  const used = new Set(options.map((o) => o.id));
  for (let code = 97; code <= 122; code++) {
    const id = String.fromCharCode(code);
    if (!used.has(id)) return id;
  }
  let n = options.length + 1;
  while (used.has(`o${n}`)) n++;
  return `o${n}`;
}

// ——— Labels ———

/** The name of a part's type as the legend says it: 'Tekst', 'Vraag (meerkeuze)'. */
export function partTypeName(part: Part): string {
  return part.type === 'question' ? t.partTypes[part.kind] : t.partTypes[part.type];
}

/** The legend of a part: 'Onderdeel 2: Vraag (meerkeuze)'. `index` is 0-based. */
export function partLegend(part: Part, index: number): string {
  return t.partLegend(index + 1, partTypeName(part));
}

// ——— New parts ———

/**
 * A new, empty part of `kind` with id `id` (the editor passes `crypto.randomUUID()`). Choice questions start
 * with two empty options 'a' and 'b' and no correct answer; true/false starts with 'Waar'; points start at 1.
 */
export function newPart(kind: NewPartKind, id: string): Part {
  switch (kind) {
    case 'text':
      return { id, type: 'text', text: blank() };
    case 'image':
      return { id, type: 'image', image: { src: '', alt: blank(), width: 0, height: 0 } };
    case 'practical':
      return { id, type: 'practical', instructions: blank() };
    case 'single':
      return { id, type: 'question', kind: 'single', prompt: blank(), points: 1, options: twoOptions(), correct: '' };
    case 'multiple':
      return { id, type: 'question', kind: 'multiple', prompt: blank(), points: 1, options: twoOptions(), correct: [] };
    case 'truefalse':
      return { id, type: 'question', kind: 'truefalse', prompt: blank(), points: 1, correct: true };
    case 'open':
      return { id, type: 'question', kind: 'open', prompt: blank(), points: 1 };
  }
}

function twoOptions(): ChoiceOption[] {
  return [
    { id: 'a', text: blank() },
    { id: 'b', text: blank() },
  ];
}
