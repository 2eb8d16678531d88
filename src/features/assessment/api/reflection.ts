/**
 * The candidate's reflection and released results on their own PAT or education (spec §2 /candidate/pat/module/{id},
 * /candidate/result/{id}, /candidate/education/module/{id}, /candidate/education/result/{id}; docs/domain.md "reflection";
 * docs/api.md "PAT", "Education"; docs/decisions/030-pat-reflection-and-agreement.md, 035 §4). The routes
 * (mine-router.ts, mounted by the PAT and the education) call the `…Of` functions with their context and name it in
 * their answers.
 *
 * - Scope (decision 003): only the candidate planned on the PAT, and only PATs that are not drafts; any other PAT,
 *   a module not on it or another candidate's record is 404, the same as one that does not exist.
 * - Language (decision 030, decision 019): criteria and module titles in the candidate's content language for this
 *   PAT (`pat_candidates.language`), else their preferred language, else Dutch; each text says which language it
 *   is in. Teachers' remarks stay Dutch.
 * - A reflection is written on the pinned template version (decision 029), with a score 1–4 for every criterion,
 *   while the PAT is in progress or completed (its lifecycle stage) and its results are not released; after that
 *   it is read-only (decision 030 §3). One row per PAT, module and candidate: sending again replaces it.
 * - Results show only once released, from the deciding scores (assessment/rules.ts `decidingScores`: the agreed score, else
 *   the first assessor's final evaluation) with the first assessor's final remarks, as features/assessment/
 *   visibility.ts lets a candidate see them (decision 037). Drafts, the second and third assessors' scores and every
 *   assessor's identity never leave this module.
 * - An education works the same way (decision 035 §4; candidate-context.ts): the `…Of` functions take the context;
 *   an education's reflection opens once its first lesson has come, and its final evaluation decides (no agreements).
 */
import { and, eq } from 'drizzle-orm';
import type { Language } from '#src/lib/i18n/locales';
import type { Caller } from '#src/server/context';
import type { Db } from '#src/server/db/client';
import { reflections } from '#src/server/db/schema';
import { apiError } from '#src/server/errors';
import { isUuid } from '#src/server/validation';
import { textIn } from '#src/features/content/localized';
import type { Localized } from '#src/features/content/model';
import type { ReflectionCore, ReflectionSave, ReflectionScore, ResultCore } from '#src/features/assessment/contract';
import { candidateCriterion, reflectionGaps } from '#src/features/assessment/reflection/reflection';
import { moduleResult } from '#src/features/assessment/rules';
import { visibleModule } from '#src/features/assessment/visibility';
import { loadAssessment } from './assessment';
import {
  ownContext,
  pinnedModules,
  reflectionOwner,
  reflectionSlot,
  reflectionsOf,
  type CandidateContext,
  type OwnContext,
  type PinnedModule,
} from './candidate-context';

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

/** The titles that name the context, for an education. */
export const EDUCATION_REFLECTION_TITLES = {
  ...REFLECTION_TITLES,
  notFound: 'Deze module hoort niet bij een opleiding van jou.',
  patNotFound: 'Deze opleiding bestaat niet of je bent er niet voor ingeschreven.',
  notOpen: 'Je kunt je reflectie invullen zodra je opleiding is begonnen.',
  released: 'De resultaten van deze opleiding zijn bekend; je reflectie kan niet meer worden gewijzigd.',
  archived: 'Deze opleiding is gearchiveerd; je reflectie kan niet meer worden gewijzigd.',
} as const;

/** The titles of `kind`. */
const titlesOf = (kind: CandidateContext) => (kind === 'pat' ? REFLECTION_TITLES : EDUCATION_REFLECTION_TITLES);


/** The content language of the caller: chosen for the PAT or education, else preferred, else Dutch (decision 030). */
const contentLanguage = (own: OwnContext): Language => own.chosen ?? own.preferred ?? 'nl';

/** A module title in `language` where the pinned version has one, else the module's Dutch title. */
function titleIn(content: { title: Localized }, dutch: string, language: Language): { title: string; lang: Language } {
  const own = textIn(content.title, language);
  return own ? { title: own, lang: language } : { title: textIn(content.title, 'nl') ?? dutch, lang: 'nl' };
}

