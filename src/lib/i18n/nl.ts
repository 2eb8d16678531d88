/**
 * Every Dutch string of the user interface, in one module (architecture.md, "UI"). Pages read them as
 * `nl.area.key`; islands import only the sections they use (`import { notifications } from …`), so the
 * bundler leaves the other strings out of the browser's JavaScript; strings with a variable part are small functions. Plain, short sentences: many users
 * read Dutch as a second language.
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
  /** 429 from ChangePassword after 10 wrong current passwords in 15 minutes. */
  changeLocked: 'Te vaak een verkeerd huidig wachtwoord. Probeer het over 15 minuten opnieuw.',
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

/** The candidate's profession test pages (issue 3): dashboard card, language choice, overview, closing. */
export const test = {
  heading: 'Beroepentest',
  none: 'Er staat nu geen test voor je klaar.',
  state: {
    not_started: 'Nog niet begonnen',
    in_progress: 'Bezig',
    closed: 'Afgesloten',
    scored: 'Uitslag bekend',
  },
  stateLabel: 'Status',
  start: 'Start de test',
  continue: 'Ga verder met de test',
  viewResult: 'Bekijk je uitslag',
  time: 'Tijd',
  noTimeLimit: 'Geen tijdslimiet',
  minutes: (n: number) => (n === 1 ? '1 minuut' : `${n} minuten`),
  hours: (n: number) => `${n} uur`,
  hoursAndMinutes: (hours: string, minutes: string) => `${hours} en ${minutes}`,
  lessThanAMinute: 'minder dan 1 minuut',
  timeUp: 'De tijd is om.',
  timeLeft: 'Tijd over',
  /** '45 minuten (tot 14:35)'. */
  timeLeftUntil: (left: string, clock: string) => `${left} (tot ${clock})`,
  timeLeftHint: 'Als de tijd om is, wordt de test vanzelf gesloten. Alle antwoorden die je dan al gaf, tellen mee.',
  moduleCountLabel: 'Aantal modules',
  modules: 'Modules',
  profileLink: 'Mijn gegevens en hulpmiddelen',
  // Language choice
  chooseLanguage: 'Kies je taal',
  chooseLanguageIntro: 'In welke taal wil je de vragen lezen? Kies een taal. Daarna kun je de taal niet meer veranderen.',
  languageList: 'Talen',
  preferred: 'Jouw voorkeurstaal',
  unknownLanguage: 'Deze taal kun je voor deze test niet kiezen. Kies een taal uit de lijst.',
  noLanguages: 'Deze test is nog in geen enkele taal beschikbaar. Vraag je coördinator om hulp.',
  // Overview
  overview: 'Overzicht van de test',
  overviewIntro: 'Kies een module. Je mag de modules in elke volgorde maken. Je antwoorden worden meteen bewaard.',
  testLanguage: 'Taal van de test',
  moduleState: {
    not_started: 'Nog niet begonnen',
    answered: (answered: number, total: number) => `${answered} van ${total} beantwoord`,
    finished: 'Klaar',
  },
  noModules: 'Deze test heeft nog geen modules.',
  ready: 'Klaar met alle modules?',
  readyIntro: 'Sluit dan de test af. Je ziet eerst nog welke vragen je niet hebt beantwoord.',
  closeLink: 'Test afsluiten',
  backToOverview: 'Terug naar het overzicht',
  toDashboard: 'Naar je overzicht',
  // Player page
  playerTitle: (module: string, test: string) => `${module} · ${test}`,
  playerLoading: 'De vragen worden geladen…',
  // Closing
  closeTitle: 'Test afsluiten',
  summaryCaption: 'Beantwoorde vragen per module',
  module: 'Module',
  answered: 'Beantwoord',
  unanswered: 'Niet beantwoord',
  totalRow: 'Totaal',
  /** '12 van 34 vragen beantwoord'. */
  totals: (answered: number, total: number) => `${answered} van ${total} vragen beantwoord`,
  unansweredWarning: (n: number) =>
    n === 1 ? 'Je hebt 1 vraag nog niet beantwoord.' : `Je hebt ${n} vragen nog niet beantwoord.`,
  unansweredHint: 'Je kunt eerst nog terug naar een module om de vragen te beantwoorden.',
  allAnswered: 'Je hebt alle vragen beantwoord.',
  closeWarning: 'Na het afsluiten kun je je antwoorden niet meer veranderen.',
  confirm: 'Ja, ik wil de test afsluiten. Ik kan mijn antwoorden daarna niet meer veranderen.',
  confirmMissing: 'Zet eerst een vinkje bij ‘Ja, ik wil de test afsluiten’.',
  closeButton: 'Test afsluiten',
  notYet: 'Nee, terug naar de test',
  unsent: 'Nog niet alle antwoorden zijn opgeslagen. Wacht tot je weer verbinding hebt. Daarna kun je de test afsluiten.',
  checkingUnsent: 'We kijken of al je antwoorden zijn opgeslagen…',
  closed: 'De test is afgesloten.',
  timeRanOut: 'De tijd is om. De test is gesloten. Alle antwoorden die je op tijd gaf, tellen mee.',
  closeConflict: 'De test is al gesloten.',
  // Result
  result: 'Je uitslag',
  resultCaption: 'Uitslag per module',
  outcome: 'Uitslag',
  passed: 'Gehaald',
  failed: 'Niet gehaald',
  pending: 'Wacht op beoordeling door een docent',
  wholeTest: 'Hele test',
  pendingIntro: 'Een docent beoordeelt nog een paar antwoorden. Je krijgt een notificatie als de uitslag bekend is.',
  answers: 'De antwoorden',
  answersIntro: 'Open een module om je antwoorden en de goede antwoorden te zien.',
  otherQuestions: 'Vragen',
  questionCount: (n: number) => (n === 1 ? '1 vraag' : `${n} vragen`),
  question: 'Vraag',
  yourAnswer: 'Jouw antwoord',
  correctAnswer: 'Goed antwoord',
  noAnswer: '(geen antwoord)',
  correct: 'Goed',
  wrong: 'Fout',
  true: 'Waar',
  false: 'Niet waar',
} as const;

