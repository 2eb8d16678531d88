/**
 * The coordinator's decision where two assessors differ (docs/decisions/030-pat-reflection-and-agreement.md; docs/api.md
 * "PAT"; spec §2 /cp/user/{candidateId}/pat/{patId}/progress): recording the agreed score of a candidate's module, which
 * then decides the module's result (assessment/rules.ts `decidingScores`), or asking a third assessor, who scores blind through the
 * evaluation calls as role 'third' (evaluations.ts); and the teacher's list of what they were asked to score.
 *
 * - Both only for a module with two assessors whose evaluations are both final, on a PAT that is not archived (else
 *   409 with a Dutch title); a PAT, module or candidate the caller may not see, or that does not exist, is 404.
 * - One row per candidate and module (`evaluation_agreements`): recording again replaces the agreed score, the audit
 *   log keeps who changed it and when. Asking a third assessor keeps an agreed score, and recording one keeps the third
 *   assessor, so their evaluation stays readable.
 * - A third assessor is an active teacher who is not already first or second assessor of that module on that PAT. The
 *   teacher is told (notification type 3, relatedId the PAT). Asking another teacher removes the previous third
 *   assessor's draft; once that evaluation is final, the third assessor stays (409).
 */
import { and, desc, eq, inArray, isNull, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Named } from '#src/lib/contract';
import type { Caller } from '#src/server/context';
import type { Db } from '#src/server/db/client';
import { evaluationAgreements, evaluationPhotos, evaluations, modules, patAssessors, patCandidates, patModules, pats, templateVersions, users } from '#src/server/db/schema';
import { insertNotices } from '#src/features/mailbox/api/notify';
import { apiError } from '#src/server/errors';
import { isUuid } from '#src/server/validation';
import { NOTIFICATION_TYPE } from '#src/features/mailbox/notification-links';
import type { AgreementSave, AgreementSaved, ThirdAssessment } from '#src/features/pat/contract';
import { agreementProblem } from '#src/features/pat/rules';
import { removeUploadFiles } from '#src/features/content/api/media';
import { dropUnusedUploads } from './evidence';

/** Dutch titles of the agreement calls. */
export const AGREEMENT_TITLES = {
  notFound: 'Deze kandidaat of module staat niet op deze PAT.',
  archived: 'Deze PAT is gearchiveerd; de beoordeling kan niet meer worden gewijzigd.',
  released: 'De resultaten van deze PAT zijn al vrijgegeven; de afgesproken score en de beoordelaars liggen vast.',
  noSecond: 'Deze module heeft geen tweede beoordelaar: de score van de eerste beoordelaar telt.',
  notBothFinal: 'Dat kan pas als de eerste en de tweede beoordelaar hun beoordeling allebei definitief hebben gemaakt.',
  unknownCriterion: 'Criterium: dit criterium hoort niet bij het beoordelingssjabloon van deze module.',
  missing: (names: string[]) => `Kies voor elk criterium een afgesproken score. Nog niet gekozen: ${names.join(', ')}.`,
  notTeacher: 'Docent: kies een actieve docent.',
  alreadyAssessor: (name: string) => `${name} beoordeelt deze module al op deze PAT. Kies een andere docent als derde beoordelaar.`,
  thirdFinal: (name: string) => `${name} heeft als derde beoordelaar al een definitieve beoordeling gegeven; die blijft de derde beoordelaar.`,
  asked: (module: string, candidate: string, pat: string) => `Je bent gevraagd als derde beoordelaar van ${module} voor ${candidate} (${pat}).`,
} as const;

/** The candidate's module on the PAT, as the agreement calls need it. */
export interface AgreementSlot {
  pat: typeof pats.$inferSelect;
  moduleTitle: string;
  candidate: Named;
  criteria: { id: string; name: string }[];
  secondAssessor: boolean;
}

/**
 * The candidate's module on the PAT: a PAT with the module pinned and the candidate planned.
 * @throws apiError 404 (`AGREEMENT_TITLES.notFound`) otherwise, also for ids that are not UUIDs.
 */
