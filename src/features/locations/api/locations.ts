/**
 * Locations and their rooms (docs/domain.md glossary; spec §2 /cp/locations, /cp/locations/create, /cp/locations/{id};
 * docs/api.md "Location"): list, read, create, change (with the rooms, in one transaction), archive and restore.
 * Only staff call these (the router checks it). PAT days and lessons will be planned in the rooms.
 */
import { and, asc, count, eq, ilike, inArray, isNotNull, isNull, notInArray, or, sql, sum } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  LocationArchiveState,
  LocationDetail,
  LocationFields,
  LocationListItem,
  locationListQuery,
  LocationOption,
  Room,
} from '#src/features/locations/contract';
import type { Page } from '#src/lib/contract';
import type { Db } from '#src/server/db/client';
import { locations, rooms } from '#src/server/db/schema';
import { apiError, TITLES } from '#src/server/errors';
import { likeEscape } from '#src/server/like';
import { offsetOf, paged, PAGE_SIZE } from '#src/server/paging';
import { isUuid } from '#src/server/validation';

/** Dutch titles of the location calls' own errors. */
export const LOCATION_TITLES = {
  foreignRoom: 'Lokalen: een van de lokalen hoort niet (meer) bij deze locatie. Laad de pagina opnieuw en probeer het nog eens.',
} as const;

const roomFields = { id: rooms.id, name: rooms.name, capacity: rooms.capacity };

/** Rooms of the locations `ids` by name (then id), grouped by location id. */
async function roomsOf(db: Pick<Db, 'select'>, ids: string[]): Promise<Map<string, Room[]>> {
  const grouped = new Map<string, Room[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return grouped;
  const rows = await db
    .select({ locationId: rooms.locationId, ...roomFields })
    .from(rooms)
    .where(inArray(rooms.locationId, ids))
    .orderBy(asc(rooms.name), asc(rooms.id));
  for (const { locationId, ...room } of rows) grouped.get(locationId)?.push(room);
  return grouped;
}

/** `GET /api/location/options`: every location that is not archived, by name (then id), with its rooms by name. */
export async function locationOptions(db: Db): Promise<LocationOption[]> {
  const rows = await db
    .select({ id: locations.id, name: locations.name })
    .from(locations)
    .where(isNull(locations.archivedAt))
    .orderBy(asc(locations.name), asc(locations.id));
  const byLocation = await roomsOf(db, rows.map((r) => r.id));
  return rows.map((r) => ({ ...r, rooms: byLocation.get(r.id) ?? [] }));
}

/**
 * `GET /api/location`: a page (20) of the current locations, or with `archived=1` the archived ones, by name then id,
 * with their number of rooms and seats; `q` matches anywhere in the name or city, case-insensitively, with `%`, `_`
 * and `\` taken literally. `total` is exact.
 */
export async function listLocations(db: Db, query: z.output<typeof locationListQuery>): Promise<Page<LocationListItem>> {
  const q = query.q?.trim();
  const pattern = q ? `%${likeEscape(q)}%` : undefined;
  const where = and(
    query.archived === '1' ? isNotNull(locations.archivedAt) : isNull(locations.archivedAt),
    pattern ? or(ilike(locations.name, pattern), ilike(locations.city, pattern)) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: locations.id,
        name: locations.name,
        street: locations.street,
        postcode: locations.postcode,
        city: locations.city,
        stepFree: locations.stepFree,
        lift: locations.lift,
        archivedAt: locations.archivedAt,
      })
      .from(locations)
      .where(where)
      .orderBy(asc(locations.name), asc(locations.id))
      .limit(PAGE_SIZE)
      .offset(offsetOf(query.page)),
    db.select({ n: count() }).from(locations).where(where),
  ]);
  const ids = rows.map((r) => r.id);
  const sizes =
    ids.length === 0
      ? []
      : await db
          .select({ locationId: rooms.locationId, rooms: count(), seats: sum(rooms.capacity).mapWith(Number) })
          .from(rooms)
          .where(inArray(rooms.locationId, ids))
          .groupBy(rooms.locationId);
  const sizeOf = new Map(sizes.map((s) => [s.locationId, s]));
  const items = rows.map(({ archivedAt, ...r }) => ({
    ...r,
    archived: archivedAt !== null,
    rooms: sizeOf.get(r.id)?.rooms ?? 0,
    seats: sizeOf.get(r.id)?.seats ?? 0,
  }));
  return paged(items, counted?.n ?? 0, query.page);
}

/**
 * `GET /api/location/{id}`: the whole location with its rooms by name.
 * @throws apiError 404 for an id that is not a UUID or an unknown location.
 */
