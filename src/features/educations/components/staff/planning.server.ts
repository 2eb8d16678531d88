/**
 * Loading the staff's education pages and handling their forms (docs/api.md "Education"; spec §2 /cp/education/{id}
 * and /cp/education/{id}/planning/{location|modules|candidates|teachers}), as the PAT pages do
 * (features/pat/components/staff/planning.server.ts). Every form posts to its own page (works without JavaScript):
 * success → 303 back with `?klaar=` (format.ts DONE); a refusal → the page again, status 400, with the API's Dutch
 * title (a 409 'Dit plan botst: …' lists each conflict; a candidate without a free education seat names the licence)
 * beside the form it came from, and what was typed or chosen kept. An unknown education (or an id that is not a
 * UUID) is `notFound`; a section word other than the four is too.
 *
 * - /cp/education/{id}: `edit` → `PUT /api/education/{id}` (checked with `educationBody` first), `open` →
 *   `POST …/open`, `archive` → `POST …/archive`, `release` → `POST …/release` (the last three after a confirmation
 *   step).
 * - location: `preview` expands the weekly repeat (weekly-form.ts) and saves nothing; `apply` → `PUT …/lessons` with
 *   the previewed lessons; `save` → `PUT …/lessons` with the single lessons (features/pat days-form.ts rows); `add`
 *   shows one more empty lesson and saves nothing.
 * - modules: `save`, `add`, `up:{n}`, `down:{n}`, `remove:{n}` → `PUT …/modules` with all rows (modules-form.ts).
 * - candidates: `add` (with `candidateId`, `enrolledOn`) → `POST …/candidates`; `remove:{candidateId}` (after a
 *   confirmation step) → `DELETE …/candidates/{candidateId}`.
 * - teachers: `save` → `PUT …/teachers` with every checked teacher.
 */
import type { AstroGlobal } from 'astro';
import type { $Fetch } from 'ofetch';
import { readForm, sendShowingTitle, textOf, withParams, type Submitted } from '#src/components/forms';
import { load, type Loaded } from '#src/components/load.server';
import type { CandidateItem, UserListItem } from '#src/features/accounts/contract';
import type { ModuleListItem } from '#src/features/content/contract';
import { educationLessonsBody, educationModulesBody, type EducationDetail } from '#src/features/educations/contract';
import { MAX_LESSONS } from '#src/features/educations/schedule';
import type { LocationOption } from '#src/features/locations/contract';
import { checkSessionRows, dayRows, emptyDay, readDayRows, type DayRow } from '#src/features/pat/components/staff/days-form';
import { applyModuleAction, checkPinnedModuleRows, moduleActionOf, moduleRows, readModuleRows, type ModuleRow } from '#src/features/pat/components/staff/modules-form';
import { candidateChoices, locationChoices, moduleChoices, teacherChoices, type Choices } from '#src/features/pat/components/staff/options.server';
import { amsterdamDay } from '#src/lib/calendar-day';
import { checkEducationForm, educationFieldOfTitle, educationFormValues, readEducationForm, type EducationFormValues } from './education-form';
import { doneUrl, educationNotice, isSection, type DoneKey, type Section } from './format';
import { educationCandidatesForm, educationCommon, educationForm, educationLessonsForm, educationModulesForm } from './strings';
import { expandWeekly, readWeekly, weeklyDefaults, weeklyFingerprint, type WeeklyResult, type WeeklyValues } from './weekly-form';

/** What a page handler answers: go on (after success), not found, an education that could not be loaded, or what to render. */
export type EducationPage<S> = { redirect: string } | { notFound: true } | { error: string } | { state: S };

const apiPathOf = (id: string) => `/api/education/${encodeURIComponent(id)}`;

/** The education `id`, or why not. */
async function loadEducation(api: $Fetch, id: string): Promise<{ education: EducationDetail } | { notFound: true } | { error: string }> {
  const loaded = await load(api<EducationDetail>(apiPathOf(id)));
  if (loaded.ok) return { education: loaded.data };
  return loaded.status === 404 ? { notFound: true } : { error: loaded.error };
}

/** The education again after a refused post (a refusal may follow someone else's change); the old one if that fails. */
async function reload(api: $Fetch, education: EducationDetail): Promise<EducationDetail> {
  const again = await load(api<EducationDetail>(apiPathOf(education.id)));
  return again.ok ? again.data : education;
}

// ——— /cp/education/{id} ———

/** Everything /cp/education/{id} renders. */
export interface DetailState {
  education: EducationDetail;
  notice: string | null;
  /** A refused post and the part of the page it belongs to. */
  failure: { section: 'open' | 'edit' | 'archive' | 'release'; text: string } | null;
  edit: { values: EducationFormValues; errors: Record<string, string> };
}

