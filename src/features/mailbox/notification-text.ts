/**
 * A notification's text in the reader's language (docs/decisions/019). The API stores the Dutch text with the
 * names it was made from (`params`); a candidate's page says it again with its own catalogue. Notifications
 * without names, or of a type the catalogue has no text for (staff types), keep their Dutch text; so do the released
 * results of a PAT or an education (type 2 naming `pat` or `education`, not `test`), whose text the catalogue lacks.
 */
import type { HeaderNotification } from './contract';
import { NOTIFICATION_TYPE } from './notification-links';

/** The catalogue key of each notification type a candidate receives, by type. */
export const NOTIFICATION_KEYS = {
  [NOTIFICATION_TYPE.newMessage]: 'notifications.newMessage',
  [NOTIFICATION_TYPE.result]: 'notifications.result',
  [NOTIFICATION_TYPE.report]: 'notifications.report',
} as const;

type Key = (typeof NOTIFICATION_KEYS)[keyof typeof NOTIFICATION_KEYS];

/** `notification` with its text said by `t` (the page's translator) when the catalogue has it. */
export function inLanguage<T extends Pick<HeaderNotification, 'message' | 'params' | 'type'>>(
  notification: T,
  t: (key: Key, values: Record<string, string>) => string,
): T {
  const key = (NOTIFICATION_KEYS as Record<number, Key | undefined>)[notification.type];
  if (!key || !notification.params) return notification;
  if (notification.type === NOTIFICATION_TYPE.result && typeof notification.params.test !== 'string') return notification;
  return { ...notification, message: t(key, notification.params) };
}
