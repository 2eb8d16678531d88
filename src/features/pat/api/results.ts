/**
 * A candidate's PAT results (spec §2 /cp/user/{candidateId}/pat/{patId}/progress; docs/domain.md "PAT", "evaluation";
 * docs/api.md "PAT"; docs/decisions/029-pat.md, 030-pat-reflection-and-agreement.md): per module of the PAT the
 * evaluations of the first and (where asked) second and third assessor, the coordinator's agreed score, the module's
 * result from the deciding scores (assessment/rules.ts `decidingScores`: the agreed score, else the first assessor's final
 * evaluation; `moduleResult`), and the criteria where two final evaluations differ by two points or more; and
 * releasing a PAT's results.
 *
 * Scope: staff every candidate of every PAT; a teacher the candidates of a PAT they assess on; others 404/401. What
 * each sees of the evaluations is decided by features/assessment/visibility.ts (docs/decisions/037).
 */
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import { isStaff } from '#src/lib/roles';
import type { Caller } from '#src/server/context';
import type { Db } from '#src/server/db/client';
import { modules, patAssessors, patCandidates, patModules, pats, templateVersions, users } from '#src/server/db/schema';
import { apiError } from '#src/server/errors';
import { isUuid } from '#src/server/validation';
import { notificationHref, NOTIFICATION_TYPE } from '#src/features/mailbox/notification-links';
import { availableMail, notify } from '#src/features/mailbox/api/notify';
import type { MailOutbox } from '#src/server/mail/outbox';
import type { CandidateProgress, ProgressEvaluation } from '#src/features/pat/contract';
import { divergences, moduleResult } from '#src/features/assessment/rules';
import { assessmentViewer, loadAssessment, type OnResultsReleased } from '#src/features/assessment/api/assessment';
import { visibleModule, type AssessmentEvaluation } from '#src/features/assessment/visibility';
import { refuseBeforeLastDay } from './evaluations';
import { progressEvidence } from './evidence';

/** Dutch titles of the results calls. */
export const RESULT_TITLES = {
  notFound: 'Deze kandidaat staat niet op deze PAT.',
  patNotFound: 'Deze PAT bestaat niet.',
  alreadyReleased: 'De resultaten van deze PAT zijn al vrijgegeven.',
  notReady: 'De resultaten kunnen pas worden vrijgegeven als elke beoordeling definitief is.',
  released: (title: string) => `De resultaten van ${title} zijn bekend.`,
} as const;

/** An evaluation as the progress call answers it (without its id). */
const asProgress = (e: AssessmentEvaluation | null): ProgressEvaluation | null => {
  if (!e) return null;
  const { id: _id, ...rest } = e;
  return rest;
};

/**
 * `GET /api/pat/{patId}/progress/{candidateId}`: the candidate's PAT module by module, as the caller may see it
 * (features/assessment/visibility.ts): staff everything; a teacher planned on the PAT blind until both evaluations of
 * a module they assess are final, and every module once the results are released. Evidence photos follow their
 * evaluations.
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
  const context = { kind: 'pat', id: patId } as const;
  const [mods, assessment, viewer] = await Promise.all([
    db
      .select({ pm: patModules, title: modules.title, template: templateVersions.content })
      .from(patModules)
      .innerJoin(modules, eq(modules.id, patModules.moduleId))
      .innerJoin(templateVersions, eq(templateVersions.id, patModules.templateVersionId))
      .where(eq(patModules.patId, patId))
      .orderBy(asc(patModules.position)),
    loadAssessment(db, context, candidateId),
    assessmentViewer(db, caller, context, candidateId),
  ]);
  if (!assessment || !viewer) throw apiError(404, RESULT_TITLES.notFound);
  const visible = assessment.modules.map((m) => visibleModule(viewer, m, assessment));
  const photos = await progressEvidence(
    db,
    visible.flatMap((m) => [m.first, m.second, m.third].flatMap((e) => (e ? [e.id] : []))),
  );
  return {
    pat: { id: row.pat.id, title: row.pat.title, resultsReleasedAt: row.pat.resultsReleasedAt?.toISOString() ?? null },
    candidate: row.candidate,
    modules: mods.flatMap((m) => {
      const seen = visible.find((v) => v.moduleId === m.pm.moduleId);
      if (!seen?.disclosure.module) return [];
      const criteria = m.template.criteria.map((c) => ({ id: c.id, name: c.name, weight: c.weight, knockOut: m.pm.knockOut.includes(c.id) }));
      const { first, second, deciding } = seen;
      const bothFinal = first?.status === 'final' && second?.status === 'final';
      return [
        {
          moduleId: m.pm.moduleId,
          title: m.title,
          passPercent: m.pm.passPercent,
          secondAssessor: m.pm.secondAssessor,
          criteria,
          first: asProgress(first),
          second: asProgress(second),
          result: deciding ? moduleResult(criteria, deciding.scores, m.pm.passPercent, m.pm.knockOut) : null,
          divergent: bothFinal ? divergences(criteria, first.scores, second.scores) : [],
          source: deciding?.source ?? null,
          agreement: seen.agreement,
          third: asProgress(seen.third),
          canAgree: isStaff(caller.role) && Boolean(m.pm.secondAssessor && bothFinal && !row.pat.resultsReleasedAt && !row.pat.archivedAt),
          photos: photos.get(m.pm.moduleId) ?? [],
        },
      ];
    }),
  };
}

/**
 * `POST /api/pat/{id}/release` (staff): releases the results of a PAT whose evaluations are all final; every
 * candidate is told (notification type 2, relatedId the PAT), and mailed when they chose so (kind `results`: only
 * that the results are there, with the link; docs/decisions/054-notification-mails.md). `onReleased` runs in the same
 * transaction (certificates for those who passed; docs/decisions/058-certificates.md).
 * @throws apiError 404 unknown; 409 when already released, before the PAT's last day (evaluations.ts
 *   `refuseBeforeLastDay`) or when not every evaluation is final.
 */
export async function releaseResults(
  db: Db,
  caller: Caller,
  patId: string,
  outbox: MailOutbox,
  onReleased?: OnResultsReleased,
): Promise<{ id: string; resultsReleasedAt: string }> {
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
    const notice = { type: NOTIFICATION_TYPE.result, message: RESULT_TITLES.released(pat.title), params: { pat: pat.title }, relatedId: patId };
    await notify(
      tx,
      outbox,
      candidates.map((c) => ({ userId: c.id, ...notice })),
      availableMail('results', pat.title, (to) => notificationHref(to.role, notice)),
    );
    await onReleased?.(tx, { kind: 'pat', id: patId });
    return { id: patId, resultsReleasedAt: updated.at.toISOString() };
  });
}
