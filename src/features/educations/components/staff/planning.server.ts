/**
 * Loading the staff's education pages and handling their forms (docs/api.md "Education"; spec §2
 * /cp/education/create, /cp/education/{id} and /cp/education/{id}/planning/{location|modules|candidates|teachers}),
 * with the planning pages' handlers that PATs use too (planning/pages.server.ts). Every form posts to its own page
 * (works without JavaScript): success → 303 back with `?klaar=` (format.ts DONE); a refusal → the page again,
 * status 400, with the API's Dutch title (a 409 'Dit plan botst: …' lists each conflict; a candidate without a free
 * education seat names the licence) beside the form it came from, and what was typed or chosen kept. An unknown
 * education (or an id that is not a UUID) is `notFound`; a section word other than the four is too.
 *
 * - /cp/education/create: `POST /api/education` (checked with `educationBody` first).
 * - /cp/education/{id}: `edit` → `PUT /api/education/{id}` (checked with `educationBody` first), `open` →
 *   `POST …/open`, `archive` → `POST …/archive`, `release` → `POST …/release` (the last three after a confirmation
 *   step).
 * - location: `preview` expands the weekly repeat (weekly-form.ts) and saves nothing; `apply` → `PUT …/lessons` with
 *   the previewed lessons; `save` → `PUT …/lessons` with the single lessons (planning/days-form.ts rows);
 *   `add` shows one more empty lesson and saves nothing.
 * - modules: `save`, `add`, `up:{n}`, `down:{n}`, `remove:{n}` → `PUT …/modules` with all rows (modules-form.ts).
 * - candidates: `add` (with `candidateId`, `enrolledOn`) → `POST …/candidates`; `remove:{candidateId}` (after a
 *   confirmation step) → `DELETE …/candidates/{candidateId}`.
 * - teachers: `save` → `PUT …/teachers` with every checked teacher.
 */
import type { AstroGlobal } from 'astro';
import { sendShowingTitle, textOf } from '#src/components/forms';
import type { Loaded } from '#src/components/load.server';
import type { UserListItem } from '#src/features/accounts/contract';
import { educationLessonsBody, educationModulesBody, type EducationDetail } from '#src/features/educations/contract';
import { MAX_LESSONS } from '#src/features/educations/schedule';
import type { LocationOption } from '#src/features/locations/contract';
import { checkSessionRows, dayRows, type DayRow } from '#src/features/planning/days-form';
import { checkPinnedModuleRows, type ModuleRow } from '#src/features/planning/modules-form';
import { locationChoices, teacherChoices, type Choices } from '#src/features/planning/options.server';
import { createPage as planningCreatePage, overviewPage, planningSectionPage, postSessionRows } from '#src/features/planning/pages.server';
import type { SectionAnswer, SectionContext, ServerKind, SessionRowsState } from '#src/features/planning/pages.server';
import { checkEducationForm, educationFieldOfTitle, educationFormValues, newEducationValues, readEducationForm, type EducationFormValues } from './education-form';
import { educationNotice } from './format';
import { educationPlanning } from './planning-kind';
import { educationCandidatesForm, educationCommon, educationForm, educationLessonsForm, educationModulesForm } from './strings';
import { expandWeekly, readWeekly, weeklyDefaults, weeklyFingerprint, type WeeklyResult, type WeeklyValues } from './weekly-form';

/** The education's API, pages and forms for the planning pages' handlers; a candidate enrols from a day. */
const educationServer: ServerKind<EducationDetail, EducationFormValues, 'open'> = {
  api: '/api/education',
  overview: educationPlanning.overview,
  notice: educationNotice,
  form: {
    empty: newEducationValues,
    values: educationFormValues,
    read: readEducationForm,
    check: checkEducationForm,
    fieldOfTitle: educationFieldOfTitle,
    errorSummary: educationForm.errorSummary,
  },
  schedule: { action: 'open', done: 'geopend' },
  releaseHash: '#vrijgeven',
  unknownAction: educationCommon.unknownAction,
  modules: {
    check: (rows: ModuleRow[]) => checkPinnedModuleRows(rows, (modules) => educationModulesBody.safeParse({ modules })),
    moduleMissing: educationModulesForm.moduleMissing,
  },
  candidates: { enrolment: true, addedHash: '#ingeschreven', candidateMissing: educationCandidatesForm.candidateMissing },
};

