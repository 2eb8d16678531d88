/**
 * The educations feature's planning calls (docs/api.md "Education"; docs/domain.md "education"): request schemas and
 * answers, declared once for the backend and the staff's and teachers' pages (docs/decisions/017-feature-folders.md).
 * Client-safe: zod and types only. Days `YYYY-MM-DD` and times `HH:MM` are Europe/Amsterdam.
 *
 * Evaluating an education's candidates uses the form and bodies a PAT uses too (`evaluationSaveBody`,
 * `evaluationReviseBody` and `EducationEvaluationForm` in src/features/assessment/contract.ts;
 * docs/decisions/035-education-evaluations.md); the education's own grid and release answers are below.
 *
 * Lessons are sent as an explicit list. A weekly repeat ('every Tuesday 19:00–21:30 for ten weeks, not in the autumn
 * holiday') is expanded into that list by the page before it sends it (schedule.ts `weeklySchedule`); the API stores
 * and checks lessons one by one.
 */
import { z } from 'zod';
import { dayField, fields, pageQuery, type Named } from '#src/lib/contract';
import type { NotesFor } from '#src/lib/note-audiences';
import { optionalText, singleLine } from '#src/lib/text-fields';
import { pinnedModuleBody, sessionBody, type PinnedModule, type PlacedSession } from '#src/features/planning/contract';
import { overlaps } from '#src/features/planning/rules';
import { MAX_LESSONS } from './schedule';
import { EDUCATION_STATES, type EducationState } from './state';
import type { AssessedIn, ModuleEvaluationCore } from '#src/features/assessment/contract';

// ——— Requests ———

/** At most this many modules and this many teachers per education. */
export const MAX_EDUCATION_MODULES = 20;
export const MAX_EDUCATION_TEACHERS = 20;

const title = z.string({ message: 'Naam: vul een naam in.' }).trim().min(1, 'Naam: vul een naam in.').max(150, 'Naam: hoogstens 150 tekens.').check(singleLine('Naam'));
/** Dutch labels of the education's note fields, used in the messages and by the form. */
export const EDUCATION_NOTE_LABELS = {
  teacherNotes: 'Notities voor de docenten',
  candidateNotes: 'Notities voor de kandidaten',
} as const;
const absenceLimit = z.coerce
  .number({ message: 'Verzuimgrens: vul een getal in.' })
  .int('Verzuimgrens: vul een heel getal in.')
  .min(1, 'Verzuimgrens: tussen 1 en 100.')
  .max(100, 'Verzuimgrens: tussen 1 en 100.');

/**
 * `POST /api/education` and `PUT /api/education/{id}` body. The two notes (plain text, ≤ 5000 characters each; '' or
 * absent → null) have one audience each (src/lib/note-audiences.ts): `teacherNotes` for its teachers,
 * `candidateNotes` for its candidates. `absenceLimit`: the number of unexcused absences at which the coordinator is
 * alerted; left out it is 3 for a new education and unchanged for an existing one.
 */
export const educationBody = z.object({
  title,
  teacherNotes: optionalText(EDUCATION_NOTE_LABELS.teacherNotes, 5000, 'multi'),
  candidateNotes: optionalText(EDUCATION_NOTE_LABELS.candidateNotes, 5000, 'multi'),
  absenceLimit: absenceLimit.optional(),
});

/**
 * `PUT /api/education/{id}/lessons` body: every lesson (lessons left out are removed; `id` keeps an existing one), at
 * most schedule.ts MAX_LESSONS (a year of weekly lessons).
 */
export const educationLessonsBody = z.object({
  lessons: z
    .array(sessionBody)
    .max(MAX_LESSONS, `Een opleiding heeft hoogstens ${MAX_LESSONS} lessen.`)
    .refine((lessons) => lessons.every((a, i) => lessons.every((b, j) => j <= i || !overlaps(a, b))), 'Twee lessen van deze opleiding overlappen elkaar. Kies andere tijden.'),
});

/** `PUT /api/education/{id}/modules` body: the modules in order; a module already on the education keeps its pin. */
export const educationModulesBody = z.object({
  modules: z
    .array(pinnedModuleBody)
    .max(MAX_EDUCATION_MODULES, `Een opleiding heeft hoogstens ${MAX_EDUCATION_MODULES} modules.`)
    .refine((list) => new Set(list.map((m) => m.moduleId)).size === list.length, 'Elke module mag maar één keer voorkomen.'),
});

/** `POST /api/education/{id}/candidates` body: the candidate and the day they join (default today). */
export const educationCandidateBody = z.object({ candidateId: fields.uuid, enrolledOn: dayField('Inschrijfdatum').optional() });

