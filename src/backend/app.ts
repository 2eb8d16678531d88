/**
 * The platform API (docs/architecture.md): one Hono app, one router per prefix under /api (server/routing.ts).
 * Every answer is JSON; every error is `{ title }` in Dutch with the status of spec §8 (errors.ts).
 *
 * @example
 *   const api = createBackend({ db: handle.db, mailer });
 *   const res = await api.request('/api/user/login', { method: 'POST', body: JSON.stringify({ email, password }) });
 */
import { patApi } from '#src/features/pat/api/routes';
import { patCalendarEvents, patReminders } from '#src/features/pat/api/calendar';
import { lessonReminders } from '#src/features/educations/api/calendar';
import { dayBeforeReminderTask } from '#src/features/mailbox/api/reminders';
import { candidateEducationRouter } from '#src/features/educations/api/candidate-router';
import { educationApi } from '#src/features/educations/api/routes';
import { accountSetupRouter, licenceRouter } from '#src/features/licences/api/router';
import { invoiceRouter } from '#src/features/invoices/api/router';
import { invoiceReminderTask } from '#src/features/invoices/api/reminders';
import { reportRouter } from '#src/features/reports/api/router';
import { quizApi } from '#src/features/profession-quiz/api/routes';
import { PROSPECT_PRUNE_TASK } from '#src/features/profession-quiz/api/retention';
import { expireUnconfirmedAccount, SETUP_EXPIRY_TASK } from '#src/features/privacy/api/setup-holds';
import { confirmHeldSeats } from '#src/features/licences/api/seats';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { config } from '#src/config.server';
import { isImageUpload, maxBodyBytesFor } from '#src/lib/body-limits';
import { IMAGE_TOO_LARGE } from '#src/features/content/media';
import type { BackendEnv } from '#src/server/context';
import { inOrder } from '#src/server/routing';
import { getDb, openedDb, type Db } from '#src/server/db/client';
import { ApiError, apiError, errorLogLine, TITLES } from '#src/server/errors';
import { createMailer, type Mailer } from '#src/server/mail/mailer';
import { configuredRetryPolicy, createMailOutbox, SENT_MAIL_PRUNE_TASK, startMailWorker } from '#src/server/mail/outbox';
import { outboxRouter } from '#src/features/mailbox/api/outbox-router';
import { auditRouter } from '#src/features/audit/api/router';
import { mediaRouter } from '#src/features/content/api/media-router';
import { messageRouter } from '#src/features/mailbox/api/router';
import { modulesApi } from '#src/features/content/api/routes';
import { notificationRouter } from '#src/features/mailbox/api/notifications-router';
import { contactsRouter } from '#src/features/mailbox/api/contacts-router';
import { privacyRouter } from '#src/features/privacy/api/router';
import { suggestionRouter } from '#src/features/content/api/suggestions-router';
import { templateRouter } from '#src/features/content/api/templates-router';
import { testApi } from '#src/features/profession-test/api/routes';
import { signInRouter, userRouter } from '#src/features/accounts/api/router';
import { headerInfoRouter } from './header-info-router';
import { organizationRouter } from '#src/features/organizations/api/router';
import { locationRouter } from '#src/features/locations/api/router';
import { settingsRouter } from '#src/features/company-settings/api/router';
import { intakeRouter } from '#src/features/bulk-intake/api/router';
import { contactPortalRouter } from '#src/features/contact-portal/api/router';
import { reportTemplateRouter } from '#src/features/reports/api/templates-router';
import { candidateHomeRouter } from '#src/features/candidate-home/api/router';
import { candidateTimelineRouter } from '#src/features/candidate-timeline/api/router';
import { groupActionRouter } from '#src/features/group-actions/api/router';
import { qualityRouter } from '#src/features/assessor-agreement/api/router';
import { certificateRouter } from '#src/features/certificates/api/router';
import { issueCertificates } from '#src/features/certificates/api/issue';

/** Largest accepted request body for most calls, bytes (docs/api.md: "413 body over 1 MB"; lib/body-limits.ts). */
export { MAX_BODY_BYTES } from '#src/lib/body-limits';

