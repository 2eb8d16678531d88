/**
 * Dutch texts of the privacy feature: the API's titles, the data export's files and its `index.html`, and the
 * staff's privacy actions on a person's page. The candidate's own download on /dashboard/profile is in the
 * catalogue messages/ (the candidate reads it in their language, docs/decisions/019).
 */
import { ERASED_NAME } from '#src/features/accounts/lifecycle';

/** Titles of the privacy calls' answers (docs/api.md, "Privacy"; spec §8: 400 and 404 with a Dutch title). */
export const PRIVACY_TITLES = {
  chooseCandidate: 'Gebruiker is niet ingevuld: kies de kandidaat van wie je de gegevens wilt downloaden.',
  choosePerson: 'Gebruiker is niet ingevuld: kies de persoon die je wilt verwijderen.',
  notYourself: 'Je kunt je eigen account niet verwijderen. Vraag een andere beheerder om dat te doen.',
  personNotFound: 'Deze persoon bestaat niet (meer) of je mag deze persoon niet verwijderen.',
  candidateNotFound: 'Deze kandidaat bestaat niet (meer) of je mag de gegevens niet downloaden.',
  erased: (name: string) => `De gegevens van ${name} zijn verwijderd.`,
} as const;

/** One file of the export: its title and what it holds, for index.html. */
export interface ExportFileText {
  title: string;
  about: string;
}

/** The export's JSON files by name (without `.json`), in the order index.html lists them. */
export const EXPORT_FILES = {
  profiel: { title: 'Profiel', about: 'Je account: naam, e-mailadres, rol, status, telefoonnummer, organisatie en beroep.' },
  hulpmiddelen: {
    title: 'Hulpmiddelen',
    about: 'Voorlezen, extra tijd en je voorkeurstaal bij toetsen. Zonder opgeslagen hulpmiddelen is dit bestand leeg.',
  },
  docenten: { title: 'Docenten', about: 'De docenten die aan jou gekoppeld zijn, en sinds wanneer.' },
  toewijzingen: { title: 'Toegewezen toetsen', about: 'De beroepentesten die voor jou klaargezet zijn.' },
  pat: { title: 'Praktijkassessments (PAT)', about: 'De PAT’s waarvoor je bent ingepland: naam, dagen en locatie.' },
  opleidingen: { title: 'Opleidingen', about: 'De opleidingen waarvoor je bent ingeschreven: naam en de dag waarop je begon.' },
  'beroepen-quiz': {
    title: 'Beroepen-quiz',
    about: 'Elke keer dat je de beroepen-quiz deed: de datum, de taal, je antwoord per vraag en de interessegebieden die eruit kwamen.',
  },
  aanwezigheid: { title: 'Aanwezigheid', about: 'Per les van je opleidingen: de dag, of je aanwezig was, te laat, afwezig met bericht of afwezig, en de opmerking van de docent.' },
  beoordelingen: {
    title: 'Beoordelingen',
    about:
      'De uitslag van je praktijkopdrachten, zodra die bekend is gemaakt: per module het resultaat, de score per criterium, de opmerkingen van de docent en je eigen antwoord. Een download door een coördinator bevat ook elke beoordeling zelf, met of die definitief is.',
  },
  reflecties: {
    title: 'Reflecties',
    about: 'Je eigen reflecties op de modules van je praktijkassessment: per criterium het antwoord dat je koos (1 tot en met 4) en je opmerking.',
  },
  rapporten: {
    title: 'Rapporten',
    about: 'De definitieve rapporten die docenten over je schreven: per versie de titel, de PAT, wanneer en waarom hij definitief werd, en de tekst per onderdeel. De PDF van elk rapport download je op de resultatenpagina van de PAT.',
  },
  certificaten: {
    title: 'Certificaten',
    about: 'De certificaten die je kreeg voor een gehaalde PAT of opleiding: wat je haalde, wanneer, door wie uitgegeven, de code en het controleadres, en of en wanneer een certificaat werd ingetrokken.',
  },
  licenties: {
    title: 'Licentieplaatsen',
    about: 'De plaatsen op licenties van je organisatie die je kreeg: voor welk product, wanneer, hoe (met de code of door de staf), tot wanneer de plaats voor je bewaard werd tot je je e-mailadres bevestigde, en of je de plaats teruggaf.',
  },
  pogingen: { title: 'Toetspogingen', about: 'Elke keer dat je een beroepentest maakte: wanneer, in welke taal, de status en de uitslag.' },
  antwoorden: { title: 'Antwoorden', about: 'Je antwoorden op de vragen van je toetsen, met de punten voor open vragen.' },
  berichten: { title: 'Berichten', about: 'De berichten die je hebt verstuurd en ontvangen, met onderwerp, tekst, afzender en ontvangers.' },
  notificaties: { title: 'Notificaties', about: 'De meldingen die je op het platform kreeg, gelezen en ongelezen.' },
  meldingskeuzes: {
    title: 'Meldingen per e-mail',
    about: 'Welke meldingen je ook per e-mail wilt krijgen (planning, herinnering, resultaten), als je dat anders koos dan standaard.',
  },
  logboek: {
    title: 'Logboek',
    about:
      'Wat je op het platform deed, zoals het logboek het bewaart: tijdstip, handeling, resultaat en IP-adres. Nooit wachtwoorden of de inhoud van berichten.',
  },
} as const satisfies Record<string, ExportFileText>;

