/**
 * Which bearer tokens may still be used (the `issued_tokens` table): a token works only while the row for its
 * `sid` exists, belongs to its `uid` and has not expired. Signing in adds a row; signing out deletes it; a changed
 * or reset password, a disabled or an erased account delete all rows of the user, so every token issued before
 * stops working at once on every instance — browser sessions and API clients alike (OWASP ASVS 3.3.1, 3.3.3).
 *
 * Checked by the backend on every protected call (server/auth/caller.ts) and by the gateway for bearer tokens of API
 * clients and, through the session store's join, for browser sessions (gateway/session.ts, session-store.ts).
 *
 * @example
 *   const { token, expiration } = await issueToken(db, user);   // at sign-in
 *   await endToken(db, claims.sid);                              // sign-out
 *   await endUserTokens(db, user.id, { exceptSid: caller.sid }); // password changed
 */
import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { Role } from '#src/lib/roles';
import type { Db } from '#src/server/db/client';
import { issuedTokens } from '#src/server/db/schema';
import { atMostEvery } from '#src/server/housekeeping';
import { signToken, type TokenClaims } from './tokens';

/**
 * Signs a token for `user` and records it as usable until its expiry. Also deletes rows of expired tokens, at most
 * once a minute (src/server/housekeeping.ts).
 * @param lifetimeSeconds seconds until `exp`; default SESSION_ABSOLUTE_MINUTES (tokens.ts).
 * @returns the compact JWT, its `exp` (Unix seconds) and its `sid`.
 */
export async function issueToken(
  db: Db,
  user: { id: string; email: string; role: Role },
  lifetimeSeconds?: number,
): Promise<{ token: string; expiration: number; sid: string }> {
  const signed = await signToken(user, lifetimeSeconds);
  await db.insert(issuedTokens).values({ sid: signed.sid, userId: user.id, expiresAt: new Date(signed.expiration * 1000) });
  await atMostEvery(db, 'expired-tokens', () => db.delete(issuedTokens).where(lt(issuedTokens.expiresAt, sql`now()`)));
  return signed;
}

/** True while the token with these verified claims may be used (its row exists for its user, unexpired). */
export async function isTokenActive(db: Db, claims: Pick<TokenClaims, 'sid' | 'uid'>): Promise<boolean> {
  const [row] = await db
    .select({ sid: issuedTokens.sid })
    .from(issuedTokens)
    .where(and(eq(issuedTokens.sid, claims.sid), eq(issuedTokens.userId, claims.uid), gt(issuedTokens.expiresAt, sql`now()`)))
    .limit(1);
  return row !== undefined;
}

/** What ended: one token (`sid`), or all tokens of `userId` except `exceptSid`. */
export type TokensEnded = { sid: string } | { userId: string; exceptSid?: string };

const endedListeners = new Set<(ended: TokensEnded) => void>();

/**
 * Calls `listener` whenever tokens end in this process, after the database has it (the gateway forgets what it
 * remembered about them: gateway/session.ts `activeTokenCheck`).
 * @returns a function that stops listening.
 */
export function onTokensEnded(listener: (ended: TokensEnded) => void): () => void {
  endedListeners.add(listener);
  return () => endedListeners.delete(listener);
}

function announce(ended: TokensEnded): void {
  for (const listener of endedListeners) listener(ended);
}

/** Ends one token (sign-out); no error when it has ended already. */
export async function endToken(db: Db, sid: string): Promise<void> {
  await db.delete(issuedTokens).where(eq(issuedTokens.sid, sid));
  announce({ sid });
}

/**
 * Ends every token of a user, except the one with `exceptSid` (the caller's own, on a password change).
 * @returns the number of tokens ended.
 */
export async function endUserTokens(db: Db, userId: string, options: { exceptSid?: string } = {}): Promise<number> {
  const ended = await db
    .delete(issuedTokens)
    .where(and(eq(issuedTokens.userId, userId), options.exceptSid === undefined ? undefined : ne(issuedTokens.sid, options.exceptSid)))
    .returning({ sid: issuedTokens.sid });
  announce({ userId, exceptSid: options.exceptSid });
  return ended.length;
}
