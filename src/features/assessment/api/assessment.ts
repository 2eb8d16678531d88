/**
 * Loads a candidate's assessment on a PAT or an education as stored (`ModuleAssessment`, features/assessment/
 * visibility.ts) and works out who is looking (`AssessmentViewer`), so that every surface shows it through
 * `visibleModule` and nothing else (docs/decisions/037-assessment-visibility.md). Reads only: scope checks (404 for
 * what the caller may not reach, decision 003) stay with each call, which asks `assessmentViewer` once it knows the
 * caller may reach the candidate at all.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { isStaff } from '#src/lib/roles';
import type { Caller } from '#src/server/context';
import type { Db } from '#src/server/db/client';
import {
  educationModules,
  educations,
  educationTeachers,
  evaluationAgreements,
  evaluations,
  patAssessors,
  patModules,
  pats,
  reflections,
  users,
} from '#src/server/db/schema';
import type { AssessorRole } from '#src/features/assessment/api/tables';
import type { AssessmentEvaluation, AssessmentState, AssessmentViewer, ModuleAssessment } from '#src/features/assessment/visibility';

/** Where an assessment is made. */
export type AssessmentContext = { kind: 'pat' | 'education'; id: string };

/**
 * What a higher feature does when the results of a PAT or education are released, in the release's transaction
 * (`tx`), handed in where the routers are composed (src/backend/app.ts; decision 043): issuing certificates
 * (features/certificates/api/issue.ts). An error rolls the release back.
 */
export type OnResultsReleased = (tx: Db, released: AssessmentContext) => Promise<unknown>;

/** A candidate's assessment in one context: its kind, whether its results are released, and its modules in their order. */
export interface ContextAssessment extends AssessmentState {
  modules: ModuleAssessment[];
}

const thirdUser = alias(users, 'third_assessor');
const decider = alias(users, 'decided_by');

/**
 * The candidate's assessment on the PAT or education (all modules, or `moduleIds`), or null when the context does not
 * exist. Five small queries; the candidate need not be planned on it (then every part is null).
 */
export async function loadAssessment(db: Db, context: AssessmentContext, candidateId: string, moduleIds?: readonly string[]): Promise<ContextAssessment | null> {
  const pat = context.kind === 'pat';
  const only = <T>(column: T) => (moduleIds ? inArray(column as never, [...moduleIds]) : undefined);
  const [[row], pinned, evals, agreements, own] = await Promise.all([
    pat
      ? db.select({ releasedAt: pats.resultsReleasedAt }).from(pats).where(eq(pats.id, context.id))
      : db.select({ releasedAt: educations.resultsReleasedAt }).from(educations).where(eq(educations.id, context.id)),
    pat
      ? db
          .select({ moduleId: patModules.moduleId, secondAssessor: patModules.secondAssessor })
          .from(patModules)
          .where(and(eq(patModules.patId, context.id), only(patModules.moduleId)))
          .orderBy(asc(patModules.position))
      : db
          .select({ moduleId: educationModules.moduleId })
          .from(educationModules)
          .where(and(eq(educationModules.educationId, context.id), only(educationModules.moduleId)))
          .orderBy(asc(educationModules.position)),
    db
      .select({ e: evaluations, assessor: users.name })
      .from(evaluations)
      .innerJoin(users, eq(users.id, evaluations.assessorId))
      .where(and(pat ? eq(evaluations.patId, context.id) : eq(evaluations.educationId, context.id), eq(evaluations.candidateId, candidateId), only(evaluations.moduleId))),
    pat
      ? db
          .select({ a: evaluationAgreements, third: { id: thirdUser.id, name: thirdUser.name }, decider: { id: decider.id, name: decider.name } })
          .from(evaluationAgreements)
          .leftJoin(thirdUser, eq(thirdUser.id, evaluationAgreements.thirdAssessorId))
          .leftJoin(decider, eq(decider.id, evaluationAgreements.decidedBy))
          .where(and(eq(evaluationAgreements.patId, context.id), eq(evaluationAgreements.candidateId, candidateId), only(evaluationAgreements.moduleId)))
      : [],
    db
      .select({ moduleId: reflections.moduleId, scores: reflections.scores, remark: reflections.remark, submittedAt: reflections.submittedAt })
      .from(reflections)
      .where(and(pat ? eq(reflections.patId, context.id) : eq(reflections.educationId, context.id), eq(reflections.candidateId, candidateId), only(reflections.moduleId))),
  ]);
  if (!row) return null;
  const evaluationOf = (moduleId: string, role: AssessorRole): AssessmentEvaluation | null => {
    const found = evals.find((x) => x.e.moduleId === moduleId && x.e.role === role);
    return found
      ? {
          id: found.e.id,
          assessor: { id: found.e.assessorId, name: found.assessor },
          status: found.e.status,
          version: found.e.version,
          scores: found.e.scores,
          remark: found.e.remark,
          finalizedAt: found.e.finalizedAt?.toISOString() ?? null,
        }
      : null;
  };
  return {
    kind: context.kind,
    released: row.releasedAt !== null,
    modules: pinned.map((m) => {
      const secondAssessor = 'secondAssessor' in m ? m.secondAssessor : false;
      const agreed = agreements.find((x) => x.a.moduleId === m.moduleId);
      const reflection = own.find((r) => r.moduleId === m.moduleId);
      return {
        moduleId: m.moduleId,
        secondAssessor,
        first: evaluationOf(m.moduleId, 'first'),
        second: secondAssessor ? evaluationOf(m.moduleId, 'second') : null,
        third: secondAssessor ? evaluationOf(m.moduleId, 'third') : null,
        agreement: agreed
          ? {
              scores: agreed.a.scores,
              remark: agreed.a.remark,
              thirdAssessor: agreed.third?.id ? { id: agreed.third.id, name: agreed.third.name } : null,
              decidedBy: agreed.decider?.id ? { id: agreed.decider.id, name: agreed.decider.name } : null,
              updatedAt: agreed.a.updatedAt.toISOString(),
            }
          : null,
        reflection: reflection ? { scores: reflection.scores, remark: reflection.remark, submittedAt: reflection.submittedAt.toISOString() } : null,
      };
    }),
  };
}