/** A file name of the export (without `.json`). */
export type ExportFileName = keyof typeof EXPORT_FILES;

/** Texts of the export's index.html (Dutch; escaped when written). */
export const exportIndex = {
  documentTitle: (name: string) => `Gegevens van ${name}`,
  heading: 'Jouw gegevens op het kandidaatplatform',
  intro: (name: string, date: string) =>
    `Dit zijn alle gegevens die het platform op ${date} over ${name} bewaarde. Je kunt deze pagina in elke browser openen; de bestanden met de extensie .json bevatten dezelfde gegevens in een vorm die andere programma's kunnen lezen.`,
  contents: 'Inhoud',
  file: 'Bestand',
  rows: (n: number) => (n === 1 ? '1 regel' : `${n} regels`),
  empty: 'Hierover is niets bewaard.',
  truncated: (shown: number, total: number) =>
    `Hieronder staan de eerste ${shown} van ${total} regels. Het bestand bevat ze allemaal.`,
  keptTitle: 'Wat we bewaren en waarom',
  kept: [
    'We bewaren je gegevens zolang je account bestaat. Staf van het platform (beheerders en coördinatoren) kan ze inzien; je docenten en de contactpersoon van je organisatie zien wat je werk voor hen nodig maakt.',
    'Wil je dat we je gegevens verwijderen? Vraag het een coördinator. Dan verdwijnen je naam, e-mailadres, antwoorden en toetspogingen. Berichten die je stuurde blijven voor de ontvangers leesbaar, met als afzender ‘' +
      ERASED_NAME +
      '’. Het logboek blijft bestaan, maar niet meer met jouw account verbonden. Wat de wet ons verplicht te bewaren (zoals facturen, 7 jaar) blijft bewaard.',
  ],
  yes: 'ja',
  no: 'nee',
  none: '—',
  fieldsIntro: (file: string) => `Velden in ${file}:`,
  machineTitle: 'Over de JSON-bestanden',
  machine: [
    'Naast deze pagina staat voor elke soort gegevens een bestand met de extensie .json (UTF-8). Zo kun je je gegevens in een ander programma inlezen of aan een andere organisatie geven.',
    'Elk bestand is een lijst (JSON-array) met één object per regel van deze pagina. De namen van de velden zijn Engels, zoals het platform ze gebruikt; bij elk onderdeel hierboven staat wat ze betekenen. Waarden staan erin zoals ze bewaard zijn (bijvoorbeeld "passed" in plaats van "behaald").',
    'Tijdstippen staan in ISO 8601 in UTC (bijvoorbeeld 2026-03-02T10:00:00.000Z), dagen als jjjj-mm-dd. Een id is een UUID; naast een id staat steeds de naam (bijvoorbeeld moduleId en module, criterionId en criterium). Lege waarden zijn null. Scores lopen van 1 (onvoldoende) tot en met 4 (goed).',
  ],
  printHint: 'Tip: deze pagina kun je afdrukken of als PDF bewaren met de afdrukfunctie van je browser.',
} as const;

