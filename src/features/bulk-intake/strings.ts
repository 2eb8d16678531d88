/**
 * Dutch texts of the bulk intake on /cp/users/candidate (components/IntakeSection.astro). The row messages are
 * parse.ts's; the API's titles come from the calls (docs/api.md "Bulk intake").
 */

/** The section 'Kandidaten importeren (CSV)': form, help, preview and result. */
export const intake = {
  title: 'Kandidaten importeren (CSV)',
  intro:
    'Maak veel kandidaten tegelijk aan met een CSV-bestand, bijvoorbeeld uit Excel. Je ziet eerst een controle van elke regel; daarna maak je de goede regels aan. Elke nieuwe kandidaat krijgt een uitnodiging per e-mail.',
  columns:
    "De eerste regel noemt de kolommen: naam en e-mail (verplicht), en organisatie, beroep, telefoon en taal. Organisatie en beroep schrijf je zoals ze op het platform heten. Taal is de taal van de kandidaat: nl, en, pl, tr, uk of ar (leeg is Nederlands); de uitnodiging is in die taal. Velden gescheiden door ; of , — in Excel: ‘Opslaan als’ ‘CSV UTF-8’. Hoogstens 1000 kandidaten per bestand.",
  example: 'Download een voorbeeldbestand (CSV)',
  exampleHref: '/voorbeeld-kandidaten.csv',
  fileLabel: 'CSV-bestand',
  fileHint: 'Een .csv-bestand van hoogstens 1 MB.',
  check: 'Controleren',
  noFile: 'Kies een CSV-bestand.',
  tooLarge: 'Het bestand is groter dan 1 MB. Verdeel de kandidaten over meer bestanden.',
  previewTitle: (fileName: string) => (fileName ? `Controle van ${fileName}` : 'Controle van het bestand'),
  counts: (good: number, bad: number) =>
    `${good} ${good === 1 ? 'regel is' : 'regels zijn'} goed, ${bad} ${bad === 1 ? 'regel heeft' : 'regels hebben'} een fout.`,
  good: 'Goed',
  bad: 'Fout',
  badNote: 'Regels met een fout worden niet geïmporteerd. Verbeter ze in het bestand en importeer ze daarna apart.',
  noneGood: 'Geen enkele regel kan worden geïmporteerd. Verbeter het bestand en controleer het opnieuw.',
  caption: (rows: number) => `Alle ${rows} regels van het bestand, met de problemen per regel`,
  line: 'Regel',
  name: 'Naam',
  email: 'E-mail',
  organization: 'Organisatie',
  profession: 'Beroep',
  language: 'Taal',
  problems: 'Problemen',
  none: '—',
  rowBad: 'Fout:',
  rowGood: 'Geen, wordt geïmporteerd',
  importButton: (good: number) => (good === 1 ? '1 kandidaat importeren' : `${good} kandidaten importeren`),
  importHint: 'De kandidaten worden aangemaakt en krijgen meteen hun uitnodiging.',
  cancel: 'Annuleren',
  created: (n: number) => (n === 1 ? '1 kandidaat aangemaakt en uitgenodigd.' : `${n} kandidaten aangemaakt en uitgenodigd.`),
  skipped: (n: number) => (n === 1 ? '1 regel met een fout is niet geïmporteerd.' : `${n} regels met een fout zijn niet geïmporteerd.`),
  notInvited: (n: number) =>
    n === 1
      ? 'De uitnodiging aan 1 kandidaat kon niet worden verstuurd. Het account staat klaar: open de kandidaat en kies ‘Uitnodiging opnieuw versturen’.'
      : `De uitnodiging aan ${n} kandidaten kon niet worden verstuurd. De accounts staan klaar: open elke kandidaat en kies ‘Uitnodiging opnieuw versturen’.`,
  notInvitedMore: (n: number) => `en ${n} ${n === 1 ? 'andere' : 'anderen'}`,
  unknownPerson: 'Kandidaat (kon niet worden geladen)',
} as const;
