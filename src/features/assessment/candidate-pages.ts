/**
 * What the candidate's reader, language, reflection and result pages need of their PAT or education (spec §2
 * /candidate/pat/…, /candidate/education/…; decision 035 §4: the same pages serve both), and which module comes next.
 * The shared components (components/candidate/) take a `CandidatePages` — the context's addresses, its API paths and
 * the message keys of the few sentences that name the PAT or the education: the PAT's is
 * src/features/pat/components/candidate/pat-pages.ts, the education's
 * src/features/educations/components/candidate/education-pages.ts. No catalogue and no server code.
 */
import type { MessageKey } from '#src/lib/i18n/catalogues.server';
import type { TheoryModuleItem } from './contract';

/** The addresses of a context's candidate pages, each for the PAT's or education's id. */
export interface CandidateRoutes {
  /** The language choice. */
  choice: (id: string) => string;
  /** Stores `language`, then shows the modules. */
  choose: (language: string, id: string) => string;
  /** The modules. */
  overview: (id: string) => string;
  /** The reader of the module at `position`. */
  module: (id: string, position: number) => string;
  /** The candidate's reflection on a module. */
  reflection: (moduleId: string, id: string) => string;
  /** The released results. */
  result: (id: string) => string;
  /** The candidate's page of their PATs or educations. */
  home: string;
}

/** The API paths the pages call, each for the PAT's or education's id. */
export interface CandidateApi {
  theory: (id: string) => string;
  language: (id: string) => string;
  module: (id: string, position: number) => string;
  reflection: (id: string, moduleId: string) => string;
  result: (id: string) => string;
}

/** Message keys of the sentences that name the context (the rest of the pages' words are shared). */
export interface CandidateWords {
  /** The link back to `routes.home`. */
  back: MessageKey;
  unknownLanguage: MessageKey;
  noLanguages: MessageKey;
  /** The lead of the modules overview. */
  intro: MessageKey;
  noModules: MessageKey;
  /** The reader's label of practical instructions. */
  practical: MessageKey;
  /** The reader's invitation to reflect at the end of a module. */
  reflectionIntro: MessageKey;
  reflectionNotOpen: MessageKey;
  reflectionArchived: MessageKey;
  /** The way back from the reflection page. */
  reflectionBack: MessageKey;
  /** The way back from the result page. */
  resultBack: MessageKey;
}

/** What the shared candidate pages need of their context. */
export interface CandidatePages {
  routes: CandidateRoutes;
  api: CandidateApi;
  words: CandidateWords;
}

/** The module after the one at `position` in the PAT's or education's order, or null for the last (or an unknown) one. */
export function nextModule(modules: readonly TheoryModuleItem[], position: number): TheoryModuleItem | null {
  const at = modules.findIndex((m) => m.position === position);
  return at >= 0 ? (modules[at + 1] ?? null) : null;
}
