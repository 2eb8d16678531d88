/**
 * Loading the staff's planning pages of a PAT or an education and handling their forms (docs/api.md "PAT",
 * "Education"; spec §2 /cp/pat/create, /cp/education/create, /cp/pat/{id}, /cp/education/{id} and their
 * /planning/{location|modules|candidates|teachers}).
 * Every form posts to its own page (works without JavaScript): success → 303 back with `?klaar=` (notices.ts); a
 * refusal → the page again, status 400, with the API's Dutch title (a 409 'Dit plan botst: …' lists each conflict)
 * beside the form it came from and what was typed or chosen kept. An unknown one (or an id that is not a UUID) is
 * `notFound`; a section word other than the four is too. The kinds' adapters (pat/components/staff/planning.server.ts,
 * educations/components/staff/planning.server.ts) give their API, pages, forms and their own sections:
 *
 * - create: `POST /api/{kind}` with the form's `Idempotency-Key` (`createPage`).
 * - overview: `edit` → `PUT /api/{kind}/{id}` (checked with the kind's schema first), the kind's `schedule` action
 *   (a PAT's `plan`, an education's `open`) → `POST …/{action}`, `archive` → `POST …/archive`, `release` →
 *   `POST …/release` (the last ones after a confirmation step on the page).
 * - location: `save` → `PUT …/days` or `…/lessons` with the rows (days-form.ts); `add` shows one more empty row and
 *   saves nothing.
 * - modules: `save`, `add`, `up:{n}`, `down:{n}`, `remove:{n}` → `PUT …/modules` with all rows (modules-form.ts).
 * - candidates: `add` (with `candidateId`; an education also `enrolledOn`) → `POST …/candidates`;
 *   `remove:{candidateId}` (after a confirmation step) → `DELETE …/candidates/{candidateId}`.
 * - teachers: the kind's own.
 */
import type { AstroGlobal } from 'astro';
import type { $Fetch } from 'ofetch';
import { keyHeaders, readForm, sendShowingTitle, textOf, withParams, type Submitted } from '#src/components/forms';
import { load, type Loaded } from '#src/components/load.server';
import { notFound } from '#src/components/not-found';
import type { CandidateItem } from '#src/features/accounts/contract';
import type { ModuleListItem } from '#src/features/content/contract';
import { amsterdamDay } from '#src/lib/calendar-day';
import { emptyDay, readDayRows, type DayRow } from './days-form';
import { isSection } from './format';
import type { Planned } from './kind';
import { applyModuleAction, moduleActionOf, moduleRows, readModuleRows, type ModuleRow } from './modules-form';
import { candidateChoices, moduleChoices, type Choices } from './options.server';
import { doneUrl } from './notices';

/** What a page handler answers: go on (after success), not found, one that could not be loaded, or what to render. */
export type PlanningPage<S> = { redirect: string } | { notFound: true } | { error: string } | { state: S };

/**
 * Sets the status of a planning page that renders (not a redirect): 404 'Not Found' for an unknown record
 * (src/components/not-found.ts), 400 'Bad Request' when `failed` (a post that was refused and is shown again with
 * what was typed), else the default 200. Returns the state to render, or null for not-found and load errors, which
 * components/PlanningPage.astro shows.
 */
export function planningPageState<S>(astro: Pick<AstroGlobal, 'response'>, page: Exclude<PlanningPage<S>, { redirect: string }>, failed: (state: S) => boolean): S | null {
  if ('notFound' in page) {
    notFound(astro);
    return null;
  }
  if (!('state' in page)) return null;
  if (failed(page.state)) {
    astro.response.status = 400;
    astro.response.statusText = 'Bad Request';
  }
  return page.state;
}

/**
 * A kind's API, pages and forms as the handlers use them (pat/components/staff/planning.server.ts,
 * educations/components/staff/planning.server.ts). `D` is its overview's answer, `V` its form's values, `A` the
 * action that plans or opens it.
 */
