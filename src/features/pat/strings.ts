/**
 * Dutch texts of the staff's PAT screens (spec §2: /cp/pat, /cp/pat/create, /cp/pat/candidates, /cp/pat/{id},
 * /cp/pat/{id}/planning/{location|modules|candidates|teachers}) and the PAT panel on /cp/admin. State names are
 * rules.ts PAT_STATE_LABELS and the API's own messages come from planning.ts, so page and API use the same words;
 * what an education's screens say alike comes from planning/strings.ts. Plain, short sentences: many users read
 * Dutch as a second language.
 */
import { formatNumber } from '#src/lib/i18n/format';
import { planningCandidatesTexts, planningDaysTexts, planningFormTexts, planningListTexts, planningModulesTexts, planningOverviewTexts, planningTeachersTexts, planningWords } from '#src/features/planning/strings';

/** The four planning sections: URL word → label (spec §2 `/cp/pat/{id}/planning/{section}`). */
export const SECTION_LABELS = {
  location: 'Locatie en dagen',
  modules: 'Modules',
  candidates: 'Kandidaten',
  teachers: 'Docenten',
} as const;

/** Shared by several PAT screens. */
export const patCommon = {
  ...planningWords,
  backToList: 'Terug naar PAT’s',
  backToPat: 'Terug naar de PAT',
  steps: 'Planning van deze PAT',
  noDays: 'Nog geen dagen',
  yes: 'Ja',
  no: 'Nee',
  closed: 'Deze PAT is afgerond of gearchiveerd. De planning kan niet meer worden gewijzigd.',
  seats: (n: number) => (n === 1 ? '1 plaats' : `${formatNumber(n)} plaatsen`),
} as const;

/** /cp/pat: the list. */
export const patList = {
  ...planningListTexts,
  title: 'PAT’s',
  intro: 'Alle praktijkassessments, de eerstvolgende eerst. Kies een PAT om hem te plannen of te bekijken.',
  create: 'Nieuwe PAT',
  candidatesLink: 'Kandidaten met een PAT',
  resultsLink: 'PAT-resultaten',
  filtersTitle: 'PAT’s zoeken',
  search: 'Zoek een PAT',
  days: 'Dagen',
  locations: 'Locaties',
  evaluations: 'Beoordelingen',
  total: (n: number) => (n === 1 ? '1 PAT' : `${formatNumber(n)} PAT’s`),
  empty: 'Er zijn nog geen PAT’s.',
  emptyAction: 'Maak de eerste PAT aan',
  noneFound: 'Geen PAT’s gevonden met deze zoekopdracht of dit filter.',
} as const;

/** The name-and-notes form (/cp/pat/create and 'Naam en notities' on /cp/pat/{id}); the notes' audiences: src/lib/note-audiences.ts. */
export const patForm = {
  ...planningFormTexts,
  nameHint: 'Bijvoorbeeld: PAT Magazijnmedewerker december.',
  teacherNotesHint: 'Bijvoorbeeld: de hal is vanaf 8.00 uur open; overleg vooraf in de kantine.',
  candidateNotesHint: 'De kandidaten zien dit onder ‘Let op’. Bijvoorbeeld: veiligheidsschoenen en hesje verplicht.',
} as const;

/** /cp/pat/create. */
export const patCreate = {
  title: 'Nieuwe PAT',
  intro: 'Geef de PAT een naam. Daarna kies je de dagen, modules, kandidaten en docenten.',
  submit: 'PAT aanmaken',
} as const;

