/**
 * `/api/education/calendar…` (docs/api.md "Education", calendar; docs/decisions/034-lesson-calendar-feeds.md): thin
 * handlers over calendar.ts. Mounted before the attendance and planning routers (routes.ts), whose `/:id…`
 * routes would otherwise see `calendar` as an education id.
 *
 * @example inOrder(calendarRouter(), attendanceRouter(), educationRouter()) // routes.ts
 */
import { Hono } from 'hono';
import { requireCaller } from '#src/server/auth/caller';
import type { BackendEnv } from '#src/server/context';
import { CALENDAR_CONTENT_TYPE } from '#src/features/educations/calendar.server';
import { endSubscription, feedFor, makeSubscription, readSubscription } from './calendar';

/** The calendar router. */
export function calendarRouter() {
  const router = new Hono<BackendEnv>();
  const people = requireCaller('Teacher', 'User');

  /** Teacher, candidate: `{ url, createdAt }` of their own subscription (both null without one). */
  router.get('/calendar', people, async (c) => c.json(await readSubscription(c.var.db, c.var.caller.id)));

  /** Teacher, candidate: makes or replaces their subscription; `{ url, createdAt }`. */
  router.post('/calendar', people, async (c) => c.json(await makeSubscription(c.var.db, c.var.caller.id), 201));

  /** Teacher, candidate: ends their subscription; 204. */
  router.delete('/calendar', people, async (c) => {
    await endSubscription(c.var.db, c.var.caller.id);
    return c.body(null, 204);
  });

  /** Public: the feed of `{token}.ics`; 404 for any token that is not a current one. */
  router.get('/calendar/:file', async (c) =>
    c.body(await feedFor(c.var.db, c.req.param('file')), 200, {
      'content-type': CALENDAR_CONTENT_TYPE,
      'cache-control': 'no-store',
    }),
  );

  return router;
}
