/**
 * Evaluating an education's candidates (spec §2 /docent/opleiding/candidate/evaluate/{id}, /cp/education/{id};
 * docs/domain.md "education", "Evaluation and report"; docs/api.md "Education";
 * docs/decisions/035-education-evaluations.md): the grid of enrolled candidates × modules, one form, saving a draft,
 * making it final, revising a final one with a reason, and releasing the results.
 *
 * - The form, the save rule (highest `seq` wins in one upsert, decision 007), finalising and revising are shared with
 *   PATs (src/features/assessment/api/evaluation-form.ts); this file resolves the education's slots, fills in the
 *   form's port (`educationContext`) and adds its own rules.
 * - Scope (decision 003): every teacher of the education (`education_teachers`) evaluates its enrolled candidates on
 *   its modules, always as role 'first' (one assessor, decision 035 §2); staff read every evaluation and change none;
 *   a teacher of another education, an unknown education, module or candidate: 404.
 * - Changes need an opened education that is not archived (409), its first lesson day (nothing is assessed before
 *   anything was taught) and a candidate whose enrolment day has come (decision 035 §3: evaluated from the day they
 *   enrolled on): 409 before the later of the two, which the form names (`opensOn`).
 * - Release (staff): every enrolled candidate has a final evaluation on every module (409 otherwise), sets
 *   `educations.results_released_at` and tells each candidate (notification type 2, `params.education`). After it a
 *   final evaluation stands: revising is refused (409), as is a second release.
 */
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { amsterdamDay, longDayText } from '#src/lib/calendar-day';
import type { Named } from '#src/lib/contract';
import { isStaff } from '#src/lib/roles';
import type { Caller } from '#src/server/context';
import type { Db } from '#src/server/db/client';
import {
  educationCandidates,
  educationLessons,
  educationModules,
  educations,
  educationTeachers,
  evaluations,
  modules,
  moduleVersions,
  templateVersions,
  users,
} from '#src/server/db/schema';
import { apiError } from '#src/server/errors';
import { isUuid } from '#src/server/validation';
import { notificationHref, NOTIFICATION_TYPE } from '#src/features/mailbox/notification-links';
import { availableMail, notify } from '#src/features/mailbox/api/notify';
import type { MailOutbox } from '#src/server/mail/outbox';
import type { EducationEvaluationForm, EvaluationFormBody, EvaluationSave, EvaluationSaved, evaluationReviseBody } from '#src/features/assessment/contract';
import {
  finalizeDraft,
  formBodyOf,
  FORM_TITLES,
  inContext,
  moduleMaterial,
  reviseFinal,
  saveDraft,
  type EvaluationContext,
  type EvaluationSlot,
  type ModuleMaterial,
} from '#src/features/assessment/api/evaluation-form';
import type { EducationEvaluationGrid, EducationRelease } from '#src/features/educations/contract';
import { educationState } from '#src/features/educations/state';
import type { OnResultsReleased } from '#src/features/assessment/api/assessment';

/** Dutch titles of the education's evaluation calls (the form's shared ones: assessment/api/evaluation-form.ts `FORM_TITLES`). */
export const EDUCATION_EVALUATION_TITLES = {
  ...FORM_TITLES,
  educationNotFound: 'Deze opleiding bestaat niet.',
  notOpened: 'Deze opleiding is nog niet geopend; beoordelen kan pas daarna.',
  archived: 'Deze opleiding is gearchiveerd; beoordelingen kunnen niet meer worden gewijzigd.',
  notYetEnrolled: (day: string) => `Deze kandidaat is ingeschreven vanaf ${longDayText(day)}; beoordelen kan vanaf die dag.`,
  /** Before the first lesson day (`day` YYYY-MM-DD). */
  notStarted: (day: string) => `Beoordelen kan vanaf ${longDayText(day)}, de eerste lesdag van deze opleiding. Het formulier kun je nu al bekijken.`,
  released: 'De resultaten van deze opleiding zijn vrijgegeven; een definitieve beoordeling ligt nu vast.',
  alreadyReleased: 'De resultaten van deze opleiding zijn al vrijgegeven.',
  notReady: 'De resultaten kunnen pas worden vrijgegeven als elke kandidaat op elke module een definitieve beoordeling heeft.',
  releasedMessage: (title: string) => `De resultaten van ${title} zijn bekend.`,
} as const;

const T = EDUCATION_EVALUATION_TITLES;

type EducationRow = typeof educations.$inferSelect;

/**
 * The education the caller may evaluate or read, or 404 (`title`): staff every one, a teacher one they teach.
 * @throws apiError 404.
 */
