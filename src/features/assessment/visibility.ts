/**
 * Who sees what of a candidate's assessment, and when (docs/decisions/037-assessment-visibility.md): the one
 * statement of the rules for evaluations, agreed scores, results and reflections on a PAT or an education. Every
 * surface that shows any of them — the progress call, the evaluation form, reports and their PDFs, the side-by-side
 * view, the candidate's result page, the contact portal, the data download, evidence photos — takes a
 * `ModuleAssessment` as stored and shows only `visibleModule(viewer, module, released)`. Pure and client-safe;
 * api/assessment.ts loads the assessments and works out the viewer.
 *
 * The rules, per viewer:
 * - **staff** (Admin, Coordinator): everything, drafts included.
 * - **assessor** (a teacher planned on the PAT or teaching the education; `roles` the modules they assess and in
 *   which role). Before the results are released the marking is blind (decision 030 §2): only the modules they
 *   assess; as first or second assessor their own evaluation, and the other's, the deciding scores and the result
 *   once both are final (a module without a second assessor: from their own once final); as third assessor only
 *   their own. Never the agreement, the third evaluation or the candidate's reflection before the release. Once the
 *   results are released the assessment is settled: every module's final evaluations, the agreement, the result and
 *   the reflection (what the reports they write print), and their own evaluations in any state.
 * - **candidate** (the one assessed): their own reflection always; after the release the deciding scores, the result
 *   and the first assessor's final remarks without who wrote them (decision 030; the result page). Never an
 *   evaluation as such, a draft, the second or third assessor's scores or anyone's identity.
 * - **contact person** (of the candidate's organisation): nothing before the release. After it, on a PAT the final
 *   evaluations of every assessor, the agreement, the result and the reflection (the side-by-side view, decision 030);
 *   on an education only the result (decision 035 §4: never the reflection).
 * Drafts are never shown to anyone but staff and the assessor who writes them.
 */
import type { Named } from '#src/lib/contract';
import { decidingScores, type ScoreSource } from './rules';
import type { AssessorRole, EvaluationScores } from '#src/features/assessment/api/tables';

/** Who looks at one candidate's assessment in one PAT or education (see the module comment). */
export type AssessmentViewer =
  | { kind: 'staff' }
  | { kind: 'assessor'; roles: ReadonlyMap<string, AssessorRole> }
  | { kind: 'candidate' }
  | { kind: 'contact-person' };

/** One assessor's evaluation as stored. */
export interface AssessmentEvaluation {
  id: string;
  assessor: Named;
  status: 'draft' | 'final';
  version: number;
  scores: EvaluationScores;
  remark: string;
  /** ISO 8601, or null while a draft. */
  finalizedAt: string | null;
}

/** The coordinator's agreement on a module where two assessors differ (decision 030 §2). */
export interface AssessmentAgreement {
  /** Score 1–4 per criterion id; null while only a third assessor is asked. */
  scores: Record<string, 1 | 2 | 3 | 4> | null;
  remark: string;
  thirdAssessor: Named | null;
  decidedBy: Named | null;
  /** ISO 8601. */
  updatedAt: string;
}

/** The candidate's reflection on a module: a score 1–4 per criterion id and a remark. */
export interface AssessmentReflection {
  scores: Record<string, 1 | 2 | 3 | 4>;
  remark: string;
  /** ISO 8601. */
  submittedAt: string;
}

/** One module of a candidate's assessment, as stored. `second` and `third` are null on a module without a second assessor. */
export interface ModuleAssessment {
  moduleId: string;
  secondAssessor: boolean;
  first: AssessmentEvaluation | null;
  second: AssessmentEvaluation | null;
  third: AssessmentEvaluation | null;
  agreement: AssessmentAgreement | null;
  reflection: AssessmentReflection | null;
}

/** Where the module is assessed, and whether its results are released. */
export interface AssessmentState {
  kind: 'pat' | 'education';
  released: boolean;
}

/** What a viewer may see of one module (see the module comment). */
export interface ModuleDisclosure {
  /** False: nothing of this module's assessment shows (an assessor, before the release, on a module they do not assess). */
  module: boolean;
  /** Per assessor role: every state ('all'), only once final ('final'), or never ('none'). */
  evaluations: Record<AssessorRole, 'all' | 'final' | 'none'>;
  agreement: boolean;
  /** The deciding scores, the module's result and the first assessor's final remarks. */
  result: boolean;
  reflection: boolean;
}

/** The first assessor's final remarks, without who wrote them: the feedback a candidate reads with their result. */
export interface AssessmentFeedback {
  /** Remark per criterion id ('' where none). */
  remarks: Record<string, string>;
  remark: string;
}

