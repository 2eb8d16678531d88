/**
 * The candidate's reflection and released results on their own PAT (spec §2 /candidate/pat/module/{id},
 * /candidate/result/{id}; domain.md "reflection"; docs/api.md "PAT"; docs/decisions/030-pat-reflection-and-agreement.md).
 *
 * - Scope (decision 003): only the candidate planned on the PAT, and only PATs that are not drafts; any other PAT,
 *   a module not on it or another candidate's record is 404, the same as one that does not exist.
 * - Language (decision 030, decision 019): criteria and module titles in the candidate's content language for this
 *   PAT (`pat_candidates.language`), else their preferred language, else Dutch; each text says which language it
 *   is in. Teachers' remarks stay Dutch.
 * - A reflection is written on the pinned template version (decision 029), with a score 1–4 for every criterion,
 *   while the PAT is in progress or completed (rules.ts `patState`) and its results are not released; after that
 *   it is read-only (decision 030 §3). One row per PAT, module and candidate: sending again replaces it.
 * - Results show only once released, from the deciding scores (rules.ts `decidingScores`: the agreed score, else
 *   the first assessor's final evaluation) with the first assessor's final remarks. Drafts, the second and third
 *   assessors' scores and every assessor's identity never leave this module.
 */
import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { amsterdamDay } from '#src/lib/calendar-day';
import type { Language } from '#src/lib/i18n/locales';
import type { Caller } from '#src/server/context';
import type { Db } from '#src/server/db/client';
import {
  candidateProfiles,
  evaluationAgreements,
  evaluations,
  modules,
  moduleVersions,
  patCandidates,
  patDays,
  patModules,
  pats,
  reflections,
  templateVersions,
} from '#src/server/db/schema';
import { apiError } from '#src/server/errors';
import { isUuid } from '#src/server/validation';
import { textIn } from '#src/features/content/localized';
import type { Localized } from '#src/features/content/model';
import type { LatestPatOfModule, MyPatResult, ReflectionSave, ReflectionScore, ReflectionView } from '#src/features/pat/contract';
import { candidateCriterion, reflectionGaps } from '#src/features/pat/reflection/reflection';
import { decidingScores, moduleResult, patState, type PatState } from '#src/features/pat/rules';

/** Dutch titles of the reflection and result calls. */
export const REFLECTION_TITLES = {
  notFound: 'Deze module hoort niet bij een PAT van jou.',
  patNotFound: 'Deze PAT bestaat niet of je staat er niet op.',
  moduleNotFound: 'Je staat niet op een PAT met deze module.',
  notOpen: 'Je kunt je reflectie invullen zodra je PAT is begonnen.',
  released: 'De resultaten van deze PAT zijn bekend; je reflectie kan niet meer worden gewijzigd.',
  archived: 'Deze PAT is gearchiveerd; je reflectie kan niet meer worden gewijzigd.',
  unknownCriterion: 'Criterium: dit criterium hoort niet bij deze module.',
  missing: (names: string[]) => `Kies bij elk criterium een antwoord. Nog niet ingevuld: ${names.join(', ')}.`,
} as const;

/** The first day of a PAT (`YYYY-MM-DD`), or null without days. */
async function firstDayOf(db: Db, patId: string): Promise<string | null> {
  const [row] = await db.select({ day: sql<string | null>`min(${patDays.day})` }).from(patDays).where(eq(patDays.patId, patId));
  return row?.day ?? null;
}

/** The content language of the caller on a PAT: chosen for the PAT, else preferred, else Dutch (decision 030). */
function contentLanguage(chosen: Language | null, preferred: Language | null | undefined): Language {
  return chosen ?? preferred ?? 'nl';
}

/** A module title in `language` where the pinned version has one, else the module's Dutch title. */
function titleIn(content: { title: Localized }, dutch: string, language: Language): { title: string; lang: Language } {
  const own = textIn(content.title, language);
  return own ? { title: own, lang: language } : { title: textIn(content.title, 'nl') ?? dutch, lang: 'nl' };
}

