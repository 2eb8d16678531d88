/**
 * Dutch texts of messages and notifications: the mailbox pages of candidates and contact persons (spec §2, Shared:
 * /mailbox, /mailbox/outbox, /mailbox/compose, /mailbox/message/{msgId}), the messages panel on the staff homes
 * (/cp/admin, /docent/overzicht) and the header's notifications menu (spec §1, 'Geen notificaties'; spec §4: a
 * notification opens its message). The menu is an island: it imports `notifications` alone.
 */

/** The mailbox pages: inbox, outbox, compose and one message. */
export const mailbox = {
  title: 'Berichten',
  nav: 'Postvak',
  inbox: 'Inbox',
  outbox: 'Verzonden',
  compose: 'Nieuw bericht',
  from: 'Van',
  to: 'Aan',
  subject: 'Onderwerp',
  date: 'Datum',
  body: 'Bericht',
  unread: 'Ongelezen',
  emptyInbox: 'Je hebt nog geen berichten.',
  emptyOutbox: 'Je hebt nog geen berichten verstuurd.',
  sent: 'Je bericht is verstuurd.',
  send: 'Versturen',
  reply: 'Beantwoorden',
  replyPrefix: 'Re: ',
  chooseRecipient: 'Kies een ontvanger',
  noContacts: 'Er is nog niemand aan wie je een bericht kunt sturen.',
  recipientMissing: 'Kies aan wie je het bericht stuurt.',
  recipientInvalid: 'Aan deze persoon kun je geen bericht sturen. Kies iemand uit de lijst.',
  subjectMissing: 'Vul een onderwerp in.',
  subjectTooLong: 'Het onderwerp is te lang. Gebruik hoogstens 200 tekens.',
  bodyMissing: 'Schrijf een bericht.',
  bodyTooLong: 'Het bericht is te lang. Gebruik hoogstens 10.000 tekens.',
  backToInbox: 'Terug naar inbox',
  backToOutbox: 'Terug naar verzonden berichten',
  inboxCaption: 'Ontvangen berichten',
  outboxCaption: 'Verzonden berichten',
  notFound: 'Dit bericht bestaat niet of is niet aan jou gericht.',
  replyToNotFound: 'Het bericht waarop je antwoordt bestaat niet meer. Je kunt wel een nieuw bericht sturen.',
  noSubject: '(geen onderwerp)',
} as const;

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

/** The header's notifications menu (island islands/NotificationMenu.tsx). */
export const notifications = {
  button: 'Notificaties',
  /** Description of the notifications button: how many are unread. */
  unread: (count: number) => (count === 1 ? '1 ongelezen notificatie' : `${count} ongelezen notificaties`),
  empty: 'Geen notificaties',
  markedRead: 'Notificatie gelezen.',
  gone: 'Deze notificatie bestaat niet meer.',
  opening: 'Bericht wordt geopend…',
} as const;
