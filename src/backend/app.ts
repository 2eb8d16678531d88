/**
 * The platform API (architecture.md): one Hono app, one router per area, mounted under /api.
 * Every answer is JSON; every error is `{ title }` in Dutch with the status of spec §8 (errors.ts).
 *
 * @example
 *   const api = createBackend({ db: handle.db, mailer });
 *   const res = await api.request('/api/user/login', { method: 'POST', body: JSON.stringify({ email, password }) });
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import type { BackendEnv } from './context';
import { getDb, type Db } from './db/client';
import { apiError, TITLES } from './errors';
import { createMailer, type Mailer } from './mail/mailer';
import { auditRouter } from './routes/audit';
import { messageRouter } from './routes/message';
import { notificationRouter } from './routes/notification';
import { contactsRouter } from './routes/contacts';
import { userRouter } from './routes/user';

/** Largest accepted request body, bytes (issue: "a body over 1 MB → 413"). */
export const MAX_BODY_BYTES = 1024 * 1024;

export interface BackendDeps {
  /** Database; defaults to the process-wide one from the configuration. */
  db?: Db;
  /** Outgoing mail; defaults to the configured transport (files under DATA_DIR/mail, or SMTP_URL). */
  mailer?: Mailer;
  /** Where unexpected errors are logged; defaults to console.error. */
  logError?: (error: unknown) => void;
}

/** Builds the API app. Dependencies are options so tests pass their own (habit 4). */
export function createBackend(deps: BackendDeps = {}) {
  const mailer = deps.mailer ?? createMailer();
  const logError = deps.logError ?? ((error: unknown) => console.error(error));
  const app = new Hono<BackendEnv>();

  app.use('*', async function provideDb(c, next) {
    c.set('db', deps.db ?? (await getDb()));
    const forwarded = c.req.header('x-forwarded-for');
    c.set('clientIp', forwarded?.split(',')[0]?.trim() || 'onbekend');
    await next();
  });
  app.use(
    '*',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: () => {
        throw apiError(413, TITLES.tooLarge);
      },
    }),
  );

  app.route('/api/user', userRouter({ mailer }));
  app.route('/api/user', contactsRouter());
  app.route('/api/notification', notificationRouter());
  app.route('/api/message', messageRouter());
  app.route('/api/audit', auditRouter());

  app.notFound((c) => c.json({ title: TITLES.notFound }, 404));
  app.onError((error, c) => {
    if (error instanceof HTTPException) {
      return c.json({ title: error.message || TITLES.server }, error.status);
    }
    logError(error);
    return c.json({ title: TITLES.server }, 500);
  });
  return app;
}

export type Backend = ReturnType<typeof createBackend>;
