/**
 * The mailbox feature's calls (docs/api.md, "Messages", "Notifications"): what they answer, declared once for
 * the backend, the pages and the islands (docs/decisions/017-feature-folders.md).
 */
import type { Named } from '#src/lib/contract';

/** `GET /api/message/inbox` item. `readAt` null = unread. */
export interface InboxItem {
  id: string;
  subject: string;
  sender: Named;
  createdAt: string;
  readAt: string | null;
}

/** `GET /api/message/outbox` item. */
export interface OutboxItem {
  id: string;
  subject: string;
  recipients: Named[];
  createdAt: string;
}

/** `GET /api/message/{id}`. */
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

/** `GET /api/user/contactlist` item: someone the caller may write to. */
export interface Contact {
  id: string;
  name: string;
  role: string;
}

/** `GET /api/user/headerinfo`. */
export interface HeaderInfo {
  notifications: import('#src/features/mailbox/islands/notifications-store').HeaderNotification[];
  manualUrl: string;
}
