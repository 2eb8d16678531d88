/**
 * Loading the staff's PAT pages and handling their forms (docs/api.md "PAT"; spec §2 /cp/pat/create, /cp/pat/{id}
 * and /cp/pat/{id}/planning/{location|modules|candidates|teachers}), with the planning pages' handlers
 * (planning/pages.server.ts: success → 303 back with `?klaar=`, pat-actions.ts; a refusal → the page again with the
 * API's Dutch title beside its form and what was typed kept; an unknown PAT is `notFound`):
 *
 * - /cp/pat/create: `POST /api/pat` (checked with `patBody` first).
 * - /cp/pat/{id}: `edit` → `PUT /api/pat/{id}` (checked with `patBody` first), `plan` → `POST …/plan`, `archive` →
 *   `POST …/archive` (after a confirmation step), `release` → `POST …/release` (after a confirmation step).
 * - location: `save` → `PUT …/days` (planning-kind.ts `checkDayRows`); `add` shows one more empty row and saves
 *   nothing.
 * - modules: `save`, `add`, `up:{n}`, `down:{n}`, `remove:{n}` → `PUT …/modules` with all rows.
 * - candidates: `add` (with `candidateId`) → `POST …/candidates`; `remove:{candidateId}` (after a confirmation step)
 *   → `DELETE …/candidates/{candidateId}`.
 * - teachers: `save` → `PUT …/assessors` with every chosen teacher (assessors-form.ts).
 */
import type { AstroGlobal } from 'astro';
import { sendShowingTitle, textOf } from '#src/components/forms';
import type { Loaded } from '#src/components/load.server';
import type { UserListItem } from '#src/features/accounts/contract';
import type { LocationOption } from '#src/features/locations/contract';
import { MAX_PAT_DAYS, type PatDetail } from '#src/features/pat/contract';
import { patCandidatesForm, patDaysForm, patDetail, patForm, patModulesForm } from '#src/features/pat/strings';
import { dayRows } from '#src/features/planning/days-form';
import { locationChoices, teacherChoices, type Choices } from '#src/features/planning/options.server';
import { createPage as planningCreatePage, overviewPage, planningSectionPage, postSessionRows } from '#src/features/planning/pages.server';
import type { SectionAnswer, SectionContext, ServerKind, SessionRowsState } from '#src/features/planning/pages.server';
import { assessorsBody, postedChoices, storedChoices } from './assessors-form';
import { patNotice } from './pat-actions';
import { checkPatForm, newPatValues, patFieldOfTitle, patFormValues, readPatForm, type PatFormValues } from './pat-form';
import { checkDayRows, checkModuleRows, patPlanning } from './planning-kind';

/** The PAT's API, pages and forms for the planning pages' handlers. */
const patServer: ServerKind<PatDetail, PatFormValues, 'plan'> = {
  api: '/api/pat',
  overview: patPlanning.overview,
  notice: patNotice,
  form: { empty: newPatValues, values: patFormValues, read: readPatForm, check: checkPatForm, fieldOfTitle: patFieldOfTitle, errorSummary: patForm.errorSummary },
  schedule: { action: 'plan', done: 'ingepland' },
  releaseHash: '',
  unknownAction: patDetail.unknownAction,
  modules: { check: checkModuleRows, moduleMissing: patModulesForm.moduleMissing },
  candidates: { enrolment: false, addedHash: '', candidateMissing: patCandidatesForm.candidateMissing },
};

/** Loads /cp/pat/create and handles its post (see the module comment). */
export const createPage = (astro: AstroGlobal) => planningCreatePage(astro, patServer);

/** Loads /cp/pat/{id} and handles its posts (see the module comment). */
export const detailPage = (astro: AstroGlobal) => overviewPage(astro, patServer, 'pat');

/** The days section. */
export interface DaysState extends SessionRowsState {
  section: 'location';
  locations: Loaded<LocationOption[]>;
}

/** The teachers section. */
export interface TeachersState {
  section: 'teachers';
  /** The chosen teacher per slot name (assessors-form.ts `slotName`). */
  choices: Record<string, string>;
  failure: string | null;
  teachers: Loaded<Choices<UserListItem>>;
}

/** Loads /cp/pat/{id}/planning/{section} and handles its posts (see the module comment). */
export const sectionPage = (astro: AstroGlobal) => planningSectionPage(astro, patServer, 'pat', { location: daysSection, teachers: teachersSection });

async function daysSection(ctx: SectionContext<PatDetail>): Promise<SectionAnswer<PatDetail, DaysState>> {
  let rows: SessionRowsState = { rows: dayRows(ctx.planned.days), errors: {}, failure: null, added: false };
  if (ctx.form) {
    const posted = await postSessionRows(ctx, ctx.form, { list: 'days', max: MAX_PAT_DAYS, tooMany: patDaysForm.maxDays(MAX_PAT_DAYS), check: checkDayRows, done: 'dagen', hash: '' });
    if ('redirect' in posted) return posted;
    rows = posted;
  }
  const planned = ctx.form && rows.failure ? await ctx.reload() : ctx.planned;
  return { planned, part: { section: 'location', ...rows, locations: await locationChoices(ctx.api) } };
}

async function teachersSection(ctx: SectionContext<PatDetail>): Promise<SectionAnswer<PatDetail, TeachersState>> {
  const { api, form, planned } = ctx;
  let choices = storedChoices(planned);
  let failure: string | null = null;
  if (form) {
    choices = postedChoices(form, planned);
    if (textOf(form, 'action') !== 'save') failure = patDetail.unknownAction;
    else {
      const done = await sendShowingTitle(() => api(`${ctx.apiPath}/assessors`, { method: 'PUT', body: assessorsBody(choices, planned) }), ctx.doneHere('docenten'));
      if ('redirect' in done) return done;
      failure = done.error;
    }
  }
  return { planned, part: { section: 'teachers', choices, failure, teachers: await teacherChoices(api) } };
}
