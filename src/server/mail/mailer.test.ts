/**
 * server/mail/mailer.ts against real transports: an SMTP server from the `smtp-server` package on 127.0.0.1
 * (docs/architecture.md, "mail"), and the default that writes `.eml` files.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { config, resetConfig } from '#src/config.server';
import { createMailer } from './mailer';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

const mail = {
  to: 'sven.kuipers@example.org',
  subject: 'Wachtwoord opnieuw instellen',
  text: 'Beste Sven,\n\nKlik op de link om je wachtwoord opnieuw in te stellen.',
};

describe('createMailer over SMTP (SMTP_URL)', () => {
  const received: Received[] = [];
  let server: SMTPServer;
  let port = 0;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  afterEach(() => {
    delete process.env.SMTP_URL;
    resetConfig();
  });

  it('delivers the mail to the SMTP server named by SMTP_URL, from MAIL_FROM', async () => {
    process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
    resetConfig();
    await createMailer().send(mail);

    expect(received).toHaveLength(1);
    expect(received[0]?.to).toEqual([mail.to]);
    expect(received[0]?.from).toBe('no-reply@example.org');
    expect(received[0]?.raw).toContain(`Subject: ${mail.subject}`);
    expect(received[0]?.raw).toContain('Beste Sven,');
    expect(received[0]?.raw).toContain(`From: ${config().MAIL_FROM}`);
  });

  it('fails loudly when the server cannot be reached', async () => {
    process.env.SMTP_URL = 'smtp://127.0.0.1:1';
    resetConfig();
    await expect(createMailer().send(mail)).rejects.toThrow();
  });
});

describe('createMailer without SMTP_URL', () => {
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'mail-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('writes each mail as an .eml file under mailDir and logs its path', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      const mailer = createMailer({ mailDir: join(dir, 'mail') });
      await mailer.send(mail);
      await mailer.send({ ...mail, to: 'lotte.visser@example.org' });

      const files = (await readdir(join(dir, 'mail'))).sort();
      expect(files).toHaveLength(2);
      expect(files.every((f) => f.endsWith('.eml'))).toBe(true);
      const contents = await Promise.all(files.map((f) => readFile(join(dir, 'mail', f), 'utf8')));
      expect(contents.some((c) => c.includes(`To: ${mail.to}`))).toBe(true);
      expect(contents.some((c) => c.includes('To: lotte.visser@example.org'))).toBe(true);
      expect(contents[0]).toContain(`Subject: ${mail.subject}`);
      expect(contents[0]).toContain('Beste Sven,');

      const logged = log.mock.calls.map((args) => JSON.parse(String(args[0])));
      expect(logged.map((l) => l.file).sort()).toEqual(files.map((f) => join(dir, 'mail', f)));
    } finally {
      log.mockRestore();
    }
  });
});
