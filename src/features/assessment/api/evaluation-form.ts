/**
 * The evaluation form wherever it is made, on a PAT or on an education (docs/domain.md "Evaluation and report";
 * docs/decisions/035-education-evaluations.md §1): what both contexts share, so a change to the form, the save rule or
 * finalising reaches both. Its port is `EvaluationContext`: what a PAT or an education fills in (its kind, id and
 * title, and the hooks its own rules add). The PAT's scope, grid, completion and evidence photos are in
 * src/features/pat/api/evaluations.ts; the education's in src/features/educations/api/evaluations.ts. Each resolves
 * the caller's slot (context, pinned module, candidate, role) and refuses a closed context itself, then calls these.
 *
 * - One `evaluations` row per slot: `(pat_id | education_id, module_id, candidate_id, role)` (unique indexes
 *   `evaluations_slot_key` and `evaluations_education_slot_key`). Queries filter on the context's own column, so
 *   education rows never show up on a PAT and back.
 * - Saves carry the device's sequence number and the highest wins (decision 007): one upsert statement writes the
 *   draft only over a lower `seq` of a draft, so a late retry never overwrites a newer save and nothing is half-saved.
 * - Finalising needs every criterion of the pinned template scored (400 naming those left); revising keeps the final
 *   version in `evaluation_versions` with the reason and starts the next version as a draft. Both in one transaction
 *   with the context's own `guard` first and `settle` last.
 * - Blind second assessment (PAT only: an education has one assessor, decision 035 §2): `other` (the other assessor's
 *   scores) is given only when both evaluations are final; then `divergent` names the criteria two points or more
 *   apart (assessment/rules.ts `divergences`). Evidence photos are a PAT feature (the context's `photosOf`); an
 *   education's form has none.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Named } from '#src/lib/contract';
import type { Caller } from '#src/server/context';
import type { Db } from '#src/server/db/client';
import { evaluations, evaluationVersions, users } from '#src/server/db/schema';
import { apiError } from '#src/server/errors';
import { renderRichText } from '#src/features/content/api/rich-text';
import type { Localized, ModuleContent } from '#src/features/content/model';
import type { TemplateContent } from '#src/features/content/template';
import type { EvaluationFormBody, EvaluationSave, EvaluationSaved, EvidencePhoto, evaluationReviseBody } from '#src/features/assessment/contract';
import { divergences } from '#src/features/assessment/rules';
import type { AssessorRole, EvaluationScores } from '#src/features/assessment/api/tables';

/** Dutch titles of the evaluation calls' shared errors (each context adds its own: closed, not found). */
export const FORM_TITLES = {
  notFound: 'Deze beoordeling bestaat niet.',
  unknownCriterion: 'Criterium: dit criterium hoort niet bij het beoordelingssjabloon van deze module.',
  final: 'Deze beoordeling is definitief. Kies ‘Wijzigen’ en geef een reden om haar te veranderen.',
  alreadyFinal: 'Deze beoordeling is al definitief.',
  notFinal: 'Alleen een definitieve beoordeling kan worden gewijzigd.',
  missing: (names: string[]) => `Scoor eerst alle criteria. Nog niet gescoord: ${names.join(', ')}.`,
} as const;

/**
 * The port of the evaluation form (decision 035): where an evaluation is made, a PAT or an education, by id and
 * title, with what its own rules add. A PAT fills it in in src/features/pat/api/evaluations.ts (`patContext`), an
 * education in src/features/educations/api/evaluations.ts (`educationContext`). `kind` picks the context's column of
 * `evaluations` (`pat_id` or `education_id`); `guard` and `settle` run inside a finalise's or a revision's
 * transaction.
 */
export interface EvaluationContext {
  kind: 'pat' | 'education';
  id: string;
  title: string;
  /** Runs first: refuses the change with an apiError (e.g. an education whose results were released meanwhile). */
  guard?: (tx: Db, change: 'finalize' | 'revise') => Promise<void>;
  /** Runs last: keeps the context's own state in step (e.g. a PAT's `completed_at`). */
  settle?: (tx: Db) => Promise<void>;
  /**
   * The evidence photos of the evaluations `evaluationIds`, by evaluation id, oldest first (a PAT's:
   * src/features/pat/api/evidence.ts `evidencePhotosOf`). Left out, the forms have none (an education).
   */
  photosOf?: (db: Db, evaluationIds: readonly string[]) => Promise<Map<string, EvidencePhoto[]>>;
}

/** A module of a PAT or an education as the forms need it: pinned instructions and template, pass mark, knock-outs. */
export interface ModuleMaterial {
  moduleId: string;
  title: string;
  position: number;
  passPercent: number;
  knockOut: string[];
  /** Whether a second assessor scores it blind (a PAT module may; an education's never). */
  secondAssessor: boolean;
  templateVersionId: string;
  template: TemplateContent;
  instructions: Localized[];
}

