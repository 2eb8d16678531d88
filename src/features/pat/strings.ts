/**
 * Dutch texts of the staff's PAT screens (spec §2: /cp/pat, /cp/pat/create, /cp/pat/candidates, /cp/pat/{id},
 * /cp/pat/{id}/planning/{location|modules|candidates|teachers}) and the PAT panel on /cp/admin. State names are
 * rules.ts PAT_STATE_LABELS and the API's own messages come from planning.ts, so page and API use the same words.
 * Plain, short sentences: many users read Dutch as a second language.
 */
import { formatNumber } from '#src/lib/i18n/format';

/** The four planning sections: URL word → label (spec §2 `/cp/pat/{id}/planning/{section}`). */
export const SECTION_LABELS = {
  location: 'Locatie en dagen',
  modules: 'Modules',
  candidates: 'Kandidaten',
  teachers: 'Docenten',
} as const;

/** Shared by several PAT screens. */
export const patCommon = {
  backToList: 'Terug naar PAT’s',
  backToPat: 'Terug naar de PAT',
  steps: 'Planning van deze PAT',
  overview: 'Overzicht',
  stepDone: 'klaar',
  stepOpen: 'nog te doen',
  stepText: (n: number, label: string) => `${n}. ${label}`,
  evaluations: (done: number, total: number) => `${formatNumber(done)} van ${formatNumber(total)} beoordelingen definitief`,
  noEvaluations: 'Nog geen beoordelingen',
  noDays: 'Nog geen dagen',
  none: '—',
  yes: 'Ja',
  no: 'Nee',
  closed: 'Deze PAT is afgerond of gearchiveerd. De planning kan niet meer worden gewijzigd.',
  cancel: 'Annuleren',
  nothingSaved: 'Er is niets opgeslagen.',
  seats: (n: number) => (n === 1 ? '1 plaats' : `${formatNumber(n)} plaatsen`),
  /** What a refused plan lists: the API's lead sentence ('Dit plan botst:') and a hint. */
  refusedHint: 'Pas het plan aan en probeer het opnieuw.',
} as const;

/** /cp/pat: the list. */
export const patList = {
  title: 'PAT’s',
  intro: 'Alle praktijkassessments, de eerstvolgende eerst. Kies een PAT om hem te plannen of te bekijken.',
  create: 'Nieuwe PAT',
  candidatesLink: 'Kandidaten met een PAT',
  backToHome: 'Terug naar het overzicht',
  filtersTitle: 'PAT’s zoeken',
  search: 'Zoek een PAT',
  searchHint: 'Zoek op (een deel van) de naam.',
  state: 'Status',
  allStates: 'Alle statussen',
  submit: 'Zoeken',
  clear: 'Wis zoekopdracht en filter',
  name: 'Naam',
  days: 'Dagen',
  locations: 'Locaties',
  candidates: 'Kandidaten',
  evaluations: 'Beoordelingen',
  total: (n: number) => (n === 1 ? '1 PAT' : `${formatNumber(n)} PAT’s`),
  empty: 'Er zijn nog geen PAT’s.',
  emptyAction: 'Maak de eerste PAT aan',
  noneFound: 'Geen PAT’s gevonden met deze zoekopdracht of dit filter.',
} as const;

/** The name-and-notes form (/cp/pat/create and 'Naam en notities' on /cp/pat/{id}). */
export const patForm = {
  name: 'Naam',
  nameHint: 'Bijvoorbeeld: PAT Magazijnmedewerker december.',
  notes: 'Notities (niet verplicht)',
  notesHint: 'Voor de docenten, bijvoorbeeld: veiligheidsschoenen verplicht.',
  errorSummary: 'Controleer het formulier. Er is iets niet goed ingevuld:',
} as const;

/** /cp/pat/create. */
export const patCreate = {
  title: 'Nieuwe PAT',
  intro: 'Geef de PAT een naam. Daarna kies je de dagen, modules, kandidaten en docenten.',
  submit: 'PAT aanmaken',
} as const;

