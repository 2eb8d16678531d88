/**
 * The mail outbox (docs/decisions/049-mail-outbox.md): a mail is written to `mail_outbox` in the same transaction
 * as the change that causes it (`MailOutbox.enqueue`), and delivered afterwards by a worker (`deliverDue`), so a mail
 * server that is down neither fails the request nor loses the mail.
 *
 * Delivery, per mail: a worker claims one due row with `FOR UPDATE SKIP LOCKED` and pushes its `next_attempt_at`
 * `claimMs` ahead (the claim), sends it outside any transaction, and only then marks it `sent`, on the condition
 * that its claim still holds. Several processes on one PostgreSQL database never claim the same row at once. A
 * failed attempt is tried again after `retryDelayMs` (exponential back-off); after `attempts` attempts the row is
 * `failed`, and staff can resend it (`resendMail`). A worker that dies between the server's acceptance and the
 * mark leaves the row to be claimed again when its claim runs out: at most that mail can go twice.
 *
 * @example
 *   await db.transaction(async (tx) => {
 *     await tx.insert(passwordResets).values(…);
 *     await outbox.enqueue(tx, { to, subject, text });
 *   });
 */
import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import { config } from '#src/config.server';
import type { Db } from '#src/server/db/client';
import { mailAttachments, mailOutbox } from '#src/server/db/schema';
import { runDueTasks, type ScheduledTask } from '#src/server/scheduled';
import type { Mailer, OutgoingMail } from './mailer';

/** When and how often delivery is tried. All durations in ms. */
export interface RetryPolicy {
  /** Attempts in all before a mail is `failed`. */
  attempts: number;
  /** Wait after the first failed attempt; doubled after each next one. */
  firstDelayMs: number;
  /** Longest wait between two attempts. */
  maxDelayMs: number;
  /** How long a worker's claim on a mail lasts before another may take it (longer than one SMTP delivery). */
  claimMs: number;
}

/**
 * The platform's policy (README "E-mail"): 10 attempts, waits of 30 s, 1, 2, 4, 8, 16, 32 minutes, then 1 hour
 * (in all about 3 hours and 4 minutes from the first attempt to the last), a claim of 2 minutes.
 */
export const RETRY_POLICY: RetryPolicy = { attempts: 10, firstDelayMs: 30_000, maxDelayMs: 60 * 60_000, claimMs: 2 * 60_000 };

/**
 * The retry policy of the settings MAIL_ATTEMPTS, MAIL_RETRY_FIRST_SECONDS and MAIL_RETRY_MAX_SECONDS (README
 * "E-mail"); their defaults give RETRY_POLICY. The claim stays 2 minutes.
 */
export function configuredRetryPolicy(): RetryPolicy {
  const cfg = config();
  return {
    attempts: cfg.MAIL_ATTEMPTS,
    firstDelayMs: cfg.MAIL_RETRY_FIRST_SECONDS * 1000,
    maxDelayMs: Math.max(cfg.MAIL_RETRY_FIRST_SECONDS, cfg.MAIL_RETRY_MAX_SECONDS) * 1000,
    claimMs: RETRY_POLICY.claimMs,
  };
}

/** How often a worker looks for due mails when nothing wakes it: ms. */
export const WORKER_POLL_MS = 5_000;

/** Sent mails are deleted this many days after they were sent (`pruneSentMails`). */
export const OUTBOX_KEEP_SENT_DAYS = 30;

/** The wait after failed attempt number `attempt` (1-based): `firstDelayMs · 2^(attempt−1)`, at most `maxDelayMs`. */
export function retryDelayMs(attempt: number, policy: RetryPolicy = RETRY_POLICY): number {
  return Math.min(policy.firstDelayMs * 2 ** Math.max(0, attempt - 1), policy.maxDelayMs);
}

/** Writes `mail` to the outbox on `db`, which should be the transaction of the change that causes it. */
export async function insertMail(db: Db, mail: OutgoingMail): Promise<string> {
  const [row] = await db
    .insert(mailOutbox)
    .values({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? null, headers: mail.headers ?? null })
    .returning({ id: mailOutbox.id });
  if (!row) throw new Error('mail_outbox: geen rij na insert');
  if (mail.attachments?.length) {
    await db.insert(mailAttachments).values(
      mail.attachments.map((a, position) => ({ mailId: row.id, position, filename: a.filename, contentType: a.contentType, content: a.content })),
    );
  }
  return row.id;
}

interface Claimed {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  /** Null for rows written before mails had header fields of their own (the mailer then adds its defaults). */
  headers: Record<string, string> | null;
  attempts: number;
}

