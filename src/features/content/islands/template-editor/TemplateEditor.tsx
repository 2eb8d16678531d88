/**
 * The template editor island (docs/api.md "Templates"): /cp/modules/edit/template/{id} for Admin and Coordinator.
 *
 * - Name; criteria with name, description, weight and the candidate's 'Ik …' sentence for the reflection (Dutch in
 *   view, the five other content languages in a `<details>` 'Vertalingen voor kandidaten', each field with its `lang`
 *   and `dir`; decision 030); the four-point scale with editable labels and
 *   'Standaardlabels herstellen'; 'Opslaan'; the history; the modules that use the template.
 * - Criteria are reordered by dragging the handle (pointer events: mouse, pen and touch) or with 'Omhoog' and
 *   'Omlaag' (focus stays on the moved criterion's button); every change is announced in a polite live region.
 *   Deleting asks first in a modal `<dialog>`.
 * - Checks run before sending (state.ts, the backend's rules): errors sit at their field (aria-describedby) and
 *   in a summary with links to the fields. The server's Dutch `title` of a 400 or 409 is shown as it is; the
 *   input stays.
 * - A new template (`templateId` null) is created with POST /api/templates; with `attachTo` it is then attached
 *   to that module (PUT /api/modules/{id}/template) and the browser goes to the module; otherwise to the new
 *   template's own page. An existing one is saved with PUT /api/templates/{id} and `baseVersion`: every save
 *   is a new version, and the answer says how many modules moved on to it.
 * - Leaving with unsaved changes asks first (beforeunload).
 *
 * Hydrate with `client:load`: the page is the editor. All state changes go through the pure reducer in state.ts;
 * what the module editor does the same way (focus after an edit and on an error, the leaving warning, the
 * server's error title) is in ../editor.
 */
import { useEffect, useId, useMemo, useReducer, useRef, useState, type MouseEvent, type PointerEvent as ReactPointerEvent, type ReactNode, type SubmitEvent } from 'react';
import { api } from '#src/lib/api';
import { errorMessage, titleOf } from '#src/lib/errors';
import { formatDateTime } from '#src/lib/i18n/format';
import { TEMPLATE_LIMITS as L, type ScaleLevel, type TemplateContent } from '#src/features/content/template';
import { LANGUAGE_NAMES_NL } from '#src/features/content/model';
import { directionOf, LANGUAGES, type Language } from '#src/lib/i18n/locales';
import { afterRemoval } from '#src/features/content/islands/editor/focus';
import { useFocusAfter, useFocusWhen } from '#src/features/content/islands/editor/use-focus-after';
import { useLeaveWarning } from '#src/features/content/islands/editor/use-leave-warning';
import {
  arrowAfterMove,
  criterionTitle,
  draftOf,
  editorReducer,
  emptyDraft,
  errorLines,
  fieldIds,
  initialState,
  isDirty,
  newCriterionId,
  toContent,
  validate,
  type CriterionErrors,
  type Draft,
  type DraftErrors,
  type ErrorLine,
} from './state';
import { templateTexts as t } from './strings';
import type { TemplateCreated, TemplateHistoryItem, TemplateModuleRef, TemplateSaved, TemplateView } from '#src/features/content/contract';
import { attachedHref } from './chooser-links';
import { renderedByReact } from '#src/lib/react-island';

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

type Notice = { kind: 'danger' | 'success' | 'info'; text: string } | null;

const editHref = (id: string) => `/cp/modules/edit/template/${encodeURIComponent(id)}`;
/** The id of a criterion's 'Omhoog', 'Omlaag' or 'Verwijderen' button. */
const buttonId = (id: string, button: 'up' | 'down' | 'remove') => `criterion-${id}-${button}`;

/** The Dutch text for a failed save: the server's title for 400 and 409, our own for a template that is gone. */
function saveFailure(error: unknown): string {
  return errorMessage(error, { 404: t.gone, 409: titleOf(error) || t.conflict }).text || t.gone;
}

