/**
 * Reading users: a profile, the candidate list and counts per role (docs/api.md, "User"). Who may see whom is decided in src/server/access-scope.ts.
 */
import { count, desc, eq, ilike, inArray, or, asc, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { ROLES, type Role } from '#src/lib/roles';
import type { Caller } from '#src/server/context';
import type { Db } from '#src/server/db/client';
import { organizations, professions, users } from '#src/server/db/schema';
import { allOf, candidateListScope, type UserRow } from '#src/server/access-scope';
import type { CandidateItem, ListedStatus, ListSort, UserCounts, UserDetail, UserListItem } from '#src/features/accounts/contract';
import type { Named, Page } from '#src/lib/contract';
import { pageOrder, pageWindow, paged } from '#src/server/paging';
import { likeEscape } from '#src/server/like';
import { ERASED_STATUS } from '#src/features/accounts/lifecycle';
import type { z } from 'zod';
import type { candidatesQuery, usersQuery } from '#src/features/accounts/contract';

const named = (id: string | null, name: string | null): Named | null => (id && name !== null ? { id, name } : null);

/** The profile of a user row, with its organisation's and profession's names. */
export async function userProfile(db: Db, user: UserRow): Promise<UserDetail> {
  const [org] = user.organizationId
    ? await db.select({ id: organizations.id, name: organizations.name }).from(organizations).where(eq(organizations.id, user.organizationId))
    : [];
  const [profession] = user.professionId
    ? await db.select({ id: professions.id, name: professions.name }).from(professions).where(eq(professions.id, user.professionId))
    : [];
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role: user.role,
    status: user.status,
    organization: org ?? null,
    profession: profession ?? null,
    intakeSupervisor: user.intakeSupervisor,
  };
}

/**
 * Users whose name or e-mail address contains `q` case-insensitively, with `%`, `_` and `\` taken literally (ILIKE
 * '%q%', served by the trigram indexes users_name_trgm_idx and users_email_trgm_idx); undefined for no text.
 */
function nameOrEmailContains(q: string | undefined): SQL | undefined {
  const text = q?.trim();
  if (!text) return undefined;
  const pattern = `%${likeEscape(text)}%`;
  return or(ilike(users.name, pattern), ilike(users.email, pattern)) as SQL;
}

/** A parsed list query whose order may be left out (then by name). */
type Loose<T extends { sort: ListSort }> = Omit<T, 'sort'> & { sort?: ListSort };

/** How a list is ordered: its key column (then id) and direction (docs/api.md: `sort`, `dir`). */
interface ListOrder {
  key: typeof users.name | typeof users.createdAt;
  descending: boolean;
}

/** The order a list query asks for: by name ascending unless told otherwise; `created` defaults to newest first. */
function listOrder(options: { sort?: ListSort | undefined; dir?: 'asc' | 'desc' | undefined }): ListOrder {
  const descending = options.dir ? options.dir === 'desc' : options.sort === 'created';
  return { key: options.sort === 'created' ? users.createdAt : users.name, descending };
}

/**
 * `status <> 'erased'` written as a literal, so PostgreSQL's planner matches the partial list indexes of
 * users (tables.ts, `WHERE status <> 'erased'`; docs/decisions/024-lists-at-scale.md) also in a parameterised query.
 */
const listedAccount = sql`${users.status} <> ${sql.raw(`'${ERASED_STATUS}'`)}`;

/**
 * The conditions every staff list adds to its role and scope (docs/api.md, "User"): never an erased account; the
 * account state, organisation and profession when asked; the text search.
 */
function listConditions(options: { q?: string | undefined; status?: ListedStatus | undefined; organizationId?: string | undefined; professionId?: string | undefined }): SQL[] {
  const conditions: (SQL | undefined)[] = [
    options.status ? eq(users.status, options.status) : listedAccount,
    options.organizationId ? eq(users.organizationId, options.organizationId) : undefined,
    options.professionId ? eq(users.professionId, options.professionId) : undefined,
    nameOrEmailContains(options.q),
  ];
  return conditions.filter((c): c is SQL => c !== undefined);
}

/**
 * Counts the users matching `where` and finds the ids of page `page` of them in `order` (then id), read from the
 * nearer end of the list (`pageWindow`) and from an index where one serves the order: a subquery of at most
 * PAGE_SIZE ids that the caller joins to the rows and names it shows, so OFFSET skips index entries rather than
 * joined rows (a "deferred join"; docs/decisions/024-lists-at-scale.md).
 * @returns the exact count and the page's subquery `page_ids` (`id`, `key`), or null for a page past the end.
 */
async function userPage(db: Db, where: SQL | undefined, page: number, order: ListOrder) {
  const [counted] = await db.select({ n: count() }).from(users).where(where);
  const total = counted?.n ?? 0;
  const window = pageWindow(page, total);
  if (window.limit === 0) return { total, ids: null };
  // A descending list read from its far end is read ascending, and the other way round.
  const reading = { backward: window.backward !== order.descending };
  const ids = db
    .select({ id: users.id, key: sql`${order.key}`.as('sort_key') })
    .from(users)
    .where(where)
    .orderBy(...pageOrder(reading, order.key, users.id))
    .limit(window.limit)
    .offset(window.offset)
    .as('page_ids');
  return { total, ids };
}