/** `PUT /api/education/{id}/teachers` body: every teacher of the education. */
export const educationTeachersBody = z.object({
  teacherIds: z
    .array(z.uuid({ message: 'Docent: kies een docent.' }))
    .max(MAX_EDUCATION_TEACHERS, `Een opleiding heeft hoogstens ${MAX_EDUCATION_TEACHERS} docenten.`)
    .refine((ids) => new Set(ids).size === ids.length, 'Elke docent mag maar één keer voorkomen.'),
});

/** `GET /api/education` query. */
export const educationListQuery = pageQuery.extend({
  q: z.string().max(100, 'De zoekterm is te lang.').optional(),
  state: z.enum(EDUCATION_STATES, { message: 'Kies een bestaande status.' }).optional(),
});

// ——— Answers ———

/** An education in a list. */
export interface EducationListItem {
  id: string;
  title: string;
  state: EducationState;
  firstDay: string | null;
  lastDay: string | null;
  /** Names of the locations of its lessons, by first use. */
  locations: string[];
  lessons: number;
  candidates: number;
  teachers: number;
  /** The first lesson on or after today (Europe/Amsterdam; a lesson today counts all day), or null when none is left. */
  nextLesson: EducationLesson | null;
}

/** A lesson of an education, with its location and room. */
export type EducationLesson = PlacedSession;

/** A module of an education with its pinned version and template. */
export type EducationModule = PinnedModule;

/** A candidate enrolled on an education. */
export interface EducationCandidate extends Named {
  email: string;
  organization: Named | null;
  /** The day they joined: lessons before it are not on their roll. */
  enrolledOn: string;
  /** The education seat they hold, with the last day of its licence; null when it was handed back meanwhile. */
  seat: { id: string; licenceId: string; validUntil: string } | null;
}

/** `GET /api/education/{id}`: the education at a glance, with what is still missing before it can be opened. */
export interface EducationDetail extends NotesFor<'education', 'teachers' | 'candidates'> {
  id: string;
  title: string;
  absenceLimit: number;
  state: EducationState;
  openedAt: string | null;
  /** The day it was made (Europe/Amsterdam); enrolments reach back at most a year before it or the first lesson. */
  createdOn: string;
  firstDay: string | null;
  lastDay: string | null;
  lessons: EducationLesson[];
  modules: EducationModule[];
  candidates: EducationCandidate[];
  teachers: (Named & { email: string })[];
  /** Dutch sentences: what must be added before 'Openen' (empty when it can be opened). */
  missing: string[];
  /** Dutch sentences: planning conflicts of the current plan (planning/rules.ts `slotConflicts`). */
  conflicts: string[];
  /** When staff released the results to the candidates (decision 035 §5), else null. */
  resultsReleasedAt: string | null;
}

/** A cell of the evaluation grid: a candidate's evaluation of a module — none yet ('open'), 'draft' or 'final'. */
export interface EducationEvaluationCell {
  candidateId: string;
  moduleId: string;
  state: 'open' | 'draft' | 'final';
}

/**
 * `GET /api/education/{id}/evaluations`: the enrolled candidates × the education's modules, each cell's state, and
 * what may be done now (decision 035): `open` teachers may save, finalise and revise (opened, not archived);
 * `releasable` every evaluation to be made is final and the results are not released yet.
 */
export interface EducationEvaluationGrid {
  education: { id: string; title: string; state: EducationState; resultsReleasedAt: string | null };
  modules: Named[];
  /** By name, with the day they enrolled (a candidate is evaluated from that day on). */
  candidates: (Named & { enrolledOn: string })[];
  cells: EducationEvaluationCell[];
  /** Final evaluations and all evaluations to be made (candidates × modules). */
  final: number;
  total: number;
  open: boolean;
  releasable: boolean;
}

/** `POST /api/education/{id}/release`. */
export interface EducationRelease {
  id: string;
  resultsReleasedAt: string;
}

/**
 * `GET /api/education/{id}/module-evaluation/{moduleId}/{candidateId}` (staff): the candidate's reflection beside the
 * teacher's final evaluation, criterion by criterion, as a PAT's side-by-side view (assessment/contract.ts
 * `ModuleEvaluationCore`) with the education in place of the PAT. One assessor: `second`, `third` and `agreement` are always null,
 * `module.secondAssessor` false, `source` 'first' once the evaluation is final (decision 035 §2).
 */
export interface EducationModuleEvaluationView extends ModuleEvaluationCore {
  /** The education, with its first and last lesson day. */
  education: AssessedIn;
}
