/**
 * Evaluating on a PAT day (spec §2 /docent/pat-dag/{id}, /docent/evaluate/{patId}/{moduleId}/{candidateId};
 * domain.md "PAT", "Evaluation and report"; docs/api.md "PAT"; docs/decisions/029-pat.md): a day's grid, the
 * evaluation forms of a day (kept on the teacher's tablet), one form, saving a draft, making it final and revising a
 * final one with a reason.
 *
 * - Scope (decision 003): a teacher reaches the modules they assess on the PAT (a `pat_assessors` row for that
 *   module, any day) in the role they assess in, and as role 'third' the candidate's module a coordinator asked them
 *   to score (`evaluation_agreements.third_assessor_id`, decision 030); staff read every evaluation and change none;
 *   anything else 404. A third evaluation never counts towards completing the PAT.
 * - Forms follow the PAT's pins (decision 029): the practical instructions of the pinned module version and the
 *   pinned template version, with the PAT module's knock-out criteria.
 * - Saves carry the device's sequence number and the highest wins (decision 007): one upsert statement writes the
 *   draft only over a lower `seq` of a draft, so a late retry never overwrites a newer save and nothing is half-saved.
 * - Blind second assessment: `other` (the other assessor's scores) is given only when both evaluations are final;
 *   then `divergent` names the criteria two points or more apart (rules.ts `divergences`).
 * - Finalising the last open evaluation of a PAT (candidates × modules × assessors) completes the PAT
 *   (`pats.completed_at`); revising one makes it incomplete again.
 */
