/**
 * The PAT feature's calls (docs/api.md "PAT"; docs/domain.md "PAT"; docs/decisions/029-pat.md): request schemas and
 * answers, declared once for the backend, the staff's planning pages, the teacher's day pages and the candidate's
 * pages (docs/decisions/017-feature-folders.md). What a PAT shares with an education — the evaluation form, the
 * side-by-side view, the reader, the reflection and the results — is in src/features/assessment/contract.ts; the
 * answers here add the PAT to it. Client-safe: zod and types only. Days `YYYY-MM-DD` and times `HH:MM` are
 * Europe/Amsterdam.
 */
import { z } from 'zod';
import { fields, pageQuery, type Named } from '#src/lib/contract';
import type { NotesFor } from '#src/lib/note-audiences';
import { multiLine, optionalText, singleLine } from '#src/lib/text-fields';
import type { Language } from '#src/lib/i18n/locales';
import { pinnedModuleBody, sessionBody, timeField, type PinnedModule, type PlacedSession } from '#src/features/planning/contract';
import type {
  AssessedIn,
  EvaluationForm,
  EvidencePhoto,
  ModuleEvaluationCore,
  ReflectionCore,
  ResultCore,
  TheoryCore,
  TheoryModuleCore,
} from '#src/features/assessment/contract';
import type { ScoreSource } from '#src/features/assessment/rules';
import { PAT_STATES, type PatState } from './rules';
import { MAX_CAPTION_LENGTH } from '#src/features/assessment/evidence';

// ——— Requests ———

/** Dutch labels of the PAT's note fields, used in the messages and by the form. */
export const PAT_NOTE_LABELS = {
  teacherNotes: 'Notities voor de docenten',
  candidateNotes: 'Notities voor de kandidaten',
} as const;

/**
 * `POST /api/pat` and `PUT /api/pat/{id}` body. The two notes (plain text, ≤ 5000 characters each; '' or absent →
 * null) have one audience each (src/lib/note-audiences.ts): `teacherNotes` for the teachers planned on it,
 * `candidateNotes` for its candidates.
 */
export const patBody = z.object({
  title: z.string({ message: 'Naam: vul een naam in.' }).trim().min(1, 'Naam: vul een naam in.').max(150, 'Naam: hoogstens 150 tekens.').check(singleLine('Naam')),
  teacherNotes: optionalText(PAT_NOTE_LABELS.teacherNotes, 5000, 'multi'),
  candidateNotes: optionalText(PAT_NOTE_LABELS.candidateNotes, 5000, 'multi'),
});

/** At most this many days per PAT. */
export const MAX_PAT_DAYS = 10;

/** `PUT /api/pat/{id}/days` body: every day of the PAT (days left out are removed; `id` keeps an existing day). */
export const patDaysBody = z.object({
  days: z
    .array(sessionBody)
    .max(MAX_PAT_DAYS, `Een PAT heeft hoogstens ${MAX_PAT_DAYS} dagen.`)
    .refine((days) => new Set(days.map((d) => d.day)).size === days.length, 'Elke datum mag maar één keer voorkomen.'),
});

/** `PUT /api/pat/{id}/modules` body: the modules in order; a module already on the PAT keeps its pinned version. */
export const patModulesBody = z.object({
  modules: z
    .array(pinnedModuleBody.extend({ secondAssessor: z.boolean().default(false) }))
    .max(20, 'Een PAT heeft hoogstens 20 modules.')
    .refine((list) => new Set(list.map((m) => m.moduleId)).size === list.length, 'Elke module mag maar één keer voorkomen.'),
});

/** `POST /api/pat/{id}/candidates` body. */
export const patCandidateBody = z.object({ candidateId: fields.uuid });

/** At most this many candidates are added to a PAT in one go. */
export const MAX_CANDIDATES_AT_ONCE = 100;

/** At most this many time slots on one PAT day. */
export const MAX_SLOTS_PER_DAY = 500;

