/**
 * The bulk intake calls (docs/api.md "Bulk intake"), mounted at /api/user before the accounts router
 * (src/backend/app.ts), so that `/intake…` is never read as a user id. Thin: read the body, call the service.
 */
import { Hono } from 'hono';
import { requireCaller } from '#src/server/auth/caller';
import { idempotent } from '#src/server/idempotency';
import type { BackendEnv } from '#src/server/context';
import type { MailOutbox } from '#src/server/mail/outbox';
import { readJson } from '#src/server/validation';
import { intakeBody, type IntakePreview, type IntakeResult } from '#src/features/bulk-intake/contract';
import { importIntake, previewIntake } from './intake';

/**
 * Router mounted at /api/user (app.ts).
 * - POST /intake/preview — Admin, Coordinator; body `{ csv }` → 200 IntakePreview; 400 for an unreadable file
 *   (Dutch, naming the problem); others 401.
 * - POST /intake — Admin, Coordinator; body `{ csv }` → 200 IntakeResult: the good rows created as invited
 *   candidates and their invitations mailed; 400 as the preview; 409 (spec §8) when an address was taken while
 *   importing, nothing saved; others 401.
 * @param deps.outbox takes the invitation mails (server/mail/outbox.ts).
 */
export function intakeRouter(deps: { outbox: MailOutbox }) {
  const router = new Hono<BackendEnv>();

  router.post('/intake/preview', requireCaller('Admin', 'Coordinator'), async (c) => {
    const { csv } = await readJson(c, intakeBody);
    return c.json((await previewIntake(c.var.db, csv)) satisfies IntakePreview);
  });

  router.post('/intake', requireCaller('Admin', 'Coordinator'), idempotent(), async (c) => {
    const { csv } = await readJson(c, intakeBody);
    return c.json((await importIntake(c.var.db, deps.outbox, csv)) satisfies IntakeResult);
  });

  return router;
}
