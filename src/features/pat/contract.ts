/**
 * The PAT feature's calls (docs/api.md "PAT"; domain.md "PAT"; docs/decisions/029-pat.md): request schemas and
 * answers, declared once for the backend, the staff's planning pages, the teacher's day pages and the evaluation
 * form island (docs/decisions/017-feature-folders.md). Client-safe: zod and types only. Days `YYYY-MM-DD` and times
 * `HH:MM` are Europe/Amsterdam.
 */
import { z } from 'zod';
import { fields, pageQuery, type Named } from '#src/lib/contract';
import type { NotesFor } from '#src/lib/note-audiences';
import { printableLines } from '#src/lib/plain-text';
import { multiLine, optionalText, singleLine } from '#src/lib/text-fields';
import { pinnedModuleBody, sessionBody, type PinnedModule, type PlacedSession } from '#src/features/planning/contract';
import type { ScaleLevel } from '#src/features/content/template';
import type { Localized } from '#src/features/content/model';
import type { Language } from '#src/lib/i18n/locales';
import { PAT_STATES, type PatState } from './rules';
import type { ScoreSource } from '#src/features/assessment/rules';
import { MAX_CAPTION_LENGTH } from './evidence';

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

/** A criterion's score as the form sends it: a value of the scale or null (not scored yet), and a remark. */
export const criterionScoreBody = z.object({
  score: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.null()], { message: 'Score: kies een waarde van de schaal (1 tot en met 4).' }),
  remark: z.string().max(2000, 'Opmerking: hoogstens 2000 tekens.').transform(printableLines).default(''),
});

/**
 * `PUT /api/pat/{patId}/evaluation/{moduleId}/{candidateId}` body: the whole draft (scores by criterion id, overall
 * remark) with the device's sequence number; the highest sequence number wins (decision 007). The form saves in the
 * background and does not send a refused save again, so control and bidi-override characters in the remarks are
 * dropped (lib/plain-text.ts `printableLines`), never refused (decision 040).
 */
export const evaluationSaveBody = z.object({
  scores: z.record(z.string().max(100), criterionScoreBody),
  remark: z.string().max(5000, 'Opmerking: hoogstens 5000 tekens.').transform(printableLines).default(''),
  seq: z.number().int().min(1).max(2 ** 31 - 1),
});
export type EvaluationSave = z.output<typeof evaluationSaveBody>;

/**
 * Query of the evaluation calls: which assessor's evaluation. A teacher holds one role on a module as a rule (then it
 * may be left out); staff read the first assessor's unless they ask for the second's or the third's.
 */
export const evaluationQuery = z.object({
  role: z.enum(['first', 'second', 'third'], { message: 'Kies eerste, tweede of derde beoordelaar.' }).optional(),
});

