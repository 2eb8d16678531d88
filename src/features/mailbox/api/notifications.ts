/**
 * Header notifications (spec §3, §4; docs/domain.md, Notifications): each belongs to one user, has a `type`,
 * a Dutch `message` and a `relatedId`, and is unread until `readAt` is set.
 */
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '#src/server/db/client';
import { notifications, users } from '#src/server/db/schema';
import { fields } from '#src/lib/contract';
import { STAFF, type Role } from '#src/lib/roles';
import type { HeaderNotification } from '#src/features/mailbox/contract';
import { NOTIFICATION_TYPE, notificationHref } from '#src/features/mailbox/notification-links';
import { insertNotices } from './notify';

/** Notification types (docs/domain.md, Notifications); declared with the links they open (notification-links.ts). */
export { NOTIFICATION_TYPE };

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
 *   answers 404 for all three, docs/domain.md "Who may see what").
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

/**
 * Gives every active Admin and Coordinator the same notification (docs/domain.md: both run the platform under /cp and
 * handle what waits there, e.g. teachers' module suggestions), in one insert inside the caller's transaction.
 * @returns how many staff members were notified.
 */
export async function notifyStaff(db: Db, notification: { type: number; message: string; relatedId: string }): Promise<number> {
  const staff = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.role, [...STAFF]), eq(users.status, 'active')));
  if (staff.length === 0) return 0;
  await insertNotices(db, staff.map((s) => ({ userId: s.id, ...notification })));
  return staff.length;
}

/**
 * Marks the staff's unread notifications of `type` about `relatedId` read: for notifications about something that
 * no longer waits (a module's suggestions are all decided), so no one is sent to handle it again. Only staff rows
 * are touched (found by the user index), whoever of them decided.
 */
export async function markStaffNotificationsRead(db: Db, type: number, relatedId: string): Promise<void> {
  const staff = db.select({ id: users.id }).from(users).where(inArray(users.role, [...STAFF]));
  await db
    .update(notifications)
    .set(readNow)
    .where(
      and(
        inArray(notifications.userId, staff),
        eq(notifications.type, type),
        eq(notifications.relatedId, relatedId),
        isNull(notifications.readAt),
      ),
    );
}

/** Most notifications the header shows. */
export const HEADER_NOTIFICATIONS_MAX = 50;

/**
 * The user's unread notifications, newest first, at most 50; `createdAt` as ISO 8601 (what JSON makes of it) and
 * `href` the page it opens for this user (features/mailbox/notification-links.ts; docs/decisions/020).
 * @param user the receiver: their id and role (the caller).
 */
export async function unreadNotifications(db: Db, user: { id: string; role: Role }): Promise<HeaderNotification[]> {
  const rows = await db
    .select({
      id: notifications.id,
      message: notifications.message,
      params: notifications.params,
      type: notifications.type,
      relatedId: notifications.relatedId,
      createdAt: notifications.createdAt,
    })
    .from(notifications)
    .where(and(eq(notifications.userId, user.id), isNull(notifications.readAt)))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(HEADER_NOTIFICATIONS_MAX);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString(), href: notificationHref(user.role, row) }));
}
