/**
 * Dutch texts of the licence screens (spec §2: /cp/license, /cp/license/create, /cp/license/{id},
 * /contactperson/licences; the licences on /cp/organization/{id}). Field labels are the contract's LICENCE_LABELS
 * and the product, state and VAT names its PRODUCT_LABELS, STATE_LABELS and VAT_LABELS, so the page and the API's
 * messages use the same words. Plain, short sentences: many users read Dutch as a second language.
 */
import { formatNumber } from '#src/lib/i18n/format';
import { countNl } from '#src/lib/i18n/dutch-count';

/** Shared by several licence screens. */
export const licenceCommon = {
  seatUse: (used: number, seats: number) => `${formatNumber(used)} van ${countNl(seats, 'plaats', 'plaatsen')} gebruikt`,
  period: (from: string, until: string) => `${from} t/m ${until}`,
  code: 'Licentiecode',
  copy: 'Kopieer code',
  copied: 'De code is gekopieerd.',
  copyFailed: 'Kopiëren lukte niet. Selecteer de code en kopieer hem zelf.',
  codeHint: 'Selecteer de code om hem te kopiëren.',
  /** Why a code of a revoked or expired licence is not offered for copying. */
  codeDead: {
    revoked: 'Deze code werkt niet meer: de licentie is ingetrokken. Kandidaten kunnen er geen account of plaats mee krijgen.',
    expired: 'Deze code werkt niet meer: de licentie is verlopen. Kandidaten kunnen er geen account of plaats mee krijgen.',
  },
  none: '—',
} as const;

/** /cp/license: the list. */
export const licenceList = {
  title: 'Licenties',
  intro: 'Alle licenties, de nieuwste eerst. Kies een licentie om de plaatsen en facturen te zien.',
  create: 'Nieuwe licentie',
  backToHome: 'Terug naar het overzicht',
  filtersTitle: 'Licenties zoeken',
  search: 'Zoek een licentie',
  searchHint: 'Zoek op organisatie, beroepentest of licentiecode.',
  state: 'Status',
  allStates: 'Alle statussen',
  product: 'Product',
  allProducts: 'Alle producten',
  organization: 'Organisatie',
  allOrganizations: 'Alle organisaties',
  organizationsUnavailable: 'De organisaties konden niet worden geladen. Je kunt niet op organisatie filteren.',
  submit: 'Zoeken',
  clear: 'Wis zoekopdracht en filters',
  period: 'Periode',
  seats: 'Plaatsen',
  total: (n: number) => (n === 1 ? '1 licentie' : `${formatNumber(n)} licenties`),
  empty: 'Er zijn nog geen licenties.',
  emptyAction: 'Maak de eerste licentie aan',
  noneFound: 'Geen licenties gevonden met deze zoekopdracht of filters.',
} as const;

/** The licence form of /cp/license/create. */
export const licenceCreate = {
  title: 'Nieuwe licentie',
  intro: 'Een licentie geeft een organisatie een aantal plaatsen voor één product in een periode. Met een prijs maken we meteen de factuur.',
  backToList: 'Terug naar licenties',
  submit: 'Licentie aanmaken',
  chooseOrganization: 'Kies een organisatie',
  organizationHint:
    'De factuur gaat naar het factuuradres van de organisatie. Zonder KvK-nummer en btw-id kan ze niet via Peppol: vul die eerst aan bij de organisatie als de klant e-facturen via Peppol ontvangt.',
  organizationsUnavailable: 'De organisaties konden niet worden geladen. Probeer het later opnieuw.',
  productLegend: 'Product',
  testHint: 'Alleen nodig bij een beroepentest.',
  chooseTest: 'Kies een beroepentest',
  testsUnavailable: 'De beroepentesten konden niet worden geladen. Een licentie voor een beroepentest kan nu niet.',
  seatsHint: 'Hoeveel kandidaten de licentie kunnen gebruiken.',
  periodLegend: 'Periode',
  periodHint: 'Beide dagen tellen mee. Standaard één jaar vanaf vandaag.',
  priceHint: 'In euro’s per plaats, zonder btw, bijvoorbeeld 49,50. Vul 0 in voor gratis plaatsen: dan komt er geen factuur.',
  priceTooHigh: (max: string) => `Prijs per plaats: hoogstens ${max}.`,
  vatLegend: 'Btw',
  vatHint:
    'Vrijgesteld geldt alleen voor beroepsonderwijs door een instelling die in het CRKBO-register staat (artikel 11 Wet op de omzetbelasting). De factuur vermeldt dat dan.',
  referenceHint:
    'Het inkoopordernummer of kenmerk dat de opdrachtgever op de factuur wil zien; veel gemeenten en grote bedrijven betalen alleen met hun inkoopordernummer. Leeg gelaten, dan noemt de e-factuur het factuurnummer als referentie.',
  optional: '(niet verplicht)',
  errorSummary: 'Controleer het formulier. Er is iets niet goed ingevuld:',
} as const;

