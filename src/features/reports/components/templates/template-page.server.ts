/**
 * Loading /cp/rapportage-sjablonen/{id} and handling its posts (docs/api.md "Report templates"; `{id}` = `nieuw` for
 * a new template). Every form posts to the page itself (works without JavaScript):
 * - `save` checks the form with the API's rules (template-form.ts) and sends `POST /api/report-templates` (new) or
 *   `PUT /api/report-templates/{id}`; success → 303 to the template's page with `?aangemaakt=1` or `?opgeslagen=1`;
 *   a refusal → the form again, status 400 (409 for a name taken), with the API's Dutch title above the form (and
 *   beside the name for a name taken) and everything typed kept;
 * - `add-text`, `add-block`, `up:{n}`, `down:{n}`, `remove:{n}` change the section list and show the form again,
 *   unsaved, with focus on the changed row;
 * - `archive` and `restore` (after the confirmation step of src/components/ConfirmActions.astro) →
 *   `POST …/{id}/archive` or `…/restore`; success → 303 with `?gearchiveerd=1` or `?teruggezet=1`; a refusal (409:
 *   the name is taken meanwhile) → the API's title beside the buttons.
 * An unknown id (or one that is not a UUID) is `notFound`.
 */
import type { AstroGlobal } from 'astro';
import { readForm, sendShowingTitle, textOf, type Submitted } from '#src/components/forms';
import { load } from '#src/components/load.server';
import type { ReportTemplate } from '#src/features/reports/contract';
import { templateDetail as t, templateForm } from './strings';
import {
  applyTemplateAction,
  checkTemplateForm,
  emptyTemplateValues,
  NEW_TEMPLATE,
  newBlockOf,
  readTemplateForm,
  templateActionOf,
  templatePath,
  templateValues,
  type TemplateValues,
} from './template-form';

/** Everything the page renders. */
export interface TemplatePageState {
  /** The stored template; null for a new one (or when it could not be loaded: see `loadError`). */
  template: ReportTemplate | null;
  isNew: boolean;
  values: TemplateValues;
  /** The first message per field (template-form.ts `checkTemplateForm`, or the API's for the name). */
  errors: Record<string, string>;
  /** Above the form: the summary or the API's refusal of a save. */
  formError: string;
  /** Beside the archive and restore buttons: the API's refusal. */
  actionError: string;
  /** After a successful post (from the URL). */
  notice: string;
  /** After an edit of the section list: what changed, not saved yet. */
  note: string;
  /** The element to focus after an edit of the section list. */
  focus: string | null;
  /** Why the template could not be loaded. */
  loadError: string;
  /** The page's status: 200, or 400/409 after a refused post. */
  status: number;
}

/** What the handler answers: go on (after success), not found, or what to render. */
export type TemplatePage = { redirect: string } | { notFound: true } | { state: TemplatePageState };

/** The success notice for the page's URL, or '' (also while a confirmation step is asked, `?bevestig=`). */
export function templateNotice(params: URLSearchParams): string {
  if (params.has('bevestig')) return '';
  if (params.get('aangemaakt') === '1') return t.created;
  if (params.get('opgeslagen') === '1') return t.saved;
  if (params.get('gearchiveerd') === '1') return t.archivedDone;
  if (params.get('teruggezet') === '1') return t.restoredDone;
  return '';
}

/** Loads /cp/rapportage-sjablonen/{id} and handles its posts (see the module comment). */
export async function templatePage(astro: AstroGlobal): Promise<TemplatePage> {
  const { api } = astro.locals;
  const id = astro.params.id ?? '';
  const isNew = id === NEW_TEMPLATE;
  const apiPath = `/api/report-templates/${encodeURIComponent(id)}`;
  const pagePath = templatePath(id);

  let template: ReportTemplate | null = null;
  let loadError = '';
  if (!isNew) {
    const loaded = await load(api<ReportTemplate>(apiPath));
    if (!loaded.ok && loaded.status === 404) return { notFound: true };
    if (loaded.ok) template = loaded.data;
    else loadError = loaded.error;
  }

  const state: TemplatePageState = {
    template,
    isNew,
    values: template ? templateValues(template) : emptyTemplateValues(),
    errors: {},
    formError: '',
    actionError: '',
    notice: '',
    note: '',
    focus: null,
    loadError,
    status: 200,
  };

  const form = isNew || template ? await readForm(astro.request) : null;
  if (!form) return { state: { ...state, notice: templateNotice(astro.url.searchParams) } };

  const posted = textOf(form, 'action');
  if (!isNew && (posted === 'archive' || posted === 'restore')) {
    const done = await sendShowingTitle(() => api(`${apiPath}/${posted}`, { method: 'POST' }), `${pagePath}?${posted === 'archive' ? 'gearchiveerd' : 'teruggezet'}=1`);
    if ('redirect' in done) return done;
    return { state: { ...state, actionError: done.error, status: done.status === 409 ? 409 : 400 } };
  }

  const values = readTemplateForm(form);
  const action = templateActionOf(posted) ?? { kind: 'save' };
  if (action.kind !== 'save') {
    const edited = applyTemplateAction(values, action, newBlockOf(form));
    return { state: { ...state, values: edited.values, focus: edited.focus, note: edited.note } };
  }

  const checked = checkTemplateForm(values);
  if ('errors' in checked) return { state: { ...state, values, errors: checked.errors, formError: templateForm.errorSummary, status: 400 } };
  const done: Submitted = isNew
    ? await sendShowingTitle(
        () => api<ReportTemplate>('/api/report-templates', { method: 'POST', body: checked.body }),
        (made) => `${templatePath(made.id)}?aangemaakt=1`,
      )
    : await sendShowingTitle(() => api<ReportTemplate>(apiPath, { method: 'PUT', body: checked.body }), `${pagePath}?opgeslagen=1`);
  if ('redirect' in done) return done;
  const nameTaken = done.status === 409;
  return {
    state: {
      ...state,
      values,
      // A name taken shows at the name, linked from the summary; any other refusal above the form.
      errors: nameTaken ? { name: done.error } : {},
      formError: nameTaken ? templateForm.errorSummary : done.error,
      status: nameTaken ? 409 : 400,
    },
  };
}
