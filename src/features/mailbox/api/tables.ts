/**
 * Tables of the mailbox feature: internal messages, their recipients, and notifications (docs/domain.md, Messages).
 * Re-exported by src/server/db/schema.ts.
 */
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id } from '#src/server/db/columns';
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
