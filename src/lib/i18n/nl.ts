/**
 * Every Dutch string of the user interface, in one module (architecture.md, "UI"). Pages read them as
 * `nl.area.key`; islands import only the sections they use (`import { notifications } from …`), so the
 * bundler leaves the other strings out of the browser's JavaScript; strings with a variable part are small functions. Plain, short sentences: many users
 * read Dutch as a second language.
 */
import type { Role } from '../roles';

export const app = {
  description: 'Platform voor toetsing, praktijkassessment en opleiding van kandidaten.',
  skipLink: 'Naar de inhoud',
  logoAlt: 'Kandidaatplatform',
  logoHomeLabel: 'Kandidaatplatform, naar je overzicht',
  /** Page title in the browser tab: 'Inloggen · Kandidaatplatform'. */
  title: (page: string) => `${page} · Kandidaatplatform`,
} as const;

export const header = {
  mainNav: 'Hoofdmenu',
  home: 'Overzicht',
  manual: 'Handleiding',
  messages: 'Berichten',
  audit: 'Auditlog',
  profile: 'Profiel',
  logout: 'Uitloggen',
} as const;

export const notifications = {
  button: 'Notificaties',
  /** Description of the notifications button: how many are unread. */
  unread: (count: number) => (count === 1 ? '1 ongelezen notificatie' : `${count} ongelezen notificaties`),
  empty: 'Geen notificaties',
  markedRead: 'Notificatie gelezen.',
  gone: 'Deze notificatie bestaat niet meer.',
  opening: 'Bericht wordt geopend…',
} as const;

export const loading = {
  text: 'Bezig met laden…',
} as const;

/** Spec §8, the error catalogue. */
export const errors = {
  noConnection: 'Geen verbinding met de server.',
  badRequest: 'Er ging iets mis. Melding kon niet weergeven worden.',
  unauthorized: 'Je hebt geen rechten om deze actie uit te voeren.',
  notFound: '',
  conflict: 'Er bestaat al een gebruiker met dit emailadres',
  other: (status: number | string, statusText: string) =>
    `Er gaat iets fout aan onze kant. Errorcode: ${status}. Foutmelding: ${statusText}`,
} as const;

export const forms = {
  errorSummary: 'Controleer het formulier. Er is iets niet goed ingevuld.',
  email: 'E-mailadres',
  emailMissing: 'Vul je e-mailadres in.',
  emailInvalid: 'Vul een geldig e-mailadres in, bijvoorbeeld naam@voorbeeld.nl.',
  password: 'Wachtwoord',
  newPassword: 'Nieuw wachtwoord',
  newPasswordHint: 'Minstens 12 tekens. Een zin van een paar woorden is makkelijk te onthouden.',
  repeatPassword: 'Herhaal nieuw wachtwoord',
  currentPassword: 'Huidig wachtwoord',
  currentPasswordMissing: 'Vul je huidige wachtwoord in.',
  passwordTooShort: 'Kies een wachtwoord van minstens 12 tekens.',
  passwordTooLong: 'Kies een wachtwoord van hoogstens 128 tekens.',
  passwordRepeatMissing: 'Vul het nieuwe wachtwoord nog een keer in.',
  passwordMismatch: 'De twee wachtwoorden zijn niet gelijk. Typ ze opnieuw.',
} as const;

export const login = {
  title: 'Inloggen',
  intro: 'Log in met je e-mailadres en wachtwoord.',
  submit: 'Inloggen',
  forgot: 'Wachtwoord vergeten?',
  missing: 'Vul je e-mailadres en wachtwoord in.',
} as const;

export const forgotPassword = {
  title: 'Wachtwoord vergeten',
  intro: 'Vul je e-mailadres in. Je krijgt dan een e-mail met een link om een nieuw wachtwoord te maken.',
  submit: 'Stuur mij een link',
  backToLogin: 'Terug naar inloggen',
} as const;

export const resetPassword = {
  title: 'Nieuw wachtwoord maken',
  intro: 'Kies een nieuw wachtwoord voor je account.',
  submit: 'Wachtwoord opslaan',
  incompleteLink: 'Deze link is niet compleet. Open de link uit de e-mail opnieuw of vraag een nieuwe link aan.',
  requestNew: 'Vraag een nieuwe link aan',
  toLogin: 'Naar inloggen',
} as const;

