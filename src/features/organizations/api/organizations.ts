/**
 * Client organisations (docs/domain.md glossary; spec §2 /cp/organizations, /cp/organization/create,
 * /cp/organization/{id}; docs/api.md "Organisation"): list, read, create, change, archive, restore and delete.
 *
 * Who may do what is checked by the router (staff for everything, a contact person reads their own organisation);
 * these functions take the caller where the scope depends on it. An organisation's people are its users with role
 * ContactPerson or User (`users.organization_id`); erased accounts are neither listed nor counted. An organisation
 * that people (or other records) still belong to is archived, never deleted (409).
 */
import { and, asc, count, eq, ilike, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  OrganizationArchiveState,
  OrganizationDetail,
  OrganizationFields,
  OrganizationListItem,
  OrganizationOption,
  organizationListQuery,
  OrganizationPerson,
} from '#src/features/organizations/contract';
import { ORGANIZATION_PEOPLE_LIMIT } from '#src/features/organizations/contract';
import type { Page } from '#src/lib/contract';
import { mayRead, NOTE_AUDIENCES } from '#src/lib/note-audiences';
import type { Caller } from '#src/server/context';
import type { Db } from '#src/server/db/client';
import { organizations, users } from '#src/server/db/schema';
import { apiError, TITLES } from '#src/server/errors';
import { likeEscape } from '#src/server/like';
import { offsetOf, paged, PAGE_SIZE } from '#src/server/paging';
import { isUuid } from '#src/server/validation';

/** Dutch titles of the organisation calls' own errors. */
export const ORGANIZATION_TITLES = {
  hasPeople:
    'Deze organisatie heeft nog contactpersonen of kandidaten en kan daarom niet worden verwijderd. Archiveer de organisatie in plaats daarvan.',
  inUse: 'Deze organisatie wordt nog gebruikt en kan daarom niet worden verwijderd. Archiveer de organisatie in plaats daarvan.',
} as const;

/** The roles of an organisation's people. */
const PEOPLE_ROLES = ['ContactPerson', 'User'] as const;

/** Users who still exist as people (erased accounts keep their row without personal data). */
const notErased = ne(users.status, 'erased');

/** The record's own fields, as `OrganizationFields`. */
const recordFields = {
  name: organizations.name,
  kvkNumber: organizations.kvkNumber,
  vatNumber: organizations.vatNumber,
  visitStreet: organizations.visitStreet,
  visitPostcode: organizations.visitPostcode,
  visitCity: organizations.visitCity,
  invoiceStreet: organizations.invoiceStreet,
  invoicePostcode: organizations.invoicePostcode,
  invoiceCity: organizations.invoiceCity,
  invoiceEmail: organizations.invoiceEmail,
  notes: organizations.notes,
};

/** `GET /api/organization/options`: every organisation that is not archived, `{ id, name }` by name (then id). */
export async function organizationOptions(db: Db): Promise<OrganizationOption[]> {
  return db
    .select({ id: organizations.id, name: organizations.name })
    .from(organizations)
    .where(isNull(organizations.archivedAt))
    .orderBy(asc(organizations.name), asc(organizations.id));
}

/**
 * `GET /api/organization`: a page (20) of the current organisations, or with `archived=1` the archived ones, by name
 * then id, each with its number of contact persons and candidates; `q` matches anywhere in the name,
 * case-insensitively, with `%`, `_` and `\` taken literally. `total` is exact.
 */
export async function listOrganizations(db: Db, query: z.output<typeof organizationListQuery>): Promise<Page<OrganizationListItem>> {
  const q = query.q?.trim();
  const where = and(
    query.archived === '1' ? isNotNull(organizations.archivedAt) : isNull(organizations.archivedAt),
    q ? ilike(organizations.name, `%${likeEscape(q)}%`) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({ id: organizations.id, name: organizations.name, city: organizations.visitCity, kvkNumber: organizations.kvkNumber, archivedAt: organizations.archivedAt })
      .from(organizations)
      .where(where)
      .orderBy(asc(organizations.name), asc(organizations.id))
      .limit(PAGE_SIZE)
      .offset(offsetOf(query.page)),
    db.select({ n: count() }).from(organizations).where(where),
  ]);
  const people = await peopleCounts(db, rows.map((r) => r.id));
  const items = rows.map((r) => ({
    id: r.id,
    name: r.name,
    city: r.city,
    kvkNumber: r.kvkNumber,
    archived: r.archivedAt !== null,
    contactPersons: people.get(`${r.id}/ContactPerson`) ?? 0,
    candidates: people.get(`${r.id}/User`) ?? 0,
  }));
  return paged(items, counted?.n ?? 0, query.page);
}

/** Contact persons and candidates per organisation of `ids`, keyed `{organisationId}/{role}`. */
async function peopleCounts(db: Db, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ organizationId: users.organizationId, role: users.role, n: count() })
    .from(users)
    .where(and(inArray(users.organizationId, ids), inArray(users.role, [...PEOPLE_ROLES]), notErased))
    .groupBy(users.organizationId, users.role);
  return new Map(rows.map((r) => [`${r.organizationId}/${r.role}`, r.n]));
}

/**
 * `GET /api/organization/{id}`: the whole record with its first ORGANIZATION_PEOPLE_LIMIT contact persons and
 * candidates by name (then id) and their totals. Staff read any organisation; a contact person only their own,
 * without the staff's `notes` (null; audience 'staff', src/lib/note-audiences.ts).
 * @throws apiError 404 for an id that is not a UUID, an unknown organisation, or (contact person) another one.
 */