/** /cp/pat/{id}: the PAT at a glance. */
export const patDetail = {
  created: 'De PAT is aangemaakt. Kies nu de dagen en de locatie.',
  saved: 'De naam en de notities zijn opgeslagen.',
  planned: 'De PAT is ingepland. De kandidaten en docenten krijgen een bericht.',
  archived: 'De PAT is gearchiveerd.',
  checklistTitle: 'Nog te doen',
  checklistIntro: 'Dit moet nog gebeuren voordat je de PAT kunt inplannen:',
  checklistDone: 'Alles is ingevuld. Je kunt de PAT inplannen.',
  fixIn: (label: string) => `Naar ${label.toLowerCase()}`,
  conflictsTitle: 'Dit plan botst',
  conflictsIntro: 'Los deze botsingen op. Zolang ze er zijn, kan de PAT niet worden ingepland.',
  planTitle: 'Inplannen',
  planIntro: 'Na het inplannen krijgen de kandidaten en docenten een bericht. Elke wijziging daarna ook.',
  plan: 'Inplannen',
  planBlocked: 'Inplannen kan pas als de lijst ‘Nog te doen’ leeg is en er niets botst.',
  plannedOn: (when: string) => `Ingepland op ${when}.`,
  glanceTitle: 'In het kort',
  state: 'Status',
  period: 'Periode',
  candidateCount: 'Kandidaten',
  evaluations: 'Beoordelingen',
  notes: 'Notities',
  noNotes: 'Geen notities.',
  daysTitle: 'Dagen',
  noDaysYet: 'Er zijn nog geen dagen gekozen.',
  date: 'Datum',
  time: 'Tijd',
  location: 'Locatie',
  room: 'Lokaal',
  noRoom: 'Geen lokaal gekozen',
  modulesTitle: 'Modules',
  noModulesYet: 'Er zijn nog geen modules gekozen.',
  module: 'Module',
  version: 'Versie',
  template: 'Beoordelingssjabloon',
  passMark: 'Cesuur',
  knockOut: 'Knock-outcriteria',
  secondAssessor: 'Tweede beoordelaar',
  percent: (n: number) => `${formatNumber(n)} %`,
  candidatesTitle: 'Kandidaten',
  noCandidatesYet: 'Er zijn nog geen kandidaten ingepland.',
  candidate: 'Naam',
  organization: 'Organisatie',
  teachersTitle: 'Docenten per dag en module',
  noTeachersYet: 'Kies eerst dagen en modules.',
  day: 'Dag',
  firstShort: '1e',
  secondShort: '2e',
  nobody: 'nog niemand',
  editTitle: 'Naam en notities wijzigen',
  editSubmit: 'Opslaan',
  archiveTitle: 'Archiveren',
  archiveIntro: 'Een gearchiveerde PAT blijft te lezen, maar kan niet meer worden gewijzigd.',
  archive: 'Archiveren',
  archiveQuestion: (title: string) => `Wil je ‘${title}’ archiveren? Daarna kan de planning niet meer worden gewijzigd.`,
  archiveConfirm: 'Ja, archiveren',
  unknownAction: 'Deze actie bestaat niet. Probeer het opnieuw.',
} as const;

/** …/planning/location: the days. */
export const patDaysForm = {
  intro: 'Kies per dag de datum, de tijden en de locatie. Een lokaal is niet verplicht; met een lokaal controleren we het aantal plaatsen.',
  saved: 'De dagen zijn opgeslagen.',
  added: 'Er is een lege dag toegevoegd. Vul hem in en klik op ‘Dagen opslaan’.',
  dayLegend: (n: number) => `Dag ${n}`,
  date: 'Datum',
  start: 'Begintijd',
  end: 'Eindtijd',
  location: 'Locatie',
  chooseLocation: 'Kies een locatie',
  room: 'Lokaal',
  noRoom: 'Geen lokaal',
  roomOption: (name: string, capacity: number) => `${name} (${capacity === 1 ? '1 plaats' : `${formatNumber(capacity)} plaatsen`})`,
  roomHint: 'Alleen een lokaal van de gekozen locatie.',
  remove: 'Deze dag verwijderen',
  removeHint: 'De docenten van deze dag gaan dan ook van de PAT.',
  save: 'Dagen opslaan',
  add: 'Dag toevoegen',
  addHint: '‘Dag toevoegen’ slaat nog niets op.',
  maxDays: (n: number) => `Een PAT heeft hoogstens ${n} dagen.`,
  locationsUnavailable: 'De locaties konden niet worden geladen. Probeer het later opnieuw.',
  noLocations: 'Er zijn nog geen locaties. Maak eerst een locatie aan.',
  locationsLink: 'Naar de locaties',
} as const;

/** …/planning/modules. */
export const patModulesForm = {
  intro: 'Kies de modules met een praktijkopdracht. De volgorde hier is de volgorde op de PAT. Een module blijft op de versie die hij had toen je hem toevoegde.',
  saved: 'De modules zijn opgeslagen.',
  moved: 'De volgorde is opgeslagen.',
  removed: 'De module is van de PAT gehaald.',
  added: 'De module is toegevoegd.',
  none: 'Er staan nog geen modules op deze PAT.',
  versionLine: (version: number, template: string) => `Versie ${version} · sjabloon ${template}`,
  passMark: 'Cesuur (%)',
  passMarkHint: 'Het deel van de punten dat de kandidaat nodig heeft, van 0 tot en met 100.',
  secondAssessor: 'Tweede beoordelaar',
  secondAssessorHint: 'Een tweede docent beoordeelt deze module ook, zonder de eerste te zien.',
  knockOut: 'Knock-outcriteria',
  knockOutHint: 'Op deze criteria moet de kandidaat minstens ‘voldoende’ halen.',
  noCriteria: 'Dit sjabloon heeft geen criteria.',
  up: 'Omhoog',
  down: 'Omlaag',
  remove: 'Van de PAT halen',
  moveLabel: (action: string, title: string) => `${action}: ${title}`,
  save: 'Modules opslaan',
  addTitle: 'Module toevoegen',
  addIntro: 'Alleen modules met een praktijkopdracht en een beoordelingssjabloon kunnen op een PAT.',
  search: 'Zoek een module',
  searchHint: 'Zoek op (een deel van) de titel.',
  searchSubmit: 'Zoeken',
  searchClear: 'Wis zoekopdracht',
  module: 'Module',
  chooseModule: 'Kies een module',
  moreModules: 'Niet alle modules staan in de lijst. Zoek op de titel om een andere te vinden.',
  noModulesFound: (q: string) => `Geen modules gevonden met ‘${q}’.`,
  noModulesLeft: 'Er zijn geen andere modules.',
  addHint: 'De cesuur is eerst 60 %. Je kunt hem daarna aanpassen.',
  addSubmit: 'Module toevoegen',
  moduleMissing: 'Module: kies een module.',
  modulesUnavailable: 'De modules konden niet worden geladen. Probeer het later opnieuw.',
} as const;