/** What a viewer sees of one module: the stored parts they may see (others null) and what follows from them. */
export interface VisibleModule extends ModuleAssessment {
  disclosure: ModuleDisclosure;
  /** The scores that decide the result (rules.ts `decidingScores`), or null before there are any or when hidden. */
  deciding: { source: ScoreSource; scores: Record<string, { score: number | null }> } | null;
  feedback: AssessmentFeedback | null;
}

const NOTHING: ModuleDisclosure = { module: false, evaluations: { first: 'none', second: 'none', third: 'none' }, agreement: false, result: false, reflection: false };
const EVERYTHING: ModuleDisclosure = { module: true, evaluations: { first: 'all', second: 'all', third: 'all' }, agreement: true, result: true, reflection: true };
const FINALS = { first: 'final', second: 'final', third: 'final' } as const;

/** What `viewer` may see of `module` in a context in `state` (see the module comment). */
export function moduleDisclosure(viewer: AssessmentViewer, module: ModuleAssessment, state: AssessmentState): ModuleDisclosure {
  const { released } = state;
  switch (viewer.kind) {
    case 'staff':
      return EVERYTHING;
    case 'candidate':
      return { ...NOTHING, module: true, reflection: true, result: released };
    case 'contact-person':
      if (!released) return NOTHING;
      return state.kind === 'pat' ? { module: true, evaluations: FINALS, agreement: true, result: true, reflection: true } : { ...NOTHING, module: true, result: true };
    case 'assessor': {
      const role = viewer.roles.get(module.moduleId);
      if (released) return { module: true, evaluations: { ...FINALS, ...(role ? { [role]: 'all' } : {}) }, agreement: true, result: true, reflection: true };
      if (!role) return NOTHING;
      if (role === 'third') return { ...NOTHING, module: true, evaluations: { first: 'none', second: 'none', third: 'all' } };
      const open = !module.secondAssessor || (module.first?.status === 'final' && module.second?.status === 'final');
      const other = open ? 'all' : 'none';
      return {
        ...NOTHING,
        module: true,
        evaluations: { first: role === 'first' ? 'all' : other, second: role === 'second' ? 'all' : other, third: 'none' },
        result: open,
      };
    }
  }
}

/** A module with nothing stored, for rules that do not depend on the module. */
const UNASSESSED: ModuleAssessment = { moduleId: '', secondAssessor: false, first: null, second: null, third: null, agreement: null, reflection: null };

/**
 * Whether a candidate or a contact person sees the results of a context in `state` (the deciding scores and each
 * module's result): `moduleDisclosure`'s answer for them, which does not depend on the module. For the lists that
 * show results of many PATs or educations at once (the candidate's cards, the contact portal).
 */
export function resultShown(viewer: Extract<AssessmentViewer, { kind: 'candidate' | 'contact-person' }>, state: AssessmentState): boolean {
  return moduleDisclosure(viewer, UNASSESSED, state).result;
}

/** `evaluation` when `rule` lets it show. */
function shown(evaluation: AssessmentEvaluation | null, rule: 'all' | 'final' | 'none'): AssessmentEvaluation | null {
  if (!evaluation || rule === 'none') return null;
  return rule === 'all' || evaluation.status === 'final' ? evaluation : null;
}

/** The first assessor's final remarks as feedback, or null before the first evaluation is final. */
export function feedbackOf(first: Pick<AssessmentEvaluation, 'status' | 'scores' | 'remark'> | null): AssessmentFeedback | null {
  if (first?.status !== 'final') return null;
  return { remarks: Object.fromEntries(Object.entries(first.scores).map(([id, s]) => [id, s.remark ?? ''])), remark: first.remark };
}

/**
 * What `viewer` sees of `module` in a context in `state`: the stored parts `moduleDisclosure` allows (others null),
 * the deciding scores and the feedback when the result may show. The deciding scores follow from everything stored
 * (an agreed score decides even where the viewer does not see the agreement itself, as a candidate).
 */
export function visibleModule(viewer: AssessmentViewer, module: ModuleAssessment, state: AssessmentState): VisibleModule {
  const disclosure = moduleDisclosure(viewer, module, state);
  const deciding = disclosure.result ? decidingScores(module.first, module.agreement?.scores ?? null) : null;
  return {
    moduleId: module.moduleId,
    secondAssessor: module.secondAssessor,
    first: shown(module.first, disclosure.evaluations.first),
    second: shown(module.second, disclosure.evaluations.second),
    third: shown(module.third, disclosure.evaluations.third),
    agreement: disclosure.agreement ? module.agreement : null,
    reflection: disclosure.reflection ? module.reflection : null,
    disclosure,
    deciding,
    feedback: disclosure.result ? feedbackOf(module.first) : null,
  };
}