/** The short reason of a failed delivery: the transport's code and server response, or the error's name. */
function reasonOf(error: unknown): string {
  const e = error as { code?: unknown; responseCode?: unknown; response?: unknown; name?: unknown };
  const parts = [e?.code, e?.responseCode, e?.response].filter((p) => p !== undefined && p !== null).map(String);
  return (parts.length > 0 ? parts.join(' ') : String(e?.name ?? 'Error')).slice(0, 300);
}

/**
 * Claims one due mail (SKIP LOCKED), sends it and records the outcome.
 * @returns 'sent', 'retry' (failed, tried again later), 'failed' (last attempt failed), or null when none was due.
 */
export async function deliverOne(db: Db, mailer: Mailer, policy: RetryPolicy = RETRY_POLICY): Promise<'sent' | 'retry' | 'failed' | null> {
  const result = await db.execute(sql`
    update mail_outbox set attempts = attempts + 1, next_attempt_at = now() + ${policy.claimMs} * interval '1 millisecond'
    where id = (
      select id from mail_outbox where state = 'pending' and next_attempt_at <= now()
      order by next_attempt_at limit 1 for update skip locked
    )
    returning id, "to", subject, text, html, headers, attempts`);
  const claimed = (result as unknown as { rows: Claimed[] }).rows[0];
  if (!claimed) return null;
  const ours = and(eq(mailOutbox.id, claimed.id), eq(mailOutbox.state, 'pending'), eq(mailOutbox.attempts, claimed.attempts));
  const attachments = await db
    .select({ filename: mailAttachments.filename, contentType: mailAttachments.contentType, content: mailAttachments.content })
    .from(mailAttachments)
    .where(eq(mailAttachments.mailId, claimed.id))
    .orderBy(asc(mailAttachments.position));
  try {
    await mailer.send({
      to: claimed.to,
      subject: claimed.subject,
      text: claimed.text,
      ...(claimed.html ? { html: claimed.html } : {}),
      ...(claimed.headers ? { headers: claimed.headers } : {}),
      ...(attachments.length > 0 ? { attachments } : {}),
    });
  } catch (error) {
    const last = claimed.attempts >= policy.attempts;
    await db
      .update(mailOutbox)
      .set({
        state: last ? 'failed' : 'pending',
        lastError: reasonOf(error),
        nextAttemptAt: sql`now() + ${retryDelayMs(claimed.attempts, policy)} * interval '1 millisecond'`,
      })
      .where(ours);
    return last ? 'failed' : 'retry';
  }
  await db.update(mailOutbox).set({ state: 'sent', sentAt: sql`now()`, lastError: null }).where(ours);
  return 'sent';
}

/**
 * Delivers every mail that is due now, one at a time, until none is.
 * @returns how many were sent.
 */
export async function deliverDue(db: Db, mailer: Mailer, policy: RetryPolicy = RETRY_POLICY): Promise<number> {
  let sent = 0;
  for (;;) {
    const outcome = await deliverOne(db, mailer, policy);
    if (outcome === null) return sent;
    if (outcome === 'sent') sent++;
  }
}

/**
 * Staff's resend (docs/api.md `POST /api/outbox/{id}/resend`): a failed or pending mail is due again at once,
 * with a fresh count of attempts.
 * @returns whether a mail in one of those states had this id (a sent mail is not sent again).
 */
export async function resendMail(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(mailOutbox)
    .set({ state: 'pending', attempts: 0, nextAttemptAt: sql`now()` })
    .where(and(eq(mailOutbox.id, id), inArray(mailOutbox.state, ['pending', 'failed'])))
    .returning({ id: mailOutbox.id });
  return rows.length > 0;
}

/**
 * Deletes the sent mails older than OUTBOX_KEEP_SENT_DAYS (privacy registry: kept no longer than needed).
 * @returns the number deleted.
 */
export async function pruneSentMails(db: Db, now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - OUTBOX_KEEP_SENT_DAYS * 24 * 60 * 60_000);
  const rows = await db
    .delete(mailOutbox)
    .where(and(eq(mailOutbox.state, 'sent'), lt(mailOutbox.sentAt, cutoff)))
    .returning({ id: mailOutbox.id });
  return rows.length;
}

/** The daily clean-up of sent mails (`pruneSentMails`), as scheduled work once per cluster (server/scheduled.ts). */
export const SENT_MAIL_PRUNE_TASK: ScheduledTask = { name: 'mail-outbox-sent', intervalMs: 24 * 60 * 60_000, run: (db) => pruneSentMails(db) };

/** What features get to send mail with: the outbox of the backend that serves them. */
export interface MailOutbox {
  /**
   * Writes `mail` to the outbox on `db`: pass the transaction of the change that causes the mail, so that the
   * mail is there exactly when the change is. Never sends; never fails for a transport that is down.
   * @returns the mail's id in `mail_outbox`, for a log that names it (an invoice's sent log).
   */
  enqueue(db: Db, mail: OutgoingMail): Promise<string>;
}

