/**
 * `/api/contactperson` (docs/api.md "Contact portal"; spec §2 /contactperson/overzicht,
 * /contactperson/kandidaat/{id} and /contactperson/{candidateId}/pat/{patId}): a contact person reads their
 * organisation's candidates with their tests, one candidate with their licence seats and PATs, and one PAT of a
 * candidate with its results once released. Thin: each handler reads its input, calls candidates.ts, answers. Only the
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
import { portalCandidatePat } from './pats';

/** The `/api/contactperson` router. */
export function contactPortalRouter() {
  const router = new Hono<BackendEnv>();
  const contactPerson = requireCaller('ContactPerson');

  /** ContactPerson. A page of their organisation's candidates by name, each with their tests; `q`, `page`. */
  router.get('/candidates', contactPerson, async (c) => c.json(await listPortalCandidates(c.var.db, c.var.caller, readQuery(c, portalCandidatesQuery))));

  /** ContactPerson. One candidate of their organisation with tests and licence seats; 404 otherwise. */
  router.get('/candidates/:id', contactPerson, async (c) => c.json(await portalCandidate(c.var.db, c.var.caller, c.req.param('id'))));

  /** ContactPerson. One PAT of a candidate of their organisation: days, modules, results once released; 404 otherwise. */
  router.get('/candidates/:id/pat/:patId', contactPerson, async (c) =>
    c.json(await portalCandidatePat(c.var.db, c.var.caller, c.req.param('id'), c.req.param('patId'))),
  );

  return router;
}
