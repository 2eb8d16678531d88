/**
 * `GET /api/user/contactlist` (docs/api.md, User): the people a candidate or contact person may write to,
 * for the mailbox's compose screen. The rule lives in services/contacts.ts (domain.md, Messages).
 */
import { Hono } from 'hono';
import { requireCaller } from '../auth/caller';
import type { BackendEnv } from '../context';
import { contactsOf } from '../services/contacts';

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
