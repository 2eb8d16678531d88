/**
 * `POST /api/user/ConfirmCandidateAccount` (spec §7; spec §2 /account/setup; docs/api.md "Licence"): a new candidate
 * makes their own account with a licence code. The account is made in the licence's organisation, takes a seat and
 * gets the product, in one transaction; the page then signs the candidate in with the password they chose.
 *
 * Guessing codes is held back like guessing passwords (OWASP ASVS 2.2.1): per client address, wrong codes after the
 * FREE_FAILURES-th wait 1 s, doubling, and the address is locked for 15 minutes at ACCOUNT_FAILURE_LIMIT wrong codes
 * (features/accounts/api/throttle.ts). Codes carry about 79 bits, so guessing is hopeless anyway.
 */
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { amsterdamDay, dayText } from '#src/lib/calendar-day';
import type { Db } from '#src/server/db/client';
import { licences, users } from '#src/server/db/schema';
import { apiError, retryAfter } from '#src/server/errors';
import { hashPassword } from '#src/features/accounts/api/password';
import { INVITE_TITLES, isUniqueViolation } from '#src/features/accounts/api/invitation';
import { waitText } from '#src/features/accounts/api/sign-in';
import { ACCOUNT_FAILURE_LIMIT, countEvent, delaySeconds, holdBack, lockedSeconds } from '#src/features/accounts/api/throttle';
import { normaliseLicenceCode, type CandidateAccountCreated, type confirmCandidateBody } from '#src/features/licences/contract';
import { licenceState } from './licences';
import { takeSeatOn } from './seats';

/** Dutch titles of account setup (spec §8: refusals say what is wrong). */
export const SETUP_TITLES = {
  wrongCode: 'Deze licentiecode bestaat niet. Controleer de code of vraag je contactpersoon om de juiste code.',
  tooMany: (seconds: number) => `Te veel verkeerde licentiecodes. Probeer het ${waitText(seconds)} opnieuw.`,
  revoked: 'Deze licentie is ingetrokken. Vraag je contactpersoon om een nieuwe licentiecode.',
  expired: (day: string) => `Deze licentiecode is verlopen op ${dayText(day)}. Vraag je contactpersoon om een nieuwe licentiecode.`,
  upcoming: (day: string) => `Deze licentiecode is pas geldig vanaf ${dayText(day)}. Probeer het dan opnieuw.`,
  full: 'Alle plaatsen van deze licentie zijn bezet. Vraag je contactpersoon om een extra plaats.',
  created: 'Je account is aangemaakt. Je bent nu ingelogd.',
} as const;

/** The throttle key of wrong licence codes from one client address. */
export const codeKey = (address: string) => `licence-code:${address}`;

/**
 * Makes the candidate's account (see the module comment).
 * @param clientIp the caller's address, for the throttle.
 * @throws apiError 429 while the address is held back; 400 for a code that does not exist; 409 for a revoked,
 *   expired, not yet valid or full licence, and spec §8's text for an e-mail address that is taken.
 */
export async function confirmCandidateAccount(db: Db, input: z.output<typeof confirmCandidateBody>, clientIp: string): Promise<CandidateAccountCreated> {
  const key = codeKey(clientIp);
  const wait = await lockedSeconds(db, key);
  if (wait > 0) throw apiError(429, SETUP_TITLES.tooMany(wait), undefined, retryAfter(wait));

  const code = normaliseLicenceCode(input.code);
  const [licence] = code ? await db.select().from(licences).where(eq(licences.code, code)) : [];
  if (!licence) {
    const { count } = await countEvent(db, key, { lockAt: ACCOUNT_FAILURE_LIMIT });
    const delay = delaySeconds(count);
    if (delay > 0 && count < ACCOUNT_FAILURE_LIMIT) await holdBack(db, key, delay);
    throw apiError(400, SETUP_TITLES.wrongCode);
  }
  const day = amsterdamDay();
  switch (licenceState(licence, day)) {
    case 'revoked':
      throw apiError(409, SETUP_TITLES.revoked);
    case 'expired':
      throw apiError(409, SETUP_TITLES.expired(licence.validUntil));
    case 'upcoming':
      throw apiError(409, SETUP_TITLES.upcoming(licence.validFrom));
    case 'full':
      throw apiError(409, SETUP_TITLES.full);
    case 'active':
      break;
  }
  const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.email, input.email));
  if (taken) throw apiError(409, INVITE_TITLES.emailTaken);

  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          email: input.email,
          name: input.name,
          role: 'User',
          status: 'active',
          passwordHash,
          organizationId: licence.organizationId,
          privacyAcceptedAt: new Date(),
        })
        .returning({ id: users.id });
      try {
        await takeSeatOn(tx, licence.id, user!.id, 'code', null, day);
      } catch (error) {
        // Someone took the last seat between the check above and now.
        if ((error as { status?: number }).status === 409) throw apiError(409, SETUP_TITLES.full);
        throw error;
      }
      return { title: SETUP_TITLES.created, userId: user!.id };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw apiError(409, INVITE_TITLES.emailTaken);
    throw error;
  }
}

