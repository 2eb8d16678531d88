/**
 * The mails of account setup with a licence code (docs/api.md `POST /api/user/ConfirmCandidateAccount`;
 * docs/decisions/038-unconfirmed-account-setup.md), as plain text in plain Dutch: candidates may read poorly, so
 * short sentences, one thing per line, the link on a line of its own. Pure: the caller fills in the links
 * (PUBLIC_URL, `linkTo`) and puts them in the mail outbox (src/server/mail/outbox.ts).
 *
 * - `confirmMail`: to a new address — confirm it and choose a password through the link, before the seat is
 *   released; or a new link when the address's setup is still unconfirmed and someone set up with it once more.
 * - `knownAddressMail`: to an address that has an account already — someone tried to make an account with it; what
 *   to do, by the state of the account (active: sign in or choose a new password; invited: the invitation's link;
 *   disabled: ask staff). Nothing changed.
 * - `fullMail`: the licence's last seat went to someone else while this setup was under way.
 */
import type { OutgoingMail } from '#src/server/mail/mailer';

const CLOSING = ['', 'Met vriendelijke groet,', 'Kandidaatplatform'];

/**
 * The mail with the link that confirms the address and leads to choosing a password.
 * @param input.until when the link stops working, as Dutch text ('9 dec 2026, 13:51').
 * @param input.hours SETUP_HOLD_HOURS for a new setup ('De link werkt 48 uur'); null for a new link to a setup
 *   made earlier, which keeps its end ('again').
 */
export function confirmMail(input: { to: string; name: string; organization: string; link: string; until: string; hours: number | null }): OutgoingMail {
  const again = input.hours === null;
  return {
    to: input.to,
    subject: 'Maak je account af',
    text: [
      `Beste ${input.name},`,
      '',
      again
        ? `Je account bij ${input.organization} is nog niet af. Hier is een nieuwe link. Een link uit een eerdere e-mail werkt niet meer.`
        : `Je hebt een account gemaakt op het Kandidaatplatform, met de licentiecode van ${input.organization}.`,
      '',
      'Klik op deze link. Kies daarna een wachtwoord. Dan is je account klaar.',
      '',
      input.link,
      '',
      `${again ? 'De link werkt' : `De link werkt ${input.hours} uur,`} tot ${input.until}. Daarna vervalt het account en maak je het opnieuw aan.`,
      '',
      'Heb je dit niet zelf gedaan? Dan hoef je niets te doen. Het account verdwijnt vanzelf.',
      ...CLOSING,
    ].join('\n'),
  };
}

/**
 * The mail to an address that has an account already.
 * @param input.status the account's state: 'active', 'invited' or 'disabled'.
 * @param input.loginLink `{PUBLIC_URL}/login`; input.forgotLink `{PUBLIC_URL}/forgot-password`.
 */
export function knownAddressMail(input: { to: string; name: string; status: string; loginLink: string; forgotLink: string }): OutgoingMail {
  const what =
    input.status === 'invited'
      ? [
          'Er staat al een account voor je klaar. Je moet nog een wachtwoord kiezen.',
          'Gebruik de link in de uitnodiging die je van ons kreeg.',
          'Werkt die link niet meer? Vraag je coördinator of contactpersoon om een nieuwe uitnodiging.',
        ]
      : input.status === 'disabled'
        ? ['Je account is uitgeschakeld. Wil je het weer gebruiken? Vraag het je coördinator of contactpersoon.']
        : [
            'Was jij dit? Je hebt al een account. Log in met je e-mailadres en wachtwoord:',
            input.loginLink,
            '',
            'Weet je je wachtwoord niet meer? Kies een nieuw wachtwoord:',
            input.forgotLink,
          ];
  return {
    to: input.to,
    subject: 'Iemand wilde een account maken met jouw e-mailadres',
    text: [
      `Beste ${input.name},`,
      '',
      'Iemand wilde op het Kandidaatplatform een nieuw account maken met jouw e-mailadres.',
      'Er bestaat al een account met dit e-mailadres. Er is dus geen nieuw account gemaakt.',
      '',
      ...what,
      '',
      'Was jij dit niet? Dan hoef je niets te doen. Aan je account is niets veranderd.',
      ...CLOSING,
    ].join('\n'),
  };
}

/** The mail to an address whose setup found the licence's last seat taken by someone else meanwhile. */
export function fullMail(input: { to: string; name: string; organization: string }): OutgoingMail {
  return {
    to: input.to,
    subject: 'Je account is niet gemaakt',
    text: [
      `Beste ${input.name},`,
      '',
      `Je wilde een account maken met de licentiecode van ${input.organization}.`,
      'Dat lukte niet: net op dat moment waren alle plaatsen bezet.',
      '',
      'Vraag je contactpersoon om een extra plaats. Maak daarna je account opnieuw aan.',
      '',
      'Heb je dit niet zelf gedaan? Dan hoef je niets te doen.',
      ...CLOSING,
    ].join('\n'),
  };
}
