/**
 * The search and filter of /cp/pat and /cp/pat/candidates (planning/components/planning-list.ts): `q`, `status` (a
 * PAT state, rules.ts PAT_STATES) and `page`. `GET /api/pat/candidates` takes the query without a state. Pure and
 * client-safe.
 */
import { PAT_STATES, type PatState } from '#src/features/pat/rules';
import { isFiltered, listParams, listQuery, type ListParams } from '#src/features/planning/list-params';

export { isFiltered };

/** The list's search and filter. */
export type PatListParams = ListParams<PatState>;

/** The search and filter of `url`; a state other than a PAT's is dropped. */
export const patListParams = (url: URL): PatListParams => listParams(url, PAT_STATES);

/** The query of `GET /api/pat` (or, without `state`, `GET /api/pat/candidates`) for these parameters: only what is set. */
export const patListQuery = listQuery;
