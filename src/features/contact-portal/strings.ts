/**
 * Dutch texts of the contact person's pages (spec §2: /contactperson/overzicht, /contactperson/kandidaat/{id}):
 * the organisation's overview (licence seats, invoices, messages) and the candidates with their tests. Contact
 * persons read Dutch (docs/decisions/019). Short sentences, B1.
 */
import { formatNumber } from '#src/lib/i18n/format';
import { countNl } from '#src/lib/i18n/dutch-count';

const n = (value: number) => formatNumber(value);

export const portal = {
  // Summary at the top of the overview
  summaryTitle: 'Je organisatie in het kort',
  seatsFree: 'Plaatsen vrij',
  invoicesOpen: 'Open facturen',
  invoicesOverdue: 'Facturen te laat',
  unreadMessages: 'Ongelezen berichten',

  // Licences
  licencesTitle: 'Licenties',
  licencesIntro: 'Zoveel plaatsen zijn gebruikt op de licenties die nu gelden of nog gaan gelden.',
  licencesCaption: 'Plaatsen per licentie',
  licencesNone: 'Je organisatie heeft nu geen geldige licentie.',
  licencesAll: 'Alle licenties',
  colLicence: 'Licentie',
  colSeats: 'Plaatsen',
  colValid: 'Geldig',
  colState: 'Status',
  seatsUsed: (used: number, seats: number) => `${n(used)} van ${countNl(seats, 'plaats', 'plaatsen')} gebruikt`,
  seatsLeft: (left: number) => (left === 1 ? 'nog 1 plaats vrij' : left === 0 ? 'geen plaats meer vrij' : `nog ${n(left)} plaatsen vrij`),
  validPeriod: (from: string, until: string) => `${from} t/m ${until}`,
  moreLicences: (shown: number, total: number) => `Hier staan de ${n(shown)} nieuwste van ${n(total)} licenties.`,

  // Invoices
  invoicesAll: 'Alle facturen',

  // Messages
  messagesAll: 'Alle berichten',

  // Candidates
  candidatesTitle: 'Kandidaten van je organisatie',
  candidatesIntro: 'Per kandidaat zie je de toetsen, hoe ver de kandidaat is en de laatste uitslag.',
  candidatesCaption: 'Kandidaten met hun toetsen',
  search: 'Zoek kandidaat',
  searchHint: 'Zoek op (een deel van) de naam of het e-mailadres.',
  searchSubmit: 'Zoeken',
  clear: 'Wis zoekopdracht',
  candidatesTotal: (total: number) => (total === 1 ? '1 kandidaat' : `${n(total)} kandidaten`),
  candidatesNone: 'Je organisatie heeft nog geen kandidaten.',
  candidatesNotFound: (q: string) => `Geen kandidaten gevonden voor ‘${q}’.`,
  colName: 'Naam',
  colTests: 'Toetsen',
  colLatest: 'Laatste uitslag',
  noTests: 'Nog geen toets',
  noResult: 'Nog geen uitslag',
  releasedWhat: (kind: 'pat' | 'education', title: string) => `${kind === 'pat' ? 'PAT' : 'Opleiding'} ${title}`,
  releasedOn: (date: string) => `vrijgegeven op ${date}`,
  modulesPassed: (passed: number, modules: number) => `${n(passed)} van ${n(modules)} modules gehaald`,

  // Test states (docs/domain.md lifecycle: not started · busy · finished · result)
  state: {
    not_started: 'Nog niet begonnen',
    in_progress: 'Bezig',
    closed: 'Klaar, wacht op beoordeling',
    scored: 'Uitslag bekend',
  },
  passed: 'Gehaald',
  failed: 'Niet gehaald',
  percent: (value: number) => `${n(value)}%`,
  finishedOn: (date: string) => `klaar op ${date}`,

  // One candidate
  backToHome: 'Terug naar het overzicht',
  testsTitle: 'Toetsen',
  testsIntro: 'De toetsen die voor deze kandidaat klaarstaan, met hoe ver de kandidaat is.',
  testsCaption: 'Toetsen van de kandidaat',
  testsNone: 'Er staat nog geen toets voor deze kandidaat klaar.',
  colTest: 'Toets',
  colResult: 'Uitslag',
  colFinished: 'Klaar op',
  seatsTitle: 'Licentieplaatsen',
  seatsIntro: 'Op deze licenties van je organisatie heeft de kandidaat een plaats.',
  seatsCaption: 'Licentieplaatsen van de kandidaat',
  seatsNone: 'Deze kandidaat heeft geen plaats op een licentie van je organisatie.',
  colProduct: 'Licentie',
  colSince: 'Sinds',
  colSeatState: 'Plaats',
  seatOpen: 'In gebruik',
  /** An open seat taken with the code whose holder has not confirmed their e-mail address yet. */
  seatHeld: (until: string) => `Gereserveerd tot ${until}: e-mailadres nog niet bevestigd`,
  seatClosed: {
    'handed-back': 'Teruggegeven',
    moved: 'Overgezet naar een ander',
    erased: 'Vervallen',
    unconfirmed: 'Vrijgekomen: e-mailadres niet bevestigd',
  },
  seatClosedOn: (label: string, date: string) => `${label} op ${date}`,
} as const;

