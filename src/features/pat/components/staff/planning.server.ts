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
 * - candidates, time slots (docs/decisions/057-pat-time-slots.md; slots-form.ts): `preview-many` shows what
 *   `add-many` (ticked `candidateIds`, and with `spread` the day, modules, start, minutes and break) would do, which
 *   then → `POST …/candidates/many`; `preview-slots` fills the day grid (`?dag=`) for the ticked `slotCandidateIds`
 *   without saving; `save-slots` → `PUT …/slots` with the grid.
 */
import type { AstroGlobal } from 'astro';
import { sendShowingTitle, textOf } from '#src/components/forms';
import { patSlotsForm } from '#src/features/pat/strings';
import { defaultSpread, gridValues, postedGrid, previewSpread, readSpread, slotsBody, spreadBody, type PreviewRow, type SpreadValues } from './slots-form';
import type { Loaded } from '#src/components/load.server';
import type { UserListItem } from '#src/features/accounts/contract';
import type { LocationOption } from '#src/features/locations/contract';
import { MAX_PAT_DAYS, type PatDetail } from '#src/features/pat/contract';
import { patCandidatesForm, patDaysForm, patDetail, patForm, patModulesForm } from '#src/features/pat/strings';
import { dayRows } from '#src/features/planning/days-form';
import { locationChoices, teacherChoices, type Choices } from '#src/features/planning/options.server';
import { createPage as planningCreatePage, overviewPage, planningSectionPage, postSessionRows } from '#src/features/planning/pages.server';
import type { CandidatesState, SectionAnswer, SectionContext, ServerKind, SessionRowsState } from '#src/features/planning/pages.server';
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
export const sectionPage = (astro: AstroGlobal) =>
  planningSectionPage(astro, patServer, 'pat', { location: daysSection, teachers: teachersSection, candidates: candidatesSection });

/** The time slots' part of the candidates section (docs/decisions/057-pat-time-slots.md). */
export interface SlotsPart {
  /** 'Meerdere kandidaten inplannen': what was ticked and typed, a refusal, the preview. */
  many: { candidateIds: string[]; spreadOn: boolean; spread: SpreadValues; failure: string | null; preview: { rows: PreviewRow[]; overflow: string[] } | null };
  /** The grid of one day: its values per input name, a refusal, whether they are a preview, the spread form. */
  grid: { dayId: string; values: Record<string, string>; failure: string | null; previewed: boolean; spread: SpreadValues; candidateIds: string[] };
}

/** The candidates section of a PAT. */
export type PatCandidatesState = CandidatesState & { slots: SlotsPart };

const SLOT_ACTIONS = new Set(['preview-many', 'add-many', 'preview-slots', 'save-slots']);

/** The candidates section: the shared one, plus adding many at once and the day grid of time slots (see the module comment). */
async function candidatesSection(
  ctx: SectionContext<PatDetail>,
  shared: (ctx: SectionContext<PatDetail>) => Promise<SectionAnswer<PatDetail, CandidatesState>>,
): Promise<SectionAnswer<PatDetail, PatCandidatesState>> {
  const form = ctx.form;
  const action = form ? textOf(form, 'action') : '';
  const own = form !== null && SLOT_ACTIONS.has(action);
  const answer = await shared(own ? { ...ctx, form: null } : ctx);
  if ('redirect' in answer) return answer;
  let planned = answer.planned;
  const asked = ctx.astro.url.searchParams.get('dag') ?? '';
  const dayId = planned.days.some((d) => d.id === asked) ? asked : (planned.days[0]?.id ?? '');
  const slots: SlotsPart = {
    many: { candidateIds: [], spreadOn: false, spread: defaultSpread(planned), failure: null, preview: null },
    grid: { dayId, values: gridValues(planned.slots.filter((s) => s.dayId === dayId)), failure: null, previewed: false, spread: defaultSpread(planned, dayId), candidateIds: planned.candidates.map((c) => c.id) },
  };
  if (form && own) {
    if (action === 'preview-many' || action === 'add-many') {
      const many = slots.many;
      many.candidateIds = form.getAll('candidateIds').map(String);
      many.spreadOn = textOf(form, 'spread') === '1';
      many.spread = readSpread(form, planned);
      const spread = many.spreadOn ? spreadBody(many.spread) : null;
      if (many.candidateIds.length === 0) many.failure = patSlotsForm.manyNone;
      else if (spread && 'error' in spread) many.failure = spread.error;
      else if (action === 'preview-many') {
        const items = answer.part.candidates.ok ? answer.part.candidates.data.items : [];
        const chosen = many.candidateIds.map((id) => ({ id, name: items.find((c) => c.id === id)?.name ?? '' }));
        many.preview = spread ? previewSpread(planned, chosen, spread.body) : { rows: [], overflow: [] };
      } else {
        const body = { candidateIds: many.candidateIds, ...(spread ? { distribute: spread.body } : {}) };
        const done = await sendShowingTitle(() => ctx.api(`${ctx.apiPath}/candidates/many`, { method: 'POST', body }), ctx.doneHere('kandidaten-erbij', ['kandidaat'], '#tijdsloten'));
        if ('redirect' in done) return done;
        many.failure = done.error;
      }
    } else {
      const grid = slots.grid;
      grid.dayId = planned.days.some((d) => d.id === textOf(form, 'dayId')) ? textOf(form, 'dayId') : dayId;
      grid.values = postedGrid(form);
      if (action === 'preview-slots') {
        grid.spread = { ...readSpread(form, planned), dayId: grid.dayId };
        grid.candidateIds = form.getAll('slotCandidateIds').map(String);
        const spread = spreadBody(grid.spread);
        const chosen = planned.candidates.filter((c) => grid.candidateIds.includes(c.id));
        if ('error' in spread) grid.failure = spread.error;
        else if (chosen.length === 0) grid.failure = patSlotsForm.manyNone;
        else {
          const preview = previewSpread(planned, chosen, spread.body);
          // The ticked candidates' times in the chosen modules are replaced by the preview's.
          for (const c of chosen) for (const m of spread.body.moduleIds) for (const end of ['start', 'end']) delete grid.values[`slot:${c.id}:${m}:${end}`];
          grid.values = { ...grid.values, ...gridValues(preview.slots) };
          grid.previewed = true;
          if (preview.overflow.length > 0) grid.failure = patSlotsForm.previewOverflow(preview.overflow);
        }
      } else {
        const body = slotsBody(grid.dayId, planned, grid.values);
        if ('error' in body) grid.failure = body.error;
        else {
          const done = await sendShowingTitle(() => ctx.api(`${ctx.apiPath}/slots`, { method: 'PUT', body: body.body }), ctx.doneHere('tijdsloten', [], '#tijdsloten'));
          if ('redirect' in done) return done;
          grid.failure = done.error;
        }
      }
    }
    planned = await ctx.reload();
  }
  return { planned, part: { ...answer.part, slots } };
}

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
