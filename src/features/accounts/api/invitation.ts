/**
 * Invited accounts (docs/domain.md, "Account: invited (mail with code) → active (password set via /account/confirm)").
 * The invitation code is a random 256-bit secret, stored as sha256 only, valid 7 days, usable once.
 *
 * An account a candidate made at /account/setup is invited the same way, with the code valid as long as its seat is
 * held (SETUP_HOLD_HOURS); confirming it also makes the held seat an ordinary one and gives its product
 * (features/licences/api/account-setup.ts; docs/decisions/038-unconfirmed-account-setup.md).
 *
 * Accounts sits below the features that attach something to an invited account, so it does not import them: what
 * else happens when an account is confirmed or taken on by staff is the `onConfirmed` hook (`InvitationHooks`) that
 * whoever composes the routers passes in (src/backend/app.ts: licences/api/seats.ts `confirmHeldSeats`). It runs in
 * the same transaction as the account's own update, so both happen or neither.
 */
import { and, eq, gt, sql } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import { config } from '#src/config.server';
import type { Role } from '#src/lib/roles';
import type { Db } from '#src/server/db/client';
import { users } from '#src/server/db/schema';
import { apiError, isUniqueViolation } from '#src/server/errors';
import type { MailOutbox } from '#src/server/mail/outbox';
import { recipientLanguage, setPreferredLanguage } from '#src/server/mail/recipient-language';
import type { Language } from '#src/lib/i18n/locales';
import { withLanguage } from '#src/lib/i18n/visitor-language.server';
import { PLATFORM_NAME, renderMail } from '#src/server/mail/template';
import { translate } from '#src/lib/i18n/catalogues.server';
import { hashPassword } from './password';
import { hashSecret, linkTo, newSecret } from '#src/server/secrets';
import type { z } from 'zod';
import type { confirmAccountBody } from '#src/features/accounts/contract';

/** How long an invitation works, days. */
export const INVITE_VALID_DAYS = 7;

export const INVITE_TITLES = {
  /** Spec §8, 409 default text, word for word. */
  emailTaken: 'Er bestaat al een gebruiker met dit emailadres',
  invalidCode:
    'Deze bevestigingslink is ongeldig, al gebruikt of verlopen. Vraag je coördinator of contactpersoon om een nieuwe uitnodiging. Maakte je zelf een account met een licentiecode? Maak het dan opnieuw aan.',
  confirmed: 'Je account is geactiveerd. Je kunt nu inloggen met je e-mailadres en wachtwoord.',
} as const;

/**
 * What other features do when an invited account is confirmed (`confirmInvitation`) or taken on by staff with a new
 * invitation (`reinviteUser`). Passed in by the composer (src/backend/app.ts), never imported by accounts.
 */
export interface InvitationHooks {
  /**
   * Called inside the transaction that activates or re-invites the account, after its row is updated (the lock order
   * of releasing holds that ran out, features/licences/api/seats.ts), with that transaction and the account's id.
   * Its result is ignored; a throw undoes the whole confirmation. Today: licences/api/seats.ts `confirmHeldSeats`,
   * which makes a seat held since /account/setup an ordinary one and gives its product.
   */
  onConfirmed: (tx: Db, userId: string) => Promise<unknown>;
}

export interface Invitation {
  email: string;
  name: string;
  role: Role;
  organizationId?: string | null;
  professionId?: string | null;
  phone?: string | null;
  /** Teachers and coordinators only (intakebegeleider). */
  intakeSupervisor?: boolean;
  /**
   * Candidates ('User') only: their language (docs/decisions/055), stored as their preferred language in the
   * transaction that invites them, so the invitation and the pages it links to are in it. Absent: Dutch.
   */
  language?: Language | undefined;
}

/**
 * Creates an invited account (no password yet) and, in the same transaction, puts the mail with its link to
 * `{PUBLIC_URL}/account/confirm?email=…&code=…`, valid 7 days, in the outbox (docs/decisions/049-mail-outbox.md):
 * the account and its mail exist together or not at all, and a mail server that is down delays the mail only.
 * A candidate's `input.language` is stored first (`rememberLanguage`), so the mail is written in it.
 * @returns the new user row (status 'invited').
 * @throws apiError 409 `INVITE_TITLES.emailTaken` (spec §8) when an account with this address exists.
 */
export async function inviteUser(db: Db, outbox: MailOutbox, input: Invitation): Promise<typeof users.$inferSelect> {
  const { email, secret, values } = invitedAccount(input);
  return db.transaction(async (tx) => {
    let user: typeof users.$inferSelect | undefined;
    try {
      [user] = await tx.insert(users).values(values).returning();
    } catch (error) {
      if (isUniqueViolation(error)) throw apiError(409, INVITE_TITLES.emailTaken);
      throw error;
    }
    if (!user) throw new Error('users: geen rij na insert');
    await rememberLanguage(tx, user, input.language);
    await mailInvitation(outbox, tx, { email, name: input.name }, secret);
    return user;
  });
}

/**
 * The row of a new invited account (no password; a fresh code valid 7 days, `invitedAt` now) and the code to mail
 * with `mailInvitation`. Used by `inviteUser` and by the bulk intake (features/bulk-intake/api/intake.ts), which
 * inserts many rows and their mails in one transaction.
 * @returns the lower-cased address, the secret for the mail, and the values for `insert(users)`.
 */