/**
 * The caller's own PAT or education, or 404 (`title`): see candidate-context.ts `ownContext`.
 * @param lock lock its row for the rest of the transaction `db` (FOR SHARE), so a release waits for a write.
 */
async function ownOf(db: Db, caller: Pick<Caller, 'id'>, kind: CandidateContext, id: string, title: string, lock = false): Promise<OwnContext> {
  const own = isUuid(id) ? await ownContext(db, caller, kind, id, { lock }) : undefined;
  if (!own) throw apiError(404, title);
  return own;
}

/** The module `moduleId` of the PAT or education, or 404. */
async function pinnedModule(db: Db, own: OwnContext, moduleId: string): Promise<PinnedModule> {
  const [module] = isUuid(moduleId) ? await pinnedModules(db, own.kind, own.id, moduleId) : [];
  if (!module) throw apiError(404, titlesOf(own.kind).notFound);
  return module;
}

/** Whether a reflection may be written: begun (in progress or completed), results not released (decision 030 §3, 035 §4). */
const isOpen = (own: OwnContext) => (own.stage === 'in_progress' || own.stage === 'completed') && !own.resultsReleasedAt;

/** The reflection view from what was loaded. */
async function viewOf(db: Db, caller: Caller, own: OwnContext, module: PinnedModule): Promise<ReflectionCore> {
  const language = contentLanguage(own);
  const [stored] = await db
    .select({ scores: reflections.scores, remark: reflections.remark, submittedAt: reflections.submittedAt })
    .from(reflections)
    .where(and(reflectionsOf(own.kind, own.id), eq(reflections.moduleId, module.moduleId), eq(reflections.candidateId, caller.id)));
  return {
    module: { id: module.moduleId, ...titleIn(module.content, module.dutchTitle, language) },
    language,
    criteria: module.template.criteria.map((c) => candidateCriterion(c, language)),
    reflection: stored ? { scores: stored.scores, remark: stored.remark, submittedAt: stored.submittedAt.toISOString() } : null,
    open: isOpen(own),
    released: own.resultsReleasedAt !== null,
  };
}

/** The context as a view names it: its id, title and lifecycle stage. */
const about = (own: OwnContext) => ({ id: own.id, title: own.title, stage: own.stage });

/** The context of a reflection view (`readReflectionOf`, `saveReflectionOf`). */
export type ReflectionContext = ReturnType<typeof about>;

/**
 * The caller's reflection on module `moduleId` of their PAT or education: the module's criteria as the candidate
 * reads them, their reflection or null, and whether they may write it now. @returns the view and the context.
 * @throws apiError 404 for one the caller is not on (or a draft) and for a module not on it.
 */
export async function readReflectionOf(db: Db, caller: Caller, kind: CandidateContext, id: string, moduleId: string): Promise<{ own: ReflectionContext; view: ReflectionCore }> {
  const own = await ownOf(db, caller, kind, id, titlesOf(kind).notFound);
  return { own: about(own), view: await viewOf(db, caller, own, await pinnedModule(db, own, moduleId)) };
}

/**
 * Checks that the caller may reach the reflection before its body is read (decision 003: an unknown record is 404,
 * whatever the body).
 * @throws apiError 404 as `readReflectionOf`.
 */
export async function reflectionExistsOf(db: Db, caller: Caller, kind: CandidateContext, id: string, moduleId: string): Promise<void> {
  await pinnedModule(db, await ownOf(db, caller, kind, id, titlesOf(kind).notFound), moduleId);
}

/** 409 unless a reflection may be written now (decision 030 §3). */
function refuseClosed(own: OwnContext): void {
  const titles = titlesOf(own.kind);
  if (own.resultsReleasedAt) throw apiError(409, titles.released);
  if (own.stage === 'archived') throw apiError(409, titles.archived);
  if (!isOpen(own)) throw apiError(409, titles.notOpen);
}

/**
 * Stores the caller's reflection on a module of their PAT or education on the pinned template version, replacing an
 * earlier one, in one transaction that holds the PAT or education row so a release cannot slip in between the check
 * and the write. @returns the view as it is now and the context.
 * @throws apiError 404 as `readReflectionOf`; 409 before it began, after release or once archived; 400 naming a
 *   criterion left out, or for a criterion that is not of the pinned template. Nothing is stored then.
 */
