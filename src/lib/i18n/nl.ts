/**
 * The Dutch texts shared by several features or by the generic UI (architecture.md, "UI"): the app's name, the
 * header and its navigation, the sign-out dialog, loading, the error catalogue (spec §8), form fields and password
 * rules, the not-found page (spec §2, /404), the role homes, pagination, role names and the image viewer (spec §9).
 * A feature's own texts are in src/features/<feature>/strings.ts; an island with many texts of its own keeps them
 * beside it (islands/<island>/strings.ts). Pages read these as `nl.area.key`; islands import only the sections
 * they use (`import { loading } from …`), so the bundler leaves the other strings out of the browser's
 * JavaScript; strings with a variable part are small functions. Plain, short sentences: many users read Dutch as
 * a second language.
 */
import type { Role } from '#src/lib/roles';

export const app = {
  description: 'Platform voor toetsing, praktijkassessment en opleiding van kandidaten.',
  skipLink: 'Naar de inhoud',
  /** Read by screen readers after a link in module text (it opens in a new tab). */
  newTab: 'opent in een nieuw tabblad',
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
  /** Admin and Coordinator: the profession tests (on /cp/admin) and the modules (/cp/modules). */
  tests: 'Beroepentests',
  modules: 'Modules',
  audit: 'Auditlog',
  profile: 'Profiel',
  /** Candidates: their test accommodations and language (/dashboard/profile). */
  accommodations: 'Hulpmiddelen',
  logout: 'Uitloggen',
} as const;

/**
 * Signing out: the confirmation page for a sign-out link from elsewhere, and the candidate's warning when answers
 * are still only on the device (signing out clears the device's storage).
 */
export const logout = {
  confirmTitle: 'Uitloggen?',
  confirmText: 'Wil je uitloggen? Je moet daarna opnieuw inloggen om verder te gaan.',
  confirmButton: 'Ja, uitloggen',
  stay: 'Nee, terug naar mijn overzicht',
  unsentTitle: 'Nog niet alles is opgeslagen',
  /**
   * The sign-out guard's texts (components/logout-guard.ts) are rendered into the dialog, so the header's script
   * carries no catalogue: `{n}`, `{done}` and `{total}` are filled in there; `one` is for a count of 1.
   */
  unsent: {
    one: 'Er staat nog 1 antwoord alleen op dit apparaat en nog niet op de server. Als je nu uitlogt, gaat het verloren.',
    many: 'Er staan nog {n} antwoorden alleen op dit apparaat en nog niet op de server. Als je nu uitlogt, gaan ze verloren.',
  },
  sendFirst: 'Eerst versturen, dan uitloggen',
  stayIn: 'Ingelogd blijven',
  logoutAnyway: 'Toch uitloggen',
  sending: 'Bezig met versturen… {done} van {total}',
  allSent: 'Alles is opgeslagen. Je wordt nu uitgelogd.',
  notSent: {
    one: '1 antwoord is nog niet verstuurd: er is geen verbinding met de server. Blijf ingelogd en probeer het opnieuw zodra je weer verbinding hebt.',
    many: '{n} antwoorden zijn nog niet verstuurd: er is geen verbinding met de server. Blijf ingelogd en probeer het opnieuw zodra je weer verbinding hebt.',
  },
  refused: {
    one: '1 antwoord kon niet meer worden opgeslagen, omdat de test al is afgesloten.',
    many: '{n} antwoorden konden niet meer worden opgeslagen, omdat de test al is afgesloten.',
  },
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

export const notFound = {
  title: 'Verdwaald?',
  text: 'Pagina kan niet gevonden worden.',
  home: 'Terug naar home',
} as const;

/**
 * The role homes (/cp/admin, /docent/overzicht, /contactperson/overzicht, /dashboard/overzicht): greeting and the
 * headings of the panels the features show there.
 */
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
  unreadMessages: 'Ongelezen berichten',
  noUnreadMessages: 'Je hebt geen ongelezen berichten.',
  unreadCount: (n: number) => (n === 1 ? 'Je hebt 1 ongelezen bericht.' : `Je hebt ${n} ongelezen berichten.`),
  allMessages: 'Alle berichten',
  newMessage: 'Nieuw bericht',
  candidateIntro: 'Hier zie je je nieuwe berichten. Bovenaan vind je de handleiding en je notificaties.',
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

/** The image viewer (spec §9). */
export const imageViewer = {
  title: 'Afbeelding bekijken',
  close: 'Sluiten',
  zoomIn: 'Inzoomen',
  zoomOut: 'Uitzoomen',
  reset: 'Normale grootte',
  /** The current zoom, '112%'. */
  zoomLevel: (zoom: number) => `${Math.round(zoom * 100)}%`,
  previous: 'Vorige afbeelding',
  next: 'Volgende afbeelding',
  counter: (n: number, total: number) => `Afbeelding ${n} van ${total}`,
  help: 'Zoomen: knoppen + en −, het muiswiel of twee vingers. Verschuiven: slepen. Sluiten: Esc.',
  helpSeveral: 'Andere afbeelding: pijltjes of vegen naar links of rechts.',
} as const;

/** All sections, for server-rendered pages and components. */
export const nl = {
  app,
  header,
  loading,
  errors,
  forms,
  logout,
  notFound,
  home,
  pagination,
  roles,
  imageViewer,
} as const;
