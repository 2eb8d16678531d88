/**
 * Where a candidate reads modules, reflects on them and sees their released results: a PAT (decisions 029, 030) or
 * an education (decision 035 §4: "the candidate's side works like the PAT's"). The reader (reader.ts) and the
 * reflection and result calls (reflection.ts) take a `CandidateContext` and ask this module for the few things that
 * differ: which table holds the candidate, the modules and the content language, how the stage follows, and which
 * column of `reflections` and `evaluations` names the context.
 *
 * - A PAT is the candidate's once they are planned on it and it is not a draft (`pats.planned_at`); an education once
 *   they are enrolled on it and it is opened (`educations.opened_at`). Anything else is not theirs (404, decision 003).
 * - Its lifecycle stage follows from those times and its first day (planning/rules.ts `lifecycleStage`, with the
 *   PAT's planning and the education's opening as 'scheduled'); the PAT and the education name the stage in their
 *   answers (pat/rules.ts `patStateOf`, educations/state.ts `educationStateOf`).
 * - Both pin module versions with their template version, pass mark and knock-out criteria in the same columns
 *   (`pat_modules`, `education_modules`), and keep the chosen content language with the candidate
 *   (`pat_candidates.language`, `education_candidates.language`).
 * - An education has one assessor per module and no agreements (decision 035 §2): its final 'first' evaluation
 *   decides (features/assessment/api/assessment.ts loads either).
 */
