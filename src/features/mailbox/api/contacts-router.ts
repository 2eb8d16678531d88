/**
 * `GET /api/user/contactlist` (docs/api.md, User): the people a candidate or contact person may write to,
 * for the mailbox's compose screen. The rule lives in features/mailbox/api/contacts.ts (docs/domain.md, Messages).
 */
import { Hono } from 'hono';
import { requireCaller } from '#src/server/auth/caller';
import type { BackendEnv } from '#src/server/context';
import { contactsOf } from './contacts';

/**
 * Router mounted at /api/user (app.ts).
 * - GET /contactlist — User, ContactPerson → 200 `[{ id, name, role }]` sorted by name; other roles → 401.
 */
export function contactsRouter() {
  const router = new Hono<BackendEnv>();
  router.get('/contactlist', requireCaller('User', 'ContactPerson'), async (c) => {
    return c.json(await contactsOf(c.var.db, c.var.caller));
  });
  return router;
}
