/**
 * The candidate's PAT theory and instructions (spec §2 Candidate: "the PAT's theory and instructions in the candidate's
 * language in the existing player, with read-aloud"; docs/api.md "PAT", "Education"): the pinned module versions of a
 * PAT the candidate is planned on, or an education they are enrolled on, in the content language they chose. The
 * routes (mine-router.ts, mounted by the PAT and the education) call the `…Of` functions with their context and name
 * it in their answers (`patId`, `educationId`).
 *
 * - Scope (decision 003): the candidate's own PATs that are planned, running or completed — the PATs of
 *   `GET /api/pat/mine`; a draft, an archived PAT or another candidate's PAT is 404, as if it did not exist.
 * - Languages: a PAT offers the languages in which every pinned module version is complete
 *   (`module_versions.languages`, content/model.ts `completeLanguages`), as a profession test only offers languages
 *   complete in every module it pins (docs/api.md POST /api/test). The choice is kept in `pat_candidates.language`
 *   and can be changed; a stored language the PAT no longer offers (a module added later) counts as not chosen.
 * - An education's modules are read the same way (decision 035 §4; candidate-context.ts).
 * - Parts are the test player's (content/api/candidate-content.ts, field by field, an allowlist) in the chosen
 *   language; questions are left out, so no answer, correct option or scorer's guidance leaves the server.
 */
import { directionOf, LANGUAGE_NAMES, LANGUAGES, type Language } from '#src/lib/i18n/locales';
import type { Caller } from '#src/server/context';
import type { Db } from '#src/server/db/client';
import { apiError } from '#src/server/errors';
import { isUuid } from '#src/server/validation';
import { richText } from '#src/features/content/api/rich-text';
import type { Part } from '#src/features/content/model';
import { candidatePart, candidateText } from '#src/features/content/api/candidate-content';
import type { CandidateImagePart, CandidateTextPart } from '#src/features/content/contract';
import type { ReaderPart, TheoryCore, TheoryModuleCore } from '#src/features/assessment/contract';
import { ownContext, pinnedModules, storeLanguage, type CandidateContext } from './candidate-context';

/** Dutch titles of the theory calls' own errors. */
export const READER_TITLES = {
  notFound: 'Deze PAT bestaat niet.',
  moduleNotFound: 'Deze module hoort niet bij deze PAT.',
  languageNotOffered: 'De theorie van deze PAT is niet beschikbaar in deze taal. Kies een van de aangeboden talen.',
  noLanguage: 'Kies eerst de taal waarin je de theorie en de instructies wilt lezen.',
} as const;

/** The same titles for an education's modules. */
export const EDUCATION_READER_TITLES = {
  notFound: 'Deze opleiding bestaat niet.',
  moduleNotFound: 'Deze module hoort niet bij deze opleiding.',
  languageNotOffered: 'De modules van deze opleiding zijn niet beschikbaar in deze taal. Kies een van de aangeboden talen.',
  noLanguage: READER_TITLES.noLanguage,
} as const satisfies Record<keyof typeof READER_TITLES, string>;

/** The titles of `kind`. */
const titlesOf = (kind: CandidateContext) => (kind === 'pat' ? READER_TITLES : EDUCATION_READER_TITLES);

/** The theory of a PAT or education, its id as `id` (the calls name it `patId` or `educationId`). */
export type Theory = TheoryCore & { id: string };
/** One module of a PAT or education, the context's id as `id`. */
export type TheoryModule = TheoryModuleCore & { id: string };

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

/** The caller's PAT or education that is not archived, with their stored language, or 404. */
export async function ownReadable(db: Db, caller: Caller, kind: CandidateContext, id: string): Promise<{ id: string; title: string; language: Language | null }> {
  const own = isUuid(id) ? await ownContext(db, caller, kind, id, { activeOnly: true }) : undefined;
  if (!own) throw apiError(404, titlesOf(kind).notFound);
  return { id: own.id, title: own.title, language: own.chosen };
}

/** The stored language when the PAT or education still offers it, else null. */
const chosenOf = (stored: Language | null, offered: readonly Language[]): Language | null => (stored && offered.includes(stored) ? stored : null);

/**
 * The theory of the caller's PAT or education: its name, the offered languages, the chosen one and the modules with
 * their titles in it (Dutch while none is chosen).
 * @throws apiError 404 for one that is not the caller's (or a draft, or archived).
 */
export async function readTheoryOf(db: Db, caller: Caller, kind: CandidateContext, id: string): Promise<Theory> {
  const own = await ownReadable(db, caller, kind, id);
  const modules = await pinnedModules(db, kind, own.id);
  const offered = offeredLanguages(modules);
  const language = chosenOf(own.language, offered);
  return {
    id: own.id,
    title: own.title,
    languages: offered.map((code) => ({ code, name: LANGUAGE_NAMES[code] })),
    language,
    dir: directionOf(language ?? 'nl'),
    modules: modules.map((m) => ({ position: m.position, moduleId: m.moduleId, title: candidateText(m.content.title, language ?? 'nl') })),
  };
}

/**
 * Stores the content language of the caller's PAT or education. Choosing again replaces the choice.
 * @returns the PAT's or education's id as stored.
 * @throws apiError 404 for one that is not the caller's; 400 for a language it does not offer (nothing stored).
 */
export async function chooseLanguageOf(db: Db, caller: Caller, kind: CandidateContext, id: string, language: Language): Promise<string> {
  const own = await ownReadable(db, caller, kind, id);
  const offered = offeredLanguages(await pinnedModules(db, kind, own.id));
  if (!offered.includes(language)) throw apiError(400, titlesOf(kind).languageNotOffered);
  await storeLanguage(db, kind, own.id, caller.id, language);
  return own.id;
}

/**
 * The pinned module version at `position` of the caller's PAT or education in the chosen language, its text, image
 * and practical parts in order (questions left out).
 * @param position the module's place as written in the address ('1', '2', …).
 * @throws apiError 404 for one that is not the caller's or a position without a module; 409 while no (offered)
 *   language is chosen.
 */
export async function readTheoryModuleOf(db: Db, caller: Caller, kind: CandidateContext, id: string, position: string): Promise<TheoryModule> {
  const own = await ownReadable(db, caller, kind, id);
  const modules = await pinnedModules(db, kind, own.id);
  const language = chosenOf(own.language, offeredLanguages(modules));
  const wanted = /^\d{1,4}$/.test(position) ? Number(position) : Number.NaN;
  const module = modules.find((m) => m.position === wanted);
  if (!module) throw apiError(404, titlesOf(kind).moduleNotFound);
  if (!language) throw apiError(409, titlesOf(kind).noLanguage);
  return {
    id: own.id,
    position: module.position,
    moduleId: module.moduleId,
    language,
    dir: directionOf(language),
    title: candidateText(module.content.title, language),
    description: candidateText(module.content.description, language),
    parts: module.content.parts.flatMap((part) => readerPart(part, language)),
  };
}
