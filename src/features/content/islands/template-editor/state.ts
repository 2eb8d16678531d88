/**
 * The template editor's pure core (habit 7): the draft a coordinator edits, a reducer for every change, and dirty
 * tracking against the last saved draft. No DOM, no network; the checks before saving are in checks.ts, the
 * view is TemplateEditor.tsx with its parts.
 *
 * The draft keeps the weight as typed (a string), so a half-typed or cleared number stays on screen with its
 * error instead of jumping back; `toContent` turns the draft into what the API accepts. A criterion's `selfCheck`
 * sentences (the candidate's reflection, decision 030) are kept only for the languages that have text, so typing a
 * sentence and clearing it again leaves nothing unsaved.
 */
import { DEFAULT_SCALE, TEMPLATE_LIMITS as L, type Criterion, type ScaleLevel, type TemplateContent } from '#src/features/content/template';
import { LANGUAGES, type Language } from '#src/lib/i18n/locales';
import { templateTexts as t } from './strings';

/** One criterion as edited. */
export interface DraftCriterion {
  id: string;
  name: string;
  description: string;
  /** As typed; a whole number 1–10 when valid. */
  weight: string;
  /** The 'Ik …' sentence per content language as typed; only languages with text; absent when none has. */
  selfCheck?: Partial<Record<Language, string>>;
}

/** The template as edited. */
export interface Draft {
  name: string;
  criteria: DraftCriterion[];
  scale: ScaleLevel[];
}

export interface EditorState {
  draft: Draft;
  /** The draft as last saved (or loaded): the editor is dirty when `draft` differs from it. */
  saved: Draft;
  /** What the aria-live region says about the last change; '' for nothing. */
  announcement: string;
  /** Counts announcements, so the view can repeat an identical one. */
  announcements: number;
}

export type EditorAction =
  | { type: 'name'; value: string }
  | { type: 'add'; id: string }
  | { type: 'edit'; id: string; field: 'name' | 'description' | 'weight'; value: string }
  /** The criterion's sentence for the candidate in `language` ('' removes it). */
  | { type: 'selfCheck'; id: string; language: Language; value: string }
  /** Puts criterion `id` at index `to` (0-based, clamped). */
  | { type: 'move'; id: string; to: number }
  | { type: 'remove'; id: string }
  | { type: 'label'; value: ScaleLevel['value']; label: string }
  | { type: 'resetLabels' }
  /** The draft that was sent has been saved: it becomes the new reference for dirty tracking. */
  | { type: 'saved'; draft: Draft };

/** The weight a new criterion starts with. */
export const NEW_WEIGHT = 1;

/** What `newCriterionId` needs of the Web Crypto API (injectable for tests). */
export interface IdSource {
  getRandomValues(array: Uint8Array<ArrayBuffer>): Uint8Array<ArrayBuffer>;
  randomUUID?: () => string;
}

/**
 * A new criterion id: `crypto.randomUUID()`, or — where the browser offers it only in secure contexts and the
 * site runs on plain http — a version-4 UUID from `crypto.getRandomValues` (the backend accepts UUIDs only).
 */