/** /cp/license/{id}. */
export const licenceDetail = {
  title: 'Licentie',
  backToList: 'Terug naar licenties',
  created: 'De licentie is aangemaakt. Geef de code aan de contactpersoon van de organisatie.',
  createdWithInvoice: 'De licentie en de factuur zijn aangemaakt. Geef de code aan de contactpersoon van de organisatie.',
  glanceTitle: 'In het kort',
  organization: 'Organisatie',
  product: 'Product',
  period: 'Periode',
  state: 'Status',
  price: 'Prijs per plaats',
  priceFree: 'Gratis',
  vat: 'Btw',
  reference: 'Referentie van de opdrachtgever',
  seats: 'Plaatsen',
  revokedOn: (date: string) => `Ingetrokken op ${date}. Er kan geen plaats meer worden genomen. Wie een plaats heeft, houdt die.`,
  codeTitle: 'Code voor kandidaten',
  codeIntro: 'Kandidaten maken met deze code zelf een account aan op /account/setup. Ze krijgen dan een plaats.',
  // Seats
  seatsTitle: 'Plaatsen',
  seatsIntro:
    'Wie een plaats heeft of had. Een kandidaat die een plaats teruggeeft of verliest, houdt de resultaten. Wie met de code een account aanvraagt, krijgt een plaats gereserveerd tot het e-mailadres is bevestigd; anders komt de plaats weer vrij.',
  noSeats: 'Er is nog geen plaats gebruikt.',
  holder: 'Kandidaat',
  how: 'Hoe',
  takenAt: 'Sinds',
  closed: 'Gesloten',
  actions: 'Acties',
  withCode: 'met code',
  byStaff: (name: string) => `door ${name}`,
  byUnknown: 'door een medewerker',
  openSeat: 'Heeft een plaats',
  /** An open seat taken with the code whose holder has not confirmed their e-mail address yet. */
  heldSeat: (until: string) => `Gereserveerd tot ${until}: e-mailadres nog niet bevestigd`,
  reasons: {
    'handed-back': 'teruggegeven',
    moved: 'verplaatst',
    erased: 'verwijderd (AVG)',
    unconfirmed: 'vrijgekomen: e-mailadres niet bevestigd',
  } as Record<string, string>,
  closedOn: (date: string, reason: string) => `${date}, ${reason}`,
  handBack: 'Plaats teruggeven',
  handBackQuestion: (name: string) =>
    `Wil je de plaats van ${name} teruggeven? De plaats komt weer vrij. ${name} houdt de resultaten. Een test die nog niet is begonnen, vervalt.`,
  handBackConfirm: 'Ja, plaats teruggeven',
  moveOpen: 'Verplaatsen naar…',
  moveLabel: (name: string) => `Plaats van ${name} verplaatsen naar`,
  moveSubmit: 'Verplaatsen',
  moveIntro: (name: string) => `${name} houdt de resultaten. De andere kandidaat krijgt de plaats en het product.`,
  cancel: 'Annuleren',
  // Giving a seat
  giveTitle: 'Plaats geven aan kandidaat',
  giveIntro: 'Kies een actieve kandidaat van de organisatie die nog geen plaats op deze licentie heeft.',
  giveNotNow: (state: string) => `Er kan nu geen plaats worden gegeven: de licentie is ${state.toLowerCase()}.`,
  candidateSearch: 'Zoek een kandidaat',
  candidateSearchHint: 'Zoek op naam of e-mailadres.',
  candidateSearchSubmit: 'Zoeken',
  candidateSearchClear: 'Wis zoekopdracht',
  candidate: 'Kandidaat',
  chooseCandidate: 'Kies een kandidaat',
  candidateMissing: 'Kandidaat: kies een kandidaat.',
  noCandidates: 'Alle actieve kandidaten van deze organisatie hebben al een plaats, of er zijn geen actieve kandidaten.',
  noCandidatesFound: (q: string) => `Geen kandidaat zonder plaats gevonden voor ‘${q}’.`,
  moreCandidates: 'Niet alle kandidaten staan in de lijst. Zoek op naam om een andere te vinden.',
  candidatesUnavailable: 'De kandidaten konden niet worden geladen.',
  giveSubmit: 'Plaats geven',
  given: 'De kandidaat heeft een plaats gekregen.',
  handedBack: 'De plaats is teruggegeven. De kandidaat houdt de resultaten.',
  moved: 'De plaats is verplaatst.',
  // Change
  changeTitle: 'Licentie wijzigen',
  changeIntro: 'Meer plaatsen maken een factuur voor de extra plaatsen. Minder plaatsen dan er in gebruik zijn kan niet.',
  changeSubmit: 'Wijzigingen opslaan',
  changeErrors: 'Controleer het formulier. Er is iets niet goed ingevuld.',
  unknownAction: 'Deze actie bestaat niet. Laad de pagina opnieuw en probeer het nog eens.',
  changed: 'De wijzigingen zijn opgeslagen.',
  changedWithInvoice: 'De wijzigingen zijn opgeslagen. Er is een factuur gemaakt voor de extra plaatsen.',
  // Revoke
  revokeTitle: 'Licentie intrekken',
  revokeIntro: 'Na intrekken kan niemand meer een plaats nemen, ook niet met de code. Wie een plaats heeft, houdt die. Dit kun je niet ongedaan maken.',
  revoke: 'Licentie intrekken',
  revokeQuestion: (name: string) => `Weet je zeker dat je de licentie ${name} wilt intrekken? Dit kun je niet ongedaan maken.`,
  revokeConfirm: 'Ja, licentie intrekken',
  revoked: 'De licentie is ingetrokken.',
  // Invoices
  invoicesTitle: 'Facturen van deze licentie',
  noInvoices: 'Deze licentie heeft geen facturen: de plaatsen waren gratis.',
} as const;

/** The licences of one organisation on /cp/organization/{id}. */
export const organizationLicences = {
  title: 'Licenties',
  create: 'Nieuwe licentie voor deze organisatie',
  empty: 'Deze organisatie heeft nog geen licenties.',
} as const;

/** /contactperson/licences. */
export const contactLicences = {
  title: 'Licenties',
  intro: 'De licenties van je organisatie. Met de code van een licentie maken kandidaten zelf een account aan.',
  empty: 'Je organisatie heeft nog geen licenties. Neem contact met ons op als je er een wilt.',
  howToUse: 'Kandidaten maken een account aan op',
  howToUseEnd: 'met deze code.',
  holdersTitle: (n: number) => (n === 1 ? 'Wie heeft een plaats (1)' : `Wie heeft een plaats (${formatNumber(n)})`),
  noHolders: 'Nog niemand heeft een plaats.',
  holdersUnavailable: 'Wie een plaats heeft, kon niet worden geladen.',
  since: 'Sinds',
  name: 'Naam',
  /** Beside the name of someone whose seat is held until they confirm their e-mail address. */
  held: 'wacht op bevestiging van het e-mailadres',
  stateLabel: 'Status',
  periodLabel: 'Periode',
  seatsLabel: 'Plaatsen',
} as const;
