/**
 * The candidate's PAT theory and instructions (spec §2 Candidate: "the PAT's theory and instructions in the candidate's
 * language in the existing player, with read-aloud"; docs/api.md "PAT"): the pinned module versions of a PAT the
 * candidate is planned on, in the content language they chose.
 *
 * - Scope (decision 003): the candidate's own PATs that are planned, running or completed — the PATs of
 *   `GET /api/pat/mine`; a draft, an archived PAT or another candidate's PAT is 404, as if it did not exist.
 * - Languages: a PAT offers the languages in which every pinned module version is complete
 *   (`module_versions.languages`, content/model.ts `completeLanguages`), as a profession test only offers languages
 *   complete in every module it pins (docs/api.md POST /api/test). The choice is kept in `pat_candidates.language`
 *   and can be changed; a stored language the PAT no longer offers (a module added later) counts as not chosen.
 * - Parts are the test player's (profession-test/api/candidate-content.ts, field by field, an allowlist) in the chosen
 *   language; questions are left out, so no answer, correct option or scorer's guidance leaves the server.
 */
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import { directionOf, LANGUAGE_NAMES, LANGUAGES, type Language } from '#src/lib/i18n/locales';
import type { Caller } from '#src/server/context';
import type { Db } from '#src/server/db/client';
import { moduleVersions, patCandidates, patModules, pats } from '#src/server/db/schema';
import { apiError } from '#src/server/errors';
import { isUuid } from '#src/server/validation';
import { richText } from '#src/features/content/api/rich-text';
import type { Part } from '#src/features/content/model';
import { candidatePart, candidateText } from '#src/features/profession-test/api/candidate-content';
import type { CandidateImagePart, CandidateTextPart } from '#src/features/profession-test/contract';
import type { PatLanguageChosen, PatTheory, PatTheoryModule, ReaderPart } from '#src/features/pat/reader-contract';

/** Dutch titles of the theory calls' own errors. */
export const READER_TITLES = {
  notFound: 'Deze PAT bestaat niet.',
  moduleNotFound: 'Deze module hoort niet bij deze PAT.',
  languageNotOffered: 'De theorie van deze PAT is niet beschikbaar in deze taal. Kies een van de aangeboden talen.',
  noLanguage: 'Kies eerst de taal waarin je de theorie en de instructies wilt lezen.',
} as const;

/**
 * The languages offered when a PAT pins module versions complete in `versions[i].languages`: those complete in every
 * one, in the platform's order; every language for a PAT without modules (as profession-test `commonLanguages`).
 */
export function offeredLanguages(versions: readonly { languages: readonly Language[] }[]): Language[] {
  return LANGUAGES.filter((language) => versions.every((v) => v.languages.includes(language)));
}

/**
 * One part as the reader shows it in `language`: text and image parts exactly as the test player gets them, practical
 * instructions as sanitised HTML with their plain text (read-aloud), questions not at all.
 * @returns the part in a list of one, or an empty list for a question.
 */
export function readerPart(part: Part, language: Language): ReaderPart[] {
  switch (part.type) {
    case 'question':
      return [];
    case 'practical': {
      const rendered = richText(candidateText(part.instructions, language));
      return [{ id: part.id, type: 'practical', html: rendered.html, text: rendered.text }];
    }
    case 'text':
    case 'image':
      return [candidatePart(part, language) as CandidateTextPart | CandidateImagePart];
  }
}

/** The caller's PAT with their stored language, or 404. */
export async function ownPat(db: Db, caller: Caller, patId: string): Promise<{ id: string; title: string; language: Language | null }> {
  if (!isUuid(patId)) throw apiError(404, READER_TITLES.notFound);
  const [row] = await db
    .select({ id: pats.id, title: pats.title, language: patCandidates.language })
    .from(patCandidates)
    .innerJoin(pats, eq(pats.id, patCandidates.patId))
    .where(and(eq(patCandidates.patId, patId), eq(patCandidates.candidateId, caller.id), isNotNull(pats.plannedAt), isNull(pats.archivedAt)));
  if (!row) throw apiError(404, READER_TITLES.notFound);
  return row;
}