async function educationInScope(db: Db, caller: Caller, id: string, title: string = T.notFound): Promise<EducationRow> {
  const [row] = isUuid(id) ? await db.select().from(educations).where(eq(educations.id, id)) : [];
  if (!row) throw apiError(404, title);
  if (isStaff(caller.role)) return row;
  const [teaches] =
    caller.role === 'Teacher'
      ? await db
          .select({ id: educationTeachers.teacherId })
          .from(educationTeachers)
          .where(and(eq(educationTeachers.educationId, id), eq(educationTeachers.teacherId, caller.id)))
      : [];
  if (!teaches) throw apiError(404, title);
  return row;
}

/** The education's modules (all, or `moduleIds`) with their pinned version's practical instructions and template, in order. */
async function materialOf(db: Db, educationId: string, moduleIds?: string[]): Promise<ModuleMaterial[]> {
  const rows = await db
    .select({ pin: educationModules, title: modules.title, content: moduleVersions.content, template: templateVersions.content })
    .from(educationModules)
    .innerJoin(modules, eq(modules.id, educationModules.moduleId))
    .innerJoin(moduleVersions, eq(moduleVersions.id, educationModules.moduleVersionId))
    .innerJoin(templateVersions, eq(templateVersions.id, educationModules.templateVersionId))
    .where(and(eq(educationModules.educationId, educationId), moduleIds ? inArray(educationModules.moduleId, moduleIds) : undefined))
    .orderBy(asc(educationModules.position));
  return rows.map(moduleMaterial);
}

/** The education's enrolled candidates (all, or `candidateIds`) with their enrolment day, by name. */
async function candidatesOf(db: Db, educationId: string, candidateIds?: string[]): Promise<(Named & { enrolledOn: string })[]> {
  return db
    .select({ id: users.id, name: users.name, enrolledOn: educationCandidates.enrolledOn })
    .from(educationCandidates)
    .innerJoin(users, eq(users.id, educationCandidates.candidateId))
    .where(and(eq(educationCandidates.educationId, educationId), candidateIds ? inArray(educationCandidates.candidateId, candidateIds) : undefined))
    .orderBy(asc(users.name), asc(users.id));
}

/** Refuses a revision once the results are released; locks the education row against a release meanwhile. */
async function guardRelease(tx: Db, educationId: string, change: 'finalize' | 'revise'): Promise<void> {
  const [row] = await tx.select({ releasedAt: educations.resultsReleasedAt }).from(educations).where(eq(educations.id, educationId)).for('share');
  if (change === 'revise' && row?.releasedAt) throw apiError(409, T.released);
}

/** The education as an evaluation context (the form's port; decision 035): no evidence photos, no completion to settle. */
const educationContext = (education: EducationRow): EvaluationContext => ({
  kind: 'education',
  id: education.id,
  title: education.title,
  guard: (tx, change) => guardRelease(tx, education.id, change),
});

/**
 * An education's form: the shared body with the education's id and title, whether its results are released, and from
 * which day it can be saved (`opensOn`, see `opensOn`).
 */
const educationForm = (slot: Slot, body: EvaluationFormBody): EducationEvaluationForm => ({
  educationId: slot.education.id,
  educationTitle: slot.education.title,
  resultsReleased: slot.education.resultsReleasedAt !== null,
  opensOn: opensOn(slot),
  ...body,
});

/** The slot of one evaluation as the caller may reach it, with its education, first lesson day and the candidate's enrolment day. */
interface Slot extends EvaluationSlot {
  education: EducationRow;
  /** YYYY-MM-DD; null without lessons. */
  firstDay: string | null;
  enrolledOn: string;
}

/** The first day the slot's evaluation can be saved: the later of the first lesson day and the enrolment day. */
const opensOn = (slot: Slot): string => (slot.firstDay !== null && slot.firstDay > slot.enrolledOn ? slot.firstDay : slot.enrolledOn);

/** The first lesson day of an education (YYYY-MM-DD), or null without lessons. */
async function firstDayOf(db: Db, educationId: string): Promise<string | null> {
  const [row] = await db.select({ day: sql<string | null>`min(${educationLessons.day})` }).from(educationLessons).where(eq(educationLessons.educationId, educationId));
  return row?.day ?? null;
}

/**
 * Resolves an evaluation's slot for the caller, or 404: the education in scope, its module (pinned) and a candidate
 * enrolled on it; the role is always 'first'.
 */
