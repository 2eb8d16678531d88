/**
 * Outgoing mail through nodemailer (docs/architecture.md, "mail"). Without SMTP_URL every mail is written as an
 * `.eml` file under DATA_DIR/mail and its path is logged; with SMTP_URL it is sent over SMTP.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { config } from '#src/config.server';
import { messageId } from './headers';

export interface OutgoingMail {
  to: string;
  subject: string;
  /** Plain-text body. */
  text: string;
  /** Optional HTML body (the templates always give one: src/server/mail/template.tsx). */
  html?: string;
  /**
   * Extra header fields by name, e.g. `Message-ID`, `List-Unsubscribe` (template.tsx `renderMail`). The mailer adds
   * `Auto-Submitted: auto-generated` (RFC 3834) and a `Message-ID` on the platform's domain when they are missing.
   */
  headers?: Record<string, string>;
  /** Files attached to the mail, in this order (an invoice's PDF and UBL, a day's `.ics`). */
  attachments?: MailAttachment[];
}

/** A file attached to a mail. */
export interface MailAttachment {
  /** The name the recipient sees, e.g. `factuur-2026-0004.pdf`. */
  filename: string;
  /** MIME type, e.g. `application/pdf` or `text/calendar; method=REQUEST; charset=utf-8`. */
  contentType: string;
  content: Uint8Array;
}

export interface Mailer {
  /** Sends one mail. @throws when the transport fails. */
  send(mail: OutgoingMail): Promise<void>;
}

/**
 * nodemailer's message for `mail`: `Auto-Submitted: auto-generated` on every mail (RFC 3834 §5: an automatic
 * message, so auto-responders do not answer it), and its `Message-ID` from the mail's headers or a new one on the
 * platform's domain (headers.ts `messageId`).
 */
export function nodemailerMessage(from: string, mail: OutgoingMail) {
  const { 'Message-ID': id, ...rest } = mail.headers ?? {};
  return {
    from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    ...(mail.html ? { html: mail.html } : {}),
    messageId: id ?? messageId(),
    headers: { 'Auto-Submitted': 'auto-generated', ...rest },
    ...(mail.attachments?.length
      ? {
          attachments: mail.attachments.map((a) => ({
            filename: a.filename,
            contentType: a.contentType,
            content: Buffer.from(a.content.buffer, a.content.byteOffset, a.content.byteLength),
          })),
        }
      : {}),
  };
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
        await transport.sendMail(nodemailerMessage(from, mail));
      },
    };
  }
  const dir = options.mailDir ?? join(cfg.dataDir, 'mail');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transport.sendMail(nodemailerMessage(from, mail));
      await mkdir(dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = join(dir, `${stamp}-${info.messageId.replace(/[^a-zA-Z0-9]/g, '').slice(0, 24)}.eml`);
      await writeFile(file, info.message as Buffer);
      console.log(JSON.stringify({ event: 'mail', to: mail.to, subject: mail.subject, file }));
    },
  };
}