export interface ServerKind<D, V, A extends string> {
  /** The API's path of the kind ('/api/pat'): `POST` makes one, `{api}/{id}` is one. */
  api: string;
  /** The overview page of `id` ('/cp/pat/{id}'). */
  overview(id: string): string;
  /** The success notice of a page's URL (notices.ts `noticeOf`). */
  notice(params: URLSearchParams): string | null;
  /** The name-and-notes form (notes-form.ts and the kind's own fields). */
  form: {
    empty(): V;
    values(planned: D): V;
    read(form: FormData): V;
    check(values: V): { body: unknown } | { errors: Record<string, string> };
    /** The form's field an API message is about, or undefined. */
    fieldOfTitle(title: string): string | undefined;
    /** The lead of the form's summary of problems. */
    errorSummary: string;
  };
  /** The action (and `POST …/{action}`) that plans or opens it, and its `klaar` key ('ingepland', 'geopend'). */
  schedule: { action: A; done: string };
  /** The fragment after 'Resultaten vrijgeven' ('' or '#vrijgeven'). */
  releaseHash: string;
  unknownAction: string;
  /** The modules section: the kind's schema (modules-form.ts `checkPinnedModuleRows`) and 'Module toevoegen' without one. */
  modules: { check(rows: ModuleRow[]): { body: unknown } | { errors: Record<string, string> }; moduleMissing: string };
  /** The candidates section: whether one enrols from a day (`enrolledOn`), the fragment after adding, 'kies een kandidaat'. */
  candidates: { enrolment: boolean; addedHash: string; candidateMissing: string };
}

/** One's path in the API: `{api}/{id}`. */
const apiPathOf = (kind: { api: string }, id: string) => `${kind.api}/${encodeURIComponent(id)}`;

/** The planned thing `id` (`GET {api}`), or why not. */
async function loadPlanned<D>(api: $Fetch, path: string): Promise<{ planned: D } | { notFound: true } | { error: string }> {
  const loaded = await load(api<D>(path));
  if (loaded.ok) return { planned: loaded.data };
  return loaded.status === 404 ? { notFound: true } : { error: loaded.error };
}

/** The planned thing again after a refused post (a refusal may follow someone else's change); the old one if that fails. */
async function reloadPlanned<D>(api: $Fetch, path: string, planned: D): Promise<D> {
  const again = await load(api<D>(path));
  return again.ok ? again.data : planned;
}

// ——— the create page ———

/**
 * Loads the create page (/cp/pat/create, /cp/education/create) and handles its post: the form is checked with the
 * kind's schema first, then sent to `POST {api}` with the form's `Idempotency-Key` (sent twice, one is made:
 * docs/decisions/039-idempotent-creates.md). Success → 303 to its overview with `?aangemaakt=1`, where the planning
 * starts; a problem → the page again, status 400, the problem at the top and beside its field, nothing typed lost.
 */
export async function createPage<D, V, A extends string>(astro: AstroGlobal, kind: ServerKind<D, V, A>): Promise<{ redirect: string } | { values: V; errors: Record<string, string>; error: string }> {
  const form = await readForm(astro.request);
  let values = kind.form.empty();
  let errors: Record<string, string> = {};
  let error = '';
  if (form) {
    values = kind.form.read(form);
    const checked = kind.form.check(values);
    if ('errors' in checked) errors = checked.errors;
    else {
      const body = checked.body as Record<string, unknown>;
      const created = await sendShowingTitle(
        () => astro.locals.api<{ id: string }>(kind.api, { method: 'POST', body, headers: keyHeaders(form) }),
        (answer) => `${kind.overview(answer.id)}?aangemaakt=1`,
      );
      if ('redirect' in created) return created;
      error = created.error;
      const field = kind.form.fieldOfTitle(error);
      if (field) errors = { [field]: error };
    }
    astro.response.status = 400;
    astro.response.statusText = 'Bad Request';
  }
  return { values, errors, error };
}

// ——— the overview ———

/** What an overview renders besides the PAT or education. */
export interface OverviewParts<V, A extends string> {
  notice: string | null;
  /** A refused post and the part of the page it belongs to. */
  failure: { section: A | 'edit' | 'archive' | 'release'; text: string } | null;
  edit: { values: V; errors: Record<string, string> };
}

/** Everything an overview renders, the PAT or education under the kind's `key` ('pat', 'education'). */
export type OverviewState<K extends string, D, V, A extends string> = Record<K, D> & OverviewParts<V, A>;

