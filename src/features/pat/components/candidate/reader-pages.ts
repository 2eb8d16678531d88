/**
 * Pure helpers of the candidate's PAT theory pages (spec §2 /candidate/pat/selecteer-taal/{id},
 * /candidate/pat/{langCode}/{id}, /candidate/pat/{id}): their addresses, the reflection a module ends with, and which
 * module comes next. No catalogue and no server code: the pages and the dashboard card import it.
 *
 * The same pages serve an education (decision 035 §4): the shared components take a `CandidatePages` — the context's
 * addresses, its API paths and the message keys of the few sentences that name the PAT or the education.
 */
import type { MessageKey } from '#src/lib/i18n/catalogues.server';
import type { TheoryModuleItem } from '#src/features/assessment/contract';

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

/** Where the candidate's PAT theory pages live (spec §2, exact routes; the reflection's `?pat=` as the PAT pages agreed). */
export const patReaderRoutes = {
  /** The language choice. */
  choice: (patId: string) => `/candidate/pat/selecteer-taal/${encodeURIComponent(patId)}`,
  /** Stores `language` for the PAT, then shows the modules. */
  choose: (language: string, patId: string) => `/candidate/pat/${encodeURIComponent(language)}/${encodeURIComponent(patId)}`,
  /** The modules of the PAT. */
  overview: (patId: string) => `/candidate/pat/${encodeURIComponent(patId)}`,
  /** The reader of the module at `position`. */
  module: (patId: string, position: number) => `/candidate/pat/${encodeURIComponent(patId)}?module=${position}`,
  /** The candidate's reflection on a module of this PAT. */
  reflection: (moduleId: string, patId: string) => `/candidate/pat/module/${encodeURIComponent(moduleId)}?pat=${encodeURIComponent(patId)}`,
  /** The PAT's released results. */
  result: (patId: string) => `/candidate/result/${encodeURIComponent(patId)}`,
  /** The candidate's PATs. */
  home: '/dashboard/pat',
} as const satisfies CandidateRoutes;

/** The PAT as the shared candidate pages' context (docs/api.md "PAT" `/api/pat/mine/{patId}/…`). */
export const patPages: CandidatePages = {
  routes: patReaderRoutes,
  api: {
    theory: (id) => `/api/pat/mine/${encodeURIComponent(id)}/theory`,
    language: (id) => `/api/pat/mine/${encodeURIComponent(id)}/language`,
    module: (id, position) => `/api/pat/mine/${encodeURIComponent(id)}/theory/${position}`,
    reflection: (id, moduleId) => `/api/pat/mine/${encodeURIComponent(id)}/reflection/${encodeURIComponent(moduleId)}`,
    result: (id) => `/api/pat/mine/${encodeURIComponent(id)}/result`,
  },
  words: {
    back: 'patReader.toPat',
    unknownLanguage: 'patReader.unknownLanguage',
    noLanguages: 'patReader.noLanguages',
    intro: 'patReader.intro',
    noModules: 'patReader.noModules',
    practical: 'patReader.practical',
    reflectionIntro: 'patReader.reflectionIntro',
    reflectionNotOpen: 'reflection.notOpen',
    reflectionArchived: 'reflection.archived',
    reflectionBack: 'reflection.back',
    resultBack: 'patResult.back',
  },
};

/** The module after the one at `position` in the PAT's order, or null for the last (or an unknown) one. */
export function nextModule(modules: readonly TheoryModuleItem[], position: number): TheoryModuleItem | null {
  const at = modules.findIndex((m) => m.position === position);
  return at >= 0 ? (modules[at + 1] ?? null) : null;
}
