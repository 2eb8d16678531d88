/**
 * `POST /api/user/ConfirmCandidateAccount` (spec §7; spec §2 /account/setup; docs/api.md "Licence";
 * docs/decisions/038-unconfirmed-account-setup.md): a new candidate asks for an account with a licence code. Nobody
 * gets an account for an address they cannot read mail on, and the answer never tells whether an address has an
 * account (OWASP Authentication Cheat Sheet, "Authentication and error messages": account enumeration).
 *
 * Two steps:
 * 1. `startCandidateSetup`, before the answer, checks only what depends on the code: it exists, the licence is
 *    usable today and has a seat free, and at most SETUP_CODE_LIMIT setups were started with it in the last 15
 *    minutes. A refusal is the answer (Dutch title).
 * 2. `finishCandidateSetup`, after the answer (the route does not wait for it, as ForgotPassword does not), does
 *    what depends on the address, so neither the answer nor its timing differs:
 *    - an unknown address gets an *unconfirmed* account — status 'invited', no password, in the licence's
 *      organisation, privacy statement accepted — holding a seat until SETUP_HOLD_HOURS from now, and a mail with a
 *      link to /account/confirm, where the candidate chooses a password (features/accounts/api/invitation.ts
 *      `confirmInvitation` then activates the account and gives the seat's product). Unconfirmed, it cannot sign in
 *      or send messages, and staff lists show it as 'uitgenodigd'. When the time passes, the seat is released and
 *      the account erased (privacy/api/setup-holds.ts);
 *    - a known address (any role, any state) gets a mail saying someone tried to make an account with it and what
 *      to do; an address whose own setup is still unconfirmed gets a new link instead (the password is chosen only
 *      there, so a setup under someone else's address gives the one who made it nothing). At most
 *      SETUP_MAILS_PER_WINDOW such mails per address in 15 minutes, so the form cannot flood a mailbox;
 *    - when the licence's last seat went to someone else in the meantime, the address gets a mail saying so.
 *
 * Wrong codes are slowed per client address, never locked: after FREE_FAILURES wrong codes each further one holds
 * the address back for a delay that doubles (1 s … 15 minutes), during which a wrong code is answered 429; a right
 * code is always taken, so a class behind one school network where some mistype all get in. Guessing stays bounded
 * by PUBLIC_IP_LIMIT calls per address per 15 minutes against codes of about 79 bits (OWASP ASVS 2.2.1).
 *
 * Erasing an account goes through the privacy registry, and licences may not import privacy (privacy imports every
 * feature for export and erasure). So step 2 is given the erasure it needs, `ExpireUnconfirmedAccount`, by whoever
 * composes the router (src/backend/app.ts: privacy/api/setup-holds.ts `expireUnconfirmedAccount`).
 */
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { config } from '#src/config.server';
import { amsterdamDay, dayText } from '#src/lib/calendar-day';
import { formatDateTime } from '#src/lib/i18n/format';
import type { Db } from '#src/server/db/client';
import { licences, licenceSeats, organizations, users } from '#src/server/db/schema';
import { apiError, isUniqueViolation, retryAfter, waitText } from '#src/server/errors';
import type { MailOutbox } from '#src/server/mail/outbox';
import { recipientLanguage, setPreferredLanguage } from '#src/server/mail/recipient-language';
import { DEFAULT_LANGUAGE, type Language } from '#src/lib/i18n/locales';
import { withLanguage } from '#src/lib/i18n/visitor-language.server';
import { linkTo, newSecret } from '#src/server/secrets';
import {
  countEvent,
  delaySeconds,
  holdBack,
  licenceCodeKey,
  lockedSeconds,
  setupCodeKey,
  setupMailKey,
} from '#src/features/accounts/api/throttle';
import { normaliseLicenceCode, type confirmCandidateBody } from '#src/features/licences/contract';
import { licenceState } from './licences';
import { holdEnd, releaseExpiredHolds, takeSeatOn } from './seats';
import { confirmMail, fullMail, knownAddressMail } from './setup-mails';

/**
 * Releases the holds that ran out of the account `userId` and erases it, through the privacy registry, when it is a
 * setup left behind (still invited, its code gone with its hold, a seat released as 'unconfirmed'); any other account
 * is left alone. Run outside a transaction (it opens its own).
 * @returns whether the account was erased (its address is then free).
 */
export type ExpireUnconfirmedAccount = (db: Db, userId: string) => Promise<boolean>;

/** Mails account setup sends at most to one address that has an account already, per 15 minutes. */
export const SETUP_MAILS_PER_WINDOW = 3;

