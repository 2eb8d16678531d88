/**
 * The search and filter of /cp/education, read from the page's URL (GET forms, so they work without JavaScript and
 * can be bookmarked): `q` (at most 100 characters, docs/api.md "Education"), `status` (state.ts EDUCATION_STATES)
 * and `page`. A state the API would refuse is dropped, so a tampered link shows the whole list instead of an error.
 * Pure and client-safe.
 */
import { pageParam } from '#src/components/forms';
import { EDUCATION_STATES, type EducationState } from '#src/features/educations/state';

/** The list's search and filter. */
export interface EducationListParams {
  q: string;
  state: EducationState | '';
  page: number;
}

/** The search and filter of `url` (see the module comment). */
export function educationListParams(url: URL): EducationListParams {
  const get = (name: string) => (url.searchParams.get(name) ?? '').trim();
  const state = get('status');
  return {
    q: get('q').slice(0, 100),
    state: (EDUCATION_STATES as readonly string[]).includes(state) ? (state as EducationState) : '',
    page: pageParam(url),
  };
}

/** The query of `GET /api/education` for these parameters: only what is set. */
export function educationListQuery(params: EducationListParams): Record<string, string | number> {
  const query: Record<string, string | number> = { page: params.page };
  if (params.q) query.q = params.q;
  if (params.state) query.state = params.state;
  return query;
}

/** True when a search or filter narrows the list. */
export const isFiltered = (params: EducationListParams): boolean => Boolean(params.q || params.state);
