/**
 * A candidate's PAT results (spec §2 /cp/user/{candidateId}/pat/{patId}/progress; domain.md "PAT", "evaluation";
 * docs/api.md "PAT"; docs/decisions/029-pat.md, 030-pat-reflection-and-agreement.md): per module of the PAT the
 * evaluations of the first and (where asked) second and third assessor, the coordinator's agreed score, the module's
 * result from the deciding scores (rules.ts `decidingScores`: the agreed score, else the first assessor's final
 * evaluation; `moduleResult`), and the criteria where two final evaluations differ by two points or more; and
 * releasing a PAT's results.
 *
 * Scope: staff every candidate of every PAT; a teacher the candidates of a PAT they assess on; others 404/401.
 */
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { isStaff } from '#src/lib/roles';
import type { Caller } from '#src/server/context';
import type { Db } from '#src/server/db/client';
import { evaluationAgreements, evaluations, modules, notifications, patAssessors, patCandidates, patModules, pats, templateVersions, users } from '#src/server/db/schema';
import { apiError } from '#src/server/errors';
import { isUuid } from '#src/server/validation';
import { NOTIFICATION_TYPE } from '#src/features/mailbox/notification-links';
import type { CandidateProgress, ProgressAgreement } from '#src/features/pat/contract';
import { decidingScores, divergences, moduleResult } from '#src/features/pat/rules';
import { refuseBeforeLastDay } from './evaluations';
import { progressEvidence } from './evidence';
import type { AssessorRole } from './tables';

const thirdUser = alias(users, 'third_assessor');
const decider = alias(users, 'decided_by');

/** Dutch titles of the results calls. */
export const RESULT_TITLES = {
  notFound: 'Deze kandidaat staat niet op deze PAT.',
  patNotFound: 'Deze PAT bestaat niet.',
  alreadyReleased: 'De resultaten van deze PAT zijn al vrijgegeven.',
  notReady: 'De resultaten kunnen pas worden vrijgegeven als elke beoordeling definitief is.',
  released: (title: string) => `De resultaten van ${title} zijn bekend.`,
} as const;

/**
 * `GET /api/pat/{patId}/progress/{candidateId}`: the candidate's PAT module by module.
 * @throws apiError 404 for a PAT the caller may not see or a candidate not on it.
 */
export async function candidateProgress(db: Db, caller: Caller, patId: string, candidateId: string): Promise<CandidateProgress> {
  if (!isUuid(patId) || !isUuid(candidateId)) throw apiError(404, RESULT_TITLES.notFound);
  if (!isStaff(caller.role)) {
    const [assesses] =
      caller.role === 'Teacher'
        ? await db.select({ id: patAssessors.id }).from(patAssessors).where(and(eq(patAssessors.patId, patId), eq(patAssessors.teacherId, caller.id))).limit(1)
        : [];
    if (!assesses) throw apiError(404, RESULT_TITLES.notFound);
  }
  const [row] = await db
    .select({ pat: pats, candidate: { id: users.id, name: users.name } })
    .from(patCandidates)
    .innerJoin(pats, eq(pats.id, patCandidates.patId))
    .innerJoin(users, eq(users.id, patCandidates.candidateId))
    .where(and(eq(patCandidates.patId, patId), eq(patCandidates.candidateId, candidateId)));
  if (!row) throw apiError(404, RESULT_TITLES.notFound);
  const [mods, evals, agreements] = await Promise.all([
    db
      .select({ pm: patModules, title: modules.title, template: templateVersions.content })
      .from(patModules)
      .innerJoin(modules, eq(modules.id, patModules.moduleId))
      .innerJoin(templateVersions, eq(templateVersions.id, patModules.templateVersionId))
      .where(eq(patModules.patId, patId))
      .orderBy(asc(patModules.position)),
    db
      .select({ e: evaluations, assessor: users.name })
      .from(evaluations)
      .innerJoin(users, eq(users.id, evaluations.assessorId))
      .where(and(eq(evaluations.patId, patId), eq(evaluations.candidateId, candidateId))),
    db
      .select({ a: evaluationAgreements, third: { id: thirdUser.id, name: thirdUser.name }, decider: { id: decider.id, name: decider.name } })
      .from(evaluationAgreements)
      .leftJoin(thirdUser, eq(thirdUser.id, evaluationAgreements.thirdAssessorId))
      .leftJoin(decider, eq(decider.id, evaluationAgreements.decidedBy))
      .where(and(eq(evaluationAgreements.patId, patId), eq(evaluationAgreements.candidateId, candidateId))),
  ]);
  const photos = await progressEvidence(db, caller, patId, candidateId);
  const progress: CandidateProgress = {
    pat: { id: row.pat.id, title: row.pat.title, resultsReleasedAt: row.pat.resultsReleasedAt?.toISOString() ?? null },
    candidate: row.candidate,
    modules: mods.map((m) => {
      const criteria = m.template.criteria.map((c) => ({ id: c.id, name: c.name, weight: c.weight, knockOut: m.pm.knockOut.includes(c.id) }));
      const of = (role: AssessorRole) => {
        const found = evals.find((x) => x.e.moduleId === m.pm.moduleId && x.e.role === role);
        return found
          ? {
              assessor: { id: found.e.assessorId, name: found.assessor },
              status: found.e.status,
              version: found.e.version,
              scores: found.e.scores,
              remark: found.e.remark,
              finalizedAt: found.e.finalizedAt?.toISOString() ?? null,
            }
          : null;
      };
      const first = of('first');
      const second = m.pm.secondAssessor ? of('second') : null;
      const third = m.pm.secondAssessor ? of('third') : null;
      const bothFinal = first?.status === 'final' && second?.status === 'final';
      const stored = agreements.find((x) => x.a.moduleId === m.pm.moduleId);
      const agreement: ProgressAgreement | null = stored
        ? {
            scores: stored.a.scores,
            remark: stored.a.remark,
            thirdAssessor: stored.third?.id ? { id: stored.third.id, name: stored.third.name } : null,
            decidedBy: stored.decider?.id ? { id: stored.decider.id, name: stored.decider.name } : null,
            updatedAt: stored.a.updatedAt.toISOString(),
          }
        : null;
      const deciding = decidingScores(first, agreement?.scores ?? null);
      return {
        moduleId: m.pm.moduleId,
        title: m.title,
        passPercent: m.pm.passPercent,
        secondAssessor: m.pm.secondAssessor,
        criteria,
        first,
        second,
        result: deciding ? moduleResult(criteria, deciding.scores, m.pm.passPercent, m.pm.knockOut) : null,
        divergent: bothFinal ? divergences(criteria, first.scores, second.scores) : [],
        source: deciding?.source ?? null,
        agreement,
        third,
        canAgree: Boolean(m.pm.secondAssessor && bothFinal && !row.pat.resultsReleasedAt && !row.pat.archivedAt),
        photos: photos.get(m.pm.moduleId) ?? [],
      };
    }),
  };
  return isStaff(caller.role) ? progress : { ...progress, modules: await blindForTeacher(db, caller.id, patId, candidateId, progress.modules) };
}

