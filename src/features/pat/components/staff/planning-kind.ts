/**
 * The PAT's kind adapter for the staff's planning screens (src/features/planning/kind.ts, planning/components/; spec
 * §2 /cp/pat, /cp/pat/{id}, /cp/pat/{id}/planning/{section}): its pages, its sections' labels ('Locatie en dagen')
 * and when each is done, which sentence of the API's `missing` list (api/planning.ts `missingOf`) belongs to which
 * section, a state's name and tag colour, the texts of every screen (strings.ts), the list's columns (days,
 * locations, candidates, final evaluations), the glance's parts (candidates with their progress, the days with the
 * seats of their room, 'Tweede beoordelaar'), and the days and modules forms bound to the PAT's schemas and
 * MAX_PAT_DAYS (docs/api.md "PAT"). Pure and client-safe.
 */
import { MAX_PAT_DAYS, patDaysBody, patModulesBody, type PatDetail, type PatListItem, type PatModule } from '#src/features/pat/contract';
import { PAT_STATE_LABELS, PAT_STATES, type PatState } from '#src/features/pat/rules';
import {
  SECTION_LABELS,
  patCandidatesForm,
  patCommon,
  patCreate,
  patDaysForm,
  patDetail,
  patForm,
  patList,
  patModulesForm,
  patTeachersForm,
} from '#src/features/pat/strings';
import { checkSessionRows, readDayRows as readSessionRows, type DayRow } from '#src/features/planning/days-form';
import { dayRangeText, stageTone, type Section, type Tone } from '#src/features/planning/format';
import type { PlanningKind } from '#src/features/planning/kind';
import { checkPinnedModuleRows, type ModuleRow } from '#src/features/planning/modules-form';
import { formatNumber } from '#src/lib/i18n/format';
import type { z } from 'zod';
import { PAT_FORM_FIELDS } from './pat-form';

/** The label of a section ('Locatie en dagen'). */
export const sectionLabel = (section: Section): string => SECTION_LABELS[section];

/** The page of a section of PAT `id`. */
export const sectionPath = (id: string, section: Section): string => `/cp/pat/${encodeURIComponent(id)}/planning/${section}`;

/** The tag colour of a PAT state (planning's `stageTone`: 'planned' is the scheduled stage). */
export const patStateTone = (state: PatState): Tone => stageTone(state === 'planned' ? 'scheduled' : state);

/**
 * The section that fixes an item of the API's `missing` list (api/planning.ts `missingOf`): a teacher or second
 * assessor → teachers, days → location, modules, candidates; null for a sentence this screen does not know.
 */
export function sectionOfMissing(text: string): Section | null {
  if (/^Kies een (docent|tweede beoordelaar)\b/.test(text)) return 'teachers';
  if (/^Voeg minstens één dag\b/.test(text)) return 'location';
  if (/^Kies minstens één module\b/.test(text)) return 'modules';
  if (/^Plan minstens één kandidaat\b/.test(text)) return 'candidates';
  return null;
}

