/**
 * Loading the staff's PAT pages and handling their forms (docs/api.md "PAT"; spec §2 /cp/pat/{id} and
 * /cp/pat/{id}/planning/{location|modules|candidates|teachers}). Every form posts to its own page (works without
 * JavaScript): success → 303 back with `?klaar=` (pat-actions.ts); a refusal → the page again, status 400, with the
 * API's Dutch title (a 409 'Dit plan botst: …' lists each conflict) beside the form it came from and what was typed
 * or chosen kept. An unknown PAT (or an id that is not a UUID) is `notFound`; a section word other than the four is
 * too.
 *
 * - /cp/pat/{id}: `edit` → `PUT /api/pat/{id}` (checked with `patBody` first), `plan` → `POST …/plan`, `archive` →
 *   `POST …/archive` (after a confirmation step), `release` → `POST …/release` (after a confirmation step).
 * - location: `save` → `PUT …/days` (days-form.ts); `add` shows one more empty row and saves nothing.
 * - modules: `save`, `add`, `up:{n}`, `down:{n}`, `remove:{n}` → `PUT …/modules` with all rows (modules-form.ts).
 * - candidates: `add` (with `candidateId`) → `POST …/candidates`; `remove:{candidateId}` (after a confirmation step)
 *   → `DELETE …/candidates/{candidateId}`.
 * - teachers: `save` → `PUT …/assessors` with every chosen teacher (assessors-form.ts).
 */
import type { AstroGlobal } from 'astro';
import type { $Fetch } from 'ofetch';
import { readForm, sendShowingTitle, textOf, withParams, type Submitted } from '#src/components/forms';
import { load, type Loaded } from '#src/components/load.server';
import type { CandidateItem, UserListItem } from '#src/features/accounts/contract';
import type { ModuleListItem } from '#src/features/content/contract';
import type { LocationOption } from '#src/features/locations/contract';
import { MAX_PAT_DAYS, type PatDetail } from '#src/features/pat/contract';
import { patCandidatesForm, patDaysForm, patDetail, patForm, patModulesForm } from '#src/features/pat/strings';
import { assessorsBody, postedChoices, storedChoices } from './assessors-form';
import { checkDayRows, dayRows, emptyDay, readDayRows, type DayRow } from './days-form';
import { isSection, type Section } from './format';
import { applyModuleAction, checkModuleRows, moduleActionOf, moduleRows, readModuleRows, type ModuleRow } from './modules-form';
import { candidateChoices, locationChoices, moduleChoices, teacherChoices, type Choices } from './options.server';
import { doneUrl, patNotice, type DoneKey } from './pat-actions';
import { checkPatForm, patFieldOfTitle, patFormValues, readPatForm, type PatFormValues } from './pat-form';

/** What a page handler answers: go on (after success), not found, a PAT that could not be loaded, or what to render. */
export type PatPage<S> = { redirect: string } | { notFound: true } | { error: string } | { state: S };

/** The PAT `id`, or why not. */
async function loadPat(api: $Fetch, id: string): Promise<{ pat: PatDetail } | { notFound: true } | { error: string }> {
  const loaded = await load(api<PatDetail>(`/api/pat/${encodeURIComponent(id)}`));
  if (loaded.ok) return { pat: loaded.data };
  return loaded.status === 404 ? { notFound: true } : { error: loaded.error };
}

/** The PAT again after a refused post (a refusal may follow someone else's change); the old one if that fails. */
async function reload(api: $Fetch, pat: PatDetail): Promise<PatDetail> {
  const again = await load(api<PatDetail>(`/api/pat/${encodeURIComponent(pat.id)}`));
  return again.ok ? again.data : pat;
}

/** True when the PAT can no longer be changed (the API answers 409). */
export const isClosed = (pat: Pick<PatDetail, 'state'>): boolean => pat.state === 'completed' || pat.state === 'archived';

// ——— /cp/pat/{id} ———

