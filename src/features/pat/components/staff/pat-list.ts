/**
 * The search and filter of /cp/pat and /cp/pat/candidates, read from the page's URL (GET forms, so they work without
 * JavaScript and can be bookmarked): `q` (at most 100 characters, docs/api.md "PAT"), `status` (a PAT state) and
 * `page`. A state the API would refuse is dropped, so a tampered link shows the whole list instead of an error.
 * Pure and client-safe.
 */
import { pageParam } from '#src/components/forms';
import { PAT_STATES, type PatState } from '#src/features/pat/rules';

/** The list's search and filter. */
export interface PatListParams {
  q: string;
  state: PatState | '';
  page: number;
}

/** The search and filter of `url` (see the module comment). */
export function patListParams(url: URL): PatListParams {
  const get = (name: string) => (url.searchParams.get(name) ?? '').trim();
  const state = get('status');
  return {
    q: get('q').slice(0, 100),
    state: (PAT_STATES as readonly string[]).includes(state) ? (state as PatState) : '',
    page: pageParam(url),
  };
}

/** The query of `GET /api/pat` (or, without `state`, `GET /api/pat/candidates`) for these parameters: only what is set. */
export function patListQuery(params: PatListParams): Record<string, string | number> {
  const query: Record<string, string | number> = { page: params.page };
  if (params.q) query.q = params.q;
  if (params.state) query.state = params.state;
  return query;
}

/** True when a search or filter narrows the list. */
export function isFiltered(params: PatListParams): boolean {
  return Boolean(params.q || params.state);
}
