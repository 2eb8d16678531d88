/**
 * The staff's view of the mail outbox (docs/api.md "Mail outbox"; docs/decisions/049-mail-outbox.md): the mails
 * that are waiting or were given up, and a resend. Delivery itself is src/server/mail/outbox.ts's.
 */
import { and, asc, count, desc, eq, ne, type SQL } from 'drizzle-orm';
import { Hono } from 'hono';
import { requireCaller } from '#src/server/auth/caller';
import type { BackendEnv } from '#src/server/context';
import { mailOutbox } from '#src/server/db/schema';
import { apiError, TITLES } from '#src/server/errors';
import { resendMail } from '#src/server/mail/outbox';
import { offsetOf, paged, PAGE_SIZE } from '#src/server/paging';
import { isUuid, readQuery } from '#src/server/validation';
import type { TitleAnswer } from '#src/lib/contract';
import { mailOutboxQuery, type MailDelivery } from '#src/features/mailbox/contract';

/** The answer to a resend. */
export const OUTBOX_TITLES = {
  resent: 'De e-mail wordt opnieuw verstuurd.',
} as const;

/**
 * Router mounted at /api/mail-outbox (app.ts).
 * - GET / — Admin, Coordinator; `?state=pending|failed&page=` → 200 paged `MailDelivery` (failed first, then the
 *   oldest); sent mails are not listed; others 401.
 * - POST /{id}/resend — Admin, Coordinator → 200 `{ title }`: the mail is due at once with a fresh count of
 *   attempts; 404 for an unknown id or a mail already sent; others 401.
 */
export function outboxRouter() {
  const router = new Hono<BackendEnv>();

  router.get('/', requireCaller('Admin', 'Coordinator'), async (c) => {
    const { page, state } = readQuery(c, mailOutboxQuery);
    const where: SQL | undefined = state ? eq(mailOutbox.state, state) : ne(mailOutbox.state, 'sent');
    const [total] = await c.var.db.select({ n: count() }).from(mailOutbox).where(where);
    const rows = await c.var.db
      .select({
        id: mailOutbox.id,
        to: mailOutbox.to,
        subject: mailOutbox.subject,
        state: mailOutbox.state,
        attempts: mailOutbox.attempts,
        lastError: mailOutbox.lastError,
        createdAt: mailOutbox.createdAt,
        nextAttemptAt: mailOutbox.nextAttemptAt,
      })
      .from(mailOutbox)
      .where(and(where))
      .orderBy(desc(eq(mailOutbox.state, 'failed')), asc(mailOutbox.createdAt), asc(mailOutbox.id))
      .limit(PAGE_SIZE)
      .offset(offsetOf(page));
    const items: MailDelivery[] = rows.map((r) => ({
      ...r,
      state: r.state === 'failed' ? 'failed' : 'pending',
      createdAt: r.createdAt.toISOString(),
      nextAttemptAt: r.nextAttemptAt.toISOString(),
    }));
    return c.json(paged(items, total?.n ?? 0, page));
  });

  router.post('/:id/resend', requireCaller('Admin', 'Coordinator'), async (c) => {
    const id = c.req.param('id');
    if (!isUuid(id) || !(await resendMail(c.var.db, id))) throw apiError(404, TITLES.notFound);
    return c.json({ title: OUTBOX_TITLES.resent } satisfies TitleAnswer);
  });

  return router;
}
