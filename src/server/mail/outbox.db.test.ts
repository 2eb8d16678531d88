/**
 * The mail outbox (server/mail/outbox.ts; docs/decisions/049-mail-outbox.md) against a real SMTP server from the
 * `smtp-server` package on 127.0.0.1: retries with back-off while the server refuses, exactly one delivery per mail
 * with two workers on one database (two pools when DATABASE_URL names a PostgreSQL server, as two server processes
 * would have), nothing sent for a rolled-back transaction, and the staff's list and resend.
 */
import type { AddressInfo } from 'node:net';
import { eq, inArray, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBackend, type Backend } from '#src/backend/app';
import { openDb, type Db, type DbHandle } from '#src/server/db/client';
import { mailOutbox } from '#src/server/db/schema';
import { call, createUser, openTestDb } from '#src/server/testing/api';
import { OUTBOX_TITLES } from '#src/features/mailbox/api/outbox-router';
import { simpleParser } from 'mailparser';
import { createMailer } from './mailer';
import { renderMail } from './template';
import { createMailOutbox, insertMail, retryDelayMs, startMailWorker, type MailWorker, type RetryPolicy } from './outbox';

interface Received {
  to: string[];
  subject: string;
  at: number;
}

/** Short waits, so a test sees several attempts: 40 ms, doubled, at most 320 ms; claims of 5 s. */
const FAST: RetryPolicy = { attempts: 10, firstDelayMs: 40, maxDelayMs: 320, claimMs: 5_000 };

let handle: DbHandle;
let server: SMTPServer;
let port = 0;
const received: Received[] = [];
/** The raw MIME message of every accepted mail, in order. */
const raws: string[] = [];
/** Every DATA the server was offered, accepted or not (ms timestamps). */
const offered: number[] = [];
/** While true the server answers every mail with 451 (try again later). */
let refusing = false;
/** Delay before the server answers a mail, ms. */
let answerDelayMs = 0;

const smtpMailer = () => createMailer({ transport: nodemailer.createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true }) });

beforeAll(async () => {
  handle = await openTestDb();
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        offered.push(Date.now());
        setTimeout(() => {
          if (refusing) {
            const error = Object.assign(new Error('Probeer het later opnieuw'), { responseCode: 451 });
            return callback(error);
          }
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), subject: /^Subject: (.*)$/m.exec(raw)?.[1] ?? '', at: Date.now() });
          raws.push(raw);
          callback();
        }, answerDelayMs);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  port = (server.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await handle?.close();
});

beforeEach(async () => {
  received.length = 0;
  raws.length = 0;
  offered.length = 0;
  refusing = false;
  answerDelayMs = 0;
  await handle.db.delete(mailOutbox);
});

/** Runs `body` with workers started by `start`, and stops them afterwards whatever happens. */
async function withWorkers(start: () => MailWorker[], body: () => Promise<void>): Promise<void> {
  const workers = start();
  try {
    await body();
  } finally {
    await Promise.all(workers.map((w) => w.stop()));
  }
}

const worker = (db: Db) => startMailWorker({ database: () => Promise.resolve(db), mailer: smtpMailer(), policy: FAST, pollMs: 20, logError: (e) => { throw e; } });