type PatRow = typeof pats.$inferSelect;

/** The caller's place on a PAT: the PAT (not a draft), their content language and its state today. */
interface OwnPat {
  pat: PatRow;
  language: Language;
  state: PatState;
}

/**
 * The caller's own PAT, or 404 (`title`): a PAT that is not a draft and that the caller is planned on.
 * @param lock lock the PAT row for the rest of the transaction `db` (FOR SHARE), so a release waits for a write.
 */
async function ownPat(db: Db, caller: Caller, patId: string, title: string, lock = false): Promise<OwnPat> {
  if (!isUuid(patId)) throw apiError(404, title);
  const query = db
    .select({ pat: pats, chosen: patCandidates.language, preferred: candidateProfiles.preferredLanguage })
    .from(patCandidates)
    .innerJoin(pats, eq(pats.id, patCandidates.patId))
    .leftJoin(candidateProfiles, eq(candidateProfiles.userId, patCandidates.candidateId))
    .where(and(eq(patCandidates.patId, patId), eq(patCandidates.candidateId, caller.id), isNotNull(pats.plannedAt)));
  const [row] = lock ? await query.for('share', { of: pats }) : await query;
  if (!row) throw apiError(404, title);
  const state = patState({ ...row.pat, firstDay: await firstDayOf(db, patId) }, amsterdamDay());
  return { pat: row.pat, language: contentLanguage(row.chosen, row.preferred), state };
}

/** A module of the PAT with its pinned version's content and template, in order; all when `moduleId` is left out. */
async function pinnedModules(db: Db, patId: string, moduleId?: string) {
  return db
    .select({
      moduleId: patModules.moduleId,
      dutchTitle: modules.title,
      content: moduleVersions.content,
      templateVersionId: patModules.templateVersionId,
      template: templateVersions.content,
      passPercent: patModules.passPercent,
      knockOut: patModules.knockOut,
    })
    .from(patModules)
    .innerJoin(modules, eq(modules.id, patModules.moduleId))
    .innerJoin(moduleVersions, eq(moduleVersions.id, patModules.moduleVersionId))
    .innerJoin(templateVersions, eq(templateVersions.id, patModules.templateVersionId))
    .where(and(eq(patModules.patId, patId), moduleId ? eq(patModules.moduleId, moduleId) : undefined))
    .orderBy(asc(patModules.position));
}

type PinnedModule = Awaited<ReturnType<typeof pinnedModules>>[number];

/** The PAT's module `moduleId`, or 404. */
async function pinnedModule(db: Db, patId: string, moduleId: string): Promise<PinnedModule> {
  const [module] = isUuid(moduleId) ? await pinnedModules(db, patId, moduleId) : [];
  if (!module) throw apiError(404, REFLECTION_TITLES.notFound);
  return module;
}

/** Whether a reflection may be written: in progress or completed, results not released (decision 030 §3). */
const isOpen = (own: OwnPat) => (own.state === 'in_progress' || own.state === 'completed') && !own.pat.resultsReleasedAt;

/** The reflection view from what was loaded. */
async function viewOf(db: Db, caller: Caller, own: OwnPat, module: PinnedModule): Promise<ReflectionView> {
  const [stored] = await db
    .select({ scores: reflections.scores, remark: reflections.remark, submittedAt: reflections.submittedAt })
    .from(reflections)
    .where(and(eq(reflections.patId, own.pat.id), eq(reflections.moduleId, module.moduleId), eq(reflections.candidateId, caller.id)));
  return {
    pat: { id: own.pat.id, title: own.pat.title, state: own.state },
    module: { id: module.moduleId, ...titleIn(module.content, module.dutchTitle, own.language) },
    language: own.language,
    criteria: module.template.criteria.map((c) => candidateCriterion(c, own.language)),
    reflection: stored ? { scores: stored.scores, remark: stored.remark, submittedAt: stored.submittedAt.toISOString() } : null,
    open: isOpen(own),
    released: own.pat.resultsReleasedAt !== null,
  };
}