export async function readLocation(db: Db, id: string): Promise<LocationDetail> {
  if (!isUuid(id)) throw apiError(404, TITLES.notFound);
  const [row] = await db.select().from(locations).where(eq(locations.id, id));
  if (!row) throw apiError(404, TITLES.notFound);
  const byLocation = await roomsOf(db, [id]);
  return {
    id: row.id,
    name: row.name,
    street: row.street,
    postcode: row.postcode,
    city: row.city,
    stepFree: row.stepFree,
    lift: row.lift,
    accessibilityText: row.accessibilityText,
    directions: row.directions,
    internalNotes: row.internalNotes,
    archived: row.archivedAt !== null,
    archivedAt: row.archivedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    rooms: byLocation.get(id) ?? [],
  };
}

/**
 * Checks that location `id` exists.
 * @throws apiError 404 for an id that is not a UUID or an unknown location.
 */
export async function requireLocation(db: Db, id: string): Promise<void> {
  const [row] = isUuid(id) ? await db.select({ id: locations.id }).from(locations).where(eq(locations.id, id)) : [];
  if (!row) throw apiError(404, TITLES.notFound);
}

/**
 * `POST /api/location`: a new location with its rooms from checked `fields` (contract `locationBody`; room ids are
 * ignored, every room is new), in one transaction. Answers its id.
 */
export async function createLocation(db: Db, fields: LocationFields): Promise<string> {
  const { rooms: newRooms, ...location } = fields;
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(locations).values(location).returning({ id: locations.id });
    if (!row) throw new Error('location not inserted');
    if (newRooms.length > 0) {
      await tx.insert(rooms).values(newRooms.map((room) => ({ locationId: row.id, name: room.name, capacity: room.capacity })));
    }
    return row.id;
  });
}

/**
 * `PUT /api/location/{id}`: replaces the location's fields and its rooms with checked `fields`, in one transaction:
 * rooms with an `id` are changed, rooms without one added, the location's other rooms removed. Archived locations
 * may be changed too. Nothing is saved when anything fails.
 * @throws apiError 404 for an id that is not a UUID or an unknown location; 400 when a room `id` is not one of this
 *   location's rooms.
 */
export async function updateLocation(db: Db, id: string, fields: LocationFields): Promise<void> {
  if (!isUuid(id)) throw apiError(404, TITLES.notFound);
  const { rooms: wanted, ...location } = fields;
  await db.transaction(async (tx) => {
    const [row] = await tx.select({ id: locations.id }).from(locations).where(eq(locations.id, id)).for('update');
    if (!row) throw apiError(404, TITLES.notFound);
    const current = new Set((await tx.select({ id: rooms.id }).from(rooms).where(eq(rooms.locationId, id))).map((r) => r.id));
    const kept = wanted.filter((room) => room.id !== undefined).map((room) => room.id as string);
    if (kept.some((roomId) => !current.has(roomId))) throw apiError(400, LOCATION_TITLES.foreignRoom);

    await tx.update(locations).set(location).where(eq(locations.id, id));
    await tx.delete(rooms).where(and(eq(rooms.locationId, id), kept.length > 0 ? notInArray(rooms.id, kept) : undefined));
    // A room may take the name another kept room gives up in this save; names are not unique in the database.
    for (const room of wanted) {
      if (room.id === undefined) continue;
      await tx.update(rooms).set({ name: room.name, capacity: room.capacity }).where(and(eq(rooms.id, room.id), eq(rooms.locationId, id)));
    }
    const added = wanted.filter((room) => room.id === undefined);
    if (added.length > 0) await tx.insert(rooms).values(added.map((room) => ({ locationId: id, name: room.name, capacity: room.capacity })));
  });
}

/**
 * `POST /api/location/{id}/archive` (`archived` true) and `…/restore` (false). Archiving an archived location keeps
 * its first archiving time; restoring a current one changes nothing.
 * @throws apiError 404 for an id that is not a UUID or an unknown location.
 */
export async function setLocationArchived(db: Db, id: string, archived: boolean): Promise<LocationArchiveState> {
  if (!isUuid(id)) throw apiError(404, TITLES.notFound);
  const [row] = await db
    .update(locations)
    .set({ archivedAt: archived ? sql`coalesce(${locations.archivedAt}, now())` : null })
    .where(eq(locations.id, id))
    .returning({ id: locations.id, archivedAt: locations.archivedAt });
  if (!row) throw apiError(404, TITLES.notFound);
  return { id: row.id, archivedAt: row.archivedAt?.toISOString() ?? null };
}
