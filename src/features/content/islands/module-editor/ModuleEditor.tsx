/**
 * The module editor island (docs/api.md "Modules") on /cp/modules/create and /cp/modules/{id}, for Admin and Coordinator.
 *
 * - Title, description, profession (GeneralSection.tsx) and ordered parts (PartEditor.tsx: text, image, question:
 *   single, multiple, true/false, open; practical assignment). Parts are added at the end (AddPart.tsx), moved
 *   with the drag handle (HTML5 drag and drop: use-part-drag.ts) or 'Omhoog'/'Omlaag' (focus stays on the button;
 *   an aria-live region says 'Onderdeel 3 staat nu op plaats 2'), deleted after a confirmation dialog.
 * - 'Vertalen naar' (LanguageBar.tsx) shows every text field with its Dutch beside it; structure changes only in
 *   Dutch. The completeness view (Completeness.tsx) counts the texts per language and jumps to the first missing
 *   one.
 * - Drafts (use-draft.ts, draft.ts): written to localStorage about a second after the last change; offered
 *   again on load when they differ from the server's version (DraftNotice.tsx); removed after a successful save.
 *   Leaving with unsaved changes asks first (src/components/use-leave-warning.ts).
 * - 'Opslaan' (SaveBar.tsx, use-module-save.ts) makes a version: POST /api/modules (then to
 *   /cp/modules/{id}?opgeslagen=1) or PUT /api/modules/{id} with `baseVersion` (use-saved-module.ts). 409: someone
 *   else saved first — the server's message and 'Nieuwste versie laden' (the draft stays). 400: the server's
 *   message next to the button, focused, with a button to the part it names; nothing typed is lost.
 *
 * The logic is in state.ts, texts.ts, parts.ts, completeness.ts, checks.ts, draft.ts and messages.ts (pure, tested);
 * what the template editor does the same way (focus after an edit and on an error, the server's error title) is in
 * ../editor; what the report editor shares too — the formatted text box with its toolbar and edits
 * (src/components/formatted-text/), the leaving warning, the confirmation dialog — is in src/components/. Hydrate with
 * `client:load`.
 */
import { useCallback, useEffect, useMemo, useReducer, useState } from 'react';
import { MODULE_LIMITS, type Language } from '#src/features/content/model';
import type { ModuleEditView } from '#src/features/content/contract';
import type { Named } from '#src/lib/contract';
import { afterRemoval } from '#src/features/content/islands/editor/focus';
import { useFocusAfter } from '#src/features/content/islands/editor/use-focus-after';
import { useLeaveWarning } from '#src/components/use-leave-warning';
import { renderedByReact } from '#src/lib/react-island';
import Completeness from './Completeness';
import { completenessOf, type TextField } from './completeness';
import ConfirmDialog from '#src/components/ConfirmDialog';
import { draftKey } from './draft';
import DraftNotice from './DraftNotice';
import GeneralSection from './GeneralSection';
import History from './History';
import LanguageBar from './LanguageBar';
import { ADD_TITLE_ID, firstControlOf, newId, newPart, partId, partLegend, type NewPartKind } from './parts';
import PartsSection from './PartsSection';
import SaveBar from './SaveBar';
import { editorReducer, sameState } from './state';
import { moduleEditor as t } from './strings';
import { fieldId, type FieldRef } from './texts';
import { useDraft } from './use-draft';
import { useModuleSave } from './use-module-save';
import { usePartDrag } from './use-part-drag';
import { useSavedModule } from './use-saved-module';

/** The props the pages pass (serialisable; habit 9). */
export interface ModuleEditorProps {
  /** The module as `GET /api/modules/{id}/edit` answers it; null on the create page. */
  module: ModuleEditView | null;
  /** `GET /api/test/professions`, for the profession select. */
  professions: Named[];
  /** The message when the professions could not be loaded. */
  professionsError?: string;
  /** The version just made on the create page (`?opgeslagen=n`): the editor says 'Opgeslagen als versie n'. */
  savedVersion?: number;
  /** Name of the signed-in user, for the history line of a save. */
  userName: string;
}

/** Ids of the editor's sections, for the page's 'Op deze pagina' links. */
export const SECTION_IDS = { general: 'algemeen', parts: 'onderdelen', languages: 'talen', save: 'opslaan', history: 'geschiedenis' } as const;

