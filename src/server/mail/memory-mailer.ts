/**
 * A mailer that keeps mails in an array, for tests (habit 4: side effects come in as options).
 *
 * @example
 *   const { mailer, sent } = memoryMailer();
 *   const api = createBackend({ db, mailer });
 *   // … then: expect(sent[0]?.to).toBe('a@example.org')
 */
import { mailOutbox } from '#src/server/db/schema';
import type { Mailer, OutgoingMail } from './mailer';
import type { MailOutbox } from './outbox';

/** @returns the mailer and the array it appends every sent mail to, in order. */
export function memoryMailer(): { mailer: Mailer; sent: OutgoingMail[] } {
  const sent: OutgoingMail[] = [];
  return {
    sent,
    mailer: {
      async send(mail) {
        sent.push(mail);
      },
    },
  };
}

/** The first link in a mail's text whose path is `path`, parsed; throws when there is none. */
export function linkIn(mail: OutgoingMail | undefined, path: string): URL {
  for (const match of mail?.text.matchAll(/https?:\/\/\S+/g) ?? []) {
    const url = new URL(match[0]);
    if (url.pathname.endsWith(path)) return url;
  }
  throw new Error(`geen link naar ${path} in de mail`);
}

/**
 * An outbox for tests that call a service directly rather than through the backend: each mail is written to the
 * outbox as already sent and handed to `mailer` at once, so the test reads it right after the call. It does not
 * wait for the transaction (a mail of a change that is rolled back is still handed over): tests of that go through
 * the backend, whose outbox delivers after the commit (server/mail/outbox.ts `createMailOutbox`).
 */
export function immediateOutbox(mailer: Mailer): MailOutbox {
  return {
    async enqueue(db, mail) {
      const [row] = await db
        .insert(mailOutbox)
        .values({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? null, headers: mail.headers ?? null, state: 'sent', attempts: 1, sentAt: new Date() })
        .returning({ id: mailOutbox.id });
      await mailer.send(mail);
      return row!.id;
    },
  };
}