export function invitedAccount(input: Invitation): { email: string; secret: string; values: PgInsertValue<typeof users> } {
  const email = input.email.trim().toLowerCase();
  const { secret, hash } = newSecret();
  return {
    email,
    secret,
    values: {
      email,
      name: input.name,
      role: input.role,
      status: 'invited',
      passwordHash: null,
      organizationId: input.organizationId ?? null,
      professionId: input.professionId ?? null,
      phone: input.phone ?? null,
      intakeSupervisor: input.intakeSupervisor ?? false,
      inviteCodeHash: hash,
      inviteExpiresAt: inviteExpiry(),
      invitedAt: sql`now()`,
    },
  };
}

/**
 * Stores a new candidate's chosen language as their preferred language (docs/decisions/055), on the transaction
 * that creates them; nothing for staff, or when no language (or Dutch, the default) was chosen.
 */
export async function rememberLanguage(db: Db, user: { id: string; role: string }, language: Language | undefined): Promise<void> {
  if (user.role !== 'User' || !language || language === 'nl') return;
  await setPreferredLanguage(db, user.id, language);
}

/** `now() + 7 days`, the end of a new invitation's validity. */
const inviteExpiry = () => sql`now() + ${sql.raw(`interval '${INVITE_VALID_DAYS} days'`)}`;

/**
 * Puts the invitation with the link to `{PUBLIC_URL}/account/confirm?email=…&code=…` in the outbox, on `db`: the
 * transaction that creates or renews the code (docs/decisions/049-mail-outbox.md). Text and HTML from the mail
 * layout (src/server/mail/template.tsx), in the recipient's preferred language when they are a candidate who has
 * one, else Dutch (docs/decisions/052-mail-templates.md; texts: accounts/mail-messages). In another language than
 * Dutch the link carries `&lang=<code>`, so /account/confirm opens in it (docs/decisions/055).
 */
export async function mailInvitation(outbox: MailOutbox, db: Db, to: { email: string; name: string }, secret: string): Promise<void> {
  const language = await recipientLanguage(db, to.email);
  const link = withLanguage(linkTo(config().PUBLIC_URL, '/account/confirm', { email: to.email, code: secret }), language);
  const t = translate(language);
  await outbox.enqueue(
    db,
    await renderMail(to.email, {
      language,
      subject: t('accountMail.invite.subject'),
      greeting: t('accountMail.greeting', { name: to.name }),
      before: [t('accountMail.invite.body', { days: INVITE_VALID_DAYS })],
      action: { label: t('accountMail.invite.button'), url: link },
      after: [t('accountMail.invite.ignore')],
      signOff: [t('accountMail.signOff'), PLATFORM_NAME],
      reason: t('accountMail.invite.reason'),
    }),
  );
}

/**
 * Sends an invited account a new invitation: a new code (the earlier link stops working), valid 7 days from now,
 * and `invitedAt` now. An account made at /account/setup whose seat is still held becomes an ordinary invitation:
 * staff take it on, so the seat is no longer only held and its product is given (`hooks.onConfirmed`).
 * One transaction with the mail in the outbox (docs/decisions/049-mail-outbox.md).
 * @param userId an account the caller may manage (checked by the caller).
 * @param hooks run in the transaction after the account's row is updated (`InvitationHooks`).
 * @returns the new `invitedAt`, or null when the account is not (or no longer) invited.
 */
export async function reinviteUser(db: Db, outbox: MailOutbox, userId: string, hooks: InvitationHooks): Promise<Date | null> {
  const { secret, hash } = newSecret();
  return db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({ inviteCodeHash: hash, inviteExpiresAt: inviteExpiry(), invitedAt: sql`now()` })
      .where(and(eq(users.id, userId), eq(users.status, 'invited')))
      .returning({ email: users.email, name: users.name, invitedAt: users.invitedAt });
    if (!user) return null;
    await hooks.onConfirmed(tx, userId);
    await mailInvitation(outbox, tx, user, secret);
    return user.invitedAt;
  });
}

/**
 * Activates an invited account: checks the code and its expiry first, and only then hashes the password (a
 * wrong code costs no password hashing, so the public call cannot be used to exhaust the server), then sets the
 * password and clears the code in one conditional update, so a code works once. In the same transaction a seat the
 * account held since /account/setup becomes an ordinary seat with its product (`hooks.onConfirmed`); the account row
 * is updated first, the lock order of releasing holds that ran out (features/licences/api/seats.ts).
 * @param input.email lower-cased address; input.password already checked (12–128 characters).
 * @param hooks run in the transaction after the account's row is updated (`InvitationHooks`).
 * @throws apiError 400 `INVITE_TITLES.invalidCode` for a wrong, used or expired code, or an account that is
 *   not (or no longer) invited; 503 when too many password hashes are waiting (password.ts).
 */
export async function confirmInvitation(db: Db, input: z.output<typeof confirmAccountBody>, hooks: InvitationHooks): Promise<void> {
  const codeHash = hashSecret(input.code);
  const stillInvited = and(
    eq(users.email, input.email),
    eq(users.status, 'invited'),
    eq(users.inviteCodeHash, codeHash),
    gt(users.inviteExpiresAt, sql`now()`),
  );
  const [invited] = await db.select({ id: users.id }).from(users).where(stillInvited).limit(1);
  if (!invited) throw apiError(400, INVITE_TITLES.invalidCode);
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    const [activated] = await tx
      .update(users)
      .set({ passwordHash, status: 'active', inviteCodeHash: null, inviteExpiresAt: null })
      .where(and(eq(users.id, invited.id), stillInvited))
      .returning({ id: users.id });
    if (!activated) throw apiError(400, INVITE_TITLES.invalidCode);
    await hooks.onConfirmed(tx, activated.id);
  });
}