/** The PAT's modules in order, each with its pinned version's content and complete languages. */
function pinnedModules(db: Db, patId: string) {
  return db
    .select({ position: patModules.position, moduleId: patModules.moduleId, content: moduleVersions.content, languages: moduleVersions.languages })
    .from(patModules)
    .innerJoin(moduleVersions, eq(moduleVersions.id, patModules.moduleVersionId))
    .where(eq(patModules.patId, patId))
    .orderBy(asc(patModules.position));
}

/** The stored language when the PAT still offers it, else null. */
const chosenOf = (stored: Language | null, offered: readonly Language[]): Language | null => (stored && offered.includes(stored) ? stored : null);

/**
 * `GET /api/pat/mine/{patId}/theory` (User): the PAT's name, the offered languages, the chosen one and the modules
 * with their titles in it (Dutch while none is chosen).
 * @throws apiError 404 for a PAT that is not the caller's (or not planned, or archived).
 */
export async function readTheory(db: Db, caller: Caller, patId: string): Promise<PatTheory> {
  const pat = await ownPat(db, caller, patId);
  const modules = await pinnedModules(db, pat.id);
  const offered = offeredLanguages(modules);
  const language = chosenOf(pat.language, offered);
  return {
    patId: pat.id,
    title: pat.title,
    languages: offered.map((code) => ({ code, name: LANGUAGE_NAMES[code] })),
    language,
    dir: directionOf(language ?? 'nl'),
    modules: modules.map((m) => ({ position: m.position, moduleId: m.moduleId, title: candidateText(m.content.title, language ?? 'nl') })),
  };
}

/**
 * `PUT /api/pat/mine/{patId}/language` (User): stores the content language for the PAT's theory. Choosing again
 * replaces the choice.
 * @throws apiError 404 for a PAT that is not the caller's; 400 for a language the PAT does not offer (nothing stored).
 */
export async function chooseLanguage(db: Db, caller: Caller, patId: string, language: Language): Promise<PatLanguageChosen> {
  const pat = await ownPat(db, caller, patId);
  const offered = offeredLanguages(await pinnedModules(db, pat.id));
  if (!offered.includes(language)) throw apiError(400, READER_TITLES.languageNotOffered);
  await db
    .update(patCandidates)
    .set({ language })
    .where(and(eq(patCandidates.patId, pat.id), eq(patCandidates.candidateId, caller.id)));
  return { patId: pat.id, language };
}

/**
 * `GET /api/pat/mine/{patId}/theory/{position}` (User): the pinned module version at `position` in the chosen
 * language, its text, image and practical parts in order (questions left out).
 * @param position the module's place on the PAT as written in the address ('1', '2', …).
 * @throws apiError 404 for a PAT that is not the caller's or a position it has no module at; 409 while no (offered)
 *   language is chosen.
 */
export async function readTheoryModule(db: Db, caller: Caller, patId: string, position: string): Promise<PatTheoryModule> {
  const pat = await ownPat(db, caller, patId);
  const modules = await pinnedModules(db, pat.id);
  const language = chosenOf(pat.language, offeredLanguages(modules));
  const wanted = /^\d{1,4}$/.test(position) ? Number(position) : Number.NaN;
  const module = modules.find((m) => m.position === wanted);
  if (!module) throw apiError(404, READER_TITLES.moduleNotFound);
  if (!language) throw apiError(409, READER_TITLES.noLanguage);
  return {
    patId: pat.id,
    position: module.position,
    moduleId: module.moduleId,
    language,
    dir: directionOf(language),
    title: candidateText(module.content.title, language),
    description: candidateText(module.content.description, language),
    parts: module.content.parts.flatMap((part) => readerPart(part, language)),
  };
}
