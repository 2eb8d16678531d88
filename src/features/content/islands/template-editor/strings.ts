/**
 * Dutch texts of the evaluation-template screens: the editor island, its page
 * /cp/modules/edit/template/{id}, the confirm page /cp/modules/add/template/{id}/{templateId} and the
 * template chooser on the module page (src/features/content/components/TemplateChooser.astro).
 *
 * Kept beside the island, so the island's bundle carries only these (docs/architecture.md budgets); the content
 * feature's other texts are in src/features/content/strings.ts.
 */
import { TEMPLATE_LIMITS as L } from '#src/features/content/template';

const quoted = (name: string) => `‘${name}’`;

export const templateTexts = {
  // ——— Editor page ———
  newTitle: 'Nieuw sjabloon',
  editTitle: 'Sjabloon bewerken',
  intro: 'Met een beoordelingssjabloon beoordeelt de docent de praktijkopdracht van een module: elk criterium krijgt een score op de schaal.',
  backToModules: 'Terug naar de modules',
  backToModule: 'Terug naar de module',
  created: 'Het sjabloon is aangemaakt.',
  forModule: (title: string) => `Na opslaan wordt het sjabloon gekoppeld aan de module ${quoted(title)}.`,
  moduleUnknown: 'De module uit de link bestaat niet. Het sjabloon wordt na opslaan niet aan een module gekoppeld.',
  moduleFailed: (error: string) => `De module kon niet geladen worden: ${error} Het sjabloon wordt na opslaan niet aan een module gekoppeld.`,
  currentVersion: (version: number) => `Huidige versie: ${version}`,
  notSavedYet: 'Nog niet opgeslagen.',

  // ——— Name ———
  name: 'Naam van het sjabloon',
  nameHint: `Bijvoorbeeld ‘Praktijkopdracht kapper’. Hoogstens ${L.nameMax} tekens.`,

  // ——— Criteria ———
  criteria: 'Criteria',
  criteriaIntro:
    'De docent geeft elk criterium een score op de schaal. Het gewicht (1 tot en met 10) bepaalt hoe zwaar een criterium meetelt ten opzichte van de andere.',
  noCriteria: 'Nog geen criteria. Voeg hieronder een criterium toe.',
  criteriaCount: (n: number) => (n === 1 ? '1 criterium' : `${n} criteria`),
  criterionLegend: (n: number) => `Criterium ${n}`,
  criterionName: 'Naam',
  criterionDescription: 'Beschrijving (niet verplicht)',
  criterionDescriptionHint: 'Waar let de docent op? De docent ziet dit bij het beoordelen.',
  selfCheck: 'Zin voor de kandidaat (niet verplicht)',
  selfCheckHint: `Bij de reflectie beoordeelt de kandidaat zichzelf met deze zin. Schrijf een gewone zin met ‘Ik …’, bijvoorbeeld ‘Ik pak de juiste artikelen.’ Zonder zin ziet de kandidaat de naam van het criterium. Hoogstens ${L.selfCheckMax} tekens.`,
  translations: 'Vertalingen voor kandidaten',
  translationsCount: (n: number, total: number) => `${n} van ${total} ingevuld`,
  translationsInvalid: 'niet goed ingevuld',
  translationsHint: 'De kandidaat ziet de zin in de eigen taal. Zonder vertaling ziet de kandidaat de Nederlandse zin.',
  selfCheckLanguage: (language: string) => `Zin voor de kandidaat in het ${language}`,
  weight: 'Gewicht',
  weightHint: `Een heel getal van ${L.weightMin} tot en met ${L.weightMax}.`,
  addCriterion: 'Criterium toevoegen',
  addCriterionHint: 'Een nieuw criterium komt onderaan. Met ‘Omhoog’ en ‘Omlaag’ of door te slepen zet je het op zijn plaats.',
  criteriaMax: `Een sjabloon heeft hoogstens ${L.criteriaMax} criteria.`,
  added: (n: number) => `Criterium ${n} toegevoegd.`,
  moveUp: 'Omhoog',
  moveDown: 'Omlaag',
  moveUpLabel: (n: number) => `Criterium ${n} omhoog`,
  moveDownLabel: (n: number) => `Criterium ${n} omlaag`,
  dragHandle: 'Slepen om de volgorde te veranderen',
  moved: (name: string, to: number, total: number) => `${name} staat nu op plaats ${to} van ${total}.`,
  unnamed: (n: number) => `Criterium ${n} (zonder naam)`,
  remove: 'Verwijderen',
  removeLabel: (n: number) => `Criterium ${n} verwijderen`,
  removeTitle: (n: number) => `Criterium ${n} verwijderen?`,
  removeText: (name: string) =>
    `${name} verdwijnt uit het sjabloon zodra je opslaat. Eerdere versies blijven bewaard; lopende tests en opgeslagen beoordelingen houden hun versie.`,
  removeConfirm: 'Verwijderen',
  removeCancel: 'Annuleren',
  removed: (name: string) => `${name} is verwijderd.`,

  // ——— Scale ———
  scale: 'Schaal',
  scaleIntro: 'De docent kiest per criterium een score van 1 tot en met 4. De labels kun je aanpassen.',
  scaleLabel: (value: number) => `Label bij score ${value}`,
  resetLabels: 'Standaardlabels herstellen',
  labelsReset: 'De standaardlabels staan er weer: onvoldoende, matig, voldoende, goed.',

  // ——— Checks before saving (the backend checks the same) ———
  errorSummary: (n: number) =>
    n === 1 ? 'Er is 1 ding niet goed ingevuld. Verbeter het en sla opnieuw op.' : `Er zijn ${n} dingen niet goed ingevuld. Verbeter ze en sla opnieuw op.`,
  nameMissing: 'Geef het sjabloon een naam.',
  nameTooLong: `De naam mag hoogstens ${L.nameMax} tekens lang zijn.`,
  criteriaMissing: 'Voeg minstens één criterium toe.',
  criterionNameMissing: 'Geef dit criterium een naam.',
  criterionNameTooLong: `De naam van een criterium mag hoogstens ${L.criterionNameMax} tekens lang zijn.`,
  descriptionTooLong: `De beschrijving mag hoogstens ${L.descriptionMax} tekens lang zijn.`,
  weightInvalid: `Het gewicht is een heel getal van ${L.weightMin} tot en met ${L.weightMax}.`,
  labelMissing: 'Geef dit punt van de schaal een label.',
  labelTooLong: `Een label mag hoogstens ${L.labelMax} tekens lang zijn.`,
  noHtml: 'HTML-code of script kan hier niet. Schrijf gewone tekst.',
  inCriterion: (n: number, message: string) => `Criterium ${n}: ${message}`,
  inSelfCheck: (language: string, message: string) => `zin voor de kandidaat (${language}): ${message}`,
  selfCheckTooLong: `Deze zin mag hoogstens ${L.selfCheckMax} tekens lang zijn.`,
  inScale: (value: number, message: string) => `Score ${value}: ${message}`,

  // ——— Saving ———
  save: 'Opslaan',
  saving: 'Bezig met opslaan…',
  saveHint: 'Opslaan maakt een nieuwe versie. Eerdere versies blijven bewaard; lopende tests en opgeslagen beoordelingen houden hun versie.',
  saveHintNew: 'Opslaan maakt versie 1 van het sjabloon.',
  unsaved: 'Er zijn wijzigingen die nog niet zijn opgeslagen.',
  allSaved: 'Alles is opgeslagen.',
  nothingToSave: 'Er zijn geen wijzigingen om op te slaan.',
  saved: (version: number) => `Opgeslagen als versie ${version}.`,
  modulesUpdated: (n: number, version: number) =>
    n === 1 ? `1 module gebruikt nu versie ${version}.` : `${n} modules gebruiken nu versie ${version}.`,
  conflict: 'Iemand anders heeft dit sjabloon intussen opgeslagen. Laad de pagina opnieuw.',
  gone: 'Dit sjabloon bestaat niet meer.',
  attachFailed: (error: string) => `Het sjabloon is opgeslagen als versie 1, maar is niet aan de module gekoppeld. ${error}`,
  moduleGone: 'Deze module bestaat niet meer.',

  // ——— History and use ———
  history: 'Geschiedenis',
  historyCaption: 'Versies van dit sjabloon, nieuwste eerst',
  colVersion: 'Versie',
  colDate: 'Datum',
  colBy: 'Door',
  byUnknown: 'Onbekend',
  noHistory: 'Nog geen versies.',
  usedBy: 'Gebruikt door',
  usedByIntro: 'Modules waarvan de huidige versie met dit sjabloon wordt beoordeeld.',
  usedByNone: 'Nog geen module gebruikt dit sjabloon.',

  // ——— Confirm page /cp/modules/add/template/{id}/{templateId} ———
  attachTitle: 'Sjabloon koppelen',
  attachIntro: 'Controleer het sjabloon en koppel het aan de module.',
  module: 'Module',
  template: 'Sjabloon',
  templateVersion: (version: number) => `versie ${version}`,
  criteriaCaption: 'Criteria van het sjabloon met hun gewicht',
  colCriterion: 'Criterium',
  colDescription: 'Beschrijving',
  colWeight: 'Gewicht',
  noDescription: '—',
  selfCheckShown: (sentence: string) => `Voor de kandidaat: ‘${sentence}’`,
  replaces: (name: string) => `De module gebruikt nu ${quoted(name)}; die wordt vervangen. Lopende tests houden hun versie.`,
  updates: (from: number, to: number) =>
    `De module gebruikt nu versie ${from} van dit sjabloon; na koppelen versie ${to}. Lopende tests houden hun versie.`,
  alreadyAttached: 'De module gebruikt deze versie van dit sjabloon al. Koppelen is niet nodig.',
  attachSubmit: 'Sjabloon koppelen',
  attachHint: 'Koppelen maakt een nieuwe versie van de module.',
  cancel: 'Annuleren',
  editTemplate: 'Sjabloon bewerken',

  // ——— Chooser on the module page ———
  chooser: 'Beoordelingssjabloon',
  chooserIntro: 'Met het sjabloon beoordeelt de docent de praktijkopdracht van deze module.',
  noTemplate: 'Deze module heeft nog geen sjabloon.',
  currentTemplate: 'Huidig sjabloon',
  outdated: 'nieuwere versie beschikbaar',
  update: 'Bijwerken',
  updateLabel: (name: string) => `Sjabloon ${name} bijwerken naar de nieuwste versie`,
  editLabel: (name: string) => `Sjabloon ${name} bewerken`,
  unlink: 'Ontkoppelen',
  unlinkHint: 'Ontkoppelen maakt een nieuwe versie van de module zonder sjabloon. Lopende tests houden hun versie.',
  attached: (name: string, version: number) => `Het sjabloon ${quoted(name)} (versie ${version}) is gekoppeld. Lopende tests houden hun versie.`,
  unlinked: 'Het sjabloon is ontkoppeld. Lopende tests houden hun versie.',
  templates: 'Sjablonen',
  search: 'Zoek een sjabloon',
  searchHint: 'Een deel van de naam.',
  searchSubmit: 'Zoeken',
  searchClear: 'Alles tonen',
  empty: 'Er zijn nog geen sjablonen.',
  noneFound: (q: string) => `Geen sjablonen gevonden met ${quoted(q)}.`,
  total: (n: number) => (n === 1 ? '1 sjabloon' : `${n} sjablonen`),
  listCaption: 'Sjablonen om te koppelen',
  colName: 'Naam',
  colCriteria: 'Criteria',
  colModules: 'Modules',
  colAction: 'Actie',
  attach: 'Koppelen',
  attachLabel: (name: string) => `Sjabloon ${name} koppelen`,
  isAttached: 'Gekoppeld',
  newTemplate: 'Nieuw sjabloon',
  newTemplateHint: 'Het nieuwe sjabloon wordt na opslaan aan deze module gekoppeld.',
} as const;