/**
 * What a teacher may see of a candidate's modules (issue text "Second assessor": each scores without seeing the
 * other's scores until both are final; decision 030 §2): only the modules they assess; as first or second assessor
 * their own evaluation, and the other's, the result and the differences once both are final (a module without a
 * second assessor: the result from their own); as third assessor only their own. Never the agreement or the third
 * assessor for the first two.
 */
async function blindForTeacher(db: Db, teacherId: string, patId: string, candidateId: string, modules: CandidateProgress['modules']): Promise<CandidateProgress['modules']> {
  const [planned, asked] = await Promise.all([
    db.select({ moduleId: patAssessors.moduleId, role: patAssessors.role }).from(patAssessors).where(and(eq(patAssessors.patId, patId), eq(patAssessors.teacherId, teacherId))),
    db
      .select({ moduleId: evaluationAgreements.moduleId })
      .from(evaluationAgreements)
      .where(and(eq(evaluationAgreements.patId, patId), eq(evaluationAgreements.candidateId, candidateId), eq(evaluationAgreements.thirdAssessorId, teacherId))),
  ]);
  const roleOn = (moduleId: string): AssessorRole | null => {
    const roles = planned.filter((p) => p.moduleId === moduleId).map((p) => p.role);
    if (roles.includes('first')) return 'first';
    if (roles.includes('second')) return 'second';
    return asked.some((a) => a.moduleId === moduleId) ? 'third' : null;
  };
  return modules.flatMap((m): CandidateProgress['modules'] => {
    const role = roleOn(m.moduleId);
    if (!role) return [];
    const hidden = { agreement: null, canAgree: false } as const;
    if (role === 'third') return [{ ...m, ...hidden, first: null, second: null, result: null, divergent: [], source: null }];
    const open = !m.secondAssessor || (m.first?.status === 'final' && m.second?.status === 'final');
    return [
      {
        ...m,
        ...hidden,
        first: role === 'first' || open ? m.first : null,
        second: role === 'second' || open ? m.second : null,
        third: null,
        result: open ? m.result : null,
        source: open ? m.source : null,
      },
    ];
  });
}

/**
 * `POST /api/pat/{id}/release` (staff): releases the results of a PAT whose evaluations are all final; every
 * candidate is told (notification type 2, relatedId the PAT).
 * @throws apiError 404 unknown; 409 when already released, before the PAT's last day (evaluations.ts
 *   `refuseBeforeLastDay`) or when not every evaluation is final.
 */
export async function releaseResults(db: Db, caller: Caller, patId: string): Promise<{ id: string; resultsReleasedAt: string }> {
  const [pat] = isUuid(patId) ? await db.select().from(pats).where(eq(pats.id, patId)) : [];
  if (!pat || !isStaff(caller.role)) throw apiError(404, RESULT_TITLES.patNotFound);
  if (pat.resultsReleasedAt) throw apiError(409, RESULT_TITLES.alreadyReleased);
  await refuseBeforeLastDay(db, patId);
  if (!pat.completedAt) throw apiError(409, RESULT_TITLES.notReady);
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(pats)
      .set({ resultsReleasedAt: new Date() })
      // Still complete at this moment: a revision that reopened an evaluation since the check above wins.
      .where(and(eq(pats.id, patId), isNull(pats.resultsReleasedAt), isNotNull(pats.completedAt)))
      .returning({ at: pats.resultsReleasedAt });
    if (!updated?.at) {
      const [now] = await tx.select({ releasedAt: pats.resultsReleasedAt }).from(pats).where(eq(pats.id, patId));
      throw apiError(409, now?.releasedAt ? RESULT_TITLES.alreadyReleased : RESULT_TITLES.notReady);
    }
    const candidates = await tx.select({ id: patCandidates.candidateId }).from(patCandidates).where(eq(patCandidates.patId, patId));
    if (candidates.length > 0) {
      await tx.insert(notifications).values(
        candidates.map((c) => ({ userId: c.id, type: NOTIFICATION_TYPE.result, message: RESULT_TITLES.released(pat.title), params: { pat: pat.title }, relatedId: patId })),
      );
    }
    return { id: patId, resultsReleasedAt: updated.at.toISOString() };
  });
}