/** `POST …/revise` body: why a final evaluation is changed. */
export const evaluationReviseBody = z.object({
  reason: z
    .string({ message: 'Reden: schrijf waarom je de beoordeling wijzigt.' })
    .trim()
    .min(3, 'Reden: schrijf waarom je de beoordeling wijzigt.')
    .max(1000, 'Reden: hoogstens 1000 tekens.')
    .check(multiLine('Reden')),
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

/** An evidence photo of an evaluation: `src` is `/api/pat/evidence/{id}` (add `?w=`); the caption is its alt text. */
export interface EvidencePhoto {
  id: string;
  src: string;
  caption: string;
}

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
  candidates: Named[];
  cells: DayCell[];
}

/**
 * What an evaluation form holds wherever it is made, on a PAT or an education (decision 035): one candidate's
 * evaluation of one module (the island's data; also cached on the device).
 */
export interface EvaluationFormBody {
  moduleId: string;
  moduleTitle: string;
  candidate: Named;
  /** 'third': a teacher a coordinator asked to score where the two assessors differ (decision 030). */
  role: 'first' | 'second' | 'third';
  /** The practical parts' instructions of the pinned module version (formatted text, Dutch and other languages). */
  instructions: Localized[];
  /** The same instructions in Dutch as sanitised HTML (src/features/content/api/rich-text.ts `renderRichText`). */
  instructionsHtml: string[];
  template: { name: string; criteria: { id: string; name: string; description: string; weight: number; knockOut: boolean }[]; scale: ScaleLevel[] };
  passPercent: number;
  evaluation: {
    scores: Record<string, { score: 1 | 2 | 3 | 4 | null; remark: string }>;
    remark: string;
    status: 'draft' | 'final';
    version: number;
    seq: number;
    finalizedAt: string | null;
  };
  /** The other assessor's final scores, only once both are final (blind second assessment). */
  other: { role: 'first' | 'second'; assessor: Named; scores: Record<string, { score: 1 | 2 | 3 | 4 | null; remark: string }>; remark: string } | null;
  /** Criteria where both final evaluations differ by two points or more. */
  divergent: string[];
  /** Earlier final versions, newest first. */
  history: { version: number; finalizedAt: string; reason: string; assessor: Named }[];
  /** This evaluation's evidence photos, oldest first (src/features/pat/api/evidence.ts); always empty on an education. */
  photos: EvidencePhoto[];
}

/** The evaluation form of one candidate on one module of a PAT. */
export interface EvaluationForm extends EvaluationFormBody {
  patId: string;
  patTitle: string;
  /** Whether staff released the PAT's results: a final evaluation then stands and cannot be revised (409). */
  resultsReleased: boolean;
  /**
   * The first day (Europe/Amsterdam, YYYY-MM-DD) the evaluation can be saved: the PAT's first day. Before it the form
   * is for reading (saves are 409). Null for a PAT without days.
   */
  opensOn: string | null;
}

/**
 * The evaluation form of one candidate on one module of an education (docs/decisions/035-education-evaluations.md):
 * always role 'first', `other` null and `divergent` and `photos` empty (one assessor, no evidence photos).
 */
export interface EducationEvaluationForm extends EvaluationFormBody {
  educationId: string;
  educationTitle: string;
  /** Whether staff released the education's results: a final evaluation then stands and cannot be revised (409). */
  resultsReleased: boolean;
  /**
   * The first day (Europe/Amsterdam, YYYY-MM-DD) the evaluation can be saved: the education's first lesson day, or the
   * candidate's enrolment day when that is later. Before it the form is for reading (saves are 409).
   */
  opensOn: string | null;
}

/** `PUT …/evaluation/…`: what the server kept. */
export interface EvaluationSaved {
  seq: number;
  status: 'draft' | 'final';
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
    startsAt: string;
    endsAt: string;
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

/** One assessor's final score and remark on a criterion, as the side-by-side view shows it. */
export interface SideScore {
  score: 1 | 2 | 3 | 4 | null;
  remark: string;
}

/** One final evaluation in the side-by-side view (drafts are never shown there). */
export interface SideEvaluation {
  assessor: Named;
  remark: string;
  finalizedAt: string | null;
}

/**
 * `GET /api/pat/{patId}/module-evaluation/{moduleId}/{candidateId}` (and without `{patId}`: the latest PAT the
 * caller may see): the candidate's reflection beside the assessors' final scores, criterion by criterion in the
 * pinned template's order.
 */
export interface ModuleEvaluationView {
  pat: { id: string; title: string; resultsReleasedAt: string | null; firstDay: string | null; lastDay: string | null };
  module: { id: string; title: string; passPercent: number; secondAssessor: boolean };
  candidate: Named;
  /** The template's scale labels (Dutch). */
  scale: ScaleLevel[];
  criteria: {
    id: string;
    /** Dutch name. */
    name: string;
    /** The Dutch 'Ik …' sentence the candidate scored themselves on (null: the template has none). */
    selfCheck: string | null;
    weight: number;
    knockOut: boolean;
    /** The candidate's own score, or null without a reflection. */
    reflection: 1 | 2 | 3 | 4 | null;
    first: SideScore | null;
    second: SideScore | null;
    third: SideScore | null;
    agreed: 1 | 2 | 3 | 4 | null;
    /** The score that decides (agreed, else the first assessor's final one); null before either. */
    deciding: 1 | 2 | 3 | 4 | null;
    /** Reflection and deciding score differ by two points or more. */
    reflectionGap: boolean;
    /** Two final assessors differ by two points or more here (assessment/rules.ts `divergences`). */
    divergent: boolean;
  }[];
  reflection: { remark: string; submittedAt: string } | null;
  first: SideEvaluation | null;
  second: SideEvaluation | null;
  third: SideEvaluation | null;
  agreement: { remark: string; updatedAt: string } | null;
  source: ScoreSource | null;
  result: { complete: boolean; scorePercent: number | null; knockedOut: string[]; passed: boolean | null } | null;
}

// ——— The candidate's reflection and released results (docs/decisions/030-pat-reflection-and-agreement.md) ———

/** A reflection score: the template's values 1–4, which the candidate picks as one of four plain answers. */
export type ReflectionScore = 1 | 2 | 3 | 4;

/** The four reflection scores, lowest first. */
export const REFLECTION_SCORES: readonly ReflectionScore[] = [1, 2, 3, 4];

/** The longest remark of a reflection, in characters. */
export const REFLECTION_REMARK_MAX = 2000;

/**
 * `PUT /api/pat/mine/{patId}/reflection/{moduleId}` body: a score 1–4 for every criterion of the pinned template
 * (by criterion id) and an optional remark. Which criteria must be there is checked against the template.
 */
export const reflectionBody = z.object({
  scores: z.record(
    z.string().max(100),
    z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)], { message: 'Score: kies bij elk criterium een antwoord van 1 tot en met 4.' }),
    { message: 'Scores: kies bij elk criterium een antwoord.' },
  ),
  remark: z
    .string()
    .trim()
    .max(REFLECTION_REMARK_MAX, `Opmerking: hoogstens ${REFLECTION_REMARK_MAX} tekens.`)
    .check(multiLine('Opmerking'))
    .default(''),
});
export type ReflectionSave = z.output<typeof reflectionBody>;

