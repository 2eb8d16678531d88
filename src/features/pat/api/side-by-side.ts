/**
 * The side-by-side view of a candidate's module on a PAT (spec §2 /cp/module-evaluation/{moduleId}/{candidateId} and
 * /contactperson/module-evaluation/…; docs/api.md "PAT"; docs/decisions/030-pat-reflection-and-agreement.md): per
 * criterion of the pinned template, in its order, the candidate's reflection beside the final scores of the first,
 * second and third assessor, the agreed score and the deciding score, flagged where reflection and deciding score are
 * two points or more apart and where two assessors are; the overall remarks; the module's result from the deciding
 * scores (features/assessment/api/side-by-side.ts `sideView`, as an education's view).
 *
 * Scope (decision 003; docs/domain.md "Who may see and do what"): staff every candidate on every PAT that is not a draft; a
 * contact person only candidates of their own organisation, and only on PATs whose results are released; anything
 * else 404 (the router lets only staff and contact persons in). What each sees of the assessment is decided by
 * features/assessment/visibility.ts (decision 037); of that, only final evaluations are shown, to everyone: an
 * assessor's draft is never part of this view.
 */
import { and, eq, inArray, isNotNull, max, min } from 'drizzle-orm';
import type { Named } from '#src/lib/contract';
import { isStaff } from '#src/lib/roles';
import { findVisibleUser } from '#src/server/access-scope';
import type { Caller } from '#src/server/context';
import type { Db } from '#src/server/db/client';
import { modules, patCandidates, patDays, patModules, pats, templateVersions } from '#src/server/db/schema';
import { apiError } from '#src/server/errors';
import { isUuid } from '#src/server/validation';
import type { ModuleEvaluationView } from '#src/features/pat/contract';
import { assessmentViewer, loadAssessment } from '#src/features/assessment/api/assessment';
import { sideView } from '#src/features/assessment/api/side-by-side';
import { visibleModule } from '#src/features/assessment/visibility';

/** Dutch titles of the side-by-side calls. */
export const SIDE_BY_SIDE_TITLES = {
  notFound: 'Er is (nog) geen beoordeling van deze module voor deze kandidaat die je kunt bekijken.',
} as const;

/**
 * The candidate when the caller may see them: staff any candidate (not erased), a contact person their organisation's
 * candidates; else 404.
 */
async function visibleCandidate(db: Db, caller: Caller, candidateId: string): Promise<Named> {
  if (!isUuid(candidateId)) throw apiError(404, SIDE_BY_SIDE_TITLES.notFound);
  const candidate = await findVisibleUser(db, caller, candidateId);
  if (!candidate || candidate.role !== 'User' || (!isStaff(caller.role) && caller.role !== 'ContactPerson')) throw apiError(404, SIDE_BY_SIDE_TITLES.notFound);
  return { id: candidate.id, name: candidate.name };
}

/**
 * The PATs (planned or later; for a contact person released ones only) with `moduleId` that the candidate is on,
 * the latest first (by last day, then newest).
 */
async function patsWithModule(db: Db, caller: Caller, moduleId: string, candidateId: string): Promise<string[]> {
  const rows = await db
    .select({ id: pats.id, createdAt: pats.createdAt })
    .from(patCandidates)
    .innerJoin(pats, eq(pats.id, patCandidates.patId))
    .innerJoin(patModules, and(eq(patModules.patId, pats.id), eq(patModules.moduleId, moduleId)))
    .where(and(eq(patCandidates.candidateId, candidateId), isNotNull(pats.plannedAt), isStaff(caller.role) ? undefined : isNotNull(pats.resultsReleasedAt)));
  if (rows.length === 0) return [];
  const lastDays = await db
    .select({ patId: patDays.patId, last: max(patDays.day) })
    .from(patDays)
    .where(
      inArray(
        patDays.patId,
        rows.map((r) => r.id),
      ),
    )
    .groupBy(patDays.patId);
  const lastOf = (id: string) => lastDays.find((d) => d.patId === id)?.last ?? '';
  return rows
    .sort((a, b) => lastOf(b.id).localeCompare(lastOf(a.id)) || b.createdAt.getTime() - a.createdAt.getTime() || b.id.localeCompare(a.id))
    .map((r) => r.id);
}

/**
 * `GET /api/pat/{patId}/module-evaluation/{moduleId}/{candidateId}` (staff, ContactPerson): the side-by-side view.
 * @param patId the PAT; null for `GET /api/pat/module-evaluation/{moduleId}/{candidateId}`: the latest PAT with the
 *   module that the candidate is on and the caller may see.
 * @throws apiError 404 outside the caller's scope (see the module comment), for a draft PAT, a module not on the PAT
 *   or a candidate not planned on it.
 */
export async function readModuleEvaluation(db: Db, caller: Caller, patId: string | null, moduleId: string, candidateId: string): Promise<ModuleEvaluationView> {
  if (!isUuid(moduleId) || (patId !== null && !isUuid(patId))) throw apiError(404, SIDE_BY_SIDE_TITLES.notFound);
  const candidate = await visibleCandidate(db, caller, candidateId);
  const visible = await patsWithModule(db, caller, moduleId, candidateId);
  const chosen = patId ?? visible[0];
  if (!chosen || !visible.includes(chosen)) throw apiError(404, SIDE_BY_SIDE_TITLES.notFound);

  const context = { kind: 'pat', id: chosen } as const;
  const [[row], [days], assessment, viewer] = await Promise.all([
    db
      .select({ pat: pats, pm: patModules, moduleTitle: modules.title, template: templateVersions.content })
      .from(patModules)
      .innerJoin(pats, eq(pats.id, patModules.patId))
      .innerJoin(modules, eq(modules.id, patModules.moduleId))
      .innerJoin(templateVersions, eq(templateVersions.id, patModules.templateVersionId))
      .where(and(eq(patModules.patId, chosen), eq(patModules.moduleId, moduleId))),
    db
      .select({ first: min(patDays.day), last: max(patDays.day) })
      .from(patDays)
      .where(eq(patDays.patId, chosen)),
    loadAssessment(db, context, candidateId, [moduleId]),
    assessmentViewer(db, caller, context, candidateId),
  ]);
  const stored = assessment?.modules[0];
  if (!row || !stored || !viewer) throw apiError(404, SIDE_BY_SIDE_TITLES.notFound);
  const seen = visibleModule(viewer, stored, assessment);
  if (!seen.disclosure.module) throw apiError(404, SIDE_BY_SIDE_TITLES.notFound);

  return {
    pat: { id: row.pat.id, title: row.pat.title, resultsReleasedAt: row.pat.resultsReleasedAt?.toISOString() ?? null, firstDay: days?.first ?? null, lastDay: days?.last ?? null },
    module: { id: moduleId, title: row.moduleTitle, passPercent: row.pm.passPercent, secondAssessor: row.pm.secondAssessor },
    candidate,
    ...sideView(row.template, row.pm, seen),
  };
}
