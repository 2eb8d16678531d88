/**
 * Dutch texts of the staff's education screens (spec §2 Admin/Coordinator: /cp/education, /cp/education/create,
 * /cp/education/{id}, /cp/education/{id}/planning/{location|modules|candidates|teachers}) and the education panel
 * on /cp/admin. State names are state.ts EDUCATION_STATE_LABELS and the API's own messages come from
 * api/planning.ts and contract.ts, so page and API use the same words. Plain, short sentences: many users read Dutch
 * as a second language. What a PAT's screens say alike comes from planning/strings.ts; the shared planning screens
 * (features/planning/components) take the texts below, which have the PAT texts' shape.
 */
import { formatNumber } from '#src/lib/i18n/format';
import { planningCandidatesTexts, planningDaysTexts, planningFormTexts, planningListTexts, planningModulesTexts, planningOverviewTexts, planningTeachersTexts, planningWords } from '#src/features/planning/strings';
import type { DaysFormStrings } from '#src/features/planning/days-form';
import type { ModulesFormStrings } from '#src/features/planning/modules-form';

/** The four planning sections: URL word → label (spec §2 `/cp/education/{id}/planning/{section}`). */
export const EDUCATION_SECTION_LABELS = {
  location: 'Lesrooster',
  modules: 'Modules',
  candidates: 'Kandidaten',
  teachers: 'Docenten',
} as const;

/** Texts on every page of one education. */
export const educationCommon = {
  ...planningWords,
  backToList: 'Terug naar opleidingen',
  backToEducation: 'Terug naar de opleiding',
  steps: 'Planning van deze opleiding',
  noLessons: 'Nog geen lessen',
  closed: 'Deze opleiding is afgerond of gearchiveerd. De planning kan niet meer worden gewijzigd.',
  unknownAction: 'Deze actie bestaat niet. Probeer het opnieuw.',
} as const;

/** /cp/education: the list. */
export const educationList = {
  ...planningListTexts,
  title: 'Opleidingen',
  intro: 'Alle opleidingen, de eerstvolgende eerst. Kies een opleiding om hem te plannen of te bekijken.',
  create: 'Nieuwe opleiding',
  filtersTitle: 'Opleidingen zoeken',
  search: 'Zoek een opleiding',
  firstLesson: 'Eerste les',
  lastLesson: 'Laatste les',
  teachers: 'Docenten',
  total: (n: number) => (n === 1 ? '1 opleiding' : `${formatNumber(n)} opleidingen`),
  empty: 'Er zijn nog geen opleidingen.',
  emptyAction: 'Maak de eerste opleiding aan',
  noneFound: 'Geen opleidingen gevonden met deze zoekopdracht of dit filter.',
} as const;

/** The form with name, notes and absence limit (/cp/education/create and 'Gegevens wijzigen' on /cp/education/{id}). */
export const educationForm = {
  ...planningFormTexts,
  nameHint: 'Bijvoorbeeld: Basisopleiding Magazijn voorjaar.',
  teacherNotesHint: 'Bijvoorbeeld: de sleutel van de kantine ligt bij de receptie.',
  candidateNotesHint: 'De kandidaten zien dit onder ‘Let op’. Bijvoorbeeld: neem elke les veiligheidsschoenen mee.',
  absenceLimit: 'Verzuimgrens',
  absenceLimitHint: 'Bij dit aantal keer afwezig zonder bericht krijg je een melding over de kandidaat. Van 1 tot en met 100.',
} as const;

/** /cp/education/create. */
export const educationCreate = {
  title: 'Nieuwe opleiding',
  intro: 'Geef de opleiding een naam. Daarna kies je het lesrooster, de modules, de kandidaten en de docenten.',
  submit: 'Opleiding aanmaken',
} as const;