/** Loads /cp/education/{id} and handles its posts (see the module comment). */
export async function detailPage(astro: AstroGlobal): Promise<EducationPage<DetailState>> {
  const { api } = astro.locals;
  const loaded = await loadEducation(api, astro.params.id ?? '');
  if (!('education' in loaded)) return loaded;
  let education = loaded.education;
  const apiPath = apiPathOf(education.id);
  const pagePath = `/cp/education/${encodeURIComponent(education.id)}`;
  let edit: DetailState['edit'] = { values: educationFormValues(education), errors: {} };
  let failure: DetailState['failure'] = null;

  const form = await readForm(astro.request);
  if (form) {
    const action = textOf(form, 'action');
    let done: Submitted | null = null;
    if (action === 'edit') {
      const values = readEducationForm(form);
      const checked = checkEducationForm(values);
      edit = { values, errors: 'errors' in checked ? checked.errors : {} };
      if ('body' in checked) {
        done = await sendShowingTitle(() => api(apiPath, { method: 'PUT', body: checked.body }), doneUrl(pagePath, 'opgeslagen'));
        if ('error' in done) {
          const field = educationFieldOfTitle(done.error);
          if (field) edit.errors = { [field]: done.error };
          failure = { section: 'edit', text: done.error };
        }
      } else failure = { section: 'edit', text: educationForm.errorSummary };
    } else if (action === 'open') {
      done = await sendShowingTitle(() => api(`${apiPath}/open`, { method: 'POST' }), doneUrl(pagePath, 'geopend'));
      if ('error' in done) failure = { section: 'open', text: done.error };
    } else if (action === 'archive') {
      done = await sendShowingTitle(() => api(`${apiPath}/archive`, { method: 'POST' }), doneUrl(pagePath, 'gearchiveerd'));
      if ('error' in done) failure = { section: 'archive', text: done.error };
    } else if (action === 'release') {
      done = await sendShowingTitle(() => api(`${apiPath}/release`, { method: 'POST' }), doneUrl(pagePath, 'vrijgegeven', '#vrijgeven'));
      if ('error' in done) failure = { section: 'release', text: done.error };
    } else {
      failure = { section: 'open', text: educationCommon.unknownAction };
    }
    if (done && 'redirect' in done) return { redirect: done.redirect };
    education = await reload(api, education);
  }
  return { state: { education, notice: form ? null : educationNotice(astro.url.searchParams), failure, edit } };
}

// ——— /cp/education/{id}/planning/{section} ———

/** The lesson schedule section: the weekly repeat and the single lessons. */
export interface LessonsState {
  section: 'location';
  weekly: WeeklyValues;
  /** After `preview` (or a refused `apply`): the lessons or the problems; null before. */
  preview: WeeklyResult | null;
  /** The fingerprint of the previewed values (weekly-form.ts `weeklyFingerprint`), for `apply`. */
  previewed: string;
  /** A refused `apply`. */
  weeklyFailure: string | null;
  /** `apply` with values other than those previewed: nothing saved, the new lessons shown. */
  changed: boolean;
  rows: DayRow[];
  /** The first message per field id (`day-2-end`) and `general`. */
  errors: Record<string, string>;
  /** A refused `save` (a 409 lists the conflicts). */
  failure: string | null;
  /** After 'Losse les toevoegen': a note that nothing is saved yet. */
  added: boolean;
  locations: Loaded<LocationOption[]>;
}

/** The modules section. */
export interface ModulesState {
  section: 'modules';
  rows: ModuleRow[];
  errors: Record<string, string>;
  failure: string | null;
  addFailure: string | null;
  newModuleId: string;
  /** The module search (`module`). */
  moduleQ: string;
  modules: Loaded<Choices<ModuleListItem>>;
}

/** The candidates section. */
export interface CandidatesState {
  section: 'candidates';
  /** A refused removal. */
  failure: string | null;
  /** A refused enrolment (e.g. no education seat free: the API names the licence), with what was chosen. */
  addFailure: string | null;
  candidateId: string;
  /** The enrolment day as typed (today at first). */
  enrolledOn: string;
  /** The candidate search (`kandidaat`). */
  candidateQ: string;
  candidates: Loaded<Choices<CandidateItem>>;
}

/** The teachers section. */
export interface TeachersState {
  section: 'teachers';
  /** The checked teachers' ids. */
  chosen: string[];
  failure: string | null;
  teachers: Loaded<Choices<UserListItem>>;
}

