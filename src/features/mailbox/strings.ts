/**
 * Dutch texts of the messages panel on the staff homes (/cp/admin, /docent/overzicht). The mailbox pages
 * (spec §2, Shared: /mailbox…) and the header's notifications menu, which candidates see in their language, are
 * in the catalogue messages/ (docs/decisions/019).
 */

/** The messages panel on the staff homes: unread and all messages, reading and replying in place. */
export const staffMessages = {
  title: 'Berichten',
  unreadTab: 'Ongelezen',
  allTab: 'Alle berichten',
  filterLabel: 'Welke berichten',
  emptyUnread: 'Je hebt geen ongelezen berichten.',
  emptyAll: 'Je hebt nog geen berichten.',
  open: 'Openen',
  /** Accessible name of an 'Openen' link: 'Openen: bericht Planning week 3'. */
  openLabel: (subject: string) => `Openen: bericht ${subject}`,
  close: 'Sluiten',
  replyLabel: 'Je antwoord',
  replySubmit: 'Antwoord versturen',
  replied: 'Je antwoord is verstuurd.',
  bodyMissing: 'Schrijf een antwoord.',
} as const;
