/**
 * Dutch texts of the candidate timeline (staff and contact persons only, so Dutch only; docs/decisions/019).
 */
import type { AttemptStatus } from '#src/features/profession-test/contract';
import type { OverallResult } from '#src/features/assessment/rules';
import type { TimelineKind } from './contract';

export const timeline = {
  title: 'Tijdlijn',
  intro: 'Alles van deze kandidaat op één plek: eerst wat nog komt, dan wat geweest is, het nieuwste bovenaan.',
  introContact: 'Wat je van deze kandidaat mag zien: eerst wat nog komt, dan wat geweest is, het nieuwste bovenaan. Uitslagen zie je zodra ze zijn vrijgegeven.',
  upcoming: 'Komt nog',
  now: 'nu',
  past: 'Geweest',
  nothingUpcoming: 'Er staat niets gepland.',
  empty: 'Nog niets te zien: deze kandidaat heeft nog geen quiz, test, PAT, opleiding, licentie of rapport.',
  kinds: {
    quiz: 'Beroepen-quiz',
    test: 'Beroepentest',
    pat: 'PAT',
    education: 'Opleiding',
    seat: 'Licentie',
    report: 'Rapportage',
    message: 'Bericht',
  } satisfies Record<TimelineKind, string>,
  quizMade: 'Beroepen-quiz gemaakt',
  testStatus: {
    in_progress: 'bezig',
    closed: 'afgesloten, wacht op punten',
    scored: 'afgerond',
  } satisfies Record<AttemptStatus, string>,
  passed: 'Gehaald',
  failed: 'Niet gehaald',
  score: (percent: number) => `${percent}%`,
  overall: (o: OverallResult) =>
    o.passed === true ? 'Gehaald' : o.passed === false ? 'Niet gehaald' : `${o.modulesPassed} van ${o.modules} modules gehaald, nog niet alles beoordeeld`,
  modulesPassed: (o: OverallResult) => `${o.modulesPassed} van ${o.modules} modules gehaald`,
  released: (day: string) => `Uitslag vrijgegeven op ${day}`,
  notReleased: 'Uitslag nog niet vrijgegeven',
  notReleasedStaff: 'Nog niet vrijgegeven: de kandidaat en de contactpersoon zien dit nog niet.',
  noDays: 'nog geen dagen gepland',
  enrolledOn: (day: string) => `ingeschreven op ${day}`,
  attendance: (present: number, lessons: number, percent: number | null) =>
    lessons === 0 ? 'nog geen lessen gehad' : `aanwezig bij ${present} van ${lessons} lessen${percent === null ? '' : ` (${percent}%)`}`,
  seatTaken: (product: string, organisation: string) => `Plaats op licentie ${product}${organisation ? ` van ${organisation}` : ''}`,
  seatReleased: (day: string) => `teruggegeven op ${day}`,
  seatHeld: (day: string) => `vastgehouden tot ${day} (adres nog niet bevestigd)`,
  reportOf: (pat: string) => `over PAT ${pat}`,
  reportDraft: 'concept',
  reportVersion: (version: number) => `versie ${version}`,
  messageSent: 'Jij stuurde',
  messageReceived: 'Ontvangen van de kandidaat',
  noSubject: '(geen onderwerp)',
  open: 'Openen',
  loadError: 'De tijdlijn kon niet worden geladen.',
} as const;