/** Labels of the staff's privacy actions on a person's page (PrivacyActions.astro). */
export const privacyActions = {
  title: 'Privacy (AVG)',
  downloadIntro: (name: string) =>
    `Download alle gegevens die het platform over ${name} bewaart: één ZIP-bestand met een overzicht (index.html) en de gegevens per soort.`,
  download: 'Gegevens downloaden',
  downloadLabel: (name: string) => `Gegevens van ${name} downloaden (ZIP)`,
  eraseTitle: 'Persoon verwijderen',
  eraseOpen: (name: string) => `${name} verwijderen…`,
  eraseIntro: (name: string) =>
    `Als je ${name} verwijdert, gebeurt dit meteen en voorgoed: naam, e-mailadres, telefoonnummer, antwoorden en toetspogingen worden gewist, en ${name} wordt overal uitgelogd en kan niet meer inloggen.`,
  eraseKept: `Berichten die deze persoon stuurde blijven voor de ontvangers leesbaar, met als afzender ‘${ERASED_NAME}’. Logboekregels blijven bestaan onder een schuilnaam. Wat de wet verplicht te bewaren (zoals facturen) blijft bewaard.`,
  eraseAdvice: 'Download eerst de gegevens als de persoon daarom gevraagd heeft.',
  confirmLabel: (name: string) => `Typ de naam ‘${name}’ om te bevestigen`,
  confirmHint: 'Hoofdletters en accenten maken niet uit.',
  confirmMissing: 'Typ de naam van de persoon om te bevestigen dat je deze persoon wilt verwijderen.',
  confirmWrong: (name: string) => `De naam klopt niet. Typ ‘${name}’ om te bevestigen.`,
  erase: 'Definitief verwijderen',
  notAllowed: 'Je kunt deze persoon niet verwijderen.',
  notYourself: 'Je kunt je eigen account hier niet verwijderen.',
} as const;

/** Column headings of index.html, by the exported field's name; a field without one shows its name. */
export const EXPORT_LABELS: Readonly<Record<string, string>> = {
  id: 'Id',
  name: 'Naam',
  email: 'E-mailadres',
  role: 'Rol',
  status: 'Status',
  phone: 'Telefoonnummer',
  organization: 'Organisatie',
  profession: 'Beroep',
  invitedAt: 'Uitgenodigd op',
  createdAt: 'Datum',
  readAloud: 'Voorlezen',
  extraTimePercent: 'Extra tijd (%)',
  preferredLanguage: 'Voorkeurstaal',
  updatedAt: 'Gewijzigd op',
  teacher: 'Docent',
  since: 'Sinds',
  test: 'Toets',
  assignedAt: 'Toegewezen op',
  language: 'Taal',
  startedAt: 'Begonnen op',
  deadlineAt: 'Uiterlijk klaar op',
  closedAt: 'Afgesloten op',
  closedReason: 'Afgesloten door',
  scoredAt: 'Beoordeeld op',
  result: 'Uitslag',
  attemptId: 'Poging',
  modulePosition: 'Module',
  question: 'Vraag',
  answer: 'Antwoord',
  value: 'Zoals opgeslagen',
  savedAt: 'Opgeslagen op',
  awardedPoints: 'Punten',
  direction: 'Verstuurd of ontvangen',
  to: 'Aan',
  from: 'Van',
  subject: 'Onderwerp',
  body: 'Tekst',
  readAt: 'Gelezen op',
  type: 'Soort',
  message: 'Melding',
  at: 'Tijdstip',
  method: 'Handeling',
  route: 'Adres',
  outcome: 'Resultaat',
  clientIp: 'IP-adres',
  submittedAt: 'Ingestuurd op',
  criterion: 'Criterium',
  score: 'Score',
  releasedAt: 'Bekendgemaakt op',
  scorePercent: 'Score (%)',
  criteria: 'Per criterium',
  ownScore: 'Je eigen antwoord',
  scores: 'Per criterium',
  privacyAcceptedAt: 'Privacyverklaring geaccepteerd op',
  product: 'Product',
  validFrom: 'Geldig vanaf',
  validUntil: 'Geldig tot',
  takenAt: 'Gekregen op',
  heldUntil: 'Bewaard tot',
  releaseReason: 'Reden van teruggeven',
  pat: 'PAT',
  day: 'Dag',
  startsAt: 'Begint om',
  endsAt: 'Eindigt om',
  location: 'Locatie',
  addedAt: 'Toegevoegd op',
  education: 'Opleiding',
  enrolledOn: 'Ingeschreven op',
  remark: 'Opmerking',
  recordedAt: 'Vastgelegd op',
  moduleId: 'Module-id',
  module: 'Module',
  moduleVersionId: 'Moduleversie-id',
  criterionId: 'Criterium-id',
  template: 'Beoordelingssjabloon',
  version: 'Versie',
  finalizedAt: 'Definitief op',
  reason: 'Reden',
  earlierVersions: 'Eerdere versies',
  evidencePhotos: 'Foto’s als bewijs',
  caption: 'Onderschrift',
  title: 'Titel',
  texts: 'Teksten',
  section: 'Onderdeel',
  text: 'Tekst',
  kind: 'Soort',
  byMail: 'Per e-mail',
  answers: 'Antwoorden',
  item: 'Vraag-id',
  topAreas: 'Interessegebieden',
  modules: 'Modules',
  position: 'Plaats in de toets',
  points: 'Punten',
  maxPoints: 'Maximaal aantal punten',
  passed: 'Behaald',
  option: 'Gekozen antwoord',
  options: 'Gekozen antwoorden',
};