/** Dutch titles of account setup (spec §8: refusals say what is wrong). */
export const SETUP_TITLES = {
  wrongCode: 'Deze licentiecode bestaat niet. Controleer de code of vraag je contactpersoon om de juiste code.',
  tooMany: (seconds: number) =>
    `Deze licentiecode bestaat niet. Vanaf dit netwerk zijn veel verkeerde codes ingevuld. Controleer de code goed en probeer het ${waitText(seconds)} opnieuw.`,
  revoked: 'Deze licentie is ingetrokken. Vraag je contactpersoon om een nieuwe licentiecode.',
  expired: (day: string) => `Deze licentiecode is verlopen op ${dayText(day)}. Vraag je contactpersoon om een nieuwe licentiecode.`,
  upcoming: (day: string) => `Deze licentiecode is pas geldig vanaf ${dayText(day)}. Probeer het dan opnieuw.`,
  full: 'Alle plaatsen van deze licentie zijn bezet. Vraag je contactpersoon om een extra plaats.',
  codeBusy: (seconds: number) => `Met deze licentiecode zijn net veel accounts aangevraagd. Probeer het ${waitText(seconds)} opnieuw.`,
  /** The one answer of a setup that was started, whatever the address. */
  sent: (hours: number) =>
    `Kijk in je mailbox. We sturen je een e-mail met een link. Klik op de link en kies een wachtwoord. Dan is je account klaar. De link werkt ${hours} uur.`,
} as const;

/** A setup that passed the code's checks: what step 2 needs. */
export interface SetupStarted {
  licenceId: string;
  organizationId: string;
  organization: string;
  name: string;
  /** Lower-cased (contract `fields.email`). */
  email: string;
  /**
   * The language the form was filled in (docs/decisions/055): a new account's preferred language and the language
   * of the mails to an address without an account.
   */
  language: Language;
}

/** What step 2 did (for tests and logs; never told to the caller). */
export type SetupOutcome = 'created' | 'link-again' | 'warned' | 'full' | 'quiet';

/** The licence with a code, and its organisation's name. */
async function licenceByCode(db: Db, code: string) {
  const [row] = await db
    .select({ licence: licences, organization: organizations.name })
    .from(licences)
    .innerJoin(organizations, eq(organizations.id, licences.organizationId))
    .where(eq(licences.code, code));
  return row;
}

/**
 * A wrong code from the client address `key` is counted; while the address is held back the answer is 429 with the
 * wait, otherwise 400, and from the FREE_FAILURES-th wrong code on the address is held back for `delaySeconds`.
 * @throws always: apiError 429 or 400.
 */
async function refuseWrongCode(db: Db, key: string): Promise<never> {
  const wait = await lockedSeconds(db, key);
  const { count } = await countEvent(db, key);
  if (wait > 0) throw apiError(429, SETUP_TITLES.tooMany(wait), undefined, retryAfter(wait));
  const delay = delaySeconds(count);
  if (delay > 0) await holdBack(db, key, delay);
  throw apiError(400, SETUP_TITLES.wrongCode);
}

/**
 * Step 1 (see the module comment): the checks that depend only on the code, and the count of the code's setups.
 * @param clientIp the caller's address, for holding back wrong codes.
 * @throws apiError 400 for a code that does not exist; 429 (with Retry-After) for a wrong code while the address is
 *   held back, or when the code's setups in this window pass SETUP_CODE_LIMIT; 409 for a revoked, expired, not yet
 *   valid or full licence (holds of the licence that ran out are released first).
 */
export async function startCandidateSetup(db: Db, input: z.output<typeof confirmCandidateBody>, clientIp: string): Promise<SetupStarted> {
  const code = normaliseLicenceCode(input.code);
  let found = code ? await licenceByCode(db, code) : undefined;
  if (!code || !found) return refuseWrongCode(db, licenceCodeKey(clientIp));
  const day = amsterdamDay();
  if (licenceState(found.licence, day) === 'full' && (await db.transaction((tx) => releaseExpiredHolds(tx, { licenceId: found!.licence.id }))) > 0) {
    found = (await licenceByCode(db, code)) ?? found;
  }
  const { licence, organization } = found;
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
  const { count, windowSecondsLeft } = await countEvent(db, setupCodeKey(licence.id));
  if (count > config().SETUP_CODE_LIMIT) throw apiError(429, SETUP_TITLES.codeBusy(windowSecondsLeft), undefined, retryAfter(windowSecondsLeft));
  return {
    licenceId: licence.id,
    organizationId: licence.organizationId,
    organization,
    name: input.name,
    email: input.email,
    language: input.language ?? DEFAULT_LANGUAGE,
  };
}

/** The account with this address, if any, with whether it is a setup whose seat is held still (its hold not run out). */
async function accountOf(db: Db, email: string) {
  const [row] = await db.select({ id: users.id, name: users.name, status: users.status }).from(users).where(eq(users.email, email)).limit(1);
  if (!row) return undefined;
  const [held] = await db
    .select({ id: licenceSeats.id })
    .from(licenceSeats)
    .where(and(eq(licenceSeats.holderId, row.id), isNull(licenceSeats.releasedAt), gt(licenceSeats.heldUntil, sql`now()`)))
    .limit(1);
  return { ...row, held: Boolean(held) };
}

/**
 * The unconfirmed account, its held seat and the mail with its link (in the outbox), in one transaction:
 * `{ userId }`; 'taken' when the address got an account meanwhile; 'full' when the licence has no seat any more
 * (or stopped being usable).
 */
