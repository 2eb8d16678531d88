/**
 * Dutch texts of the profession test's staff pages (spec §2, Admin and Coordinator: the list on /cp/admin,
 * /cp/test/create, /cp/test/{id} with assigning and scoring, and /cp/user/{id}, the candidate profile), the contact
 * person's page about a candidate (/contactperson/kandidaat/{id}) and the extra-time request a candidate sends to a
 * coordinator. The candidate's pages (the card on /dashboard/overzicht,
 * /dashboard/test/{id}, /dashboard/test/overzicht/{id}, /dashboard/test/afsluiten/{id}/, the result, and
 * /dashboard/profile) are in the candidate's language: their texts are in the catalogue messages/ (docs/decisions/019).
 * The player island's texts are in its own catalogue, islands/player/messages/, so the island gets only its own.
 */

/**
 * The extra-time request a candidate sends from /dashboard/profile (components/candidate/extra-time-request.ts):
 * subject and prefilled body of the message to a coordinator. Dutch on every page, also when the candidate's
 * page is in another language: the coordinator reads it (spec §9: staff screens are Dutch).
 */
export const extraTimeRequestMessage = {
  subject: 'Vraag om extra tijd bij de test',
  /** The prefilled message; `percent` is the extra time the candidate has now. */
  body: (name: string, percent: number) =>
    [
      'Beste coördinator,',
      '',
      `Ik wil graag extra tijd bij de beroepentest.${percent > 0 ? ` Nu heb ik ${percent}% extra tijd.` : ''}`,
      'Ik heb meer tijd nodig, omdat ',
      '',
      'Met vriendelijke groet,',
      name,
    ].join('\n'),
} as const;

/**
 * /cp/user/{id} (staff): a candidate's data and accommodations. The accommodation texts are those of the
 * candidate's /dashboard/profile (`accommodations.*` in messages/, components/candidate/AccommodationsForm.astro
 * `AccommodationTexts`), worded about the candidate instead of to them; the labels both pages share come from the
 * catalogue in Dutch, the page's language for staff.
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
    'Hier zie je wat de kandidaat helpt bij het maken van een test. Voorlezen, extra tijd en voorkeurstaal kun je hier veranderen. Voorlezen en extra tijd kan alleen een coördinator of beheerder geven; de voorkeurstaal kan de kandidaat ook zelf kiezen.',
  readAloudOn: 'Bij elke vraag staat de knop ‘Lees voor’. Die leest de vraag en de antwoorden voor.',
  readAloudOff: 'Voorlezen staat uit voor deze kandidaat.',
  readAloudSwitch: 'Voorlezen aan',
  readAloudSwitchHint: 'Bij elke vraag staat dan de knop ‘Lees voor’. Alleen een coördinator of beheerder kan dit veranderen.',
  extraTimeHint:
    'Een heel getal van 0 tot en met 100. Bijvoorbeeld 25: dan krijgt de kandidaat een kwart meer tijd, 50: de helft meer, 100: twee keer zoveel tijd. Vul 0 in voor geen extra tijd. Dit geldt voor een test die de kandidaat nog moet beginnen.',
  /** Label of the extra-time field; only staff grant extra time (candidates see it without a field). */
  extraTime: 'Extra tijd in procent',
  extraTimeInvalid: 'Vul een heel getal in van 0 tot en met 100.',
  preferredLanguageHint: 'Deze taal staat bovenaan als de kandidaat een taal kiest voor een test.',
  languageInvalid: 'Kies een taal uit de lijst.',
  saved: 'De hulpmiddelen van de kandidaat zijn opgeslagen.',
  // Test history
  history: 'Testgeschiedenis',
  historyIntro: 'Alle pogingen van de kandidaat, de nieuwste eerst. Open een test om de uitslag per module te zien en open antwoorden te beoordelen.',
  historyCaption: 'Pogingen van de kandidaat, de nieuwste eerst',
  historyEmpty: 'Deze kandidaat is nog niet aan een beroepentest begonnen.',
  historyTotal: (n: number) => (n === 1 ? '1 poging' : `${n} pogingen`),
  colTest: 'Test',
  colResult: 'Uitslag',
  /** After the closing time of an attempt that closed because its time ran out: '(tijd was om)'. */
  timedOut: '(tijd was om)',
} as const;

/**
 * /contactperson/kandidaat/{id} (ContactPerson, spec §2): one candidate of the contact person's organisation, their
 * data and test history. The labels are those of the staff page; the history's intro does not invite to open a
 * test or score answers, which a contact person may not do. The history's table texts are `staffCandidate`'s
 * (components/staff/CandidateHistory.astro).
 */
export const contactCandidate = {
  title: staffCandidate.title,
  backToHome: staffCandidate.backToHome,
  historyIntro: 'Alle beroepentests die de kandidaat heeft gemaakt of nog maakt, de nieuwste eerst, met de uitslag als die er al is.',
} as const;

/** Staff pages of the profession test: the list on /cp/admin, /cp/test/create, /cp/test/{id}, scoring. */
export const staffTest = {
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
  showAnswersHint:
    'Met vinkje ziet de kandidaat na afloop de punten per module en voor de hele test, en de goede antwoorden als de uitslag definitief is. Zonder vinkje ziet de kandidaat alleen of de test gehaald is.',
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
  /** After the candidate's name (a link to their page): '(toegewezen op 3 maart 2026)'. */
  assignedOn: (date: string) => `(toegewezen op ${date})`,
  /** The link to the candidate's page in an attempt to score. */
  toCandidate: 'Naar de kandidaat',
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
