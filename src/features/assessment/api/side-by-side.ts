/**
 * The side-by-side view of a candidate's module as a PAT and an education both answer it (spec §2
 * /cp/module-evaluation/{moduleId}/{candidateId}; docs/api.md "PAT", "Education"; docs/decisions/030, 035 §5): per
 * criterion of the pinned template, in its order, the candidate's reflection beside the final scores of the first,
 * second and third assessor, the agreed score and the deciding score, flagged where reflection and deciding score are
 * two points or more apart and where two assessors are (features/assessment/side-by-side.ts); the overall remarks; the
 * module's result from the deciding scores. Each context finds the module, the candidate and what the caller sees of
 * the assessment itself (src/features/pat/api/side-by-side.ts, src/features/educations/api/side-by-side.ts); this
 * module makes the view of it. Only final evaluations are shown, to everyone: a draft is never part of this view.
 */
import type { ModuleEvaluationCore, SideEvaluation } from '#src/features/assessment/contract';
import type { TemplateContent } from '#src/features/content/template';
import { sideBySide, type FinalScores, type SideRows } from '#src/features/assessment/side-by-side';
import type { AssessmentEvaluation, AssessmentReflection, VisibleModule } from '#src/features/assessment/visibility';

/** One final evaluation as the view shows it (assessor, remark, when it became final), or null without one. */
function sideEvaluation(found: AssessmentEvaluation | null): SideEvaluation | null {
  return found?.status === 'final' ? { assessor: found.assessor, remark: found.remark, finalizedAt: found.finalizedAt } : null;
}

/**
 * The view's criteria: `side.rows` (features/assessment/side-by-side.ts, in the template's order) each with its
 * criterion's Dutch name, Dutch 'Ik …' sentence, weight and whether it is knock-out (`knockOut`, criterion ids).
 */
function sideCriteria(criteria: TemplateContent['criteria'], side: SideRows, knockOut: readonly string[]): ModuleEvaluationCore['criteria'] {
  const knocked = new Set(knockOut);
  return criteria.map((c, i) => ({ ...side.rows[i]!, name: c.name, selfCheck: c.selfCheck?.nl ?? null, weight: c.weight, knockOut: knocked.has(c.id) }));
}

/** The candidate's reflection as the view shows it (remark and when it was sent), or null without one. */
function sideReflection(reflection: AssessmentReflection | null): ModuleEvaluationCore['reflection'] {
  return reflection ? { remark: reflection.remark, submittedAt: reflection.submittedAt } : null;
}

/** The scores of a final evaluation, or null for none or a draft (never shown or used here). */
const finalScores = (e: AssessmentEvaluation | null): FinalScores | null => (e?.status === 'final' ? e.scores : null);

/**
 * The view of one module from its pinned template, its pin (pass mark, knock-out criteria) and what the caller sees
 * of it (`seen`, features/assessment/visibility.ts `visibleModule`): everything of `ModuleEvaluationCore` but the
 * module and the candidate, which the context names.
 */
export function sideView(
  template: TemplateContent,
  pin: { passPercent: number; knockOut: string[] },
  seen: VisibleModule,
): Omit<ModuleEvaluationCore, 'module' | 'candidate'> {
  const side = sideBySide({
    criteria: template.criteria,
    knockOut: pin.knockOut,
    passPercent: pin.passPercent,
    reflection: seen.reflection?.scores ?? null,
    first: finalScores(seen.first),
    second: finalScores(seen.second),
    third: finalScores(seen.third),
    agreed: seen.agreement?.scores ?? null,
  });
  return {
    scale: template.scale,
    criteria: sideCriteria(template.criteria, side, pin.knockOut),
    reflection: sideReflection(seen.reflection),
    first: sideEvaluation(seen.first),
    second: sideEvaluation(seen.second),
    third: sideEvaluation(seen.third),
    agreement: seen.agreement?.scores ? { remark: seen.agreement.remark, updatedAt: seen.agreement.updatedAt } : null,
    source: side.source,
    result: side.result,
  };
}