/** /dashboard/profile: the candidate's data and accommodations (issue 3). */
export const candidateProfile = {
  title: 'Mijn gegevens en hulpmiddelen',
  details: 'Jouw gegevens',
  name: 'Naam',
  email: 'E-mailadres',
  profession: 'Beroep',
  noProfession: 'Nog geen beroep',
  changePassword: 'Wachtwoord wijzigen',
  accommodations: 'Hulpmiddelen bij de test',
  accommodationsIntro: 'Hier zie je wat je helpt bij het maken van een test. Extra tijd en voorkeurstaal kun je zelf veranderen.',
  readAloud: 'Voorlezen',
  on: 'Aan',
  off: 'Uit',
  readAloudOn:
    'Bij elke vraag staat de knop ‘Lees voor’. Die leest de vraag en de antwoorden voor. Wil je dat voorlezen uit staat? Vraag het aan je coördinator.',
  readAloudOff: 'Voorlezen staat uit. Wil je het weer aan? Vraag het aan je coördinator.',
  extraTime: 'Extra tijd in procent',
  extraTimeHint:
    'Bijvoorbeeld 25: dan krijg je een kwart meer tijd. Vul 0 in als je geen extra tijd nodig hebt. Dit geldt voor een test die je nog moet beginnen.',
  extraTimeInvalid: 'Vul een heel getal in van 0 tot en met 100.',
  preferredLanguage: 'Voorkeurstaal voor de test',
  preferredLanguageHint: 'Deze taal staat bovenaan als je een taal kiest voor een test.',
  noPreference: 'Geen voorkeur',
  languageInvalid: 'Kies een taal uit de lijst.',
  save: 'Opslaan',
  saved: 'Je hulpmiddelen zijn opgeslagen.',
} as const;

/**
 * /cp/user/{id} (staff): a candidate's data and accommodations (issue 3). The accommodation texts use the keys of
 * `candidateProfile` (features/profession-test/components/candidate/AccommodationsForm.astro), worded about the candidate instead of to them.
 */
