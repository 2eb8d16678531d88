/**
 * What the server has of the module in the module editor: the state last loaded or saved (the reference for
 * 'unsaved changes' and for the draft on this device), the version edits are based on (sent as `baseVersion`;
 * decision 009), the history shown below the editor, and the languages the saved version is offered in.
 * After a save the history gets the new version at the top without a reload.
 */
import { useState } from 'react';
import { completeLanguages, type Language } from '#src/features/content/model';
import type { ModuleEditView, ModuleHistoryItem } from '#src/features/content/contract';
import { emptyContent, type EditorState } from './state';

/**
 * `history` (newest first) with version `version` just saved by `createdBy` at `createdAt` (ISO time) at the top,
 * as the server records an ordinary save: no note, not in use by a profession test. A row with the same
 * number is replaced.
 */
export function withSavedVersion(history: readonly ModuleHistoryItem[], version: number, createdBy: string | null, createdAt: string): ModuleHistoryItem[] {
  return [{ version, createdAt, createdBy, note: null, inUse: false }, ...history.filter((v) => v.version !== version)];
}

/** The server's side of the module editor. */
export interface SavedModule {
  /** The state the server has (last load or save). */
  saved: EditorState;
  /** The version the edits are based on; null on the create page. */
  baseVersion: number | null;
  /** The module's versions, newest first. */
  versions: ModuleHistoryItem[];
  /** Languages complete in the saved version; null on the create page. */
  savedLanguages: Language[] | null;
  /** Edits are now based on `version` (a restored draft keeps the version it began at). */
  rebase(version: number): void;
  /** `sent` was saved as `version` by `createdBy` (the signed-in user's name; '' when not known). */
  stored(sent: EditorState, version: number, createdBy: string): void;
  /** The newest version as the server answers it (after a conflict): edits are now based on it. */
  newest(view: ModuleEditView): void;
}

/**
 * The server's side of module `module` (null on the create page).
 * @returns also `initial`: the editor's state on load, the same object as the first `saved`.
 */
export function useSavedModule(module: ModuleEditView | null): SavedModule & { initial: EditorState } {
  const [initial] = useState<EditorState>(() => ({ professionId: module?.professionId ?? null, content: module?.content ?? emptyContent() }));
  const [saved, setSaved] = useState<EditorState>(initial);
  const [baseVersion, setBaseVersion] = useState<number | null>(module?.version ?? null);
  const [versions, setVersions] = useState<ModuleHistoryItem[]>(module?.history ?? []);
  const [savedLanguages, setSavedLanguages] = useState<Language[] | null>(module ? module.languages : null);

  return {
    initial,
    saved,
    baseVersion,
    versions,
    savedLanguages,
    rebase: (version) => setBaseVersion(version),
    stored: (sent, version, createdBy) => {
      setSaved(sent);
      setBaseVersion(version);
      setSavedLanguages(completeLanguages(sent.content));
      setVersions((list) => withSavedVersion(list, version, createdBy || null, new Date().toISOString()));
    },
    newest: (view) => {
      setBaseVersion(view.version);
      setVersions(view.history);
    },
  };
}
