/**
 * The search and filter of the staff's lists of PATs and educations (/cp/pat, /cp/pat/candidates, /cp/education),
 * read from the page's URL (GET forms, so they work without JavaScript and can be bookmarked): `q` (at most 100
 * characters, docs/api.md "PAT", "Education"), `status` (one of the kind's states) and `page`. A state the API would
 * refuse is dropped, so a tampered link shows the whole list instead of an error. Pure and client-safe.
 */
import { pageParam } from '#src/components/forms';

/** A list's search and filter; `state` one of the kind's states or '' for all. */
export interface ListParams<S extends string> {
  q: string;
  state: S | '';
  page: number;
}

/** The search and filter of `url`, with `states` the kind's states (see the module comment). */
export function listParams<S extends string>(url: URL, states: readonly S[]): ListParams<S> {
  const get = (name: string) => (url.searchParams.get(name) ?? '').trim();
  const state = get('status');
  return {
    q: get('q').slice(0, 100),
    state: (states as readonly string[]).includes(state) ? (state as S) : '',
    page: pageParam(url),
  };
}

/** The query of the list's API call for these parameters: only what is set. */
export function listQuery(params: ListParams<string>): Record<string, string | number> {
  const query: Record<string, string | number> = { page: params.page };
  if (params.q) query.q = params.q;
  if (params.state) query.state = params.state;
  return query;
}

/** True when a search or filter narrows the list. */
export function isFiltered(params: ListParams<string>): boolean {
  return Boolean(params.q || params.state);
}