/** The module editor. */
export default function ModuleEditor({ module, professions, professionsError, savedVersion, userName }: ModuleEditorProps) {
  const moduleId = module?.id ?? null;
  const server = useSavedModule(module);
  const [state, dispatch] = useReducer(editorReducer, server.initial);
  const [language, setLanguage] = useState<Language>('nl');
  const [hydrated, setHydrated] = useState(false);
  const drafts = useDraft(draftKey(moduleId), state, server.saved, server.baseVersion);
  const [announcement, setAnnouncement] = useState('');
  const [confirmIndex, setConfirmIndex] = useState<number | null>(null);
  const focusAfter = useFocusAfter();

  const dirty = useMemo(() => !sameState(state, server.saved), [state, server.saved]);
  const completeness = useMemo(() => completenessOf(state.content), [state.content]);
  const parts = state.content.parts;

  // Keep the draft whatever the answer to the browser's question (unless a found draft still waits).
  const leave = useLeaveWarning(dirty, () => {
    if (!drafts.offer) drafts.write();
  });
  const { saving, status, setStatus, saveError, fieldErrors, clearFieldError, save, overwrite, reloadNewest } = useModuleSave({ moduleId, state, server, drafts, leave, userName, savedVersion });

  // ——— Load (the draft on this device: use-draft.ts), and the `?opgeslagen=` of the create page ———
  useEffect(() => {
    setHydrated(true);
    if (savedVersion) {
      const url = new URL(window.location.href);
      url.searchParams.delete('opgeslagen');
      window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
    }
    // Once, on hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  /** Says `text` in the live region; the same text twice in a row is still announced. */
  const announce = useCallback((text: string) => setAnnouncement((previous) => (previous === text ? `${text}\u00a0` : text)), []);

  // ——— Edits ———
  const onText = useCallback(
    (field: FieldRef, lang: Language, value: string) => {
      dispatch({ type: 'setText', ref: field, language: lang, value });
      clearFieldError(fieldId(field, lang));
    },
    [clearFieldError],
  );

  function move(index: number, to: number, button: 'up' | 'down') {
    const part = parts[index];
    if (!part || to < 0 || to >= parts.length) return;
    dispatch({ type: 'movePart', from: index, to });
    announce(t.moved(index + 1, to + 1));
    focusAfter(partId(part.id, button));
  }

  function add(kind: NewPartKind) {
    if (parts.length >= MODULE_LIMITS.partsMax) {
      announce(t.partsMax(MODULE_LIMITS.partsMax));
      return;
    }
    const id = newId();
    const part = newPart(kind, id);
    dispatch({ type: 'addPart', part });
    announce(t.added(parts.length + 1, t.addButtons[kind]));
    focusAfter(firstControlOf(kind, id));
  }

  function confirmRemove() {
    if (confirmIndex === null) return;
    const part = parts[confirmIndex];
    setConfirmIndex(null);
    if (!part) return;
    const neighbour = afterRemoval(parts, confirmIndex);
    dispatch({ type: 'removePart', id: part.id });
    announce(t.removed(confirmIndex + 1));
    focusAfter(neighbour ? partId(neighbour.id) : ADD_TITLE_ID);
  }

  function cancelRemove() {
    const part = confirmIndex === null ? undefined : parts[confirmIndex];
    setConfirmIndex(null);
    if (part) focusAfter(partId(part.id, 'remove'));
  }

  function jump(lang: Language, field: TextField) {
    setLanguage(lang);
    focusAfter(fieldId(field.ref, lang));
  }

  function goTo(id: string) {
    setLanguage('nl');
    focusAfter(id);
  }

  const dragFor = usePartDrag(parts, dispatch, announce);

  // ——— Drafts found on load ———
  function restoreDraft() {
    const draft = drafts.restore();
    if (!draft) return;
    dispatch({ type: 'replace', state: { professionId: draft.professionId, content: draft.content } });
    // Decision 010: a draft keeps the version it began at, so saving one based on an older version is refused (409).
    if (draft.baseVersion !== null) server.rebase(draft.baseVersion);
    setStatus(t.draftRestored);
  }

  function discardDraft() {
    drafts.discard();
    setStatus(t.draftDiscarded);
  }

  // ——— View ———
  const confirmPart = confirmIndex === null ? undefined : parts[confirmIndex];
  const { offer } = drafts;

  return (
    <div className="module-editor" data-hydrated={hydrated ? 'true' : undefined}>
      {offer && <DraftNotice offer={offer} baseVersion={server.baseVersion} onRestore={restoreDraft} onDiscard={discardDraft} />}

      <LanguageBar language={language} onChange={setLanguage} />

      <GeneralSection
        id={SECTION_IDS.general}
        state={state}
        language={language}
        professions={professions}
        professionsError={professionsError}
        fieldErrors={fieldErrors}
        onText={onText}
        dispatch={dispatch}
      />

      <PartsSection
        id={SECTION_IDS.parts}
        parts={parts}
        language={language}
        fieldErrors={fieldErrors}
        dispatch={dispatch}
        onText={onText}
        onMove={move}
        onRemove={setConfirmIndex}
        dragFor={dragFor}
        onAdd={add}
      />

      <Completeness id={SECTION_IDS.languages} rows={completeness} savedLanguages={server.savedLanguages} onJump={jump} />

      <SaveBar
        id={SECTION_IDS.save}
        saving={saving}
        dirty={dirty}
        status={status}
        saveError={saveError}
        draftTime={drafts.time}
        inUse={module?.inUse ?? false}
        onSave={() => void save()}
        onReload={reloadNewest}
        onOverwrite={overwrite}
        onGoTo={goTo}
      />

      {module && <History id={SECTION_IDS.history} items={server.versions} current={server.baseVersion} />}

      <div className="is-sr-only" aria-live="polite" aria-atomic="true">
        {announcement}
      </div>

      {confirmPart && confirmIndex !== null && (
        <ConfirmDialog
          title={t.removeTitle(confirmIndex + 1)}
          text={t.removeText(partLegend(confirmPart, confirmIndex))}
          confirm={t.removeConfirm}
          cancel={t.removeCancel}
          onConfirm={confirmRemove}
          onCancel={cancelRemove}
        />
      )}
    </div>
  );
}

// Astro renders this island once, as React's, without rendering it again to find out (lib/react-island.ts).
if (import.meta.env.SSR) renderedByReact(ModuleEditor);