/** A running delivery worker. */
export interface MailWorker {
  /** Looks for due mails soon (after `wakeDelayMs`), instead of at the next poll. */
  wake(): void;
  /** Stops polling and waits for the delivery in progress. */
  stop(): Promise<void>;
}

const running = new Set<MailWorker>();

/**
 * Starts a worker that delivers the due mails of `database()` every `pollMs` and soon after `wake()`, and runs the
 * due ones of `tasks` (server/scheduled.ts: once per cluster), on unref'd timers (it never keeps the process alive).
 * Every process may run one: they share the work through SKIP LOCKED and the tasks' claims.
 * @param options.database the open database, or undefined while none is open (then a round is skipped: the worker
 *   never opens the database itself).
 * @param options.logError where a failing round (database trouble) is reported; a failing delivery is not an error.
 */
export function startMailWorker(options: {
  database: () => Promise<Db> | undefined;
  mailer: Mailer;
  policy?: RetryPolicy;
  tasks?: readonly ScheduledTask[];
  pollMs?: number;
  wakeDelayMs?: number;
  logError: (error: unknown) => void;
}): MailWorker {
  const pollMs = options.pollMs ?? WORKER_POLL_MS;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let round: Promise<void> | null = null;
  let stopped = false;

  const schedule = (ms: number) => {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(tick, ms);
    timer.unref();
  };
  function tick() {
    timer = null;
    if (round) return schedule(pollMs);
    const db = options.database();
    const work = async (open: Db) => {
      await deliverDue(open, options.mailer, options.policy);
      if (options.tasks?.length) await runDueTasks(open, options.tasks, options.logError);
    };
    round = (db ? db.then(work) : Promise.resolve())
      .catch(options.logError)
      .finally(() => {
        round = null;
        schedule(pollMs);
      });
  }
  const worker: MailWorker = {
    wake: () => schedule(options.wakeDelayMs ?? 50),
    async stop() {
      stopped = true;
      running.delete(worker);
      if (timer) clearTimeout(timer);
      await round;
    },
  };
  running.add(worker);
  schedule(0);
  return worker;
}

/** Stops every worker of this process and waits for their deliveries in progress (server shutdown, before the database closes). */
export async function stopMailWorkers(): Promise<void> {
  await Promise.all([...running].map((worker) => worker.stop()));
}

/**
 * The outbox of a backend.
 * @param options.worker wakes this process's worker after each enqueue (production).
 * @param options.deliverNow tests: `flush()` delivers on `db` what this outbox enqueued (the backend calls it at the
 *   end of each request), and a mail enqueued after the answer is delivered as soon as its transaction commits,
 *   with `mailer`. Delivery failures follow the policy like any other.
 */
export function createMailOutbox(options: { worker?: MailWorker; deliverNow?: { db: Db; mailer: Mailer; policy?: RetryPolicy } } = {}) {
  let waiting = 0;
  let chasing: Promise<void> | null = null;
  const now = options.deliverNow;

  /** Delivers until every mail this outbox enqueued went out or had its attempt, or 2 s pass (a rolled-back one never shows). */
  const chase = () => {
    if (!now || chasing) return;
    chasing = (async () => {
      const until = Date.now() + 2_000;
      while (waiting > 0 && Date.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, 5));
        await flush().catch(() => undefined);
      }
      waiting = 0;
    })().finally(() => {
      chasing = null;
    });
  };

  /** One round of delivery: every due mail, until none is. */
  async function deliverWaiting(): Promise<void> {
    if (!now || waiting === 0) return;
    for (;;) {
      const outcome = await deliverOne(now.db, now.mailer, now.policy);
      if (outcome === null) return;
      waiting = Math.max(0, waiting - 1);
    }
  }

  /** The rounds of this outbox, one after the other (see `flush`). */
  let rounds: Promise<void> = Promise.resolve();

  /**
   * Delivers every due mail now (deliverNow only; nothing when this outbox has nothing waiting). Rounds of one outbox
   * run one after the other: a mail that the chase has claimed (SKIP LOCKED hides it from a second round) is sent
   * before the request's flush returns, so the answer never comes before its mail.
   */
  function flush(): Promise<void> {
    const round = rounds.then(deliverWaiting);
    rounds = round.catch(() => undefined);
    return round;
  }

  const outbox: MailOutbox & { flush(): Promise<void> } = {
    async enqueue(db, mail) {
      const id = await insertMail(db, mail);
      waiting++;
      options.worker?.wake();
      chase();
      return id;
    },
    flush,
  };
  return outbox;
}
