/**
 * The mailbox feature's calls (docs/api.md, "Message", "Notification", and `GET /api/user/contactlist` and
 * `GET /api/user/headerinfo` under "User"): the request schemas the routers validate with, their limits, and
 * what the calls answer, declared once for the backend, the pages and the islands
 * (docs/decisions/017-feature-folders.md). Client-safe; islands import types only, so zod stays out of their
 * bundles. Dates in answers are ISO 8601 strings.
 */
import { z } from 'zod';
import { pageQuery, type Named } from '#src/lib/contract';
import { multiLine, singleLine } from '#src/lib/text-fields';
import type { Role } from '#src/lib/roles';
import type { Language } from '#src/lib/i18n/locales';

// ——— Limits ———

/** `POST /api/message`: longest subject, characters (after trimming; a reply's 'Re: …' is cut to it). */
export const SUBJECT_MAX = 200;
/** `POST /api/message` and `POST /api/message/{id}/reply`: longest body, characters. */
export const BODY_MAX = 10_000;
/** `POST /api/message`: most recipients of one message. */
export const RECIPIENTS_MAX = 20;

// ——— Requests ———

/** A message body: 1 to BODY_MAX characters, not only white space, no invisible characters (`multiLine`); stored as typed. */
const messageText = z
  .string({ message: 'Vul een bericht in.' })
  .max(BODY_MAX, `Het bericht mag hoogstens ${BODY_MAX} tekens lang zijn.`)
  .refine((text) => text.trim().length > 0, 'Vul een bericht in.')
  .check(multiLine('Bericht'));

/**
 * `POST /api/message`: 1–RECIPIENTS_MAX different user ids, a trimmed one-line subject (`singleLine`), a body,
 * optionally the message answered.
 */
export const newMessageBody = z.object({
  to: z
    .array(z.uuid({ message: 'Een van de ontvangers bestaat niet.' }), { message: 'Kies minstens één ontvanger.' })
    .min(1, 'Kies minstens één ontvanger.')
    .max(RECIPIENTS_MAX, `Je kunt een bericht aan hoogstens ${RECIPIENTS_MAX} ontvangers tegelijk sturen.`)
    .refine((ids) => new Set(ids).size === ids.length, 'Elke ontvanger mag maar één keer in de lijst staan.'),
  subject: z
    .string({ message: 'Vul een onderwerp in.' })
    .trim()
    .min(1, 'Vul een onderwerp in.')
    .max(SUBJECT_MAX, `Het onderwerp mag hoogstens ${SUBJECT_MAX} tekens lang zijn.`)
    .check(singleLine('Onderwerp')),
  body: messageText,
  replyToId: z.uuid({ message: 'Het bericht waarop je antwoordt bestaat niet.' }).optional(),
});
/** A new message as the router passes it on (`newMessageBody` after trimming). */
export type NewMessage = z.output<typeof newMessageBody>;
/** The body a page sends to `POST /api/message`. */
export type NewMessageBody = z.input<typeof newMessageBody>;

/** `POST /api/message/{id}/reply`: `{ body }`. */
export const replyBody = z.object({ body: messageText });
/** The body a page sends to `POST /api/message/{id}/reply`. */
export type ReplyBody = z.input<typeof replyBody>;

/** `GET /api/message/inbox?page=&unread=1`: `unread=1` keeps only unread messages. */
export const inboxQuery = pageQuery.extend({ unread: z.enum(['0', '1'], { message: 'Gebruik unread=1 of laat het weg.' }).optional() });

/** `PUT /api/notification/read`: the notification as the header holds it; only `id` is read. */
export const notificationReadBody = z.object({
  id: z.string({ message: 'Geef het id van de notificatie mee.' }),
});

/**
 * The kinds of notification a person may also get by mail (docs/decisions/054-notification-mails.md); the same list as
 * `NOTIFICATION_KINDS` in api/tables.ts, which a test keeps equal.
 */
