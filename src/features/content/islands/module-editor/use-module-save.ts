/**
 * Saving in the module editor (docs/api.md "Modules"): 'Opslaan' makes a version.
 *
 * - First the checks the browser can make itself (checks.ts `firstProblem`): the message sits at its field and in
 *   the save bar; nothing is sent.
 * - POST /api/modules on the create page, then to /cp/modules/{id}?opgeslagen={version}; otherwise PUT
 *   /api/modules/{id} with `baseVersion`. After a save the draft on this device is removed (decision 010).
 * - 409: someone else saved first. The server's message, with 'Nieuwste versie laden' (the draft is kept, the
 *   page reloads) and 'Mijn versie toch opslaan' (this editor's content becomes a version on top of the newest).
 * - 400 and others: the server's message (messages.ts `failureText`) with a button to the part or field it names
 *   (checks.ts `messageTarget`). Whatever fails, what was typed is kept in the draft on this device.
 */
import { useCallback, useState } from 'react';
import type { ModuleCreateBody, ModuleEditView, ModuleSaveBody, ModuleSaved } from '#src/features/content/contract';
import { api } from '#src/lib/api';
import { errorStatus } from '#src/lib/errors';
import { firstProblem, messageTarget, type MessageTarget } from './checks';
import { failureText } from './messages';
import { ADD_TITLE_ID } from './parts';
import type { EditorState } from './state';
import { moduleEditor as t } from './strings';
import type { BrowserDraft } from './use-draft';
import type { SavedModule } from './use-saved-module';

/** The message of a refused save. */
export interface SaveError {
  text: string;
  /** 409: offer to load the newest version, or to save this one anyway. */
  conflict: boolean;
  /** The control the message is about (the check before saving, or the place a server message names). */
  target: MessageTarget | null;
}

/** What the module editor needs to save. */
export interface ModuleSaveOptions {
  /** Null on the create page. */
  moduleId: string | null;
  /** What the editor holds now. */
  state: EditorState;
  server: SavedModule;
  drafts: BrowserDraft;
  /** Goes to another page, or reloads, without the leaving warning (src/components/use-leave-warning.ts). */
  leave: (href?: string) => void;
  /** The signed-in user's name, for the history row of a save. */
  userName: string;
  /** The version just made on the create page (`?opgeslagen=n`): the status line starts with it. */
  savedVersion?: number | undefined;
}

/** Saving, and what the save bar shows. */
export interface ModuleSave {
  saving: boolean;
  /** The status line ('' for none). */
  status: string;
  setStatus: (status: string) => void;
  saveError: SaveError | null;
  /** Messages of the check before saving, by the DOM id of their control. */
  fieldErrors: Record<string, string>;
  /** Drops the message of the control with DOM id `id` (its text was changed). Stable. */
  clearFieldError: (id: string) => void;
  /** 'Opslaan'; `base` overrides the version the edits are based on (after a conflict). */
  save: (base?: number | null) => Promise<void>;
  /** 409: 'Mijn versie toch opslaan'. */
  overwrite: () => Promise<void>;
  /** 409: 'Nieuwste versie laden' (keeps the draft, reloads). */
  reloadNewest: () => void;
}

/** Saving the module the editor holds (see the module comment). */
export function useModuleSave({ moduleId, state, server, drafts, leave, userName, savedVersion }: ModuleSaveOptions): ModuleSave {
  const [saving, setSaving] = useState(false);
  const [status, setStatus] = useState(savedVersion ? t.saved(savedVersion) : '');
  const [saveError, setSaveError] = useState<SaveError | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  const clearFieldError = useCallback((id: string) => {
    setFieldErrors((errors) => {
      if (!(id in errors)) return errors;
      const { [id]: _gone, ...rest } = errors;
      return rest;
    });
  }, []);

  async function save(base: number | null = server.baseVersion) {
    if (saving) return;
    setStatus('');
    const problem = firstProblem(state);
    if (problem) {
      setFieldErrors({ [problem.id]: problem.text });
      setSaveError({ text: problem.text, conflict: false, target: { id: problem.id, part: null } });
      return;
    }
    setFieldErrors({});
    setSaveError(null);
    setSaving(true);
    const sent = state;
    try {
      let answer: ModuleSaved;
      if (moduleId === null) {
        const body: ModuleCreateBody = { professionId: sent.professionId, content: sent.content };
        answer = await api<ModuleSaved>('/api/modules', { method: 'POST', body });
      } else {
        const body: ModuleSaveBody = { professionId: sent.professionId, content: sent.content, baseVersion: base ?? 0 };
        answer = await api<ModuleSaved>(`/api/modules/${encodeURIComponent(moduleId)}`, { method: 'PUT', body });
      }
      drafts.clear();
      if (moduleId === null) {
        leave(`/cp/modules/${encodeURIComponent(answer.id)}?opgeslagen=${answer.version}`);
        return;
      }
      server.stored(sent, answer.version, userName);
      setStatus(t.saved(answer.version));
    } catch (error) {
      const text = failureText(error);
      // Keep what was typed on this device, whatever happens next.
      drafts.write();
      const conflict = errorStatus(error) === 409;
      setSaveError({ text, conflict, target: conflict ? null : messageTarget(text, sent.content, ADD_TITLE_ID) });
    } finally {
      setSaving(false);
    }
  }

  /** After a conflict: take the newest version's number as the base and save this editor's content over it. */
  async function overwrite() {
    if (moduleId === null || saving) return;
    try {
      const newest = await api<ModuleEditView>(`/api/modules/${encodeURIComponent(moduleId)}/edit`);
      server.newest(newest);
      await save(newest.version);
    } catch (error) {
      setSaveError({ text: failureText(error), conflict: false, target: null });
    }
  }

  function reloadNewest() {
    drafts.write();
    leave();
  }

  return { saving, status, setStatus, saveError, fieldErrors, clearFieldError, save, overwrite, reloadNewest };
}