import { and, asc, desc, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { amsterdamDay } from '#src/lib/calendar-day';
import type { Named } from '#src/lib/contract';
import { isStaff } from '#src/lib/roles';
import type { Caller } from '#src/server/context';
import type { Db } from '#src/server/db/client';
import {
  evaluationAgreements,
  evaluations,
  evaluationVersions,
  locations,
  modules,
  moduleVersions,
  patAssessors,
  patCandidates,
  patDays,
  patModules,
  pats,
  rooms,
  templateVersions,
  users,
} from '#src/server/db/schema';
import { apiError } from '#src/server/errors';
import { isUuid } from '#src/server/validation';
import { renderRichText } from '#src/features/content/api/rich-text';
import type { Localized } from '#src/features/content/model';
import type { TemplateContent } from '#src/features/content/template';
import type { DayCell, DayForms, EvaluationForm, EvaluationSave, EvaluationSaved, PatDayGrid, evaluationReviseBody } from '#src/features/pat/contract';
import { divergences, patState } from '#src/features/pat/rules';
import { evidencePhotosOf } from './evidence';
import type { AssessorRole, EvaluationScores } from './tables';

/** Dutch titles of the evaluation calls' own errors. */
export const EVALUATION_TITLES = {
  notFound: 'Deze beoordeling bestaat niet.',
  dayNotFound: 'Deze PAT-dag bestaat niet.',
  unknownCriterion: 'Criterium: dit criterium hoort niet bij het beoordelingssjabloon van deze module.',
  notPlanned: 'Deze PAT is nog niet ingepland; beoordelen kan pas daarna.',
  archived: 'Deze PAT is gearchiveerd; beoordelingen kunnen niet meer worden gewijzigd.',
  final: 'Deze beoordeling is definitief. Kies ‘Wijzigen’ en geef een reden om haar te veranderen.',
  alreadyFinal: 'Deze beoordeling is al definitief.',
  notFinal: 'Alleen een definitieve beoordeling kan worden gewijzigd.',
  missing: (names: string[]) => `Scoor eerst alle criteria. Nog niet gescoord: ${names.join(', ')}.`,
} as const;

/** The roles planned per day in `pat_assessors`; a third assessor is asked per candidate instead. */
const ROLES = ['first', 'second'] as const;

/** A module of a PAT as the forms need it: pinned instructions and template. */
interface ModuleMaterial {
  moduleId: string;
  title: string;
  position: number;
  passPercent: number;
  knockOut: string[];
  secondAssessor: boolean;
  templateVersionId: string;
  template: TemplateContent;
  instructions: Localized[];
}

type PatRow = typeof pats.$inferSelect;
type EvaluationRow = typeof evaluations.$inferSelect;

/** The PAT row, or 404 (`title`). */
async function patOr404(db: Db, patId: string, title: string = EVALUATION_TITLES.notFound): Promise<PatRow> {
  const [row] = isUuid(patId) ? await db.select().from(pats).where(eq(pats.id, patId)) : [];
  if (!row) throw apiError(404, title);
  return row;
}

/** The first day of a PAT, or null. */
async function firstDayOf(db: Db, patId: string): Promise<string | null> {
  const [row] = await db.select({ day: sql<string | null>`min(${patDays.day})` }).from(patDays).where(eq(patDays.patId, patId));
  return row?.day ?? null;
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
    .select({ pm: patModules, title: modules.title, content: moduleVersions.content, template: templateVersions.content })
    .from(patModules)
    .innerJoin(modules, eq(modules.id, patModules.moduleId))
    .innerJoin(moduleVersions, eq(moduleVersions.id, patModules.moduleVersionId))
    .innerJoin(templateVersions, eq(templateVersions.id, patModules.templateVersionId))
    .where(and(eq(patModules.patId, patId), moduleIds ? inArray(patModules.moduleId, moduleIds) : undefined))
    .orderBy(asc(patModules.position));
  return rows.map((r) => ({
    moduleId: r.pm.moduleId,
    title: r.title,
    position: r.pm.position,
    passPercent: r.pm.passPercent,
    knockOut: r.pm.knockOut,
    secondAssessor: r.pm.secondAssessor,
    templateVersionId: r.pm.templateVersionId,
    template: r.template,
    instructions: r.content.parts.flatMap((p) => (p.type === 'practical' ? [p.instructions] : [])),
  }));
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

/** Everything the forms of some modules and candidates of one PAT are made from, in a few queries. */
async function formMaterial(db: Db, pat: PatRow, moduleIds: string[], candidateIds?: string[]) {
  const [material, candidates] = await Promise.all([materialOf(db, pat.id, moduleIds), candidatesOf(db, pat.id, candidateIds)]);
  const ids = candidates.map((c) => c.id);
  const rows =
    material.length > 0 && ids.length > 0
      ? await db
          .select({ evaluation: evaluations, assessorName: users.name })
          .from(evaluations)
          .innerJoin(users, eq(users.id, evaluations.assessorId))
          .where(
            and(
              eq(evaluations.patId, pat.id),
              inArray(
                evaluations.moduleId,
                material.map((m) => m.moduleId),
              ),
              inArray(evaluations.candidateId, ids),
            ),
          )
      : [];
  const evaluationIds = rows.map((r) => r.evaluation.id);
  const history =
    evaluationIds.length > 0
      ? await db
          .select({ version: evaluationVersions, assessorName: users.name })
          .from(evaluationVersions)
          .innerJoin(users, eq(users.id, evaluationVersions.assessorId))
          .where(inArray(evaluationVersions.evaluationId, evaluationIds))
          .orderBy(desc(evaluationVersions.version))
      : [];
  const photos = await evidencePhotosOf(db, evaluationIds);
  return { material, candidates, rows, history, photos };
}

type Material = Awaited<ReturnType<typeof formMaterial>>;

/** Every criterion of the template with its score from `scores` (unscored: null, remark ''), in template order. */
function fullScores(template: TemplateContent, scores: EvaluationScores | undefined): EvaluationScores {
  return Object.fromEntries(template.criteria.map((c) => [c.id, { score: scores?.[c.id]?.score ?? null, remark: scores?.[c.id]?.remark ?? '' }]));
}

/** One evaluation form from the loaded material (see the module comment for `other` and `divergent`). */
function buildForm(pat: PatRow, m: ModuleMaterial, candidate: Named, role: AssessorRole, material: Material): EvaluationForm {
  const find = (r: AssessorRole) =>
    material.rows.find((row) => row.evaluation.moduleId === m.moduleId && row.evaluation.candidateId === candidate.id && row.evaluation.role === r);
  const own = find(role);
  const otherRole = role === 'first' ? 'second' : 'first';
  // A third assessor scores blind and sees no other evaluation; the coordinator compares all three (progress page).
  const other = m.secondAssessor && role !== 'third' ? find(otherRole) : undefined;
  const bothFinal = own?.evaluation.status === 'final' && other?.evaluation.status === 'final';
  const ownScores = fullScores(m.template, own?.evaluation.scores);
  const otherScores = bothFinal ? fullScores(m.template, other!.evaluation.scores) : null;
  const knockOut = new Set(m.knockOut);
  return {
    patId: pat.id,
    patTitle: pat.title,
    moduleId: m.moduleId,
    moduleTitle: m.title,
    candidate,
    role,
    instructions: m.instructions,
    instructionsHtml: m.instructions.map((text) => renderRichText(text.nl)),
    template: {
      name: m.template.name,
      criteria: m.template.criteria.map((c) => ({ id: c.id, name: c.name, description: c.description, weight: c.weight, knockOut: knockOut.has(c.id) })),
      scale: m.template.scale,
    },
    passPercent: m.passPercent,
    evaluation: {
      scores: ownScores,
      remark: own?.evaluation.remark ?? '',
      status: own?.evaluation.status ?? 'draft',
      version: own?.evaluation.version ?? 1,
      seq: own?.evaluation.seq ?? 0,
      finalizedAt: own?.evaluation.finalizedAt?.toISOString() ?? null,
    },
    other:
      bothFinal && otherScores
        ? { role: otherRole, assessor: { id: other!.evaluation.assessorId, name: other!.assessorName }, scores: otherScores, remark: other!.evaluation.remark }
        : null,
    divergent: bothFinal && otherScores ? divergences(m.template.criteria, role === 'first' ? ownScores : otherScores, role === 'first' ? otherScores : ownScores) : [],
    history: own
      ? material.history
          .filter((h) => h.version.evaluationId === own.evaluation.id)
          .map((h) => ({
            version: h.version.version,
            finalizedAt: h.version.finalizedAt.toISOString(),
            reason: h.version.reason,
            assessor: { id: h.version.assessorId, name: h.assessorName },
          }))
      : [],
    photos: own ? (material.photos.get(own.evaluation.id) ?? []) : [],
  };
}

/** The slot of one evaluation as the caller may reach it. */
interface Slot {
  pat: PatRow;
  module: ModuleMaterial;
  candidate: Named;
  role: AssessorRole;
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
  return { pat, module, candidate, role };
}

/** The form of a resolved slot, read fresh (with `db`, a transaction's too). */
async function formOfSlot(db: Db, slot: Slot): Promise<EvaluationForm> {
  const material = await formMaterial(db, slot.pat, [slot.module.moduleId], [slot.candidate.id]);
  return buildForm(slot.pat, slot.module, slot.candidate, slot.role, material);
}

/** 409 for a PAT whose evaluations cannot change: not planned yet, or archived. */
function refuseClosedPat(pat: PatRow): void {
  if (pat.archivedAt) throw apiError(409, EVALUATION_TITLES.archived);
  if (!pat.plannedAt) throw apiError(409, EVALUATION_TITLES.notPlanned);
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
  const candidates = await candidatesOf(db, pat.id);
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
  };
}

/**
 * `GET /api/pat/day/{dayId}/forms` (a teacher assessing that day; staff): every evaluation form of the day's grid
 * (candidates × the caller's module columns), by candidate, then module order — what the tablet keeps for the day.
 * @throws apiError 404 as `readDayGrid`.
 */
export async function readDayForms(db: Db, caller: Caller, dayId: string): Promise<DayForms> {
  const { pat, material, columns } = await dayScope(db, caller, dayId);
  const loaded = await formMaterial(db, pat, [...new Set(columns.map((c) => c.moduleId))]);
  const forms = loaded.candidates.flatMap((candidate) =>
    columns.map(({ moduleId, role }) => buildForm(pat, material.find((m) => m.moduleId === moduleId)!, candidate, role, loaded)),
  );
  return { dayId, forms };
}

/**
 * `GET /api/pat/{patId}/evaluation/{moduleId}/{candidateId}` (the teacher assessing the module; staff): the form.
 * @param role `?role=`: which assessor's evaluation (see `slotOf`).
 * @throws apiError 404 outside the caller's scope, for a module not on the PAT or a candidate not planned on it.
 */
export async function readEvaluation(db: Db, caller: Caller, patId: string, moduleId: string, candidateId: string, role?: AssessorRole): Promise<EvaluationForm> {
  return formOfSlot(db, await slotOf(db, caller, patId, moduleId, candidateId, role));
}

/**
 * `PUT /api/pat/{patId}/evaluation/{moduleId}/{candidateId}` (the teacher assessing the module): saves the whole
 * draft when `seq` is above the stored one (the first save creates the evaluation on the pinned template version);
 * otherwise changes nothing and answers the stored seq (decision 007). One statement, so nothing is half-saved.
 * @throws apiError 400 for a criterion id not of the pinned template; 404 as `readEvaluation`; 409 when the
 *   evaluation is final (revise first) or the PAT is not planned or archived.
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
  const known = new Set(slot.module.template.criteria.map((c) => c.id));
  if (Object.keys(body.scores).some((id) => !known.has(id))) throw apiError(400, EVALUATION_TITLES.unknownCriterion);
  const scores = fullScores(slot.module.template, body.scores);
  const [saved] = await db
    .insert(evaluations)
    .values({
      patId,
      moduleId,
      candidateId,
      role: slot.role,
      assessorId: caller.id,
      templateVersionId: slot.module.templateVersionId,
      scores,
      remark: body.remark,
      seq: body.seq,
    })
    .onConflictDoUpdate({
      target: [evaluations.patId, evaluations.moduleId, evaluations.candidateId, evaluations.role],
      set: { scores, remark: body.remark, seq: body.seq, assessorId: caller.id, updatedAt: new Date() },
      setWhere: and(sql`${evaluations.seq} < ${body.seq}`, eq(evaluations.status, 'draft')),
    })
    .returning({ seq: evaluations.seq, status: evaluations.status });
  if (saved) return saved;
  const [stored] = await db
    .select({ seq: evaluations.seq, status: evaluations.status })
    .from(evaluations)
    .where(and(eq(evaluations.patId, patId), eq(evaluations.moduleId, moduleId), eq(evaluations.candidateId, candidateId), eq(evaluations.role, slot.role)));
  if (!stored) throw apiError(404, EVALUATION_TITLES.notFound);
  if (body.seq <= stored.seq) return stored;
  throw apiError(409, EVALUATION_TITLES.final);
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

/** The slot's evaluation row, locked for the rest of `tx`. */
async function lockedEvaluation(tx: Db, slot: Slot): Promise<EvaluationRow | undefined> {
  const [row] = await tx
    .select()
    .from(evaluations)
    .where(
      and(
        eq(evaluations.patId, slot.pat.id),
        eq(evaluations.moduleId, slot.module.moduleId),
        eq(evaluations.candidateId, slot.candidate.id),
        eq(evaluations.role, slot.role),
      ),
    )
    .for('update');
  return row;
}

/**
 * `POST …/evaluation/{moduleId}/{candidateId}/finalize` (the teacher assessing the module): makes the draft final
 * when every criterion of the pinned template is scored; when it was the PAT's last open evaluation, the PAT is
 * completed. @returns the form as it is now.
 * @throws apiError 400 naming the criteria not scored yet (Dutch); 404 as `readEvaluation`; 409 when it is final
 *   already or the PAT is not planned or archived.
 */
export async function finalizeEvaluation(db: Db, caller: Caller, patId: string, moduleId: string, candidateId: string, role?: AssessorRole): Promise<EvaluationForm> {
  const slot = await slotOf(db, caller, patId, moduleId, candidateId, role);
  refuseClosedPat(slot.pat);
  await db.transaction(async (tx) => {
    const row = await lockedEvaluation(tx, slot);
    if (row?.status === 'final') throw apiError(409, EVALUATION_TITLES.alreadyFinal);
    const missing = slot.module.template.criteria.filter((c) => row?.scores[c.id]?.score == null).map((c) => c.name);
    if (!row || missing.length > 0) throw apiError(400, EVALUATION_TITLES.missing(missing));
    await tx.update(evaluations).set({ status: 'final', finalizedAt: new Date(), updatedAt: new Date() }).where(eq(evaluations.id, row.id));
    await settleCompletion(tx, patId);
  });
  return formOfSlot(db, slot);
}

/**
 * `POST …/evaluation/{moduleId}/{candidateId}/revise` (the teacher assessing the module): keeps the final version
 * in `evaluation_versions` with the reason and starts the next version as a draft with the same scores; the PAT is
 * no longer completed. @returns the form as it is now.
 * @throws apiError 404 as `readEvaluation`; 409 when the evaluation is not final, or the PAT is not planned or archived.
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
  await db.transaction(async (tx) => {
    const row = await lockedEvaluation(tx, slot);
    if (!row || row.status !== 'final') throw apiError(409, EVALUATION_TITLES.notFinal);
    await tx.insert(evaluationVersions).values({
      evaluationId: row.id,
      version: row.version,
      scores: row.scores,
      remark: row.remark,
      finalizedAt: row.finalizedAt ?? new Date(),
      assessorId: row.assessorId,
      reason: body.reason,
      revisedBy: caller.id,
    });
    await tx
      .update(evaluations)
      .set({ status: 'draft', version: row.version + 1, finalizedAt: null, updatedAt: new Date() })
      .where(eq(evaluations.id, row.id));
    await settleCompletion(tx, patId);
  });
  return formOfSlot(db, slot);
}
