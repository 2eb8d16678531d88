/**
 * Header notifications (spec §3, §4; domain.md, Notifications): each belongs to one user, has a `type`,
 * a Dutch `message` and a `relatedId`, and is unread until `readAt` is set.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '#src/server/db/client';
import { notifications } from '#src/server/db/schema';
import { fields } from '#src/lib/contract';

/** Notification types (domain.md, Notifications). */
export const NOTIFICATION_TYPE = {
  /** A new message; relatedId = message id. */
  newMessage: 1,
  /** A result or evaluation is available. */
  result: 2,
  /** Planning changed; relatedId = PAT or education id. */
  planning: 3,
  /** A report is available; relatedId = document id. */
  report: 4,
  /** A teacher's module suggestion was accepted or rejected (docs/api.md, "Suggestions"); relatedId = module id. */
  suggestionDecided: 5,
} as const;

/** The text of a type-1 notification: 'Nieuw bericht van {sender}: {subject}'. */
export function newMessageText(senderName: string, subject: string): string {
  return `Nieuw bericht van ${senderName}: ${subject}`;
}

/** Sets `readAt` to now unless it is already set, so marking twice keeps the first time. */
const readNow = { readAt: sql`coalesce(${notifications.readAt}, now())` };

/**
 * Marks one of `userId`'s notifications read (spec §4: a type-1 notification is marked read before the
 * mailbox opens). Marking an already read notification again is allowed and keeps its first read time.
 * @returns false when `notificationId` is not a UUID, does not exist or belongs to someone else (the route
 *   answers 404 for all three, domain.md "Who may see what").
 */
export async function markNotificationRead(db: Db, userId: string, notificationId: string): Promise<boolean> {
  if (!fields.uuid.safeParse(notificationId).success) return false;
  const rows = await db
    .update(notifications)
    .set(readNow)
    .where(and(eq(notifications.id, notificationId), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

/** Marks `userId`'s unread type-1 notifications about message `messageId` read (when they open that message). */
export async function markMessageNotificationsRead(db: Db, userId: string, messageId: string): Promise<void> {
  await db
    .update(notifications)
    .set(readNow)
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.type, NOTIFICATION_TYPE.newMessage),
        eq(notifications.relatedId, messageId),
        isNull(notifications.readAt),
      ),
    );
}
