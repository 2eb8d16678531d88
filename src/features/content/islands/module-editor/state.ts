/**
 * The pure core of the module editor (habit 7): what the editor holds (the content a coordinator edits and the
 * module's profession), every edit as a reducer, and comparing two states (unsaved changes, drafts). No DOM, no
 * fetch: ModuleEditor.tsx renders it, state.test.ts tests it. The texts by field are in texts.ts, new parts and
 * their ids in parts.ts, completeness per language in completeness.ts, the checks around a save in checks.ts.
 */
import { MODULE_LIMITS, type ContentImage, type Language, type ModuleContent, type Part } from '#src/features/content/model';
import { nextOptionId } from './parts';
import { blank, setPartText, withText, type FieldRef } from './texts';

/** What the editor holds: the content and the module's profession. */
export interface EditorState {
  professionId: string | null;
  content: ModuleContent;
}

/** An empty module: Dutch title and description to fill in, no parts. */
export function emptyContent(): ModuleContent {
  return { title: { nl: '' }, description: { nl: '' }, parts: [] };
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