/**
 * A criterion as the candidate reads it: the `selfCheck` sentence in their content language, else the Dutch sentence,
 * else the criterion's Dutch name; `lang` says which language `text` is in.
 */
export interface CandidateCriterion {
  id: string;
  text: string;
  lang: Language;
}

/** `GET` and `PUT /api/pat/mine/{patId}/reflection/{moduleId}`: the candidate's reflection on one module of a PAT. */
export interface ReflectionView {
  pat: { id: string; title: string; state: PatState };
  /** The module's title in the content language where it has one (`lang`), else its Dutch title. */
  module: { id: string; title: string; lang: Language };
  /** The content language the texts were picked for: the PAT's chosen language, else the preferred one, else Dutch. */
  language: Language;
  criteria: CandidateCriterion[];
  /** What the candidate sent last, or null before the first time. */
  reflection: { scores: Record<string, ReflectionScore>; remark: string; submittedAt: string } | null;
  /** True while the candidate may write it: the PAT is in progress or completed and its results are not released. */
  open: boolean;
  /** True once staff released the PAT's results (the reflection is then read-only). */
  released: boolean;
}

/** `GET /api/pat/mine/module/{moduleId}`: the candidate's latest PAT (by first day) with that module. */
export interface LatestPatOfModule {
  patId: string;
}

/** One criterion of a released module result: the deciding score next to the candidate's own. */
export interface ResultCriterion extends CandidateCriterion {
  /** The deciding score (the agreed one, else the first assessor's final one); null when none is recorded. */
  score: ReflectionScore | null;
  /** The teachers' remark on this criterion (Dutch, as typed); '' when none. */
  remark: string;
  /** The candidate's own reflection score; null without a reflection. */
  own: ReflectionScore | null;
}

/** `GET /api/pat/mine/{patId}/result`: the candidate's results, module by module, once released. */
export interface MyPatResult {
  pat: { id: string; title: string };
  language: Language;
  released: boolean;
  /** ISO 8601; null before release. */
  releasedAt: string | null;
  /** Empty before release. */
  modules: {
    moduleId: string;
    title: string;
    lang: Language;
    /** Null while the module has no complete deciding scores. */
    result: { passed: boolean; scorePercent: number } | null;
    criteria: ResultCriterion[];
    /** The teachers' overall remark (Dutch, as typed); '' when none. */
    remark: string;
    /** The candidate's own remark of their reflection; null without a reflection. */
    ownRemark: string | null;
  }[];
}