/** A pinned module row (pat_modules or education_modules) with its module's title, pinned content and template. */
export interface PinnedRow {
  pin: { moduleId: string; position: number; passPercent: number; knockOut: string[]; templateVersionId: string; secondAssessor?: boolean };
  title: string;
  content: ModuleContent;
  template: TemplateContent;
}

/** The material of one pinned module: the practical parts' instructions of the pinned version, in order. */
export function moduleMaterial(row: PinnedRow): ModuleMaterial {
  return {
    moduleId: row.pin.moduleId,
    title: row.title,
    position: row.pin.position,
    passPercent: row.pin.passPercent,
    knockOut: row.pin.knockOut,
    secondAssessor: row.pin.secondAssessor ?? false,
    templateVersionId: row.pin.templateVersionId,
    template: row.template,
    instructions: row.content.parts.flatMap((p) => (p.type === 'practical' ? [p.instructions] : [])),
  };
}

/** The slot of one evaluation as the caller may reach it. */
export interface EvaluationSlot {
  context: EvaluationContext;
  module: ModuleMaterial;
  candidate: Named;
  role: AssessorRole;
}

/** The evaluations column that names `context`. */
const contextColumn = (context: Pick<EvaluationContext, 'kind'>) => (context.kind === 'pat' ? evaluations.patId : evaluations.educationId);

/** SQL for 'this evaluation belongs to `context`'. */
export const inContext = (context: Pick<EvaluationContext, 'kind' | 'id'>) => eq(contextColumn(context), context.id);

/**
 * The stored evaluations of some modules and candidates of one context, with assessor names, their earlier final
 * versions (newest first) and the context's evidence photos (`photosOf`): what `buildForm` makes forms from, in a few
 * queries.
 */
export async function loadEvaluations(db: Db, context: Pick<EvaluationContext, 'kind' | 'id' | 'photosOf'>, moduleIds: string[], candidateIds: string[]) {
  const rows =
    moduleIds.length > 0 && candidateIds.length > 0
      ? await db
          .select({ evaluation: evaluations, assessorName: users.name })
          .from(evaluations)
          .innerJoin(users, eq(users.id, evaluations.assessorId))
          .where(and(inContext(context), inArray(evaluations.moduleId, moduleIds), inArray(evaluations.candidateId, candidateIds)))
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
  const photos = context.photosOf ? await context.photosOf(db, evaluationIds) : new Map<string, EvidencePhoto[]>();
  return { rows, history, photos };
}

/** What `loadEvaluations` answers. */
export type LoadedEvaluations = Awaited<ReturnType<typeof loadEvaluations>>;

/** Every criterion of the template with its score from `scores` (unscored: null, remark ''), in template order. */
export function fullScores(template: TemplateContent, scores: EvaluationScores | undefined): EvaluationScores {
  return Object.fromEntries(template.criteria.map((c) => [c.id, { score: scores?.[c.id]?.score ?? null, remark: scores?.[c.id]?.remark ?? '' }]));
}

/** One evaluation form (without its context's id and title) from the loaded evaluations; see the module comment. */
export function buildForm(m: ModuleMaterial, candidate: Named, role: AssessorRole, loaded: LoadedEvaluations): EvaluationFormBody {
  const find = (r: AssessorRole) =>
    loaded.rows.find((row) => row.evaluation.moduleId === m.moduleId && row.evaluation.candidateId === candidate.id && row.evaluation.role === r);
  const own = find(role);
  const otherRole = role === 'first' ? 'second' : 'first';
  // A third assessor scores blind and sees no other evaluation; the coordinator compares all three (progress page).
  const other = m.secondAssessor && role !== 'third' ? find(otherRole) : undefined;
  const bothFinal = own?.evaluation.status === 'final' && other?.evaluation.status === 'final';
  const ownScores = fullScores(m.template, own?.evaluation.scores);
  const otherScores = bothFinal ? fullScores(m.template, other!.evaluation.scores) : null;
  const knockOut = new Set(m.knockOut);
  return {
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
      ? loaded.history
          .filter((h) => h.version.evaluationId === own.evaluation.id)
          .map((h) => ({
            version: h.version.version,
            finalizedAt: h.version.finalizedAt.toISOString(),
            reason: h.version.reason,
            assessor: { id: h.version.assessorId, name: h.assessorName },
          }))
      : [],
    photos: own ? (loaded.photos.get(own.evaluation.id) ?? []) : [],
  };
}

