/**
 * The education's kind adapter for the staff's planning screens (src/features/planning/kind.ts, planning/components/;
 * spec §2 /cp/education, /cp/education/{id}, /cp/education/{id}/planning/{section}): its pages and sections
 * (format.ts), when each step is done, a state's name and tag colour, the texts of every screen (strings.ts), the
 * list's columns (first and last lesson, candidates, teachers), the glance's parts (the absence limit, the lessons,
 * the candidates with the day they enrolled, the teachers as a list), the absence limit as the form's own field, and
 * opening after a confirmation step; a candidate enrols from a day (docs/decisions/033-education-planning.md §2).
 * Pure and client-safe.
 */
import type { EducationCandidate, EducationDetail, EducationListItem } from '#src/features/educations/contract';
import { MAX_LESSONS } from '#src/features/educations/schedule';
import { EDUCATION_STATE_LABELS, EDUCATION_STATES, type EducationState } from '#src/features/educations/state';
import { dayRangeText, dayText } from '#src/features/planning/format';
import type { Column, PlanningKind } from '#src/features/planning/kind';
import { formatNumber } from '#src/lib/i18n/format';
import { EDUCATION_FORM_FIELDS } from './education-form';
import { educationPath, educationStateTone, sectionLabel, sectionOfMissing } from './format';
import {
  educationCandidatesForm,
  educationCommon,
  educationCreate,
  educationDetail,
  educationForm,
  educationLessonsForm,
  educationList,
  educationModulesForm,
  educationTeachersForm,
} from './strings';

/** The day a candidate enrolled, as a column headed `label`. */
const enrolledOn = (label: string): Column<EducationCandidate> => ({ label, cell: (c) => dayText(c.enrolledOn) });

/** The education as the planning screens see it. */
export const educationPlanning: PlanningKind<EducationDetail, EducationListItem> = {
  key: 'education',
  list: '/cp/education',
  create: '/cp/education/create',
  overview: (id) => educationPath(id),
  section: educationPath,
  sectionLabel,
  sectionOfMissing,
  states: EDUCATION_STATES,
  state: (state) => ({ label: EDUCATION_STATE_LABELS[state as EducationState] ?? state, tone: educationStateTone(state as EducationState) }),
  stepsDone: (education) => ({
    location: education.lessons.length > 0,
    modules: education.modules.length > 0,
    candidates: education.candidates.length > 0,
    teachers: education.teachers.length > 0,
  }),
  scheduledAt: (education) => education.openedAt,
  texts: {
    head: { ...educationCommon, backToOverview: educationCommon.backToEducation },
    list: educationList,
    create: educationCreate,
    form: educationForm,
    overview: educationDetail,
    schedule: {
      title: educationDetail.openTitle,
      intro: educationDetail.openIntro,
      submit: educationDetail.open,
      blocked: educationDetail.openBlocked,
      done: educationDetail.openedOn,
      question: educationDetail.openQuestion,
      confirm: educationDetail.openConfirm,
    },
    days: educationLessonsForm,
    modules: educationModulesForm,
    candidates: educationCandidatesForm,
    intro: { location: educationLessonsForm.intro, modules: educationModulesForm.intro, candidates: educationCandidatesForm.intro, teachers: educationTeachersForm.intro },
    closed: educationCommon.closed,
    archive: educationDetail,
    cancel: educationCommon.cancel,
  },
  listColumns: [
    { label: educationList.firstLesson, cell: (e) => (e.firstDay ? dayText(e.firstDay) : { muted: educationCommon.noLessons }) },
    { label: educationList.lastLesson, cell: (e) => (e.lastDay ? dayText(e.lastDay) : educationCommon.none) },
    { label: educationList.candidates, cell: (e) => formatNumber(e.candidates) },
    { label: educationList.teachers, cell: (e) => formatNumber(e.teachers) },
  ],
  form: {
    extra: [{ name: 'absenceLimit', label: educationForm.absenceLimit, hint: educationForm.absenceLimitHint, type: 'number', inputmode: 'numeric' }],
    fields: EDUCATION_FORM_FIELDS,
  },
  schedule: { action: 'open', confirm: true, ids: { section: 'openen', title: 'open-title', blocked: 'open-blocked' } },
  maxSessions: MAX_LESSONS,
  secondAssessor: false,
  glance: {
    period: (education) => (education.firstDay ? dayRangeText(education.firstDay, education.lastDay) : educationCommon.noLessons),
    facts: (education) => [{ label: educationDetail.absenceLimit, value: educationDetail.absenceLimitValue(education.absenceLimit) }],
    sessions: (education) => ({
      rows: education.lessons,
      headingId: 'lessons-title',
      title: educationDetail.lessonsTitle(education.lessons.length),
      empty: educationDetail.noLessonsYet,
    }),
    room: (room) => room.name,
    moduleColumns: [],
    candidates: (education) => ({
      title: educationDetail.candidatesTitle(education.candidates.length),
      rowHeader: true,
      columns: [
        { label: educationDetail.candidate, cell: (c) => ({ href: `/cp/user/${encodeURIComponent(c.id)}`, text: c.name }) },
        { label: educationDetail.organization, cell: (c) => c.organization?.name ?? educationCommon.none },
        enrolledOn(educationDetail.enrolledOn),
      ],
    }),
    teachers: (education) => education.teachers,
  },
  candidates: {
    ids: { list: 'ingeschreven', title: 'enrolled-title', add: 'inschrijven' },
    title: (education) => educationCandidatesForm.enrolledTitle(education.candidates.length),
    columns: [enrolledOn(educationCandidatesForm.enrolledOn)],
    enrolment: true,
    refusal: 'notice',
  },
};