/** Everything a planning section renders. */
export type SectionState = (LessonsState | ModulesState | CandidatesState | TeachersState) & Common;

type Common = { education: EducationDetail; notice: string | null; pagePath: string };

/** Loads /cp/education/{id}/planning/{section} and handles its posts (see the module comment). */
export async function sectionPage(astro: AstroGlobal): Promise<EducationPage<SectionState>> {
  const section = astro.params.section;
  if (!isSection(section)) return { notFound: true };
  const { api } = astro.locals;
  const loaded = await loadEducation(api, astro.params.id ?? '');
  if (!('education' in loaded)) return loaded;
  const education = loaded.education;
  const pagePath = `/cp/education/${encodeURIComponent(education.id)}/planning/${section}`;
  const form = await readForm(astro.request);
  const common: Common = { education, notice: form ? null : educationNotice(astro.url.searchParams), pagePath };
  const handlers: Record<Section, () => Promise<EducationPage<SectionState>>> = {
    location: () => lessonsSection(astro, form, common),
    modules: () => modulesSection(astro, form, common),
    candidates: () => candidatesSection(astro, form, common),
    teachers: () => teachersSection(astro, form, common),
  };
  return handlers[section]();
}

/** `{pagePath}?klaar={key}` keeping the section's searches, except those in `drop`, with the fragment `hash`. */
function doneHere(astro: AstroGlobal, common: Common, key: DoneKey, drop: string[] = [], hash = ''): string {
  const kept = withParams(astro.url, { klaar: null, bevestig: null, page: null, ...Object.fromEntries(drop.map((name) => [name, null])) });
  const query = kept.includes('?') ? `&${kept.slice(kept.indexOf('?') + 1)}` : '';
  return `${doneUrl(common.pagePath, key)}${query}${hash}`;
}

async function lessonsSection(astro: AstroGlobal, form: FormData | null, common: Common): Promise<EducationPage<SectionState>> {
  const { api } = astro.locals;
  const { education } = common;
  const apiPath = `${apiPathOf(education.id)}/lessons`;
  let weekly = weeklyDefaults(education.lessons);
  let preview: WeeklyResult | null = null;
  let previewed = '';
  let weeklyFailure: string | null = null;
  let changed = false;
  let rows = dayRows(education.lessons);
  let errors: Record<string, string> = {};
  let failure: string | null = null;
  let added = false;
  if (form) {
    const action = textOf(form, 'action');
    if (action === 'preview' || action === 'apply') {
      weekly = readWeekly(form);
      preview = expandWeekly(weekly, education.lessons);
      previewed = preview.ok ? weeklyFingerprint(weekly) : '';
      // Saved only when the lessons on screen were made from exactly these values.
      if (action === 'apply' && preview.ok && textOf(form, 'previewed') === previewed) {
        const body = preview.body;
        const done = await sendShowingTitle(() => api(apiPath, { method: 'PUT', body }), doneHere(astro, common, 'rooster'));
        if ('redirect' in done) return done;
        weeklyFailure = done.error;
      } else changed = action === 'apply' && preview.ok;
    } else if (action === 'add' || action === 'save') {
      rows = readDayRows(form, MAX_LESSONS);
      if (action === 'add') {
        if (rows.length < MAX_LESSONS) rows.push(emptyDay(rows.at(-1)));
        else errors = { general: educationLessonsForm.maxLessons(MAX_LESSONS) };
        added = !errors.general;
      } else {
        const checked = checkSessionRows(rows, (lessons) => educationLessonsBody.safeParse({ lessons }));
        if ('errors' in checked) errors = checked.errors;
        else {
          const done = await sendShowingTitle(() => api(apiPath, { method: 'PUT', body: checked.body }), doneHere(astro, common, 'lessen', [], '#lessen'));
          if ('redirect' in done) return done;
          failure = done.error;
        }
      }
      if (rows.length === 0) rows = [emptyDay()];
    } else failure = educationCommon.unknownAction;
  }
  const current = form && (failure || weeklyFailure) ? await reload(api, education) : education;
  const state: SectionState = {
    ...common,
    education: current,
    section: 'location',
    weekly,
    preview,
    previewed,
    weeklyFailure,
    changed,
    rows,
    errors,
    failure,
    added,
    locations: await locationChoices(api),
  };
  return { state };
}

