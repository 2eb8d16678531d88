/**
 * Internal messages (docs/domain.md, Messages; docs/api.md, Message): a subject, a plain-text body, one sender,
 * one or more recipients each with their own read time, and optionally the message it replies to.
 * Only the sender and the recipients may see a message; anyone else gets 404, the same as for an unknown id
 * (docs/domain.md, "Who may see what"). Bodies are stored as typed; the pages escape them.
 */
import { and, count, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Caller } from '#src/server/context';
import type { Db } from '#src/server/db/client';
import { messageRecipients, messages, users } from '#src/server/db/schema';
import { apiError } from '#src/server/errors';
import {
  SUBJECT_MAX,
  type InboxItem,
  type MessageDetail,
  type NewMessage,
  type OutboxItem,
  type SentMessage,
} from '#src/features/mailbox/contract';
import { fields, type Named, type Page } from '#src/lib/contract';
import { offsetOf, paged, PAGE_SIZE } from '#src/server/paging';
import { mayWriteTo } from './contacts';
import { markMessageNotificationsRead, newMessageText, NOTIFICATION_TYPE } from './notifications';
import { insertNotices } from './notify';

/** Dutch titles of the message calls. */
export const MESSAGE_TITLES = {
  notFound: 'Dit bericht bestaat niet of is niet aan jou gericht.',
  replyToNotFound: 'Het bericht waarop je antwoordt bestaat niet of is niet aan jou gericht.',
  recipientNotAllowed: 'Je kunt geen bericht sturen aan deze ontvanger.',
} as const;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * The caller's received messages, newest first, PAGE_SIZE per page.
 * @param options.page page number from 1; `options.unreadOnly` keeps only unread ones.
 */
export async function inbox(db: Db, caller: Caller, options: { page: number; unreadOnly: boolean }): Promise<Page<InboxItem>> {
  const where = and(
    eq(messageRecipients.recipientId, caller.id),
    options.unreadOnly ? isNull(messageRecipients.readAt) : undefined,
  );
  const [totals] = await db.select({ total: count() }).from(messageRecipients).where(where);
  const rows = await db
    .select({
      id: messages.id,
      subject: messages.subject,
      senderId: users.id,
      senderName: users.name,
      createdAt: messages.createdAt,
      readAt: messageRecipients.readAt,
    })
    .from(messageRecipients)
    .innerJoin(messages, eq(messages.id, messageRecipients.messageId))
    .innerJoin(users, eq(users.id, messages.senderId))
    .where(where)
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(PAGE_SIZE)
    .offset(offsetOf(options.page));
  const items = rows.map((row) => ({
    id: row.id,
    subject: row.subject,
    sender: { id: row.senderId, name: row.senderName },
    createdAt: row.createdAt.toISOString(),
    readAt: iso(row.readAt),
  }));
  return paged(items, totals?.total ?? 0, options.page);
}

/** The caller's sent messages, newest first, PAGE_SIZE per page, each with its recipients (by name). */
export async function outbox(db: Db, caller: Caller, options: { page: number }): Promise<Page<OutboxItem>> {
  const where = eq(messages.senderId, caller.id);
  const [totals] = await db.select({ total: count() }).from(messages).where(where);
  const rows = await db
    .select({ id: messages.id, subject: messages.subject, createdAt: messages.createdAt })
    .from(messages)
    .where(where)
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(PAGE_SIZE)
    .offset(offsetOf(options.page));
  const recipients = await recipientsOf(db, rows.map((row) => row.id));
  const items = rows.map((row) => ({
    id: row.id,
    subject: row.subject,
    recipients: (recipients.get(row.id) ?? []).map(toPerson),
    createdAt: row.createdAt.toISOString(),
  }));
  return paged(items, totals?.total ?? 0, options.page);
}