export function newCriterionId(source: IdSource = crypto): string {
  if (typeof source.randomUUID === 'function') return source.randomUUID();
  const bytes = source.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A draft of stored content. A missing or broken scale reads as the default scale. */
export function draftOf(content: TemplateContent): Draft {
  const scale = DEFAULT_SCALE.map((level) => ({
    value: level.value,
    label: content.scale?.find((s) => s.value === level.value)?.label ?? level.label,
  }));
  return {
    name: content.name,
    criteria: content.criteria.map((c) => {
      const selfCheck = withSentences(c.selfCheck ?? {});
      return { id: c.id, name: c.name, description: c.description, weight: String(c.weight), ...(selfCheck ? { selfCheck } : {}) };
    }),
    scale,
  };
}

/** The sentences that have text, in the order of LANGUAGES; undefined when none has (`trim`: trimmed, for the API). */
function withSentences(sentences: Partial<Record<Language, string>>, trim = false): Partial<Record<Language, string>> | undefined {
  const kept: Partial<Record<Language, string>> = {};
  for (const language of LANGUAGES) {
    const text = trim ? sentences[language]?.trim() : sentences[language];
    if (text) kept[language] = text;
  }
  return Object.keys(kept).length > 0 ? kept : undefined;
}

/** An empty template: no name, no criteria, the default scale. */
export function emptyDraft(): Draft {
  return { name: '', criteria: [], scale: DEFAULT_SCALE.map((level) => ({ ...level })) };
}

/** The editor's state for a loaded (or new, empty) template. */
export function initialState(draft: Draft): EditorState {
  return { draft, saved: draft, announcement: '', announcements: 0 };
}

/**
 * What the API accepts: texts trimmed, weights as numbers (NaN stays NaN; `validate` reports it first), each criterion's
 * `selfCheck` only with the languages that have a sentence, and left out when none has.
 */
export function toContent(draft: Draft): TemplateContent {
  return {
    name: draft.name.trim(),
    criteria: draft.criteria.map((c) => {
      const criterion: Criterion = {
        id: c.id,
        name: c.name.trim(),
        description: c.description.trim(),
        weight: c.weight.trim() === '' ? Number.NaN : Number(c.weight),
      };
      const selfCheck = withSentences(c.selfCheck ?? {}, true);
      return selfCheck ? { ...criterion, selfCheck } : criterion;
    }),
    scale: draft.scale.map((s) => ({ value: s.value, label: s.label.trim() })),
  };
}

/** True when the draft has changes that are not saved. */
export function isDirty(state: EditorState): boolean {
  return JSON.stringify(state.draft) !== JSON.stringify(state.saved);
}

/**
 * The arrow button that keeps focus after 'Omhoog' or 'Omlaag' moved a criterion: the one pressed, or the other
 * one when the criterion reached the top or bottom, where the pressed one is now disabled and cannot take focus
 * (WCAG 2.2 SC 2.4.3 Focus Order: focus stays with the criterion instead of falling back to the page).
 * @param to the criterion's new place (0-based); @param count how many criteria there are.
 */
export function arrowAfterMove(pressed: 'up' | 'down', to: number, count: number): 'up' | 'down' {
  if (pressed === 'up' && to <= 0) return 'down';
  if (pressed === 'down' && to >= count - 1) return 'up';
  return pressed;
}

/** How a criterion is named in messages: its name, or 'Criterium 3 (zonder naam)'. */
export function criterionTitle(draft: Draft, id: string): string {
  const index = draft.criteria.findIndex((c) => c.id === id);
  const name = draft.criteria[index]?.name.trim();
  return name ? `‘${name}’` : t.unnamed(index + 1);
}

function announce(state: EditorState, draft: Draft, announcement: string): EditorState {
  return { ...state, draft, announcement, announcements: state.announcements + 1 };
}

/** Applies one change. Changes that do not apply (unknown id, no room) leave the draft as it is. */
export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  const { draft } = state;
  switch (action.type) {
    case 'name':
      return { ...state, draft: { ...draft, name: action.value } };
    case 'add': {
      if (draft.criteria.length >= L.criteriaMax) return announce(state, draft, t.criteriaMax);
      if (draft.criteria.some((c) => c.id === action.id)) return state;
      const criteria = [...draft.criteria, { id: action.id, name: '', description: '', weight: String(NEW_WEIGHT) }];
      return announce(state, { ...draft, criteria }, t.added(criteria.length));
    }
    case 'edit': {
      if (!draft.criteria.some((c) => c.id === action.id)) return state;
      const criteria = draft.criteria.map((c) => (c.id === action.id ? { ...c, [action.field]: action.value } : c));
      return { ...state, draft: { ...draft, criteria } };
    }
    case 'selfCheck': {
      if (!draft.criteria.some((c) => c.id === action.id)) return state;
      const criteria = draft.criteria.map((c) => {
        if (c.id !== action.id) return c;
        const { selfCheck: _old, ...rest } = c;
        const selfCheck = withSentences({ ...c.selfCheck, [action.language]: action.value });
        return selfCheck ? { ...rest, selfCheck } : rest;
      });
      return { ...state, draft: { ...draft, criteria } };
    }
    case 'move': {
      const from = draft.criteria.findIndex((c) => c.id === action.id);
      if (from < 0) return state;
      const to = Math.min(Math.max(0, Math.trunc(action.to)), draft.criteria.length - 1);
      if (to === from) return state;
      const criteria = [...draft.criteria];
      const [moved] = criteria.splice(from, 1);
      if (!moved) return state;
      criteria.splice(to, 0, moved);
      const next = { ...draft, criteria };
      return announce(state, next, t.moved(criterionTitle(next, moved.id), to + 1, criteria.length));
    }
    case 'remove': {
      if (!draft.criteria.some((c) => c.id === action.id)) return state;
      const title = criterionTitle(draft, action.id);
      return announce(state, { ...draft, criteria: draft.criteria.filter((c) => c.id !== action.id) }, t.removed(title));
    }
    case 'label': {
      if (!draft.scale.some((s) => s.value === action.value)) return state;
      const scale = draft.scale.map((s) => (s.value === action.value ? { ...s, label: action.label } : s));
      return { ...state, draft: { ...draft, scale } };
    }
    case 'resetLabels':
      return announce(state, { ...draft, scale: DEFAULT_SCALE.map((level) => ({ ...level })) }, t.labelsReset);
    case 'saved':
      return { ...state, saved: action.draft };
  }
}