async function modulesSection(astro: AstroGlobal, form: FormData | null, common: Common): Promise<EducationPage<SectionState>> {
  const { api } = astro.locals;
  const { education } = common;
  const moduleQ = (astro.url.searchParams.get('module') ?? '').trim().slice(0, 100);
  let rows = moduleRows(education.modules);
  let errors: Record<string, string> = {};
  let failure: string | null = null;
  let addFailure: string | null = null;
  let newModuleId = '';
  if (form) {
    const action = moduleActionOf(textOf(form, 'action'));
    const posted = readModuleRows(form);
    newModuleId = textOf(form, 'newModuleId');
    if (!action) failure = educationCommon.unknownAction;
    else if (action.kind === 'add' && !newModuleId) {
      rows = posted;
      addFailure = educationModulesForm.moduleMissing;
    } else {
      const next = applyModuleAction(posted, action, newModuleId);
      const checked = checkPinnedModuleRows(next, (modules) => educationModulesBody.safeParse({ modules }));
      // A refused addition shows the rows without the new module, and the message beside the select.
      rows = action.kind === 'add' ? posted : next;
      if ('errors' in checked) errors = checked.errors;
      else {
        const key: DoneKey = action.kind === 'add' ? 'module-erbij' : action.kind === 'remove' ? 'module-weg' : action.kind === 'save' ? 'modules' : 'volgorde';
        const done = await sendShowingTitle(
          () => api(`${apiPathOf(education.id)}/modules`, { method: 'PUT', body: checked.body }),
          doneHere(astro, common, key, action.kind === 'add' ? ['module'] : []),
        );
        if ('redirect' in done) return done;
        if (action.kind === 'add') addFailure = done.error;
        else failure = done.error;
      }
    }
  }
  const current = form ? await reload(api, education) : education;
  const modules = await moduleChoices(api, moduleQ, rows.map((r) => r.moduleId));
  return { state: { ...common, education: current, section: 'modules', rows, errors, failure, addFailure, newModuleId, moduleQ, modules } };
}

async function candidatesSection(astro: AstroGlobal, form: FormData | null, common: Common): Promise<EducationPage<SectionState>> {
  const { api } = astro.locals;
  const { education } = common;
  const candidateQ = (astro.url.searchParams.get('kandidaat') ?? '').trim().slice(0, 100);
  let failure: string | null = null;
  let addFailure: string | null = null;
  let candidateId = '';
  let enrolledOn = amsterdamDay();
  let current = education;
  if (form) {
    const action = textOf(form, 'action');
    const apiPath = `${apiPathOf(education.id)}/candidates`;
    const removal = /^remove:([0-9a-f-]{36})$/i.exec(action);
    if (action === 'add') {
      candidateId = textOf(form, 'candidateId');
      enrolledOn = textOf(form, 'enrolledOn');
      if (!candidateId) addFailure = educationCandidatesForm.candidateMissing;
      else {
        const body = { candidateId, ...(enrolledOn ? { enrolledOn } : {}) };
        const done = await sendShowingTitle(() => api(apiPath, { method: 'POST', body }), doneHere(astro, common, 'kandidaat-erbij', ['kandidaat'], '#ingeschreven'));
        if ('redirect' in done) return done;
        addFailure = done.error;
      }
    } else if (removal) {
      const done = await sendShowingTitle(() => api(`${apiPath}/${encodeURIComponent(removal[1]!)}`, { method: 'DELETE' }), doneHere(astro, common, 'kandidaat-weg'));
      if ('redirect' in done) return done;
      failure = done.error;
    } else failure = educationCommon.unknownAction;
    current = await reload(api, education);
  }
  const candidates = await candidateChoices(api, candidateQ, current.candidates.map((c) => c.id));
  return { state: { ...common, education: current, section: 'candidates', failure, addFailure, candidateId, enrolledOn, candidateQ, candidates } };
}

async function teachersSection(astro: AstroGlobal, form: FormData | null, common: Common): Promise<EducationPage<SectionState>> {
  const { api } = astro.locals;
  const { education } = common;
  let chosen = education.teachers.map((t) => t.id);
  let failure: string | null = null;
  if (form) {
    chosen = [...new Set(form.getAll('teacherIds').filter((v): v is string => typeof v === 'string' && v.length > 0))];
    if (textOf(form, 'action') !== 'save') failure = educationCommon.unknownAction;
    else {
      const done = await sendShowingTitle(() => api(`${apiPathOf(education.id)}/teachers`, { method: 'PUT', body: { teacherIds: chosen } }), doneHere(astro, common, 'docenten'));
      if ('redirect' in done) return done;
      failure = done.error;
    }
  }
  const current = form ? await reload(api, education) : education;
  return { state: { ...common, education: current, section: 'teachers', chosen, failure, teachers: await teacherChoices(api) } };
}
