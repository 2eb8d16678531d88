/**
 * Dutch texts of the test player island (spec §2, Candidate: /dashboard/test/{id}, playing a module): buttons,
 * progress, save status, time warnings and read-aloud controls around the questions. The questions themselves,
 * and the words Waar / Niet waar, are in the content's language (content-words.ts). Kept apart from the feature's
 * strings.ts so the island's bundle carries only these (architecture.md budgets: player-type island).
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