export interface BackendDeps {
  /** Database; defaults to the process-wide one from the configuration. */
  db?: Db;
  /**
   * The transport that delivers the mail outbox (server/mail/outbox.ts; docs/decisions/049-mail-outbox.md);
   * defaults to the configured one (files under DATA_DIR/mail, or SMTP_URL). Features never send directly: they
   * write to the outbox in their transaction.
   */
  mailer?: Mailer;
  /**
   * Where unexpected errors are logged; default one line on stderr with the error's name, code and request id
   * only (`errorLogLine`: never the message, which may hold the query's parameters).
   */
  logError?: (error: unknown, requestId: string | undefined) => void;
  /**
   * Background work of this process, on unref'd timers: the mail outbox's worker (server/mail/outbox.ts, stopped by
   * `stopMailWorkers` at shutdown), which also runs the scheduled work once per cluster (server/scheduled.ts): every
   * 15 minutes the account setups not confirmed in time (features/privacy/api/setup-holds.ts), hourly the
   * beroepen-quiz's prospects past their retention (features/profession-quiz/api/retention.ts) and the payment
   * reminders of overdue invoices (features/invoices/api/reminders.ts), daily the sent mails past
   * OUTBOX_KEEP_SENT_DAYS, every 15 minutes the day-before reminders (features/mailbox/api/reminders.ts). Default: on
   * when the process-wide database is used (no `db` given), as the
   * servers run; the timers work only on a database that is open and never open one themselves.
   */
  housekeeping?: boolean;
}

/**
 * The appointments the day-before reminder mails about (mailbox/api/reminders.ts; docs/decisions/054): PAT days and
 * lessons, handed in here because the mailbox imports no higher feature (decision 043).
 */
export const REMINDER_SOURCES = [patReminders, lessonReminders] as const;