/** Everything /cp/pat/{id} renders. */
export interface DetailState {
  pat: PatDetail;
  notice: string | null;
  /** A refused post and the part of the page it belongs to. */
  failure: { section: 'plan' | 'edit' | 'archive' | 'release'; text: string } | null;
  edit: { values: PatFormValues; errors: Record<string, string> };
}

/** Loads /cp/pat/{id} and handles its posts (see the module comment). */
export async function detailPage(astro: AstroGlobal): Promise<PatPage<DetailState>> {
  const { api } = astro.locals;
  const loaded = await loadPat(api, astro.params.id ?? '');
  if (!('pat' in loaded)) return loaded;
  let pat = loaded.pat;
  const apiPath = `/api/pat/${encodeURIComponent(pat.id)}`;
  const pagePath = `/cp/pat/${encodeURIComponent(pat.id)}`;
  let edit: DetailState['edit'] = { values: patFormValues(pat), errors: {} };
  let failure: DetailState['failure'] = null;

  const form = await readForm(astro.request);
  if (form) {
    const action = textOf(form, 'action');
    let done: Submitted | null = null;
    if (action === 'edit') {
      const values = readPatForm(form);
      const checked = checkPatForm(values);
      edit = { values, errors: 'errors' in checked ? checked.errors : {} };
      if ('body' in checked) {
        done = await sendShowingTitle(() => api(apiPath, { method: 'PUT', body: checked.body }), doneUrl(pagePath, 'opgeslagen'));
        if ('error' in done) {
          const field = patFieldOfTitle(done.error);
          if (field) edit.errors = { [field]: done.error };
          failure = { section: 'edit', text: done.error };
        }
      } else failure = { section: 'edit', text: patForm.errorSummary };
    } else if (action === 'plan') {
      done = await sendShowingTitle(() => api(`${apiPath}/plan`, { method: 'POST' }), doneUrl(pagePath, 'ingepland'));
      if ('error' in done) failure = { section: 'plan', text: done.error };
    } else if (action === 'archive') {
      done = await sendShowingTitle(() => api(`${apiPath}/archive`, { method: 'POST' }), doneUrl(pagePath, 'gearchiveerd'));
      if ('error' in done) failure = { section: 'archive', text: done.error };
    } else if (action === 'release') {
      done = await sendShowingTitle(() => api(`${apiPath}/release`, { method: 'POST' }), doneUrl(pagePath, 'vrijgegeven'));
      if ('error' in done) failure = { section: 'release', text: done.error };
    } else {
      failure = { section: 'plan', text: patDetail.unknownAction };
    }
    if (done && 'redirect' in done) return { redirect: done.redirect };
    pat = await reload(api, pat);
  }
  return { state: { pat, notice: form ? null : patNotice(astro.url.searchParams), failure, edit } };
}

// ——— /cp/pat/{id}/planning/{section} ———

/** The days section. */
export interface DaysState {
  section: 'location';
  rows: DayRow[];
  /** The first message per field id (`day-2-end`) and `general`. */
  errors: Record<string, string>;
  /** The API's refusal (a 409 lists the conflicts). */
  failure: string | null;
  /** After 'Dag toevoegen': a note that nothing is saved yet. */
  added: boolean;
  locations: Loaded<LocationOption[]>;
}

/** The modules section. */
export interface ModulesState {
  section: 'modules';
  rows: ModuleRow[];
  errors: Record<string, string>;
  failure: string | null;
  /** A refused 'Module toevoegen', shown beside its select, with the module chosen. */
  addFailure: string | null;
  newModuleId: string;
  /** The module search (`module`). */
  moduleQ: string;
  modules: Loaded<Choices<ModuleListItem>>;
}

/** The candidates section. */
export interface CandidatesState {
  section: 'candidates';
  /** A refused 'Van de PAT halen'. */
  failure: string | null;
  /** A refused 'Inplannen' (e.g. no PAT seat free: the API names the licence), with the candidate chosen. */
  addFailure: string | null;
  candidateId: string;
  /** The candidate search (`kandidaat`). */
  candidateQ: string;
  candidates: Loaded<Choices<CandidateItem>>;
}

