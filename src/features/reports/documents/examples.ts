/**
 * An example report for tests, previews and the benchmark (scripts/bench-report-pdf.ts): the report of a candidate
 * on a warehouse worker's PAT (PAT Magazijnmedewerker) with three practical modules, each assessed by two teachers
 * with an agreed score, the candidate's reflection and the results, in the order of a typical template. Every text
 * is written as the platform fills it in (contract.ts `FilledBlock`: preformatted Dutch).
 */
import type { ReportPart } from '#src/features/reports/contract';
import type { ReportPdfInput } from './pdf.server';

const ASSESSORS = ['1e beoordelaar (Sanne de Vries)', '2e beoordelaar (Peter Jansen)'];
const MODULE_COLUMNS = ['Criterium', ...ASSESSORS, 'Afgesproken'];

const S = { 1: '1 · onvoldoende', 2: '2 · matig', 3: '3 · voldoende', 4: '4 · goed' } as const;

/** The three practical modules with their criteria (first the knock-out one) and the scores of both assessors and the agreement. */
const MODULES = [
  {
    title: 'Orderpicken met handscanner',
    rows: [
      { criterion: 'Veilig werken', knockOut: true, scores: [S[3], S[3], S[3]] },
      { criterion: 'Juiste artikelen en aantallen', knockOut: false, scores: [S[4], S[3], S[4]] },
      { criterion: 'Omgaan met de handscanner', knockOut: false, scores: [S[4], S[4], S[4]] },
      { criterion: 'Werktempo', knockOut: false, scores: [S[2], S[3], S[3]] },
    ],
    remarks: [
      { who: 'Sanne de Vries', text: 'Scant netjes en let goed op het verkeer in de gangpaden. Controleert aan het eind zelf de order.' },
      { who: 'Peter Jansen', text: 'Begint rustig, wordt na de eerste orders sneller. Vraagt hulp als een locatie leeg is.' },
    ],
  },
  {
    title: 'Pallet verplaatsen met pallettruck',
    rows: [
      { criterion: 'Veilig werken', knockOut: true, scores: [S[3], S[2], S[3]] },
      { criterion: 'Lading controleren en zekeren', knockOut: false, scores: [S[3], S[3], S[3]] },
      { criterion: 'Manoeuvreren in smalle gangen', knockOut: false, scores: [S[3], S[4], S[3]] },
    ],
    remarks: [
      { who: 'Sanne de Vries', text: 'Eén keer te snel de hoek om bij de expeditie; daarna steeds gestopt en gekeken.' },
      { who: 'Peter Jansen', text: 'Zet de pallet recht en op de juiste plek neer. Let op het afremmen met volle lading.' },
    ],
  },
  {
    title: 'Levering controleren met pakbon',
    rows: [
      { criterion: 'Zorgvuldig werken', knockOut: true, scores: [S[4], S[4], S[4]] },
      { criterion: 'Afwijkingen melden', knockOut: false, scores: [S[3], S[4], S[4]] },
      { criterion: 'Administratie invullen', knockOut: false, scores: [S[3], S[3], S[3]] },
    ],
    remarks: [{ who: 'Sanne de Vries', text: 'Vond beide afwijkingen (een beschadigde doos en een ontbrekende colli) en meldde ze correct.' }],
  },
];

const INTRODUCTION = `Dit rapport beschrijft hoe **Samira Bakkali** de praktijkassessmentdag (PAT) *Magazijnmedewerker* heeft
afgelegd. Op de PAT voert de kandidaat drie praktijkopdrachten uit in het praktijkmagazijn; twee beoordelaars
beoordelen elke opdracht los van elkaar en spreken daarna samen een score af.

### Opbouw van dit rapport

1. Gegevens van de kandidaat en de PAT
2. De beoordelingen per module, met de opmerkingen van de beoordelaars
3. De reflectie van de kandidaat en de resultaten
4. Conclusie en advies`;

const CONCLUSION = `### Conclusie

Samira heeft de PAT **gehaald**. Ze werkt veilig en zorgvuldig, en ze vraagt hulp op de goede momenten.

#### Sterke punten

- Nauwkeurig: geen fouten in artikelen of aantallen
- Meldt afwijkingen direct en volledig
  - ook als dat tijd kost
  - en met de juiste formulieren

#### Aandachtspunten

- Werktempo bij het orderpicken
- Afremmen met een volle pallettruck

### Advies

Wij adviseren een plaatsing als *magazijnmedewerker* met in de eerste weken begeleiding bij het rijden met de
elektrische pallettruck. Meer informatie over het vervolgtraject staat op
[de website van de gemeente](https://www.voorbeeldstad.example/werk).`;

/** Observations of a day at the PAT, used to make the example longer: each is one paragraph. */
const OBSERVATIONS = [
  'Bij de start van de opdracht las Samira de werkinstructie twee keer door en stelde ze één vraag over de volgorde van de orders. Daarna werkte ze zelfstandig.',
  'Tijdens het orderpicken hield ze de handscanner steeds in dezelfde hand en scande ze elk artikel voordat ze het in de bak legde. Twee keer controleerde ze het aantal opnieuw.',
  'In de gangpaden keek ze bij elke kruising links en rechts. Toen een collega met een heftruck achteruit reed, wachtte ze tot die stil stond.',
  'Bij het verplaatsen van de pallet controleerde ze eerst of de lading stabiel stond en of de folie heel was. Ze reed in een rustig tempo naar de expeditie.',
  'Bij het controleren van de levering legde ze de pakbon naast de dozen en streepte ze elke regel af. De beschadigde doos zette ze apart en ze maakte er een foto van.',
  'In het nagesprek kon Samira goed uitleggen waarom ze bepaalde keuzes maakte. Ze noemde zelf dat haar tempo in het begin laag lag.',
  'De beoordelaars zagen dat ze na de pauze sneller werkte zonder minder nauwkeurig te worden. Ook hield ze haar werkplek opgeruimd.',
  'Bij het invullen van de administratie gebruikte ze de juiste codes voor de afwijkingen en schreef ze een korte, duidelijke toelichting.',
];