export const staffCandidate = {
  title: 'Kandidaat',
  backToHome: 'Terug naar het overzicht',
  details: 'Gegevens',
  name: 'Naam',
  email: 'E-mailadres',
  role: 'Rol',
  organization: 'Organisatie',
  noOrganization: 'Geen organisatie',
  profession: 'Beroep',
  noProfession: 'Nog geen beroep',
  accommodationsIntro:
    'Hier zie je wat de kandidaat helpt bij het maken van een test. Voorlezen, extra tijd en voorkeurstaal kun je hier veranderen; extra tijd en voorkeurstaal kan de kandidaat ook zelf.',
  readAloudOn: 'Bij elke vraag staat de knop ‘Lees voor’. Die leest de vraag en de antwoorden voor.',
  readAloudOff: 'Voorlezen staat uit voor deze kandidaat.',
  readAloudSwitch: 'Voorlezen aan',
  readAloudSwitchHint: 'Bij elke vraag staat dan de knop ‘Lees voor’. Alleen een coördinator of beheerder kan dit veranderen.',
  extraTimeHint:
    'Bijvoorbeeld 25: dan krijgt de kandidaat een kwart meer tijd. Vul 0 in voor geen extra tijd. Dit geldt voor een test die de kandidaat nog moet beginnen.',
  preferredLanguageHint: 'Deze taal staat bovenaan als de kandidaat een taal kiest voor een test.',
  saved: 'De hulpmiddelen van de kandidaat zijn opgeslagen.',
} as const;