/** The teachers section. */
export interface TeachersState {
  section: 'teachers';
  /** The chosen teacher per slot name (assessors-form.ts `slotName`). */
  choices: Record<string, string>;
  failure: string | null;
  teachers: Loaded<Choices<UserListItem>>;
}

/** Everything a planning section renders. */
export type SectionState = (DaysState | ModulesState | CandidatesState | TeachersState) & { pat: PatDetail; notice: string | null; pagePath: string };

/** Loads /cp/pat/{id}/planning/{section} and handles its posts (see the module comment). */
export async function sectionPage(astro: AstroGlobal): Promise<PatPage<SectionState>> {
  const section = astro.params.section;
  if (!isSection(section)) return { notFound: true };
  const { api } = astro.locals;
  const loaded = await loadPat(api, astro.params.id ?? '');
  if (!('pat' in loaded)) return loaded;
  const pat = loaded.pat;
  const pagePath = `/cp/pat/${encodeURIComponent(pat.id)}/planning/${section}`;
  const form = await readForm(astro.request);
  const common = { pat, notice: form ? null : patNotice(astro.url.searchParams), pagePath };
  const handlers: Record<Section, () => Promise<PatPage<SectionState>>> = {
    location: () => daysSection(astro, pat, form, common),
    modules: () => modulesSection(astro, pat, form, common),
    candidates: () => candidatesSection(astro, pat, form, common),
    teachers: () => teachersSection(astro, pat, form, common),
  };
  return handlers[section]();
}

type Common = { pat: PatDetail; notice: string | null; pagePath: string };

/**
 * `{pagePath}?klaar={key}` keeping the section's searches, except those in `drop` (after adding what was searched
 * for, the search would find nothing more).
 */
const doneHere = (astro: AstroGlobal, common: Common, key: DoneKey, drop: string[] = []) => {
  const kept = withParams(astro.url, { klaar: null, bevestig: null, page: null, ...Object.fromEntries(drop.map((name) => [name, null])) });
  const query = kept.includes('?') ? `&${kept.slice(kept.indexOf('?') + 1)}` : '';
  return `${doneUrl(common.pagePath, key)}${query}`;
};

async function daysSection(astro: AstroGlobal, pat: PatDetail, form: FormData | null, common: Common): Promise<PatPage<SectionState>> {
  const { api } = astro.locals;
  let rows = dayRows(pat.days);
  let errors: Record<string, string> = {};
  let failure: string | null = null;
  let added = false;
  if (form) {
    rows = readDayRows(form);
    if (textOf(form, 'action') === 'add') {
      if (rows.length < MAX_PAT_DAYS) rows.push(emptyDay(rows.at(-1)));
      else errors = { general: patDaysForm.maxDays(MAX_PAT_DAYS) };
      added = !errors.general;
    } else {
      const checked = checkDayRows(rows);
      if ('errors' in checked) errors = checked.errors;
      else {
        const done = await sendShowingTitle(() => api(`/api/pat/${encodeURIComponent(pat.id)}/days`, { method: 'PUT', body: checked.body }), doneHere(astro, common, 'dagen'));
        if ('redirect' in done) return done;
        failure = done.error;
      }
    }
    if (rows.length === 0) rows = [emptyDay()];
  }
  const state: SectionState = { ...common, pat: form && failure ? await reload(api, pat) : pat, section: 'location', rows, errors, failure, added, locations: await locationChoices(api) };
  return { state };
}