export async function agreementSlot(db: Db, patId: string, moduleId: string, candidateId: string): Promise<AgreementSlot> {
  if (![patId, moduleId, candidateId].every(isUuid)) throw apiError(404, AGREEMENT_TITLES.notFound);
  const [row] = await db
    .select({ pat: pats, moduleTitle: modules.title, template: templateVersions.content, secondAssessor: patModules.secondAssessor, candidate: { id: users.id, name: users.name } })
    .from(patModules)
    .innerJoin(pats, eq(pats.id, patModules.patId))
    .innerJoin(modules, eq(modules.id, patModules.moduleId))
    .innerJoin(templateVersions, eq(templateVersions.id, patModules.templateVersionId))
    .innerJoin(patCandidates, and(eq(patCandidates.patId, patModules.patId), eq(patCandidates.candidateId, candidateId)))
    .innerJoin(users, eq(users.id, patCandidates.candidateId))
    .where(and(eq(patModules.patId, patId), eq(patModules.moduleId, moduleId)));
  if (!row) throw apiError(404, AGREEMENT_TITLES.notFound);
  return {
    pat: row.pat,
    moduleTitle: row.moduleTitle,
    candidate: row.candidate,
    criteria: row.template.criteria.map((c) => ({ id: c.id, name: c.name })),
    secondAssessor: row.secondAssessor,
  };
}

/**
 * In `tx`: 409 unless the PAT is not archived, the module has two assessors, and both their evaluations are final
 * (read with a lock, so a revision cannot slip in between). @returns the ids of the first and second assessor.
 */
async function refuseUnlessBothFinal(tx: Db, slot: AgreementSlot, moduleId: string): Promise<string[]> {
  // Read again under a lock: an archive or a release that landed after the slot was read counts (decision 030 §2–3).
  const [pat] = await tx.select({ archivedAt: pats.archivedAt, resultsReleasedAt: pats.resultsReleasedAt }).from(pats).where(eq(pats.id, slot.pat.id)).for('share');
  if (!pat || pat.archivedAt) throw apiError(409, AGREEMENT_TITLES.archived);
  if (pat.resultsReleasedAt) throw apiError(409, AGREEMENT_TITLES.released);
  if (!slot.secondAssessor) throw apiError(409, AGREEMENT_TITLES.noSecond);
  const rows = await tx
    .select({ role: evaluations.role, status: evaluations.status, assessorId: evaluations.assessorId })
    .from(evaluations)
    .where(
      and(
        eq(evaluations.patId, slot.pat.id),
        eq(evaluations.moduleId, moduleId),
        eq(evaluations.candidateId, slot.candidate.id),
        inArray(evaluations.role, ['first', 'second']),
      ),
    )
    .for('update');
  const final = (role: string) => rows.some((r) => r.role === role && r.status === 'final');
  if (!final('first') || !final('second')) throw apiError(409, AGREEMENT_TITLES.notBothFinal);
  return rows.map((r) => r.assessorId);
}

/** The stored agreement as the calls answer it. */
async function savedOf(db: Db, patId: string, moduleId: string, candidateId: string): Promise<AgreementSaved> {
  const [row] = await db
    .select({ a: evaluationAgreements, third: { id: users.id, name: users.name } })
    .from(evaluationAgreements)
    .leftJoin(users, eq(users.id, evaluationAgreements.thirdAssessorId))
    .where(and(eq(evaluationAgreements.patId, patId), eq(evaluationAgreements.moduleId, moduleId), eq(evaluationAgreements.candidateId, candidateId)));
  if (!row) throw apiError(404, AGREEMENT_TITLES.notFound);
  return {
    patId,
    moduleId,
    candidateId,
    scores: row.a.scores,
    remark: row.a.remark,
    thirdAssessor: row.third?.id ? { id: row.third.id, name: row.third.name } : null,
    updatedAt: row.a.updatedAt.toISOString(),
  };
}