/** Staff pages of the profession test (issue 3): the list on /cp/admin, /cp/test/create, /cp/test/{id}, scoring. */
export const staffTest = {
  nav: 'Beroepentests',
  // List (on /cp/admin)
  listTitle: 'Beroepentests',
  listIntro: 'Open een test om de pogingen te zien, de test toe te wijzen en open antwoorden te beoordelen.',
  listCaption: 'Beroepentests',
  newTest: 'Nieuwe beroepentest',
  empty: 'Er zijn nog geen beroepentests. Maak er een met ‘Nieuwe beroepentest’.',
  total: (n: number) => (n === 1 ? '1 beroepentest' : `${n} beroepentests`),
  colTest: 'Test',
  colProfession: 'Beroep',
  colModules: 'Modules',
  colAttempts: 'Pogingen',
  // Create
  createTitle: 'Nieuwe beroepentest',
  createIntro: 'Een beroepentest bestaat uit modules die de kandidaat na elkaar maakt. Kies het beroep, de modules, de talen en de cesuur.',
  backToList: 'Terug naar de beroepentests',
  profession: 'Beroep',
  chooseProfession: 'Kies een beroep',
  professionMissing: 'Kies een beroep.',
  professionUnknown: 'Dit beroep staat niet in de lijst. Kies een beroep uit de lijst.',
  noProfessions: 'Er zijn nog geen beroepen. Zonder beroep kun je geen beroepentest maken.',
  testTitle: 'Naam van de test',
  testTitleHint: 'Leeg laten mag: dan heet de test ‘Beroepentest’ met de naam van het beroep.',
  defaultTitle: (profession: string) => `Beroepentest ${profession}`,
  titleTooLong: 'De naam is te lang. Gebruik hoogstens 200 tekens.',
  modules: 'Modules',
  modulesHint:
    'Vink de modules aan die in de test komen. Volgorde: 1 is de eerste module. Cesuur: het percentage van de punten dat nodig is om de module te halen.',
  modulesFilterNote: (profession: string) => `Je ziet de modules van ${profession} en de modules zonder beroep.`,
  modulesAllNote: 'Je ziet de modules van alle beroepen.',
  modulesCaption: 'Modules om te kiezen',
  noModules: 'Er zijn nog geen modules. Maak eerst modules; daarna kun je een beroepentest maken.',
  withoutProfession: 'Zonder beroep',
  colModule: 'Module',
  colVersion: 'Versie',
  colQuestions: 'Vragen',
  colLanguages: 'Talen',
  colOrder: 'Volgorde',
  colPass: 'Cesuur %',
  orderLabel: (module: string) => `Volgorde van ${module}`,
  passLabel: (module: string) => `Cesuur in procenten van ${module}`,
  modulesMissing: 'Kies minstens één module.',
  moduleUnknown: 'Een gekozen module bestaat niet meer. Kies de modules opnieuw.',
  orderInvalid: (module: string) => `Vul bij ${module} een volgorde in: een heel getal vanaf 1.`,
  orderDuplicate: (modules: string) => `${modules} hebben dezelfde volgorde. Geef elke gekozen module een eigen nummer.`,
  modulePassInvalid: (module: string) => `Vul bij ${module} een cesuur in: een heel getal van 0 tot en met 100.`,
  languages: 'Talen voor de kandidaat',
  languagesHint: 'Je kunt alleen talen kiezen die in alle gekozen modules compleet zijn.',
  languagesAvailable: (names: string) => `Compleet in alle gekozen modules: ${names}.`,
  languagesNoneAvailable: 'Er is geen taal die in alle gekozen modules compleet is. Kies andere modules.',
  languagesMissing: 'Kies minstens één taal.',
  languageIncomplete: (language: string, modules: string) =>
    `${language} is niet compleet in ${modules}. Haal het vinkje bij deze taal weg of kies andere modules.`,
  timeLimit: 'Tijdslimiet in minuten',
  timeLimitHint: 'Leeg laten: geen tijdslimiet. Extra tijd van een kandidaat komt er vanzelf bij.',
  timeLimitInvalid: 'Vul de tijdslimiet in als een heel aantal minuten van 1 tot en met 600, of laat het veld leeg.',
  passPercent: 'Cesuur van de test in procenten',
  passPercentHint: 'Het percentage van alle punten van de test dat nodig is om de test te halen.',
  passPercentInvalid: 'Vul een cesuur in: een heel getal van 0 tot en met 100.',
  showAnswers: 'Antwoorden tonen na afloop',
  showAnswersHint: 'De kandidaat ziet de goede antwoorden als de uitslag definitief is.',
  submit: 'Beroepentest aanmaken',
  cancel: 'Annuleren',
  created: 'De beroepentest is aangemaakt.',
  // Detail
  onThisPage: 'Op deze pagina',
  definition: 'Opbouw van de test',
  testLanguages: 'Talen',
  timeLimitLabel: 'Tijdslimiet',
  noTimeLimit: 'Geen tijdslimiet',
  minutes: (n: number) => (n === 1 ? '1 minuut' : `${n} minuten`),
  testPass: 'Cesuur van de test',
  percent: (n: number) => `${n}%`,
  showAnswersLabel: 'Antwoorden tonen na afloop',
  yes: 'Ja',
  no: 'Nee',
  modulesInOrder: 'Modules in volgorde',
  modulesInOrderCaption: 'Modules van de test in volgorde',
  colPosition: 'Nr.',
  version: (n: number) => `versie ${n}`,
  attempts: 'Pogingen',
  attemptsCaption: 'Pogingen van kandidaten',
  attemptsTotal: (n: number) => (n === 1 ? '1 poging' : `${n} pogingen`),
  noAttempts: 'Nog geen kandidaat is aan deze test begonnen.',
  notStarted: 'Toegewezen, nog niet begonnen',
  notStartedItem: (name: string, date: string) => `${name} (toegewezen op ${date})`,
  colCandidate: 'Kandidaat',
  colLanguage: 'Taal',
  colState: 'Status',
  colStarted: 'Begonnen',
  colClosed: 'Afgesloten',
  colTotal: 'Totaal',
  state: {
    not_started: 'Nog niet begonnen',
    in_progress: 'Bezig',
    closed: 'Afgesloten – wacht op beoordeling',
    scored: 'Uitslag definitief',
  } as Record<string, string>,
  passed: 'Gehaald',
  failed: 'Niet gehaald',
  waiting: 'Wacht',
  noResult: '—',
  /** '7/10' */
  points: (points: number, max: number) => `${points}/${max}`,
  /** Accessible text of a result cell: '7 van 10 punten, gehaald'. */
  pointsLong: (points: number, max: number) => `${points} van ${max} punten`,
  // Assign
  assign: 'Test toewijzen',
  assignIntro: 'Zoek een kandidaat en wijs deze test toe. De kandidaat ziet de test dan op het eigen overzicht.',
  assignSearch: 'Zoek kandidaat',
  assignSearchHint: 'Zoek op naam of e-mailadres.',
  assignSearchSubmit: 'Zoeken',
  assignClear: 'Wis zoekopdracht',
  assignCandidate: 'Kandidaat',
  chooseCandidate: 'Kies een kandidaat',
  assignSubmit: 'Toewijzen',
  assigned: (name: string) => `De test is toegewezen aan ${name}.`,
  assignedSomeone: 'De test is toegewezen.',
  alreadyAssigned: 'Deze kandidaat heeft deze test al.',
  candidateMissing: 'Kies een kandidaat.',
  candidateNotFound: 'Deze kandidaat bestaat niet of je mag deze kandidaat niet kiezen.',
  noCandidatesFound: (q: string) => `Geen kandidaten gevonden voor ‘${q}’.`,
  noCandidates: 'Er zijn nog geen kandidaten.',
  moreCandidates: (shown: number, total: number) => `${shown} van ${total} kandidaten getoond. Zoek op naam om er een te vinden.`,
  notFound: 'Deze beroepentest bestaat niet.',
  // Scoring
  scoring: 'Open antwoorden beoordelen',
  scoringIntro:
    'Open antwoorden worden niet automatisch nagekeken. Geef per antwoord punten. Als alle open antwoorden van een poging beoordeeld zijn, is de uitslag definitief en krijgt de kandidaat een melding.',
  noScoring: 'Er wachten geen open antwoorden op beoordeling.',
  teacherScoringIntro:
    'Open antwoorden van jouw kandidaten die wachten op beoordeling. Als alle open antwoorden van een poging beoordeeld zijn, is de uitslag definitief en krijgt de kandidaat een melding.',
  scoringMore: (n: number) =>
    n === 1 ? 'Nog 1 poging wacht op beoordeling. Die zie je als je deze hebt beoordeeld.' : `Nog ${n} pogingen wachten op beoordeling. Die zie je als je deze hebt beoordeeld.`,
  /** Summary of one attempt: 'Fatima el Amrani · Beroepentest Magazijnmedewerker'. */
  attemptSummary: (candidate: string, test: string) => `${candidate} · ${test}`,
  openCount: (waiting: number) =>
    waiting === 0 ? 'alles beoordeeld' : waiting === 1 ? '1 open antwoord wacht' : `${waiting} open antwoorden wachten`,
  closedOn: (date: string) => `afgesloten ${date}`,
  moduleN: (n: number) => `Module ${n}`,
  /** Heading of one open answer: 'Open vraag 1 van 3'. */
  openQuestionN: (n: number, of: number) => `Open vraag ${n} van ${of}`,
  guidance: 'Aanwijzing voor de beoordelaar',
  noGuidance: 'Geen aanwijzing.',
  answer: 'Antwoord van de kandidaat',
  noAnswer: '(Geen antwoord gegeven.)',
  maxPoints: (n: number) => (n === 1 ? 'Maximaal 1 punt' : `Maximaal ${n} punten`),
  pointsLabel: (max: number) => `Punten (0 tot en met ${max})`,
  save: 'Opslaan',
  scoredAs: (points: number, max: number) => `Beoordeeld: ${points} van ${max} punten.`,
  notScoredYet: 'Nog niet beoordeeld.',
  pointsMissing: 'Vul het aantal punten in.',
  pointsInvalid: (max: number) => `Vul een heel getal in van 0 tot en met ${max}.`,
  saved: (points: number, max: number) => `Opgeslagen: ${points} van ${max} punten.`,
  savedFor: (candidate: string, points: number, max: number) => `Opgeslagen voor ${candidate}: ${points} van ${max} punten.`,
  final: 'Alle open antwoorden van deze poging zijn beoordeeld. De uitslag is definitief en de kandidaat heeft een melding gekregen.',
  attemptGone: 'Deze poging bestaat niet of je mag hem niet beoordelen.',
  scoreConflict: 'Deze poging kan nu niet beoordeeld worden: hij is nog niet afgesloten of de uitslag is al definitief.',
  answersLoadFailed: 'De open antwoorden van deze poging konden niet geladen worden.',
  toTest: 'Naar de test',
} as const;

