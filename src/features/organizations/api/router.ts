/**
 * `/api/organization`: client organisations (docs/api.md "Organisation" is the contract; spec §2 /cp/organizations).
 * Thin: each handler reads its input, calls features/organizations/api/organizations.ts, answers. Admin and
 * Coordinator may do everything; a contact person may read their own organisation (`GET /{id}`) and nothing else;
 * everyone else 401 (decision 003). Unknown ids, ids that are not UUIDs and other organisations are 404.
 *
 * @example
 *   app.route('/api/organization', organizationRouter());
 */
import { Hono } from 'hono';
import { organizationBody, organizationListQuery, type OrganizationSaved } from '#src/features/organizations/contract';
import { STAFF } from '#src/lib/roles';
import { requireCaller } from '#src/server/auth/caller';
import type { BackendEnv } from '#src/server/context';
import { readJson, readQuery } from '#src/server/validation';
import {
  createOrganization,
  deleteOrganization,
  listOrganizations,
  organizationOptions,
  readOrganization,
  requireOrganization,
  setOrganizationArchived,
  updateOrganization,
} from './organizations';

/** The `/api/organization` router. */
export function organizationRouter() {
  const router = new Hono<BackendEnv>();
  const staff = requireCaller(...STAFF);

  /** Staff. `[{ id, name }]` of every organisation that is not archived, by name (the select of create-user forms). */
  router.get('/options', staff, async (c) => c.json(await organizationOptions(c.var.db)));

  /** Staff. A page of `{ id, name, city, kvkNumber, archived, contactPersons, candidates }` by name; `q`, `archived=1`. */
  router.get('/', staff, async (c) => c.json(await listOrganizations(c.var.db, readQuery(c, organizationListQuery))));

  /** Staff any organisation, a contact person their own (without notes). The record with its people; 404 otherwise. */
  router.get('/:id', requireCaller(...STAFF, 'ContactPerson'), async (c) => c.json(await readOrganization(c.var.db, c.var.caller, c.req.param('id'))));

  /** Staff. 201 `{ id }`; 400 naming the field. */
  router.post('/', staff, async (c) => {
    const fields = await readJson(c, organizationBody);
    return c.json({ id: await createOrganization(c.var.db, fields) } satisfies OrganizationSaved, 201);
  });

  /** Staff. 200 `{ id }`; the whole record is replaced; 400 naming the field; 404 unknown. */
  router.put('/:id', staff, async (c) => {
    const id = c.req.param('id');
    await requireOrganization(c.var.db, id); // an unknown id is 404, whatever the body
    const fields = await readJson(c, organizationBody);
    await updateOrganization(c.var.db, id, fields);
    return c.json({ id } satisfies OrganizationSaved);
  });

  /** Staff. 200 `{ id, archivedAt }`; 404 unknown. */
  router.post('/:id/archive', staff, async (c) => c.json(await setOrganizationArchived(c.var.db, c.req.param('id'), true)));

  /** Staff. 200 `{ id, archivedAt: null }`; 404 unknown. */
  router.post('/:id/restore', staff, async (c) => c.json(await setOrganizationArchived(c.var.db, c.req.param('id'), false)));

  /** Staff. 204; 409 while people (or other records) belong to it; 404 unknown. */
  router.delete('/:id', staff, async (c) => {
    await deleteOrganization(c.var.db, c.req.param('id'));
    return c.body(null, 204);
  });

  return router;
}