async function slotOf(db: Db, caller: Caller, educationId: string, moduleId: string, candidateId: string): Promise<Slot> {
  if (![educationId, moduleId, candidateId].every(isUuid)) throw apiError(404, T.notFound);
  const education = await educationInScope(db, caller, educationId);
  const [[module], [candidate], firstDay] = await Promise.all([
    materialOf(db, educationId, [moduleId]),
    candidatesOf(db, educationId, [candidateId]),
    firstDayOf(db, educationId),
  ]);
  if (!module || !candidate) throw apiError(404, T.notFound);
  return {
    education,
    context: educationContext(education),
    module,
    candidate: { id: candidate.id, name: candidate.name },
    role: 'first',
    firstDay,
    enrolledOn: candidate.enrolledOn,
  };
}

/**
 * 409 for a slot whose evaluation cannot change now: the education not opened or archived, its first lesson day not
 * come, the candidate not enrolled yet.
 */
function refuseClosed(slot: Slot): void {
  if (slot.education.archivedAt) throw apiError(409, T.archived);
  if (!slot.education.openedAt) throw apiError(409, T.notOpened);
  const today = amsterdamDay();
  if (slot.firstDay !== null && slot.firstDay > today && slot.firstDay >= slot.enrolledOn) throw apiError(409, T.notStarted(slot.firstDay));
  if (slot.enrolledOn > today) throw apiError(409, T.notYetEnrolled(slot.enrolledOn));
}

/** Final evaluations of the education's enrolled candidates on its modules, and how many there are to be made. */
async function finalCount(db: Db, educationId: string): Promise<{ final: number; total: number }> {
  const candidates = await db.$count(educationCandidates, eq(educationCandidates.educationId, educationId));
  const moduleCount = await db.$count(educationModules, eq(educationModules.educationId, educationId));
  const [row] = await db
    .select({ n: count() })
    .from(evaluations)
    .innerJoin(educationCandidates, and(eq(educationCandidates.educationId, evaluations.educationId), eq(educationCandidates.candidateId, evaluations.candidateId)))
    .innerJoin(educationModules, and(eq(educationModules.educationId, evaluations.educationId), eq(educationModules.moduleId, evaluations.moduleId)))
    .where(and(eq(evaluations.educationId, educationId), eq(evaluations.status, 'final'), eq(evaluations.role, 'first')));
  return { final: row?.n ?? 0, total: candidates * moduleCount };
}

/**
 * `GET /api/education/{id}/evaluations` (a teacher of the education; staff): the enrolled candidates × the modules,
 * each cell open (no evaluation yet), draft or final, with the counts and whether evaluating and releasing are open.
 * @throws apiError 404 for an unknown education or one the teacher does not teach.
 */
export async function readEvaluationGrid(db: Db, caller: Caller, educationId: string): Promise<EducationEvaluationGrid> {
  const education = await educationInScope(db, caller, educationId, T.educationNotFound);
  const [material, candidates, rows, counts, [first]] = await Promise.all([
    materialOf(db, educationId),
    candidatesOf(db, educationId),
    db
      .select({ moduleId: evaluations.moduleId, candidateId: evaluations.candidateId, status: evaluations.status })
      .from(evaluations)
      .where(and(inContext({ kind: 'education', id: educationId }), eq(evaluations.role, 'first'))),
    finalCount(db, educationId),
    db.select({ day: sql<string | null>`min(${educationLessons.day})` }).from(educationLessons).where(eq(educationLessons.educationId, educationId)),
  ]);
  const cells = candidates.flatMap((candidate) =>
    material.map(({ moduleId }) => {
      const found = rows.find((r) => r.candidateId === candidate.id && r.moduleId === moduleId);
      return { candidateId: candidate.id, moduleId, state: found ? found.status : ('open' as const) };
    }),
  );
  return {
    education: {
      id: education.id,
      title: education.title,
      state: educationState({ ...education, firstDay: first?.day ?? null }, amsterdamDay()),
      resultsReleasedAt: education.resultsReleasedAt?.toISOString() ?? null,
    },
    modules: material.map((m) => ({ id: m.moduleId, name: m.title })),
    candidates,
    cells,
    ...counts,
    open: Boolean(education.openedAt && !education.archivedAt),
    releasable: !education.resultsReleasedAt && counts.total > 0 && counts.final >= counts.total,
  };
}

/**
 * `GET /api/education/{id}/evaluation/{moduleId}/{candidateId}` (a teacher of the education; staff): the form.
 * @throws apiError 404 outside the caller's scope, for a module not on the education or a candidate not enrolled.
 */