/**
 * The messages between the caller and one other person, newest first, at most `limit` (default 50): those the caller
 * sent with `otherId` among the recipients and those `otherId` sent to the caller — only messages the caller may open
 * (sender or recipient, module comment), never the other person's mail with anyone else. Subject and time only.
 * @returns `{ id, subject, createdAt (ISO 8601), direction: 'sent' | 'received' }`.
 */
export async function messagesBetween(db: Db, caller: Caller, otherId: string, limit = 50): Promise<{ id: string; subject: string; createdAt: string; direction: 'sent' | 'received' }[]> {
  const rows = await db
    .select({ id: messages.id, subject: messages.subject, createdAt: messages.createdAt, senderId: messages.senderId })
    .from(messages)
    .innerJoin(messageRecipients, eq(messageRecipients.messageId, messages.id))
    .where(
      or(
        and(eq(messages.senderId, caller.id), eq(messageRecipients.recipientId, otherId)),
        and(eq(messages.senderId, otherId), eq(messageRecipients.recipientId, caller.id)),
      ),
    )
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(limit);
  return rows.map((r) => ({ id: r.id, subject: r.subject, createdAt: r.createdAt.toISOString(), direction: r.senderId === caller.id ? 'sent' : 'received' }));
}

/**
 * Opens a message for its sender or one of its recipients. For a recipient it marks the message read and
 * also their type-1 notification about it (spec §4), in one transaction.
 * @throws apiError 404 when `messageId` is not a UUID, unknown, or neither sent nor received by the caller.
 */
export async function openMessage(db: Db, caller: Caller, messageId: string): Promise<MessageDetail> {
  const { message, recipients, received } = await findMessage(db, caller, messageId, MESSAGE_TITLES.notFound);
  let readAt = received?.readAt ?? null;
  if (received && !readAt) {
    readAt = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(messageRecipients)
        .set({ readAt: sql`coalesce(${messageRecipients.readAt}, now())` })
        .where(and(eq(messageRecipients.messageId, message.id), eq(messageRecipients.recipientId, caller.id)))
        .returning({ readAt: messageRecipients.readAt });
      await markMessageNotificationsRead(tx, caller.id, message.id);
      return row?.readAt ?? null;
    });
  }
  return {
    id: message.id,
    subject: message.subject,
    body: message.body,
    sender: { id: message.senderId, name: message.senderName },
    recipients: recipients.map(toPerson),
    createdAt: message.createdAt.toISOString(),
    readAt: iso(readAt),
    replyToId: message.replyToId,
  };
}

/**
 * Sends a new message. Recipients must be people the caller may write to (features/mailbox/api/contacts.ts); with
 * `replyToId` the sender of that message is allowed too when the caller received it (docs/api.md: "in reply
 * to any message they received") and the sender's account is still active.
 * @throws apiError 404 when `replyToId` is not a message the caller sent or received;
 *   400 when a recipient is not allowed, unknown or inactive.
 */
export async function sendMessage(db: Db, caller: Caller, input: NewMessage): Promise<SentMessage> {
  let replyRecipient: string | undefined;
  if (input.replyToId) {
    const { message, received } = await findMessage(db, caller, input.replyToId, MESSAGE_TITLES.replyToNotFound);
    if (received && message.senderStatus === 'active') replyRecipient = message.senderId;
  }
  const others = input.to.filter((id) => id !== replyRecipient);
  if (!(await mayWriteTo(db, caller, others))) throw apiError(400, MESSAGE_TITLES.recipientNotAllowed);
  return deliver(db, caller, input);
}

/**
 * Answers a received message: the reply goes to its sender, with subject 'Re: ' + the original subject
 * (unless that already starts with 'Re:'), cut to SUBJECT_MAX.
 * @throws apiError 404 when the caller is not a recipient of `messageId` (or it is not a UUID, or unknown);
 *   400 when its sender's account is no longer active (disabled, or erased: shown as 'Verwijderde gebruiker').
 */
