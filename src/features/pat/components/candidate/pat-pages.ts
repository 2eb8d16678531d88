/**
 * The PAT as the context of the candidate's shared reader, language, reflection and result pages (spec §2
 * /candidate/pat/selecteer-taal/{id}, /candidate/pat/{langCode}/{id}, /candidate/pat/{id}, /candidate/pat/module/{id},
 * /candidate/result/{id}; src/features/assessment/candidate-pages.ts): their addresses, the API paths (docs/api.md
 * "PAT" `/api/pat/mine/{patId}/…`) and the sentences that name the PAT. Pure: the pages and the dashboard card import it.
 */
import type { CandidatePages, CandidateRoutes } from '#src/features/assessment/candidate-pages';

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