/** /cp/pat/{id}: the PAT at a glance. */
export const patDetail = {
  ...planningOverviewTexts,
  created: 'De PAT is aangemaakt. Kies nu de dagen en de locatie.',
  saved: 'De naam en de notities zijn opgeslagen.',
  planned: 'De PAT is ingepland. De kandidaten en docenten krijgen een bericht.',
  archived: 'De PAT is gearchiveerd.',
  releaseTitle: 'Resultaten vrijgeven',
  releaseIntro: 'Elke beoordeling is definitief. Na het vrijgeven zien de kandidaten hun resultaat.',
  releaseFrom: (day: string) => `Elke beoordeling is definitief. Vrijgeven kan vanaf ${day}, de laatste dag van deze PAT.`,
  release: 'Resultaten vrijgeven',
  releaseQuestion: (title: string) => `Wil je de resultaten van ‘${title}’ vrijgeven? Dat kan niet ongedaan worden gemaakt.`,
  releaseConfirm: 'Ja, vrijgeven',
  releasedOn: (date: string) => `De resultaten zijn vrijgegeven op ${date}.`,
  progress: 'Voortgang',
  progressOf: (name: string) => `Voortgang van ${name}`,
  checklistIntro: 'Dit moet nog gebeuren voordat je de PAT kunt inplannen:',
  checklistDone: 'Alles is ingevuld. Je kunt de PAT inplannen.',
  conflictsIntro: 'Los deze botsingen op. Zolang ze er zijn, kan de PAT niet worden ingepland.',
  planTitle: 'Inplannen',
  planIntro: 'Na het inplannen krijgen de kandidaten en docenten een bericht. Elke wijziging daarna ook.',
  plan: 'Inplannen',
  planBlocked: 'Inplannen kan pas als de lijst ‘Nog te doen’ leeg is en er niets botst.',
  plannedOn: (when: string) => `Ingepland op ${when}.`,
  candidateCount: 'Kandidaten',
  evaluations: 'Beoordelingen',
  daysTitle: 'Dagen',
  noDaysYet: 'Er zijn nog geen dagen gekozen.',
  secondAssessor: 'Tweede beoordelaar',
  candidatesTitle: 'Kandidaten',
  noCandidatesYet: 'Er zijn nog geen kandidaten ingepland.',
  teachersTitle: 'Docenten per dag en module',
  noTeachersYet: 'Kies eerst dagen en modules.',
  day: 'Dag',
  firstShort: '1e',
  secondShort: '2e',
  nobody: 'nog niemand',
  editTitle: 'Naam en notities wijzigen',
  archiveIntro: 'Een gearchiveerde PAT blijft te lezen, maar kan niet meer worden gewijzigd.',
  unknownAction: 'Deze actie bestaat niet. Probeer het opnieuw.',
} as const;

/** …/planning/location: the days. */
export const patDaysForm = {
  ...planningDaysTexts,
  intro: 'Kies per dag de datum, de tijden en de locatie. Een lokaal is niet verplicht; met een lokaal controleren we het aantal plaatsen.',
  saved: 'De dagen zijn opgeslagen.',
  added: 'Er is een lege dag toegevoegd. Vul hem in en klik op ‘Dagen opslaan’.',
  dayLegend: (n: number) => `Dag ${n}`,
  remove: 'Deze dag verwijderen',
  removeHint: 'De docenten van deze dag gaan dan ook van de PAT.',
  save: 'Dagen opslaan',
  add: 'Dag toevoegen',
  addHint: '‘Dag toevoegen’ slaat nog niets op.',
  maxDays: (n: number) => `Een PAT heeft hoogstens ${n} dagen.`,
} as const;

/** …/planning/modules. */
export const patModulesForm = {
  ...planningModulesTexts,
  intro: 'Kies de modules met een praktijkopdracht. De volgorde hier is de volgorde op de PAT. Een module blijft op de versie die hij had toen je hem toevoegde.',
  removed: 'De module is van de PAT gehaald.',
  none: 'Er staan nog geen modules op deze PAT.',
  secondAssessorHint: 'Een tweede docent beoordeelt deze module ook, zonder de eerste te zien.',
  remove: 'Van de PAT halen',
  addIntro: 'Alleen modules met een praktijkopdracht en een beoordelingssjabloon kunnen op een PAT.',
} as const;

/** …/planning/candidates. */
export const patCandidatesForm = {
  ...planningCandidatesTexts,
  intro: 'De kandidaten op deze PAT. Elke kandidaat gebruikt een PAT-plaats van een licentie van de eigen organisatie.',
  added: 'De kandidaat is ingepland.',
  removed: 'De kandidaat is van de PAT gehaald. De plaats gaat terug naar de licentie als de kandidaat geen andere PAT heeft.',
  none: 'Er zijn nog geen kandidaten ingepland.',
  plannedTitle: (n: number) => (n === 1 ? '1 kandidaat ingepland' : `${formatNumber(n)} kandidaten ingepland`),
  remove: 'Van de PAT halen',
  removeQuestion: (name: string) => `Wil je ${name} van deze PAT halen?`,
  removeConfirm: 'Ja, van de PAT halen',
  addTitle: 'Kandidaat inplannen',
  addSubmit: 'Inplannen',
} as const;