/** Column headings that mean something else in one file than elsewhere (the file's own word wins). */
export const EXPORT_FILE_LABELS: Readonly<Partial<Record<ExportFileName, Readonly<Record<string, string>>>>> = {
  licenties: { method: 'Hoe gekregen', releasedAt: 'Teruggegeven op' },
  beoordelingen: { role: 'Beoordelaar', criterion: 'Criterium' },
  reflecties: { score: 'Jouw antwoord' },
  'beroepen-quiz': { text: 'Vraag' },
};

/** Words for some exported values in index.html (the JSON files keep the values as stored). */
export const EXPORT_VALUES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  direction: { sent: 'verstuurd', received: 'ontvangen' },
  role: { Admin: 'beheerder', Coordinator: 'coördinator', Teacher: 'docent', ContactPerson: 'contactpersoon', User: 'kandidaat' },
  status: {
    active: 'actief',
    invited: 'uitgenodigd',
    disabled: 'uitgeschakeld',
    in_progress: 'bezig',
    closed: 'afgesloten',
    scored: 'beoordeeld',
  },
  closedReason: { candidate: 'jijzelf', timeout: 'de tijd was om' },
  result: { passed: 'behaald', failed: 'niet behaald' },
  method: { code: 'met de licentiecode', staff: 'door de staf' },
  releaseReason: { 'handed-back': 'teruggegeven door de staf', moved: 'aan iemand anders gegeven', erased: 'account verwijderd', unconfirmed: 'e-mailadres niet op tijd bevestigd' },
  kind: { planning: 'planning', reminder: 'herinnering', results: 'resultaten', single: 'één antwoord', multiple: 'meer antwoorden', truefalse: 'waar of onwaar', open: 'open vraag' },
};

/** Words for values that mean something else in one file than elsewhere. */
export const EXPORT_FILE_VALUES: Readonly<Partial<Record<ExportFileName, Readonly<Record<string, Readonly<Record<string, string>>>>>>> = {
  beoordelingen: {
    role: { first: 'eerste beoordelaar', second: 'tweede beoordelaar', third: 'derde beoordelaar' },
    status: { draft: 'concept', final: 'definitief' },
  },
  aanwezigheid: { status: { present: 'aanwezig', late: 'te laat', absent_excused: 'afwezig met bericht', absent: 'afwezig' } },
};