/** One time slot as a body sends it (docs/decisions/057-pat-time-slots.md). */
export const slotBody = z
  .object({
    moduleId: z.uuid({ message: 'Module: kies een module.' }),
    candidateId: z.uuid({ message: 'Kandidaat: kies een kandidaat.' }),
    startsAt: timeField('Begintijd'),
    endsAt: timeField('Eindtijd'),
  })
  .refine((s) => s.endsAt > s.startsAt, { message: 'Eindtijd: kies een tijd na de begintijd.', path: ['endsAt'] });

/**
 * `PUT /api/pat/{id}/slots` body: every time slot of one day of the PAT (the day's slots left out are removed; a
 * candidate without any slot on the PAT takes part the whole of every day, decision 057).
 */
export const patSlotsBody = z.object({
  dayId: z.uuid({ message: 'Dag: kies een dag van deze PAT.' }),
  slots: z
    .array(slotBody)
    .max(MAX_SLOTS_PER_DAY, `Een dag heeft hoogstens ${MAX_SLOTS_PER_DAY} tijdsloten.`)
    .refine((list) => new Set(list.map((s) => `${s.moduleId}|${s.candidateId}`)).size === list.length, 'Een kandidaat heeft per module hoogstens één tijdslot per dag.'),
});

/** How to spread candidates over time slots on one day (rules.ts `distributeSlots`). */
export const slotDistributionBody = z.object({
  dayId: z.uuid({ message: 'Dag: kies een dag van deze PAT.' }),
  moduleIds: z
    .array(z.uuid({ message: 'Module: kies een module.' }))
    .min(1, 'Modules: kies minstens één module.')
    .max(20, 'Modules: hoogstens 20.')
    .refine((ids) => new Set(ids).size === ids.length, 'Modules: elke module maar één keer.'),
  startsAt: timeField('Begintijd'),
  minutes: z.coerce
    .number({ message: 'Duur per tijdslot: vul een aantal minuten in.' })
    .int('Duur per tijdslot: vul hele minuten in.')
    .min(5, 'Duur per tijdslot: minstens 5 minuten.')
    .max(480, 'Duur per tijdslot: hoogstens 480 minuten.'),
  breakMinutes: z.coerce
    .number({ message: 'Pauze tussen tijdsloten: vul een aantal minuten in.' })
    .int('Pauze tussen tijdsloten: vul hele minuten in.')
    .min(0, 'Pauze tussen tijdsloten: 0 of meer minuten.')
    .max(120, 'Pauze tussen tijdsloten: hoogstens 120 minuten.')
    .default(0),
});

/**
 * `POST /api/pat/{id}/candidates/many` body: candidates to add in one go (each takes a PAT seat; all or none), and
 * optionally their time slots on one day, spread by `distribute` in the order of `candidateIds`.
 */
export const patCandidatesManyBody = z.object({
  candidateIds: z
    .array(fields.uuid)
    .min(1, 'Kandidaten: kies minstens één kandidaat.')
    .max(MAX_CANDIDATES_AT_ONCE, `Kandidaten: hoogstens ${MAX_CANDIDATES_AT_ONCE} tegelijk.`)
    .refine((ids) => new Set(ids).size === ids.length, 'Kandidaten: elke kandidaat maar één keer.'),
  distribute: slotDistributionBody.optional(),
});

/** `PUT /api/pat/{id}/assessors` body: every assessor of the PAT (who assesses which module on which day). */
export const patAssessorsBody = z.object({
  assessors: z
    .array(
      z.object({
        dayId: fields.uuid,
        moduleId: fields.uuid,
        teacherId: z.uuid({ message: 'Docent: kies een docent.' }),
        role: z.enum(['first', 'second'], { message: 'Kies eerste of tweede beoordelaar.' }),
      }),
    )
    .max(400),
});

/** `GET /api/pat` query. */
export const patListQuery = pageQuery.extend({
  q: z.string().max(100, 'De zoekterm is te lang.').optional(),
  state: z.enum(PAT_STATES, { message: 'Kies een bestaande status.' }).optional(),
});

