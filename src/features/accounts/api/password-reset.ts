/**
 * Forgotten passwords (docs/api.md: ForgotPassword, ResetPassword; OWASP Forgot Password Cheat Sheet).
 *
 * - A request always gets the same answer; only an active account gets a mail with a single-use link valid for
 *   one hour. The link carries a random 256-bit token; only its sha256 is stored.
 * - At most `MAX_RESETS_PER_HOUR` links per account per hour, so the form cannot flood someone's mailbox.
 * - Resetting works while sign-ins for the address are held back and lifts the delays; it invalidates the
 *   user's other reset links and ends all their sessions and tokens (OWASP ASVS 2.5.x, 3.3.3).
 * - The token is checked before the new password is hashed, so a wrong token costs no password hashing.
 */
import { and, count, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { config } from '#src/config.server';
import type { Db } from '#src/server/db/client';
import { passwordResets, users } from '#src/server/db/schema';
import { apiError } from '#src/server/errors';
import type { MailOutbox } from '#src/server/mail/outbox';
import { recipientLanguage } from '#src/server/mail/recipient-language';
import { PLATFORM_NAME, renderMail } from '#src/server/mail/template';
import { translate } from '#src/lib/i18n/catalogues.server';
import { withLanguage } from '#src/lib/i18n/visitor-language.server';
import { setPassword } from './sign-in';
import { hashSecret, linkTo, newSecret } from '#src/server/secrets';
import type { z } from 'zod';
import type { resetPasswordBody } from '#src/features/accounts/contract';

/** How long a reset link works, minutes. */
export const RESET_VALID_MINUTES = 60;
/** Reset links mailed per account per hour at most; further requests are ignored silently. */
export const MAX_RESETS_PER_HOUR = 3;

export const RESET_TITLES = {
  requested:
    'Als dit e-mailadres bij ons bekend is, ontvang je binnen enkele minuten een e-mail met een link om je wachtwoord opnieuw in te stellen. De link is 1 uur geldig.',
  invalidToken:
    "Deze link om je wachtwoord opnieuw in te stellen is ongeldig, al gebruikt of verlopen. Vraag een nieuwe link aan via 'Wachtwoord vergeten'.",
  done: 'Je wachtwoord is opnieuw ingesteld. Je kunt nu inloggen met je nieuwe wachtwoord.',
} as const;

/**
 * Creates a reset link for the active account with this address and puts its mail in the outbox in the same
 * transaction (docs/decisions/049-mail-outbox.md), in the candidate's preferred language if any, else Dutch
 * (docs/decisions/052-mail-templates.md).
 * Does nothing for unknown, invited or disabled accounts, or when the hourly maximum is reached.
 * @param email lower-cased address.
 * @returns true when a mail was queued (for tests and logs; never shown to the caller).
 * @throws when the database fails (the route logs it; the caller's answer stays the same).
 */
export async function requestPasswordReset(db: Db, outbox: MailOutbox, email: string): Promise<boolean> {
  const [user] = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(eq(users.email, email), eq(users.status, 'active')))
    .limit(1);
  if (!user) return false;

  const [recent] = await db
    .select({ n: count() })
    .from(passwordResets)
    .where(and(eq(passwordResets.userId, user.id), gt(passwordResets.createdAt, sql`now() - interval '1 hour'`)));
  if ((recent?.n ?? 0) >= MAX_RESETS_PER_HOUR) return false;

  const { secret, hash } = newSecret();
  const language = await recipientLanguage(db, user.email);
  // In another language than Dutch the link carries `&lang=`, so /reset-password opens in it (docs/decisions/055).
  const link = withLanguage(linkTo(config().PUBLIC_URL, '/reset-password', { token: secret, email: user.email }), language);
  const t = translate(language);
  const mail = await renderMail(user.email, {
    language,
    subject: t('accountMail.reset.subject'),
    greeting: t('accountMail.greeting', { name: user.name }),
    before: [t('accountMail.reset.body')],
    action: { label: t('accountMail.reset.button'), url: link },
    after: [t('accountMail.reset.ignore')],
    signOff: [t('accountMail.signOff'), PLATFORM_NAME],
    reason: t('accountMail.reset.reason'),
  });
  await db.transaction(async (tx) => {
    await tx.insert(passwordResets).values({
      userId: user.id,
      tokenHash: hash,
      expiresAt: sql`now() + ${sql.raw(`interval '${RESET_VALID_MINUTES} minutes'`)}`,
    });
    await outbox.enqueue(tx, mail);
  });
  return true;
}

/**
 * Sets a new password with a reset token from the mail. The token is used up atomically, so two requests
 * with the same token cannot both succeed.
 * @param input.email lower-cased address; must be the token's account.
 * @param input.password the new password (already checked: 12–128 characters).
 * @throws apiError 400 `RESET_TITLES.invalidToken` for an unknown, used or expired token, another account's
 *   token, or an account that is no longer active.
 */
export async function resetPassword(db: Db, input: z.output<typeof resetPasswordBody>): Promise<void> {
  const owner = db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, input.email), eq(users.status, 'active')));
  const [used] = await db
    .update(passwordResets)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(passwordResets.tokenHash, hashSecret(input.token)),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, sql`now()`),
        inArray(passwordResets.userId, owner),
      ),
    )
    .returning({ userId: passwordResets.userId });
  if (!used) throw apiError(400, RESET_TITLES.invalidToken);

  await setPassword(db, { id: used.userId, email: input.email }, input.password);
}