/**
 * `GET /api/pat/mine/{patId}/reflection/{moduleId}` (the candidate on the PAT): the module's criteria as the
 * candidate reads them, their reflection or null, and whether they may write it now.
 * @throws apiError 404 for a PAT the caller is not on (or a draft) and for a module not on the PAT.
 */
export async function readReflection(db: Db, caller: Caller, patId: string, moduleId: string): Promise<ReflectionView> {
  const own = await ownPat(db, caller, patId, REFLECTION_TITLES.notFound);
  return viewOf(db, caller, own, await pinnedModule(db, patId, moduleId));
}

/**
 * Checks that the caller may reach the reflection before its body is read (decision 003: an unknown record is 404,
 * whatever the body).
 * @throws apiError 404 as `readReflection`.
 */
export async function reflectionExists(db: Db, caller: Caller, patId: string, moduleId: string): Promise<void> {
  await ownPat(db, caller, patId, REFLECTION_TITLES.notFound);
  await pinnedModule(db, patId, moduleId);
}

/** 409 unless a reflection may be written now (decision 030 §3). */
function refuseClosed(own: OwnPat): void {
  if (own.pat.resultsReleasedAt) throw apiError(409, REFLECTION_TITLES.released);
  if (own.state === 'archived') throw apiError(409, REFLECTION_TITLES.archived);
  if (!isOpen(own)) throw apiError(409, REFLECTION_TITLES.notOpen);
}

/**
 * `PUT /api/pat/mine/{patId}/reflection/{moduleId}` (the candidate on the PAT): stores the reflection on the pinned
 * template version, replacing an earlier one, in one transaction that holds the PAT row so a release cannot slip
 * in between the check and the write. @returns the view as it is now.
 * @throws apiError 404 as `readReflection`; 409 before the PAT began, after release or once archived; 400 naming a
 *   criterion left out, or for a criterion that is not of the pinned template. Nothing is stored then.
 */
export async function saveReflection(db: Db, caller: Caller, patId: string, moduleId: string, body: ReflectionSave): Promise<ReflectionView> {
  return db.transaction(async (tx) => {
    const own = await ownPat(tx, caller, patId, REFLECTION_TITLES.notFound, true);
    const module = await pinnedModule(tx, patId, moduleId);
    refuseClosed(own);
    const criteria = module.template.criteria;
    const gaps = reflectionGaps(criteria, body.scores);
    if (gaps.unknown.length > 0) throw apiError(400, REFLECTION_TITLES.unknownCriterion);
    if (gaps.missing.length > 0) throw apiError(400, REFLECTION_TITLES.missing(criteria.filter((c) => gaps.missing.includes(c.id)).map((c) => c.name)));
    const scores = Object.fromEntries(criteria.map((c) => [c.id, body.scores[c.id] as ReflectionScore]));
    const now = new Date();
    await tx
      .insert(reflections)
      .values({ patId, moduleId, candidateId: caller.id, templateVersionId: module.templateVersionId, scores, remark: body.remark, submittedAt: now })
      .onConflictDoUpdate({
        target: [reflections.patId, reflections.moduleId, reflections.candidateId],
        set: { scores, remark: body.remark, templateVersionId: module.templateVersionId, submittedAt: now },
      });
    return viewOf(tx, caller, own, module);
  });
}

/**
 * `GET /api/pat/mine/module/{moduleId}` (a candidate): their latest PAT with that module — the one whose first day
 * is last (PATs without days after those with), drafts left out — for the reflection page reached without `?pat=`.
 * @throws apiError 404 when the caller is on no such PAT.
 */