export async function readEvaluation(db: Db, caller: Caller, educationId: string, moduleId: string, candidateId: string): Promise<EducationEvaluationForm> {
  const slot = await slotOf(db, caller, educationId, moduleId, candidateId);
  return educationForm(slot, await formBodyOf(db, slot));
}

/**
 * `PUT /api/education/{id}/evaluation/{moduleId}/{candidateId}` (a teacher of the education): saves the whole draft
 * when `seq` is above the stored one (assessment/api/evaluation-form.ts `saveDraft`, decision 007).
 * @throws apiError 400 for a criterion id not of the pinned template; 404 as `readEvaluation`; 409 when the
 *   evaluation is final (revise first), the education is not opened or archived, its first lesson day has not come,
 *   or the candidate is not enrolled yet.
 */
export async function saveEvaluation(db: Db, caller: Caller, educationId: string, moduleId: string, candidateId: string, body: EvaluationSave): Promise<EvaluationSaved> {
  const slot = await slotOf(db, caller, educationId, moduleId, candidateId);
  refuseClosed(slot);
  return saveDraft(db, caller, slot, body);
}

/**
 * `POST …/evaluation/{moduleId}/{candidateId}/finalize` (a teacher of the education): makes the draft final when
 * every criterion of the pinned template is scored. @returns the form as it is now.
 * @throws apiError 400 naming the criteria not scored yet; 404 as `readEvaluation`; 409 final already, or as `saveEvaluation`.
 */
export async function finalizeEvaluation(db: Db, caller: Caller, educationId: string, moduleId: string, candidateId: string): Promise<EducationEvaluationForm> {
  const slot = await slotOf(db, caller, educationId, moduleId, candidateId);
  refuseClosed(slot);
  return educationForm(slot, await finalizeDraft(db, slot));
}

/**
 * `POST …/evaluation/{moduleId}/{candidateId}/revise` (a teacher of the education): keeps the final version with the
 * reason and starts the next version as a draft. @returns the form as it is now.
 * @throws apiError 404 as `readEvaluation`; 409 when not final, once the results are released, or as `saveEvaluation`.
 */
export async function reviseEvaluation(
  db: Db,
  caller: Caller,
  educationId: string,
  moduleId: string,
  candidateId: string,
  body: z.output<typeof evaluationReviseBody>,
): Promise<EducationEvaluationForm> {
  const slot = await slotOf(db, caller, educationId, moduleId, candidateId);
  refuseClosed(slot);
  return educationForm(slot, await reviseFinal(db, caller, slot, body));
}

/**
 * `POST /api/education/{id}/release` (staff): releases the results once every enrolled candidate has a final
 * evaluation on every module; every candidate is told (notification type 2, `params.education`, relatedId the
 * education) and mailed when they chose so (kind `results`, only that they are there; decision 054). The education row is locked meanwhile, so a revision cannot slip in between check and release.
 * `onReleased` runs in the same transaction (certificates for those who passed; docs/decisions/058-certificates.md).
 * @throws apiError 404 unknown; 409 released already, or an evaluation still open or draft (or nothing to release).
 */
export async function releaseResults(db: Db, caller: Caller, educationId: string, outbox: MailOutbox, onReleased?: OnResultsReleased): Promise<EducationRelease> {
  const education = await educationInScope(db, caller, educationId, T.educationNotFound);
  if (!isStaff(caller.role)) throw apiError(404, T.educationNotFound);
  return db.transaction(async (tx) => {
    const [locked] = await tx.select({ releasedAt: educations.resultsReleasedAt }).from(educations).where(eq(educations.id, educationId)).for('update');
    if (locked?.releasedAt) throw apiError(409, T.alreadyReleased);
    const { final, total } = await finalCount(tx, educationId);
    if (total === 0 || final < total) throw apiError(409, T.notReady);
    const [updated] = await tx
      .update(educations)
      .set({ resultsReleasedAt: new Date() })
      .where(eq(educations.id, educationId))
      .returning({ at: educations.resultsReleasedAt });
    const candidates = await tx.select({ id: educationCandidates.candidateId }).from(educationCandidates).where(eq(educationCandidates.educationId, educationId));
    const notice = { type: NOTIFICATION_TYPE.result, message: T.releasedMessage(education.title), params: { education: education.title }, relatedId: educationId };
    await notify(
      tx,
      outbox,
      candidates.map((c) => ({ userId: c.id, ...notice })),
      availableMail('results', education.title, (to) => notificationHref(to.role, notice)),
    );
    await onReleased?.(tx, { kind: 'education', id: educationId });
    return { id: educationId, resultsReleasedAt: updated!.at!.toISOString() };
  });
}
