/**
 * Message calls (docs/api.md, Message; docs/domain.md, Messages). Open to every signed-in role: candidates and
 * contact persons use /mailbox, staff and teachers read and answer from their dashboards. The work is in
 * features/mailbox/api/messages.ts; this file checks input and shapes answers.
 */
import { Hono } from 'hono';
import { requireCaller } from '#src/server/auth/caller';
import { idempotent } from '#src/server/idempotency';
import type { BackendEnv } from '#src/server/context';
import { inboxQuery, newMessageBody, replyBody } from '#src/features/mailbox/contract';
import { pageQuery } from '#src/lib/contract';
import { inbox, openMessage, outbox, replyToMessage, sendMessage } from './messages';
import { readJson, readQuery } from '#src/server/validation';

/**
 * Router mounted at /api/message (app.ts). All calls need a signed-in caller (401 otherwise).
 * - GET /inbox?page&unread=1 — paged `{ id, subject, sender: { id, name }, createdAt, readAt }`, newest first.
 * - GET /outbox?page — paged `{ id, subject, recipients: [{ id, name }], createdAt }`, newest first.
 * - GET /:id — `{ id, subject, body, sender, recipients, createdAt, readAt, replyToId }` for sender or
 *   recipient (marks it read for a recipient); 404 otherwise.
 * - POST / — `{ to, subject, body, replyToId? }` → 201 `{ id }`; 400 for bad input or a recipient the caller
 *   may not write to.
 * - POST /:id/reply — `{ body }` → 201 `{ id }`, only for a recipient of :id (404 otherwise).
 * Dates are ISO 8601 strings.
 */
export function messageRouter() {
  const router = new Hono<BackendEnv>();
  router.use('*', requireCaller());

  router.get('/inbox', async (c) => {
    const { page, unread } = readQuery(c, inboxQuery);
    return c.json(await inbox(c.var.db, c.var.caller, { page, unreadOnly: unread === '1' }));
  });

  router.get('/outbox', async (c) => {
    const { page } = readQuery(c, pageQuery);
    return c.json(await outbox(c.var.db, c.var.caller, { page }));
  });

  router.get('/:id', async (c) => {
    return c.json(await openMessage(c.var.db, c.var.caller, c.req.param('id')));
  });

  router.post('/', idempotent(), async (c) => {
    const input = await readJson(c, newMessageBody);
    return c.json(await sendMessage(c.var.db, c.var.caller, input), 201);
  });

  router.post('/:id/reply', idempotent(), async (c) => {
    const input = await readJson(c, replyBody);
    return c.json(await replyToMessage(c.var.db, c.var.caller, c.req.param('id'), input.body), 201);
  });

  return router;
}
