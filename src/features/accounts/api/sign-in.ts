/**
 * Signing in and out, and changing a password (docs/api.md, "User").
 *
 * Sign-in answers wrong credentials with one Dutch title and the same work (a password verification, against
 * `dummyHash()` for unknown addresses) whether or not the address exists (OWASP ASVS 2.2.1 / 3.2; spec §8: 401
 * with a body title). Invited and disabled accounts get the same answer.
 *
 * Guessing is slowed per client address, never by a hard lock that anyone could set on someone else's account
 * (a candidate just before an exam): failed sign-ins count per client IP (LOGIN_IP_LIMIT in 15 minutes), and per
 * (address as typed, client IP) after 5 failures each further attempt must wait a delay that doubles up to 15
 * minutes (throttle.ts). Both answers are 429 with a title that says how long to wait; the delay is keyed by the
 * address as typed, for existing and unknown addresses alike, so it reveals nothing about existence. Resetting
 * or changing the password lifts the delays.
 *
 * A right password stored as an older hash (scrypt, or Argon2id with other parameters) is re-hashed with today's
 * Argon2id parameters on that sign-in (docs/decisions/023-argon2id-passwords.md).
 */
import { and, eq, isNull, ne } from 'drizzle-orm';
import { config } from '#src/config.server';
import type { LoginAnswer } from '#src/features/accounts/contract';
import { isRole } from '#src/lib/roles';
import { endToken, endUserTokens, issueToken } from '#src/server/auth/issued-tokens';
import type { Caller } from '#src/server/context';
import type { Db } from '#src/server/db/client';
import { calendarFeeds, passwordResets, sessions, users } from '#src/server/db/schema';
import { atMostEvery } from '#src/server/housekeeping';
import { apiError, retryAfter, waitText } from '#src/server/errors';
import { dummyHash, hashPassword, needsRehash, verifyPassword } from './password';
import {
  ACCOUNT_FAILURE_LIMIT,
  accountIpKey,
  clearAccountKeys,
  clearKey,
  countEvent,
  delaySeconds,
  failuresOf,
  holdBack,
  ipKey,
  isLocked,
  lockedSeconds,
  pruneThrottle,
  THROTTLE_MINUTES,
} from './throttle';
import type { z } from 'zod';
import type { changePasswordBody } from '#src/features/accounts/contract';

/** Dutch titles of the sign-in and password calls. */
export const AUTH_TITLES = {
  badCredentials: 'E-mailadres of wachtwoord klopt niet.',
  /** After 5 failures for one address from one network (see the module comment). */
  delayed: (seconds: number) =>
    `Te veel mislukte inlogpogingen met dit e-mailadres. Probeer het ${waitText(seconds)} opnieuw, of stel je wachtwoord opnieuw in via 'Wachtwoord vergeten'.`,
  ipLimited: (seconds: number) => `Te veel mislukte inlogpogingen vanaf dit netwerk. Probeer het ${waitText(seconds)} opnieuw.`,
  wrongCurrentPassword: 'Je huidige wachtwoord klopt niet. Controleer het en probeer het opnieuw.',
  changeLocked: `Te vaak een verkeerd huidig wachtwoord. Probeer het over ${THROTTLE_MINUTES} minuten opnieuw.`,
  passwordChanged: 'Je wachtwoord is gewijzigd.',
} as const;

/**
 * Signs a user in.
 * Order: the client IP's failure count, then the delay of this (address, IP) pair, then the password.
 * @param input.email lower-cased address (lib/contract.ts `fields.email`).
 * @param input.clientIp the client's address as given by the gateway.
 * @throws apiError 429 `AUTH_TITLES.ipLimited(seconds)` (with `Retry-After`) when this IP had LOGIN_IP_LIMIT failed sign-ins in 15 minutes;
 *   429 `AUTH_TITLES.delayed(seconds)` (with `Retry-After`) while this address is held back for this IP;
 *   401 `AUTH_TITLES.badCredentials` for a wrong password, an unknown address, or an account that is not active;
 *   503 when too many password hashes are waiting (password.ts).
 */
