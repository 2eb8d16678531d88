/**
 * Dutch texts of the organisation screens (spec §2: /cp/organizations, /cp/organization/create,
 * /cp/organization/{id}) and the link to them on the staff's home (/cp/admin). Field labels are the contract's
 * ORGANIZATION_LABELS, so the page and the API's messages use the same words.
 */
import { formatNumber } from '#src/lib/i18n/format';

/** /cp/organizations: the list. */
export const organizationList = {
  title: 'Organisaties',
  intro: 'Opdrachtgevers met hun contactpersonen en kandidaten. Kies een naam om de organisatie te openen.',
  archivedTitle: 'Gearchiveerde organisaties',
  archivedIntro: 'Organisaties die niet meer actief zijn. Je kunt ze openen en weer terugzetten.',
  create: 'Nieuwe organisatie',
  views: 'Welke organisaties',
  current: 'Huidige organisaties',
  archived: 'Gearchiveerd',
  search: 'Zoek een organisatie',
  searchHint: 'Zoek op (een deel van) de naam.',
  searchSubmit: 'Zoeken',
  clear: 'Wis zoekopdracht',
  name: 'Naam',
  city: 'Plaats',
  kvkNumber: 'KvK-nummer',
  contactPersons: 'Contactpersonen',
  candidates: 'Kandidaten',
  none: '—',
  empty: 'Er zijn nog geen organisaties. Maak de eerste aan met ‘Nieuwe organisatie’.',
  emptyArchived: 'Er zijn geen gearchiveerde organisaties.',
  noneFound: (q: string) => `Geen organisaties gevonden voor ‘${q}’.`,
  total: (n: number) => (n === 1 ? '1 organisatie' : `${formatNumber(n)} organisaties`),
  deleted: 'De organisatie is verwijderd.',
  backToHome: 'Terug naar het overzicht',
} as const;

/** The organisation form (create and edit). */
export const organizationForm = {
  details: 'Gegevens',
  kvkHint: '8 cijfers, bijvoorbeeld 12345678. Zonder KvK-nummer en btw-id kunnen facturen niet via Peppol.',
  vatHint: 'Nederlands btw-id, bijvoorbeeld NL123456789B01.',
  visitAddress: 'Bezoekadres',
  invoiceAddress: 'Factuuradres',
  addressHint: 'Vul straat en huisnummer, postcode en plaats alle drie in, of laat ze alle drie leeg.',
  postcodeHint: 'Bijvoorbeeld 1234 AB.',
  invoiceEmailHint:
    'Het adres van de crediteurenadministratie, bijvoorbeeld facturen@bedrijf.nl. Facturen, creditnota’s en betalingsherinneringen gaan per e-mail naar dit adres, met de PDF en de e-factuur, en het staat op de e-factuur. Zonder dit adres mailen we ze naar de actieve contactpersonen van de organisatie.',
  optional: '(niet verplicht)',
  errorSummary: 'Controleer het formulier. Er is iets niet goed ingevuld:',
} as const;

/** /cp/organization/create. */
export const organizationCreate = {
  title: 'Nieuwe organisatie',
  intro: 'Alleen de naam is verplicht. De rest kun je later aanvullen.',
  submit: 'Organisatie aanmaken',
  backToList: 'Terug naar organisaties',
} as const;

/** /cp/organization/{id}. */
export const organizationDetail = {
  title: 'Organisatie',
  backToList: 'Terug naar organisaties',
  archivedTag: 'Gearchiveerd',
  archivedNotice: (date: string) => `Deze organisatie is gearchiveerd op ${date}. Ze staat niet meer in de keuzelijsten.`,
  created: 'De organisatie is aangemaakt.',
  saved: 'De wijzigingen zijn opgeslagen.',
  archivedDone: 'De organisatie is gearchiveerd.',
  restoredDone: 'De organisatie is teruggezet.',
  editTitle: 'Gegevens wijzigen',
  submit: 'Wijzigingen opslaan',
  peopleTitle: 'Mensen',
  contactPersons: 'Contactpersonen',
  candidates: 'Kandidaten',
  noContactPersons: 'Deze organisatie heeft nog geen contactpersonen.',
  noCandidates: 'Deze organisatie heeft nog geen kandidaten.',
  moreThanShown: (shown: number, total: number) => `De eerste ${formatNumber(shown)} van ${formatNumber(total)}, op naam.`,
  allCandidates: 'Zoek in alle kandidaten',
  name: 'Naam',
  email: 'E-mailadres',
  status: 'Status',
  statuses: { invited: 'Uitgenodigd', active: 'Actief', disabled: 'Uitgeschakeld' } as Record<string, string>,
  actionsTitle: 'Archiveren of verwijderen',
  actionsIntro:
    'Een organisatie met contactpersonen of kandidaten kun je niet verwijderen, wel archiveren. Een gearchiveerde organisatie blijft bewaard en kun je weer terugzetten.',
  archive: 'Archiveren',
  archiveQuestion: (name: string) => `Weet je zeker dat je ‘${name}’ wilt archiveren? De organisatie verdwijnt dan uit de keuzelijsten.`,
  archiveConfirm: 'Ja, archiveren',
  restore: 'Terugzetten',
  restoreQuestion: (name: string) => `Wil je ‘${name}’ terugzetten? De organisatie staat dan weer in de keuzelijsten.`,
  restoreConfirm: 'Ja, terugzetten',
  delete: 'Verwijderen',
  deleteQuestion: (name: string) => `Weet je zeker dat je ‘${name}’ wilt verwijderen? Dit kun je niet ongedaan maken.`,
  deleteConfirm: 'Ja, verwijderen',
  deleteBlocked:
    'Deze organisatie heeft nog contactpersonen of kandidaten en kan daarom niet worden verwijderd. Archiveer de organisatie in plaats daarvan.',
  cancel: 'Annuleren',
} as const;

/** The link on the staff's home (/cp/admin). */
export const organizationHome = {
  /** The heading of the block with the links to the organisations and the locations. */
  section: 'Organisaties en locaties',
  link: 'Organisaties',
  hint: 'Opdrachtgevers, hun contactpersonen en kandidaten',
} as const;
