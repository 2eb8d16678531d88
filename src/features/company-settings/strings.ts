/**
 * Dutch texts of the page /cp/instellingen (docs/decisions/059-company-settings.md). Staff-facing only, so Dutch only.
 */
import { PROFESSION_FIELDS, SETTINGS, type SettingKey } from './contract';

/** The admin's home (/cp/admin): the link to the settings. */
export const settingsHome = {
  section: 'Instellingen',
  link: 'Bedrijfsgegevens, logo en beroepen',
  hint: 'verkoper op facturen, logo en kleur, betalingsherinneringen, beroepen toevoegen',
} as const;

export const settingsPage = {
  title: 'Instellingen',
  intro: 'De gegevens van uw bedrijf op facturen en rapporten, de betalingsherinneringen en de beroepen op het platform.',
  defaultsNote:
    'Laat u een veld leeg, dan geldt de standaardwaarde uit de serverinstellingen (de omgevingsvariabele die bij het veld staat). Een waarde die u hier invult, gaat daarvoor. Maak het veld leeg en sla op om terug te gaan naar de standaardwaarde.',
  pastInvoicesNote: 'Facturen die al gemaakt zijn, houden de gegevens, het logo en de kleur waarmee ze gemaakt zijn. Alleen nieuwe facturen en rapporten krijgen de nieuwe gegevens.',
  sellerHeading: 'Verkoper op facturen',
  brandingHeading: 'Huisstijl',
  remindersHeading: 'Betalingsherinneringen',
  remindersNote: 'De eerste herinnering gaat de dag na de vervaldatum; daarna na het aantal dagen hieronder. 0 herinneringen zet ze uit.',
  defaultHint: (value: string, env: string | null) => (env ? `Standaard: ${value || 'geen'} (${env}).` : `Standaard: ${value || 'geen'}.`),
  colourHint: (value: string) => `Kleur van titels en lijnen op facturen en rapporten, als #rrggbb. Moet goed leesbaar zijn op wit (contrast minstens 4,5:1). Standaard: ${value}.`,
  save: 'Instellingen opslaan',
  saved: 'De instellingen zijn opgeslagen.',
  errorSummary: 'Niet opgeslagen: verbeter de velden hieronder.',
  logoHeading: 'Logo',
  logoNone: 'Er is nog geen logo. Facturen en rapporten hebben dan geen logo.',
  logoCurrent: (width: number, height: number, kb: number) => `Huidig logo: ${width} × ${height} pixels, ${kb} KB.`,
  logoAlt: 'Het huidige logo',
  logoFile: 'Logo-bestand',
  logoHint: 'PNG, JPEG of WebP, hoogstens 512 KB. SVG kan niet. Het platform maakt er een PNG van van hoogstens 800 × 300 pixels.',
  logoUpload: 'Logo uploaden',
  logoMissing: 'Kies eerst een logo-bestand.',
  logoTooLarge: 'Dit bestand is te groot. Een logo mag hoogstens 512 KB zijn.',
  logoUploaded: 'Het logo is geüpload. Nieuwe facturen en rapporten krijgen dit logo.',
  logoRemove: 'Logo verwijderen',
  logoRemoveQuestion: 'Het logo verwijderen? Nieuwe facturen en rapporten krijgen dan geen logo; bestaande houden het hunne.',
  logoRemoveConfirm: 'Ja, logo verwijderen',
  logoRemoved: 'Het logo is verwijderd.',
  cancel: 'Annuleren',
  professionsHeading: 'Beroepen',
  professionsIntro:
    'Beroepen die kandidaten kunnen hebben, waarvoor beroepentests gemaakt worden en die de beroepen-quiz voorstelt (met een Hollandcode). Een nieuw beroep staat meteen in de formulieren, het instroombestand en bij Beroepentest maken.',
  search: 'Zoek een beroep',
  searchButton: 'Zoeken',
  noProfessions: 'Er zijn nog geen beroepen.',
  noMatches: (q: string) => `Geen beroep gevonden met '${q}'.`,
  columns: { name: 'Beroep', code: 'Hollandcode', description: 'Omschrijving', use: 'In gebruik', actions: 'Acties' },
  use: (candidates: number, modules: number) => `${candidates} ${candidates === 1 ? 'account' : 'accounts'}, ${modules} ${modules === 1 ? 'module' : 'modules'}`,
  tests: 'Beroepentests',
  noTests: 'Geen beroepentest',
  makeTest: 'Beroepentest maken',
  edit: (name: string) => `Wijzig ${name}`,
  editLabel: 'Wijzigen',
  remove: 'Verwijderen',
  removeQuestion: (name: string) => `Het beroep '${name}' verwijderen? Dit kan alleen als geen account, module of beroepentest het gebruikt.`,
  removeConfirm: 'Ja, beroep verwijderen',
  removed: 'Het beroep is verwijderd.',
  addHeading: 'Beroep toevoegen',
  editHeading: (name: string) => `Beroep '${name}' wijzigen`,
  professionName: 'Naam van het beroep',
  hollandCode: 'Hollandcode',
  hollandHint: '1 tot 3 verschillende letters uit R, I, A, S, E en C (Realistisch, Intellectueel, Artistiek, Sociaal, Ondernemend, Conventioneel), zoals RC. Leeg: de beroepen-quiz stelt het beroep niet voor.',
  description: 'Omschrijving',
  descriptionHint: 'Eén of twee korte zinnen op taalniveau B1, voor de uitslag van de beroepen-quiz. Een gewijzigde omschrijving vervangt de vertalingen.',
  add: 'Beroep toevoegen',
  added: 'Het beroep is toegevoegd.',
  saveProfession: 'Beroep opslaan',
  professionSaved: 'Het beroep is opgeslagen.',
  stopEditing: 'Stoppen met wijzigen',
  historyHeading: 'Wijzigingen',
  historyIntro: 'Wie wat wanneer heeft gewijzigd. Leeg betekent: de standaardwaarde.',
  noHistory: 'Er is nog niets gewijzigd.',
  historyColumns: { when: 'Wanneer', who: 'Wie', what: 'Wat', from: 'Was', to: 'Wordt' },
  formerUser: 'Een verwijderde gebruiker',
  defaultValue: '(standaard)',
  none: '(geen)',
} as const;

/** The Dutch name of a history line's field, with the profession's name for a profession field. */
export function changeLabel(field: string, subject: string | null): string {
  if (field === 'logo') return 'Logo';
  if (field in SETTINGS) return `${SETTINGS[field as SettingKey].label}${SETTINGS[field as SettingKey].group === 'seller' ? ' (verkoper)' : ''}`;
  const label = PROFESSION_FIELDS[field as keyof typeof PROFESSION_FIELDS] ?? field;
  return subject ? `${label}: ${subject}` : label;
}