async function modulesSection(astro: AstroGlobal, pat: PatDetail, form: FormData | null, common: Common): Promise<PatPage<SectionState>> {
  const { api } = astro.locals;
  const moduleQ = (astro.url.searchParams.get('module') ?? '').trim().slice(0, 100);
  let rows = moduleRows(pat.modules);
  let errors: Record<string, string> = {};
  let failure: string | null = null;
  let addFailure: string | null = null;
  let newModuleId = '';
  if (form) {
    const action = moduleActionOf(textOf(form, 'action'));
    const posted = readModuleRows(form);
    newModuleId = textOf(form, 'newModuleId');
    if (!action) failure = patDetail.unknownAction;
    else if (action.kind === 'add' && !newModuleId) {
      rows = posted;
      addFailure = patModulesForm.moduleMissing;
    } else {
      const next = applyModuleAction(posted, action, newModuleId);
      const checked = checkModuleRows(next);
      // A refused addition shows the rows without the new module, and the message beside the select.
      rows = action.kind === 'add' ? posted : next;
      if ('errors' in checked) errors = checked.errors;
      else {
        const key: DoneKey = action.kind === 'add' ? 'module-erbij' : action.kind === 'remove' ? 'module-weg' : action.kind === 'save' ? 'modules' : 'volgorde';
        const done = await sendShowingTitle(() => api(`/api/pat/${encodeURIComponent(pat.id)}/modules`, { method: 'PUT', body: checked.body }), doneHere(astro, common, key, action.kind === 'add' ? ['module'] : []));
        if ('redirect' in done) return done;
        if (action.kind === 'add') addFailure = done.error;
        else failure = done.error;
      }
    }
  }
  const current = form ? await reload(api, pat) : pat;
  const modules = await moduleChoices(api, moduleQ, rows.map((r) => r.moduleId));
  return { state: { ...common, pat: current, section: 'modules', rows, errors, failure, addFailure, newModuleId, moduleQ, modules } };
}

async function candidatesSection(astro: AstroGlobal, pat: PatDetail, form: FormData | null, common: Common): Promise<PatPage<SectionState>> {
  const { api } = astro.locals;
  const candidateQ = (astro.url.searchParams.get('kandidaat') ?? '').trim().slice(0, 100);
  let failure: string | null = null;
  let addFailure: string | null = null;
  let candidateId = '';
  let current = pat;
  if (form) {
    const action = textOf(form, 'action');
    const apiPath = `/api/pat/${encodeURIComponent(pat.id)}/candidates`;
    const removal = /^remove:([0-9a-f-]{36})$/i.exec(action);
    if (action === 'add') {
      candidateId = textOf(form, 'candidateId');
      if (!candidateId) addFailure = patCandidatesForm.candidateMissing;
      else {
        const done = await sendShowingTitle(() => api(apiPath, { method: 'POST', body: { candidateId } }), doneHere(astro, common, 'kandidaat-erbij', ['kandidaat']));
        if ('redirect' in done) return done;
        addFailure = done.error;
      }
    } else if (removal) {
      const done = await sendShowingTitle(() => api(`${apiPath}/${encodeURIComponent(removal[1]!)}`, { method: 'DELETE' }), doneHere(astro, common, 'kandidaat-weg'));
      if ('redirect' in done) return done;
      failure = done.error;
    } else failure = patDetail.unknownAction;
    current = await reload(api, pat);
  }
  const candidates = await candidateChoices(api, candidateQ, current.candidates.map((c) => c.id));
  return { state: { ...common, pat: current, section: 'candidates', failure, addFailure, candidateId, candidateQ, candidates } };
}

async function teachersSection(astro: AstroGlobal, pat: PatDetail, form: FormData | null, common: Common): Promise<PatPage<SectionState>> {
  const { api } = astro.locals;
  let choices = storedChoices(pat);
  let failure: string | null = null;
  if (form) {
    choices = postedChoices(form, pat);
    if (textOf(form, 'action') !== 'save') failure = patDetail.unknownAction;
    else {
      const done = await sendShowingTitle(() => api(`/api/pat/${encodeURIComponent(pat.id)}/assessors`, { method: 'PUT', body: assessorsBody(choices, pat) }), doneHere(astro, common, 'docenten'));
      if ('redirect' in done) return done;
      failure = done.error;
    }
  }
  return { state: { ...common, pat, section: 'teachers', choices, failure, teachers: await teacherChoices(api) } };
}
