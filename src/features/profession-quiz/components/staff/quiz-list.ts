/**
 * The search and filter of the beroepen-quiz lists for staff and teachers, read from the page's URL (GET forms, so
 * they work without JavaScript and can be bookmarked): `q` (at most 100 characters, docs/api.md "Beroepen-quiz"),
 * `gebied` (an area letter R I A S E C) and `page`. An area the API would refuse is dropped, so a tampered link shows
 * the whole list instead of an error. Also the screens' paths: the same screens live under /cp (staff) and /docent
 * (teachers; spec §2). Pure and client-safe.
 */
import { pageParam } from '#src/components/forms';
import { AREAS, type Area } from '#src/features/profession-quiz/content/areas';

/** Whose screens: staff (/cp) or a teacher (/docent). */
export type QuizPortal = 'cp' | 'docent';

/** The list's search and filter. */
export interface QuizListParams {
  q: string;
  area: Area | '';
  page: number;
}

/** The search and filter of `url` (see the module comment). */
export function quizListParams(url: URL): QuizListParams {
  const get = (name: string) => (url.searchParams.get(name) ?? '').trim();
  const area = get('gebied').toUpperCase();
  return {
    q: get('q').slice(0, 100),
    area: (AREAS as readonly string[]).includes(area) ? (area as Area) : '',
    page: pageParam(url),
  };
}

/** The query of `GET /api/quiz/candidates` or `/api/quiz/prospects` for these parameters: only what is set. */
export function quizListQuery(params: QuizListParams): Record<string, string | number> {
  const query: Record<string, string | number> = { page: params.page };
  if (params.q) query.q = params.q;
  if (params.area) query.area = params.area;
  return query;
}

/** True when a search or filter narrows the list. */
export const isFiltered = (params: QuizListParams): boolean => Boolean(params.q || params.area);

/** The lists of a portal: `/cp/beroepen-quiz/candidates`, `/docent/beroepen-quiz/prospects`, … */
export const quizListPath = (portal: QuizPortal, list: 'candidates' | 'prospects'): string => `/${portal}/beroepen-quiz/${list}`;

/** One quiz of a candidate, or one prospect, on a portal. */
export const quizDetailPath = (portal: QuizPortal, list: 'candidates' | 'prospects', id: string): string =>
  `${quizListPath(portal, list)}/${encodeURIComponent(id)}`;

/**
 * The profession to preselect when inviting a prospect: the best-matching profession of their result among those the
 * select offers (`GET /api/test/professions`), else none ('').
 * @param matches the result's professions, best first.
 * @param offered the ids the select offers.
 */
export function suggestedProfession(matches: readonly { id: string }[], offered: readonly string[]): string {
  return matches.find((m) => offered.includes(m.id))?.id ?? '';
}