/** The form of a resolved slot, read fresh (with `db`, a transaction's too), without its context's id and title. */
export async function formBodyOf(db: Db, slot: EvaluationSlot): Promise<EvaluationFormBody> {
  const loaded = await loadEvaluations(db, slot.context, [slot.module.moduleId], [slot.candidate.id]);
  return buildForm(slot.module, slot.candidate, slot.role, loaded);
}

/** Where the slot's row is: its context, module, candidate and role. */
const slotWhere = (slot: EvaluationSlot) =>
  and(inContext(slot.context), eq(evaluations.moduleId, slot.module.moduleId), eq(evaluations.candidateId, slot.candidate.id), eq(evaluations.role, slot.role));

/**
 * Saves the whole draft of `slot` by `caller` when `body.seq` is above the stored one (the first save creates the
 * evaluation on the pinned template version); otherwise changes nothing and answers the stored seq (decision 007).
 * One statement, so nothing is half-saved. The caller has refused a closed context already.
 * @throws apiError 400 for a criterion id not of the pinned template; 409 when the evaluation is final.
 */
export async function saveDraft(db: Db, caller: Caller, slot: EvaluationSlot, body: EvaluationSave): Promise<EvaluationSaved> {
  const known = new Set(slot.module.template.criteria.map((c) => c.id));
  if (Object.keys(body.scores).some((id) => !known.has(id))) throw apiError(400, FORM_TITLES.unknownCriterion);
  const scores = fullScores(slot.module.template, body.scores);
  const context = slot.context.kind === 'pat' ? { patId: slot.context.id } : { educationId: slot.context.id };
  const [saved] = await db
    .insert(evaluations)
    .values({
      ...context,
      moduleId: slot.module.moduleId,
      candidateId: slot.candidate.id,
      role: slot.role,
      assessorId: caller.id,
      templateVersionId: slot.module.templateVersionId,
      scores,
      remark: body.remark,
      seq: body.seq,
    })
    .onConflictDoUpdate({
      target: [contextColumn(slot.context), evaluations.moduleId, evaluations.candidateId, evaluations.role],
      set: { scores, remark: body.remark, seq: body.seq, assessorId: caller.id, updatedAt: new Date() },
      setWhere: and(sql`${evaluations.seq} < ${body.seq}`, eq(evaluations.status, 'draft')),
    })
    .returning({ seq: evaluations.seq, status: evaluations.status });
  if (saved) return saved;
  const [stored] = await db.select({ seq: evaluations.seq, status: evaluations.status }).from(evaluations).where(slotWhere(slot));
  if (!stored) throw apiError(404, FORM_TITLES.notFound);
  if (body.seq <= stored.seq) return stored;
  throw apiError(409, FORM_TITLES.final);
}

/** The slot's evaluation row, locked for the rest of `tx`. */
async function lockedEvaluation(tx: Db, slot: EvaluationSlot) {
  const [row] = await tx.select().from(evaluations).where(slotWhere(slot)).for('update');
  return row;
}

/**
 * Makes the slot's draft final when every criterion of the pinned template is scored, in one transaction with the
 * context's `guard` and `settle`. @returns the form body as it is now.
 * @throws apiError 400 naming the criteria not scored yet (Dutch); 409 when it is final already; whatever `guard` throws.
 */
export async function finalizeDraft(db: Db, slot: EvaluationSlot): Promise<EvaluationFormBody> {
  await db.transaction(async (tx) => {
    await slot.context.guard?.(tx, 'finalize');
    const row = await lockedEvaluation(tx, slot);
    if (row?.status === 'final') throw apiError(409, FORM_TITLES.alreadyFinal);
    const missing = slot.module.template.criteria.filter((c) => row?.scores[c.id]?.score == null).map((c) => c.name);
    if (!row || missing.length > 0) throw apiError(400, FORM_TITLES.missing(missing));
    await tx.update(evaluations).set({ status: 'final', finalizedAt: new Date(), updatedAt: new Date() }).where(eq(evaluations.id, row.id));
    await slot.context.settle?.(tx);
  });
  return formBodyOf(db, slot);
}

/**
 * Revises the slot's final evaluation: keeps the final version in `evaluation_versions` with the reason and starts the
 * next version as a draft with the same scores, in one transaction with the context's `guard` and `settle`.
 * @returns the form body as it is now.
 * @throws apiError 409 when the evaluation is not final; whatever `guard` throws.
 */
export async function reviseFinal(db: Db, caller: Caller, slot: EvaluationSlot, body: z.output<typeof evaluationReviseBody>): Promise<EvaluationFormBody> {
  await db.transaction(async (tx) => {
    await slot.context.guard?.(tx, 'revise');
    const row = await lockedEvaluation(tx, slot);
    if (!row || row.status !== 'final') throw apiError(409, FORM_TITLES.notFinal);
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
    await slot.context.settle?.(tx);
  });
  return formBodyOf(db, slot);
}
