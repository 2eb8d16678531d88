/**
 * Reading users: a profile, the candidate list, counts per role, and the header's notifications
 * (docs/api.md, "User"). Who may see whom is decided in src/server/access-scope.ts.
 */
import { and, count, desc, eq, ilike, inArray, isNull, ne, or, asc, type SQL } from 'drizzle-orm';
import { ROLES, type Role } from '#src/lib/roles';
import type { Caller } from '#src/server/context';
import type { Db } from '#src/server/db/client';
import { notifications, organizations, professions, users } from '#src/server/db/schema';
import { allOf, candidateListScope, type UserRow } from '#src/server/access-scope';
import type { CandidateItem, UserCounts, UserDetail, UserListItem } from '#src/features/accounts/contract';
import type { HeaderNotification } from '#src/features/mailbox/contract';
import { notificationHref } from '#src/features/mailbox/notification-links';
import type { Named, Page } from '#src/lib/contract';
import { pageOrder, pageWindow, paged } from '#src/server/paging';
import { likeEscape } from '#src/server/like';
import { ERASED_STATUS } from '#src/features/privacy/rules';
import type { z } from 'zod';
import type { candidatesQuery, usersQuery } from '#src/features/accounts/contract';

/** Most notifications the header shows. */
export const HEADER_NOTIFICATIONS_MAX = 50;

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

/**
 * Counts the users matching `where` and finds the ids of page `page` of them by (name, id), read from the nearer
 * end of the list (`pageWindow`) and from the index alone: a subquery of at most PAGE_SIZE ids that the caller
 * joins to the rows and names it shows, so OFFSET skips index entries rather than joined rows (a "deferred join";
 * docs/decisions/024-lists-at-scale.md).
 * @returns the exact count and the page's subquery `page_ids` (`id`, `name`), or null for a page past the end.
 */
async function userPage(db: Db, condition: SQL | undefined, page: number) {
  // Erased people (a tombstone without personal data, docs/decisions/027-privacy-registry.md) are in no list.
  const where = allOf(condition, ne(users.status, ERASED_STATUS));
  const [counted] = await db.select({ n: count() }).from(users).where(where);
  const total = counted?.n ?? 0;
  const window = pageWindow(page, total);
  if (window.limit === 0) return { total, ids: null };
  const ids = db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(where)
    .orderBy(...pageOrder(window, users.name, users.id))
    .limit(window.limit)
    .offset(window.offset)
    .as('page_ids');
  return { total, ids };
}

/**
 * The candidates (role User, any account status) the caller may follow, by name (then id), 20 per page:
 * staff all, teachers their linked candidates, contact persons their organisation's, candidates none
 * (`candidateListScope` in src/server/access-scope.ts, composed into the same query). `total` is exact.
 * @param options.q optional text matched case-insensitively anywhere in the name or e-mail address.
 * @param options.page from 1; a page past the end answers no items (with the total).
 */
export async function listCandidates(
  db: Db,
  caller: Caller,
  options: z.output<typeof candidatesQuery>,
): Promise<Page<CandidateItem>> {
  const where = allOf(candidateListScope(db, caller), nameOrEmailContains(options.q));
  const { total, ids } = await userPage(db, where, options.page);
  if (!ids) return paged([], total, options.page);
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      orgId: organizations.id,
      orgName: organizations.name,
      professionId: professions.id,
      professionName: professions.name,
    })
    .from(ids)
    .innerJoin(users, eq(users.id, ids.id))
    .leftJoin(organizations, eq(organizations.id, users.organizationId))
    .leftJoin(professions, eq(professions.id, users.professionId))
    .orderBy(asc(ids.name), asc(ids.id));
  const items = rows.map((r) => ({
    id: r.id,
    name: r.name,
    email: r.email,
    organization: named(r.orgId, r.orgName),
    profession: named(r.professionId, r.professionName),
  }));
  return paged(items, total, options.page);
}

/**
 * The accounts of `roles` (any status), by name (then id), 20 per page, for the staff's user lists (spec §2:
 * /cp/users/teacher, /cp/users/contact-person, /cp/users/coordinators). Only staff call this; they may see every
 * account (domain.md). Paged like `listCandidates`; `total` is exact.
 * @param options.q optional text matched case-insensitively anywhere in the name or e-mail address.
 */
export async function listUsers(db: Db, roles: readonly Role[], options: z.output<typeof usersQuery>): Promise<Page<UserListItem>> {
  const where = allOf(inArray(users.role, [...roles]), nameOrEmailContains(options.q));
  const { total, ids } = await userPage(db, where, options.page);
  if (!ids) return paged([], total, options.page);
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      status: users.status,
      orgId: organizations.id,
      orgName: organizations.name,
    })
    .from(ids)
    .innerJoin(users, eq(users.id, ids.id))
    .leftJoin(organizations, eq(organizations.id, users.organizationId))
    .orderBy(asc(ids.name), asc(ids.id));
  const items = rows.map((r) => ({
    id: r.id,
    name: r.name,
    email: r.email,
    role: r.role as Role,
    status: r.status,
    organization: named(r.orgId, r.orgName),
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

/**
 * The user's unread notifications, newest first, at most 50; `createdAt` as ISO 8601 (what JSON makes of it) and
 * `href` the page it opens for this user (features/mailbox/notification-links.ts; docs/decisions/020).
 * @param user the receiver: their id and role (the caller).
 */
export async function unreadNotifications(db: Db, user: { id: string; role: Role }): Promise<HeaderNotification[]> {
  const rows = await db
    .select({
      id: notifications.id,
      message: notifications.message,
      params: notifications.params,
      type: notifications.type,
      relatedId: notifications.relatedId,
      createdAt: notifications.createdAt,
    })
    .from(notifications)
    .where(and(eq(notifications.userId, user.id), isNull(notifications.readAt)))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(HEADER_NOTIFICATIONS_MAX);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString(), href: notificationHref(user.role, row) }));
}