export const MAIL_KINDS = ['planning', 'reminder', 'results'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** The address of the preferences call (docs/api.md "Notification"; the profile page posts to it). */
export const NOTIFICATION_PREFERENCES_PATH = '/api/notification/preferences';

/** `PUT /api/notification/preferences`: per kind whether it also comes by mail; a kind left out stays as it is. */
export const mailChoicesBody = z
  .object({
    planning: z.boolean({ message: 'Planning: kies aan of uit.' }).optional(),
    reminder: z.boolean({ message: 'Herinnering: kies aan of uit.' }).optional(),
    results: z.boolean({ message: 'Resultaten: kies aan of uit.' }).optional(),
  })
  .strict();

// ——— Answers ———

/** `GET` and `PUT /api/notification/preferences`: every kind with whether it also comes by mail. */
export type MailChoicesAnswer = Record<MailKind, boolean>;

/** `GET /api/message/inbox` item (paged, newest first). `readAt` null = unread. */
export interface InboxItem {
  id: string;
  subject: string;
  sender: Named;
  createdAt: string;
  readAt: string | null;
}

/** `GET /api/message/outbox` item (paged, newest first); recipients by name. */
export interface OutboxItem {
  id: string;
  subject: string;
  recipients: Named[];
  createdAt: string;
}

/** `GET /api/message/{id}`. `readAt` is the caller's own read time as a recipient; null for the sender. */
export interface MessageDetail {
  id: string;
  subject: string;
  body: string;
  sender: Named;
  recipients: Named[];
  createdAt: string;
  readAt: string | null;
  replyToId: string | null;
}

/** `POST /api/message` and `POST /api/message/{id}/reply`: 201 with the new message's id. */
export interface SentMessage {
  id: string;
}

/** `GET /api/user/contactlist` item: someone the caller may write to (sorted by name). */
export interface Contact {
  id: string;
  name: string;
  role: Role;
}

/** The names a notification's text was made from: `{ sender, subject }` (type 1) or `{ test }` (type 2). */
export type NotificationParams = Record<string, string>;

/** `GET /api/notification` item and `GET /api/user/headerinfo` `notifications` item: one unread notification. */
export interface HeaderNotification {
  id: string;
  /** The text in Dutch. */
  message: string;
  /** The names in `message`, so a page can say it in the reader's language; null when there are none. */
  params: NotificationParams | null;
  /**
   * 1 new message · 2 result available · 3 planning changed · 4 report available · 5 module suggestion decided ·
   * 6 module suggestion waiting · 7 absence alert (features/mailbox/notification-links.ts `NOTIFICATION_TYPE`).
   */
  type: number;
  relatedId: string | null;
  /** ISO 8601. */
  createdAt: string;
  /**
   * The page it opens for the receiver (a path with query and anchor), one the receiver's role may open; null when
   * there is none (choosing it only marks it read). Made by the API: notification-links.ts `notificationHref`.
   */
  href: string | null;
}

/**
 * `GET /api/user/headerinfo`: unread notifications (newest first, at most 50), the manual's address, the
 * caller's interface language (candidates: their preferred language, else 'nl'; docs/api.md) and a candidate's
 * read-aloud accommodation.
 */
export interface HeaderInfo {
  notifications: HeaderNotification[];
  manualUrl: string;
  language: Language;
  /**
   * A candidate's read-aloud accommodation, as `GET /api/test/profile` answers it (staff set it; on unless turned
   * off), so the player page needs no call of its own for it; null for every other role.
   */
  readAloud: boolean | null;
}

// ——— Mail outbox (staff) ———

/** `GET /api/mail-outbox?state=&page=`: `state` keeps only waiting ('pending') or given-up ('failed') mails. */
export const mailOutboxQuery = pageQuery.extend({
  state: z.enum(['pending', 'failed'], { message: 'Gebruik state=pending of state=failed, of laat het weg.' }).optional(),
});

/**
 * `GET /api/mail-outbox` item (paged, failed first, then oldest first): an outgoing mail that has not been delivered
 * (docs/decisions/049-mail-outbox.md). `lastError` is the mail server's short answer to the last attempt.
 */
export interface MailDelivery {
  id: string;
  to: string;
  subject: string;
  state: 'pending' | 'failed';
  attempts: number;
  lastError: string | null;
  createdAt: string;
  /** When it is tried next; for a failed mail, when it was given up. */
  nextAttemptAt: string;
}