import { and, asc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import { amsterdamDay } from '#src/lib/calendar-day';
import type { Language } from '#src/lib/i18n/locales';
import type { Caller } from '#src/server/context';
import type { Db } from '#src/server/db/client';
import {
  candidateProfiles,
  educationCandidates,
  educationLessons,
  educationModules,
  educations,
  modules,
  moduleVersions,
  patCandidates,
  patDays,
  patModules,
  pats,
  reflections,
  templateVersions,
} from '#src/server/db/schema';
import { lifecycleStage, type LifecycleStage } from '#src/features/planning/rules';

/** The kind of place the candidate reads and reflects in. */
export type CandidateContext = 'pat' | 'education';

/** The candidate's place in a PAT or education. */
export interface OwnContext {
  kind: CandidateContext;
  id: string;
  /** The name staff gave it (Dutch). */
  title: string;
  /** Its lifecycle stage today (Europe/Amsterdam). */
  stage: LifecycleStage;
  /** The content language the candidate chose for it; null until chosen. */
  chosen: Language | null;
  /** The candidate's preferred language, or null. */
  preferred: Language | null;
  archivedAt: Date | null;
  resultsReleasedAt: Date | null;
}

/** Options of `ownContext`. */
export interface OwnOptions {
  /** Lock the PAT or education row for the rest of the transaction `db` (FOR SHARE), so a release waits for a write. */
  lock?: boolean;
  /** Leave out an archived PAT or education (the reader's scope). */
  activeOnly?: boolean;
}

/** The first day of a PAT or first lesson of an education (`YYYY-MM-DD`), or null without any. */
async function firstDayOf(db: Db, kind: CandidateContext, id: string): Promise<string | null> {
  const [row] =
    kind === 'pat'
      ? await db.select({ day: sql<string | null>`min(${patDays.day})` }).from(patDays).where(eq(patDays.patId, id))
      : await db.select({ day: sql<string | null>`min(${educationLessons.day})` }).from(educationLessons).where(eq(educationLessons.educationId, id));
  return row?.day ?? null;
}

/**
 * The caller's PAT or education `id`, or undefined when it is not theirs (see the module comment). The id must be a
 * UUID (the callers check it first).
 */
export async function ownContext(db: Db, caller: Pick<Caller, 'id'>, kind: CandidateContext, id: string, options: OwnOptions = {}): Promise<OwnContext | undefined> {
  if (kind === 'pat') {
    const query = db
      .select({ record: pats, chosen: patCandidates.language, preferred: candidateProfiles.preferredLanguage })
      .from(patCandidates)
      .innerJoin(pats, eq(pats.id, patCandidates.patId))
      .leftJoin(candidateProfiles, eq(candidateProfiles.userId, patCandidates.candidateId))
      .where(and(eq(patCandidates.patId, id), eq(patCandidates.candidateId, caller.id), isNotNull(pats.plannedAt)));
    const [row] = options.lock ? await query.for('share', { of: pats }) : await query;
    if (!row || (options.activeOnly && row.record.archivedAt)) return undefined;
    const stage = lifecycleStage({ ...row.record, scheduledAt: row.record.plannedAt, firstDay: await firstDayOf(db, kind, id) }, amsterdamDay());
    return { kind, id, title: row.record.title, stage, chosen: row.chosen, preferred: row.preferred, archivedAt: row.record.archivedAt, resultsReleasedAt: row.record.resultsReleasedAt };
  }
  const query = db
    .select({ record: educations, chosen: educationCandidates.language, preferred: candidateProfiles.preferredLanguage })
    .from(educationCandidates)
    .innerJoin(educations, eq(educations.id, educationCandidates.educationId))
    .leftJoin(candidateProfiles, eq(candidateProfiles.userId, educationCandidates.candidateId))
    .where(and(eq(educationCandidates.educationId, id), eq(educationCandidates.candidateId, caller.id), isNotNull(educations.openedAt)));
  const [row] = options.lock ? await query.for('share', { of: educations }) : await query;
  if (!row || (options.activeOnly && row.record.archivedAt)) return undefined;
  const stage = lifecycleStage({ ...row.record, scheduledAt: row.record.openedAt, firstDay: await firstDayOf(db, kind, id) }, amsterdamDay());
  return { kind, id, title: row.record.title, stage, chosen: row.chosen, preferred: row.preferred, archivedAt: row.record.archivedAt, resultsReleasedAt: row.record.resultsReleasedAt };
}

/**
 * The modules of a PAT or education in order, each with its pinned version's content and complete languages and its
 * pinned template; only `moduleId` when given.
 */
export function pinnedModules(db: Db, kind: CandidateContext, id: string, moduleId?: string) {
  const m = kind === 'pat' ? patModules : educationModules;
  const owner = kind === 'pat' ? eq(patModules.patId, id) : eq(educationModules.educationId, id);
  return db
    .select({
      position: m.position,
      moduleId: m.moduleId,
      dutchTitle: modules.title,
      content: moduleVersions.content,
      languages: moduleVersions.languages,
      templateVersionId: m.templateVersionId,
      template: templateVersions.content,
      passPercent: m.passPercent,
      knockOut: m.knockOut,
    })
    .from(m)
    .innerJoin(modules, eq(modules.id, m.moduleId))
    .innerJoin(moduleVersions, eq(moduleVersions.id, m.moduleVersionId))
    .innerJoin(templateVersions, eq(templateVersions.id, m.templateVersionId))
    .where(and(owner, moduleId ? eq(m.moduleId, moduleId) : undefined))
    .orderBy(asc(m.position));
}

/** A pinned module as `pinnedModules` gives it. */
export type PinnedModule = Awaited<ReturnType<typeof pinnedModules>>[number];

/** Stores the candidate's content language for the PAT or education (replacing an earlier choice). */
export async function storeLanguage(db: Db, kind: CandidateContext, id: string, candidateId: string, language: Language): Promise<void> {
  if (kind === 'pat') {
    await db.update(patCandidates).set({ language }).where(and(eq(patCandidates.patId, id), eq(patCandidates.candidateId, candidateId)));
  } else {
    await db.update(educationCandidates).set({ language }).where(and(eq(educationCandidates.educationId, id), eq(educationCandidates.candidateId, candidateId)));
  }
}

/** The condition on `reflections` for the PAT or education `id`. */
export const reflectionsOf = (kind: CandidateContext, id: string): SQL => (kind === 'pat' ? eq(reflections.patId, id) : eq(reflections.educationId, id));

/** The context column of a new reflection row. */
export const reflectionOwner = (kind: CandidateContext, id: string): { patId: string } | { educationId: string } => (kind === 'pat' ? { patId: id } : { educationId: id });

/** The unique slot of a reflection in the context (`reflections_slot_key` or `reflections_education_slot_key`). */
export const reflectionSlot = (kind: CandidateContext) =>
  kind === 'pat' ? [reflections.patId, reflections.moduleId, reflections.candidateId] : [reflections.educationId, reflections.moduleId, reflections.candidateId];
