/**
 * `/api/location`: locations and their rooms (docs/api.md "Location" is the contract; spec §2 /cp/locations). Thin:
 * each handler reads its input, calls features/locations/api/locations.ts, answers. Admin and Coordinator only;
 * everyone else 401 (decision 003). Unknown ids and ids that are not UUIDs are 404.
 *
 * @example
 *   app.route('/api/location', locationRouter());
 */
import { Hono } from 'hono';
import { locationBody, locationListQuery, type LocationSaved } from '#src/features/locations/contract';
import { STAFF } from '#src/lib/roles';
import { requireCaller } from '#src/server/auth/caller';
import type { BackendEnv } from '#src/server/context';
import { readJson, readQuery } from '#src/server/validation';
import { createLocation, listLocations, locationOptions, readLocation, requireLocation, setLocationArchived, updateLocation } from './locations';

/** The `/api/location` router. */
export function locationRouter() {
  const router = new Hono<BackendEnv>();
  router.use('*', requireCaller(...STAFF));

  /** `[{ id, name, rooms: [{ id, name, capacity }] }]` of every location that is not archived, by name. */
  router.get('/options', async (c) => c.json(await locationOptions(c.var.db)));

  /** A page of `{ id, name, street, postcode, city, stepFree, lift, archived, rooms, seats }` by name; `q`, `archived=1`. */
  router.get('/', async (c) => c.json(await listLocations(c.var.db, readQuery(c, locationListQuery))));

  /** The location with its rooms; 404 unknown. */
  router.get('/:id', async (c) => c.json(await readLocation(c.var.db, c.req.param('id'))));

  /** 201 `{ id }`; 400 naming the field. */
  router.post('/', async (c) => {
    const fields = await readJson(c, locationBody);
    return c.json({ id: await createLocation(c.var.db, fields) } satisfies LocationSaved, 201);
  });

  /** 200 `{ id }`; the location and its rooms are replaced in one transaction; 400 naming the field; 404 unknown. */
  router.put('/:id', async (c) => {
    const id = c.req.param('id');
    await requireLocation(c.var.db, id); // an unknown id is 404, whatever the body
    const fields = await readJson(c, locationBody);
    await updateLocation(c.var.db, id, fields);
    return c.json({ id } satisfies LocationSaved);
  });

  /** 200 `{ id, archivedAt }`; 404 unknown. */
  router.post('/:id/archive', async (c) => c.json(await setLocationArchived(c.var.db, c.req.param('id'), true)));

  /** 200 `{ id, archivedAt: null }`; 404 unknown. */
  router.post('/:id/restore', async (c) => c.json(await setLocationArchived(c.var.db, c.req.param('id'), false)));

  return router;
}