/** Extra paragraphs that make about one more printed page. */
const PARAGRAPHS_PER_PAGE = 17;

function observations(count: number): string {
  return Array.from({ length: count }, (_, i) => `**Waarneming ${i + 1}.** ${OBSERVATIONS[i % OBSERVATIONS.length]!}`).join('\n\n');
}

/**
 * A realistic final report (version 2, changed after a correction) as `renderReportPdf` takes it: three A4 pages.
 * With `pages` above 3, a section of observations is added to make it about that many pages (5 is the benchmark's
 * report). New objects on every call, so a test may change them.
 */
export function exampleReport(pages = 3): ReportPdfInput {
  // structuredClone: the modules' rows and remarks are shared constants, and a test may change what it gets.
  const extra = Math.max(0, Math.round(pages) - 3) * PARAGRAPHS_PER_PAGE;
  const parts: ReportPart[] = [
    { id: 'inleiding', kind: 'text', title: 'Inleiding', hint: 'Waarom dit rapport en hoe het is opgebouwd.', text: INTRODUCTION },
    {
      id: 'kandidaat',
      kind: 'block',
      title: 'Gegevens van de kandidaat',
      block: {
        kind: 'candidate',
        rows: [
          ['Naam', 'Samira Bakkali'],
          ['Geboortedatum', '14 maart 1998'],
          ['Organisatie', 'Gemeente Voorbeeldstad'],
          ['Contactpersoon', 'Ingrid Bos'],
        ],
      },
    },
    {
      id: 'pat',
      kind: 'block',
      title: 'Datums en locatie van de PAT',
      block: {
        kind: 'pat',
        rows: [
          ['PAT', 'PAT Magazijnmedewerker'],
          ['Uitslag bekend', '24 november 2026'],
        ],
        days: [
          { day: 'dinsdag 17 november 2026', time: '09:00–12:30', location: 'Praktijkmagazijn Voorbeeldstad, Havenweg 12' },
          { day: 'donderdag 19 november 2026', time: '09:00–11:00', location: 'Praktijkmagazijn Voorbeeldstad, Havenweg 12' },
        ],
      },
    },
    {
      id: 'beoordelingen',
      kind: 'block',
      title: 'Beoordelingen per module',
      block: { kind: 'modules', modules: MODULES.map((m) => ({ ...m, columns: MODULE_COLUMNS, empty: null })) },
    },
    ...(extra > 0
      ? [{ id: 'verloop', kind: 'text' as const, title: 'Verloop van de PAT', hint: 'Wat de beoordelaars zagen.', text: observations(extra) }]
      : []),
    {
      id: 'reflectie',
      kind: 'block',
      title: 'Reflectie van de kandidaat',
      block: {
        kind: 'reflection',
        modules: [
          {
            title: MODULES[0]!.title,
            rows: MODULES[0]!.rows.map((row, i) => ({ criterion: row.criterion, self: [S[3], S[4], S[4], S[2]][i]!, deciding: row.scores[2]! })),
            remark: 'Ik vond het orderpicken leuk. Ik moet nog sneller worden, maar ik maak weinig fouten.',
            dir: 'ltr',
            empty: null,
          },
          {
            title: MODULES[1]!.title,
            rows: MODULES[1]!.rows.map((row) => ({ criterion: row.criterion, self: S[3], deciding: row.scores[2]! })),
            remark: 'Met de pallettruck was ik in het begin zenuwachtig. Na een paar keer ging het beter.',
            dir: 'ltr',
            empty: null,
          },
          { title: MODULES[2]!.title, rows: [], remark: '', dir: 'ltr', empty: 'De kandidaat heeft voor deze module geen reflectie ingevuld.' },
        ],
      },
    },
    {
      id: 'resultaten',
      kind: 'block',
      title: 'Resultaten',
      block: {
        kind: 'results',
        columns: ['Module', 'Score', 'Uitslag'],
        rows: [
          { module: MODULES[0]!.title, score: '78 %', result: 'voldoende' },
          { module: MODULES[1]!.title, score: '67 %', result: 'voldoende' },
          { module: MODULES[2]!.title, score: '89 %', result: 'voldoende' },
        ],
        summary: 'Samira heeft alle drie de modules voldoende afgesloten en daarmee de PAT gehaald.',
      },
    },
    { id: 'conclusie', kind: 'text', title: 'Conclusie en advies', hint: 'Wat de kandidaat goed doet en wat het advies is.', text: CONCLUSION },
  ];
  return structuredClone({
    platformName: 'Kandidaatplatform',
    organizationName: 'Gemeente Voorbeeldstad',
    title: 'Rapport PAT Magazijnmedewerker – Samira Bakkali',
    candidateName: 'Samira Bakkali',
    patTitle: 'PAT Magazijnmedewerker',
    version: 2,
    finalizedAt: '2026-11-26T10:15:00Z',
    finalizedBy: 'Sanne de Vries',
    reason: 'Score van module 2 gecorrigeerd na het afstemmingsgesprek.',
    parts,
  });
}
