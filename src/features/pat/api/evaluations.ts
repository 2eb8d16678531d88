/**
 * Evaluating on a PAT day (spec §2 /docent/pat-dag/{id}, /docent/evaluate/{patId}/{moduleId}/{candidateId};
 * docs/domain.md "PAT", "Evaluation and report"; docs/api.md "PAT"; docs/decisions/029-pat.md): a day's grid, the
 * evaluation forms of a day (kept on the teacher's tablet), one form, saving a draft, making it final and revising a
 * final one with a reason.
 *
 * - Scope (decision 003): a teacher reaches the modules they assess on the PAT (a `pat_assessors` row for that
 *   module, any day) in the role they assess in, and as role 'third' the candidate's module a coordinator asked them
 *   to score (`evaluation_agreements.third_assessor_id`, decision 030); staff read every evaluation and change none;
 *   anything else 404. A third evaluation never counts towards completing the PAT.
 * - Forms follow the PAT's pins (decision 029): the practical instructions of the pinned module version and the
 *   pinned template version, with the PAT module's knock-out criteria.
 * - The form, the save rule (highest `seq` wins, one upsert statement), finalising, revising and the blind second
 *   assessment are shared with educations (src/features/assessment/api/evaluation-form.ts; decision 035): this file
 *   resolves the PAT's slots and fills in the form's port (`patContext`).
 * - Finalising the last open evaluation of a PAT (candidates × modules × assessors) completes the PAT
 *   (`pats.completed_at`); revising one makes it incomplete again.
 * - Nothing is assessed before the work is done: saving, finalising and adding evidence photos start on the PAT's
 *   first day (Europe/Amsterdam); before it the form can be opened to prepare, and says from when (`opensOn`), and a
 *   save is 409 with that day (docs/decisions/029-pat.md, addendum).
 */
