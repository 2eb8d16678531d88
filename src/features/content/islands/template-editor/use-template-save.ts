/**
 * Saving in the template editor (docs/api.md "Templates"), and what the server has of the template: its id, the
 * version edits are based on, its history and the modules that use it.
 *
 * - 'Opslaan' first runs the checks (checks.ts): errors sit at their field and in a summary that takes focus;
 *   nothing is sent. An existing template without changes is not sent either ('Er zijn geen wijzigingen…'):
 *   every save is a new version that modules move on to.
 * - A new template is created with POST /api/templates. With `attachTo` it is then attached to that module
 *   (PUT /api/modules/{id}/template) and the browser goes to the module; otherwise to the new template's own
 *   page (`?aangemaakt=1`). When attaching fails, the new template stays open here, on its own address, with the
 *   reason.
 * - An existing one is saved with PUT /api/templates/{id} and `baseVersion`; the answer says how many modules
 *   moved on to the new version. History and modules are then read again (GET /api/templates/{id}).
 * - A refused save shows the server's Dutch `title` of a 400 or 409 as it is (our own text for a 409 without one,
 *   and for a template that is gone); what was typed stays.
 */
import { useState, type SubmitEvent } from 'react';
import type { TemplateCreated, TemplateSaved, TemplateView } from '#src/features/content/contract';
import type { TemplateContent } from '#src/features/content/template';
import { api } from '#src/lib/api';
import { errorMessage, titleOf } from '#src/lib/errors';
import { errorLines, validate, type ErrorLine } from './checks';
import { attachedHref } from './chooser-links';
import { toContent, type Draft, type EditorAction } from './state';
import { templateTexts as t } from './strings';
import type { TemplateEditorProps } from './TemplateEditor';

/** A message above the form: a failure (an alert that takes focus), a success or a remark (a status). */
export type Notice = { kind: 'danger' | 'success' | 'info'; text: string } | null;

/** The editor page of template `id`. */
const editHref = (id: string) => `/cp/modules/edit/template/${encodeURIComponent(id)}`;

/** The Dutch text for a failed save: the server's title for 400 and 409, our own for a template that is gone. */
export function saveFailure(error: unknown): string {
  return errorMessage(error, { 404: t.gone, 409: titleOf(error) || t.conflict }).text || t.gone;
}

/** What the editor shows of saving, and what the server has of the template. */
export interface TemplateSave {
  /** Null until a new template was created. */
  templateId: string | null;
  /** The version edits are based on (sent as `baseVersion`); null for a new template. */
  version: number | null;
  history: TemplateEditorProps['history'];
  modules: TemplateEditorProps['modules'];
  /** The module a new template is attached to after creating it; null once that failed, or for none. */
  attachTo: TemplateEditorProps['attachTo'];
  saving: boolean;
  /** True once a save was tried: from then on errors follow the typing. */
  showErrors: boolean;
  notice: Notice;
  /** What the last try's checks found, in screen order. */
  summary: ErrorLine[];
  /** Counts the tries that found errors, so the summary takes focus each time. */
  focusSummary: number;
  /** The form's `onSubmit`. */
  save: (event: SubmitEvent<HTMLFormElement>) => Promise<void>;
}

/**
 * Saving the template the editor holds.
 * @param draft what the editor holds now; @param dirty whether it differs from what was last saved.
 * @param leave goes to another page without the leaving warning (src/components/use-leave-warning.ts).
 */
export function useTemplateSave(props: TemplateEditorProps, draft: Draft, dirty: boolean, dispatch: (action: EditorAction) => void, leave: (href?: string) => void): TemplateSave {
  const [templateId, setTemplateId] = useState(props.templateId);
  const [version, setVersion] = useState(props.version);
  const [history, setHistory] = useState(props.history);
  const [modules, setModules] = useState(props.modules);
  const [attachTo, setAttachTo] = useState(props.attachTo);
  const [saving, setSaving] = useState(false);
  const [showErrors, setShowErrors] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const [summary, setSummary] = useState<ErrorLine[]>([]);
  const [focusSummary, setFocusSummary] = useState(0);

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

  return { templateId, version, history, modules, attachTo, saving, showErrors, notice, summary, focusSummary, save };
}
