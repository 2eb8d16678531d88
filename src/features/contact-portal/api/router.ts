/**
 * `/api/contactperson` (docs/api.md "Contact portal"; spec §2 /contactperson/overzicht and
 * /contactperson/kandidaat/{id}): a contact person reads their organisation's candidates with their tests, and one
 * candidate with their licence seats. Thin: each handler reads its input, calls candidates.ts, answers. Only the
 * role ContactPerson; everyone else, staff too, gets 401 (decision 003; staff read candidates through
 * `/api/user` and `/api/test`). Candidates of another organisation, unknown ids and ids that are not UUIDs are 404.
 *
 * @example
 *   app.route('/api/contactperson', contactPortalRouter());
 */
import { Hono } from 'hono';
import { portalCandidatesQuery } from '#src/features/contact-portal/contract';
import { requireCaller } from '#src/server/auth/caller';
import type { BackendEnv } from '#src/server/context';
import { readQuery } from '#src/server/validation';
import { listPortalCandidates, portalCandidate } from './candidates';

/** The `/api/contactperson` router. */
export function contactPortalRouter() {
  const router = new Hono<BackendEnv>();
  const contactPerson = requireCaller('ContactPerson');

  /** ContactPerson. A page of their organisation's candidates by name, each with their tests; `q`, `page`. */
  router.get('/candidates', contactPerson, async (c) => c.json(await listPortalCandidates(c.var.db, c.var.caller, readQuery(c, portalCandidatesQuery))));

  /** ContactPerson. One candidate of their organisation with tests and licence seats; 404 otherwise. */
  router.get('/candidates/:id', contactPerson, async (c) => c.json(await portalCandidate(c.var.db, c.var.caller, c.req.param('id'))));

  return router;
}
