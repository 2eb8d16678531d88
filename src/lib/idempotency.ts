/**
 * The `Idempotency-Key` request header as the platform uses it (IETF draft-ietf-httpapi-idempotency-key-header;
 * docs/decisions/039-idempotent-creates.md; docs/api.md "Idempotency-Key"): the published key format, the header a
 * client sends, the hidden form field that carries a rendered form's key to its form handler, and the Dutch titles
 * of the API's idempotency answers, which the error helper (lib/errors.ts) shows as they are. Client-safe, no zod.
 *
 * @example
 *   await api('/api/message', { method: 'POST', body, headers: idempotencyHeaders(crypto.randomUUID()) });
 */

/** The request header (draft §2). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** The name of the hidden form field holding a rendered form's key (src/components/IdempotencyKey.astro). */
export const IDEMPOTENCY_FIELD = 'idempotencyKey';

/** Longest key, characters (the draft leaves the format to the server; common practice is 255). */
export const IDEMPOTENCY_KEY_MAX = 255;

/** A key: 1–255 visible ASCII characters without `"` and `\` (so it is an sf-string without escapes, RFC 8941 §3.3.3). */
const KEY = new RegExp(`^[!#-\\[\\]-~]{1,${IDEMPOTENCY_KEY_MAX}}$`);

/** True when `key` has the published format (a UUID from `crypto.randomUUID()` has). */
export function isIdempotencyKey(key: string): boolean {
  return KEY.test(key);
}

/**
 * The key of an `Idempotency-Key` header value: the draft's sf-string (`"8e03978e-…"`), or the same key without
 * quotes as many API clients send it. @returns the key, or null when the value is not one.
 */
export function keyOfHeader(value: string): string | null {
  const trimmed = value.trim();
  const key = trimmed.length >= 2 && trimmed.startsWith('"') && trimmed.endsWith('"') ? trimmed.slice(1, -1) : trimmed;
  return isIdempotencyKey(key) ? key : null;
}

/**
 * The header to send with `key` (as the draft's sf-string), or no header for an empty or malformed key: the call
 * is then made as an ordinary one.
 */
export function idempotencyHeaders(key: string | null | undefined): Record<string, string> {
  return key && isIdempotencyKey(key) ? { [IDEMPOTENCY_HEADER]: `"${key}"` } : {};
}

/**
 * 409 (draft, "Error Scenarios"): the first request with this key is still running. A constant of its own because
 * the error helper (lib/errors.ts), which every island loads, needs only this one.
 */
export const IDEMPOTENCY_IN_PROGRESS =
  'Dit formulier is net al verstuurd en wordt nog verwerkt. Wacht even en kijk of het gelukt is voordat je het opnieuw probeert.';

/** The Dutch titles of the API's idempotency answers (server/idempotency.ts). */
export const IDEMPOTENCY_TITLES = {
  /** 400: the header is not a key of the published format. */
  badKey: 'De Idempotency-Key is niet geldig: gebruik 1 tot 255 zichtbare tekens zonder aanhalingstekens of backslash, bijvoorbeeld een UUID.',
  /** 422 (draft, "Error Scenarios"): the key was used before for another request. */
  reused:
    'Dit formulier is al eens verstuurd met andere gegevens. Er is niets nieuws opgeslagen. Controleer de gegevens en verstuur het formulier opnieuw.',
  /** 409 (draft, "Error Scenarios"): the first request with this key is still running. */
  inProgress: IDEMPOTENCY_IN_PROGRESS,
} as const;
