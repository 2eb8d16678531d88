/**
 * The candidate's PAT theory and instructions (spec §2 /candidate/pat/selecteer-taal/{id}, /candidate/pat/{langCode}/{id},
 * /candidate/pat/{id}; docs/api.md "PAT"): the request and the answers of `GET /api/pat/mine/{patId}/theory`,
 * `PUT /api/pat/mine/{patId}/language` and `GET /api/pat/mine/{patId}/theory/{position}`. Client-safe: zod and types
 * only; the reader island imports the types.
 *
 * The parts are the test player's shapes (profession-test/contract.ts `CandidatePart`), questions left out: a PAT is
 * scored by teachers on the day, not by answers. A practical part also carries its plain text, which read-aloud speaks.
 */
import { z } from 'zod';
import { LANGUAGES, type Language } from '#src/lib/i18n/locales';
import type { CandidateImagePart, CandidatePracticalPart, CandidateTextPart } from '#src/features/content/contract';

/** `PUT /api/pat/mine/{patId}/language` body: one of the six content languages (whether the PAT offers it is checked after). */
export const patLanguageBody = z.object({
  language: z.enum(LANGUAGES, { message: 'Taal: kies een van de aangeboden talen.' }),
});

/** A language the PAT's theory is offered in, named in that language itself ('English', 'العربية'). */
export interface OfferedLanguage {
  code: Language;
  name: string;
}

/** One module of the PAT as the theory overview lists it. */
export interface TheoryModuleItem {
  /** The module's place on the PAT (`pat_modules.position`, from 1): the `{position}` of `…/theory/{position}`. */
  position: number;
  moduleId: string;
  /** The pinned version's title in the chosen language (Dutch while none is chosen). */
  title: string;
}

/** The answer of `GET /api/pat/mine/{patId}/theory`. */
export interface PatTheory {
  patId: string;
  /** The PAT's name as staff wrote it (Dutch). */
  title: string;
  /** The languages every pinned module version is complete in, in the platform's order (LANGUAGES). */
  languages: OfferedLanguage[];
  /** The language the candidate chose (`pat_candidates.language`); null until they choose, or when it is no longer offered. */
  language: Language | null;
  /** Direction of `language` (Dutch while none is chosen): 'rtl' for Arabic. */
  dir: 'ltr' | 'rtl';
  modules: TheoryModuleItem[];
}

/** The answer of `PUT /api/pat/mine/{patId}/language`. */
export interface PatLanguageChosen {
  patId: string;
  language: Language;
}

/** Practical instructions: the player's practical part with the plain text beside the HTML (block n of the HTML is paragraph n). */
export type ReaderPracticalPart = CandidatePracticalPart & { text: string };

/** A part of a module as the reader shows it: text, image or practical instructions, in one language. */
export type ReaderPart = CandidateTextPart | CandidateImagePart | ReaderPracticalPart;

/** The answer of `GET /api/pat/mine/{patId}/theory/{position}`: one pinned module version in the chosen language. */
export interface PatTheoryModule {
  patId: string;
  position: number;
  moduleId: string;
  language: Language;
  dir: 'ltr' | 'rtl';
  title: string;
  description: string;
  /** In the module's order; questions left out. */
  parts: ReaderPart[];
}