/**
 * `PUT /api/pat/{patId}/agreement/{moduleId}/{candidateId}` (staff): records (or replaces) the agreed score.
 * @param body every criterion of the pinned template version with a score 1–4 (the schema checks the scale), and a remark.
 * @returns the agreement as stored.
 * @throws apiError 404 for a PAT, module or candidate not found together; 400 for a criterion not of the pinned
 *   template or one left out (naming it); 409 for an archived PAT, one whose results are released, a module without
 *   a second assessor, or while either evaluation is not final.
 */
export async function recordAgreement(db: Db, caller: Caller, patId: string, moduleId: string, candidateId: string, body: AgreementSave): Promise<AgreementSaved> {
  const slot = await agreementSlot(db, patId, moduleId, candidateId);
  const problem = agreementProblem(slot.criteria, body.scores);
  if (problem?.kind === 'unknown') throw apiError(400, AGREEMENT_TITLES.unknownCriterion);
  if (problem?.kind === 'missing') throw apiError(400, AGREEMENT_TITLES.missing(problem.names));
  const scores = Object.fromEntries(slot.criteria.map((c) => [c.id, body.scores[c.id]!]));
  await db.transaction(async (tx) => {
    await refuseUnlessBothFinal(tx, slot, moduleId);
    const now = new Date();
    await tx
      .insert(evaluationAgreements)
      .values({ patId, moduleId, candidateId, scores, remark: body.remark, decidedBy: caller.id, updatedAt: now })
      .onConflictDoUpdate({
        target: [evaluationAgreements.patId, evaluationAgreements.moduleId, evaluationAgreements.candidateId],
        set: { scores, remark: body.remark, decidedBy: caller.id, updatedAt: now },
      });
  });
  return savedOf(db, patId, moduleId, candidateId);
}

/**
 * `PUT /api/pat/{patId}/agreement/{moduleId}/{candidateId}/third-assessor` (staff): asks `teacherId` to score the
 * candidate's module as third assessor and tells them (notification type 3). Asking the same teacher again changes
 * nothing and tells nobody.
 * @returns the agreement as stored.
 * @throws apiError 404 as `recordAgreement`; 400 for someone who is not an active teacher, or a teacher already first
 *   or second assessor of the module on the PAT; 409 as `recordAgreement`, or when the previous third assessor's
 *   evaluation is final.
 */