export const confirmAccount = {
  title: 'Account activeren',
  intro: 'Kies een wachtwoord. Daarna kun je inloggen.',
  submit: 'Account activeren',
  incompleteLink: 'Deze link is niet compleet. Open de link uit de uitnodiging opnieuw.',
  toLogin: 'Naar inloggen',
} as const;

export const notFound = {
  title: 'Verdwaald?',
  text: 'Pagina kan niet gevonden worden.',
  home: 'Terug naar home',
} as const;

export const profile = {
  title: 'Profiel',
  details: 'Jouw gegevens',
  name: 'Naam',
  email: 'E-mailadres',
  role: 'Rol',
  organization: 'Organisatie',
  profession: 'Beroep',
  changePassword: 'Wachtwoord wijzigen',
  submit: 'Wachtwoord wijzigen',
  changed: 'Je wachtwoord is gewijzigd.',
} as const;

export const home = {
  title: 'Overzicht',
  /** Heading of a role home: 'Welkom, Fatima'. */
  welcome: (firstName: string) => `Welkom, ${firstName}`,
  morning: 'Goedemorgen',
  afternoon: 'Goedemiddag',
  evening: 'Goedenavond',
  activeUsers: 'Actieve gebruikers',
  activeUsersIntro: 'Aantal actieve accounts per rol.',
  latestAudit: 'Laatste acties in het auditlog',
  toAudit: 'Naar het volledige auditlog',
  candidates: 'Kandidaten',
  myCandidates: 'Mijn kandidaten',
  organizationCandidates: 'Kandidaten van je organisatie',
  noCandidates: 'Er zijn nog geen kandidaten.',
  noCandidatesFound: (q: string) => `Geen kandidaten gevonden voor ‘${q}’.`,
  candidatesTotal: (n: number) => (n === 1 ? '1 kandidaat' : `${n} kandidaten`),
  unreadMessages: 'Ongelezen berichten',
  noUnreadMessages: 'Je hebt geen ongelezen berichten.',
  unreadCount: (n: number) => (n === 1 ? 'Je hebt 1 ongelezen bericht.' : `Je hebt ${n} ongelezen berichten.`),
  allMessages: 'Alle berichten',
  newMessage: 'Nieuw bericht',
  candidateIntro: 'Hier zie je je nieuwe berichten. Bovenaan vind je de handleiding en je notificaties.',
} as const;

export const candidates = {
  search: 'Zoek kandidaat',
  searchHint: 'Zoek op naam of e-mailadres.',
  searchSubmit: 'Zoeken',
  clear: 'Wis zoekopdracht',
  name: 'Naam',
  email: 'E-mailadres',
  organization: 'Organisatie',
  profession: 'Beroep',
  none: '—',
} as const;

export const audit = {
  title: 'Auditlog',
  intro: 'Alle aanroepen van de API en alle keren dat iemand in- of uitlogt. Nieuwste eerst.',
  filters: 'Filteren',
  userId: 'Gebruikers-id',
  route: 'Route (begin)',
  routeColumn: 'Route',
  routeHint: 'Bijvoorbeeld /api/user',
  status: 'Status',
  from: 'Vanaf datum',
  to: 'Tot en met datum',
  apply: 'Filter toepassen',
  reset: 'Filters wissen',
  empty: 'Geen regels gevonden.',
  at: 'Tijd',
  user: 'Gebruiker',
  method: 'Methode',
  duration: 'Duur',
  clientIp: 'IP-adres',
  outcome: 'Uitkomst',
  requestId: 'Request-id',
  ms: (n: number) => `${n} ms`,
  anonymous: 'niet ingelogd',
  total: (n: number) => (n === 1 ? '1 regel' : `${n} regels`),
  caption: 'Auditregels',
} as const;

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

export const pagination = {
  label: 'Paginering',
  previous: 'Vorige',
  next: 'Volgende',
  page: (n: number) => `Pagina ${n}`,
  current: (n: number, of: number) => `Pagina ${n} van ${of}`,
} as const;

export const roles = {
  plural: {
    Admin: 'Beheerders',
    Coordinator: 'Coördinatoren',
    Teacher: 'Docenten',
    ContactPerson: 'Contactpersonen',
    User: 'Kandidaten',
  } satisfies Record<Role, string>,
} as const;

/** All sections, for server-rendered pages and components. */
export const nl = {
  app,
  header,
  notifications,
  loading,
  errors,
  forms,
  login,
  forgotPassword,
  resetPassword,
  confirmAccount,
  notFound,
  profile,
  home,
  candidates,
  audit,
  mailbox,
  staffMessages,
  pagination,
  roles,
} as const;