/** Loads the overview (/cp/pat/{id}, /cp/education/{id}) and handles its posts (see the module comment). */
export async function overviewPage<K extends string, D extends { id: string }, V, A extends string>(
  astro: AstroGlobal,
  kind: ServerKind<D, V, A>,
  key: K,
): Promise<PlanningPage<OverviewState<K, D, V, A>>> {
  const { api } = astro.locals;
  const loaded = await loadPlanned<D>(api, apiPathOf(kind, astro.params.id ?? ''));
  if (!('planned' in loaded)) return loaded;
  let planned = loaded.planned;
  const apiPath = apiPathOf(kind, planned.id);
  const pagePath = kind.overview(planned.id);
  let edit: OverviewParts<V, A>['edit'] = { values: kind.form.values(planned), errors: {} };
  let failure: OverviewParts<V, A>['failure'] = null;

  const form = await readForm(astro.request);
  if (form) {
    const action = textOf(form, 'action');
    let done: Submitted | null = null;
    if (action === 'edit') {
      const values = kind.form.read(form);
      const checked = kind.form.check(values);
      edit = { values, errors: 'errors' in checked ? checked.errors : {} };
      if ('body' in checked) {
        done = await sendShowingTitle(() => api(apiPath, { method: 'PUT', body: checked.body as Record<string, unknown> }), doneUrl(pagePath, 'opgeslagen'));
        if ('error' in done) {
          const field = kind.form.fieldOfTitle(done.error);
          if (field) edit.errors = { [field]: done.error };
          failure = { section: 'edit', text: done.error };
        }
      } else failure = { section: 'edit', text: kind.form.errorSummary };
    } else if (action === kind.schedule.action) {
      done = await sendShowingTitle(() => api(`${apiPath}/${kind.schedule.action}`, { method: 'POST' }), doneUrl(pagePath, kind.schedule.done));
      if ('error' in done) failure = { section: kind.schedule.action, text: done.error };
    } else if (action === 'archive') {
      done = await sendShowingTitle(() => api(`${apiPath}/archive`, { method: 'POST' }), doneUrl(pagePath, 'gearchiveerd'));
      if ('error' in done) failure = { section: 'archive', text: done.error };
    } else if (action === 'release') {
      done = await sendShowingTitle(() => api(`${apiPath}/release`, { method: 'POST' }), doneUrl(pagePath, 'vrijgegeven', kind.releaseHash));
      if ('error' in done) failure = { section: 'release', text: done.error };
    } else {
      failure = { section: kind.schedule.action, text: kind.unknownAction };
    }
    if (done && 'redirect' in done) return { redirect: done.redirect };
    planned = await reloadPlanned(api, apiPath, planned);
  }
  const state = { [key]: planned, notice: form ? null : kind.notice(astro.url.searchParams), failure, edit } as OverviewState<K, D, V, A>;
  return { state };
}

// ——— the planning sections ———

/** What a section's handler works with. */
export interface SectionContext<D> {
  astro: AstroGlobal;
  api: $Fetch;
  planned: D;
  /** The posted form, or null for GET. */
  form: FormData | null;
  /** The success notice of the URL (null after a post). */
  notice: string | null;
  /** The section's page. */
  pagePath: string;
  /** The planned thing's API path ('/api/pat/{id}'). */
  apiPath: string;
  /**
   * `{pagePath}?klaar={key}` keeping the section's searches, except those in `drop` (after adding what was searched
   * for, the search would find nothing more), with the fragment `hash`.
   */
  doneHere: (key: string, drop?: string[], hash?: string) => string;
  /** The planned thing as the API has it now; the one loaded if that fails. */
  reload: () => Promise<D>;
}

/** What a section's handler answers: go on (after success), or the PAT or education with the section's part. */
export type SectionAnswer<D, P> = { redirect: string } | { planned: D; part: P };

/** Everything a section renders: its part, the PAT or education under the kind's `key`, the notice and its page. */
export type SectionState<K extends string, D, P> = P & Record<K, D> & { notice: string | null; pagePath: string };

/**
 * Loads a planning section (/cp/pat/{id}/planning/{section}, /cp/education/{id}/planning/{section}) and handles its
 * posts: the modules and candidates here (`modulesSection`, `candidatesSection`), location and teachers by the
 * kind's `handlers` (which may also take over the candidates' posts it knows and hand the rest to the shared one). Another section word, an unknown one or an id that is not a UUID is `notFound`.
 */