/** The PAT as the planning screens see it. */
export const patPlanning: PlanningKind<PatDetail, PatListItem> = {
  key: 'pat',
  list: '/cp/pat',
  create: '/cp/pat/create',
  overview: (id) => `/cp/pat/${encodeURIComponent(id)}`,
  section: sectionPath,
  sectionLabel,
  sectionOfMissing,
  states: PAT_STATES,
  state: (state) => ({ label: PAT_STATE_LABELS[state as PatState] ?? state, tone: patStateTone(state as PatState) }),
  stepsDone: (pat) => {
    const open = new Set(pat.missing.map(sectionOfMissing));
    return {
      location: pat.days.length > 0,
      modules: pat.modules.length > 0,
      candidates: pat.candidates.length > 0,
      teachers: pat.days.length > 0 && pat.modules.length > 0 && !open.has('teachers'),
    };
  },
  scheduledAt: (pat) => pat.plannedAt,
  texts: {
    head: { ...patCommon, backToOverview: patCommon.backToPat },
    list: patList,
    create: patCreate,
    form: patForm,
    overview: patDetail,
    schedule: { title: patDetail.planTitle, intro: patDetail.planIntro, submit: patDetail.plan, blocked: patDetail.planBlocked, done: patDetail.plannedOn },
    days: patDaysForm,
    modules: patModulesForm,
    candidates: patCandidatesForm,
    intro: { location: patDaysForm.intro, modules: patModulesForm.intro, candidates: patCandidatesForm.intro, teachers: patTeachersForm.intro },
    closed: patCommon.closed,
    archive: patDetail,
    cancel: patCommon.cancel,
  },
  listColumns: [
    { label: patList.days, cell: (p) => (p.firstDay ? dayRangeText(p.firstDay, p.lastDay) : { muted: patCommon.noDays }) },
    { label: patList.locations, cell: (p) => (p.locations.length > 0 ? p.locations.join(', ') : patCommon.none) },
    { label: patList.candidates, cell: (p) => formatNumber(p.candidates) },
    { label: patList.evaluations, cell: (p) => ({ bar: { done: p.evaluationsFinal, total: p.evaluationsTotal, id: `evaluations-${p.id}` } }) },
  ],
  form: { extra: [], fields: PAT_FORM_FIELDS },
  schedule: { action: 'plan', confirm: false, ids: { section: 'inplannen', title: 'plan-title', blocked: 'plan-blocked' } },
  maxSessions: MAX_PAT_DAYS,
  secondAssessor: true,
  glance: {
    period: (pat) => (pat.days[0] ? dayRangeText(pat.days[0].day, pat.days.at(-1)?.day ?? null) : patCommon.noDays),
    facts: (pat) => [
      { label: patDetail.candidateCount, value: formatNumber(pat.candidates.length) },
      { label: patDetail.evaluations, value: { bar: { done: pat.evaluationsFinal, total: pat.evaluationsTotal, id: 'pat-evaluations' } } },
    ],
    sessions: (pat) => ({ rows: pat.days, headingId: 'days-title', title: patDetail.daysTitle, empty: patDetail.noDaysYet }),
    room: (room) => `${room.name} (${patCommon.seats(room.capacity)})`,
    moduleColumns: [{ label: patDetail.secondAssessor, cell: (m: PatModule) => (m.secondAssessor ? patCommon.yes : patCommon.no) }],
    candidates: (pat) => ({
      title: patDetail.candidatesTitle,
      rowHeader: false,
      columns: [
        { label: patDetail.candidate, cell: (c) => ({ href: `/cp/user/${encodeURIComponent(c.id)}`, text: c.name, class: 'row-link' }) },
        { label: patDetail.organization, cell: (c) => (c.organization ? { href: `/cp/organization/${encodeURIComponent(c.organization.id)}`, text: c.organization.name } : patCommon.none) },
        {
          label: patDetail.progress,
          cell: (c) => ({ href: `/cp/user/${encodeURIComponent(c.id)}/pat/${encodeURIComponent(pat.id)}/progress`, text: patDetail.progress, label: patDetail.progressOf(c.name) }),
        },
      ],
    }),
    teachers: () => null,
  },
  candidates: {
    ids: { list: 'ingepland', title: 'planned-title', add: 'inplannen' },
    title: (pat) => patCandidatesForm.plannedTitle(pat.candidates.length),
    columns: [],
    enrolment: false,
    refusal: 'help',
  },
};

/** The posted days as typed (planning's `readDayRows` with at most MAX_PAT_DAYS days). */
export const readDayRows = (form: FormData): DayRow[] => readSessionRows(form, MAX_PAT_DAYS);

/**
 * Checks the days with the API's schema.
 * @returns the body for `PUT /api/pat/{id}/days`, or the first message per field id (`day-2-end`) and `general`
 *   for a problem of the whole list (two rows on one date, too many days).
 */
export function checkDayRows(rows: readonly DayRow[]): { body: z.output<typeof patDaysBody> } | { errors: Record<string, string> } {
  return checkSessionRows(rows, (sessions) => patDaysBody.safeParse({ days: sessions }));
}

/**
 * Checks the modules with the API's schema, with their second assessor.
 * @returns the body for `PUT /api/pat/{id}/modules`, or the first message per field id (`module-2-pass`) and
 *   `general` for the list as a whole.
 */
export function checkModuleRows(rows: readonly ModuleRow[]): { body: z.output<typeof patModulesBody> } | { errors: Record<string, string> } {
  return checkPinnedModuleRows(rows, (modules) => patModulesBody.safeParse({ modules }));
}