/** /cp/education/{id}: the education at a glance. */
export const educationDetail = {
  ...planningOverviewTexts,
  created: 'De opleiding is aangemaakt. Kies nu het lesrooster.',
  saved: 'De gegevens zijn opgeslagen.',
  opened: 'De opleiding is geopend. De kandidaten en docenten krijgen een bericht.',
  archived: 'De opleiding is gearchiveerd.',
  checklistIntro: 'Dit moet nog gebeuren voordat je de opleiding kunt openen:',
  checklistDone: 'Alles is ingevuld. Je kunt de opleiding openen.',
  conflictsIntro: 'Los deze botsingen op. Zolang ze er zijn, kan de opleiding niet worden geopend.',
  openTitle: 'Opleiding openen',
  openIntro: 'Na het openen krijgen de kandidaten en docenten een bericht. Elke wijziging in de planning daarna ook.',
  open: 'Opleiding openen',
  openQuestion: (title: string) => `Wil je ‘${title}’ openen? De kandidaten en docenten krijgen dan een bericht.`,
  openConfirm: 'Ja, openen',
  openBlocked: 'Openen kan pas als de lijst ‘Nog te doen’ leeg is en er niets botst.',
  openedOn: (when: string) => `Geopend op ${when}.`,
  absenceLimit: 'Verzuimgrens',
  absenceLimitValue: (n: number) => (n === 1 ? '1 keer afwezig zonder bericht' : `${formatNumber(n)} keer afwezig zonder bericht`),
  lessonsTitle: (n: number) => (n === 1 ? '1 les' : `${formatNumber(n)} lessen`),
  noLessonsYet: 'Er zijn nog geen lessen.',
  candidatesTitle: (n: number) => (n === 1 ? '1 kandidaat' : `${formatNumber(n)} kandidaten`),
  noCandidatesYet: 'Er zijn nog geen kandidaten ingeschreven.',
  enrolledOn: 'Ingeschreven sinds',
  teachersTitle: 'Docenten',
  noTeachersYet: 'Er zijn nog geen docenten gekozen.',
  editTitle: 'Gegevens wijzigen',
  archiveIntro: 'Een gearchiveerde opleiding blijft te lezen, maar kan niet meer worden gewijzigd.',
} as const;

/** /cp/education/{id}: the evaluations and releasing the results (EducationEvaluations.astro; decision 035). */
export const educationEvaluationsTexts = {
  title: 'Beoordelingen',
  intro: 'De docenten van de opleiding beoordelen elke kandidaat op elke module. Hier zie je hoe ver ze zijn. Kies de status van een kandidaat bij een module om de beoordeling naast de reflectie van de kandidaat te zien.',
  /** The rest of a cell's link text, for screen readers (the visible part is the state). */
  cellLink: (candidate: string, module: string) => `: ${candidate}, ${module}`,
  progress: (final: number, total: number) => `${formatNumber(final)} van ${formatNumber(total)} beoordelingen definitief.`,
  caption: 'Beoordelingen per kandidaat en module: open, concept of definitief',
  scrollLabel: 'Beoordelingen, horizontaal te scrollen',
  candidate: 'Kandidaat',
  none: 'Er is nog niets te beoordelen: de opleiding heeft nog geen kandidaten of modules.',
  releaseTitle: 'Resultaten vrijgeven',
  releaseIntro: 'Na het vrijgeven zien de kandidaten hun resultaten en krijgen ze een bericht. Definitieve beoordelingen kunnen daarna niet meer worden gewijzigd.',
  release: 'Resultaten vrijgeven',
  releaseQuestion: (title: string) => `Wil je de resultaten van ‘${title}’ vrijgeven? De kandidaten krijgen dan een bericht, en de beoordelingen liggen vast.`,
  releaseConfirm: 'Ja, vrijgeven',
  releaseBlocked: 'Vrijgeven kan pas als elke kandidaat op elke module een definitieve beoordeling heeft.',
  releasedOn: (when: string) => `De resultaten zijn vrijgegeven op ${when}.`,
} as const;

/** …/planning/location: the weekly repeat. */
export const educationWeekly = {
  title: 'Wekelijks lesrooster maken',
  intro: 'Vul de eerste lesdag in. De lessen zijn elke week op dezelfde dag van de week, op dezelfde tijd en plaats.',
  replaces: (n: number) => (n === 1 ? 'Het nieuwe rooster vervangt de les die er nu is.' : `Het nieuwe rooster vervangt de ${formatNumber(n)} lessen die er nu zijn.`),
  keepsAttendance: 'Een les op een dag die in het nieuwe rooster blijft, houdt de aanwezigheid die al is genomen.',
  firstDay: 'Eerste lesdag',
  firstDayHint: 'De lessen zijn elke week op deze dag van de week.',
  start: 'Begintijd',
  end: 'Eindtijd',
  count: 'Aantal lessen',
  countHint: 'Een overgeslagen week telt niet mee: het rooster loopt dan een week langer.',
  location: 'Locatie',
  room: 'Lokaal (niet verplicht)',
  skip: 'Geen les op (niet verplicht)',
  skipHint: 'Eén datum per regel, bijvoorbeeld 2027-02-16 of 16-02-2027. Bijvoorbeeld de vakantie.',
  preview: 'Bekijk de lessen',
  previewHint: '‘Bekijk de lessen’ slaat nog niets op.',
  previewTitle: (n: number) => (n === 1 ? 'Dit wordt 1 les' : `Dit worden ${formatNumber(n)} lessen`),
  weekday: (name: string) => `Elke ${name}`,
  apply: 'Deze lessen opslaan',
  changed: 'Het rooster is veranderd sinds je de lessen bekeek. Er is nog niets opgeslagen. Controleer de lessen hieronder en klik opnieuw op ‘Deze lessen opslaan’.',
  problemsTitle: 'Het rooster klopt nog niet:',
  locationMissing: 'Locatie: kies een locatie.',
  saved: 'Het lesrooster is opgeslagen.',
} as const;

