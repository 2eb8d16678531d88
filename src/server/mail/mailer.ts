/**
 * Outgoing mail through nodemailer (docs/architecture.md, "mail"). Without SMTP_URL every mail is written as an
 * `.eml` file under DATA_DIR/mail and its path is logged; with SMTP_URL it is sent over SMTP.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { config } from '#src/config.server';

export interface OutgoingMail {
  to: string;
  subject: string;
  /** Plain-text body. */
  text: string;
  /** Optional HTML body. */
  html?: string;
}

export interface Mailer {
  /** Sends one mail. @throws when the transport fails. */
  send(mail: OutgoingMail): Promise<void>;
}

/**
 * Creates the mailer.
 * @param options.transport a nodemailer transporter (tests pass one pointing at a test SMTP server);
 *   defaults to SMTP_URL, or to writing files under `options.mailDir` (default DATA_DIR/mail).
 */
export function createMailer(options: { transport?: Transporter; mailDir?: string; from?: string } = {}): Mailer {
  const cfg = config();
  const from = options.from ?? cfg.MAIL_FROM;
  if (options.transport || cfg.SMTP_URL) {
    const transport = options.transport ?? nodemailer.createTransport(cfg.SMTP_URL);
    return {
      async send(mail) {
        await transport.sendMail({ from, ...mail });
      },
    };
  }
  const dir = options.mailDir ?? join(cfg.dataDir, 'mail');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transport.sendMail({ from, ...mail });
      await mkdir(dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = join(dir, `${stamp}-${info.messageId.replace(/[^a-zA-Z0-9]/g, '').slice(0, 24)}.eml`);
      await writeFile(file, info.message as Buffer);
      console.log(JSON.stringify({ event: 'mail', to: mail.to, subject: mail.subject, file }));
    },
  };
}
