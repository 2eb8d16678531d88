/**
 * Dutch texts of the location screens (spec §2: /cp/locations, /cp/locations/create, /cp/locations/{id}) and the link
 * to them on the staff's home (/cp/admin). Field labels are the contract's LOCATION_LABELS, so the page and the
 * API's messages use the same words.
 */
import { formatNumber } from '#src/lib/i18n/format';

/** /cp/locations: the list. */
export const locationList = {
  title: 'Locaties',
  intro: 'Adressen waar PAT-dagen en lessen plaatsvinden, met hun lokalen. Kies een naam om de locatie te openen.',
  archivedTitle: 'Gearchiveerde locaties',
  archivedIntro: 'Locaties die niet meer gebruikt worden. Je kunt ze openen en weer terugzetten.',
  create: 'Nieuwe locatie',
  views: 'Welke locaties',
  current: 'Huidige locaties',
  archived: 'Gearchiveerd',
  search: 'Zoek een locatie',
  searchHint: 'Zoek op (een deel van) de naam of de plaats.',
  searchSubmit: 'Zoeken',
  clear: 'Wis zoekopdracht',
  name: 'Naam',
  address: 'Adres',
  rooms: 'Lokalen',
  seats: 'Plaatsen',
  access: 'Toegankelijkheid',
  stepFree: 'drempelvrij',
  lift: 'lift',
  noAccess: 'niet drempelvrij, geen lift',
  empty: 'Er zijn nog geen locaties. Maak de eerste aan met ‘Nieuwe locatie’.',
  emptyArchived: 'Er zijn geen gearchiveerde locaties.',
  noneFound: (q: string) => `Geen locaties gevonden voor ‘${q}’.`,
  total: (n: number) => (n === 1 ? '1 locatie' : `${formatNumber(n)} locaties`),
  backToHome: 'Terug naar het overzicht',
} as const;

/** The location form (create and edit) with its room editor. */
export const locationForm = {
  details: 'Naam en adres',
  postcodeHint: 'Bijvoorbeeld 3511 ED.',
  accessibility: 'Toegankelijkheid',
  stepFreeHint: 'De ingang en de lokalen zijn zonder drempels of traptreden te bereiken.',
  liftHint: 'Er is een lift naar de lokalen op andere verdiepingen.',
  accessibilityTextHint: 'Bijvoorbeeld: invalidenparkeerplaats, invalidentoilet, ringleiding. Schrijf hier niets over personen.',
  directionsHint: 'Kandidaten zien dit bij hun planning: openbaar vervoer, parkeren, waar de ingang is.',
  internalTitle: 'Alleen voor de staf',
  internalNotesHint: 'Bijvoorbeeld: wie de sleutel heeft, afspraken met de beheerder van het gebouw.',
  roomsTitle: 'Lokalen',
  roomsIntro: 'Geef elk lokaal een eigen naam en het aantal personen dat er past (1 tot en met 500). Lege regels worden overgeslagen.',
  roomNumber: (n: number) => `Lokaal ${n}`,
  roomName: (n: number) => `Naam van lokaal ${n}`,
  roomCapacity: (n: number) => `Capaciteit van lokaal ${n} (personen)`,
  roomRemove: (n: number) => `Lokaal ${n} verwijderen`,
  colName: 'Naam',
  colCapacity: 'Capaciteit (personen)',
  colRemove: 'Verwijderen',
  removeHint: 'Aangevinkte lokalen worden bij het opslaan verwijderd.',
  moreRooms: 'Meer lokaalregels',
  moreRoomsHint: 'Voegt lege regels toe zonder op te slaan; wat je al typte blijft staan.',
  optional: '(niet verplicht)',
  errorSummary: 'Controleer het formulier. Er is iets niet goed ingevuld:',
} as const;

/** /cp/locations/create. */
export const locationCreate = {
  title: 'Nieuwe locatie',
  intro: 'Naam en adres zijn verplicht. Lokalen kun je nu of later toevoegen.',
  submit: 'Locatie aanmaken',
  backToList: 'Terug naar locaties',
} as const;

/** /cp/locations/{id}. */
export const locationDetail = {
  title: 'Locatie',
  backToList: 'Terug naar locaties',
  archivedTag: 'Gearchiveerd',
  archivedNotice: (date: string) => `Deze locatie is gearchiveerd op ${date}. Er wordt niet meer op gepland.`,
  created: 'De locatie is aangemaakt.',
  saved: 'De wijzigingen zijn opgeslagen.',
  archivedDone: 'De locatie is gearchiveerd.',
  restoredDone: 'De locatie is teruggezet.',
  editTitle: 'Gegevens en lokalen wijzigen',
  submit: 'Wijzigingen opslaan',
  summary: (rooms: number, seats: number) =>
    `${rooms === 1 ? '1 lokaal' : `${formatNumber(rooms)} lokalen`}, samen ${seats === 1 ? '1 plaats' : `${formatNumber(seats)} plaatsen`}.`,
  actionsTitle: 'Archiveren',
  actionsIntro: 'Een gearchiveerde locatie blijft bewaard met haar lokalen, maar wordt niet meer aangeboden bij het plannen. Je kunt haar weer terugzetten.',
  archive: 'Archiveren',
  archiveQuestion: (name: string) => `Weet je zeker dat je ‘${name}’ wilt archiveren? Er kan dan niet meer op gepland worden.`,
  archiveConfirm: 'Ja, archiveren',
  restore: 'Terugzetten',
  restoreQuestion: (name: string) => `Wil je ‘${name}’ terugzetten? Er kan dan weer op gepland worden.`,
  restoreConfirm: 'Ja, terugzetten',
  cancel: 'Annuleren',
} as const;

/** The link on the staff's home (/cp/admin). */
export const locationHome = {
  link: 'Locaties',
  hint: 'Adressen en lokalen voor PAT-dagen en lessen',
} as const;