async function makeUnconfirmedAccount(db: Db, outbox: MailOutbox, start: SetupStarted): Promise<{ userId: string } | 'taken' | 'full'> {
  const { secret, hash } = newSecret();
  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          email: start.email,
          name: start.name,
          role: 'User',
          status: 'invited',
          passwordHash: null,
          organizationId: start.organizationId,
          inviteCodeHash: hash,
          inviteExpiresAt: holdEnd(),
          invitedAt: sql`now()`,
          privacyAcceptedAt: sql`now()`,
        })
        .returning({ id: users.id, until: users.inviteExpiresAt });
      await takeSeatOn(tx, start.licenceId, user!.id, 'code', null, amsterdamDay(), holdEnd());
      if (start.language !== DEFAULT_LANGUAGE) await setPreferredLanguage(tx, user!.id, start.language);
      await outbox.enqueue(
        tx,
        await confirmMail({
          to: start.email,
          name: start.name,
          organization: start.organization,
          link: confirmLink(start.email, secret, start.language),
          until: formatDateTime(user!.until!, start.language),
          hours: config().SETUP_HOLD_HOURS,
          language: start.language,
        }),
      );
      return { userId: user!.id };
    });
  } catch (error) {
    if (isUniqueViolation(error)) return 'taken';
    if ((error as { status?: number }).status === 409) return 'full';
    throw error;
  }
}

/**
 * The confirmation link: `{PUBLIC_URL}/account/confirm?email=…&code=…`, as an invitation's, with `&lang=` when the
 * mail is not Dutch, so the page opens in the mail's language (docs/decisions/055).
 */
const confirmLink = (email: string, secret: string, language: Language) =>
  withLanguage(linkTo(config().PUBLIC_URL, '/account/confirm', { email, code: secret }), language);

/** True while fewer than SETUP_MAILS_PER_WINDOW mails went to `email` in this window; counts this one. */
async function mayMail(db: Db, email: string): Promise<boolean> {
  const { count } = await countEvent(db, setupMailKey(email));
  return count <= SETUP_MAILS_PER_WINDOW;
}

/**
 * Step 2 (see the module comment): makes the unconfirmed account and mails its link, or mails the owner of a known
 * address. An address whose earlier setup ran out is erased first and then set up as new.
 * Every mail goes through the outbox, in the transaction of the change it tells about (docs/decisions/049-mail-outbox.md),
 * in the recipient's preferred language when they already have an account and one (docs/decisions/052-mail-templates.md).
 * @param expire erases a setup left behind (`ExpireUnconfirmedAccount`): the earlier one of this address.
 * @returns what was done (never shown to the caller).
 * @throws when the database fails (the route logs it).
 */
export async function finishCandidateSetup(db: Db, outbox: MailOutbox, start: SetupStarted, expire: ExpireUnconfirmedAccount): Promise<SetupOutcome> {
  let known = await accountOf(db, start.email);
  // An earlier setup of this address whose time ran out: it goes now, and the address is set up as new.
  if (known?.status === 'invited' && !known.held && (await expire(db, known.id))) known = undefined;
  if (!known) {
    const made = await makeUnconfirmedAccount(db, outbox, start);
    if (made === 'full') {
      if (!(await mayMail(db, start.email))) return 'quiet';
      await outbox.enqueue(db, await fullMail({ to: start.email, name: start.name, organization: start.organization, language: start.language }));
      return 'full';
    }
    if (made !== 'taken') return 'created';
    known = await accountOf(db, start.email);
    if (!known) return 'quiet';
  }
  if (!(await mayMail(db, start.email))) return 'quiet';
  if (known.status === 'invited' && known.held) {
    // The address's own setup, not confirmed yet: a new link (the old one stops working), valid as long as the hold.
    const { secret, hash } = newSecret();
    const { id, name } = known;
    const language = await recipientLanguage(db, start.email);
    const renewed = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(users)
        .set({ inviteCodeHash: hash })
        .where(and(eq(users.id, id), eq(users.status, 'invited'), sql`${users.inviteExpiresAt} > now()`))
        .returning({ organizationId: users.organizationId, until: users.inviteExpiresAt });
      if (!row?.until) return false;
      const [org] = row.organizationId
        ? await tx.select({ name: organizations.name }).from(organizations).where(eq(organizations.id, row.organizationId))
        : [];
      await outbox.enqueue(
        tx,
        await confirmMail({
          to: start.email,
          name,
          organization: org?.name ?? start.organization,
          link: confirmLink(start.email, secret, language),
          until: formatDateTime(row.until, language),
          hours: null,
          language,
        }),
      );
      return true;
    });
    if (renewed) return 'link-again';
  }
  const base = config().PUBLIC_URL.replace(/\/+$/, '');
  const language = await recipientLanguage(db, start.email);
  await outbox.enqueue(
    db,
    await knownAddressMail({
      to: start.email,
      name: known.name,
      status: known.status,
      loginLink: withLanguage(`${base}/login`, language),
      forgotLink: withLanguage(`${base}/forgot-password`, language),
      language,
    }),
  );
  return 'warned';
}
