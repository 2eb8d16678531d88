/**
 * A mailer that keeps mails in an array, for tests (habit 4: side effects come in as options).
 *
 * @example
 *   const { mailer, sent } = memoryMailer();
 *   const api = createBackend({ db, mailer });
 *   // … then: expect(sent[0]?.to).toBe('a@example.org')
 */
import type { Mailer, OutgoingMail } from './mailer';

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