/** …/planning/candidates. */
export const patCandidatesForm = {
  intro: 'De kandidaten op deze PAT. Elke kandidaat gebruikt een PAT-plaats van een licentie van de eigen organisatie.',
  added: 'De kandidaat is ingepland.',
  removed: 'De kandidaat is van de PAT gehaald. De plaats gaat terug naar de licentie als de kandidaat geen andere PAT heeft.',
  none: 'Er zijn nog geen kandidaten ingepland.',
  plannedTitle: (n: number) => (n === 1 ? '1 kandidaat ingepland' : `${formatNumber(n)} kandidaten ingepland`),
  name: 'Naam',
  email: 'E-mailadres',
  organization: 'Organisatie',
  actions: 'Acties',
  remove: 'Van de PAT halen',
  removeQuestion: (name: string) => `Wil je ${name} van deze PAT halen?`,
  removeConfirm: 'Ja, van de PAT halen',
  addTitle: 'Kandidaat inplannen',
  addIntro: 'Zoek de kandidaat op naam of e-mailadres en kies hem of haar in de lijst.',
  search: 'Zoek een kandidaat',
  searchHint: 'Zoek op (een deel van) de naam of het e-mailadres. Alleen actieve kandidaten.',
  searchSubmit: 'Zoeken',
  searchClear: 'Wis zoekopdracht',
  candidate: 'Kandidaat',
  chooseCandidate: 'Kies een kandidaat',
  moreCandidates: 'Niet iedereen staat in de lijst. Zoek op naam om een andere kandidaat te vinden.',
  noCandidatesFound: (q: string) => `Geen actieve kandidaten gevonden met ‘${q}’.`,
  noCandidates: 'Er zijn geen andere actieve kandidaten.',
  addSubmit: 'Inplannen',
  candidateMissing: 'Kandidaat: kies een kandidaat.',
  candidatesUnavailable: 'De kandidaten konden niet worden geladen. Probeer het later opnieuw.',
} as const;

/** …/planning/teachers. */
export const patTeachersForm = {
  intro: 'Kies per dag en module wie beoordeelt. Bij een module met een tweede beoordelaar kies je ook een tweede docent.',
  saved: 'De docenten zijn opgeslagen.',
  needDaysAndModules: 'Kies eerst de dagen en de modules. Daarna kies je hier de docenten.',
  gridCaption: 'Docenten per dag (rijen) en module (kolommen)',
  day: 'Dag',
  first: 'Eerste beoordelaar',
  second: 'Tweede beoordelaar',
  slot: (module: string, day: string) => ` voor ${module} op ${day}`,
  nobody: 'Nog niemand',
  save: 'Docenten opslaan',
  teachersUnavailable: 'De docenten konden niet worden geladen. Probeer het later opnieuw.',
  noTeachers: 'Er zijn nog geen actieve docenten.',
} as const;

/** /cp/pat/candidates: candidates with a PAT day to come. */
export const patUpcoming = {
  title: 'Kandidaten met een PAT',
  intro: 'Iedereen die is ingepland op een PAT die nog komt of bezig is, met de eerstvolgende dag.',
  search: 'Zoek een kandidaat',
  searchHint: 'Zoek op (een deel van) de naam of het e-mailadres.',
  searchSubmit: 'Zoeken',
  clear: 'Wis zoekopdracht',
  candidate: 'Kandidaat',
  organization: 'Organisatie',
  pat: 'PAT',
  nextDay: 'Volgende dag',
  location: 'Locatie',
  daysAhead: 'Dagen te gaan',
  total: (n: number) => (n === 1 ? '1 kandidaat' : `${formatNumber(n)} kandidaten`),
  empty: 'Er zijn geen kandidaten ingepland op een PAT die nog komt.',
  noneFound: 'Geen kandidaten gevonden met deze zoekopdracht.',
} as const;

/** The PAT panel on the staff's home (/cp/admin). */
export const patHome = {
  section: 'Praktijkassessments (PAT)',
  list: 'PAT’s',
  listHint: 'plannen en bekijken',
  candidates: 'Kandidaten met een PAT',
  candidatesHint: 'wie wanneer waar moet zijn',
} as const;