/** …/planning/location: the lessons one by one (DaysForm.astro). */
export const educationLessonsForm = {
  ...planningDaysTexts,
  intro: 'Maak een wekelijks rooster, of vul de lessen één voor één in. Een lokaal is niet verplicht; met een lokaal controleren we het aantal plaatsen.',
  listTitle: 'Lessen',
  listIntro: 'Pas hier een les aan, haal een les weg of voeg een losse les toe, bijvoorbeeld een inhaalles.',
  saved: 'De lessen zijn opgeslagen.',
  added: 'Er is een lege les toegevoegd. Vul hem in en klik op ‘Lessen opslaan’.',
  dayLegend: (n: number) => `Les ${n}`,
  remove: 'Deze les verwijderen',
  removeHint: 'Een les waarvoor al aanwezigheid is genomen, kan niet worden verwijderd.',
  save: 'Lessen opslaan',
  add: 'Losse les toevoegen',
  addHint: '‘Losse les toevoegen’ slaat nog niets op.',
  maxLessons: (n: number) => `Een opleiding heeft hoogstens ${n} lessen.`,
} as const satisfies DaysFormStrings & Record<string, unknown>;

/** …/planning/modules (ModulesForm.astro, without 'Tweede beoordelaar'). */
export const educationModulesForm = {
  ...planningModulesTexts,
  intro: 'Kies de modules van de opleiding. De volgorde hier is de volgorde voor de kandidaten. Een module blijft op de versie die hij had toen je hem toevoegde.',
  removed: 'De module is van de opleiding gehaald.',
  none: 'Er staan nog geen modules op deze opleiding.',
  secondAssessorHint: '',
  remove: 'Van de opleiding halen',
  addIntro: 'Alleen modules met een beoordelingssjabloon kunnen op een opleiding.',
} as const satisfies ModulesFormStrings;

/** …/planning/candidates. */
export const educationCandidatesForm = {
  ...planningCandidatesTexts,
  intro: 'De kandidaten van deze opleiding. Elke kandidaat gebruikt een opleidingsplaats van een licentie van de eigen organisatie. Een kandidaat staat alleen op de presentielijst van lessen vanaf de inschrijfdatum.',
  added: 'De kandidaat is ingeschreven.',
  removed: 'De kandidaat is van de opleiding gehaald.',
  none: 'Er zijn nog geen kandidaten ingeschreven.',
  enrolledTitle: (n: number) => (n === 1 ? '1 kandidaat ingeschreven' : `${formatNumber(n)} kandidaten ingeschreven`),
  enrolledOn: 'Ingeschreven sinds',
  remove: 'Van de opleiding halen',
  removeQuestion: (name: string) => `Wil je ${name} van deze opleiding halen?`,
  removeConfirm: 'Ja, van de opleiding halen',
  addTitle: 'Kandidaat inschrijven',
  enrolDay: 'Inschrijfdatum',
  enrolDayHint: 'De kandidaat staat op de presentielijst van de lessen vanaf deze dag.',
  addSubmit: 'Inschrijven',
} as const;

/** …/planning/teachers. */
export const educationTeachersForm = {
  ...planningTeachersTexts,
  intro: 'Kies de docenten van de opleiding. Een docent geeft alle lessen en ziet de opleiding op zijn of haar overzicht.',
  legend: 'Docenten',
  moreTeachers: 'Niet alle docenten staan in de lijst.',
} as const;

/** The education panel on /cp/admin. */
export const educationHome = {
  section: 'Opleidingen',
  list: 'Opleidingen',
  listHint: 'lesrooster, kandidaten en docenten',
} as const;

/** The attendance totals on /cp/education/{id} (AttendanceTotals.astro). */
export const attendanceTotalsTexts = {
  title: 'Aanwezigheid',
  intro: (limit: number) =>
    `Tot en met vandaag. ‘Te laat’ telt als aanwezig. Bij ${limit} keer afwezig zonder bericht krijgen de coördinatoren een melding.`,
  overLimit: (names: string[]) => `Aan de afwezigheidsgrens: ${names.join(', ')}.`,
  noCandidates: 'Er zijn nog geen kandidaten ingeschreven.',
  perCandidate: 'Aanwezigheid per kandidaat',
  perLesson: 'Per les',
  noLessonsYet: 'Er is nog geen les geweest.',
  candidate: 'Kandidaat',
  lesson: 'Les',
  lessons: 'Lessen',
  onRoll: 'Op de lijst',
  present: 'Aanwezig',
  late: 'Te laat',
  excused: 'Afwezig met bericht',
  absent: 'Afwezig',
  percent: 'Aanwezig (%)',
  limitReached: 'grens bereikt',
  csv: 'Aanwezigheid downloaden (CSV)',
} as const;
