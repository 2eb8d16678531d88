/**
 * Dutch texts of the teacher's education pages (spec §2 Teacher: /docent/opleiding, /docent/opleiding/detail/{id};
 * docs/decisions/017-feature-folders.md): one object per screen, plus the header link and the home page's pointer.
 * Client-safe.
 */

/** The header link and the home page's pointer. */
export const teacherEducationLinks = {
  header: 'Opleidingen',
  homeTitle: 'Opleidingen',
  homeText: 'Bekijk de lessen, kandidaten en modules van de opleidingen waaraan je lesgeeft, en neem de aanwezigheid op.',
  homeLink: 'Naar je opleidingen',
} as const;

/** /docent/opleiding. */
export const educationListTexts = {
  title: 'Mijn opleidingen',
  intro: 'De opleidingen waaraan je lesgeeft. Opleidingen met een komende les staan bovenaan.',
  empty: 'Je geeft nog aan geen opleiding les.',
  caption: 'Jouw opleidingen',
  name: 'Opleiding',
  state: 'Status',
  dates: 'Eerste en laatste les',
  next: 'Volgende les',
  candidates: 'Kandidaten',
  noLessons: 'nog geen lessen',
  noNext: 'geen lessen meer',
} as const;

/** The agenda block on /docent/opleiding and /docent/pat (CalendarSubscription.astro): lessons and PAT days (decision 051). */
export const teacherCalendarTexts = {
  title: 'Lessen en PAT-dagen in je agenda',
  intro:
    'Zet de lessen die je geeft en de PAT-dagen waarop je beoordeelt in de agenda van je telefoon. Dan zie je altijd wanneer en waar je moet zijn. Verandert de planning, dan past je agenda zich vanzelf aan.',
  make: 'Zet je lessen en PAT-dagen in je agenda',
  address: 'Adres van je agenda met lessen en PAT-dagen',
  open: 'Open in je agenda',
  explain:
    "Kies 'Open in je agenda', of kopieer het adres en voeg het in je agenda-app toe als agenda via internet (abonnement). Je agenda haalt nieuwe en gewijzigde lessen en PAT-dagen zelf op.",
  keepSecret: 'Deel dit adres niet: wie het heeft, kan je lessen en PAT-dagen zien.',
  lost: 'Je hebt al eerder een adres gemaakt, maar dat kunnen we niet meer laten zien. Maak een nieuw adres en zet dat in je agenda; het oude adres werkt dan niet meer.',
  renew: 'Nieuw adres maken',
  renewQuestion: 'Wil je een nieuw adres maken? Het oude adres werkt dan niet meer. Zet daarna het nieuwe adres in je agenda.',
  renewConfirm: 'Ja, maak een nieuw adres',
  stop: 'Stoppen',
  stopQuestion: 'Wil je stoppen? Je agenda krijgt dan geen lessen en PAT-dagen meer van het platform.',
  stopConfirm: 'Ja, stoppen',
  cancel: 'Annuleren',
} as const;

/** /docent/opleiding/detail/{id}. */
export const educationDetailTexts = {
  back: 'Terug naar mijn opleidingen',
  fallbackTitle: 'Opleiding',
  notes: 'Notities van de planning',
  teacherNotes: 'Voor de docenten',
  candidateNotes: 'Voor de kandidaten (zij zien dit onder ‘Let op’)',
  lessonsTitle: 'Lessen',
  lessonsCaption: 'Lessen van deze opleiding, met datum, tijd, locatie en lokaal',
  noLessons: 'Deze opleiding heeft nog geen lessen.',
  day: 'Datum',
  time: 'Tijd',
  location: 'Locatie',
  room: 'Lokaal',
  attendance: 'Aanwezigheid',
  noRoom: '—',
  nextMark: 'volgende les',
  /** The accessible name of a lesson's roll call link. */
  attendanceFor: (day: string) => `Aanwezigheid van de les van ${day}`,
  candidatesTitle: 'Kandidaten',
  candidatesCaption: 'Kandidaten van deze opleiding, met de dag waarop ze zijn ingeschreven',
  noCandidates: 'Op deze opleiding staan nog geen kandidaten.',
  candidate: 'Naam',
  organization: 'Organisatie',
  enrolled: 'Ingeschreven',
  fromStart: 'vanaf het begin',
  since: (day: string) => `sinds ${day}`,
  modulesTitle: 'Modules',
  noModules: 'Deze opleiding heeft nog geen modules.',
  teachersTitle: 'Andere docenten',
  noTeachers: 'Je geeft deze opleiding alleen.',
  summary: (lessons: number, candidates: number) =>
    `${lessons === 1 ? '1 les' : `${lessons} lessen`} · ${candidates === 1 ? '1 kandidaat' : `${candidates} kandidaten`}`,
} as const;

/** /docent/opleiding/candidate/evaluate/{id}: the grid and the form (the form itself speaks assessment/teacher-strings.ts `evaluationTexts`). */
export const educationEvaluateTexts = {
  title: (education: string) => `Beoordelen: ${education}`,
  fallbackTitle: 'Beoordelen',
  backToEducation: 'Terug naar de opleiding',
  backToGrid: 'Terug naar het beoordelingsoverzicht',
  intro: 'Beoordeel elke kandidaat op elke module. Kies een cel om het formulier te openen.',
  progress: (final: number, total: number) => `${final} van ${total} beoordelingen definitief`,
  closed: 'Beoordelingen kunnen nu niet worden gewijzigd: de opleiding is nog niet geopend of gearchiveerd.',
  released: (when: string) => `De resultaten zijn vrijgegeven op ${when}. Definitieve beoordelingen liggen vast.`,
  caption: 'Kandidaten en modules van deze opleiding. Kies een cel om te beoordelen.',
  scrollLabel: 'Beoordelingsoverzicht, horizontaal te scrollen',
  candidate: 'Kandidaat',
  noCandidates: 'Op deze opleiding staan nog geen kandidaten.',
  noModules: 'Deze opleiding heeft nog geen modules.',
  cellName: (candidate: string, module: string) => `, ${candidate}, ${module}`,
  notYetEnrolled: (day: string) => `vanaf ${day}`,
  lead: (education: string) => `${education} · beoordelaar`,
  link: 'Kandidaten beoordelen',
  linkIntro: 'Beoordeel de kandidaten per module; het formulier werkt ook zonder verbinding op de tablet.',
} as const;