export async function latestPatOfModule(db: Db, caller: Caller, moduleId: string): Promise<LatestPatOfModule> {
  const firstDay = sql<string | null>`min(${patDays.day})`;
  const [row] = isUuid(moduleId)
    ? await db
        .select({ patId: pats.id, firstDay })
        .from(patCandidates)
        .innerJoin(pats, eq(pats.id, patCandidates.patId))
        .innerJoin(patModules, and(eq(patModules.patId, pats.id), eq(patModules.moduleId, moduleId)))
        .leftJoin(patDays, eq(patDays.patId, pats.id))
        .where(and(eq(patCandidates.candidateId, caller.id), isNotNull(pats.plannedAt)))
        .groupBy(pats.id)
        .orderBy(sql`${firstDay} desc nulls last`, desc(pats.plannedAt), desc(pats.id))
        .limit(1)
    : [];
  if (!row) throw apiError(404, REFLECTION_TITLES.moduleNotFound);
  return { patId: row.patId };
}

/** A score of the deciding scores as a reflection score, or null. */
function asScore(value: number | null | undefined): ReflectionScore | null {
  return value === 1 || value === 2 || value === 3 || value === 4 ? value : null;
}

/**
 * `GET /api/pat/mine/{patId}/result` (the candidate on the PAT): before release `released: false` and no modules;
 * after it, per module the result from the deciding scores (rules.ts `moduleResult`), per criterion the deciding
 * score, the first assessor's final remark and the candidate's own reflection score, and the overall remark of the
 * first assessor's final evaluation.
 * @throws apiError 404 for a PAT the caller is not on (or a draft).
 */
export async function readMyResult(db: Db, caller: Caller, patId: string): Promise<MyPatResult> {
  const own = await ownPat(db, caller, patId, REFLECTION_TITLES.patNotFound);
  const base = { pat: { id: own.pat.id, title: own.pat.title }, language: own.language };
  if (!own.pat.resultsReleasedAt) return { ...base, released: false, releasedAt: null, modules: [] };
  const [mods, firsts, agreements, reflected] = await Promise.all([
    pinnedModules(db, patId),
    // Only the first assessor's final evaluations: drafts and the second assessor's never leave the database here.
    db
      .select({ moduleId: evaluations.moduleId, scores: evaluations.scores, remark: evaluations.remark })
      .from(evaluations)
      .where(and(eq(evaluations.patId, patId), eq(evaluations.candidateId, caller.id), eq(evaluations.role, 'first'), eq(evaluations.status, 'final'))),
    db
      .select({ moduleId: evaluationAgreements.moduleId, scores: evaluationAgreements.scores })
      .from(evaluationAgreements)
      .where(and(eq(evaluationAgreements.patId, patId), eq(evaluationAgreements.candidateId, caller.id))),
    db
      .select({ moduleId: reflections.moduleId, scores: reflections.scores, remark: reflections.remark })
      .from(reflections)
      .where(and(eq(reflections.patId, patId), eq(reflections.candidateId, caller.id))),
  ]);
  return {
    ...base,
    released: true,
    releasedAt: own.pat.resultsReleasedAt.toISOString(),
    modules: mods.map((m) => {
      const first = firsts.find((f) => f.moduleId === m.moduleId) ?? null;
      const agreed = agreements.find((a) => a.moduleId === m.moduleId)?.scores ?? null;
      const reflection = reflected.find((r) => r.moduleId === m.moduleId) ?? null;
      const deciding = decidingScores(first ? { status: 'final', scores: first.scores } : null, agreed);
      const result = deciding ? moduleResult(m.template.criteria, deciding.scores, m.passPercent, m.knockOut) : null;
      return {
        moduleId: m.moduleId,
        ...titleIn(m.content, m.dutchTitle, own.language),
        result: result?.complete ? { passed: result.passed === true, scorePercent: result.scorePercent ?? 0 } : null,
        criteria: m.template.criteria.map((c) => ({
          ...candidateCriterion(c, own.language),
          score: asScore(deciding?.scores[c.id]?.score),
          remark: first?.scores[c.id]?.remark ?? '',
          own: asScore(reflection?.scores[c.id]),
        })),
        remark: first?.remark ?? '',
        ownRemark: reflection ? reflection.remark : null,
      };
    }),
  };
}
