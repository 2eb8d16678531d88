/**
 * The platform's mail end to end, as an operator runs it (README "E-mail"; docs/decisions/049-mail-outbox.md): two
 * API server processes (`npm run start:api`) on one PostgreSQL database, each with its own delivery worker, sending
 * to a real SMTP server (the `smtp-server` package on 127.0.0.1). The mail server is down while people are invited
 * through both processes; when it comes back, every mail arrives exactly once.
 *
 * Needs PostgreSQL (DATABASE_URL): embedded PGlite allows one process per data folder, so on PGlite the file has
 * nothing to run (`.ci/run` runs the database suite on PostgreSQL).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { config } from '#src/config.server';
import type { DbHandle } from '#src/server/db/client';
import { mailOutbox } from '#src/server/db/schema';
import { sql } from 'drizzle-orm';
import { addDays, amsterdamDay } from '#src/lib/calendar-day';
import { authHeaders, createOrganization, createUser, openTestDb, type TestUser } from '#src/server/testing/api';

const onPostgres = Boolean(process.env.DATABASE_URL);

/** A mail server that can go down and come back on the same port. */
class TestMailServer {
  readonly mails: ParsedMail[] = [];
  port = 0;
  private server: SMTPServer | null = null;

  async start(): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, _session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          void simpleParser(Buffer.concat(chunks)).then((parsed) => this.mails.push(parsed));
          callback();
        });
      },
    });
    server.listen(this.port, '127.0.0.1');
    await once(server.server, 'listening');
    this.port = (server.server.address() as AddressInfo).port;
    this.server = server;
  }

  /** Closes the port: connections are refused until `start()`. */
  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

/** One `npm run start:api` process on the test database, its address once it listens. */
interface ApiProcess {
  child: ChildProcess;
  url: string;
}

/**
 * Starts the API as its own process on the database `databaseUrl`, sending mail to `smtpPort`, retrying a failed
 * delivery after 1 s (MAIL_RETRY_FIRST_SECONDS) and at most every 2 s, and signing with this test run's keys
 * (DATA_DIR). Resolves when it prints that it listens.
 */
async function startApi(databaseUrl: string, smtpPort: number): Promise<ApiProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start-api.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_SIZE: '4',
      DATA_DIR: config().dataDir,
      API_PORT: '0',
      HOST: '127.0.0.1',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      PUBLIC_URL: 'https://platform.example.nl',
      MAIL_RETRY_FIRST_SECONDS: '1',
      MAIL_RETRY_MAX_SECONDS: '2',
      AUDIT_STDOUT: 'off',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`API start duurde te lang:\n${output}`)), 50_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const found = /API luistert op (http:\/\/\S+)/.exec(output);
      if (found) {
        clearTimeout(timer);
        resolve(found[1]!);
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`API stopte (${code}):\n${output}`)));
  });
  return { child, url };
}

/** Stops an API process as an operator would (SIGTERM) and waits for it to end. */
async function stopApi(api: ApiProcess | undefined): Promise<void> {
  if (!api || api.child.exitCode !== null) return;
  api.child.kill('SIGTERM');
  await once(api.child, 'exit');
}

/** Calls `path` on an API process with `user`'s token: the status and the JSON answer (null when empty). */
async function post(api: ApiProcess, path: string, user: TestUser, body?: unknown): Promise<{ status: number; json: unknown }> {
  const res = await fetch(new URL(path, api.url), { method: 'POST', headers: authHeaders(user.token), body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : null };
}

describe.runIf(onPostgres)('two API processes on PostgreSQL, with the mail server down for a while', () => {
  let handle: DbHandle;
  const smtp = new TestMailServer();
  const apis: ApiProcess[] = [];

  beforeAll(async () => {
    handle = await openTestDb();
    await smtp.start();
    apis.push(await startApi(handle.url!, smtp.port));
    apis.push(await startApi(handle.url!, smtp.port));
  }, 120_000);
  afterAll(async () => {
    await Promise.all(apis.map(stopApi));
    await smtp.stop();
    await handle?.close();
  });

  it('answers every request at once and delivers every mail exactly once when the server is back', async () => {
    const admin = await createUser(handle, 'Admin');
    const coordinator = await createUser(handle, 'Coordinator');
    const candidates = await Promise.all(
      Array.from({ length: 12 }, (_, i) => createUser(handle, 'User', { name: `Kandidaat ${i + 1}`, status: 'invited', passwordHash: null })),
    );
    const org = await createOrganization(handle, 'Bouwbedrijf Twente B.V.');
    await handle.db.execute(
      sql`update organizations set kvk_number = '12345678', invoice_street = 'Postbus 12', invoice_postcode = '7500 AA', invoice_city = 'Enschede', invoice_email = 'facturen@bouwbedrijf-twente.example' where id = ${org.id}`,
    );
    await smtp.stop();
    // Each process invites half of the candidates while no mail can go out; the second also sells a licence.
    const answers = await Promise.all(candidates.map((c, i) => post(apis[i % 2]!, `/api/user/${c.id}/invite`, admin)));
    expect(answers.map((a) => a.status)).toEqual(candidates.map(() => 200));
    const today = amsterdamDay();
    const sale = await post(apis[1]!, '/api/licence', coordinator, {
      organizationId: org.id,
      product: 'pat',
      seats: 2,
      validFrom: today,
      validUntil: addDays(today, 90),
      pricePerSeatCents: 12_500,
      vatCategory: 'S',
      buyerReference: 'PO-2026-118',
    });
    expect(sale.status, JSON.stringify(sale.json)).toBe(201);
    const expected = candidates.length + 1;
    // Both workers try and fail: the mails wait, none is lost.
    await vi.waitFor(
      async () => {
        const rows = await handle.db.select().from(mailOutbox);
        expect(rows).toHaveLength(expected);
        expect(rows.filter((r) => r.attempts > 0 && r.state === 'pending').length).toBeGreaterThan(0);
      },
      { timeout: 20_000, interval: 200 },
    );
    await smtp.start();
    await vi.waitFor(async () => expect((await handle.db.select().from(mailOutbox)).every((r) => r.state === 'sent')).toBe(true), {
      timeout: 30_000,
      interval: 200,
    });
    await new Promise((resolve) => setTimeout(resolve, 3_000)); // more polls of both workers: nothing goes twice
    const addressed = smtp.mails.map((m) => (Array.isArray(m.to) ? m.to[0] : m.to)?.value[0]?.address).sort();
    expect(addressed).toEqual([...candidates.map((c) => c.email), 'facturen@bouwbedrijf-twente.example'].sort());
    expect(new Set(smtp.mails.map((m) => m.messageId)).size).toBe(expected);

    const invitations = smtp.mails.filter((m) => m.subject === 'Je account op het Kandidaatplatform');
    expect(invitations).toHaveLength(candidates.length);
    // The invoice, as the organisation's bookkeeping receives it: the PDF and the UBL invoice with the buyer's reference.
    const invoice = smtp.mails.find((m) => m.subject?.startsWith('Factuur '))!;
    expect(invoice.attachments.map((a) => a.contentType)).toEqual(['application/pdf', 'application/xml']);
    expect(invoice.attachments[0]!.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const ubl = invoice.attachments[1]!.content.toString('utf8');
    expect(ubl).toContain('<cbc:BuyerReference>PO-2026-118</cbc:BuyerReference>');
    expect(ubl).toMatch(/<cbc:PayableAmount currencyID="EUR">302\.50<\/cbc:PayableAmount>/); // 2 × € 125 + 21 % btw
  }, 90_000);
});
