/**
 * The search and filter of /cp/education (planning/components/planning-list.ts): `q`, `status` (state.ts
 * EDUCATION_STATES) and `page`. Pure and client-safe.
 */
import { EDUCATION_STATES, type EducationState } from '#src/features/educations/state';
import { isFiltered, listParams, listQuery, type ListParams } from '#src/features/planning/list-params';

export { isFiltered };

/** The list's search and filter. */
export type EducationListParams = ListParams<EducationState>;

/** The search and filter of `url`; a state other than an education's is dropped. */
export const educationListParams = (url: URL): EducationListParams => listParams(url, EDUCATION_STATES);

/** The query of `GET /api/education` for these parameters: only what is set. */
export const educationListQuery = listQuery;
