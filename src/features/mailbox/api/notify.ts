/**
 * Telling a person: the one place that writes notifications (docs/domain.md "Notifications") together with their
 * mails (docs/decisions/054-notification-mails.md). A feature hands in the notifications and, per recipient, what
 * the mail says; this module inserts the in-app notifications and, for each recipient whose choice for the kind
 * includes mail (preferences.ts), renders the mail (src/server/mail/template.tsx, `kind: 'notification'`: with
 * `List-Unsubscribe` to /profile#meldingen) and puts it in the outbox — all on the caller's transaction, so the notification,
 * the mail and the change that caused them are there together or not at all (decision 049).
 *
 * Language: a candidate's mail is in their preferred language (`candidate_profiles.preferred_language`), everyone
 * else's in Dutch, as their screens (decision 052 point 4). The texts are the `notificationMail` catalogue
 * (mailbox/mail-messages/). Only active accounts get mail.
 *
 * @example
 *   await notify(tx, outbox, candidates.map((id) => ({ userId: id, type: 2, message, params, relatedId })), {
 *     kind: 'results',
 *     compose: (to) => ({ subject: to.t('notificationMail.results.subject', { title }), before: [...], action }),
 *   });
 */
import { and, eq, inArray } from 'drizzle-orm';
import { pageUrl } from '#src/config.server';
import { translate, type MessageKey } from '#src/lib/i18n/catalogues.server';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '#src/lib/i18n/locales';
import type { Translate } from '#src/lib/i18n/translate';
import type { Role } from '#src/lib/roles';
import type { Db } from '#src/server/db/client';
import { candidateProfiles, notifications, users } from '#src/server/db/schema';
import { PREFERENCES_PATH } from '#src/server/mail/headers';
import type { MailAttachment } from '#src/server/mail/mailer';
import type { MailOutbox } from '#src/server/mail/outbox';
import { PLATFORM_NAME, renderMail } from '#src/server/mail/template';
import type { NotificationParams } from '#src/features/mailbox/contract';
import { mailWanted, type NotificationKind } from './preferences';

/** One in-app notification to insert (the `notifications` row without its id and times). */
export interface Notice {
  userId: string;
  /** `NOTIFICATION_TYPE` (mailbox/notification-links.ts). */
  type: number;
  /** The Dutch text as stored; a candidate's screen says it again from `params` (notification-text.ts). */
  message: string;
  params?: NotificationParams | null;
  relatedId: string | null;
}

/** A recipient of a mail, as `compose` sees them. */
export interface Recipient {
  id: string;
  name: string;
  email: string;
  role: Role;
  /** The mail's language: a candidate's preferred one, else Dutch. */
  language: Language;
  /** The translator of `language` (keys of the `notificationMail` catalogue and every other). */
  t: Translate<MessageKey>;
}

/** What one mail says between greeting and sign-off; the layout adds the rest. */
export interface NoticeMail {
  subject: string;
  /** Paragraphs before the button (a paragraph's lines split on '\n'). */
  before: string[];
  /** The button: the page that shows it. `url` absolute (`pageUrl`). */
  action?: { label: string; url: string };
  after?: string[];
  /** Files, e.g. the `.ics` of a day (`text/calendar; method=PUBLISH; charset=utf-8`). */
  attachments?: MailAttachment[];
}

/** The mails of a notification: their kind (whose choice decides) and the text per recipient (null: no mail to them). */
export interface NoticeMails {
  kind: NotificationKind;
  compose: (to: Recipient) => NoticeMail | null | Promise<NoticeMail | null>;
}

/** The absolute address of a page of the platform: `{PUBLIC_URL}{path}` (path from notification-links.ts). */
export { pageUrl };

/** The profile's section with the mail choices, where every notification mail's footer and List-Unsubscribe point. */
export { PREFERENCES_PATH };