export async function signIn(db: Db, input: { email: string; password: string; clientIp: string }): Promise<LoginAnswer> {
  const ip = ipKey(input.clientIp);
  const failures = await failuresOf(db, ip);
  if (failures.count >= config().LOGIN_IP_LIMIT) {
    throw apiError(429, AUTH_TITLES.ipLimited(failures.windowSecondsLeft), undefined, retryAfter(failures.windowSecondsLeft));
  }

  const pair = accountIpKey(input.email, input.clientIp);
  const wait = await lockedSeconds(db, pair);
  if (wait > 0) throw apiError(429, AUTH_TITLES.delayed(wait), undefined, retryAfter(wait));

  const [user] = await db.select().from(users).where(eq(users.email, input.email)).limit(1);
  // Always one password verification, so unknown addresses take as long as known ones.
  const passwordOk = await verifyPassword(input.password, user?.passwordHash ?? (await dummyHash()));
  if (!user || !passwordOk || user.status !== 'active' || !isRole(user.role)) {
    await countEvent(db, ip);
    const { count } = await countEvent(db, pair);
    const delay = delaySeconds(count);
    if (delay > 0) await holdBack(db, pair, delay);
    throw apiError(401, AUTH_TITLES.badCredentials);
  }

  await clearKey(db, pair);
  await atMostEvery(db, 'expired-throttle', () => pruneThrottle(db));
  if (user.passwordHash && needsRehash(user.passwordHash)) await rehash(db, user.id, user.passwordHash, input.password);
  const { token, expiration } = await issueToken(db, { id: user.id, email: user.email, role: user.role });
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
 * Stores a hash with today's parameters for a password just verified against `oldHash`. Only replaces `oldHash`
 * (a password changed meanwhile stays), and a busy hash pool (503) skips it: the next sign-in tries again.
 */
async function rehash(db: Db, userId: string, oldHash: string, password: string): Promise<void> {
  let passwordHash: string;
  try {
    passwordHash = await hashPassword(password);
  } catch {
    return;
  }
  await db.update(users).set({ passwordHash }).where(and(eq(users.id, userId), eq(users.passwordHash, oldHash)));
}

/** Signs out one token: it stops working on every instance at once. */
export async function signOut(db: Db, sid: string): Promise<void> {
  await endToken(db, sid);
}

/**
 * Ends all of a user's tokens — API clients' and those of the browser sessions the gateway keeps (the `sessions`
 * table), and their lesson calendar address (docs/decisions/034-lesson-calendar-feeds.md), which works without a
 * session — so a changed or reset password, a disabled or an erased account locks out whoever else was signed in
 * or copied the address (OWASP ASVS 3.3.3).
 * @param exceptSid the token id of the session to keep (the caller's own, on ChangePassword).
 */
export async function endSessions(db: Db, userId: string, exceptSid?: string): Promise<void> {
  await endUserTokens(db, userId, { exceptSid });
  await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), exceptSid === undefined ? undefined : ne(sessions.tokenSid, exceptSid)));
}

/**
 * Sets a new password for a user, invalidates their open reset links, ends their other sessions and tokens, and
 * lifts the sign-in delays of their address. Shared by ChangePassword and ResetPassword.
 * @param keepSid the token id that stays valid (the caller's own, on ChangePassword).
 * @throws apiError 503 when too many password hashes are waiting (password.ts).
 */
export async function setPassword(db: Db, user: { id: string; email: string }, password: string, keepSid?: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.update(users).set({ passwordHash }).where(eq(users.id, user.id));
  await db
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt)));
  await endSessions(db, user.id, keepSid);
  await clearAccountKeys(db, user.email);
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
  input: z.output<typeof changePasswordBody>,
): Promise<void> {
  const key = changePasswordKey(caller.id);
  if (await isLocked(db, key)) throw apiError(429, AUTH_TITLES.changeLocked);
  const [user] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, caller.id)).limit(1);
  const ok = await verifyPassword(input.currentPassword, user?.passwordHash ?? (await dummyHash()));
  if (!user?.passwordHash || !ok) {
    const { locked } = await countEvent(db, key, { lockAt: ACCOUNT_FAILURE_LIMIT });
    throw apiError(locked ? 429 : 400, locked ? AUTH_TITLES.changeLocked : AUTH_TITLES.wrongCurrentPassword);
  }
  await setPassword(db, caller, input.newPassword, caller.sid);
  await clearKey(db, key);
}
