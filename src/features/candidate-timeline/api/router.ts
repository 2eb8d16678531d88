/**
 * `/api/timeline` (docs/api.md "Candidate timeline"): `GET /{candidateId}` answers the candidate's timeline
 * (`CandidateTimeline`, contract.ts) for staff (Admin, Coordinator) and for the candidate's contact person; every other
 * role 401 (decision 003). A candidate the caller may not reach, an unknown id or one that is not a UUID: 404.
 *
 * @example
 *   app.route('/api/timeline', candidateTimelineRouter());
 */
import { Hono } from 'hono';
import { STAFF } from '#src/lib/roles';
import { requireCaller } from '#src/server/auth/caller';
import type { BackendEnv } from '#src/server/context';
import { candidateTimeline } from './timeline';

/** The `/api/timeline` router. */
export function candidateTimelineRouter() {
  const router = new Hono<BackendEnv>();
  /** Admin, Coordinator, ContactPerson. One candidate's timeline as the caller may see it; 404 out of scope. */
  router.get('/:candidateId', requireCaller(...STAFF, 'ContactPerson'), async (c) => c.json(await candidateTimeline(c.var.db, c.var.caller, c.req.param('candidateId'))));
  return router;
}