/**
 * The roles a teacher assesses the candidate's modules in (features/assessment/visibility.ts `AssessmentViewer`),
 * by module id: on a PAT the modules they are planned on (`pat_assessors`, first before second on any day) and, for
 * this candidate, those a coordinator asked them to score as third assessor; on an education every module, as first
 * assessor, when they teach it (decision 035 §2). Empty when they have no part in it.
 */
async function assessorRoles(db: Db, teacherId: string, context: AssessmentContext, candidateId: string): Promise<Map<string, AssessorRole>> {
  const roles = new Map<string, AssessorRole>();
  if (context.kind === 'education') {
    const [teaches] = await db
      .select({ id: educationTeachers.teacherId })
      .from(educationTeachers)
      .where(and(eq(educationTeachers.educationId, context.id), eq(educationTeachers.teacherId, teacherId)));
    if (!teaches) return roles;
    const mods = await db.select({ moduleId: educationModules.moduleId }).from(educationModules).where(eq(educationModules.educationId, context.id));
    for (const m of mods) roles.set(m.moduleId, 'first');
    return roles;
  }
  const [planned, asked] = await Promise.all([
    db.select({ moduleId: patAssessors.moduleId, role: patAssessors.role }).from(patAssessors).where(and(eq(patAssessors.patId, context.id), eq(patAssessors.teacherId, teacherId))),
    db
      .select({ moduleId: evaluationAgreements.moduleId })
      .from(evaluationAgreements)
      .where(and(eq(evaluationAgreements.patId, context.id), eq(evaluationAgreements.candidateId, candidateId), eq(evaluationAgreements.thirdAssessorId, teacherId))),
  ]);
  for (const p of planned) if (p.role === 'first' || !roles.has(p.moduleId)) roles.set(p.moduleId, p.role);
  for (const a of asked) if (!roles.has(a.moduleId)) roles.set(a.moduleId, 'third');
  return roles;
}

/**
 * Who `caller` is to the candidate's assessment in `context` (features/assessment/visibility.ts): staff; an assessor
 * (a teacher with a part in it, see `assessorRoles`); the candidate themself; a contact person of the candidate's
 * organisation. Null for anyone else — the caller answers 404.
 */
export async function assessmentViewer(db: Db, caller: Caller, context: AssessmentContext, candidateId: string): Promise<AssessmentViewer | null> {
  if (isStaff(caller.role)) return { kind: 'staff' };
  if (caller.role === 'User') return caller.id === candidateId ? { kind: 'candidate' } : null;
  if (caller.role === 'Teacher') {
    const roles = await assessorRoles(db, caller.id, context, candidateId);
    return roles.size > 0 ? { kind: 'assessor', roles } : null;
  }
  if (caller.role === 'ContactPerson' && caller.organizationId) {
    const [candidate] = await db.select({ organizationId: users.organizationId }).from(users).where(and(eq(users.id, candidateId), eq(users.role, 'User')));
    return candidate?.organizationId === caller.organizationId ? { kind: 'contact-person' } : null;
  }
  return null;
}
