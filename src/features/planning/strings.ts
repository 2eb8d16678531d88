/**
 * Dutch texts that the staff's planning screens of a PAT and an education share (spec §2 /cp/pat…, /cp/education…;
 * components/), one object per screen. Each kind's texts (pat/strings.ts, educations/components/staff/strings.ts)
 * take these and add their own, so both kinds say the same where they mean the same. Plain, short sentences: many
 * users read Dutch as a second language.
 */
import { formatNumber } from '#src/lib/i18n/format';

/** A refused plan's hint and the final evaluations (Refusal.astro, EvaluationBar.astro). */
export const planningCommon = {
  /** What a refused plan lists after the API's lead sentence ('Dit plan botst:'). */
  nothingSaved: 'Er is niets opgeslagen.',
  refusedHint: 'Pas het plan aan en probeer het opnieuw.',
  evaluations: (done: number, total: number) => `${formatNumber(done)} van ${formatNumber(total)} beoordelingen definitief`,
  noEvaluations: 'Nog geen beoordelingen',
} as const;

/** Words of every screen: the steps on top of each page of one (PlanningHead.astro), '—' for nothing, 'Annuleren'. */
export const planningWords = {
  overview: 'Overzicht',
  stepDone: 'klaar',
  stepOpen: 'nog te doen',
  stepText: (n: number, label: string) => `${n}. ${label}`,
  none: '—',
  cancel: 'Annuleren',
} as const;

/** The list with its search and filter (PlanningIndex.astro). */
export const planningListTexts = {
  backToHome: 'Terug naar het overzicht',
  searchHint: 'Zoek op (een deel van) de naam.',
  state: 'Status',
  allStates: 'Alle statussen',
  submit: 'Zoeken',
  clear: 'Wis zoekopdracht en filter',
  name: 'Naam',
  candidates: 'Kandidaten',
} as const;

/** The name-and-notes form (PlanningForm.astro); the notes’ audiences: src/lib/note-audiences.ts. */
export const planningFormTexts = {
  name: 'Naam',
  teacherNotes: 'Notities voor de docenten (niet verplicht)',
  candidateNotes: 'Notities voor de kandidaten (niet verplicht)',
  errorSummary: 'Controleer het formulier. Er is iets niet goed ingevuld:',
} as const;

/** The overview: checklist, glance, change form and archiving (PlanningOverview.astro). */
export const planningOverviewTexts = {
  released: 'De resultaten zijn vrijgegeven. De kandidaten krijgen een bericht.',
  checklistTitle: 'Nog te doen',
  fixIn: (label: string) => `Naar ${label.toLowerCase()}`,
  conflictsTitle: 'Dit plan botst',
  glanceTitle: 'In het kort',
  state: 'Status',
  period: 'Periode',
  teacherNotes: 'Notities voor de docenten',
  candidateNotes: 'Notities voor de kandidaten',
  noNotes: 'Geen notities.',
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
  percent: (n: number) => `${formatNumber(n)} %`,
  candidate: 'Naam',
  organization: 'Organisatie',
  editSubmit: 'Opslaan',
  archiveTitle: 'Archiveren',
  archive: 'Archiveren',
  archiveQuestion: (title: string) => `Wil je ‘${title}’ archiveren? Daarna kan de planning niet meer worden gewijzigd.`,
  archiveConfirm: 'Ja, archiveren',
} as const;

/** The sessions one by one (DaysForm.astro) and the location section around them. */
export const planningDaysTexts = {
  date: 'Datum',
  start: 'Begintijd',
  end: 'Eindtijd',
  location: 'Locatie',
  chooseLocation: 'Kies een locatie',
  room: 'Lokaal',
  noRoom: 'Geen lokaal',
  roomOption: (name: string, capacity: number) => `${name} (${capacity === 1 ? '1 plaats' : `${formatNumber(capacity)} plaatsen`})`,
  roomHint: 'Alleen een lokaal van de gekozen locatie.',
  locationsUnavailable: 'De locaties konden niet worden geladen. Probeer het later opnieuw.',
  noLocations: 'Er zijn nog geen locaties. Maak eerst een locatie aan.',
  locationsLink: 'Naar de locaties',
} as const;

/** The modules section (ModulesForm.astro). */
export const planningModulesTexts = {
  saved: 'De modules zijn opgeslagen.',
  moved: 'De volgorde is opgeslagen.',
  added: 'De module is toegevoegd.',
  versionLine: (version: number, template: string) => `Versie ${version} · sjabloon ${template}`,
  passMark: 'Cesuur (%)',
  passMarkHint: 'Het deel van de punten dat de kandidaat nodig heeft, van 0 tot en met 100.',
  secondAssessor: 'Tweede beoordelaar',
  knockOut: 'Knock-outcriteria',
  knockOutHint: 'Op deze criteria moet de kandidaat minstens ‘voldoende’ halen.',
  noCriteria: 'Dit sjabloon heeft geen criteria.',
  up: 'Omhoog',
  down: 'Omlaag',
  moveLabel: (action: string, title: string) => `${action}: ${title}`,
  save: 'Modules opslaan',
  addTitle: 'Module toevoegen',
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

/** The candidates section (PlanningCandidates.astro). */
export const planningCandidatesTexts = {
  name: 'Naam',
  email: 'E-mailadres',
  organization: 'Organisatie',
  actions: 'Acties',
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
  candidateMissing: 'Kandidaat: kies een kandidaat.',
  candidatesUnavailable: 'De kandidaten konden niet worden geladen. Probeer het later opnieuw.',
} as const;

/** The teachers section. */
export const planningTeachersTexts = {
  saved: 'De docenten zijn opgeslagen.',
  save: 'Docenten opslaan',
  teachersUnavailable: 'De docenten konden niet worden geladen. Probeer het later opnieuw.',
  noTeachers: 'Er zijn nog geen actieve docenten.',
} as const;