export async function planningSectionPage<K extends string, D extends Planned, V, A extends string, L extends { section: 'location' }, T extends { section: 'teachers' }>(
  astro: AstroGlobal,
  kind: ServerKind<D, V, A>,
  key: K,
  handlers: {
    location: (ctx: SectionContext<D>) => Promise<SectionAnswer<D, L>>;
    teachers: (ctx: SectionContext<D>) => Promise<SectionAnswer<D, T>>;
    /**
     * The kind's own candidates handler (a PAT's time slots), given the shared one (`candidatesSection`) to call for
     * what it does not handle itself; absent: the shared one.
     */
    candidates?: (ctx: SectionContext<D>, shared: (ctx: SectionContext<D>) => Promise<SectionAnswer<D, CandidatesState>>) => Promise<SectionAnswer<D, CandidatesState>>;
  },
): Promise<PlanningPage<SectionState<K, D, L | ModulesState | CandidatesState | T>>> {
  const section = astro.params.section;
  if (!isSection(section)) return { notFound: true };
  const { api } = astro.locals;
  const loaded = await loadPlanned<D>(api, apiPathOf(kind, astro.params.id ?? ''));
  if (!('planned' in loaded)) return loaded;
  const planned = loaded.planned;
  const apiPath = apiPathOf(kind, planned.id);
  const pagePath = `${kind.overview(planned.id)}/planning/${section}`;
  const form = await readForm(astro.request);
  const doneHere = (key: string, drop: string[] = [], hash = '') => {
    const kept = withParams(astro.url, { klaar: null, bevestig: null, page: null, ...Object.fromEntries(drop.map((name) => [name, null])) });
    const query = kept.includes('?') ? `&${kept.slice(kept.indexOf('?') + 1)}` : '';
    return `${doneUrl(pagePath, key)}${query}${hash}`;
  };
  const reload = () => reloadPlanned(api, apiPath, planned);
  const notice = form ? null : kind.notice(astro.url.searchParams);
  const ctx: SectionContext<D> = { astro, api, planned, form, notice, pagePath, apiPath, doneHere, reload };
  const answer: SectionAnswer<D, L | ModulesState | CandidatesState | T> = await {
    location: () => handlers.location(ctx),
    modules: () => modulesSection(ctx, { ...kind.modules, unknownAction: kind.unknownAction }),
    candidates: () => {
      const shared = (c: SectionContext<D>) => candidatesSection(c, { ...kind.candidates, unknownAction: kind.unknownAction });
      return handlers.candidates ? handlers.candidates(ctx, shared) : shared(ctx);
    },
    teachers: () => handlers.teachers(ctx),
  }[section]();
  if ('redirect' in answer) return answer;
  const state = { ...answer.part, [key]: answer.planned, notice, pagePath } as SectionState<K, D, L | ModulesState | CandidatesState | T>;
  return { state };
}

/** The rows of the sessions form after a post. */
export interface SessionRowsState {
  rows: DayRow[];
  /** The first message per field id (`day-2-end`) and `general`. */
  errors: Record<string, string>;
  /** The API's refusal (a 409 lists the conflicts). */
  failure: string | null;
  /** After 'Dag toevoegen': a note that nothing is saved yet. */
  added: boolean;
}

/**
 * Handles a post of the sessions form (days-form.ts): `add` adds an empty row (up to `max`, else `tooMany`), anything
 * else checks the rows with `check` and saves them with `PUT {apiPath}/{list}` (then `{pagePath}?klaar={done}{hash}`).
 */
