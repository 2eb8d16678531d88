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
import { CALENDAR_CONTENT_TYPE, notModified, type CalendarSource } from '#src/server/icalendar';
import { endSubscription, FEED_CACHE_CONTROL, feedFor, makeSubscription, readSubscription } from './calendar';

/**
 * The calendar router.
 * @param options.calendarSources the events other features add to each person's feed (PAT days), handed in where the
 *   routers are composed (src/backend/app.ts); default none.
 */
export function calendarRouter(options: { calendarSources?: readonly CalendarSource[] } = {}) {
  const sources = options.calendarSources ?? [];
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

  /**
   * Public: the feed of `{token}.ics`; 404 for any token that is not a current one. With ETag and Last-Modified, and
   * 304 without a body for a conditional request whose version is still current (decision 051).
   */
  router.get('/calendar/:file', async (c) => {
    const feed = await feedFor(c.var.db, c.req.param('file'), sources);
    const headers = { etag: feed.etag, 'last-modified': feed.lastModified.toUTCString(), 'cache-control': FEED_CACHE_CONTROL };
    const conditions = { ifNoneMatch: c.req.header('if-none-match'), ifModifiedSince: c.req.header('if-modified-since') };
    if (notModified(conditions, feed.etag, feed.lastModified)) return c.body(null, 304, headers);
    return c.body(feed.text, 200, { ...headers, 'content-type': CALENDAR_CONTENT_TYPE });
  });

  return router;
}
