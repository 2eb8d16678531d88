/**
 * Signing in and out, and changing a password (docs/api.md, "User").
 *
 * Sign-in answers wrong credentials with one Dutch title and the same work (a scrypt verification, against
 * `dummyHash()` for unknown addresses) whether or not the address exists (OWASP ASVS 2.2.1 / 3.2; spec §8: 401
 * with a body title). Invited and disabled accounts get the same answer.
 *
 * Lockout title: a locked account gets its own title (`AUTH_TITLES.locked`) rather than the wrong-credentials
 * one. The lock is keyed by the address as typed, for existing and unknown addresses alike, so the distinct
 * title reveals nothing about existence, while it tells a real user why a correct password is refused and what to
 * do (wait, or reset the password — which works while locked and lifts the lock). Habit 3: a message says what
 * happened and what to do.
 */
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { config } from '../../config.server';
import { isRole, type Role } from '../../lib/roles';
import { signToken } from '../auth/tokens';
import type { Caller } from '../context';
import type { Db } from '../db/client';
import { passwordResets, revokedTokens, sessions, users } from '../db/schema';
import { apiError } from '../errors';
import { dummyHash, hashPassword, verifyPassword } from './password';
import {
  ACCOUNT_FAILURE_LIMIT,
  accountKey,
  clearKey,
  countEvent,
  ipKey,
  isLocked,
  pruneThrottle,
  THROTTLE_MINUTES,
} from './throttle';

/** Dutch titles of the sign-in and password calls. */
export const AUTH_TITLES = {
  badCredentials: 'E-mailadres of wachtwoord klopt niet.',
  locked: `Te veel mislukte inlogpogingen. Probeer het over ${THROTTLE_MINUTES} minuten opnieuw, of stel je wachtwoord opnieuw in via 'Wachtwoord vergeten'.`,
  ipLimited: `Te veel inlogpogingen vanaf dit netwerk. Probeer het over ${THROTTLE_MINUTES} minuten opnieuw.`,
  wrongCurrentPassword: 'Je huidige wachtwoord klopt niet. Controleer het en probeer het opnieuw.',
  changeLocked: `Te vaak een verkeerd huidig wachtwoord. Probeer het over ${THROTTLE_MINUTES} minuten opnieuw.`,
  passwordChanged: 'Je wachtwoord is gewijzigd.',
} as const;

/** What a successful sign-in answers (docs/api.md; spec §3 "Stored session"). */
export interface LoginAnswer {
  token: string;
  /** Token expiry, Unix seconds (spec §9). */
  expiration: number;
  userId: string;
  email: string;
  name: string;
  role: Role;
  /** The candidate's profession; null for other roles and for candidates without one. */
  professionId: string | null;
}

/**
 * Signs a user in.
 * Order: the client IP's attempt counter (any outcome counts), then the account lock, then the password.
 * @param input.email lower-cased address (validation.ts `fields.email`).
 * @param input.clientIp the client's address as given by the gateway.
 * @throws apiError 429 `AUTH_TITLES.ipLimited` when this IP made more than LOGIN_IP_LIMIT attempts in 15 minutes;
 *   401 `AUTH_TITLES.locked` while the account is locked (10 failures in 15 minutes lock it for 15 minutes);
 *   401 `AUTH_TITLES.badCredentials` for a wrong password, an unknown address, or an account that is not active.
 */
export async function signIn(db: Db, input: { email: string; password: string; clientIp: string }): Promise<LoginAnswer> {
  const ip = await countEvent(db, ipKey(input.clientIp));
  if (ip.count > config().LOGIN_IP_LIMIT) throw apiError(429, AUTH_TITLES.ipLimited);

  const key = accountKey(input.email);
  if (await isLocked(db, key)) throw apiError(401, AUTH_TITLES.locked);

  const [user] = await db.select().from(users).where(eq(users.email, input.email)).limit(1);
  // Always one scrypt verification, so unknown addresses take as long as known ones.
  const passwordOk = await verifyPassword(input.password, user?.passwordHash ?? (await dummyHash()));
  if (!user || !passwordOk || user.status !== 'active' || !isRole(user.role)) {
    const { locked } = await countEvent(db, key, { lockAt: ACCOUNT_FAILURE_LIMIT });
    throw apiError(401, locked ? AUTH_TITLES.locked : AUTH_TITLES.badCredentials);
  }

  await clearKey(db, key);
  await pruneThrottle(db);
  const { token, expiration } = await signToken({ id: user.id, email: user.email, role: user.role });
  return {
    token,
    expiration,
    userId: user.id,
    email: user.email,
    name: user.name,
    role: user.role,
    professionId: user.role === 'User' ? user.professionId : null,
  };
}