/** The template editor. */
export default function TemplateEditor(props: TemplateEditorProps) {
  const uid = useId();
  const [state, dispatch] = useReducer(editorReducer, props.content, (content) => initialState(content ? draftOf(content) : emptyDraft()));
  const [templateId, setTemplateId] = useState(props.templateId);
  const [version, setVersion] = useState(props.version);
  const [history, setHistory] = useState(props.history);
  const [modules, setModules] = useState(props.modules);
  const [attachTo, setAttachTo] = useState(props.attachTo);
  const [saving, setSaving] = useState(false);
  const [showErrors, setShowErrors] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  const [dragId, setDragId] = useState<string | null>(null);

  const { draft } = state;
  const dirty = isDirty(state);
  // Field errors follow the typing once a save was tried; the summary is what the last try found.
  const errors: DraftErrors = useMemo(() => (showErrors ? validate(draft) : { byCriterion: {}, byLabel: {} }), [showErrors, draft]);
  const [summary, setSummary] = useState<ErrorLine[]>([]);

  // ——— Focus after a change, and for messages ———
  const focusAfter = useFocusAfter();
  const summaryRef = useRef<HTMLDivElement>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  const [focusSummary, setFocusSummary] = useState(0);
  /** True once React runs in the browser; shown as data-hydrated so tests know the buttons work. */
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  useFocusWhen(summaryRef, focusSummary);
  useFocusWhen(failureRef, notice?.kind === 'danger' ? notice : null);

  // ——— Leaving with unsaved changes ———
  const leave = useLeaveWarning(dirty);

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

  const criteriaRef = useRef(draft.criteria);
  useEffect(() => {
    criteriaRef.current = draft.criteria;
  });
  const items = useRef(new Map<string, HTMLLIElement>());
  const stopDragging = useRef<(() => void) | null>(null);
  useEffect(() => () => stopDragging.current?.(), []);
  const startDrag = (event: ReactPointerEvent<HTMLElement>, id: string) => {
    if (event.button !== 0 || stopDragging.current) return;
    event.preventDefault();
    const pointer = event.pointerId;
    setDragId(id);
    const move = (e: PointerEvent) => {
      if (e.pointerId !== pointer) return;
      const list = criteriaRef.current;
      // The new place: how many of the other criteria have their middle above the pointer.
      let to = 0;
      for (const c of list) {
        const box = c.id === id ? null : items.current.get(c.id)?.getBoundingClientRect();
        if (box && e.clientY > box.top + box.height / 2) to++;
      }
      if (to !== list.findIndex((c) => c.id === id)) dispatch({ type: 'move', id, to });
    };
    const end = (e: PointerEvent) => {
      if (e.pointerId === pointer) stop();
    };
    const stop = () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', end);
      window.removeEventListener('pointercancel', end);
      stopDragging.current = null;
      setDragId(null);
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', end);
    window.addEventListener('pointercancel', end);
    stopDragging.current = stop;
  };

  const dialogRef = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!removing || !dialog || dialog.open) return;
    dialog.showModal();
    cancelRef.current?.focus();
  }, [removing]);
  const cancelRemove = () => {
    if (removing) focusAfter(buttonId(removing, 'remove'));
    dialogRef.current?.close();
    setRemoving(null);
  };
  const confirmRemove = () => {
    const id = removing;
    dialogRef.current?.close();
    setRemoving(null);
    if (!id) return;
    const neighbour = afterRemoval(draft.criteria, draft.criteria.findIndex((c) => c.id === id));
    focusAfter(neighbour ? fieldIds.criterion(neighbour.id, 'name') : fieldIds.criteria);
    dispatch({ type: 'remove', id });
  };

  // ——— Saving ———
  const refresh = async (id: string) => {
    try {
      const view = await api<TemplateView>(`/api/templates/${encodeURIComponent(id)}`);
      setHistory(view.history);
      setModules(view.modules);
    } catch {
      // The save itself succeeded; the lists catch up on the next visit.
    }
  };

  const create = async (sent: Draft, content: TemplateContent) => {
    let created: TemplateCreated;
    try {
      created = await api<TemplateCreated>('/api/templates', { method: 'POST', body: content });
    } catch (error) {
      setNotice({ kind: 'danger', text: saveFailure(error) });
      return;
    }
    dispatch({ type: 'saved', draft: sent });
    if (!attachTo) {
      leave(`${editHref(created.id)}?aangemaakt=1`);
      return;
    }
    try {
      await api(`/api/modules/${encodeURIComponent(attachTo.id)}/template`, { method: 'PUT', body: { templateId: created.id } });
      leave(attachedHref(attachTo.id));
    } catch (error) {
      // The template exists now: carry on editing it on its own page.
      setTemplateId(created.id);
      setVersion(created.version);
      setAttachTo(null);
      window.history.replaceState(null, '', editHref(created.id));
      const reason = errorMessage(error, { 404: t.moduleGone }).text || t.moduleGone;
      setNotice({ kind: 'danger', text: t.attachFailed(reason) });
      void refresh(created.id);
    }
  };

  const update = async (id: string, baseVersion: number, sent: Draft, content: TemplateContent) => {
    try {
      const answer = await api<TemplateSaved>(`/api/templates/${encodeURIComponent(id)}`, { method: 'PUT', body: { ...content, baseVersion } });
      dispatch({ type: 'saved', draft: sent });
      setVersion(answer.version);
      const moved = answer.modulesUpdated > 0 ? ` ${t.modulesUpdated(answer.modulesUpdated, answer.version)}` : '';
      setNotice({ kind: 'success', text: `${t.saved(answer.version)}${moved}` });
      void refresh(id);
    } catch (error) {
      setNotice({ kind: 'danger', text: saveFailure(error) });
    }
  };

  const save = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    setShowErrors(true);
    const sent = draft;
    const found = errorLines(sent, validate(sent));
    setSummary(found);
    if (found.length > 0) {
      setNotice(null);
      setFocusSummary((n) => n + 1);
      return;
    }
    if (templateId !== null && !dirty) {
      // Every save is a new version that modules move on to; an unchanged template needs none.
      setNotice({ kind: 'info', text: t.nothingToSave });
      return;
    }
    setSaving(true);
    setNotice(null);
    try {
      const content = toContent(sent);
      if (templateId === null || version === null) await create(sent, content);
      else await update(templateId, version, sent, content);
    } finally {
      setSaving(false);
    }
  };

  const toField = (event: MouseEvent<HTMLAnchorElement>, field: string) => {
    const element = document.getElementById(field);
    if (!element) return;
    event.preventDefault();
    // A translation's field sits in a closed <details>: open it first, so the field can take focus.
    const details = element.closest('details');
    if (details) details.open = true;
    element.scrollIntoView({ block: 'center' });
    element.focus();
  };

  // ——— View ———
  const removingIndex = removing ? draft.criteria.findIndex((c) => c.id === removing) : -1;
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

      <div role="status" className="template-editor__status">
        {notice && notice.kind !== 'danger' && <div className={`notification ${notice.kind === 'success' ? 'is-success' : 'is-primary'}`}>{notice.text}</div>}
      </div>
      {notice?.kind === 'danger' && (
        <div className="notification is-danger" role="alert" tabIndex={-1} ref={failureRef}>
          {notice.text}
        </div>
      )}
      {summary.length > 0 && (
        <div className="notification is-danger" role="alert" tabIndex={-1} ref={summaryRef} aria-labelledby={`${uid}-summary`}>
          <p id={`${uid}-summary`}>
            <strong>{t.errorSummary(summary.length)}</strong>
          </p>
          <ul className="template-editor__summary">
            {summary.map((line) => (
              <li key={`${line.field}-${line.message}`}>
                <a href={`#${line.field}`} onClick={(e) => toField(e, line.field)}>
                  {line.message}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}

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

        <Section id={`${uid}-criteria`} className="section-block template-editor__criteria" title={t.criteria} intro={t.criteriaIntro}>
          {draft.criteria.length === 0 ? (
            <p className="box">{t.noCriteria}</p>
          ) : (
            <ol className="criteria-list" aria-label={t.criteriaCount(draft.criteria.length)}>
              {draft.criteria.map((c, i) => (
                <li
                  key={c.id}
                  className={`criterion${dragId === c.id ? ' is-dragging' : ''}`}
                  ref={(el) => {
                    if (el) items.current.set(c.id, el);
                    else items.current.delete(c.id);
                  }}
                >
                  <fieldset className="box criterion__box">
                    <legend className="criterion__legend">{t.criterionLegend(i + 1)}</legend>
                    <div className="criterion__bar">
                      <span
                        className="criterion__handle"
                        aria-hidden="true"
                        title={t.dragHandle}
                        onPointerDown={(e) => startDrag(e, c.id)}
                      >
                        ⠿
                      </span>
                      <div className="buttons criterion__buttons">
                        <button
                          type="button"
                          className="button is-small"
                          id={buttonId(c.id, 'up')}
                          aria-label={t.moveUpLabel(i + 1)}
                          disabled={i === 0}
                          onClick={() => moveBy(c.id, i, -1)}
                        >
                          <span aria-hidden="true">↑</span>&nbsp;{t.moveUp}
                        </button>
                        <button
                          type="button"
                          className="button is-small"
                          id={buttonId(c.id, 'down')}
                          aria-label={t.moveDownLabel(i + 1)}
                          disabled={i === draft.criteria.length - 1}
                          onClick={() => moveBy(c.id, i, 1)}
                        >
                          <span aria-hidden="true">↓</span>&nbsp;{t.moveDown}
                        </button>
                        <button
                          type="button"
                          className="button is-small is-danger is-outlined"
                          id={buttonId(c.id, 'remove')}
                          aria-label={t.removeLabel(i + 1)}
                          aria-haspopup="dialog"
                          onClick={() => setRemoving(c.id)}
                        >
                          {t.remove}
                        </button>
                      </div>
                    </div>
                    <CriterionFields
                      id={c.id}
                      name={c.name}
                      description={c.description}
                      weight={c.weight}
                      selfCheck={c.selfCheck ?? {}}
                      errors={errors.byCriterion[c.id] ?? {}}
                      onChange={(field, value) => dispatch({ type: 'edit', id: c.id, field, value })}
                      onSelfCheck={(language, value) => dispatch({ type: 'selfCheck', id: c.id, language, value })}
                    />
                  </fieldset>
                </li>
              ))}
            </ol>
          )}
          <div className="field">
            <button
              type="button"
              className={`button${errors.criteria ? ' is-danger' : ''}`}
              id={fieldIds.criteria}
              onClick={addCriterion}
              disabled={draft.criteria.length >= L.criteriaMax}
              aria-describedby={`${errors.criteria ? `${uid}-criteria-error ` : ''}${uid}-add-hint`}
            >
              {t.addCriterion}
            </button>
            {errors.criteria && (
              <p className="help is-danger" id={`${uid}-criteria-error`}>
                {errors.criteria}
              </p>
            )}
            <p className="help" id={`${uid}-add-hint`}>
              {draft.criteria.length >= L.criteriaMax ? t.criteriaMax : t.addCriterionHint}
            </p>
          </div>
        </Section>

        <Section id={`${uid}-scale`} title={t.scale} intro={t.scaleIntro}>
          <div className="box">
            <div className="scale-fields">
              {draft.scale.map((level) => (
                <ScaleField key={level.value} level={level} error={errors.byLabel[level.value]} onChange={(label) => dispatch({ type: 'label', value: level.value, label })} />
              ))}
            </div>
            <button type="button" className="button is-light" onClick={() => dispatch({ type: 'resetLabels' })}>
              {t.resetLabels}
            </button>
          </div>
        </Section>

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
          <Section id={`${uid}-used`} title={t.usedBy} intro={t.usedByIntro}>
            {modules.length === 0 ? (
              <p className="box">{t.usedByNone}</p>
            ) : (
              <ul className="box template-editor__modules">
                {modules.map((m) => (
                  <li key={m.id}>
                    <a className="tap" href={`/cp/modules/${encodeURIComponent(m.id)}`}>
                      {m.title}
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </Section>

          <Section id={`${uid}-history`} title={t.history}>
            {history.length === 0 ? (
              <p className="box">{t.noHistory}</p>
            ) : (
              <table className="table is-stacked is-fullwidth">
                <caption className="is-sr-only">{t.historyCaption}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t.colVersion}</th>
                    <th scope="col">{t.colDate}</th>
                    <th scope="col">{t.colBy}</th>
                  </tr>
                </thead>
                <tbody>
                  {history.map((h) => (
                    <tr key={h.version}>
                      <td data-label={t.colVersion}>{h.version}</td>
                      <td data-label={t.colDate}>
                        <time dateTime={h.createdAt}>{formatDateTime(h.createdAt)}</time>
                      </td>
                      <td data-label={t.colBy}>{h.createdBy ?? t.byUnknown}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </Section>
        </>
      )}

      <dialog
        ref={dialogRef}
        className="confirm-dialog box"
        aria-labelledby={`${uid}-remove-title`}
        aria-describedby={`${uid}-remove-text`}
        onClose={() => {
          if (removing) cancelRemove();
        }}
      >
        <h2 className="title is-5" id={`${uid}-remove-title`}>
          {removingIndex >= 0 ? t.removeTitle(removingIndex + 1) : t.remove}
        </h2>
        <p id={`${uid}-remove-text`}>{removing ? t.removeText(criterionTitle(draft, removing)) : ''}</p>
        <div className="actions">
          <button type="button" className="button is-danger" onClick={confirmRemove}>
            {t.removeConfirm}
          </button>
          <button type="button" className="button" ref={cancelRef} onClick={cancelRemove}>
            {t.removeCancel}
          </button>
        </div>
      </dialog>
    </div>
  );
}

/** A part of the form or page: a `<section>` named by its `<h2>` (`id`), with an optional introduction. */
function Section({ id, title, intro, className = 'section-block', children }: { id: string; title: string; intro?: string; className?: string; children: ReactNode }) {
  return (
    <section className={className} aria-labelledby={id}>
      <h2 className="title is-4" id={id}>
        {title}
      </h2>
      {intro && <p className="block">{intro}</p>}
      {children}
    </section>
  );
}

/** Ids of the hint and error of a field, and its aria-describedby. */
function described(id: string, error: string | undefined, hint: boolean) {
  const ids = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ');
  return ids || undefined;
}

interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  hint?: string;
  error?: string;
  maxLength: number;
  onChange: (value: string) => void;
  multiline?: boolean;
  /** The language of the text typed, when it is not Dutch (a translation); sets `lang` and `dir` on the field. */
  lang?: Language;
}

/** A labelled text input or text area with its hint and error (aria-describedby, aria-invalid). */
function TextField({ id, label, value, hint, error, maxLength, onChange, multiline = false, lang }: TextFieldProps) {
  const common = {
    id,
    value,
    maxLength,
    lang,
    dir: lang ? directionOf(lang) : undefined,
    'aria-invalid': error ? ('true' as const) : undefined,
    'aria-describedby': described(id, error, Boolean(hint)),
  };
  return (
    <div className="field">
      <label className="label" htmlFor={id}>
        {label}
      </label>
      <div className="control">
        {multiline ? (
          <textarea className={`textarea${error ? ' is-danger' : ''}`} rows={2} {...common} onChange={(e) => onChange(e.target.value)} />
        ) : (
          <input className={`input${error ? ' is-danger' : ''}`} type="text" {...common} onChange={(e) => onChange(e.target.value)} />
        )}
      </div>
      {error && (
        <p className="help is-danger" id={`${id}-error`}>
          {error}
        </p>
      )}
      {hint && (
        <p className="help" id={`${id}-hint`}>
          {hint}
        </p>
      )}
    </div>
  );
}

interface CriterionFieldsProps {
  id: string;
  name: string;
  description: string;
  weight: string;
  /** The candidate's sentence by content language (only those with text). */
  selfCheck: Partial<Record<Language, string>>;
  errors: CriterionErrors;
  onChange: (field: 'name' | 'description' | 'weight', value: string) => void;
  onSelfCheck: (language: Language, value: string) => void;
}

/** The content languages a sentence is translated into: all but Dutch, in the platform's order. */
const TRANSLATED: readonly Language[] = LANGUAGES.filter((l) => l !== 'nl');

/** Name, weight, description and the candidate's sentence (with its translations) of one criterion. */
function CriterionFields({ id, name, description, weight, selfCheck, errors, onChange, onSelfCheck }: CriterionFieldsProps) {
  const filled = TRANSLATED.filter((l) => selfCheck[l]).length;
  const invalid = TRANSLATED.some((l) => errors.selfCheck?.[l]);
  const weightId = fieldIds.criterion(id, 'weight');
  return (
    <div className="criterion__fields">
      <div className="criterion__row">
        <div className="criterion__name">
          <TextField
            id={fieldIds.criterion(id, 'name')}
            label={t.criterionName}
            value={name}
            error={errors.name}
            maxLength={L.criterionNameMax}
            onChange={(value) => onChange('name', value)}
          />
        </div>
        <div className="field criterion__weight">
          <label className="label" htmlFor={weightId}>
            {t.weight}
          </label>
          <div className="control">
            <input
              className={`input${errors.weight ? ' is-danger' : ''}`}
              id={weightId}
              type="number"
              inputMode="numeric"
              min={L.weightMin}
              max={L.weightMax}
              step={1}
              value={weight}
              aria-invalid={errors.weight ? 'true' : undefined}
              aria-describedby={described(weightId, errors.weight, true)}
              onChange={(e) => onChange('weight', e.target.value)}
            />
          </div>
          {errors.weight && (
            <p className="help is-danger" id={`${weightId}-error`}>
              {errors.weight}
            </p>
          )}
          <p className="help" id={`${weightId}-hint`}>
            {t.weightHint}
          </p>
        </div>
      </div>
      <TextField
        id={fieldIds.criterion(id, 'description')}
        label={t.criterionDescription}
        value={description}
        hint={t.criterionDescriptionHint}
        error={errors.description}
        maxLength={L.descriptionMax}
        multiline
        onChange={(value) => onChange('description', value)}
      />
      <TextField
        id={fieldIds.selfCheck(id, 'nl')}
        label={t.selfCheck}
        value={selfCheck.nl ?? ''}
        hint={t.selfCheckHint}
        error={errors.selfCheck?.nl}
        maxLength={L.selfCheckMax}
        onChange={(value) => onSelfCheck('nl', value)}
      />
      <details className="criterion__translations">
        <summary>
          {`${t.translations} `}
          <span className="muted">{`(${t.translationsCount(filled, TRANSLATED.length)}${invalid ? `, ${t.translationsInvalid}` : ''})`}</span>
        </summary>
        <p className="help block">{t.translationsHint}</p>
        {TRANSLATED.map((language) => (
          <TextField
            key={language}
            id={fieldIds.selfCheck(id, language)}
            label={t.selfCheckLanguage(LANGUAGE_NAMES_NL[language])}
            value={selfCheck[language] ?? ''}
            error={errors.selfCheck?.[language]}
            maxLength={L.selfCheckMax}
            lang={language}
            onChange={(value) => onSelfCheck(language, value)}
          />
        ))}
      </details>
    </div>
  );
}

/** The label of one point of the scale. */
function ScaleField({ level, error, onChange }: { level: ScaleLevel; error?: string; onChange: (label: string) => void }) {
  return (
    <div className="scale-field">
      <TextField id={fieldIds.label(level.value)} label={t.scaleLabel(level.value)} value={level.label} error={error} maxLength={L.labelMax} onChange={onChange} />
    </div>
  );
}

// Astro renders this island once, as React's, without rendering it again to find out (lib/react-island.ts).
if (import.meta.env.SSR) renderedByReact(TemplateEditor);
