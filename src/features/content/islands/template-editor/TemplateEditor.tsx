/**
 * The template editor island (docs/api.md "Templates"): /cp/modules/edit/template/{id} for Admin and Coordinator.
 *
 * - Name; criteria with name, description, weight and the candidate's 'Ik …' sentence for the reflection (Dutch in
 *   view, the five other content languages in a `<details>` 'Vertalingen voor kandidaten', each field with its `lang`
 *   and `dir`; decision 030: CriterionFields.tsx); the four-point scale with editable labels and
 *   'Standaardlabels herstellen' (ScaleSection.tsx); 'Opslaan'; the history (TemplateHistory.tsx); the modules that
 *   use the template (UsedBy.tsx).
 * - Criteria are reordered by dragging the handle (pointer events: mouse, pen and touch; use-criterion-drag.ts) or
 *   with 'Omhoog' and 'Omlaag' (focus stays on the moved criterion's button); every change is announced in a polite
 *   live region. Deleting asks first in a modal `<dialog>` (RemoveDialog.tsx).
 * - Checks run before sending (checks.ts, the backend's rules): errors sit at their field (aria-describedby) and
 *   in a summary with links to the fields (SaveMessages.tsx). The server's Dutch `title` of a 400 or 409 is shown
 *   as it is; the input stays.
 * - Creating and saving (use-template-save.ts): a new template (`templateId` null) is created with POST
 *   /api/templates; with `attachTo` it is then attached to that module (PUT /api/modules/{id}/template) and the
 *   browser goes to the module; otherwise to the new template's own page. An existing one is saved with PUT
 *   /api/templates/{id} and `baseVersion`: every save is a new version, and the answer says how many modules moved
 *   on to it.
 * - Leaving with unsaved changes asks first (beforeunload).
 *
 * Hydrate with `client:load`: the page is the editor. All state changes go through the pure reducer in state.ts;
 * what the module editor does the same way (focus after an edit and on an error, the leaving warning, the
 * server's error title) is in ../editor.
 */
import { useEffect, useId, useMemo, useReducer, useState } from 'react';
import { TEMPLATE_LIMITS as L, type TemplateContent } from '#src/features/content/template';
import type { TemplateHistoryItem, TemplateModuleRef } from '#src/features/content/contract';
import { afterRemoval } from '#src/features/content/islands/editor/focus';
import { useFocusAfter } from '#src/features/content/islands/editor/use-focus-after';
import { useLeaveWarning } from '#src/components/use-leave-warning';
import { renderedByReact } from '#src/lib/react-island';
import { validate, type DraftErrors } from './checks';
import CriteriaSection from './CriteriaSection';
import { TextField } from './Fields';
import { buttonId, fieldIds } from './ids';
import RemoveDialog from './RemoveDialog';
import SaveMessages from './SaveMessages';
import ScaleSection from './ScaleSection';
import { arrowAfterMove, draftOf, editorReducer, emptyDraft, initialState, isDirty, newCriterionId } from './state';
import { templateTexts as t } from './strings';
import TemplateHistory from './TemplateHistory';
import UsedBy from './UsedBy';
import { useCriterionDrag } from './use-criterion-drag';
import { useTemplateSave } from './use-template-save';

/** The props the page passes (all serialisable; habit 9). */
export interface TemplateEditorProps {
  /** The template's id; null for a new one. */
  templateId: string | null;
  /** Its current version (send back as `baseVersion`); null for a new one. */
  version: number | null;
  /** Its current content; null for a new one. */
  content: TemplateContent | null;
  /** Newest first. */
  history: TemplateHistoryItem[];
  modules: TemplateModuleRef[];
  /** Only for a new template: attach it to this module after creating it; `replaces` names its template now. */
  attachTo: { id: string; title: string; replaces: string | null } | null;
}

