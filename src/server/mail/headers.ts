/**
 * Header fields of the platform's mails (docs/decisions/052-mail-templates.md).
 * - `Message-ID` on the platform's own domain (RFC 5322 §3.6.4): the host of PUBLIC_URL, or else the domain of
 *   MAIL_FROM's address.
 * - `List-Unsubscribe` (RFC 2369) for notification-type mails: the mail choices on the recipient's profile page
 *   (/profile#meldingen). A link to a page, not the one-click POST of RFC 8058, which needs an unauthenticated endpoint.
 */
import { randomUUID } from 'node:crypto';
import { config, pageUrl } from '#src/config.server';

/** The platform's mail domain: PUBLIC_URL's host name, or MAIL_FROM's domain when PUBLIC_URL has none usable. */
export function mailDomain(): string {
  const cfg = config();
  try {
    const host = new URL(cfg.PUBLIC_URL).hostname;
    if (host && host !== 'localhost' && !/^[\d.]+$/.test(host) && !host.startsWith('[')) return host;
  } catch {
    // fall through to MAIL_FROM
  }
  const domain = /@([^>\s]+)>?\s*$/.exec(cfg.MAIL_FROM)?.[1];
  return domain ?? 'localhost';
}

/** A new `Message-ID` value, `<uuid@domain>`. */
export const messageId = (): string => `<${randomUUID()}@${mailDomain()}>`;

/** The section of /profile with a user's mail choices per kind (docs/decisions/054-notification-mails.md). */
export const PREFERENCES_PATH = '/profile#meldingen';

/** The absolute address of the mail choices (`{PUBLIC_URL}/profile#meldingen`), where List-Unsubscribe points. */
export const profileLink = (): string => pageUrl(PREFERENCES_PATH);

/**
 * The header fields a rendered mail carries in the outbox row (`mail_outbox.headers`).
 * @param kind 'transactional' (a link the recipient asked for or needs: invitation, password reset, account setup)
 *   or 'notification' (news they may turn off: gets `List-Unsubscribe: <{PUBLIC_URL}/profile#meldingen>`).
 */
export function mailHeaders(kind: MailKind): Record<string, string> {
  return {
    'Message-ID': messageId(),
    'Auto-Submitted': 'auto-generated',
    ...(kind === 'notification' ? { 'List-Unsubscribe': `<${profileLink()}>` } : {}),
  };
}

/** Why a mail is sent: needed for an action (transactional) or news the recipient may turn off (notification). */
export type MailKind = 'transactional' | 'notification';
