/**
 * The candidate's education pages as the context of the shared candidate pages (assessment/candidate-pages.ts; spec §2
 * /candidate/education/selecteer-taal/{id}, /candidate/education/{langCode}/{id}, /candidate/education/{id},
 * /candidate/education/module/{moduleId}?opleiding={id}, /candidate/education/result/{id}; decision 035 §4): their
 * addresses, the API paths (docs/api.md "Education" `/api/education/mine/…`) and the sentences that name the
 * education (the 'education' catalogue). Pure: the pages and the dashboard card import it.
 */
import type { CandidatePages, CandidateRoutes } from '#src/features/assessment/candidate-pages';

const at = (id: string) => encodeURIComponent(id);

/** Where the candidate's education pages live (spec §2, exact routes). */
export const educationRoutes = {
  choice: (id) => `/candidate/education/selecteer-taal/${at(id)}`,
  choose: (language, id) => `/candidate/education/${at(language)}/${at(id)}`,
  overview: (id) => `/candidate/education/${at(id)}`,
  module: (id, position) => `/candidate/education/${at(id)}?module=${position}`,
  reflection: (moduleId, id) => `/candidate/education/module/${at(moduleId)}?opleiding=${at(id)}`,
  result: (id) => `/candidate/education/result/${at(id)}`,
  home: '/dashboard/education',
} as const satisfies CandidateRoutes;

/** The education as the shared candidate pages' context. */
export const educationPages: CandidatePages = {
  routes: educationRoutes,
  api: {
    theory: (id) => `/api/education/mine/${at(id)}/theory`,
    language: (id) => `/api/education/mine/${at(id)}/language`,
    module: (id, position) => `/api/education/mine/${at(id)}/theory/${position}`,
    reflection: (id, moduleId) => `/api/education/mine/${at(id)}/reflection/${at(moduleId)}`,
    result: (id) => `/api/education/mine/${at(id)}/result`,
  },
  words: {
    back: 'education.toEducation',
    unknownLanguage: 'education.unknownLanguage',
    noLanguages: 'education.noLanguages',
    intro: 'education.readerIntro',
    noModules: 'education.noModules',
    practical: 'education.practical',
    reflectionIntro: 'education.reflectionIntro',
    reflectionNotOpen: 'education.reflectionNotOpen',
    reflectionArchived: 'education.reflectionArchived',
    reflectionBack: 'education.toEducation',
    resultBack: 'education.toEducation',
  },
};