export async function askThirdAssessor(db: Db, patId: string, moduleId: string, candidateId: string, teacherId: string): Promise<AgreementSaved> {
  const slot = await agreementSlot(db, patId, moduleId, candidateId);
  const unusedUploads: { id: string; mediaType: string }[] = [];
  await db.transaction(async (tx) => {
    const assessorIds = await refuseUnlessBothFinal(tx, slot, moduleId);
    const [teacher] = await tx
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(and(eq(users.id, teacherId), eq(users.role, 'Teacher'), eq(users.status, 'active')));
    if (!teacher) throw apiError(400, AGREEMENT_TITLES.notTeacher);
    const [planned] = await tx
      .select({ id: patAssessors.id })
      .from(patAssessors)
      .where(and(eq(patAssessors.patId, patId), eq(patAssessors.moduleId, moduleId), eq(patAssessors.teacherId, teacherId)))
      .limit(1);
    if (planned || assessorIds.includes(teacherId)) throw apiError(400, AGREEMENT_TITLES.alreadyAssessor(teacher.name));

    const key = and(eq(evaluationAgreements.patId, patId), eq(evaluationAgreements.moduleId, moduleId), eq(evaluationAgreements.candidateId, candidateId));
    const [current] = await tx.select().from(evaluationAgreements).where(key).for('update');
    if (current?.thirdAssessorId === teacherId) return;
    if (current?.thirdAssessorId) {
      const third = and(eq(evaluations.patId, patId), eq(evaluations.moduleId, moduleId), eq(evaluations.candidateId, candidateId), eq(evaluations.role, 'third'));
      const [previous] = await tx.select({ status: evaluations.status, name: users.name }).from(evaluations).innerJoin(users, eq(users.id, evaluations.assessorId)).where(third);
      if (previous?.status === 'final') throw apiError(409, AGREEMENT_TITLES.thirdFinal(previous.name));
      // The previous third assessor's draft goes: the next one scores blind, on a form of their own. Its evidence
      // photos go with it, and their uploads too once nothing else uses them (decision 030 §4: never left for the
      // public media route).
      if (previous) {
        const photos = await tx
          .select({ id: evaluationPhotos.id, uploadId: evaluationPhotos.uploadId })
          .from(evaluationPhotos)
          .innerJoin(evaluations, eq(evaluations.id, evaluationPhotos.evaluationId))
          .where(third);
        if (photos.length > 0) await tx.delete(evaluationPhotos).where(inArray(evaluationPhotos.id, photos.map((p) => p.id)));
        await tx.delete(evaluations).where(third);
        unusedUploads.push(...(await dropUnusedUploads(tx, photos.map((p) => p.uploadId))));
      }
    }
    const now = new Date();
    await tx
      .insert(evaluationAgreements)
      .values({ patId, moduleId, candidateId, scores: null, thirdAssessorId: teacherId, updatedAt: now })
      .onConflictDoUpdate({
        target: [evaluationAgreements.patId, evaluationAgreements.moduleId, evaluationAgreements.candidateId],
        set: { thirdAssessorId: teacherId, updatedAt: now },
      });
    // In the app only: no mail goes with it (docs/decisions/054-notification-mails.md).
    await insertNotices(tx, [
      {
        userId: teacherId,
        type: NOTIFICATION_TYPE.planning,
        message: AGREEMENT_TITLES.asked(slot.moduleTitle, slot.candidate.name, slot.pat.title),
        params: { pat: slot.pat.title, assessor: 'third' },
        relatedId: patId,
      },
    ]);
  });
  // Files only after the commit: a rolled-back change keeps its photos.
  for (const upload of unusedUploads) await removeUploadFiles(upload);
  return savedOf(db, patId, moduleId, candidateId);
}

const thirdEvaluation = alias(evaluations, 'third_evaluation');

/**
 * `GET /api/pat/third-assessments` (Teacher): what the caller was asked to score as third assessor, on PATs that are
 * not archived, the most recently asked first, each with the state of their own evaluation.
 */
export async function listThirdAssessments(db: Db, caller: Caller): Promise<ThirdAssessment[]> {
  const rows = await db
    .select({
      patId: pats.id,
      patTitle: pats.title,
      moduleId: modules.id,
      moduleTitle: modules.title,
      candidateId: users.id,
      candidateName: users.name,
      status: thirdEvaluation.status,
      askedAt: evaluationAgreements.updatedAt,
    })
    .from(evaluationAgreements)
    .innerJoin(pats, eq(pats.id, evaluationAgreements.patId))
    .innerJoin(modules, eq(modules.id, evaluationAgreements.moduleId))
    .innerJoin(users, eq(users.id, evaluationAgreements.candidateId))
    .leftJoin(
      thirdEvaluation,
      and(
        eq(thirdEvaluation.patId, evaluationAgreements.patId),
        eq(thirdEvaluation.moduleId, evaluationAgreements.moduleId),
        eq(thirdEvaluation.candidateId, evaluationAgreements.candidateId),
        eq(thirdEvaluation.role, 'third'),
      ),
    )
    .where(and(eq(evaluationAgreements.thirdAssessorId, caller.id), isNull(pats.archivedAt), ne(users.status, 'erased')))
    .orderBy(desc(evaluationAgreements.updatedAt), desc(pats.id));
  return rows.map((r) => ({
    pat: { id: r.patId, title: r.patTitle },
    module: { id: r.moduleId, title: r.moduleTitle },
    candidate: { id: r.candidateId, name: r.candidateName },
    state: r.status ?? 'open',
    askedAt: r.askedAt.toISOString(),
  }));
}
