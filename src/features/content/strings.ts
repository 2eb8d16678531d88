/**
 * Dutch texts of the module screens rendered on the server: the list /cp/modules with the module import, and a
 * module as a teacher reads it (spec §2, Teacher: /docent/module/{moduleId}, and the part on
 * /docent/module/part/{id}). The editors' texts are beside their islands (islands/module-editor/strings.ts,
 * islands/template-editor/strings.ts).
 */

export const modules = {
  // List (/cp/modules)
  listTitle: 'Modules',
  listIntro: 'Alle modules met hun huidige versie. Zoek op titel of filter op beroep, taal en gebruik.',
  filters: 'Zoeken en filteren',
  search: 'Zoeken',
  searchHint: 'Een deel van de titel.',
  profession: 'Beroep',
  anyProfession: 'Alle beroepen',
  language: 'Taal compleet',
  anyLanguage: 'Alle talen',
  inUse: 'In gebruik',
  inUseAny: 'Alle modules',
  inUseYes: 'Ja, in een test',
  inUseNo: 'Nee, in geen test',
  sort: 'Sortering',
  sortTitle: 'Op titel',
  sortUpdated: 'Laatst gewijzigd eerst',
  apply: 'Toepassen',
  reset: 'Filters wissen',
  empty: 'Geen modules gevonden.',
  total: (n: number) => (n === 1 ? '1 module' : `${n} modules`),
  caption: 'Modules',
  colTitle: 'Titel',
  colProfession: 'Beroep',
  colVersion: 'Versie',
  colLanguages: 'Talen (compleet)',
  colQuestions: 'Vragen',
  colInUse: 'In gebruik',
  noProfession: 'Geen beroep',
  yes: 'ja',
  no: 'nee',
  // Reading (/docent/module/{moduleId})
  readTitle: 'Module lezen',
  languages: 'Taal van de module',
  version: (n: number) => `Versie ${n}`,
  image: 'Afbeelding',
  question: (n: number) => `Vraag ${n}`,
  points: (n: number) => (n === 1 ? '1 punt' : `${n} punten`),
  kinds: {
    single: 'Eén antwoord is goed',
    multiple: 'Meer antwoorden kunnen goed zijn',
    truefalse: 'Waar of niet waar',
    open: 'Open vraag',
  },
  trueFalseOptions: ['Waar', 'Niet waar'],
  practical: 'Praktijkopdracht',
  importTitle: 'Module importeren',
  importIntro:
    'Een modulebestand (.json) dat met ‘Exporteren’ op de pagina van een module is gemaakt, met sjabloon en afbeeldingen. De module wordt als nieuwe module toegevoegd.',
  importFile: 'Modulebestand',
  importSubmit: 'Importeren',
  importMissing: 'Kies een modulebestand (.json) om te importeren.',
  importTooLarge: 'Dit bestand is groter dan 40 MB en kan niet worden geïmporteerd.',
  importNotJson: 'Dit bestand is geen module-export: het is geen geldig JSON-bestand.',
} as const;
