/**
 * The filled-in blocks as the server renders them: what a reader (and a screen reader) gets — definition lists for
 * label and value, real tables with captions and header cells, remarks with who wrote them, a right-to-left remark
 * marked as such, and the `empty` text instead of a table.
 */
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { FilledBlock } from '#src/features/reports/contract';
import FilledBlockView from './FilledBlockView';

const render = (block: FilledBlock) => renderToString(<FilledBlockView block={block} />);
const count = (html: string, pattern: RegExp) => (html.match(pattern) ?? []).length;

describe('FilledBlockView', () => {
  it('candidate: a definition list of label and value', () => {
    const html = render({ kind: 'candidate', rows: [['Naam', 'Lotte Visser'], ['Geboortedatum', '3 maart 1990']] });
    expect(html).toContain('<dl class="report-facts"><div><dt>Naam</dt><dd>Lotte Visser</dd></div><div><dt>Geboortedatum</dt><dd>3 maart 1990</dd></div></dl>');
  });

  it('pat: the facts, then the days as a table with a caption and column heads', () => {
    const html = render({
      kind: 'pat',
      rows: [['PAT', 'PAT Magazijn november']],
      days: [
        { day: 'dinsdag 24 november 2026', time: '09:00–12:00', location: 'Logistiek Centrum, Tilburg' },
        { day: 'woensdag 25 november 2026', time: '13:00–16:00', location: 'Logistiek Centrum, Tilburg' },
      ],
    });
    expect(html).toContain('<dt>PAT</dt><dd>PAT Magazijn november</dd>');
    expect(html).toContain('<caption class="is-sr-only">Dagen van de PAT</caption>');
    expect(html).toContain('<th scope="col">Dag</th><th scope="col">Tijd</th><th scope="col">Locatie</th>');
    expect(html).toContain('<th scope="row">dinsdag 24 november 2026</th><td>09:00–12:00</td><td>Logistiek Centrum, Tilburg</td>');
    expect(render({ kind: 'pat', rows: [], days: [] })).toContain('Er zijn geen dagen gepland.');
  });

  it('modules: a table per module with its title as caption, a column per assessor, knock-out in words, and the remarks', () => {
    const html = render({
      kind: 'modules',
      modules: [
        {
          title: 'Orderpicken met handscanner',
          columns: ['Criterium', '1e beoordelaar (Sanne de Vries)', '2e beoordelaar (Ahmed Bakker)', 'Afgesproken'],
          rows: [
            { criterion: 'Veilig werken', knockOut: true, scores: ['3 · voldoende', '4 · goed', '3 · voldoende'] },
            { criterion: 'Nauwkeurigheid', knockOut: false, scores: ['2 · matig', '—', '2 · matig'] },
          ],
          remarks: [{ who: '1e beoordelaar (Sanne de Vries)', text: 'Werkt rustig.\nLet op de scanner.' }],
          empty: null,
        },
        { title: 'Heftruck rijden', columns: ['Criterium'], rows: [], remarks: [], empty: 'Nog geen definitieve beoordeling.' },
      ],
    });
    expect(count(html, /<table/g)).toBe(1);
    expect(html).toContain('<caption class="report-table__caption">Orderpicken met handscanner</caption>');
    expect(count(html, /<th scope="col">/g)).toBe(4);
    expect(html).toContain('<th scope="col">2e beoordelaar (Ahmed Bakker)</th>');
    expect(html).toMatch(/<th scope="row">Veilig werken(<!-- -->)? <span class="[^"]*">knock-out<\/span><\/th><td>3 · voldoende<\/td><td>4 · goed<\/td><td>3 · voldoende<\/td>/);
    expect(html).toContain('<th scope="row">Nauwkeurigheid</th><td>2 · matig</td><td>—</td>');
    expect(html).toContain('<dt>1e beoordelaar (Sanne de Vries)</dt><dd>Werkt rustig.\nLet op de scanner.</dd>');
    expect(html).toMatch(/<strong>Heftruck rijden<\/strong> <span class="[^"]*">Nog geen definitieve beoordeling\.<\/span>/);
  });

  it('reflection: the candidate\'s own score beside the one that counts, and a right-to-left remark marked rtl', () => {
    const html = render({
      kind: 'reflection',
      modules: [
        { title: 'Orderpicken', rows: [{ criterion: 'Ik werk veilig', self: '4 · goed', deciding: '3 · voldoende' }], remark: 'أعمل بعناية', dir: 'rtl', empty: null },
        { title: 'Voorraad tellen', rows: [], remark: '', dir: 'ltr', empty: 'De kandidaat heeft geen reflectie ingevuld.' },
      ],
    });
    expect(html).toContain('<caption class="report-table__caption">Orderpicken</caption>');
    expect(html).toContain('<th scope="col">Criterium</th><th scope="col">Reflectie van de kandidaat</th><th scope="col">Score die telt</th>');
    expect(html).toContain('<th scope="row">Ik werk veilig</th><td>4 · goed</td><td>3 · voldoende</td>');
    expect(html).toContain('<dt>Toelichting van de kandidaat</dt><dd dir="rtl">أعمل بعناية</dd>');
    expect(html).toContain('De kandidaat heeft geen reflectie ingevuld.');
    expect(count(html, /<table/g)).toBe(1);
  });

  it('results: a table of module, score and result, with the summary', () => {
    const html = render({
      kind: 'results',
      columns: ['Module', 'Score', 'Resultaat'],
      rows: [{ module: 'Orderpicken', score: '78 %', result: 'Gehaald' }],
      summary: '1 van de 1 modules gehaald.',
    });
    expect(html).toContain('<caption class="is-sr-only">Resultaten per module</caption>');
    expect(html).toContain('<th scope="col">Module</th><th scope="col">Score</th><th scope="col">Resultaat</th>');
    expect(html).toContain('<th scope="row">Orderpicken</th><td>78 %</td><td>Gehaald</td>');
    expect(html).toContain('<p class="report-summary">1 van de 1 modules gehaald.</p>');
    const none = render({ kind: 'results', columns: ['Module', 'Score', 'Resultaat'], rows: [], summary: 'Nog geen resultaten vrijgegeven.' });
    expect(none).not.toContain('<table');
    expect(none).toContain('Nog geen resultaten vrijgegeven.');
  });

  it('escapes whatever the texts hold', () => {
    const html = render({ kind: 'candidate', rows: [['Naam', '<script>alert(1)</script>']] });
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;');
  });
});
