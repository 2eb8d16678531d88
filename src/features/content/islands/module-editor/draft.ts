/**
 * Drafts of the module editor, kept in the browser (decision 010):
 * a draft lives in `localStorage` under one key per module ('new' on the create page), with the version it
 * started from; the editor writes it about a second after the last change and removes it after a successful
 * save. The server keeps only complete, valid versions ("nothing half-saved"): every save there is a version.
 *
 * Storage failures (private mode, quota, no storage on the server) are swallowed: a draft is a convenience,
 * never a reason for an error on screen.
 */
import type { ModuleContent } from '#src/features/content/model';
import { sameState, type EditorState } from './state';

/** Key prefix in localStorage. */
export const DRAFT_PREFIX = 'kandidaat-module-concept:';

/** The draft's key for a module id, or for the create page. */
export function draftKey(moduleId: string | null): string {
  return `${DRAFT_PREFIX}${moduleId ?? 'new'}`;
}

/** What is stored. */
export interface Draft extends EditorState {
  /** Format of the record, for later changes. */
  v: 1;
  /** The module version the edits started from; null on the create page. */
  baseVersion: number | null;
  /** ISO time of the last write. */
  savedAt: string;
}

/** The part of the Storage interface the drafts use (localStorage in the browser, a Map in tests). */
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The browser's localStorage, or undefined where there is none or it is blocked. */
export function browserStorage(): DraftStorage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

/** A Storage in memory (tests). */
export function memoryStorage(): DraftStorage & { size(): number } {
  const map = new Map<string, string>();
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, String(value)),
    removeItem: (key) => void map.delete(key),
    size: () => map.size,
  };
}

function isLocalized(value: unknown): boolean {
  return !!value && typeof value === 'object' && typeof (value as { nl?: unknown }).nl === 'string';
}

function isContent(value: unknown): value is ModuleContent {
  if (!value || typeof value !== 'object') return false;
  const c = value as Partial<ModuleContent>;
  return (
    isLocalized(c.title) &&
    isLocalized(c.description) &&
    Array.isArray(c.parts) &&
    c.parts.every((p) => !!p && typeof p === 'object' && typeof p.id === 'string' && typeof p.type === 'string')
  );
}

/** Reads a draft; null when there is none or the record is not a draft (then it is removed). */
export function loadDraft(storage: DraftStorage | undefined, key: string): Draft | null {
  if (!storage) return null;
  let raw: string | null;
  try {
    raw = storage.getItem(key);
  } catch {
    return null;
  }
  if (raw === null) return null;
  try {
    const draft = JSON.parse(raw) as Partial<Draft>;
    if (
      draft?.v === 1 &&
      isContent(draft.content) &&
      (draft.professionId === null || typeof draft.professionId === 'string') &&
      (draft.baseVersion === null || typeof draft.baseVersion === 'number') &&
      typeof draft.savedAt === 'string'
    ) {
      return draft as Draft;
    }
  } catch {
    // not JSON: fall through
  }
  removeDraft(storage, key);
  return null;
}

/** Writes a draft. Returns false when the storage refused it (quota, private mode). */
export function saveDraft(storage: DraftStorage | undefined, key: string, state: EditorState, baseVersion: number | null, now: Date = new Date()): boolean {
  if (!storage) return false;
  const draft: Draft = { v: 1, baseVersion, savedAt: now.toISOString(), professionId: state.professionId, content: state.content };
  try {
    storage.setItem(key, JSON.stringify(draft));
    return true;
  } catch {
    return false;
  }
}

/** Removes a draft; never throws. */
export function removeDraft(storage: DraftStorage | undefined, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    // nothing to do
  }
}

/** What the notice 'Er is een niet-opgeslagen concept van …' offers. */
export interface DraftOffer {
  draft: Draft;
  /** The draft began at an older version than the one now on the server: restoring it replaces newer edits. */
  stale: boolean;
}

/**
 * Whether to offer `draft` when the page loads with `server` at `serverVersion` (null on the create page): only
 * a draft that differs from what the server has. A draft equal to the server's content is not worth a question.
 */
export function draftOffer(draft: Draft | null, server: EditorState, serverVersion: number | null): DraftOffer | null {
  if (!draft) return null;
  if (sameState({ professionId: draft.professionId, content: draft.content }, server)) return null;
  const stale = serverVersion !== null && draft.baseVersion !== null && draft.baseVersion < serverVersion;
  return { draft, stale };
}

/**
 * What to do with the storage after an edit: keep a draft when the editor differs from the last saved
 * state, remove it when the edits brought it back to that state.
 */
export function draftAction(current: EditorState, saved: EditorState): 'save' | 'remove' {
  return sameState(current, saved) ? 'remove' : 'save';
}
