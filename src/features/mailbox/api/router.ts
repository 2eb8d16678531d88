/**
 * Message calls (docs/api.md, Message; domain.md, Messages). Open to every signed-in role: candidates and
 * contact persons use /mailbox, staff and teachers read and answer from their dashboards. The work is in
 * features/mailbox/api/messages.ts; this file checks input and shapes answers.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { requireCaller } from '#src/server/auth/caller';
import type { BackendEnv } from '#src/server/context';
import { pageQuery } from '#src/lib/contract';
import {
  BODY_MAX,
  inbox,
  openMessage,
  outbox,
  RECIPIENTS_MAX,
  replyToMessage,
  sendMessage,
  SUBJECT_MAX,
} from './messages';
import { readJson, readQuery } from '#src/server/validation';

const body = z
  .string({ message: 'Vul een bericht in.' })
  .max(BODY_MAX, `Het bericht mag hoogstens ${BODY_MAX} tekens lang zijn.`)
  .refine((text) => text.trim().length > 0, 'Vul een bericht in.');

const newMessage = z.object({
  to: z
    .array(z.uuid({ message: 'Een van de ontvangers bestaat niet.' }), { message: 'Kies minstens één ontvanger.' })
    .min(1, 'Kies minstens één ontvanger.')
    .max(RECIPIENTS_MAX, `Je kunt een bericht aan hoogstens ${RECIPIENTS_MAX} ontvangers tegelijk sturen.`)
    .refine((ids) => new Set(ids).size === ids.length, 'Elke ontvanger mag maar één keer in de lijst staan.'),
  subject: z
    .string({ message: 'Vul een onderwerp in.' })
    .trim()
    .min(1, 'Vul een onderwerp in.')
    .max(SUBJECT_MAX, `Het onderwerp mag hoogstens ${SUBJECT_MAX} tekens lang zijn.`),
  body,
  replyToId: z.uuid({ message: 'Het bericht waarop je antwoordt bestaat niet.' }).optional(),
});

const inboxQuery = pageQuery.extend({ unread: z.enum(['0', '1'], { message: 'Gebruik unread=1 of laat het weg.' }).optional() });

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

  router.post('/', async (c) => {
    const input = await readJson(c, newMessage);
    return c.json(await sendMessage(c.var.db, c.var.caller, input), 201);
  });

  router.post('/:id/reply', async (c) => {
    const input = await readJson(c, z.object({ body }));
    return c.json(await replyToMessage(c.var.db, c.var.caller, c.req.param('id'), input.body), 201);
  });

  return router;
}