/** `GET /api/pat/results` and `…/results.csv` query: `patId`, `q` (candidate or organisation), `state` (open · final), `page`. */
export const patResultsQuery = pageQuery.extend({
  patId: z.uuid({ message: 'Kies een bestaande PAT.' }).optional(),
  q: z.string().max(100, 'De zoekterm is te lang.').optional(),
  state: z.enum(['open', 'final'], { message: 'Kies open of definitief.' }).optional(),
});

/**
 * Query of the evaluation calls: which assessor's evaluation. A teacher holds one role on a module as a rule (then it
 * may be left out); staff read the first assessor's unless they ask for the second's or the third's.
 */
export const evaluationQuery = z.object({
  role: z.enum(['first', 'second', 'third'], { message: 'Kies eerste, tweede of derde beoordelaar.' }).optional(),
});

/**
 * `POST …/evaluation/{moduleId}/{candidateId}/photos` multipart field `caption`: what the photo shows, its alt text
 * (optional, at most MAX_CAPTION_LENGTH characters). The image itself is the field `file`.
 */
export const evidenceCaption = z
  .string()
  .trim()
  .max(MAX_CAPTION_LENGTH, `Bijschrift: hoogstens ${MAX_CAPTION_LENGTH} tekens.`)
  .check(singleLine('Bijschrift'))
  .default('');

// ——— Answers ———

/** A PAT in a list. */
export interface PatListItem {
  id: string;
  title: string;
  state: PatState;
  firstDay: string | null;
  lastDay: string | null;
  /** Names of the locations of its days, by first use. */
  locations: string[];
  candidates: number;
  /** Final evaluations and all evaluations to be made (candidates × modules × assessors per module). */
  evaluationsFinal: number;
  evaluationsTotal: number;
}

/** A day of a PAT (the session shape PATs and educations share). */
export type PatDay = PlacedSession;

/** A module of a PAT with its pinned version and template. */
export interface PatModule extends PinnedModule {
  secondAssessor: boolean;
}

/** A candidate's time slot on a day of a PAT (decision 057). */
export interface PatSlot {
  dayId: string;
  moduleId: string;
  candidateId: string;
  /** 'HH:MM', within the day's times. */
  startsAt: string;
  endsAt: string;
}

/** `GET /api/pat/{id}`: the PAT at a glance, with what is still missing before it can be planned. */
export interface PatDetail extends NotesFor<'pat', 'teachers' | 'candidates'> {
  id: string;
  title: string;
  state: PatState;
  plannedAt: string | null;
  resultsReleasedAt: string | null;
  days: PatDay[];
  modules: PatModule[];
  candidates: (Named & { email: string; organization: Named | null })[];
  assessors: { id: string; dayId: string; moduleId: string; teacher: Named; role: 'first' | 'second' }[];
  /** The candidates' time slots, by day, start and candidate (decision 057; none: everyone the whole day). */
  slots: PatSlot[];
  /** Dutch sentences: what must be added before 'Inplannen' (empty when it can be planned). */
  missing: string[];
  /** Dutch sentences: planning conflicts of the current plan (rules.ts `planningConflicts`). */
  conflicts: string[];
  evaluationsFinal: number;
  evaluationsTotal: number;
}

/** One cell of a day's grid: a candidate's evaluation of a module by the asking teacher (or, for staff, the first assessor). */
export interface DayCell {
  candidateId: string;
  moduleId: string;
  role: 'first' | 'second';
  state: 'open' | 'draft' | 'final';
}

/** `GET /api/pat/day/{dayId}`: one day of a PAT as a grid of candidates × modules. */
export interface PatDayGrid {
  pat: { id: string; title: string; state: PatState };
  day: PatDay;
  modules: { moduleId: string; title: string; role: 'first' | 'second' }[];
  /** The candidates there that day, in the order of their first time slot (decision 057), then by name. */
  candidates: Named[];
  cells: DayCell[];
  /** That day's time slots in the grid's modules, by start (empty: everyone the whole day). */
  slots: PatSlot[];
}