export async function postSessionRows(
  ctx: SectionContext<unknown>,
  form: FormData,
  options: { list: 'days' | 'lessons'; max: number; tooMany: string; check: (rows: DayRow[]) => { body: unknown } | { errors: Record<string, string> }; done: string; hash: string },
): Promise<{ redirect: string } | SessionRowsState> {
  let rows = readDayRows(form, options.max);
  let errors: Record<string, string> = {};
  let failure: string | null = null;
  let added = false;
  if (textOf(form, 'action') === 'add') {
    if (rows.length < options.max) rows.push(emptyDay(rows.at(-1)));
    else errors = { general: options.tooMany };
    added = !errors.general;
  } else {
    const checked = options.check(rows);
    if ('errors' in checked) errors = checked.errors;
    else {
      const body = checked.body as Record<string, unknown>;
      const done = await sendShowingTitle(() => ctx.api(`${ctx.apiPath}/${options.list}`, { method: 'PUT', body }), ctx.doneHere(options.done, [], options.hash));
      if ('redirect' in done) return done;
      failure = done.error;
    }
  }
  if (rows.length === 0) rows = [emptyDay()];
  return { rows, errors, failure, added };
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

/**
 * The modules section (modules-form.ts): every action applies to the rows as typed, is checked with `check` and
 * saves all rows with `PUT {apiPath}/modules`; 'Module toevoegen' without a module is `moduleMissing`.
 */
async function modulesSection<D extends Planned>(ctx: SectionContext<D>, options: ServerKind<D, unknown, string>['modules'] & { unknownAction: string }): Promise<SectionAnswer<D, ModulesState>> {
  const { astro, api, form } = ctx;
  const moduleQ = (astro.url.searchParams.get('module') ?? '').trim().slice(0, 100);
  let rows = moduleRows(ctx.planned.modules);
  let errors: Record<string, string> = {};
  let failure: string | null = null;
  let addFailure: string | null = null;
  let newModuleId = '';
  if (form) {
    const action = moduleActionOf(textOf(form, 'action'));
    const posted = readModuleRows(form);
    newModuleId = textOf(form, 'newModuleId');
    if (!action) failure = options.unknownAction;
    else if (action.kind === 'add' && !newModuleId) {
      rows = posted;
      addFailure = options.moduleMissing;
    } else {
      const next = applyModuleAction(posted, action, newModuleId);
      const checked = options.check(next);
      // A refused addition shows the rows without the new module, and the message beside the select.
      rows = action.kind === 'add' ? posted : next;
      if ('errors' in checked) errors = checked.errors;
      else {
        const key = action.kind === 'add' ? 'module-erbij' : action.kind === 'remove' ? 'module-weg' : action.kind === 'save' ? 'modules' : 'volgorde';
        const body = checked.body as Record<string, unknown>;
        const done = await sendShowingTitle(() => api(`${ctx.apiPath}/modules`, { method: 'PUT', body }), ctx.doneHere(key, action.kind === 'add' ? ['module'] : []));
        if ('redirect' in done) return done;
        if (action.kind === 'add') addFailure = done.error;
        else failure = done.error;
      }
    }
  }
  const planned = form ? await ctx.reload() : ctx.planned;
  const modules = await moduleChoices(api, moduleQ, rows.map((r) => r.moduleId));
  return { planned, part: { section: 'modules', rows, errors, failure, addFailure, newModuleId, moduleQ, modules } };
}

/** The candidates section. */
export interface CandidatesState {
  section: 'candidates';
  /** A refused removal. */
  failure: string | null;
  /** A refused addition (e.g. no seat free: the API names the licence), with what was chosen. */
  addFailure: string | null;
  candidateId: string;
  /** The enrolment day as typed (an education's; today at first). */
  enrolledOn: string;
  /** The candidate search (`kandidaat`). */
  candidateQ: string;
  candidates: Loaded<Choices<CandidateItem>>;
}

/**
 * The candidates section: `add` → `POST {apiPath}/candidates` (with `enrolledOn` when the kind has an `enrolment`
 * day; then `{pagePath}?klaar=kandidaat-erbij{addedHash}`), `remove:{candidateId}` → `DELETE …/{candidateId}`.
 */
async function candidatesSection<D extends Planned>(ctx: SectionContext<D>, options: ServerKind<D, unknown, string>['candidates'] & { unknownAction: string }): Promise<SectionAnswer<D, CandidatesState>> {
  const { astro, api, form } = ctx;
  const candidateQ = (astro.url.searchParams.get('kandidaat') ?? '').trim().slice(0, 100);
  let failure: string | null = null;
  let addFailure: string | null = null;
  let candidateId = '';
  let enrolledOn = amsterdamDay();
  let planned = ctx.planned;
  if (form) {
    const action = textOf(form, 'action');
    const apiPath = `${ctx.apiPath}/candidates`;
    const removal = /^remove:([0-9a-f-]{36})$/i.exec(action);
    if (action === 'add') {
      candidateId = textOf(form, 'candidateId');
      if (options.enrolment) enrolledOn = textOf(form, 'enrolledOn');
      if (!candidateId) addFailure = options.candidateMissing;
      else {
        const body = { candidateId, ...(options.enrolment && enrolledOn ? { enrolledOn } : {}) };
        const done = await sendShowingTitle(() => api(apiPath, { method: 'POST', body }), ctx.doneHere('kandidaat-erbij', ['kandidaat'], options.addedHash));
        if ('redirect' in done) return done;
        addFailure = done.error;
      }
    } else if (removal) {
      const done = await sendShowingTitle(() => api(`${apiPath}/${encodeURIComponent(removal[1]!)}`, { method: 'DELETE' }), ctx.doneHere('kandidaat-weg'));
      if ('redirect' in done) return done;
      failure = done.error;
    } else failure = options.unknownAction;
    planned = await ctx.reload();
  }
  const candidates = await candidateChoices(api, candidateQ, planned.candidates.map((c) => c.id));
  return { planned, part: { section: 'candidates', failure, addFailure, candidateId, enrolledOn, candidateQ, candidates } };
}
