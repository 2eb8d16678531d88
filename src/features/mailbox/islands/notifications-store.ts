/**
 * `$notifications`: the signed-in user's unread header notifications (spec §1, §3; docs/domain.md, Notifications),
 * newest first. Filled from the server-rendered page (habit 9: no fetch on load), emptied as they are read.
 * Browser only: islands fill it in an effect, never during server rendering.
 */
import { atom } from 'nanostores';
import type { HeaderNotification } from '#src/features/mailbox/contract';
import { api } from '#src/lib/api';

/** Unread notifications, newest first. */
export const $notifications = atom<HeaderNotification[]>([]);

/** Newest first by `createdAt`; ties keep their order. Does not change `list`. */
export function newestFirst(list: readonly HeaderNotification[]): HeaderNotification[] {
  return [...list].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}

/** Replaces the list (from the page's header info), sorted newest first. */
export function setNotifications(list: readonly HeaderNotification[]): void {
  $notifications.set(newestFirst(list));
}

/** Takes one notification off the unread list. */
export function removeNotification(id: string): void {
  $notifications.set($notifications.get().filter((n) => n.id !== id));
}

/**
 * Marks a notification read with `PUT /api/notification/read` (the notification as body, spec §7) and takes
 * it off the list. A 404 (already gone, or not ours) also takes it off, then rethrows.
 * @throws the call's FetchError (turn it into text with lib/errors).
 */
export async function markNotificationRead(notification: HeaderNotification): Promise<void> {
  try {
    await api('/api/notification/read', { method: 'PUT', body: notification });
  } catch (error) {
    if ((error as { status?: number }).status === 404) removeNotification(notification.id);
    throw error;
  }
  removeNotification(notification.id);
}

/**
 * Where a notification leads when chosen: the page the API named for this receiver (`href`; type 1 the message,
 * spec §4 — in the mailbox for candidates and contact persons, on the home page for staff and teachers), or
 * nowhere (null: stay, it is only marked read). features/mailbox/notification-links.ts makes the links.
 */
export function targetOf(notification: HeaderNotification): string | null {
  return notification.href ?? null;
}
