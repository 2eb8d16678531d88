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

/** Dutch texts of /cp/mail: the mails that wait or could not be delivered (docs/decisions/049-mail-outbox.md). */
export const mailOutboxPage = {
  title: 'E-mail die nog niet is bezorgd',
  intro:
    'Elke e-mail van het platform wordt eerst bewaard en daarna verstuurd. Lukt dat niet, dan probeert het platform het opnieuw: 10 keer in ongeveer 3 uur. Daarna staat de e-mail hier als mislukt.',
  filters: 'Welke e-mails',
  all: 'Alles',
  failed: 'Mislukt',
  pending: 'Wacht op verzending',
  empty: 'Er is geen e-mail die wacht of mislukt is. Alles is bezorgd.',
  total: (n: number) => (n === 1 ? '1 e-mail' : `${n} e-mails`),
  to: 'Aan',
  subject: 'Onderwerp',
  state: 'Status',
  attempts: 'Pogingen',
  lastError: 'Antwoord van de mailserver',
  createdAt: 'Gemaakt',
  next: (state: 'pending' | 'failed', at: string) => (state === 'failed' ? `Opgegeven op ${at}` : `Volgende poging ${at}`),
  resend: 'Opnieuw versturen',
  confirmTitle: 'E-mail opnieuw versturen?',
  confirmText: (to: string) => `De e-mail aan ${to} wordt meteen opnieuw verstuurd. Lukt het niet, dan probeert het platform het weer 10 keer.`,
  confirmYes: 'Ja, opnieuw versturen',
  cancel: 'Annuleren',
  resent: 'De e-mail wordt opnieuw verstuurd.',
  gone: 'Deze e-mail is al verstuurd of bestaat niet meer.',
} as const;