/** The TCP peer when the API runs as its own server (@hono/node-server puts the socket on `env.incoming`). */
function socketAddress(env: unknown): string | undefined {
  return (env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming?.socket?.remoteAddress;
}

/**
 * The client's IP address for rate limits (OWASP ASVS 7.3.x: only trust what your own proxies wrote).
 * - In-process (no socket: called by the gateway's forwarder or a test), the gateway has replaced
 *   `X-Forwarded-For` with the one address it established: take it.
 * - As its own server (`npm run start:api`), take the socket's peer, unless TRUST_PROXY_HOPS proxies (the
 *   gateway counts as one) stand in front: then the entry that many hops from the right.
 */
export function clientIpOf(forwardedFor: string | undefined, socket: string | undefined): string {
  const entries = (forwardedFor ?? '').split(',').map((e) => e.trim()).filter(Boolean);
  if (socket === undefined) return entries[0] ?? 'onbekend';
  const hops = config().TRUST_PROXY_HOPS;
  if (hops > 0 && entries.length >= hops) return entries[entries.length - hops] as string;
  return socket;
}

/** Builds the API app. Dependencies are options so tests pass their own (habit 4). */
export function createBackend(deps: BackendDeps = {}) {
  const mailer = deps.mailer ?? createMailer();
  const logError = deps.logError ?? ((error: unknown, requestId: string | undefined) => console.error(errorLogLine('api-error', error, requestId)));
  const app = new Hono<BackendEnv>();
  const housekeeping = deps.housekeeping ?? deps.db === undefined;
  // The outbox: a worker per server process; with a database of its own (tests), each request's mails are also
  // delivered before its answer, and a mail written after the answer as soon as it is committed. The reminders write
  // to this same outbox: the worker that runs them starts before the outbox exists, and runs its first round later.
  const invoiceReminders = invoiceReminderTask({ enqueue: (db, mail) => outbox.enqueue(db, mail) });
  const dayBeforeReminders = dayBeforeReminderTask({ outbox: { enqueue: (db, mail) => outbox.enqueue(db, mail) }, sources: REMINDER_SOURCES });
  const outbox = createMailOutbox({
    worker: housekeeping
      ? startMailWorker({
          database: openedDb,
          mailer,
          policy: configuredRetryPolicy(),
          tasks: [SETUP_EXPIRY_TASK, PROSPECT_PRUNE_TASK, invoiceReminders, dayBeforeReminders, SENT_MAIL_PRUNE_TASK],
          logError: (error) => logError(error, undefined),
        })
      : undefined,
    deliverNow: deps.db ? { db: deps.db, mailer } : undefined,
  });

  app.use('*', async function provideDb(c, next) {
    c.set('db', deps.db ?? (await getDb()));
    c.set('outbox', outbox);
    c.set('clientIp', clientIpOf(c.req.header('x-forwarded-for'), socketAddress(c.env)));
    await next();
    await outbox.flush().catch((error: unknown) => logError(error, c.req.header('x-request-id')));
  });
  app.use('*', async function limitBody(c, next) {
    const limit = bodyLimit({
      maxSize: maxBodyBytesFor(c.req.method, c.req.path),
      onError: () => {
        throw apiError(413, isImageUpload(c.req.method, c.req.path) ? IMAGE_TOO_LARGE : TITLES.tooLarge);
      },
    });
    return limit(c, next);
  });

  // One router per prefix (server/routing.ts): a feature's routers come composed in the order they are tried; the two
  // prefixes several features share are composed here. src/backend/routes.test.ts checks that no route is taken by
  // one added before it.
  // `/api/user`: the accounts feature's routers with the header info, which needs mailbox and profession-test, between
  // them (header-info-router.ts); an invited account's confirmation also confirms its held seats (licences).
  const accounts = { outbox, onConfirmed: confirmHeldSeats };
  app.route(
    '/api/user',
    inOrder(
      intakeRouter({ outbox }),
      accountSetupRouter({ outbox, expireUnconfirmedAccount }),
      signInRouter(accounts),
      headerInfoRouter(),
      userRouter(accounts),
      contactsRouter(),
      privacyRouter(),
    ),
  );
  app.route('/api/notification', notificationRouter());
  app.route('/api/suggestions', suggestionRouter());
  app.route('/api/modules', modulesApi());
  app.route('/api/media', mediaRouter());
  app.route('/api/templates', templateRouter());
  app.route('/api/message', messageRouter());
  app.route('/api/audit', auditRouter());
  app.route('/api/test', testApi());
  app.route('/api/organization', organizationRouter());
  app.route('/api/location', locationRouter());
  app.route('/api/settings', settingsRouter());
  app.route('/api/licence', licenceRouter({ outbox }));
  app.route('/api/invoice', invoiceRouter({ outbox }));
  // Releasing results issues certificates to those who passed, in the release's transaction (decision 058).
  const onResultsReleased = issueCertificates;
  app.route('/api/pat', inOrder(candidateEducationRouter(), patApi({ onResultsReleased }))); // GET /getUserEducation: the educations feature's
  // A person's calendar feed (educations) holds their PAT days too, handed in here: educations does not import pat.
  app.route('/api/education', educationApi({ calendarSources: [patCalendarEvents], onResultsReleased }));
  app.route('/api/contactperson', contactPortalRouter());
  app.route('/api/reports', reportRouter());
  app.route('/api/report-templates', reportTemplateRouter());
  app.route('/api/quiz', quizApi({ outbox }));
  app.route('/api/mail-outbox', outboxRouter());
  app.route('/api/candidate', candidateHomeRouter());
  app.route('/api/timeline', candidateTimelineRouter());
  app.route('/api/group-actions', groupActionRouter());
  app.route('/api/quality', qualityRouter());
  app.route('/api/certificates', certificateRouter());

  app.notFound((c) => c.json({ title: TITLES.notFound }, 404));
  app.onError((error, c) => {
    if (error instanceof HTTPException) {
      // A 500 the code chose (a PDF that could not be made) is still a failure someone must be able to find; a 503
      // is load being shed on purpose (decision 013) and is not logged per request.
      if (error.status === 500) logError(error.cause ?? error, c.req.header('x-request-id'));
      return c.json({ title: error.message || TITLES.server }, error.status, error instanceof ApiError ? { ...error.headers } : {});
    }
    logError(error, c.req.header('x-request-id'));
    return c.json({ title: TITLES.server }, 500);
  });
  return app;
}

export type Backend = ReturnType<typeof createBackend>;
