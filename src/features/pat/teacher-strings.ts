/**
 * Dutch texts of the teacher's PAT pages (spec §2 Teacher: /docent/pat, /docent/pat-dagen/{id}, /docent/pat-dag/{id},
 * /docent/evaluate/…; docs/decisions/017-feature-folders.md): one object per screen. The evaluation form's texts, which
 * an education's pages share, are in src/features/assessment/teacher-strings.ts. Client-safe.
 */
const weekdayDay = new Intl.DateTimeFormat('nl-NL', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** '2026-12-07' → 'maandag 7 december 2026'. */
export const weekdayText = (day: string) => weekdayDay.format(new Date(`${day}T12:00:00Z`));

/** The header link and the home page's pointer. */
export const teacherPatLinks = {
  header: 'PAT',
  homeTitle: 'PAT-dagen',
  homeText: 'Beoordeel kandidaten op de PAT-dagen waarop je bent ingepland, ook zonder verbinding op de tablet.',
  homeLink: 'Naar je PAT’s',
} as const;

/** /docent/pat. */
export const patListTexts = {
  title: 'Mijn PAT’s',
  intro: 'De praktijkassessments waarop je beoordeelt. Komende PAT’s staan bovenaan.',
  empty: 'Je bent nog op geen PAT ingepland.',
  /** A link to the agenda block on /docent/opleiding, whose feed holds the PAT days too (decision 051). */
  calendar: 'Je PAT-dagen in de agenda van je telefoon',
  name: 'PAT',
  dates: 'Datum',
  locations: 'Locatie',
  state: 'Status',
  progress: 'Beoordelingen definitief',
  noDays: 'nog geen dagen',
  progressOf: (done: number, total: number) => `${done} van ${total}`,
  caption: 'Jouw PAT’s',
} as const;

/** /docent/pat-dagen/{id}. */
export const patDaysTexts = {
  back: 'Terug naar mijn PAT’s',
  daysTitle: 'Dagen',
  notes: 'Notities van de planning',
  teacherNotes: 'Voor de docenten',
  candidateNotes: 'Voor de kandidaten (zij zien dit onder ‘Let op’)',
  noDays: 'Deze PAT heeft nog geen dagen.',
  yourModules: 'Jouw modules',
  notYours: 'Op deze dag beoordeel je niet.',
  open: (day: string) => `Beoordelen op ${day}`,
  candidates: (n: number) => (n === 1 ? '1 kandidaat' : `${n} kandidaten`),
} as const;

/** The names of the roles. */
export const roleTexts = { first: 'eerste beoordelaar', second: 'tweede beoordelaar (blind)', third: 'derde beoordelaar (blind)' } as const;

/** /docent/pat-dag/{id}. */
export const dayGridTexts = {
  back: (title: string) => `Terug naar de dagen van ${title}`,
  caption: 'Kandidaten en jouw modules op deze dag. Kies een cel om te beoordelen.',
  candidate: 'Kandidaat',
  noCandidates: 'Op deze PAT staan nog geen kandidaten.',
  scrollLabel: 'Beoordelingsoverzicht, horizontaal te scrollen',
  cellName: (candidate: string, module: string) => `, ${candidate}, ${module}`,
  /** A candidate's or a cell's time slot (decision 057). */
  slot: (start: string, end: string) => `${start}–${end}`,
  where: (start: string, end: string, place: string) => `${start}–${end}, ${place}`,
  kept: (n: number) =>
    n === 1
      ? 'Het beoordelingsformulier van deze dag staat op dit apparaat: je kunt ook zonder verbinding beoordelen.'
      : `Alle ${n} beoordelingsformulieren van deze dag staan op dit apparaat: je kunt ook zonder verbinding beoordelen.`,
  keeping: 'De formulieren van deze dag worden op dit apparaat gezet…',
  keepingPages: (kept: number, total: number) => `De formulieren van deze dag worden op dit apparaat gezet: ${kept} van ${total} pagina's staan er al…`,
  partlyKept: (kept: number, total: number) =>
    `${kept} van de ${total} pagina's van deze dag staan op dit apparaat; de andere openen alleen met verbinding. Laad deze pagina opnieuw om het nog eens te proberen.`,
  keptDataOnly: 'De gegevens van de formulieren staan op dit apparaat, maar deze browser kan de pagina\'s niet zonder verbinding openen. Beoordelen kan met verbinding.',
  notKept: (error: string) => `De formulieren konden niet op dit apparaat worden gezet: ${error} Beoordelen kan nog wel met verbinding.`,
  noStorage: 'deze browser bewaart hier geen gegevens (bijvoorbeeld in een privévenster).',
  offline: 'Geen verbinding. Je ziet de formulieren die op dit apparaat staan; beoordelingen worden verstuurd zodra er verbinding is.',
  unsent: 'nog niet verstuurd',
} as const;

/** /docent/pat: the evaluations a coordinator asked the teacher to make as third assessor (decision 030). */
export const thirdAssessorTexts = {
  title: 'Gevraagd als derde beoordelaar',
  intro: 'De coördinator vroeg je deze modules blind te beoordelen, omdat de eerste twee beoordelaars verschillen.',
  caption: 'Beoordelingen als derde beoordelaar',
  candidate: 'Kandidaat',
  module: 'Module',
  pat: 'PAT',
  state: 'Jouw beoordeling',
  asked: 'Gevraagd op',
  open: (module: string, candidate: string) => `${module} van ${candidate} beoordelen`,
} as const;