/** The template editor. */
export default function TemplateEditor(props: TemplateEditorProps) {
  const uid = useId();
  const [state, dispatch] = useReducer(editorReducer, props.content, (content) => initialState(content ? draftOf(content) : emptyDraft()));
  const [removing, setRemoving] = useState<string | null>(null);

  const { draft } = state;
  const dirty = isDirty(state);
  // ——— Leaving with unsaved changes, and saving ———
  const leave = useLeaveWarning(dirty);
  const { templateId, version, history, modules, attachTo, saving, showErrors, notice, summary, focusSummary, save } = useTemplateSave(props, draft, dirty, dispatch, leave);
  // Field errors follow the typing once a save was tried; the summary is what the last try found.
  const errors: DraftErrors = useMemo(() => (showErrors ? validate(draft) : { byCriterion: {}, byLabel: {} }), [showErrors, draft]);

  // ——— Focus after a change ———
  const focusAfter = useFocusAfter();
  /** True once React runs in the browser; shown as data-hydrated so tests know the buttons work. */
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  // ——— Criteria: add, move, drag, delete ———
  const addCriterion = () => {
    if (draft.criteria.length >= L.criteriaMax) return;
    const id = newCriterionId();
    dispatch({ type: 'add', id });
    focusAfter(fieldIds.criterion(id, 'name'));
  };
  const moveBy = (id: string, index: number, delta: -1 | 1) => {
    dispatch({ type: 'move', id, to: index + delta });
    focusAfter(buttonId(id, arrowAfterMove(delta < 0 ? 'up' : 'down', index + delta, draft.criteria.length)));
  };
  const drag = useCriterionDrag(draft.criteria, dispatch);

  const cancelRemove = () => {
    if (removing) focusAfter(buttonId(removing, 'remove'));
    setRemoving(null);
  };
  const confirmRemove = () => {
    const id = removing;
    setRemoving(null);
    if (!id) return;
    const neighbour = afterRemoval(draft.criteria, draft.criteria.findIndex((c) => c.id === id));
    focusAfter(neighbour ? fieldIds.criterion(neighbour.id, 'name') : fieldIds.criteria);
    dispatch({ type: 'remove', id });
  };

  // ——— View ———
  const isNew = templateId === null;

  return (
    <div className="template-editor" data-hydrated={hydrated ? 'true' : undefined}>
      <p className="muted block">{version === null ? t.notSavedYet : t.currentVersion(version)}</p>
      {attachTo && (
        <div className="notification is-primary">
          {t.forModule(attachTo.title)}
          {attachTo.replaces && ` ${t.replaces(attachTo.replaces)}`}
        </div>
      )}

      <SaveMessages uid={uid} notice={notice} summary={summary} focusSummary={focusSummary} />

      <form noValidate onSubmit={save} aria-label={isNew ? t.newTitle : t.editTitle}>
        <TextField
          id={fieldIds.name}
          label={t.name}
          value={draft.name}
          hint={t.nameHint}
          error={errors.name}
          maxLength={L.nameMax}
          onChange={(value) => dispatch({ type: 'name', value })}
        />

        <CriteriaSection
          uid={uid}
          criteria={draft.criteria}
          errors={errors}
          drag={drag}
          dispatch={dispatch}
          onAdd={addCriterion}
          onMove={moveBy}
          onRemove={setRemoving}
        />

        <ScaleSection id={`${uid}-scale`} scale={draft.scale} errors={errors.byLabel} dispatch={dispatch} />

        <div className="box template-editor__save">
          <div className="actions">
            <button type="submit" className="button is-primary" aria-disabled={saving ? 'true' : undefined} aria-describedby={`${uid}-save-hint`}>
              {saving ? t.saving : t.save}
            </button>
            <span className={dirty ? 'template-editor__dirty' : 'muted'}>{dirty ? t.unsaved : isNew ? '' : t.allSaved}</span>
          </div>
          <p className="help" id={`${uid}-save-hint`}>
            {isNew ? t.saveHintNew : t.saveHint}
          </p>
        </div>
      </form>

      <p className="is-sr-only" aria-live="polite">
        <span key={state.announcements}>{state.announcement}</span>
      </p>

      {!isNew && (
        <>
          <UsedBy id={`${uid}-used`} modules={modules} />
          <TemplateHistory id={`${uid}-history`} history={history} />
        </>
      )}

      <RemoveDialog uid={uid} draft={draft} removing={removing} onConfirm={confirmRemove} onCancel={cancelRemove} />
    </div>
  );
}

// Astro renders this island once, as React's, without rendering it again to find out (lib/react-island.ts).
if (import.meta.env.SSR) renderedByReact(TemplateEditor);
