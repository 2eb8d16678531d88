/**
 * The one HTTP client for islands (architecture.md, "HTTP client"; habit 6): ofetch on the page's own origin,
 * cookies same-origin (the gateway adds the bearer token on the server), JSON in and out, no timeout
 * (spec §9), no automatic retries for POST, PUT, PATCH and DELETE. Every call raises the `$loading` counter
 * for the busy overlay and lowers it however the call ends. Failures are ofetch's FetchError: turn them into
 * text with `errorMessage()` from lib/errors.
 *
 * Pages do not use this: on the server they call `Astro.locals.api`.
 *
 * @example
 *   import { api } from './api';
 *   await api('/api/notification/read', { method: 'PUT', body: notification });
 */
import { ofetch, type FetchOptions } from 'ofetch';
import { whileLoading } from './stores/loading';

/** The configured ofetch instance, without the loading flag. Prefer `api()`. */
export const client = ofetch.create({
  baseURL: '/',
  credentials: 'same-origin',
  headers: { Accept: 'application/json' },
  timeout: 0,
});

const PAYLOAD_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Calls the API with the loading flag set. GETs may be retried once by ofetch on a network error or a
 * 408/409/425/429/5xx answer; calls that change something are never retried.
 * @param path e.g. '/api/message/inbox'.
 * @param options ofetch options: `method`, `body` (an object is sent as JSON), `query`.
 * @throws FetchError for a non-2xx answer or no answer.
 */
export function api<T = unknown>(path: string, options: FetchOptions<'json'> = {}): Promise<T> {
  const method = (options.method ?? 'GET').toUpperCase();
  const retry = PAYLOAD_METHODS.has(method) ? 0 : options.retry;
  return whileLoading(() => client<T>(path, { ...options, method, retry }));
}

// ——— What the API answers (docs/api.md). Shared by islands and pages as types only. ———

/** A paged list: `{ items, total, page, pageSize }`. */
export interface Paged<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** Someone named in a message. */
export interface PersonRef {
  id: string;
  name: string;
}

/** `GET /api/message/inbox` item. `readAt` null = unread. */
export interface InboxItem {
  id: string;
  subject: string;
  sender: PersonRef;
  createdAt: string;
  readAt: string | null;
}

/** `GET /api/message/outbox` item. */
export interface OutboxItem {
  id: string;
  subject: string;
  recipients: PersonRef[];
  createdAt: string;
}

/** `GET /api/message/{id}`. */
export interface MessageDetail {
  id: string;
  subject: string;
  body: string;
  sender: PersonRef;
  recipients: PersonRef[];
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

/** `GET /api/user/get`. */
export interface UserDetail {
  id: string;
  email: string;
  name: string;
  role: string;
  status: string;
  organization: { id: string; name: string } | null;
  profession: { id: string; name: string } | null;
}

/** `GET /api/user/GetCandidates` item. Organisation and profession may come as an object or a name. */
export interface CandidateItem {
  id: string;
  name: string;
  email: string;
  organization: { id: string; name: string } | string | null;
  profession: { id: string; name: string } | string | null;
}

/** `GET /api/user/counts`: active users per role. */
export type UserCounts = Partial<Record<import('./roles').Role, number>>;

/** `GET /api/audit` item. */
export interface AuditEntry {
  id: string;
  at: string;
  requestId: string;
  userId: string | null;
  userName: string | null;
  role: string | null;
  method: string;
  route: string;
  status: number;
  durationMs: number;
  clientIp: string | null;
  outcome: string;
}

/** `{ title }`: the answer of the password calls and of every error. */
export interface TitleAnswer {
  title: string;
}