/** `GET /api/pat/day/{dayId}/forms`: every form of the day the teacher assesses, to keep on the device. */
export interface DayForms {
  dayId: string;
  forms: EvaluationForm[];
}

/**
 * `GET /api/pat/mine`: a PAT of the signed-in candidate, with what they need to get there. Of the notes only those
 * meant for candidates (src/lib/note-audiences.ts): the PAT's `candidateNotes`, the location's accessibility text
 * and directions.
 */
export interface MyPat extends NotesFor<'pat', 'candidates'> {
  id: string;
  title: string;
  state: PatState;
  days: {
    day: string;
    /** The candidate's own times that day: from their first time slot to their last (decision 057), else the day's. */
    startsAt: string;
    endsAt: string;
    /** Their time slots that day by start, the module's title in their language (empty: the whole day). */
    slots: { module: string; startsAt: string; endsAt: string }[];
    room: string | null;
    location: NotesFor<'location', 'candidates'> & {
      name: string;
      street: string;
      postcode: string;
      city: string;
      stepFree: boolean;
      lift: boolean;
    };
  }[];
  /** Module titles in the candidate's language; `result` once staff released the results (else null). */
  /** `reflected`: the candidate wrote a reflection on the module (/candidate/pat/module/{id}). */
  modules: { moduleId: string; title: string; result: { passed: boolean; scorePercent: number } | null; reflected: boolean }[];
  /** When staff released the results, ISO 8601; null before. */
  resultsReleasedAt: string | null;
}

/** One assessor's evaluation as the progress page shows it. */
export interface ProgressEvaluation {
  assessor: Named;
  status: 'draft' | 'final';
  version: number;
  scores: Record<string, { score: 1 | 2 | 3 | 4 | null; remark: string }>;
  remark: string;
  finalizedAt: string | null;
}

/** `GET /api/pat/{patId}/progress/{candidateId}`: one candidate's PAT module by module. */
export interface CandidateProgress {
  pat: { id: string; title: string; resultsReleasedAt: string | null };
  candidate: Named;
  modules: {
    moduleId: string;
    title: string;
    passPercent: number;
    secondAssessor: boolean;
    criteria: { id: string; name: string; weight: number; knockOut: boolean }[];
    first: ProgressEvaluation | null;
    second: ProgressEvaluation | null;
    /** From the deciding scores (assessment/rules.ts `decidingScores`, `moduleResult`); null until the first evaluation is final. */
    result: { complete: boolean; scorePercent: number | null; knockedOut: string[]; passed: boolean | null } | null;
    /** Criteria where both final evaluations differ by two points or more. */
    divergent: string[];
    /** Where the result's scores come from: the agreed score, the first assessor's final evaluation, or none yet. */
    source: ScoreSource | null;
    /** The coordinator's agreed score and the third assessor asked (decision 030), or null. */
    agreement: ProgressAgreement | null;
    /** The third assessor's evaluation (any state), or null. */
    third: ProgressEvaluation | null;
    /** Both assessors' evaluations are final and the results not released or archived: an agreed score may be recorded or a third assessor asked. */
    canAgree: boolean;
    /** The evidence photos of the module's evaluations of this candidate (every assessor's), oldest first. */
    photos: EvidencePhoto[];
  }[];
}

/** The agreement on a candidate's module as the progress page shows it. */
export interface ProgressAgreement {
  /** Score 1–4 per criterion id, once agreed; null while only a third assessor is asked. */
  scores: Record<string, 1 | 2 | 3 | 4> | null;
  remark: string;
  thirdAssessor: Named | null;
  decidedBy: Named | null;
  /** ISO 8601. */
  updatedAt: string;
}