import { and, asc, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { amsterdamDay, longDayText } from '#src/lib/calendar-day';
import type { Named } from '#src/lib/contract';
import { isStaff } from '#src/lib/roles';
import type { Caller } from '#src/server/context';
import type { Db } from '#src/server/db/client';
import {
  evaluationAgreements,
  evaluations,
  locations,
  modules,
  moduleVersions,
  patAssessors,
  patCandidates,
  patDays,
  patSlots,
  patModules,
  pats,
  rooms,
  templateVersions,
  users,
} from '#src/server/db/schema';
import { apiError } from '#src/server/errors';
import { isUuid } from '#src/server/validation';
import type { DayCell, DayForms, PatDayGrid, PatSlot } from '#src/features/pat/contract';
import type { EvaluationForm, EvaluationFormBody, EvaluationSave, EvaluationSaved, evaluationReviseBody } from '#src/features/assessment/contract';
import { candidateTimes, patState } from '#src/features/pat/rules';
import {
  buildForm,
  finalizeDraft,
  formBodyOf,
  FORM_TITLES,
  loadEvaluations,
  moduleMaterial,
  reviseFinal,
  saveDraft,
  type EvaluationContext,
  type EvaluationSlot,
  type ModuleMaterial,
} from '#src/features/assessment/api/evaluation-form';
import { evidencePhotosOf } from './evidence';
import type { AssessorRole } from '#src/features/assessment/api/tables';

/** Dutch titles of the evaluation calls' own errors (the form's shared ones: assessment/api/evaluation-form.ts `FORM_TITLES`). */
export const EVALUATION_TITLES = {
  ...FORM_TITLES,
  dayNotFound: 'Deze PAT-dag bestaat niet.',
  notPlanned: 'Deze PAT is nog niet ingepland; beoordelen kan pas daarna.',
  /** Releasing the results before the PAT's last day (`day` YYYY-MM-DD; results.ts `releaseResults`). */
  releaseNotYet: (day: string) => `De resultaten kunnen pas worden vrijgegeven vanaf ${longDayText(day)}, de laatste dag van deze PAT.`,
  /** Before the PAT's first day: the form can be read, not saved (`day` YYYY-MM-DD). */
  notStarted: (day: string) => `Beoordelen kan vanaf ${longDayText(day)}, de eerste dag van deze PAT. Het formulier kun je nu al bekijken.`,
  archived: 'Deze PAT is gearchiveerd; beoordelingen kunnen niet meer worden gewijzigd.',
  released: 'De resultaten van deze PAT zijn al vrijgegeven; definitieve beoordelingen liggen vast.',
} as const;

/** The roles planned per day in `pat_assessors`; a third assessor is asked per candidate instead. */
const ROLES = ['first', 'second'] as const;

type PatRow = typeof pats.$inferSelect;

/** The PAT row, or 404 (`title`). */
async function patOr404(db: Db, patId: string, title: string = EVALUATION_TITLES.notFound): Promise<PatRow> {
  const [row] = isUuid(patId) ? await db.select().from(pats).where(eq(pats.id, patId)) : [];
  if (!row) throw apiError(404, title);
  return row;
}

/** The first day of a PAT (YYYY-MM-DD), or null without days. */
export async function firstDayOf(db: Db, patId: string): Promise<string | null> {
  const [row] = await db.select({ day: sql<string | null>`min(${patDays.day})` }).from(patDays).where(eq(patDays.patId, patId));
  return row?.day ?? null;
}

/** The last day of a PAT (YYYY-MM-DD), or null without days. */
export async function lastDayOf(db: Db, patId: string): Promise<string | null> {
  const [row] = await db.select({ day: sql<string | null>`max(${patDays.day})` }).from(patDays).where(eq(patDays.patId, patId));
  return row?.day ?? null;
}

/**
 * 409 `EVALUATION_TITLES.releaseNotYet` before the PAT's last day (Europe/Amsterdam): results are released once the
 * PAT is over, not while candidates still have a day to come (results.ts `releaseResults`).
 * @param today YYYY-MM-DD, default today in Amsterdam.
 */
export async function refuseBeforeLastDay(db: Db, patId: string, today: string = amsterdamDay()): Promise<void> {
  const lastDay = await lastDayOf(db, patId);
  if (lastDay !== null && today < lastDay) throw apiError(409, EVALUATION_TITLES.releaseNotYet(lastDay));
}

/** The roles `teacherId` assesses `moduleId` in on the PAT (any day), first before second. */
async function rolesOf(db: Db, patId: string, moduleId: string, teacherId: string): Promise<AssessorRole[]> {
  const rows = await db
    .selectDistinct({ role: patAssessors.role })
    .from(patAssessors)
    .where(and(eq(patAssessors.patId, patId), eq(patAssessors.moduleId, moduleId), eq(patAssessors.teacherId, teacherId)));
  return ROLES.filter((r) => rows.some((row) => row.role === r));
}

/**
 * True when a coordinator asked `teacherId` to score the candidate's module as third assessor
 * (`evaluation_agreements.third_assessor_id`; docs/decisions/030-pat-reflection-and-agreement.md).
 */
async function isThirdAssessor(db: Db, patId: string, moduleId: string, candidateId: string, teacherId: string): Promise<boolean> {
  const [row] = await db
    .select({ patId: evaluationAgreements.patId })
    .from(evaluationAgreements)
    .where(
      and(
        eq(evaluationAgreements.patId, patId),
        eq(evaluationAgreements.moduleId, moduleId),
        eq(evaluationAgreements.candidateId, candidateId),
        eq(evaluationAgreements.thirdAssessorId, teacherId),
      ),
    );
  return Boolean(row);
}

/** The PAT's modules (all, or `moduleIds`) with their pinned version's practical instructions and template, in order. */
async function materialOf(db: Db, patId: string, moduleIds?: string[]): Promise<ModuleMaterial[]> {
  if (moduleIds && moduleIds.length === 0) return [];
  const rows = await db
    .select({ pin: patModules, title: modules.title, content: moduleVersions.content, template: templateVersions.content })
    .from(patModules)
    .innerJoin(modules, eq(modules.id, patModules.moduleId))
    .innerJoin(moduleVersions, eq(moduleVersions.id, patModules.moduleVersionId))
    .innerJoin(templateVersions, eq(templateVersions.id, patModules.templateVersionId))
    .where(and(eq(patModules.patId, patId), moduleIds ? inArray(patModules.moduleId, moduleIds) : undefined))
    .orderBy(asc(patModules.position));
  return rows.map(moduleMaterial);
}

/** The PAT's candidates (all, or `candidateIds`), by name. */
async function candidatesOf(db: Db, patId: string, candidateIds?: string[]): Promise<Named[]> {
  if (candidateIds && candidateIds.length === 0) return [];
  return db
    .select({ id: users.id, name: users.name })
    .from(patCandidates)
    .innerJoin(users, eq(users.id, patCandidates.candidateId))
    .where(and(eq(patCandidates.patId, patId), candidateIds ? inArray(patCandidates.candidateId, candidateIds) : undefined))
    .orderBy(asc(users.name), asc(users.id));
}

/** Sets or clears `pats.completed_at` in `tx`: completed exactly when every evaluation to be made is final. */
async function settleCompletion(tx: Db, patId: string): Promise<void> {
  const candidates = await tx.$count(patCandidates, eq(patCandidates.patId, patId));
  const assessed = await tx.$count(patModules, eq(patModules.patId, patId));
  const seconds = await tx.$count(patModules, and(eq(patModules.patId, patId), eq(patModules.secondAssessor, true)));
  const final = await tx.$count(evaluations, and(eq(evaluations.patId, patId), eq(evaluations.status, 'final'), ne(evaluations.role, 'third')));
  const total = candidates * (assessed + seconds);
  if (total > 0 && final >= total) await tx.update(pats).set({ completedAt: new Date() }).where(and(eq(pats.id, patId), isNull(pats.completedAt)));
  else await tx.update(pats).set({ completedAt: null }).where(and(eq(pats.id, patId), isNotNull(pats.completedAt)));
}

/**
 * Refuses a revision once the PAT's results are released (decision 030 §3): the candidate, their contact persons
 * and the reports then rely on the final scores. Finalising and revising both lock the PAT row for the rest of their
 * change: a release and a revision cannot both pass their checks (the release updates that row only while the PAT is
 * still complete), two last evaluations finalised at once cannot each miss the other when `settleCompletion` counts,
 * and every change takes its locks in one order (the PAT, then the evaluation), so none deadlocks.
 */
async function guardRelease(tx: Db, patId: string, change: 'finalize' | 'revise'): Promise<void> {
  const [row] = await tx.select({ releasedAt: pats.resultsReleasedAt }).from(pats).where(eq(pats.id, patId)).for('update');
  if (change === 'revise' && row?.releasedAt) throw apiError(409, EVALUATION_TITLES.released);
}

/**
 * The PAT as an evaluation context (the form's port): no revision after the release (`guardRelease`); each change
 * settles its completion; its forms show their evidence photos (evidence.ts).
 */
const patContext = (pat: PatRow): EvaluationContext => ({
  kind: 'pat',
  id: pat.id,
  title: pat.title,
  guard: (tx, change) => guardRelease(tx, pat.id, change),
  settle: (tx) => settleCompletion(tx, pat.id),
  photosOf: evidencePhotosOf,
});

/**
 * A PAT's form: the shared body with the PAT's id and title, whether its results are released, and from which day it
 * can be saved (`opensOn`, the PAT's first day).
 */
const patForm = (pat: PatRow, firstDay: string | null, body: EvaluationFormBody): EvaluationForm => ({
  patId: pat.id,
  patTitle: pat.title,
  resultsReleased: pat.resultsReleasedAt !== null,
  opensOn: firstDay,
  ...body,
});

/** The slot of one evaluation as the caller may reach it, with its PAT. */
interface Slot extends EvaluationSlot {
  pat: PatRow;
}

/**
 * Resolves an evaluation's slot for the caller, or 404: the PAT, its module (pinned), a candidate planned on it,
 * and the role: a teacher's own (the asked one, which they must hold; else first when they hold it), staff the
 * asked one or first.
 */
async function slotOf(db: Db, caller: Caller, patId: string, moduleId: string, candidateId: string, asked: AssessorRole | undefined): Promise<Slot> {
  if (![patId, moduleId, candidateId].every(isUuid)) throw apiError(404, EVALUATION_TITLES.notFound);
  const pat = await patOr404(db, patId);
  let role: AssessorRole;
  if (isStaff(caller.role)) {
    role = asked ?? 'first';
  } else {
    const roles = caller.role === 'Teacher' ? await rolesOf(db, patId, moduleId, caller.id) : [];
    if (caller.role === 'Teacher' && (asked === 'third' || roles.length === 0) && (await isThirdAssessor(db, patId, moduleId, candidateId, caller.id))) roles.push('third');
    const chosen = asked ?? roles[0];
    if (!chosen || !roles.includes(chosen)) throw apiError(404, EVALUATION_TITLES.notFound);
    role = chosen;
  }
  const [[module], [candidate]] = await Promise.all([materialOf(db, patId, [moduleId]), candidatesOf(db, patId, [candidateId])]);
  if (!module || !candidate || (role !== 'first' && !module.secondAssessor)) throw apiError(404, EVALUATION_TITLES.notFound);
  return { pat, context: patContext(pat), module, candidate, role };
}

/** 409 for a PAT whose evaluations cannot change: not planned yet, or archived. */
function refuseClosedPat(pat: PatRow): void {
  if (pat.archivedAt) throw apiError(409, EVALUATION_TITLES.archived);
  if (!pat.plannedAt) throw apiError(409, EVALUATION_TITLES.notPlanned);
}

/**
 * 409 `EVALUATION_TITLES.notStarted` before the PAT's first day (Europe/Amsterdam): nothing is scored, finalised or
 * photographed before the work is done. Also used by the evidence photos (evidence.ts).
 * @param today YYYY-MM-DD, default today in Amsterdam.
 */
export async function refuseBeforeFirstDay(db: Db, patId: string, today: string = amsterdamDay()): Promise<void> {
  const firstDay = await firstDayOf(db, patId);
  if (firstDay !== null && today < firstDay) throw apiError(409, EVALUATION_TITLES.notStarted(firstDay));
}

/**
 * The day, its PAT and the module × role columns the caller sees that day: a teacher their own assessor rows of the
 * day; staff every module of the PAT as first assessor and, where the module has one, as second. 404 for a day the
 * caller does not assess on.
 */
async function dayScope(db: Db, caller: Caller, dayId: string) {
  const [day] = isUuid(dayId)
    ? await db
        .select({ day: patDays, location: locations, room: rooms })
        .from(patDays)
        .innerJoin(locations, eq(locations.id, patDays.locationId))
        .leftJoin(rooms, eq(rooms.id, patDays.roomId))
        .where(eq(patDays.id, dayId))
    : [];
  if (!day) throw apiError(404, EVALUATION_TITLES.dayNotFound);
  const pat = await patOr404(db, day.day.patId, EVALUATION_TITLES.dayNotFound);
  const material = await materialOf(db, pat.id);
  let columns: { moduleId: string; role: (typeof ROLES)[number] }[];
  if (isStaff(caller.role)) {
    columns = material.flatMap((m) => [{ moduleId: m.moduleId, role: 'first' as const }, ...(m.secondAssessor ? [{ moduleId: m.moduleId, role: 'second' as const }] : [])]);
  } else {
    const own =
      caller.role === 'Teacher'
        ? await db
            .select({ moduleId: patAssessors.moduleId, role: patAssessors.role })
            .from(patAssessors)
            .where(and(eq(patAssessors.dayId, dayId), eq(patAssessors.teacherId, caller.id)))
        : [];
    if (own.length === 0) throw apiError(404, EVALUATION_TITLES.dayNotFound);
    columns = material.flatMap((m) => ROLES.filter((r) => own.some((o) => o.moduleId === m.moduleId && o.role === r)).map((role) => ({ moduleId: m.moduleId, role })));
  }
  return { pat, day, material, columns };
}

/**
 * `GET /api/pat/day/{dayId}` (a teacher assessing that day; staff): the day as a grid of the PAT's candidates × the
 * caller's modules that day, each cell open (no evaluation yet), draft or final.
 * @throws apiError 404 for an unknown day or one the teacher does not assess on.
 */
export async function readDayGrid(db: Db, caller: Caller, dayId: string): Promise<PatDayGrid> {
  const { pat, day, material, columns } = await dayScope(db, caller, dayId);
  const { candidates, slots } = await candidatesOfDay(db, pat.id, day.day);
  const moduleIds = [...new Set(columns.map((c) => c.moduleId))];
  const rows =
    moduleIds.length > 0
      ? await db
          .select({ moduleId: evaluations.moduleId, candidateId: evaluations.candidateId, role: evaluations.role, status: evaluations.status })
          .from(evaluations)
          .where(and(eq(evaluations.patId, pat.id), inArray(evaluations.moduleId, moduleIds)))
      : [];
  const cells: DayCell[] = candidates.flatMap((candidate) =>
    columns.map(({ moduleId, role }) => {
      const found = rows.find((r) => r.candidateId === candidate.id && r.moduleId === moduleId && r.role === role);
      return { candidateId: candidate.id, moduleId, role, state: found ? found.status : 'open' };
    }),
  );
  return {
    pat: { id: pat.id, title: pat.title, state: patState({ ...pat, firstDay: await firstDayOf(db, pat.id) }, amsterdamDay()) },
    day: {
      id: day.day.id,
      day: day.day.day,
      startsAt: day.day.startsAt,
      endsAt: day.day.endsAt,
      location: { id: day.location.id, name: day.location.name, street: day.location.street, postcode: day.location.postcode, city: day.location.city },
      room: day.room ? { id: day.room.id, name: day.room.name, capacity: day.room.capacity } : null,
    },
    modules: columns.map(({ moduleId, role }) => ({ moduleId, role, title: material.find((m) => m.moduleId === moduleId)!.title })),
    candidates,
    cells,
    slots: slots.filter((sl) => moduleIds.includes(sl.moduleId)),
  };
}

/**
 * The candidates of PAT `patId` who are there on `day` (docs/decisions/057-pat-time-slots.md: all of them when nobody
 * has time slots; a candidate with slots on the PAT only on a day they have one), in the order of their first slot
 * that day (those there all day first), then by name; with that day's slots by start.
 */
async function candidatesOfDay(db: Db, patId: string, day: typeof patDays.$inferSelect): Promise<{ candidates: Named[]; slots: PatSlot[] }> {
  const [all, slotRows] = await Promise.all([
    candidatesOf(db, patId),
    db
      .select({ dayId: patSlots.dayId, moduleId: patSlots.moduleId, candidateId: patSlots.candidateId, startsAt: patSlots.startsAt, endsAt: patSlots.endsAt })
      .from(patSlots)
      .where(eq(patSlots.patId, patId))
      .orderBy(asc(patSlots.startsAt)),
  ]);
  const times = new Map(all.map((c) => [c.id, candidateTimes(day, slotRows.filter((sl) => sl.candidateId === c.id))]));
  const candidates = all
    .filter((c) => times.get(c.id) !== null)
    .map((c, index) => ({ c, index, start: slotRows.some((sl) => sl.candidateId === c.id) ? times.get(c.id)!.startsAt : '' }))
    .sort((a, b) => a.start.localeCompare(b.start) || a.index - b.index)
    .map((x) => x.c);
  return { candidates, slots: slotRows.filter((sl) => sl.dayId === day.id) };
}

/**
 * `GET /api/pat/day/{dayId}/forms` (a teacher assessing that day; staff): every evaluation form of the day's grid
 * (candidates × the caller's module columns), by candidate, then module order — what the tablet keeps for the day.
 * @throws apiError 404 as `readDayGrid`.
 */
export async function readDayForms(db: Db, caller: Caller, dayId: string): Promise<DayForms> {
  const { pat, material, columns } = await dayScope(db, caller, dayId);
  const candidates = await candidatesOf(db, pat.id);
  const loaded = await loadEvaluations(
    db,
    patContext(pat),
    [...new Set(columns.map((c) => c.moduleId))],
    candidates.map((c) => c.id),
  );
  const firstDay = await firstDayOf(db, pat.id);
  const forms = candidates.flatMap((candidate) =>
    columns.map(({ moduleId, role }) => patForm(pat, firstDay, buildForm(material.find((m) => m.moduleId === moduleId)!, candidate, role, loaded))),
  );
  return { dayId, forms };
}

/**
 * `GET /api/pat/{patId}/evaluation/{moduleId}/{candidateId}` (the teacher assessing the module; staff): the form.
 * @param role `?role=`: which assessor's evaluation (see `slotOf`).
 * @throws apiError 404 outside the caller's scope, for a module not on the PAT or a candidate not planned on it.
 */
export async function readEvaluation(db: Db, caller: Caller, patId: string, moduleId: string, candidateId: string, role?: AssessorRole): Promise<EvaluationForm> {
  const slot = await slotOf(db, caller, patId, moduleId, candidateId, role);
  return patForm(slot.pat, await firstDayOf(db, patId), await formBodyOf(db, slot));
}

/**
 * `PUT /api/pat/{patId}/evaluation/{moduleId}/{candidateId}` (the teacher assessing the module): saves the whole
 * draft when `seq` is above the stored one (the first save creates the evaluation on the pinned template version);
 * otherwise changes nothing and answers the stored seq (decision 007). One statement, so nothing is half-saved.
 * @throws apiError 400 for a criterion id not of the pinned template; 404 as `readEvaluation`; 409 when the
 *   evaluation is final (revise first), the PAT is not planned or archived, or its first day has not come.
 */
export async function saveEvaluation(
  db: Db,
  caller: Caller,
  patId: string,
  moduleId: string,
  candidateId: string,
  body: EvaluationSave,
  role?: AssessorRole,
): Promise<EvaluationSaved> {
  const slot = await slotOf(db, caller, patId, moduleId, candidateId, role);
  refuseClosedPat(slot.pat);
  await refuseBeforeFirstDay(db, patId);
  return saveDraft(db, caller, slot, body);
}

/**
 * `POST …/evaluation/{moduleId}/{candidateId}/finalize` (the teacher assessing the module): makes the draft final
 * when every criterion of the pinned template is scored; when it was the PAT's last open evaluation, the PAT is
 * completed. @returns the form as it is now.
 * @throws apiError 400 naming the criteria not scored yet (Dutch); 404 as `readEvaluation`; 409 when it is final
 *   already, the PAT is not planned or archived, or its first day has not come.
 */
export async function finalizeEvaluation(db: Db, caller: Caller, patId: string, moduleId: string, candidateId: string, role?: AssessorRole): Promise<EvaluationForm> {
  const slot = await slotOf(db, caller, patId, moduleId, candidateId, role);
  refuseClosedPat(slot.pat);
  await refuseBeforeFirstDay(db, patId);
  return patForm(slot.pat, await firstDayOf(db, patId), await finalizeDraft(db, slot));
}

/**
 * `POST …/evaluation/{moduleId}/{candidateId}/revise` (the teacher assessing the module): keeps the final version
 * in `evaluation_versions` with the reason and starts the next version as a draft with the same scores; the PAT is
 * no longer completed. @returns the form as it is now.
 * @throws apiError 404 as `readEvaluation`; 409 when the evaluation is not final, the PAT is not planned or archived,
 *   or its results are released (decision 030 §3).
 */
export async function reviseEvaluation(
  db: Db,
  caller: Caller,
  patId: string,
  moduleId: string,
  candidateId: string,
  body: z.output<typeof evaluationReviseBody>,
  role?: AssessorRole,
): Promise<EvaluationForm> {
  const slot = await slotOf(db, caller, patId, moduleId, candidateId, role);
  refuseClosedPat(slot.pat);
  return patForm(slot.pat, await firstDayOf(db, patId), await reviseFinal(db, caller, slot, body));
}