/** …/planning/candidates: adding many at once and the time slots per day (docs/decisions/057-pat-time-slots.md). */
export const patSlotsForm = {
  manyTitle: 'Meerdere kandidaten inplannen',
  manyIntro: 'Vink de kandidaten aan die je in één keer wilt inplannen. Elke kandidaat gebruikt een PAT-plaats; lukt dat voor één kandidaat niet, dan wordt niemand ingepland.',
  manyLegend: 'Kandidaten',
  manyNone: 'Vink minstens één kandidaat aan.',
  spread: 'Meteen over tijdsloten verdelen',
  spreadLegend: 'Tijdsloten',
  spreadHint: 'De kandidaten komen na elkaar, in de volgorde van de lijst; elke kandidaat doet de gekozen modules na elkaar.',
  day: 'Dag',
  modules: 'Modules',
  startsAt: 'Begintijd',
  minutes: 'Duur per tijdslot (minuten)',
  breakMinutes: 'Pauze tussen tijdsloten (minuten)',
  preview: 'Voorbeeld tonen',
  addMany: 'Kandidaten inplannen',
  previewTitle: 'Voorbeeld: nog niet opgeslagen',
  previewCaption: 'Voorbeeld van de tijdsloten',
  previewFits: (n: number) => (n === 1 ? '1 kandidaat past op deze dag.' : `${formatNumber(n)} kandidaten passen op deze dag.`),
  previewOverflow: (names: string[]) => `Past niet meer op deze dag: ${names.join(', ')}. Kies een vroegere begintijd, kortere tijdsloten of een kortere pauze.`,
  candidate: 'Kandidaat',
  module: 'Module',
  time: 'Tijd',
  addedMany: 'De kandidaten zijn ingepland.',
  slotsTitle: 'Tijdsloten',
  slotsIntro:
    'Wie doet welke module wanneer. Een kandidaat zonder tijdsloten is de hele dag bij elke module. Heeft een kandidaat tijdsloten, dan komt die alleen op die tijden, en alleen op de dagen met een tijdslot.',
  slotsDay: 'Dag',
  slotsShowDay: 'Toon dag',
  slotsCaption: (day: string) => `Tijdsloten op ${day}: kandidaten (rijen) en modules (kolommen)`,
  slotsNoCandidates: 'Plan eerst kandidaten in. Daarna verdeel je ze hier over tijdsloten.',
  slotsNeedDays: 'Kies eerst de dagen en de modules. Daarna verdeel je de kandidaten hier over tijdsloten.',
  slotStart: (candidate: string, module: string) => `Begintijd van ${candidate} bij ${module}`,
  slotEnd: (candidate: string, module: string) => `Eindtijd van ${candidate} bij ${module}`,
  slotsSave: 'Tijdsloten opslaan',
  slotsSaved: 'De tijdsloten zijn opgeslagen.',
  slotsPreviewNote: 'Voorbeeld: de tijden hieronder zijn ingevuld maar nog niet opgeslagen. Kies ‘Tijdsloten opslaan’ om ze te bewaren.',
  slotHalf: (candidate: string, module: string) => `Vul bij ${candidate} en ${module} zowel een begin- als een eindtijd in, of laat beide leeg.`,
  slotTime: 'Vul tijden in als uu:mm, bijvoorbeeld 09:00.',
  distributeTitle: 'Verdelen over tijdsloten',
  distributeIntro: 'Vul de tijden van deze dag in één keer in voor de aangevinkte kandidaten. Je ziet eerst een voorbeeld.',
  distributeSubmit: 'Verdelen (voorbeeld)',
} as const;

/** …/planning/teachers. */
export const patTeachersForm = {
  ...planningTeachersTexts,
  intro: 'Kies per dag en module wie beoordeelt. Bij een module met een tweede beoordelaar kies je ook een tweede docent.',
  needDaysAndModules: 'Kies eerst de dagen en de modules. Daarna kies je hier de docenten.',
  gridCaption: 'Docenten per dag (rijen) en module (kolommen)',
  gridScroll: 'Docenten per dag en module, horizontaal te scrollen',
  day: 'Dag',
  first: 'Eerste beoordelaar',
  second: 'Tweede beoordelaar',
  slot: (module: string, day: string) => ` voor ${module} op ${day}`,
  nobody: 'Nog niemand',
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