/** One row of `GET /api/pat/results`: a candidate's module on a PAT. */
export interface PatResultRow {
  pat: { id: string; title: string };
  candidate: Named;
  organization: string | null;
  module: { id: string; title: string };
  /** The first assessor's evaluation: none yet ('open'), 'draft' or 'final'. */
  state: 'open' | 'draft' | 'final';
  passed: boolean | null;
  scorePercent: number | null;
  finalizedAt: string | null;
  /** Whether staff released the PAT's results. */
  released: boolean;
  /** Where `passed` and `scorePercent` come from (assessment/rules.ts `decidingScores`); null without a result. */
  source: ScoreSource | null;
}

// ——— Agreed score, third assessor, side by side (docs/decisions/030-pat-reflection-and-agreement.md) ———

/** A score of the scale in an agreed score: 1–4. */
const agreedScore = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)], {
  message: 'Score: kies een waarde van de schaal (1 tot en met 4).',
});

/**
 * `PUT /api/pat/{patId}/agreement/{moduleId}/{candidateId}` body: the agreed score for every criterion of the pinned
 * template (criterion id → 1–4) and a remark.
 */
export const agreementBody = z.object({
  scores: z.record(z.string().max(100), agreedScore),
  remark: z.string().trim().max(2000, 'Toelichting: hoogstens 2000 tekens.').check(multiLine('Toelichting')).default(''),
});
export type AgreementSave = z.output<typeof agreementBody>;

/** `PUT …/agreement/{moduleId}/{candidateId}/third-assessor` body: the teacher asked to score as third assessor. */
export const thirdAssessorBody = z.object({
  teacherId: z.uuid({ message: 'Docent: kies een docent.' }),
});

/** What `PUT …/agreement/…` and `…/third-assessor` answer: the agreement as stored. */
export interface AgreementSaved {
  patId: string;
  moduleId: string;
  candidateId: string;
  scores: Record<string, 1 | 2 | 3 | 4> | null;
  remark: string;
  thirdAssessor: Named | null;
  updatedAt: string;
}

/** `GET /api/pat/third-assessments`: an evaluation the signed-in teacher was asked to make as third assessor. */
export interface ThirdAssessment {
  pat: { id: string; title: string };
  module: { id: string; title: string };
  candidate: Named;
  /** Their own evaluation: none yet ('open'), 'draft' or 'final'. */
  state: 'open' | 'draft' | 'final';
  /** When the coordinator asked, ISO 8601. */
  askedAt: string;
}

/**
 * `GET /api/pat/{patId}/module-evaluation/{moduleId}/{candidateId}` (and without `{patId}`: the latest PAT the
 * caller may see): the candidate's reflection beside the assessors' final scores, criterion by criterion in the
 * pinned template's order (assessment/contract.ts `ModuleEvaluationCore`), with the PAT and its first and last day.
 */
export interface ModuleEvaluationView extends ModuleEvaluationCore {
  pat: AssessedIn;
}

// ——— The candidate's reflection and released results (docs/decisions/030-pat-reflection-and-agreement.md) ———

/** `GET` and `PUT /api/pat/mine/{patId}/reflection/{moduleId}`: the candidate's reflection on one module of a PAT. */
export interface ReflectionView extends ReflectionCore {
  pat: { id: string; title: string; state: PatState };
}

/** `GET /api/pat/mine/module/{moduleId}`: the candidate's latest PAT (by first day) with that module. */
export interface LatestPatOfModule {
  patId: string;
}

/** `GET /api/pat/mine/{patId}/result`: the candidate's results, module by module, once released. */
export interface MyPatResult extends ResultCore {
  pat: { id: string; title: string };
}

// ——— The candidate's theory and instructions (the reader, src/features/assessment/islands/reader/) ———

/** `GET /api/pat/mine/{patId}/theory`: the PAT's offered languages, the chosen one and its modules. */
export interface PatTheory extends TheoryCore {
  patId: string;
}

/** `PUT /api/pat/mine/{patId}/language`: the language stored. */
export interface PatLanguageChosen {
  patId: string;
  language: Language;
}

/** `GET /api/pat/mine/{patId}/theory/{position}`: one pinned module version in the chosen language. */
export interface PatTheoryModule extends TheoryModuleCore {
  patId: string;
}
