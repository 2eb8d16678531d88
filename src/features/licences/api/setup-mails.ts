/**
 * The mails of account setup with a licence code (docs/api.md `POST /api/user/ConfirmCandidateAccount`;
 * docs/decisions/038-unconfirmed-account-setup.md), in plain words: candidates may read poorly, so short sentences,
 * one thing per line, the link on a line of its own. Rendered with the platform's mail layout (text and HTML from
 * one source; src/server/mail/template.tsx) in `language` (texts: licences/mail-messages; Dutch when the caller
 * knows no other; docs/decisions/052-mail-templates.md). The caller fills in the links (PUBLIC_URL, `linkTo`) and
 * puts the mails in the outbox (src/server/mail/outbox.ts).
 *
 * - `confirmMail`: to a new address — confirm it and choose a password through the link, before the seat is
 *   released; or a new link when the address's setup is still unconfirmed and someone set up with it once more.
 * - `knownAddressMail`: to an address that has an account already — someone tried to make an account with it; what
 *   to do, by the state of the account (active: sign in or choose a new password; invited: the invitation's link;
 *   disabled: ask staff). Nothing changed.
 * - `fullMail`: the licence's last seat went to someone else while this setup was under way.
 */
import { translate } from '#src/lib/i18n/catalogues.server';
import { DEFAULT_LANGUAGE, type Language } from '#src/lib/i18n/locales';
import type { OutgoingMail } from '#src/server/mail/mailer';
import { PLATFORM_NAME, renderMail } from '#src/server/mail/template';

/** What every setup mail shares: greeting, sign-off and why the recipient gets it. */
function frame(language: Language, name: string) {
  const t = translate(language);
  return {
    t,
    common: {
      language,
      greeting: t('setupMail.greeting', { name }),
      signOff: [t('setupMail.signOff'), PLATFORM_NAME],
      reason: t('setupMail.reason'),
    },
  };
}

/**
 * The mail with the link that confirms the address and leads to choosing a password.
 * @param input.until when the link stops working, as text in `language` (`formatDateTime`: '9 dec 2026, 13:51').
 * @param input.hours SETUP_HOLD_HOURS for a new setup ('De link werkt 48 uur'); null for a new link to a setup
 *   made earlier, which keeps its end ('again').
 * @param input.language default Dutch.
 */
export function confirmMail(input: {
  to: string;
  name: string;
  organization: string;
  link: string;
  until: string;
  hours: number | null;
  language?: Language;
}): Promise<OutgoingMail> {
  const { t, common } = frame(input.language ?? DEFAULT_LANGUAGE, input.name);
  const again = input.hours === null;
  return renderMail(input.to, {
    ...common,
    subject: t('setupMail.confirm.subject'),
    before: [
      t(again ? 'setupMail.confirm.again' : 'setupMail.confirm.made', { organization: input.organization }),
      t('setupMail.confirm.steps'),
    ],
    action: { label: t('setupMail.confirm.button'), url: input.link },
    after: [
      again
        ? t('setupMail.confirm.validUntil', { until: input.until })
        : t('setupMail.confirm.validFor', { hours: input.hours ?? 0, until: input.until }),
      t('setupMail.confirm.notYou'),
    ],
  });
}

/**
 * The mail to an address that has an account already.
 * @param input.status the account's state: 'active', 'invited' or 'disabled'.
 * @param input.loginLink `{PUBLIC_URL}/login`; input.forgotLink `{PUBLIC_URL}/forgot-password`.
 * @param input.language the account holder's language (default Dutch).
 */
export function knownAddressMail(input: {
  to: string;
  name: string;
  status: string;
  loginLink: string;
  forgotLink: string;
  language?: Language;
}): Promise<OutgoingMail> {
  const { t, common } = frame(input.language ?? DEFAULT_LANGUAGE, input.name);
  const tried = [t('setupMail.known.tried'), t('setupMail.known.exists')].join('\n');
  const active = input.status !== 'invited' && input.status !== 'disabled';
  const what =
    input.status === 'invited'
      ? [[t('setupMail.known.invited'), t('setupMail.known.invitedLink'), t('setupMail.known.invitedExpired')].join('\n')]
      : input.status === 'disabled'
        ? [t('setupMail.known.disabled')]
        : [t('setupMail.known.signIn')];
  return renderMail(input.to, {
    ...common,
    subject: t('setupMail.known.subject'),
    before: [tried, ...what],
    ...(active ? { action: { label: t('setupMail.known.signInButton'), url: input.loginLink } } : {}),
    after: [...(active ? [`${t('setupMail.known.forgot')}\n${input.forgotLink}`] : []), t('setupMail.known.notYou')],
  });
}

/** The mail to an address whose setup found the licence's last seat taken by someone else meanwhile. */
export function fullMail(input: { to: string; name: string; organization: string; language?: Language }): Promise<OutgoingMail> {
  const { t, common } = frame(input.language ?? DEFAULT_LANGUAGE, input.name);
  return renderMail(input.to, {
    ...common,
    subject: t('setupMail.full.subject'),
    before: [
      [t('setupMail.full.tried', { organization: input.organization }), t('setupMail.full.failed')].join('\n'),
      t('setupMail.full.ask'),
      t('setupMail.full.notYou'),
    ],
  });
}