export async function saveReflectionOf(
  db: Db,
  caller: Caller,
  kind: CandidateContext,
  id: string,
  moduleId: string,
  body: ReflectionSave,
): Promise<{ own: ReflectionContext; view: ReflectionCore }> {
  return db.transaction(async (tx) => {
    const own = await ownOf(tx, caller, kind, id, titlesOf(kind).notFound, true);
    const module = await pinnedModule(tx, own, moduleId);
    refuseClosed(own);
    const criteria = module.template.criteria;
    const gaps = reflectionGaps(criteria, body.scores);
    if (gaps.unknown.length > 0) throw apiError(400, REFLECTION_TITLES.unknownCriterion);
    if (gaps.missing.length > 0) throw apiError(400, REFLECTION_TITLES.missing(criteria.filter((c) => gaps.missing.includes(c.id)).map((c) => c.name)));
    const scores = Object.fromEntries(criteria.map((c) => [c.id, body.scores[c.id] as ReflectionScore]));
    const now = new Date();
    await tx
      .insert(reflections)
      .values({ ...reflectionOwner(kind, own.id), moduleId: module.moduleId, candidateId: caller.id, templateVersionId: module.templateVersionId, scores, remark: body.remark, submittedAt: now })
      .onConflictDoUpdate({
        target: reflectionSlot(kind),
        set: { scores, remark: body.remark, templateVersionId: module.templateVersionId, submittedAt: now },
      });
    return { own: about(own), view: await viewOf(tx, caller, own, module) };
  });
}

/** A score of the deciding scores as a reflection score, or null. */
function asScore(value: number | null | undefined): ReflectionScore | null {
  return value === 1 || value === 2 || value === 3 || value === 4 ? value : null;
}

/**
 * The caller's results on their PAT or education, as features/assessment/visibility.ts lets a candidate see them
 * (decision 037): before release `released: false` and no modules; after it, per module the result from the deciding
 * scores (assessment/rules.ts `moduleResult`), per criterion the deciding score, the first assessor's final remark and the
 * candidate's own reflection score, and the overall remark of the first assessor's final evaluation — never an
 * assessor's name or another assessor's scores. An education has no agreed scores: its final evaluation decides
 * (decision 035 §2). The candidate's data download holds the same (privacy/api/export-rows.ts `evaluationRows`).
 * @param caller the candidate (only the id counts).
 * @returns the result and the context's id and title.
 * @throws apiError 404 for one the caller is not on (or a draft).
 */
export async function readResultOf(db: Db, caller: Pick<Caller, 'id'>, kind: CandidateContext, id: string): Promise<{ own: { id: string; title: string }; result: ResultCore }> {
  const own = await ownOf(db, caller, kind, id, titlesOf(kind).patNotFound);
  const language = contentLanguage(own);
  const context = { id: own.id, title: own.title };
  if (!own.resultsReleasedAt) return { own: context, result: { language, released: false, releasedAt: null, modules: [] } };
  const [mods, assessment] = await Promise.all([pinnedModules(db, kind, own.id), loadAssessment(db, { kind, id: own.id }, caller.id)]);
  return {
    own: context,
    result: {
      language,
      released: true,
      releasedAt: own.resultsReleasedAt.toISOString(),
      modules: mods.map((m) => {
        const stored = assessment?.modules.find((a) => a.moduleId === m.moduleId);
        const seen = stored && assessment ? visibleModule({ kind: 'candidate' }, stored, assessment) : null;
        const deciding = seen?.deciding ?? null;
        const result = deciding ? moduleResult(m.template.criteria, deciding.scores, m.passPercent, m.knockOut) : null;
        return {
          moduleId: m.moduleId,
          ...titleIn(m.content, m.dutchTitle, language),
          result: result?.complete ? { passed: result.passed === true, scorePercent: result.scorePercent ?? 0 } : null,
          criteria: m.template.criteria.map((c) => ({
            ...candidateCriterion(c, language),
            score: asScore(deciding?.scores[c.id]?.score),
            remark: seen?.feedback?.remarks[c.id] ?? '',
            own: asScore(seen?.reflection?.scores[c.id]),
          })),
          remark: seen?.feedback?.remark ?? '',
          ownRemark: seen?.reflection ? seen.reflection.remark : null,
        };
      }),
    },
  };
}