/** Loads /cp/education/create and handles its post (see the module comment). */
export const createPage = (astro: AstroGlobal) => planningCreatePage(astro, educationServer);

/** Loads /cp/education/{id} and handles its posts (see the module comment). */
export const detailPage = (astro: AstroGlobal) => overviewPage(astro, educationServer, 'education');

/** The lesson schedule section: the weekly repeat and the single lessons. */
export interface LessonsState extends SessionRowsState {
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
  locations: Loaded<LocationOption[]>;
}

/** The teachers section. */
export interface TeachersState {
  section: 'teachers';
  /** The checked teachers' ids. */
  chosen: string[];
  failure: string | null;
  teachers: Loaded<Choices<UserListItem>>;
}

/** Loads /cp/education/{id}/planning/{section} and handles its posts (see the module comment). */
export const sectionPage = (astro: AstroGlobal) => planningSectionPage(astro, educationServer, 'education', { location: lessonsSection, teachers: teachersSection });

/** The single lessons' rows checked with the lessons' schema. */
const checkLessonRows = (rows: DayRow[]) => checkSessionRows(rows, (lessons) => educationLessonsBody.safeParse({ lessons }));

async function lessonsSection(ctx: SectionContext<EducationDetail>): Promise<SectionAnswer<EducationDetail, LessonsState>> {
  const { api, form, planned: education } = ctx;
  let weekly = weeklyDefaults(education.lessons);
  let preview: WeeklyResult | null = null;
  let previewed = '';
  let weeklyFailure: string | null = null;
  let changed = false;
  let rows: SessionRowsState = { rows: dayRows(education.lessons), errors: {}, failure: null, added: false };
  if (form) {
    const action = textOf(form, 'action');
    if (action === 'preview' || action === 'apply') {
      weekly = readWeekly(form);
      preview = expandWeekly(weekly, education.lessons);
      previewed = preview.ok ? weeklyFingerprint(weekly) : '';
      // Saved only when the lessons on screen were made from exactly these values.
      if (action === 'apply' && preview.ok && textOf(form, 'previewed') === previewed) {
        const body = preview.body;
        const done = await sendShowingTitle(() => api(`${ctx.apiPath}/lessons`, { method: 'PUT', body }), ctx.doneHere('rooster'));
        if ('redirect' in done) return done;
        weeklyFailure = done.error;
      } else changed = action === 'apply' && preview.ok;
    } else if (action === 'add' || action === 'save') {
      const tooMany = educationLessonsForm.maxLessons(MAX_LESSONS);
      const posted = await postSessionRows(ctx, form, { list: 'lessons', max: MAX_LESSONS, tooMany, check: checkLessonRows, done: 'lessen', hash: '#lessen' });
      if ('redirect' in posted) return posted;
      rows = posted;
    } else rows = { ...rows, failure: educationCommon.unknownAction };
  }
  const planned = form && (rows.failure || weeklyFailure) ? await ctx.reload() : education;
  return { planned, part: { section: 'location', weekly, preview, previewed, weeklyFailure, changed, ...rows, locations: await locationChoices(api) } };
}

async function teachersSection(ctx: SectionContext<EducationDetail>): Promise<SectionAnswer<EducationDetail, TeachersState>> {
  const { api, form } = ctx;
  let chosen = ctx.planned.teachers.map((t) => t.id);
  let failure: string | null = null;
  if (form) {
    chosen = [...new Set(form.getAll('teacherIds').filter((v): v is string => typeof v === 'string' && v.length > 0))];
    if (textOf(form, 'action') !== 'save') failure = educationCommon.unknownAction;
    else {
      const done = await sendShowingTitle(() => api(`${ctx.apiPath}/teachers`, { method: 'PUT', body: { teacherIds: chosen } }), ctx.doneHere('docenten'));
      if ('redirect' in done) return done;
      failure = done.error;
    }
  }
  const planned = form ? await ctx.reload() : ctx.planned;
  return { planned, part: { section: 'teachers', chosen, failure, teachers: await teacherChoices(api) } };
}