/** The ORDER BY of the outer query that puts a page's rows in the list's order. */
function outerOrder(ids: { key: SQLWrapper; id: SQLWrapper }, order: ListOrder): SQL[] {
  const by = order.descending ? desc : asc;
  return [by(ids.key), by(ids.id)];
}

/**
 * The candidates (role User; invited, active or disabled, never erased) the caller may follow, by name (then id)
 * or by creation time, 20 per page: staff all, teachers their linked candidates, contact persons their
 * organisation's, candidates none (`candidateListScope` in src/server/access-scope.ts, composed into the same
 * query). The filters narrow that scope. `total` is exact.
 * @param options.q optional text matched case-insensitively anywhere in the name or e-mail address.
 * @param options.status, options.organizationId, options.professionId optional filters.
 * @param options.sort `name` or `created`; options.dir `asc` or `desc` (default: name ascending, created descending).
 * @param options.page from 1; a page past the end answers no items (with the total).
 */
export async function listCandidates(
  db: Db,
  caller: Caller,
  options: Loose<z.output<typeof candidatesQuery>>,
): Promise<Page<CandidateItem>> {
  const order = listOrder(options);
  const where = allOf(candidateListScope(db, caller), ...listConditions(options));
  const { total, ids } = await userPage(db, where, options.page, order);
  if (!ids) return paged([], total, options.page);
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      status: users.status,
      createdAt: users.createdAt,
      orgId: organizations.id,
      orgName: organizations.name,
      professionId: professions.id,
      professionName: professions.name,
    })
    .from(ids)
    .innerJoin(users, eq(users.id, ids.id))
    .leftJoin(organizations, eq(organizations.id, users.organizationId))
    .leftJoin(professions, eq(professions.id, users.professionId))
    .orderBy(...outerOrder(ids, order));
  const items = rows.map((r) => ({
    id: r.id,
    name: r.name,
    email: r.email,
    organization: named(r.orgId, r.orgName),
    profession: named(r.professionId, r.professionName),
    status: r.status as ListedStatus,
    createdAt: r.createdAt.toISOString(),
  }));
  return paged(items, total, options.page);
}

/**
 * The accounts of `roles` (invited, active or disabled, never erased), by name (then id) or by creation time, 20
 * per page, for the staff's user lists (spec §2: /cp/users/teacher, /cp/users/contact-person,
 * /cp/users/coordinators, /cp/users/intakesupervisors). Only staff call this; they may see every account
 * (docs/domain.md). Paged like `listCandidates`; `total` is exact.
 * @param options.q optional text matched case-insensitively anywhere in the name or e-mail address.
 * @param options.status, options.organizationId optional filters.
 * @param only.intakeSupervisors list only the accounts marked intakebegeleider.
 */
export async function listUsers(
  db: Db,
  roles: readonly Role[],
  options: Loose<z.output<typeof usersQuery>>,
  only: { intakeSupervisors?: boolean } = {},
): Promise<Page<UserListItem>> {
  const order = listOrder(options);
  const where = allOf(
    roles.length === 1 ? eq(users.role, roles[0] as Role) : inArray(users.role, [...roles]),
    only.intakeSupervisors ? eq(users.intakeSupervisor, true) : undefined,
    ...listConditions(options),
  );
  const { total, ids } = await userPage(db, where, options.page, order);
  if (!ids) return paged([], total, options.page);
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      status: users.status,
      intakeSupervisor: users.intakeSupervisor,
      createdAt: users.createdAt,
      orgId: organizations.id,
      orgName: organizations.name,
    })
    .from(ids)
    .innerJoin(users, eq(users.id, ids.id))
    .leftJoin(organizations, eq(organizations.id, users.organizationId))
    .orderBy(...outerOrder(ids, order));
  const items = rows.map((r) => ({
    id: r.id,
    name: r.name,
    email: r.email,
    role: r.role as Role,
    status: r.status as ListedStatus,
    organization: named(r.orgId, r.orgName),
    intakeSupervisor: r.intakeSupervisor,
    createdAt: r.createdAt.toISOString(),
  }));
  return paged(items, total, options.page);
}

/** Active users per role; every role is present, 0 when there are none. */
export async function countActiveByRole(db: Db): Promise<UserCounts> {
  const rows = await db
    .select({ role: users.role, n: count() })
    .from(users)
    .where(eq(users.status, 'active'))
    .groupBy(users.role);
  const counts = Object.fromEntries(ROLES.map((role) => [role, 0])) as UserCounts;
  for (const row of rows) if (row.role in counts) counts[row.role as Role] = row.n;
  return counts;
}
