/**
 * The module editor island (docs/api.md "Modules") on /cp/modules/create and /cp/modules/{id}, for Admin and Coordinator.
 *
 * - Title, description, profession and ordered parts (text, image, question: single, multiple, true/false,
 *   open; practical assignment). Parts are added at the end, moved with the drag handle (HTML5 drag and drop)
 *   or 'Omhoog'/'Omlaag' (focus stays on the button; an aria-live region says 'Onderdeel 3 staat nu op
 *   plaats 2'), deleted after a confirmation dialog.
 * - 'Vertalen naar' shows every text field with its Dutch beside it; structure changes only in Dutch. The
 *   completeness view counts the texts per language and jumps to the first missing one.
 * - Drafts (use-draft.ts, draft.ts): written to localStorage about a second after the last change; offered
 *   again on load when they differ from the server's version; removed after a successful save. Leaving with
 *   unsaved changes asks first (editor/use-leave-warning.ts).
 * - 'Opslaan' makes a version: POST /api/modules (then to /cp/modules/{id}?opgeslagen=1) or PUT
 *   /api/modules/{id} with `baseVersion`. 409: someone else saved first — the server's message and
 *   'Nieuwste versie laden' (the draft stays). 400: the server's message next to the button, focused, with a
 *   button to the part it names; nothing typed is lost.
 *
 * The logic is in state.ts, draft.ts, markdown.ts and messages.ts (pure, tested); what the template editor does
 * the same way (focus after an edit and on an error, the leaving warning, the server's error title) is in
 * ../editor. Hydrate with `client:load`.
 */
import { useCallback, useEffect, useMemo, useReducer, useRef, useState, type DragEvent, type ReactNode } from 'react';
import { api } from '#src/lib/api';
import { completeLanguages, LANGUAGE_NAMES, LANGUAGES, MODULE_LIMITS, type Language } from '#src/features/content/model';
import { errorStatus } from '#src/lib/errors';
import { formatDateTime } from '#src/lib/i18n/format';
import { moduleEditor as t } from './strings';
import type { ModuleCreateBody, ModuleEditView, ModuleHistoryItem, ModuleSaveBody, ModuleSaved } from '#src/features/content/contract';
import type { Named } from '#src/lib/contract';
import Completeness from './Completeness';
import ConfirmDialog from './ConfirmDialog';
import { afterRemoval } from '#src/features/content/islands/editor/focus';
import { useFocusAfter, useFocusWhen } from '#src/features/content/islands/editor/use-focus-after';
import { useLeaveWarning } from '#src/features/content/islands/editor/use-leave-warning';
import { draftKey } from './draft';
import { LanguageName, LocalizedField } from './Fields';
import History from './History';
import { failureText } from './messages';
import PartEditor, { type DragHandlers } from './PartEditor';
import {
  completenessOf,
  editorReducer,
  emptyContent,
  fieldId,
  firstProblem,
  NEW_PART_KINDS,
  newId,
  newPart,
  partId,
  messageTarget,
  partLegend,
  sameState,
  type EditorState,
  type FieldRef,
  type MessageTarget,
  type NewPartKind,
  type TextField,
} from './state';
import { useDraft } from './use-draft';
import { renderedByReact } from '#src/lib/react-island';

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

/** The data type of a dragged part (not text, so a drop into a text box inserts nothing). */
const DRAG_TYPE = 'application/x-kandidaat-module-part';

const ADD_TITLE_ID = 'me-add-title';
const ERROR_ID = 'me-save-error';

