/**
 * Notification calls (docs/api.md, Notification; spec §7: `PUT /api/notification/read` with the notification).
 */
import { Hono } from 'hono';
import { requireCaller } from '#src/server/auth/caller';
import type { BackendEnv } from '#src/server/context';
import { apiError } from '#src/server/errors';
import { markNotificationRead, unreadNotifications } from './notifications';
import { mailChoices, setMailChoices } from './preferences';
import { mailChoicesBody, notificationReadBody } from '#src/features/mailbox/contract';
import { readJson } from '#src/server/validation';

/**
 * Router mounted at /api/notification (app.ts).
 * - GET / — any signed-in role; the caller's unread notifications, newest first (the same list as headerinfo's,
 *   for pages that show notifications outside the header: teachers, whose header has no notifications menu by
 *   spec §6, read them on /docent/overzicht).
 * - PUT /read — any signed-in role; body `{ id, … }` → 204 after marking the caller's notification read;
 *   404 for an unknown id, a non-UUID or someone else's notification; 400 for malformed JSON or no id.
 * - GET /preferences — any signed-in role; the caller's own choices: per kind (`planning`, `reminder`, `results`)
 *   whether it also comes by mail (docs/decisions/054-notification-mails.md). Nobody reads another's.
 * - PUT /preferences — any signed-in role; body `{ planning?, reminder?, results? }` (booleans) → the caller's choices
 *   after the change; 400 for another field or a value that is not a boolean.
 */
export function notificationRouter() {
  const router = new Hono<BackendEnv>();
  router.get('/', requireCaller(), async (c) => c.json(await unreadNotifications(c.var.db, c.var.caller)));
  router.put('/read', requireCaller(), async (c) => {
    const { id } = await readJson(c, notificationReadBody);
    if (!(await markNotificationRead(c.var.db, c.var.caller.id, id))) {
      throw apiError(404, 'Deze notificatie bestaat niet of is niet van jou.');
    }
    return c.body(null, 204);
  });
  router.get('/preferences', requireCaller(), async (c) => c.json(await mailChoices(c.var.db, c.var.caller)));
  router.put('/preferences', requireCaller(), async (c) => c.json(await setMailChoices(c.var.db, c.var.caller, await readJson(c, mailChoicesBody))));
  return router;
}