describe('retry with back-off', () => {
  it('waits longer after each refusal and delivers the mail once when the server takes it again', async () => {
    refusing = true;
    const id = await insertMail(handle.db, { to: 'sven.kuipers@example.org', subject: 'Wachtwoord opnieuw instellen', text: 'Beste Sven,' });
    await withWorkers(
      () => [worker(handle.db)],
      async () => {
        await vi.waitFor(() => expect(offered.length).toBeGreaterThanOrEqual(4), { timeout: 5_000, interval: 10 });
        refusing = false;
        await vi.waitFor(() => expect(received).toHaveLength(1), { timeout: 5_000, interval: 10 });
        await new Promise((resolve) => setTimeout(resolve, 200)); // a few more polls: nothing goes twice
      },
    );
    expect(received).toEqual([{ to: ['sven.kuipers@example.org'], subject: 'Wachtwoord opnieuw instellen', at: expect.any(Number) }]);
    const gaps = offered.slice(1, 4).map((at, i) => at - offered[i]!);
    // The waits after attempts 1, 2 and 3 are 40, 80 and 160 ms: each gap at least its wait.
    gaps.forEach((gap, i) => expect(gap).toBeGreaterThanOrEqual(retryDelayMs(i + 1, FAST) - 5));
    const [row] = await handle.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({ state: 'sent', lastError: null, attempts: offered.length });
    expect(row?.sentAt).toBeInstanceOf(Date);
  });

  it('gives a mail up after the last attempt, with the server’s answer', async () => {
    refusing = true;
    const id = await insertMail(handle.db, { to: 'lotte.visser@example.org', subject: 'Je account', text: 'Beste Lotte,' });
    await withWorkers(
      () => [startMailWorker({ database: () => Promise.resolve(handle.db), mailer: smtpMailer(), policy: { ...FAST, attempts: 3 }, pollMs: 20, logError: () => {} })],
      async () => {
        await vi.waitFor(async () => expect((await handle.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]?.state).toBe('failed'), { timeout: 5_000, interval: 20 });
      },
    );
    expect(offered).toHaveLength(3);
    const [row] = await handle.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({ attempts: 3, lastError: expect.stringContaining('451') });
  });

  it('retries at 30 s, 1, 2, 4 … minutes, at most an hour (README "E-mail")', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => retryDelayMs(n) / 1000)).toEqual([30, 60, 120, 240, 480, 960, 1920, 3600, 3600]);
  });
});

