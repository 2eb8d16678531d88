/**
 * Loading one of the staff's user lists (spec §2: /cp/users/…): the page of accounts with the search, filters and
 * order read from the URL (user-admin-forms.ts), and the choices of the organisation filter
 * (`GET /api/organization/options` → `[{ id, name }]`) and the profession filter (`GET /api/test/professions`) where
 * the list has them. A choice list that fails to load leaves its filter out and says so; the list still loads.
 */
import type { AstroGlobal } from 'astro';
import { pageParam } from '#src/components/forms';
import { load, type Loaded } from '#src/components/load.server';
import type { CandidateItem, UserListItem } from '#src/features/accounts/contract';
import { userLists as t } from '#src/features/accounts/strings';
import { LIST_KINDS, listParamsOf, listQuery, type ListKind, type ListKindInfo, type ListParams } from '#src/features/accounts/user-admin-forms';
import type { Named, Page } from '#src/lib/contract';

/** One row of a staff list: what every list answers, with the fields some lists add. */
export type ListRow = (CandidateItem & Partial<Pick<UserListItem, 'role' | 'intakeSupervisor'>>) | UserListItem;

/** What UserListPage.astro renders. */
export interface UserListState {
  kind: ListKind;
  info: ListKindInfo;
  params: ListParams;
  result: Loaded<Page<ListRow>>;
  /** The organisation filter's choices; null when the list has no such filter. */
  organizations: Loaded<Named[]> | null;
  professions: Loaded<Named[]> | null;
}

/** Loads the list `kind` for this page request (three calls at once). */
export async function loadUserList(astro: AstroGlobal, kind: ListKind): Promise<UserListState> {
  const info = LIST_KINDS[kind];
  const params = listParamsOf(astro.url);
  const { api } = astro.locals;
  const [result, organizations, professions] = await Promise.all([
    load(api<Page<ListRow>>(info.api, { query: listQuery(params, info, pageParam(astro.url)) })),
    info.filters.includes('organization') ? load(api<Named[]>('/api/organization/options'), { 404: t.organizationsUnavailable }) : null,
    info.filters.includes('profession') ? load(api<Named[]>('/api/test/professions'), { 404: t.professionsUnavailable }) : null,
  ]);
  return { kind, info, params, result, organizations, professions };
}
