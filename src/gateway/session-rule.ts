/**
 * The session rule of spec §4, as a pure function: a stored session is valid only while
 * - its token verifies (signature, algorithm, issuer, audience: server/auth/tokens.ts),
 * - the token's `role` claim equals the stored role and its `sub` equals the stored e-mail (and `uid` the
 *   stored user id),
 * - it has not expired, compared in Unix seconds: `exp` ≤ now is expired, `exp` = now + 1 is still valid
 *   (spec §4, §9), for the token's `exp` and the stored expiration alike,
 * - it was used within the idle timeout (SESSION_IDLE_MINUTES) and is younger than the absolute timeout
 *   (SESSION_ABSOLUTE_MINUTES) (shared terminals: docs/architecture.md; OWASP ASVS 3.3.2).
 */
import type { TokenClaims } from '#src/server/auth/tokens';
import type { StoredSession } from './session-store';

/** Timeouts, minutes. */
export interface SessionLimits {
  idleMinutes: number;
  absoluteMinutes: number;
}

/** Why a session is (not) valid; everything but `valid` clears the session. */
export type SessionVerdict =
  | 'valid'
  | 'invalid-token'
  | 'role-mismatch'
  | 'email-mismatch'
  | 'user-mismatch'
  | 'expired'
  | 'idle'
  | 'absolute';

/** Seconds since the Unix epoch, rounded down (the unit of `exp`). */
export function unixSeconds(at: Date): number {
  return Math.floor(at.getTime() / 1000);
}

/**
 * Applies the rule.
 * @param stored the record's fields (times as Date).
 * @param claims the verified claims of the stored token, or null when it did not verify.
 * @param now the current time.
 */
export function checkSession(
  stored: Pick<StoredSession, 'userId' | 'email' | 'role' | 'expiration' | 'createdAt' | 'lastSeenAt'>,
  claims: TokenClaims | null,
  now: Date,
  limits: SessionLimits,
): SessionVerdict {
  if (!claims) return 'invalid-token';
  if (claims.role !== stored.role) return 'role-mismatch';
  if (claims.sub !== stored.email) return 'email-mismatch';
  if (claims.uid !== stored.userId) return 'user-mismatch';
  const seconds = unixSeconds(now);
  if (claims.exp <= seconds || stored.expiration <= seconds) return 'expired';
  if (now.getTime() - stored.lastSeenAt.getTime() >= limits.idleMinutes * 60_000) return 'idle';
  if (now.getTime() - stored.createdAt.getTime() >= limits.absoluteMinutes * 60_000) return 'absolute';
  return 'valid';
}
