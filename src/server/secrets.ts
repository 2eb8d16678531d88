/**
 * One-time secrets sent by mail (password reset tokens, invitation codes). Only their sha256 is stored, so a
 * database leak does not hand out working links (OWASP ASVS 2.5.x; OWASP Forgot Password Cheat Sheet).
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';

/** sha256 of a secret as lower-case hex, the form kept in the database. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

/**
 * A new random secret of 32 bytes (256 bits), base64url so it can sit in a link unescaped.
 * @returns the secret to mail and its hash to store.
 */
export function newSecret(): { secret: string; hash: string } {
  const secret = randomBytes(32).toString('base64url');
  return { secret, hash: hashSecret(secret) };
}

/**
 * A secret that the server can make again instead of storing it: HMAC-SHA256 (RFC 2104) of `message` under a server
 * key (server/auth/tokens.ts `derivedKey`), 32 bytes as base64url (43 characters), safe in a link unescaped. Store
 * only its `hashSecret`, as for the other secrets here.
 * @example keyedSecret(derivedKey('calendar-feeds'), `${userId}|${createdAt.toISOString()}`)
 */
export function keyedSecret(key: Uint8Array, message: string): string {
  return createHmac('sha256', key).update(message, 'utf8').digest('base64url');
}

/**
 * A link to a page of the platform with query parameters, under PUBLIC_URL (which may carry a path prefix).
 * @example linkTo('https://x.nl', '/reset-password', { token, email }) // https://x.nl/reset-password?token=…&email=…
 */
export function linkTo(publicUrl: string, path: string, query: Record<string, string>): string {
  return `${publicUrl.replace(/\/+$/, '')}${path}?${new URLSearchParams(query).toString()}`;
}