/**
 * The test player island (issue 3, "The test player island"): buttons, save status and messages around the
 * questions. The questions themselves, and the words Waar / Niet waar, are in the content's language
 * (features/profession-test/islands/player/content-words.ts).
 */
export const player = {
  previous: 'Vorige',
  next: 'Volgende',
  /** Visible step text and the progress bar's value text: 'Vraag 3 van 12'. */
  questionOf: (n: number, total: number) => `Vraag ${n} van ${total}`,
  progress: 'Voortgang',
  questionMap: 'Alle vragen van deze module',
  /** Name of a button in the question map: 'Vraag 3, beantwoord'. */
  mapItem: (n: number, answered: boolean) => `Vraag ${n}, ${answered ? 'beantwoord' : 'nog niet beantwoord'}`,
  answeredCount: (answered: number, total: number) => `${answered} van ${total} vragen beantwoord`,
  saved: 'Opgeslagen',
  saving: 'Opslaan…',
  offline: 'Geen verbinding – je antwoorden worden bewaard op dit apparaat',
  rejected: 'Een antwoord kon niet worden opgeslagen. Pas het antwoord aan en probeer het opnieuw.',
  toOverview: 'Naar het overzicht',
  nextModule: 'Volgende module',
  close: 'Test afsluiten',
  closeRefused: 'Nog niet alle antwoorden zijn opgeslagen. Wacht tot er "Opgeslagen" staat en probeer het opnieuw.',
  timeLeft: 'Tijd over',
  fiveMinutesLeft: 'Let op: je hebt nog 5 minuten.',
  oneMinuteLeft: 'Let op: je hebt nog 1 minuut.',
  timeUp: 'De tijd is om. De test wordt gesloten. Alle antwoorden die zijn opgeslagen, tellen mee.',
  closed: 'Deze test is gesloten. Je kunt je antwoorden niet meer veranderen.',
  noQuestions: 'In deze module staan geen vragen.',
  readAloud: 'Lees voor',
  readAloudControls: 'Voorlezen',
  pause: 'Pauze',
  resume: 'Verder lezen',
  stop: 'Stop',
  speed: 'Snelheid',
  /** Speed button: '0,75×'. */
  speedValue: (rate: number) => `${String(rate).replace('.', ',')}×`,
  readAloudUnavailable: 'Voorlezen is niet beschikbaar in deze taal op dit apparaat',
  /** Visible text on an image that opens the image viewer. */
  enlarge: 'Vergroten',
} as const;