export async function replyToMessage(db: Db, caller: Caller, messageId: string, body: string): Promise<SentMessage> {
  const { message, received } = await findMessage(db, caller, messageId, MESSAGE_TITLES.notFound);
  if (!received) throw apiError(404, MESSAGE_TITLES.notFound);
  // Nobody writes to an inactive account (docs/api.md), also not in reply: a disabled or erased sender.
  if (message.senderStatus !== 'active') throw apiError(400, MESSAGE_TITLES.recipientNotAllowed);
  const subject = /^re:/i.test(message.subject) ? message.subject : `Re: ${message.subject}`;
  return deliver(db, caller, {
    to: [message.senderId],
    subject: subject.slice(0, SUBJECT_MAX),
    body,
    replyToId: message.id,
  });
}

/** Stores the message, its recipients and one type-1 notification per recipient in one transaction. */
async function deliver(db: Db, caller: Caller, input: NewMessage): Promise<SentMessage> {
  return db.transaction(async (tx) => {
    const [message] = await tx
      .insert(messages)
      .values({ senderId: caller.id, subject: input.subject, body: input.body, replyToId: input.replyToId ?? null })
      .returning({ id: messages.id });
    if (!message) throw new Error('bericht niet opgeslagen');
    await tx.insert(messageRecipients).values(input.to.map((recipientId) => ({ messageId: message.id, recipientId })));
    await insertNotices(
      tx,
      input.to.map((userId) => ({
        userId,
        type: NOTIFICATION_TYPE.newMessage,
        message: newMessageText(caller.name, input.subject),
        params: { sender: caller.name, subject: input.subject },
        relatedId: message.id,
      })),
    );
    return { id: message.id };
  });
}

interface RecipientRow extends Named {
  messageId: string;
  readAt: Date | null;
}

const toPerson = (row: RecipientRow): Named => ({ id: row.id, name: row.name });

/** Recipients of the given messages, by message id, each list sorted by name (Dutch collation). */
async function recipientsOf(db: Db, messageIds: string[]): Promise<Map<string, RecipientRow[]>> {
  const byMessage = new Map<string, RecipientRow[]>();
  if (messageIds.length === 0) return byMessage;
  const rows = await db
    .select({ messageId: messageRecipients.messageId, id: users.id, name: users.name, readAt: messageRecipients.readAt })
    .from(messageRecipients)
    .innerJoin(users, eq(users.id, messageRecipients.recipientId))
    .where(inArray(messageRecipients.messageId, messageIds));
  rows.sort((a, b) => a.name.localeCompare(b.name, 'nl') || a.id.localeCompare(b.id));
  for (const row of rows) byMessage.set(row.messageId, [...(byMessage.get(row.messageId) ?? []), row]);
  return byMessage;
}

/**
 * A message the caller sent or received, with its sender's name, its recipients and the caller's own
 * recipient row (`received`, undefined for the sender).
 * @throws apiError(404, notFoundTitle) for a non-UUID, unknown id or someone else's message.
 */
async function findMessage(db: Db, caller: Caller, messageId: string, notFoundTitle: string) {
  if (!fields.uuid.safeParse(messageId).success) throw apiError(404, notFoundTitle);
  const [message] = await db
    .select({
      id: messages.id,
      senderId: messages.senderId,
      senderName: users.name,
      senderStatus: users.status,
      subject: messages.subject,
      body: messages.body,
      replyToId: messages.replyToId,
      createdAt: messages.createdAt,
    })
    .from(messages)
    .innerJoin(users, eq(users.id, messages.senderId))
    .where(eq(messages.id, messageId))
    .limit(1);
  if (!message) throw apiError(404, notFoundTitle);
  const recipients = (await recipientsOf(db, [message.id])).get(message.id) ?? [];
  const received = recipients.find((row) => row.id === caller.id);
  if (message.senderId !== caller.id && !received) throw apiError(404, notFoundTitle);
  return { message, recipients, received };
}
