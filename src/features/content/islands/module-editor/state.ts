/**
 * The pure core of the module editor (habit 7): the content a coordinator edits, the edits as a
 * reducer, and what the screens derive from it (field ids, part labels, completeness per language). No DOM,
 * no fetch: ModuleEditor.tsx renders it, state.test.ts tests it.
 *
 * Every text a candidate sees is `Localized` (content/model.ts). A text field is named by a `FieldRef`; the same
 * ref gives the input's id in each language (`fieldId`), so the completeness view can jump to a missing text.
 */
import { LANGUAGES, MODULE_LIMITS, textIn, type ChoiceOption, type ContentImage, type Language, type Localized, type ModuleContent, type Part, type QuestionPart } from '#src/features/content/model';
import { moduleEditor as t } from './strings';

/** What the editor holds: the content and the module's profession. */
export interface EditorState {
  professionId: string | null;
  content: ModuleContent;
}

/** Kinds of question. */
export type QuestionKind = QuestionPart['kind'];

/** What 'Onderdeel toevoegen' offers: a part type, or a question of one kind. */
export type NewPartKind = 'text' | 'image' | 'practical' | QuestionKind;

/** The order of the add buttons. */
export const NEW_PART_KINDS: readonly NewPartKind[] = ['text', 'image', 'single', 'multiple', 'truefalse', 'open', 'practical'];

/** A text field of the content, independent of its language. */
export type FieldRef =
  | { field: 'title' }
  | { field: 'description' }
  | { part: string; field: 'text' | 'instructions' | 'alt' | 'caption' | 'prompt' | 'guidance' }
  | { part: string; field: 'option'; option: string };

/** An empty module: Dutch title and description to fill in, no parts. */
export function emptyContent(): ModuleContent {
  return { title: { nl: '' }, description: { nl: '' }, parts: [] };
}

// ——— Ids ———

/** A stable key of a field: 'title', '{partId}.prompt', '{partId}.option.b'. */
export function fieldKey(ref: FieldRef): string {
  if (!('part' in ref)) return ref.field;
  return ref.field === 'option' ? `${ref.part}.option.${ref.option}` : `${ref.part}.${ref.field}`;
}

/** The DOM id of a field's input in one language: 'me-title-nl', 'me-{partId}-option-b-en'. */
export function fieldId(ref: FieldRef, language: Language): string {
  return `me-${fieldKey(ref).replace(/\./g, '-')}-${language}`;
}

/** The DOM id of a part's fieldset (and, with a suffix, of its controls). */
export const partId = (id: string, suffix?: string): string => (suffix ? `me-part-${id}-${suffix}` : `me-part-${id}`);

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

const blank = (): Localized => ({ nl: '' });

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

// ——— Texts ———

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