/** The image viewer (issue 3; spec §9). */
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
export const modules = {
  nav: 'Modules',
  // List (/cp/modules)
  listTitle: 'Modules',
  listIntro: 'Alle modules met hun huidige versie. Zoek op titel of filter op beroep, taal en gebruik.',
  filters: 'Zoeken en filteren',
  search: 'Zoeken',
  searchHint: 'Een deel van de titel.',
  profession: 'Beroep',
  anyProfession: 'Alle beroepen',
  language: 'Taal compleet',
  anyLanguage: 'Alle talen',
  inUse: 'In gebruik',
  inUseAny: 'Alle modules',
  inUseYes: 'Ja, in een test',
  inUseNo: 'Nee, in geen test',
  sort: 'Sortering',
  sortTitle: 'Op titel',
  sortUpdated: 'Laatst gewijzigd eerst',
  apply: 'Toepassen',
  reset: 'Filters wissen',
  empty: 'Geen modules gevonden.',
  total: (n: number) => (n === 1 ? '1 module' : `${n} modules`),
  caption: 'Modules',
  colTitle: 'Titel',
  colProfession: 'Beroep',
  colVersion: 'Versie',
  colLanguages: 'Talen (compleet)',
  colQuestions: 'Vragen',
  colInUse: 'In gebruik',
  noProfession: 'Geen beroep',
  yes: 'ja',
  no: 'nee',
  // Reading (/docent/module/{moduleId})
  readTitle: 'Module lezen',
  languages: 'Taal van de module',
  version: (n: number) => `Versie ${n}`,
  image: 'Afbeelding',
  question: (n: number) => `Vraag ${n}`,
  points: (n: number) => (n === 1 ? '1 punt' : `${n} punten`),
  kinds: {
    single: 'Eén antwoord is goed',
    multiple: 'Meer antwoorden kunnen goed zijn',
    truefalse: 'Waar of niet waar',
    open: 'Open vraag',
  },
  trueFalseOptions: ['Waar', 'Niet waar'],
  practical: 'Praktijkopdracht',
  importTitle: 'Module importeren',
  importIntro:
    'Een modulebestand (.json) dat met ‘Exporteren’ op de pagina van een module is gemaakt, met sjabloon en afbeeldingen. De module wordt als nieuwe module toegevoegd.',
  importFile: 'Modulebestand',
  importSubmit: 'Importeren',
  importMissing: 'Kies een modulebestand (.json) om te importeren.',
  importTooLarge: 'Dit bestand is groter dan 40 MB en kan niet worden geïmporteerd.',
  importNotJson: 'Dit bestand is geen module-export: het is geen geldig JSON-bestand.',
} as const;

/** The module editor (issue 4): /cp/modules/create and /cp/modules/{id}, island src/features/content/islands/module-editor. */


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
  logout,
  notFound,
  profile,
  home,
  candidates,
  audit,
  mailbox,
  staffMessages,
  pagination,
  roles,
  test,
  candidateProfile,
  staffCandidate,
  staffTest,
  player,
  imageViewer,
  modules,
} as const;
