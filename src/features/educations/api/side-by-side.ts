/**
 * The side-by-side view of a candidate's module on an education for staff (spec §2 /cp/module-evaluation/{moduleId}/
 * {candidateId} with `?opleiding={id}`; docs/api.md "Education"; docs/decisions/035-education-evaluations.md): per
 * criterion of the pinned template, in its order, the candidate's reflection beside the teacher's final score, flagged
 * where they are two points or more apart; the remarks; the module's result from the final evaluation
 * (features/assessment/api/side-by-side.ts `sideView`, as a PAT's view).
 *
 * Scope (decision 003): staff only (the router lets no one else in), every education; an unknown education, a module
 * not on it or a candidate not enrolled: 404. Contact persons see an education's results on the candidate's page, never
 * the reflection (decision 035 §4), so this view is not theirs. Only a final evaluation is shown, never a draft.
 */
import { and, eq, max, min } from 'drizzle-orm';
import type { Caller } from '#src/server/context';
import type { Db } from '#src/server/db/client';
import { educationCandidates, educationLessons, educationModules, educations, modules, templateVersions, users } from '#src/server/db/schema';
import { apiError } from '#src/server/errors';
import { isUuid } from '#src/server/validation';
import { isStaff } from '#src/lib/roles';
import { sideView } from '#src/features/assessment/api/side-by-side';
import type { EducationModuleEvaluationView } from '#src/features/educations/contract';
import { loadAssessment } from '#src/features/assessment/api/assessment';
import { visibleModule } from '#src/features/assessment/visibility';

/** Dutch titles of the call. */
export const EDUCATION_SIDE_TITLES = {
  notFound: 'Deze kandidaat volgt deze module niet op deze opleiding.',
} as const;

/**
 * `GET /api/education/{id}/module-evaluation/{moduleId}/{candidateId}` (staff): the side-by-side view.
 * @throws apiError 404 for a caller who is not staff, an unknown education, a module not on it or a candidate not
 *   enrolled on it (ids that are no UUIDs too).
 */
export async function readEducationModuleEvaluation(db: Db, caller: Caller, educationId: string, moduleId: string, candidateId: string): Promise<EducationModuleEvaluationView> {
  if (!isStaff(caller.role) || ![educationId, moduleId, candidateId].every(isUuid)) throw apiError(404, EDUCATION_SIDE_TITLES.notFound);
  const context = { kind: 'education', id: educationId } as const;
  const [[row], [candidate], [days], assessment] = await Promise.all([
    db
      .select({ education: educations, pin: educationModules, moduleTitle: modules.title, template: templateVersions.content })
      .from(educationModules)
      .innerJoin(educations, eq(educations.id, educationModules.educationId))
      .innerJoin(modules, eq(modules.id, educationModules.moduleId))
      .innerJoin(templateVersions, eq(templateVersions.id, educationModules.templateVersionId))
      .where(and(eq(educationModules.educationId, educationId), eq(educationModules.moduleId, moduleId))),
    db
      .select({ id: users.id, name: users.name })
      .from(educationCandidates)
      .innerJoin(users, eq(users.id, educationCandidates.candidateId))
      .where(and(eq(educationCandidates.educationId, educationId), eq(educationCandidates.candidateId, candidateId))),
    db
      .select({ first: min(educationLessons.day), last: max(educationLessons.day) })
      .from(educationLessons)
      .where(eq(educationLessons.educationId, educationId)),
    loadAssessment(db, context, candidateId, [moduleId]),
  ]);
  const stored = assessment?.modules[0];
  if (!row || !candidate || !stored) throw apiError(404, EDUCATION_SIDE_TITLES.notFound);
  // Staff see the whole assessment (features/assessment/visibility.ts); the view shows only a final evaluation. One
  // assessor: no second or third evaluation and no agreement are stored on an education (decision 035 §2).
  const seen = visibleModule({ kind: 'staff' }, stored, assessment);
  return {
    education: {
      id: row.education.id,
      title: row.education.title,
      resultsReleasedAt: row.education.resultsReleasedAt?.toISOString() ?? null,
      firstDay: days?.first ?? null,
      lastDay: days?.last ?? null,
    },
    module: { id: moduleId, title: row.moduleTitle, passPercent: row.pin.passPercent, secondAssessor: false },
    candidate,
    ...sideView(row.template, row.pin, seen),
  };
}