/** The active accounts among `ids`, with the language their mail is written in. */
async function recipientsOf(db: Db, ids: readonly string[]): Promise<Omit<Recipient, 't'>[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: users.id, name: users.name, email: users.email, role: users.role, preferred: candidateProfiles.preferredLanguage })
    .from(users)
    .leftJoin(candidateProfiles, eq(candidateProfiles.userId, users.id))
    .where(and(inArray(users.id, [...ids]), eq(users.status, 'active')));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role as Role,
    language: row.role === 'User' && isLanguage(row.preferred) ? row.preferred : DEFAULT_LANGUAGE,
  }));
}

/**
 * Mails `userIds` (each once) what `mails.compose` says, those of them whose choice for `mails.kind` includes mail,
 * through `outbox` on `tx`. Without notification: for a mail that accompanies notifications written elsewhere in
 * the same transaction, and for the day-before reminder (reminders.ts), which has none.
 * @returns the ids of those who got a mail.
 */
export async function mailPeople(tx: Db, outbox: MailOutbox, userIds: readonly string[], mails: NoticeMails): Promise<string[]> {
  const people = await recipientsOf(tx, [...new Set(userIds)]);
  const wanted = await mailWanted(tx, people, mails.kind);
  const sent: string[] = [];
  for (const person of people) {
    if (!wanted.has(person.id)) continue;
    const to: Recipient = { ...person, t: translate(person.language) };
    const mail = await mails.compose(to);
    if (!mail) continue;
    const rendered = await renderMail(person.email, {
      language: person.language,
      subject: mail.subject,
      greeting: to.t('notificationMail.greeting', { name: person.name }),
      before: mail.before,
      ...(mail.action ? { action: mail.action } : {}),
      ...(mail.after ? { after: mail.after } : {}),
      signOff: [to.t('notificationMail.signOff'), PLATFORM_NAME],
      reason: to.t('notificationMail.reason', { kind: mails.kind, url: pageUrl(PREFERENCES_PATH) }),
      kind: 'notification',
    });
    await outbox.enqueue(tx, mail.attachments?.length ? { ...rendered, attachments: mail.attachments } : rendered);
    sent.push(person.id);
  }
  return sent;
}

/**
 * Inserts `notices` on `tx` and, when `mails` is given, mails their recipients (`mailPeople`). The notifications
 * are exactly those given: texts and parameters are the caller's.
 */
export async function notify(tx: Db, outbox: MailOutbox, notices: readonly Notice[], mails?: NoticeMails): Promise<void> {
  await insertNotices(tx, notices);
  if (mails && notices.length > 0) await mailPeople(tx, outbox, notices.map((n) => n.userId), mails);
}

/**
 * Inserts `notices` on `tx`, in the app only: for notifications no mail goes with (a teacher asked to score as third
 * assessor, a new message, a suggestion; docs/decisions/054-notification-mails.md lists which kinds mail).
 */
export async function insertNotices(tx: Db, notices: readonly Notice[]): Promise<void> {
  if (notices.length === 0) return;
  await tx.insert(notifications).values(notices.map((n) => ({ userId: n.userId, type: n.type, message: n.message, params: n.params ?? null, relatedId: n.relatedId })));
}

/**
 * The mail (kind `results`) that says something is available — released results (`'results'`) or a shared report
 * (`'report'`) — with a button to the page that shows it (`hrefOf`, the notification's own link: notification-links.ts).
 * It never carries a score or a verdict: what the recipient may see stays behind their sign-in, where the
 * visibility rules apply (docs/decisions/037, 054). No mail to a recipient without such a page.
 * @param title the PAT's, education's or report's name.
 */
export function availableMail(variant: 'results' | 'report', title: string, hrefOf: (to: Recipient) => string | null): NoticeMails {
  return {
    kind: 'results',
    compose: (to) => {
      const href = hrefOf(to);
      if (!href) return null;
      return {
        subject: to.t(`notificationMail.${variant}.subject`, { title }),
        before: [to.t(`notificationMail.${variant}.body`, { title })],
        action: { label: to.t(`notificationMail.${variant}.button`), url: pageUrl(href) },
      };
    },
  };
}
