/**
 * Tables of the mailbox feature: internal messages, their recipients, and notifications (docs/domain.md, Messages).
 * Re-exported by src/server/db/schema.ts.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bytea, createdAt, id } from '#src/server/db/columns';
import { users } from '#src/features/accounts/api/tables';
import type { NotificationParams } from '#src/features/mailbox/contract';

/** An internal message: subject and plain-text body from one sender (docs/domain.md, Messages). */
export const messages = pgTable(
  'messages',
  {
    id: id(),
    senderId: uuid('sender_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    replyToId: uuid('reply_to_id'),
    createdAt: createdAt(),
  },
  (t) => [index('messages_sender_idx').on(t.senderId, t.createdAt)],
);

/** One recipient of a message, with the time they read it (null = unread). */
export const messageRecipients = pgTable(
  'message_recipients',
  {
    messageId: uuid('message_id').notNull().references(() => messages.id, { onDelete: 'cascade' }),
    recipientId: uuid('recipient_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.recipientId] }), index('message_recipients_recipient_idx').on(t.recipientId)],
);

/**
 * A header notification (spec §3). `type`: 1 new message (relatedId = message id), 2 result or evaluation
 * available, 3 planning changed, 4 report available (docs/domain.md, Notifications).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    type: integer('type').notNull(),
    message: text('message').notNull(),
    /**
     * The names `message` was made from (`{ sender, subject }` for a new message, `{ test }` for a result), so a
     * candidate's screen can say it in their language (docs/decisions/019); null for older rows and staff types.
     */
    params: jsonb('params').$type<NotificationParams>(),
    relatedId: text('related_id'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.createdAt)],
);

/** The states of an outgoing mail in the outbox (src/server/mail/outbox.ts; docs/decisions/049-mail-outbox.md). */
export const OUTBOX_STATES = ['pending', 'sent', 'failed'] as const;
export type OutboxState = (typeof OUTBOX_STATES)[number];

/**
 * The mail outbox (docs/decisions/049-mail-outbox.md): every outgoing mail, written in the same transaction as the
 * change that causes it and delivered afterwards by a worker (src/server/mail/outbox.ts). A mail is `pending` until
 * the mail server accepted it (`sent`, `sentAt`) or every attempt failed (`failed`); `nextAttemptAt` is both when
 * it is due and, while a worker delivers it, how long that worker's claim lasts. Sent mails are kept
 * `OUTBOX_KEEP_SENT_DAYS` days. Refers to a person by address only (`to`): erasure deletes their rows (privacy
 * registry).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    /** The recipient's address, as the mail was addressed. */
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    /** Plain-text body. */
    text: text('text').notNull(),
    html: text('html'),
    /**
     * Extra header fields by name (`Message-ID`, `Auto-Submitted`, `List-Unsubscribe`; src/server/mail/template.tsx,
     * docs/decisions/052-mail-templates.md); null for rows written before there were any: the mailer then adds its own.
     */
    headers: jsonb('headers').$type<Record<string, string>>(),
    state: text('state', { enum: OUTBOX_STATES }).notNull().default('pending'),
    /** Delivery attempts made so far (a resend by staff starts again at 0). */
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last failure's short reason (the transport's error code and response), never a stack. */
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.state} = 'pending'`),
    index('mail_outbox_to_idx').on(t.to),
    check('mail_outbox_state_check', sql`${t.state} in ('pending', 'sent', 'failed')`),
  ],
);

/**
 * The files attached to an outgoing mail (an invoice's PDF and UBL, a day's `.ics`; docs/decisions/049-mail-outbox.md),
 * in the order `position` gives. Written with the mail and deleted with it.
 */
export const mailAttachments = pgTable(
  'mail_attachments',
  {
    id: id(),
    mailId: uuid('mail_id')
      .notNull()
      .references(() => mailOutbox.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** The file name the recipient sees, e.g. `factuur-2026-0004.pdf`. */
    filename: text('filename').notNull(),
    /** MIME type, e.g. `application/pdf`, `text/calendar; method=REQUEST`. */
    contentType: text('content_type').notNull(),
    content: bytea('content').notNull(),
  },
  (t) => [index('mail_attachments_mail_idx').on(t.mailId, t.position)],
);

/**
 * The kinds of notification a person chooses to get by mail as well (docs/decisions/054-notification-mails.md):
 * `planning` planned on a PAT or education, or its days/lessons changed; `reminder` the day before a PAT day or
 * lesson; `results` results released or a report shared.
 */
export const NOTIFICATION_KINDS = ['planning', 'reminder', 'results'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * A person's choice for one kind, stored only where it differs from the default of their role
 * (mailbox/api/preferences.ts `mailByDefault`): `byMail` false turns the mail off, true turns it on. The in-app
 * notification comes always.
 */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    byMail: boolean('by_mail').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind] }),
    check('notification_preferences_kind_check', sql`${t.kind} in ('planning', 'reminder', 'results')`),
  ],
);

/**
 * The day-before reminders that went out (mailbox/api/reminders.ts): one row per person and appointment, written in
 * the transaction that puts the mail in the outbox, so a second run, on this process or another, finds the row and
 * sends nothing. `event` is the appointment's calendar UID (`pat-day-…@…`, `lesson-…@…`); `day` its date, for the
 * clean-up of old rows.
 */
export const sentReminders = pgTable(
  'sent_reminders',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    day: date('day').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sent_reminders_user_event_idx').on(t.userId, t.event), index('sent_reminders_day_idx').on(t.day)],
);