function setPartText(part: Part, ref: Exclude<FieldRef, { field: 'title' } | { field: 'description' }>, language: Language, value: string): Part {
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

// ——— The reducer ———

export type EditorAction =
  | { type: 'replace'; state: EditorState }
  | { type: 'setProfession'; professionId: string | null }
  | { type: 'setText'; ref: FieldRef; language: Language; value: string }
  | { type: 'addPart'; part: Part }
  | { type: 'movePart'; from: number; to: number }
  | { type: 'removePart'; id: string }
  | { type: 'setPoints'; part: string; points: number }
  | { type: 'setKind'; part: string; kind: 'single' | 'multiple' }
  | { type: 'addOption'; part: string }
  | { type: 'removeOption'; part: string; option: string }
  | { type: 'setCorrect'; part: string; option: string; checked: boolean }
  | { type: 'setTrueFalse'; part: string; value: boolean }
  | { type: 'setImage'; part: string; image: Omit<ContentImage, 'alt'> }
  | { type: 'removeImage'; part: string };

function mapPart(state: EditorState, id: string, change: (part: Part) => Part): EditorState {
  let changed = false;
  const parts = state.content.parts.map((p) => {
    if (p.id !== id) return p;
    const next = change(p);
    if (next !== p) changed = true;
    return next;
  });
  return changed ? { ...state, content: { ...state.content, parts } } : state;
}

/** `list` with the item at `from` moved to `to` (both clamped); the same list when nothing moves. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const last = list.length - 1;
  const a = Math.min(Math.max(0, from), last);
  const b = Math.min(Math.max(0, to), last);
  if (a === b || list.length < 2) return [...list];
  const next = [...list];
  const [item] = next.splice(a, 1);
  next.splice(b, 0, item as T);
  return next;
}

/**
 * Applies one edit. Returns the same state object when the edit changes nothing (unknown part, a structure
 * edit that does not apply), so React skips the render.
 */
export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case 'replace':
      return action.state;
    case 'setProfession':
      return state.professionId === action.professionId ? state : { ...state, professionId: action.professionId };
    case 'setText': {
      const { ref, language, value } = action;
      if (!('part' in ref)) {
        return { ...state, content: { ...state.content, [ref.field]: withText(state.content[ref.field], language, value) } };
      }
      return mapPart(state, ref.part, (p) => setPartText(p, ref, language, value));
    }
    case 'addPart':
      if (state.content.parts.length >= MODULE_LIMITS.partsMax) return state;
      if (state.content.parts.some((p) => p.id === action.part.id)) return state;
      return { ...state, content: { ...state.content, parts: [...state.content.parts, action.part] } };
    case 'movePart': {
      const { parts } = state.content;
      if (action.from < 0 || action.from >= parts.length || action.to < 0 || action.to >= parts.length || action.from === action.to) return state;
      return { ...state, content: { ...state.content, parts: moveItem(parts, action.from, action.to) } };
    }
    case 'removePart': {
      const parts = state.content.parts.filter((p) => p.id !== action.id);
      return parts.length === state.content.parts.length ? state : { ...state, content: { ...state.content, parts } };
    }
    case 'setPoints':
      return mapPart(state, action.part, (p) => (p.type === 'question' && p.points !== action.points ? { ...p, points: action.points } : p));
    case 'setKind':
      return mapPart(state, action.part, (p) => {
        if (p.type !== 'question' || p.kind === action.kind) return p;
        if (p.kind === 'single' && action.kind === 'multiple') {
          return { ...p, kind: 'multiple', correct: p.correct ? [p.correct] : [] };
        }
        if (p.kind === 'multiple' && action.kind === 'single') {
          return { ...p, kind: 'single', correct: p.correct[0] ?? '' };
        }
        return p;
      });
    case 'addOption':
      return mapPart(state, action.part, (p) => {
        if (p.type !== 'question' || (p.kind !== 'single' && p.kind !== 'multiple')) return p;
        if (p.options.length >= MODULE_LIMITS.optionsMax) return p;
        return { ...p, options: [...p.options, { id: nextOptionId(p.options), text: blank() }] };
      });
    case 'removeOption':
      return mapPart(state, action.part, (p) => {
        if (p.type !== 'question' || (p.kind !== 'single' && p.kind !== 'multiple')) return p;
        if (p.options.length <= MODULE_LIMITS.optionsMin || !p.options.some((o) => o.id === action.option)) return p;
        const options = p.options.filter((o) => o.id !== action.option);
        if (p.kind === 'single') return { ...p, options, correct: p.correct === action.option ? '' : p.correct };
        return { ...p, options, correct: p.correct.filter((id) => id !== action.option) };
      });
    case 'setCorrect':
      return mapPart(state, action.part, (p) => {
        if (p.type !== 'question' || (p.kind !== 'single' && p.kind !== 'multiple')) return p;
        if (!p.options.some((o) => o.id === action.option)) return p;
        if (p.kind === 'single') {
          const correct = action.checked ? action.option : p.correct === action.option ? '' : p.correct;
          return correct === p.correct ? p : { ...p, correct };
        }
        const has = p.correct.includes(action.option);
        if (has === action.checked) return p;
        const chosen = action.checked ? [...p.correct, action.option] : p.correct.filter((id) => id !== action.option);
        // Keep the options' order, so the saved content does not depend on the order of clicks.
        return { ...p, correct: p.options.map((o) => o.id).filter((id) => chosen.includes(id)) };
      });
    case 'setTrueFalse':
      return mapPart(state, action.part, (p) => (p.type === 'question' && p.kind === 'truefalse' && p.correct !== action.value ? { ...p, correct: action.value } : p));
    case 'setImage':
      return mapPart(state, action.part, (p) => {
        if (p.type !== 'image' && p.type !== 'question') return p;
        const image: ContentImage = { ...action.image, alt: p.image?.alt ?? blank() };
        if (!image.upload) delete image.upload;
        return { ...p, image } as Part;
      });
    case 'removeImage':
      return mapPart(state, action.part, (p) => {
        if (p.type !== 'question' || !p.image) return p;
        const { image: _image, ...rest } = p;
        return rest as Part;
      });
  }
}

