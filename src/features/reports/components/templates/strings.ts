/**
 * Dutch texts of the staff's report template screens (/cp/rapportage-sjablonen and /cp/rapportage-sjablonen/{id};
 * docs/api.md "Report templates") and of their link on the staff's home (/cp/admin). The block names are the
 * contract's REPORT_BLOCK_LABELS, so the template screens and the report editor use the same words.
 */
import { formatNumber } from '#src/lib/i18n/format';

const count = (n: number, one: string, more: string) => (n === 1 ? `1 ${one}` : `${formatNumber(n)} ${more}`);

/** /cp/rapportage-sjablonen: the list. */
export const templateList = {
  title: 'Rapportagesjablonen',
  intro:
    'Een sjabloon bepaalt welke onderdelen een rapport over een PAT heeft en in welke volgorde: tekst die de docent schrijft en gegevens die het platform invult. Docenten kiezen een sjabloon als ze een rapport maken.',
  create: 'Nieuw sjabloon',
  views: 'Welke sjablonen',
  current: 'In gebruik',
  all: 'Ook gearchiveerde',
  allIntro: 'Gearchiveerde sjablonen staan onderaan. Docenten kunnen ze niet meer kiezen voor een nieuw rapport; rapporten die ermee gemaakt zijn blijven zoals ze zijn.',
  name: 'Naam',
  sections: 'Onderdelen',
  reports: 'Rapporten gemaakt',
  updated: 'Laatst gewijzigd',
  archivedTag: 'Gearchiveerd',
  open: (name: string) => `${name} openen en wijzigen`,
  empty: 'Er zijn nog geen sjablonen. Maak het eerste aan met ‘Nieuw sjabloon’.',
  total: (n: number) => count(n, 'sjabloon', 'sjablonen'),
  backToHome: 'Terug naar het overzicht',
} as const;

/** The template form (new and existing) with its section list. */
export const templateForm = {
  details: 'Naam en omschrijving',
  name: 'Naam',
  nameHint: 'Docenten zien de naam als ze een sjabloon kiezen. Twee sjablonen in gebruik hebben nooit dezelfde naam.',
  description: 'Omschrijving (niet verplicht)',
  descriptionHint: 'Waarvoor is dit sjabloon bedoeld? Docenten zien dit bij het kiezen.',
  sectionsTitle: 'Onderdelen',
  sectionsIntro:
    'Het rapport toont de onderdelen in deze volgorde. Een tekstonderdeel schrijft de docent zelf; een gegevensblok vult het platform in met de gegevens van de PAT. Minstens één onderdeel is tekst.',
  noSections: 'Dit sjabloon heeft nog geen onderdelen. Voeg er hieronder een toe.',
  kindText: 'Tekst',
  kindBlock: 'Gegevensblok',
  untitled: 'Nieuw onderdeel',
  legend: (n: number, title: string, kind: string) => `${n}. ${title} (${kind})`,
  sectionTitle: 'Titel',
  sectionTitleHint: 'Staat als kopje in het rapport.',
  hint: 'Aanwijzing voor de docent (niet verplicht)',
  hintHint: 'Zegt de docent wat in dit onderdeel hoort. Komt niet in het rapport. Gewone tekst, zonder opmaak.',
  block: 'Welke gegevens',
  blockHint: 'Het platform vult dit onderdeel in; de docent schrijft hier niets.',
  up: 'Omhoog',
  down: 'Omlaag',
  remove: 'Verwijderen',
  buttonLabel: (button: string, place: string) => `${place}: ${button.toLowerCase()}`,
  addTitle: 'Onderdeel toevoegen',
  addText: 'Tekstonderdeel toevoegen',
  addBlock: 'Gegevensblok toevoegen',
  newBlock: 'Gegevensblok',
  addHint: 'Toevoegen, verplaatsen en verwijderen bewaar je met ‘Opslaan’.',
  full: (max: number) => `Een sjabloon heeft hoogstens ${max} onderdelen. Verwijder er eerst een om een nieuw toe te voegen.`,
  added: 'Onderdeel toegevoegd. Vul de titel in en druk op ‘Opslaan’ als je klaar bent.',
  moved: (place: string) => `${place} is verplaatst. Nog niet opgeslagen.`,
  removed: (title: string) => `Onderdeel ‘${title}’ is verwijderd. Nog niet opgeslagen.`,
  removedUntitled: 'Het onderdeel is verwijderd. Nog niet opgeslagen.',
  errorSummary: 'Controleer het formulier. Er is iets niet goed ingevuld:',
  save: 'Opslaan',
} as const;

/** /cp/rapportage-sjablonen/{id} ('nieuw' for a new template). */
export const templateDetail = {
  newTitle: 'Nieuw sjabloon',
  newIntro: 'Geef het sjabloon een naam en kies de onderdelen. Je kunt het later nog wijzigen.',
  create: 'Sjabloon aanmaken',
  title: 'Sjabloon',
  backToList: 'Terug naar de sjablonen',
  archivedTag: 'Gearchiveerd',
  archivedNotice: (date: string) =>
    `Dit sjabloon is gearchiveerd op ${date}. Docenten kunnen het niet meer kiezen voor een nieuw rapport. Je kunt het nog wel wijzigen en terugzetten.`,
  usage: (reports: number) =>
    reports === 0
      ? 'Er is nog geen rapport met dit sjabloon gemaakt.'
      : `${count(reports, 'rapport is', 'rapporten zijn')} met dit sjabloon gemaakt. Die houden hun eigen onderdelen: wat je hier wijzigt, geldt alleen voor nieuwe rapporten.`,
  created: 'Het sjabloon is aangemaakt.',
  saved: 'De wijzigingen zijn opgeslagen.',
  archivedDone: 'Het sjabloon is gearchiveerd.',
  restoredDone: 'Het sjabloon is teruggezet.',
  formTitle: 'Naam en onderdelen',
  editTitle: 'Sjabloon wijzigen',
  submit: 'Wijzigingen opslaan',
  actionsTitle: 'Archiveren',
  actionsIntro:
    'Een gearchiveerd sjabloon blijft bewaard, maar docenten kunnen het niet meer kiezen voor een nieuw rapport. Rapporten die ermee gemaakt zijn veranderen niet. Je kunt het weer terugzetten.',
  archive: 'Archiveren',
  archiveQuestion: (name: string) => `Weet je zeker dat je ‘${name}’ wilt archiveren? Docenten kunnen het dan niet meer kiezen voor een nieuw rapport.`,
  archiveConfirm: 'Ja, archiveren',
  restore: 'Terugzetten',
  restoreQuestion: (name: string) => `Wil je ‘${name}’ terugzetten? Docenten kunnen het dan weer kiezen voor een nieuw rapport.`,
  restoreConfirm: 'Ja, terugzetten',
  cancel: 'Annuleren',
} as const;

/** The link on the staff's home (/cp/admin), in the PAT section. */
export const templateHome = {
  link: 'Rapportagesjablonen',
  hint: 'welke onderdelen een rapport over een PAT heeft',
} as const;