describe('header fields (docs/decisions/052-mail-templates.md)', () => {
  it('reach the server as stored with the mail, and an older row without them gets the defaults', async () => {
    const rendered = await renderMail('amal@example.org', {
      language: 'ar',
      subject: 'حسابك على Kandidaatplatform',
      greeting: 'مرحبًا Amal،',
      before: ['اختر كلمة مرور عبر هذا الرابط:'],
      action: { label: 'اختر كلمة مرور', url: 'https://platform.example/account/confirm?code=abc' },
      signOff: ['مع أطيب التحيات،', 'Kandidaatplatform'],
      reason: 'تصلك هذه الرسالة لأنه تم إنشاء حساب لك.',
      kind: 'notification',
    });
    await insertMail(handle.db, rendered);
    await insertMail(handle.db, { to: 'oud@example.org', subject: 'Oud', text: 'Beste Oud,' });
    await withWorkers(
      () => [worker(handle.db)],
      () => vi.waitFor(() => expect(raws).toHaveLength(2), { timeout: 5_000, interval: 10 }),
    );
    const [fresh, old] = await Promise.all(raws.map((raw) => simpleParser(raw)));
    expect(fresh!.messageId).toBe(rendered.headers!['Message-ID']);
    expect(fresh!.headers.get('auto-submitted')).toBe('auto-generated');
    expect(fresh!.headers.get('list')).toMatchObject({ unsubscribe: { url: expect.stringMatching(/\/profile#meldingen$/) } });
    expect(fresh!.html).toMatch(/<html[^>]*dir="rtl"/);
    expect(fresh!.text).toContain('https://platform.example/account/confirm?code=abc');
    expect(old!.headers.get('auto-submitted')).toBe('auto-generated');
    expect(old!.messageId).toMatch(/^<[0-9a-f-]{36}@[a-z0-9.-]+>$/);
    expect(old!.html).toBe(false);
  });
});

describe('attachments', () => {
  it('reach the server byte for byte, in order, and are deleted with their mail', async () => {
    const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37, 0x00, 0xff, 0x0a]);
    const xml = new TextEncoder().encode('<?xml version="1.0" encoding="UTF-8"?><Invoice>€</Invoice>');
    const id = await insertMail(handle.db, {
      to: 'administratie@bouwbedrijf.example',
      subject: 'Factuur 2026-0004',
      text: 'Geachte heer, mevrouw,',
      attachments: [
        { filename: 'factuur-2026-0004.pdf', contentType: 'application/pdf', content: pdf },
        { filename: 'factuur-2026-0004.xml', contentType: 'application/xml', content: xml },
      ],
    });
    await withWorkers(
      () => [worker(handle.db)],
      () => vi.waitFor(() => expect(raws).toHaveLength(1), { timeout: 5_000, interval: 10 }),
    );
    const parsed = await simpleParser(raws[0]!);
    expect(parsed.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      ['factuur-2026-0004.pdf', 'application/pdf'],
      ['factuur-2026-0004.xml', 'application/xml'],
    ]);
    expect([...parsed.attachments[0]!.content]).toEqual([...pdf]);
    expect(parsed.attachments[1]!.content.toString('utf8')).toContain('<Invoice>€</Invoice>');
    await handle.db.delete(mailOutbox).where(eq(mailOutbox.id, id));
    const left = await handle.db.execute(sql`select count(*)::int as n from mail_attachments where mail_id = ${id}`);
    expect((left as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
  });
});

describe('two workers on one database', () => {
  it('deliver every mail exactly once', async () => {
    // On PostgreSQL the second worker has a pool of its own, as a second server process would; on PGlite both share
    // the one connection there is.
    const second = handle.url ? await openDb({ url: handle.url }) : undefined;
    try {
      answerDelayMs = 3;
      const subjects = Array.from({ length: 40 }, (_, i) => `Mail ${i + 1}`);
      for (const subject of subjects) await insertMail(handle.db, { to: 'ria@example.org', subject, text: subject });
      let firstSent = 0;
      let secondSent = 0;
      const counting = (count: () => void) => {
        const inner = smtpMailer();
        return { send: async (mail: Parameters<typeof inner.send>[0]) => { await inner.send(mail); count(); } };
      };
      await withWorkers(
        () => [
          startMailWorker({ database: () => Promise.resolve(handle.db), mailer: counting(() => firstSent++), policy: FAST, pollMs: 10, logError: (e) => { throw e; } }),
          startMailWorker({ database: () => Promise.resolve(second?.db ?? handle.db), mailer: counting(() => secondSent++), policy: FAST, pollMs: 10, logError: (e) => { throw e; } }),
        ],
        async () => {
          await vi.waitFor(() => expect(received.length).toBeGreaterThanOrEqual(subjects.length), { timeout: 10_000, interval: 20 });
          await new Promise((resolve) => setTimeout(resolve, 200));
        },
      );
      expect(received.map((r) => r.subject).sort()).toEqual([...subjects].sort());
      expect(firstSent + secondSent).toBe(subjects.length);
      if (second) expect(Math.min(firstSent, secondSent)).toBeGreaterThan(0);
      const rows = await handle.db.select().from(mailOutbox);
      expect(rows.every((r) => r.state === 'sent' && r.attempts === 1)).toBe(true);
    } finally {
      await second?.close();
    }
  });
});

describe('the transaction decides', () => {
  it('sends nothing for a change that is rolled back, and the mail of one that commits', async () => {
    const outbox = createMailOutbox({ deliverNow: { db: handle.db, mailer: smtpMailer(), policy: FAST } });
    await expect(
      handle.db.transaction(async (tx) => {
        await outbox.enqueue(tx, { to: 'teruggedraaid@example.org', subject: 'Nooit', text: 'Nooit' });
        throw new Error('de wijziging mislukt');
      }),
    ).rejects.toThrow('de wijziging mislukt');
    await handle.db.transaction(async (tx) => {
      await outbox.enqueue(tx, { to: 'bewaard@example.org', subject: 'Wel', text: 'Wel' });
    });
    await vi.waitFor(() => expect(received).toHaveLength(1), { timeout: 5_000, interval: 10 });
    await outbox.flush();
    expect(received.map((r) => r.to)).toEqual([['bewaard@example.org']]);
    expect(await handle.db.select({ to: mailOutbox.to }).from(mailOutbox)).toEqual([{ to: 'bewaard@example.org' }]);
  });

  it('answers a request while the mail server is down, and keeps the mail for later', async () => {
    refusing = true;
    const app = createBackend({ db: handle.db, mailer: smtpMailer(), housekeeping: false });
    const admin = await createUser(handle, 'Admin');
    const res = await call(app, 'POST', '/api/user/createcandidate', admin, { email: 'nora.wacht@example.org', name: 'Nora Wacht' });
    expect(res.status).toBe(201);
    const rows = await handle.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'nora.wacht@example.org'));
    expect(rows).toMatchObject([{ state: 'pending', attempts: 1, subject: 'Je account op het Kandidaatplatform' }]);
    expect(received).toHaveLength(0);
  });
});

describe('staff: GET /api/mail-outbox and POST /api/mail-outbox/{id}/resend', () => {
  let app: Backend;
  beforeAll(() => {
    app = createBackend({ db: handle.db, mailer: smtpMailer(), housekeeping: false });
  });

  it('lists the failed and waiting mails for admins and coordinators, and resends one that failed', async () => {
    const coordinator = await createUser(handle, 'Coordinator');
    // Written in their final state at once: a pending row, even for a moment, is due, and a deliverer still chasing
    // the previous test's mail on this database would send it.
    const [failedRow, sentRow] = await handle.db
      .insert(mailOutbox)
      .values([
        { to: 'mislukt@example.org', subject: 'Je account op het Kandidaatplatform', text: 'Beste,', state: 'failed', attempts: 10, lastError: '451 Probeer het later opnieuw' },
        { to: 'verstuurd@example.org', subject: 'Verstuurd', text: 'Verstuurd', state: 'sent', attempts: 1, sentAt: new Date() },
      ])
      .returning({ id: mailOutbox.id });
    const [failed, sent] = [failedRow!.id, sentRow!.id];

    const list = await call(app, 'GET', '/api/mail-outbox?state=failed', coordinator);
    expect(list).toMatchObject({ status: 200, json: { total: 1, page: 1, items: [{ id: failed, to: 'mislukt@example.org', state: 'failed', attempts: 10, lastError: '451 Probeer het later opnieuw' }] } });
    expect((await call(app, 'GET', '/api/mail-outbox', coordinator)).json.items.map((i: { id: string }) => i.id)).toEqual([failed]);

    expect(await call(app, 'POST', `/api/mail-outbox/${failed}/resend`, coordinator)).toMatchObject({ status: 200, json: { title: OUTBOX_TITLES.resent } });
    expect((await call(app, 'GET', '/api/mail-outbox?state=failed', coordinator)).json.total).toBe(0);
    await withWorkers(
      () => [worker(handle.db)],
      () => vi.waitFor(() => expect(received).toHaveLength(1), { timeout: 5_000, interval: 10 }),
    );
    expect(received[0]?.to).toEqual(['mislukt@example.org']);
    // Marked once the server's acceptance is back (the mail may have gone through another deliverer on this database).
    await vi.waitFor(async () => {
      const rows = await handle.db.select().from(mailOutbox).where(inArray(mailOutbox.id, [failed, sent]));
      expect(rows.map((r) => r.state).sort()).toEqual(['sent', 'sent']);
    });
    expect(received).toHaveLength(1);

    expect((await call(app, 'POST', `/api/mail-outbox/${sent}/resend`, coordinator)).status).toBe(404);
    expect((await call(app, 'POST', '/api/mail-outbox/geen-id/resend', coordinator)).status).toBe(404);
    expect((await call(app, 'GET', '/api/mail-outbox', await createUser(handle, 'Teacher'))).status).toBe(401);
    expect((await call(app, 'GET', '/api/mail-outbox?state=sent', coordinator)).status).toBe(400);
  });

  it('deletes every mail to a person’s address when their data are erased (privacy registry)', async () => {
    const admin = await createUser(handle, 'Admin');
    refusing = true;
    const made = await call(app, 'POST', '/api/user/createcandidate', admin, { email: 'wis.mij@example.org', name: 'Wis Mij' });
    expect(made.status).toBe(201);
    await insertMail(handle.db, { to: 'ander@example.org', subject: 'Blijft', text: 'Blijft' });
    expect(await handle.db.select({ to: mailOutbox.to }).from(mailOutbox).where(eq(mailOutbox.to, 'wis.mij@example.org'))).toHaveLength(1);
    expect((await call(app, 'DELETE', `/api/user/deleteUser?userId=${made.json.id}`, admin)).status).toBe(200);
    expect((await handle.db.select({ to: mailOutbox.to }).from(mailOutbox)).map((r) => r.to)).toEqual(['ander@example.org']);
  });
});