/**
 * Revokes one token until its expiry, so it stops working on every instance (sign-out).
 * Also deletes revocations whose tokens have expired anyway.
 * @param exp the token's expiry, Unix seconds.
 */
export async function revokeToken(db: Db, sid: string, exp: number): Promise<void> {
  await db
    .insert(revokedTokens)
    .values({ sid, expiresAt: new Date(exp * 1000) })
    .onConflictDoNothing();
  await db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, sql`now()`));
}

/**
 * Ends a user's browser sessions kept by the gateway (the `sessions` table) and revokes their tokens, so a
 * changed or reset password locks out whoever else was signed in (OWASP ASVS 3.3.3).
 * @param exceptSid the token id of the session to keep (the caller's own, on ChangePassword).
 */
export async function endSessions(db: Db, userId: string, exceptSid?: string): Promise<void> {
  const rows = await db.select({ id: sessions.id, token: sessions.token }).from(sessions).where(eq(sessions.userId, userId));
  for (const row of rows) {
    let claims: { sid?: unknown; exp?: unknown } = {};
    try {
      claims = decodeJwt(row.token);
    } catch {
      // An unreadable token cannot be used either; the session row still goes.
    }
    if (exceptSid !== undefined && claims.sid === exceptSid) continue;
    if (typeof claims.sid === 'string' && typeof claims.exp === 'number') await revokeToken(db, claims.sid, claims.exp);
    await db.delete(sessions).where(eq(sessions.id, row.id));
  }
}

/**
 * Sets a new password for a user, invalidates their open reset links, and ends their other sessions.
 * Shared by ChangePassword, ResetPassword and account confirmation.
 */
export async function setPassword(db: Db, userId: string, password: string, keepSid?: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
  await db
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
  await endSessions(db, userId, keepSid);
}

/** Throttle key for wrong current passwords on ChangePassword, per account (kept apart from sign-in's). */
const changePasswordKey = (userId: string) => `change-password:${userId}`;

/**
 * Changes the caller's password after checking the current one. The caller stays signed in; other sessions end.
 * Wrong current passwords are counted per account: the 10th within 15 minutes locks changing for 15 minutes
 * (OWASP ASVS 2.2.1, as for sign-in), so a session left open cannot be used to guess the password.
 * @throws apiError 400 `AUTH_TITLES.wrongCurrentPassword` when the current password is wrong; 429
 *   `AUTH_TITLES.changeLocked` on the 10th wrong one and while locked.
 */
export async function changePassword(
  db: Db,
  caller: Caller,
  input: { currentPassword: string; newPassword: string },
): Promise<void> {
  const key = changePasswordKey(caller.id);
  if (await isLocked(db, key)) throw apiError(429, AUTH_TITLES.changeLocked);
  const [user] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, caller.id)).limit(1);
  const ok = await verifyPassword(input.currentPassword, user?.passwordHash ?? (await dummyHash()));
  if (!user?.passwordHash || !ok) {
    const { locked } = await countEvent(db, key, { lockAt: ACCOUNT_FAILURE_LIMIT });
    throw apiError(locked ? 429 : 400, locked ? AUTH_TITLES.changeLocked : AUTH_TITLES.wrongCurrentPassword);
  }
  await setPassword(db, caller.id, input.newPassword, caller.sid);
  await clearKey(db, accountKey(caller.email));
  await clearKey(db, key);
}