export async function readOrganization(db: Db, caller: Caller, id: string): Promise<OrganizationDetail> {
  if (!isUuid(id)) throw apiError(404, TITLES.notFound);
  if (caller.role === 'ContactPerson' && caller.organizationId !== id) throw apiError(404, TITLES.notFound);
  const [row] = await db
    .select({ id: organizations.id, ...recordFields, archivedAt: organizations.archivedAt, createdAt: organizations.createdAt })
    .from(organizations)
    .where(eq(organizations.id, id));
  if (!row) throw apiError(404, TITLES.notFound);
  const [contactPersons, candidates] = await Promise.all([peopleOf(db, id, 'ContactPerson'), peopleOf(db, id, 'User')]);
  return {
    ...row,
    notes: mayRead(NOTE_AUDIENCES.organization.notes, caller.role) ? row.notes : null,
    archived: row.archivedAt !== null,
    archivedAt: row.archivedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    contactPersons: contactPersons.items,
    contactPersonTotal: contactPersons.total,
    candidates: candidates.items,
    candidateTotal: candidates.total,
  };
}

/** The first ORGANIZATION_PEOPLE_LIMIT people of `role` in the organisation by name, and how many there are. */
async function peopleOf(db: Db, organizationId: string, role: (typeof PEOPLE_ROLES)[number]): Promise<{ items: OrganizationPerson[]; total: number }> {
  const where = and(eq(users.organizationId, organizationId), eq(users.role, role), notErased);
  const [items, [counted]] = await Promise.all([
    db
      .select({ id: users.id, name: users.name, email: users.email, status: users.status })
      .from(users)
      .where(where)
      .orderBy(asc(users.name), asc(users.id))
      .limit(ORGANIZATION_PEOPLE_LIMIT),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { items, total: counted?.n ?? 0 };
}

/** `POST /api/organization`: a new organisation from checked `fields` (contract `organizationBody`). Answers its id. */
export async function createOrganization(db: Db, fields: OrganizationFields): Promise<string> {
  const [row] = await db.insert(organizations).values(fields).returning({ id: organizations.id });
  if (!row) throw new Error('organisation not inserted');
  return row.id;
}

/**
 * Checks that organisation `id` exists.
 * @throws apiError 404 for an id that is not a UUID or an unknown organisation.
 */
export async function requireOrganization(db: Db, id: string): Promise<void> {
  const [row] = isUuid(id) ? await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, id)) : [];
  if (!row) throw apiError(404, TITLES.notFound);
}

/**
 * `PUT /api/organization/{id}`: replaces every field with checked `fields`; archived organisations may be changed too.
 * @throws apiError 404 for an id that is not a UUID or an unknown organisation.
 */
export async function updateOrganization(db: Db, id: string, fields: OrganizationFields): Promise<void> {
  if (!isUuid(id)) throw apiError(404, TITLES.notFound);
  const [row] = await db.update(organizations).set(fields).where(eq(organizations.id, id)).returning({ id: organizations.id });
  if (!row) throw apiError(404, TITLES.notFound);
}

/**
 * `POST /api/organization/{id}/archive` (`archived` true) and `…/restore` (false). Archiving an archived
 * organisation keeps its first archiving time; restoring a current one changes nothing.
 * @throws apiError 404 for an id that is not a UUID or an unknown organisation.
 */
export async function setOrganizationArchived(db: Db, id: string, archived: boolean): Promise<OrganizationArchiveState> {
  if (!isUuid(id)) throw apiError(404, TITLES.notFound);
  const [row] = await db
    .update(organizations)
    .set({ archivedAt: archived ? sql`coalesce(${organizations.archivedAt}, now())` : null })
    .where(eq(organizations.id, id))
    .returning({ id: organizations.id, archivedAt: organizations.archivedAt });
  if (!row) throw apiError(404, TITLES.notFound);
  return { id: row.id, archivedAt: row.archivedAt?.toISOString() ?? null };
}

/**
 * `DELETE /api/organization/{id}`: removes an organisation nobody belongs to. The row is locked first, so no account
 * can be added to it between the check and the delete.
 * @throws apiError 404 for an id that is not a UUID or an unknown organisation; 409 when any account (also an
 *   erased one) belongs to it, or another record still refers to it (PostgreSQL foreign key, SQLSTATE 23503).
 */
export async function deleteOrganization(db: Db, id: string): Promise<void> {
  if (!isUuid(id)) throw apiError(404, TITLES.notFound);
  try {
    await db.transaction(async (tx) => {
      const [row] = await tx.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, id)).for('update');
      if (!row) throw apiError(404, TITLES.notFound);
      const [member] = await tx.select({ id: users.id }).from(users).where(eq(users.organizationId, id)).limit(1);
      if (member) throw apiError(409, ORGANIZATION_TITLES.hasPeople);
      await tx.delete(organizations).where(eq(organizations.id, id));
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw apiError(409, ORGANIZATION_TITLES.inUse);
    throw error;
  }
}

/** True for PostgreSQL's foreign key violation (SQLSTATE 23503), also when drizzle wraps the driver's error. */
function isForeignKeyViolation(error: unknown): boolean {
  const e = error as { code?: unknown; cause?: { code?: unknown } } | null;
  return e?.code === '23503' || e?.cause?.code === '23503';
}