// ——— Completeness ———

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

// ——— Comparing ———

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value).sort()) {
      const v = (value as Record<string, unknown>)[key];
      if (v !== undefined) out[key] = canonical(v);
    }
    return out;
  }
  return value;
}

/** True when two editor states hold the same module (key order and absent-vs-undefined do not matter). */
export function sameState(a: EditorState, b: EditorState): boolean {
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}

// ——— Before saving ———

/** A problem the editor can name before asking the server, with the control to focus (in Dutch). */
export interface Problem {
  text: string;
  /** DOM id of the control. */
  id: string;
}

/**
 * The first problem the browser can see for itself: a missing Dutch title, points that are not a whole number
 * from 1 to 100. Everything else the server checks and names (400 `{ title }`, e.g. 'Onderdeel 3 (vraag): kies
 * het goede antwoord.'), so there is one set of rules.
 */
export function firstProblem(state: EditorState): Problem | null {
  if (state.content.title.nl.trim() === '') return { text: t.titleMissing, id: fieldId({ field: 'title' }, 'nl') };
  const { pointsMin: min, pointsMax: max } = MODULE_LIMITS;
  for (const [index, part] of state.content.parts.entries()) {
    if (part.type === 'question' && !(Number.isInteger(part.points) && part.points >= min && part.points <= max)) {
      return { text: t.pointsInvalid(index + 1, min, max), id: partId(part.id, 'points') };
    }
  }
  return null;
}

/** Where a server message points to: the control to focus and, for a part, its number (1-based). */
export interface MessageTarget {
  id: string;
  part: number | null;
}

/**
 * The place a server message names (module-validation.ts: 'Titel: …', 'Beschrijving: …', 'Onderdeel 3
 * (vraag): …', 'Onderdeel 3 (vraag), keuze 2: …', 'Voeg minstens één onderdeel toe.'), as a control in the
 * Dutch editor; null when the message names no place the editor knows.
 * @param addId the id of the 'Onderdeel toevoegen' heading.
 */
export function messageTarget(message: string, content: ModuleContent, addId: string): MessageTarget | null {
  const part = /Onderdeel\s+(\d+)/i.exec(message);
  if (part) {
    const n = Number(part[1]);
    const found = content.parts[n - 1];
    if (!found) return null;
    const option = /keuze\s+(\d+)/i.exec(message);
    if (option && found.type === 'question' && (found.kind === 'single' || found.kind === 'multiple')) {
      const o = found.options[Number(option[1]) - 1];
      if (o) return { id: fieldId({ part: found.id, field: 'option', option: o.id }, 'nl'), part: n };
    }
    return { id: partId(found.id), part: n };
  }
  if (/^\s*Titel\b/.test(message)) return { id: fieldId({ field: 'title' }, 'nl'), part: null };
  if (/^\s*Beschrijving\b/.test(message)) return { id: fieldId({ field: 'description' }, 'nl'), part: null };
  if (/onderdeel toe/i.test(message)) return { id: addId, part: null };
  return null;
}