/** Dutch texts of a candidate's PATs on /contactperson/kandidaat/{id} and /contactperson/{candidateId}/pat/{patId}. */
export const portalPat = {
  sectionTitle: 'Praktijkassessments (PAT)',
  sectionIntro: 'De praktijkassessments waarop de kandidaat staat. De uitslag zie je zodra die is vrijgegeven.',
  sectionCaption: 'PAT’s van de kandidaat',
  none: 'Deze kandidaat staat nog op geen praktijkassessment.',
  colPat: 'PAT',
  colDays: 'Datum',
  colState: 'Status',
  colResults: 'Uitslag',
  released: 'Uitslag bekend',
  notReleased: 'Nog niet bekend',
  noDays: 'nog geen datum',
  backToCandidate: (name: string) => `Terug naar ${name}`,
  lead: (name: string) => `Praktijkassessment van ${name}`,
  daysTitle: 'Dagen en plaats',
  room: (name: string) => `Lokaal: ${name}`,
  time: (start: string, end: string) => `${start} tot ${end}`,
  modulesTitle: 'Modules en uitslag',
  modulesIntroReleased: 'Per module de uitslag. Bekijk per module de scores van de docenten naast de reflectie van de kandidaat.',
  modulesIntroNotReleased: 'De uitslag is nog niet vrijgegeven. Je ziet hier de uitslag zodra de coördinator die vrijgeeft.',
  modulesCaption: 'Modules van de PAT',
  colModule: 'Module',
  colResult: 'Uitslag',
  colDetails: 'Beoordeling',
  passed: 'Gehaald',
  failed: 'Niet gehaald',
  resultText: (passed: boolean, percent: number) => `${passed ? 'Gehaald' : 'Niet gehaald'}, ${percent} %`,
  agreed: 'afgesproken score van de beoordelaars',
  noResult: 'Geen uitslag',
  waiting: 'Nog niet bekend',
  details: 'Naast de reflectie bekijken',
  detailsLabel: (module: string) => `${module}: scores naast de reflectie bekijken`,
  releasedOn: (date: string) => `Vrijgegeven op ${date}.`,
} as const;

/** The educations of a candidate on /contactperson/kandidaat/{id} (CandidateEducations.astro). */
export const portalEducation = {
  sectionTitle: 'Opleidingen',
  sectionCaption: 'Opleidingen van de kandidaat met aanwezigheid',
  colEducation: 'Opleiding',
  colPeriod: 'Periode',
  colState: 'Status',
  colAttendance: 'Aanwezigheid tot nu toe',
  noLessons: 'Nog geen lessen gepland',
  since: (day: string) => `ingeschreven sinds ${day}`,
  noAttendance: 'Nog niet bijgehouden',
  attendance: (present: number, recorded: number, percent: number, absent: number) =>
    `${present} van ${countNl(recorded, 'les', 'lessen')} aanwezig (${percent} %)${absent > 0 ? `, ${absent} keer afwezig zonder bericht` : ''}`,
  resultsTitle: (education: string) => `Resultaten van ${education}`,
  releasedOn: (day: string) => `Bekendgemaakt op ${day}.`,
  colModule: 'Module',
  colResult: 'Resultaat',
  result: (passed: boolean, percent: number) => `${passed ? 'Gehaald' : 'Niet gehaald'} (${percent} %)`,
  noResult: 'Geen resultaat',
} as const;
