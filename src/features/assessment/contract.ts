/**
 * The calls of an assessment that PATs and educations share (docs/api.md "PAT", "Education"; docs/domain.md "Evaluation
 * and report", "reflection"; docs/decisions/029-pat.md, 030-pat-reflection-and-agreement.md,
 * 035-education-evaluations.md): the evaluation form with its save and revise bodies, the side-by-side view, the
 * candidate's reader, reflection and released results — each without the PAT or education it is made in, which
 * pat/contract.ts, educations/contract.ts and educations/candidate-contract.ts add. Client-safe: zod and types only;
 * the islands import the types.
 */
import { z } from 'zod';
import type { Named } from '#src/lib/contract';
import { LANGUAGES, type Language } from '#src/lib/i18n/locales';
import { printableLines } from '#src/lib/plain-text';
import { multiLine } from '#src/lib/text-fields';
import type { Localized } from '#src/features/content/model';
import type { ScaleLevel } from '#src/features/content/template';
import type { CandidateImagePart, CandidatePracticalPart, CandidateTextPart } from '#src/features/content/contract';
import type { ScoreSource } from './rules';

// ——— The evaluation form (decision 035: one form for a PAT and an education) ———

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

/** `POST …/revise` body: why a final evaluation is changed. */
export const evaluationReviseBody = z.object({
  reason: z
    .string({ message: 'Reden: schrijf waarom je de beoordeling wijzigt.' })
    .trim()
    .min(3, 'Reden: schrijf waarom je de beoordeling wijzigt.')
    .max(1000, 'Reden: hoogstens 1000 tekens.')
    .check(multiLine('Reden')),
});

/** An evidence photo of an evaluation: `src` is `/api/pat/evidence/{id}` (add `?w=`); the caption is its alt text. */
export interface EvidencePhoto {
  id: string;
  src: string;
  caption: string;
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

// ——— Side by side (docs/decisions/030-pat-reflection-and-agreement.md) ———

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

/** The PAT or education a side-by-side view is of, with its first and last day (a PAT's days, an education's lessons). */
export interface AssessedIn {
  id: string;
  title: string;
  resultsReleasedAt: string | null;
  firstDay: string | null;
  lastDay: string | null;
}

/**
 * The side-by-side view without its PAT or education (pat/contract.ts `ModuleEvaluationView`, educations/contract.ts
 * `EducationModuleEvaluationView`; decisions 030, 035 §5): the candidate's reflection beside the assessors' final
 * scores, criterion by criterion in the pinned template's order.
 */
export interface ModuleEvaluationCore {
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

// ——— The candidate's reader (decision 035 §4: the PAT's reader serves an education) ———

/**
 * `PUT /api/pat/mine/{patId}/language` and `PUT /api/education/mine/{educationId}/language` body: one of the six content
 * languages (whether the PAT or education offers it is checked after).
 */
export const contentLanguageBody = z.object({
  language: z.enum(LANGUAGES, { message: 'Taal: kies een van de aangeboden talen.' }),
});

/** A language the modules of a PAT or education are offered in, named in that language itself ('English', 'العربية'). */
export interface OfferedLanguage {
  code: Language;
  name: string;
}

/** One module of the PAT or education as the overview lists it. */
export interface TheoryModuleItem {
  /** The module's place (`pat_modules.position`, `education_modules.position`, from 1): the `{position}` of `…/theory/{position}`. */
  position: number;
  moduleId: string;
  /** The pinned version's title in the chosen language (Dutch while none is chosen). */
  title: string;
}

/**
 * The modules of a PAT or education as the candidate reads them, without the context's id (pat/contract.ts
 * `PatTheory`, educations/candidate-contract.ts `EducationTheory`).
 */
export interface TheoryCore {
  /** The name staff gave the PAT or education (Dutch). */
  title: string;
  /** The languages every pinned module version is complete in, in the platform's order (LANGUAGES). */
  languages: OfferedLanguage[];
  /** The language the candidate chose (`pat_candidates.language`, `education_candidates.language`); null until they choose, or when it is no longer offered. */
  language: Language | null;
  /** Direction of `language` (Dutch while none is chosen): 'rtl' for Arabic. */
  dir: 'ltr' | 'rtl';
  modules: TheoryModuleItem[];
}

/** Practical instructions: the player's practical part with the plain text beside the HTML (block n of the HTML is paragraph n). */
export type ReaderPracticalPart = CandidatePracticalPart & { text: string };

/** A part of a module as the reader shows it: text, image or practical instructions, in one language. */
export type ReaderPart = CandidateTextPart | CandidateImagePart | ReaderPracticalPart;

/** One pinned module version in the chosen language, without the context's id (`PatTheoryModule`, `EducationTheoryModule`). */
export interface TheoryModuleCore {
  position: number;
  moduleId: string;
  language: Language;
  dir: 'ltr' | 'rtl';
  title: string;
  description: string;
  /** In the module's order; questions left out. */
  parts: ReaderPart[];
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

/**
 * The candidate's reflection on one module, without its PAT or education (pat/contract.ts `ReflectionView`,
 * educations/candidate-contract.ts `EducationReflectionView`).
 */
export interface ReflectionCore {
  /** The module's title in the content language where it has one (`lang`), else its Dutch title. */
  module: { id: string; title: string; lang: Language };
  /** The content language the texts were picked for: the chosen language of the PAT or education, else the preferred one, else Dutch. */
  language: Language;
  criteria: CandidateCriterion[];
  /** What the candidate sent last, or null before the first time. */
  reflection: { scores: Record<string, ReflectionScore>; remark: string; submittedAt: string } | null;
  /** True while the candidate may write it: it is in progress or completed and its results are not released. */
  open: boolean;
  /** True once staff released the results (the reflection is then read-only). */
  released: boolean;
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

/**
 * The candidate's results, module by module, once released, without the PAT or education (pat/contract.ts
 * `MyPatResult`, educations/candidate-contract.ts `MyEducationResult`).
 */
export interface ResultCore {
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