/** The first control of a new part, focused after adding it. */
function firstControlOf(kind: NewPartKind, id: string): string {
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

/** A labelled select with its hint (`{id}-hint`, aria-describedby). */
function SelectField({ id, label, hint, value, onChange, children }: { id: string; label: string; hint: string; value: string; onChange: (value: string) => void; children: ReactNode }) {
  return (
    <div className="field">
      <label className="label" htmlFor={id}>
        {label}
      </label>
      <p className="help me-help" id={`${id}-hint`}>
        {hint}
      </p>
      <div className="control">
        <div className="select">
          <select id={id} value={value} aria-describedby={`${id}-hint`} onChange={(e) => onChange(e.target.value)}>
            {children}
          </select>
        </div>
      </div>
    </div>
  );
}

interface SaveError {
  text: string;
  /** 409: offer to load the newest version, or to save this one anyway. */
  conflict: boolean;
  /** The control the message is about (the check before saving, or the place a server message names). */
  target: MessageTarget | null;
}

export default function ModuleEditor({ module, professions, professionsError, savedVersion, userName }: ModuleEditorProps) {
  const moduleId = module?.id ?? null;
  const key = draftKey(moduleId);
  const [initial] = useState<EditorState>(() => ({ professionId: module?.professionId ?? null, content: module?.content ?? emptyContent() }));
  const [state, dispatch] = useReducer(editorReducer, initial);
  /** The state the server has (last load or save). */
  const [saved, setSaved] = useState<EditorState>(initial);
  const [baseVersion, setBaseVersion] = useState<number | null>(module?.version ?? null);
  const [versions, setVersions] = useState<ModuleHistoryItem[]>(module?.history ?? []);
  const [savedLanguages, setSavedLanguages] = useState<Language[] | null>(module ? module.languages : null);
  const [language, setLanguage] = useState<Language>('nl');
  const [hydrated, setHydrated] = useState(false);
  const drafts = useDraft(key, state, saved, baseVersion);
  const [saving, setSaving] = useState(false);
  const [status, setStatus] = useState(savedVersion ? t.saved(savedVersion) : '');
  const [saveError, setSaveError] = useState<SaveError | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [announcement, setAnnouncement] = useState('');
  const [confirmIndex, setConfirmIndex] = useState<number | null>(null);
  const focusAfter = useFocusAfter();
  const [dragId, setDragId] = useState<string | null>(null);
  const [dropIndex, setDropIndex] = useState<number | null>(null);

  const dirty = useMemo(() => !sameState(state, saved), [state, saved]);
  const completeness = useMemo(() => completenessOf(state.content), [state.content]);
  const parts = state.content.parts;
  const structure = language === 'nl';

  const errorBox = useRef<HTMLDivElement>(null);
  useFocusWhen(errorBox, saveError);
  // Keep the draft whatever the answer to the browser's question (unless a found draft still waits).
  const leave = useLeaveWarning(dirty, () => {
    if (!drafts.offer) drafts.write();
  });

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
  const onText = useCallback((field: FieldRef, lang: Language, value: string) => {
    dispatch({ type: 'setText', ref: field, language: lang, value });
    const id = fieldId(field, lang);
    setFieldErrors((errors) => {
      if (!(id in errors)) return errors;
      const { [id]: _gone, ...rest } = errors;
      return rest;
    });
  }, []);

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

  // ——— Drag and drop ———
  function dragFor(id: string, index: number): DragHandlers {
    return {
      dragging: dragId === id,
      dropTarget: dragId !== null && dragId !== id && dropIndex === index,
      onHandleDragStart: (event: DragEvent<HTMLElement>) => {
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData(DRAG_TYPE, id);
        const box = document.getElementById(partId(id));
        if (box) event.dataTransfer.setDragImage(box, 24, 24);
        setDragId(id);
      },
      onDragEnd: () => {
        setDragId(null);
        setDropIndex(null);
      },
      onDragOver: (event: DragEvent<HTMLElement>) => {
        if (!dragId) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
        if (dropIndex !== index) setDropIndex(index);
      },
      onDrop: (event: DragEvent<HTMLElement>) => {
        if (!dragId) return;
        event.preventDefault();
        const from = parts.findIndex((p) => p.id === dragId);
        if (from >= 0 && from !== index) {
          dispatch({ type: 'movePart', from, to: index });
          announce(t.moved(from + 1, index + 1));
        }
        setDragId(null);
        setDropIndex(null);
      },
    };
  }

  // ——— Drafts found on load ———
  function restoreDraft() {
    const draft = drafts.restore();
    if (!draft) return;
    dispatch({ type: 'replace', state: { professionId: draft.professionId, content: draft.content } });
    // Decision 010: a draft keeps the version it began at, so saving one based on an older version is refused (409).
    if (draft.baseVersion !== null) setBaseVersion(draft.baseVersion);
    setStatus(t.draftRestored);
  }

  function discardDraft() {
    drafts.discard();
    setStatus(t.draftDiscarded);
  }

  // ——— Saving ———
  /** Saves the editor as a new version; `base` overrides the version the edits are based on (after a conflict). */
  async function save(base: number | null = baseVersion) {
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
      setSaved(sent);
      setBaseVersion(answer.version);
      setSavedLanguages(completeLanguages(sent.content));
      setVersions((list) => [
        { version: answer.version, createdAt: new Date().toISOString(), createdBy: userName || null, note: null, inUse: false },
        ...list.filter((v) => v.version !== answer.version),
      ]);
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
      setBaseVersion(newest.version);
      setVersions(newest.history);
      await save(newest.version);
    } catch (error) {
      setSaveError({ text: failureText(error), conflict: false, target: null });
    }
  }

  function reloadNewest() {
    drafts.write();
    leave();
  }

  // ——— View ———
  const confirmPart = confirmIndex === null ? undefined : parts[confirmIndex];
  const inUse = module?.inUse ?? false;
  const { offer } = drafts;

  return (
    <div className="module-editor" data-hydrated={hydrated ? 'true' : undefined}>
      {offer && (
        <div className="notification is-warning me-draft" role="status">
          <p>{t.draftFound(formatDateTime(offer.draft.savedAt))}</p>
          {offer.stale && offer.draft.baseVersion !== null && baseVersion !== null && <p>{t.draftStale(offer.draft.baseVersion, baseVersion)}</p>}
          <div className="actions">
            <button type="button" className="button is-primary" onClick={restoreDraft}>
              {t.restoreDraft}
            </button>
            <button type="button" className="button is-light" onClick={discardDraft}>
              {t.discardDraft}
            </button>
          </div>
        </div>
      )}

      <div className="box me-languagebar">
        <SelectField id="me-language" label={t.translateTo} hint={t.translateHint} value={language} onChange={(value) => setLanguage(value as Language)}>
          {LANGUAGES.map((code) =>
            code === 'nl' ? (
              <option key={code} value="nl">
                {t.translateNone}
              </option>
            ) : (
              <option key={code} value={code} lang={code}>
                {LANGUAGE_NAMES[code]}
              </option>
            ),
          )}
        </SelectField>
      </div>

      <section className="box section-block" id={SECTION_IDS.general} aria-labelledby="me-general-title" tabIndex={-1}>
        <h2 className="title is-4" id="me-general-title">
          {t.general}
          {!structure && (
            <>
              {' · '}
              <LanguageName language={language} />
            </>
          )}
        </h2>
        <LocalizedField
          field={{ field: 'title' }}
          label={t.title}
          value={state.content.title}
          language={language}
          onText={onText}
          maxLength={MODULE_LIMITS.titleMax}
          required
          error={fieldErrors[fieldId({ field: 'title' }, language)]}
        />
        <LocalizedField
          field={{ field: 'description' }}
          label={t.description}
          value={state.content.description}
          language={language}
          onText={onText}
          kind="plain"
          rows={4}
          maxLength={MODULE_LIMITS.descriptionMax}
          required
          error={fieldErrors[fieldId({ field: 'description' }, language)]}
        />
        {structure && (
          <SelectField
            id="me-profession"
            label={t.profession}
            hint={professionsError ? t.professionsFailed(professionsError) : t.professionHint}
            value={state.professionId ?? ''}
            onChange={(value) => dispatch({ type: 'setProfession', professionId: value || null })}
          >
            <option value="">{t.noProfession}</option>
            {state.professionId && !professions.some((p) => p.id === state.professionId) && <option value={state.professionId}>{state.professionId}</option>}
            {professions.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </SelectField>
        )}
      </section>

      <section className="section-block" id={SECTION_IDS.parts} aria-labelledby="me-parts-title" tabIndex={-1}>
        <h2 className="title is-4" id="me-parts-title">
          {t.parts}
        </h2>
        {parts.length === 0 && <p className="box">{t.noParts}</p>}
        <div className="me-parts">
          {parts.map((part, index) => (
            <PartEditor
              key={part.id}
              part={part}
              index={index}
              count={parts.length}
              language={language}
              fieldErrors={fieldErrors}
              dispatch={dispatch}
              onText={onText}
              onMove={move}
              onRemove={setConfirmIndex}
              drag={dragFor(part.id, index)}
            />
          ))}
        </div>

        {structure && (
          <div className="box me-add">
            <h3 className="title is-5" id={ADD_TITLE_ID} tabIndex={-1}>
              {t.addPart}
            </h3>
            <p className="help me-help" id="me-add-hint">
              {parts.length >= MODULE_LIMITS.partsMax ? t.partsMax(MODULE_LIMITS.partsMax) : t.addPartHint}
            </p>
            <div className="me-add__buttons" role="group" aria-labelledby={ADD_TITLE_ID} aria-describedby="me-add-hint">
              {NEW_PART_KINDS.map((kind) => (
                <button key={kind} type="button" id={`me-add-${kind}`} className="button is-light" onClick={() => add(kind)}>
                  <span aria-hidden="true">+ </span>
                  {t.addButtons[kind]}
                </button>
              ))}
            </div>
          </div>
        )}
      </section>

      <Completeness id={SECTION_IDS.languages} rows={completeness} savedLanguages={savedLanguages} onJump={jump} />

      <div className="box me-savebar" id={SECTION_IDS.save}>
        {saveError && (
          <div className="notification is-danger me-savebar__error" id={ERROR_ID} role="alert" tabIndex={-1} ref={errorBox}>
            <p>{saveError.text}</p>
            {(saveError.conflict || saveError.target) && (
              <div className="actions">
                {saveError.conflict && (
                  <>
                    <button type="button" className="button is-white" onClick={reloadNewest}>
                      {t.reload}
                    </button>
                    <button type="button" className="button is-white" onClick={overwrite}>
                      {t.overwrite}
                    </button>
                  </>
                )}
                {saveError.target && (
                  <button type="button" className="button is-white" onClick={() => saveError.target && goTo(saveError.target.id)}>
                    {saveError.target.part !== null ? t.goToPart(saveError.target.part) : t.goToField}
                  </button>
                )}
              </div>
            )}
          </div>
        )}
        <div className="me-savebar__row">
          <button
            type="button"
            id="me-save"
            className={`button is-primary${saving ? ' is-loading' : ''}`}
            aria-disabled={saving || undefined}
            aria-describedby={`me-save-hint${saveError ? ` ${ERROR_ID}` : ''}`}
            onClick={() => void save()}
          >
            {t.save}
          </button>
          <p className="me-savebar__status" role="status">
            {saving ? t.saving : dirty ? '' : status}
          </p>
          {dirty && !saving && (
            <p className="me-savebar__unsaved">
              {t.unsaved}
              {drafts.time && <span className="muted"> {t.draftKept(drafts.time)}</span>}
            </p>
          )}
        </div>
        <p className="help me-help" id="me-save-hint">
          {t.saveHint}
          {inUse ? ` ${t.inUseHint}` : ''}
        </p>
      </div>

      {module && <History id={SECTION_IDS.history} items={versions} current={baseVersion} />}

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
