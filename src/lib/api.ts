/**
 * The one HTTP client for islands (docs/architecture.md, "HTTP client"; habit 6): ofetch on the page's own origin,
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
