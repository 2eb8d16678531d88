import { describe, expect, it } from 'vitest';
import { escapeHtml, exportIndexHtml, INDEX_ROWS_MAX } from './export-index';
import { exportFilename } from './export';
import { scrubber } from './erase';

describe('exportIndexHtml', () => {
  const at = new Date('2026-03-02T10:00:00Z');

  it('escapes every value, also the person’s name', () => {
    const html = exportIndexHtml('<img src=x onerror=alert(1)>', [
      { name: 'berichten', rows: [{ direction: 'sent', subject: '"><script>alert(1)</script>', body: "it's & more", to: ['A <b>'] }] },
    ], at);
    expect(html).not.toMatch(/<script|<img|<b>/);
    expect(html).toContain('&#60;img src=x onerror=alert(1)&#62;');
    expect(html).toContain('&#34;&#62;&#60;script&#62;alert(1)&#60;/script&#62;');
    expect(html).toContain('it&#39;s &#38; more');
    expect(html).toContain('<td>verstuurd</td>');
  });

  it('shows dates, yes/no and empty values in Dutch', () => {
    const html = exportIndexHtml('Sven', [{ name: 'hulpmiddelen', rows: [{ readAloud: true, preferredLanguage: null, updatedAt: at }] }], at);
    expect(html).toContain('<th scope="col">Voorlezen</th>');
    expect(html).toContain('<td>ja</td>');
    expect(html).toContain('<td>—</td>');
    expect(html).toContain('2 mrt 2026, 11:00');
  });

  it('says when a file is empty, and shows the first rows of a long one', () => {
    const many = Array.from({ length: INDEX_ROWS_MAX + 5 }, (_, i) => ({ route: `/api/x/${i}` }));
    const html = exportIndexHtml('Sven', [{ name: 'docenten', rows: [] }, { name: 'logboek', rows: many }], at);
    expect(html).toContain('Hierover is niets bewaard.');
    expect(html).toContain(`Hieronder staan de eerste ${INDEX_ROWS_MAX} van ${INDEX_ROWS_MAX + 5} regels.`);
    expect(html).toContain(`/api/x/${INDEX_ROWS_MAX - 1}<`);
    expect(html).not.toContain(`/api/x/${INDEX_ROWS_MAX}<`);
  });

  it('escapeHtml leaves ordinary text alone', () => {
    expect(escapeHtml('Ayşe Yılmaz')).toBe('Ayşe Yılmaz');
  });
});

describe('exportFilename', () => {
  const at = new Date('2026-03-01T23:30:00Z'); // 2 March in the Netherlands
  it('is the name in plain ASCII with the Dutch date', () => {
    expect(exportFilename('Ayşe Yılmaz', at)).toBe('gegevens-ayse-yilmaz-2026-03-02.zip');
    expect(exportFilename('Sven "Kuipers"; rm -rf /', at)).toBe('gegevens-sven-kuipers-rm-rf-2026-03-02.zip');
    expect(exportFilename('../../etc/passwd', at)).toBe('gegevens-etc-passwd-2026-03-02.zip');
  });
  it('falls back to the date alone when nothing of the name is left', () => {
    expect(exportFilename('يوسف', at)).toBe('gegevens-2026-03-02.zip');
  });
});

describe('scrubber', () => {
  const scrub = scrubber(['Jan Smit', 'jan.smit@voorbeeld.nl']);
  it('replaces the name and the address as whole words, in any case', () => {
    expect(scrub('Groet, JAN SMIT')).toBe('Groet, Verwijderde gebruiker');
    expect(scrub('Mail jan.smit@voorbeeld.nl of Jan Smit.')).toBe('Mail Verwijderde gebruiker of Verwijderde gebruiker.');
  });
  it('leaves longer words and other names alone', () => {
    expect(scrub('Jan Smits en Jan Smitje')).toBe('Jan Smits en Jan Smitje');
  });
  it('searches for no name shorter than three characters', () => {
    expect(scrubber(['Al'])('Al is er')).toBe('Al is er');
  });
});

describe('exportIndexHtml, readable', () => {
  const at = new Date('2026-03-02T10:00:00Z');
  const evaluation = {
    id: 'e1',
    pat: 'PAT Logistiek',
    moduleId: 'm-1',
    module: 'Orderpicken',
    role: 'second',
    status: 'final',
    criteria: [
      { criterionId: 'c-1', criterion: 'Juiste artikelen', score: 3, remark: 'Eerste regel\nTweede <b>regel</b>' },
      { criterionId: 'c-2', criterion: 'Veilig werken', score: 4, remark: '' },
    ],
    remark: 'Goed\r\ngedaan & netjes',
  };

  it('shows scores per criterion as a table with the criterion’s and the module’s names, in Dutch', () => {
    const html = exportIndexHtml('Sven', [{ name: 'beoordelingen', rows: [evaluation] }], at);
    for (const heading of ['Module', 'Module-id', 'Criterium', 'Criterium-id', 'Score', 'Beoordelaar', 'Per criterium'])
      expect(html).toContain(`<th scope="col">${heading}</th>`);
    expect(html).toContain('<td>Juiste artikelen</td>');
    expect(html).toContain('<td>Orderpicken</td>');
    expect(html).toContain('<td>tweede beoordelaar</td>');
    expect(html).toContain('<td>definitief</td>');
    expect(html).not.toContain('"criterionId"');
  });

  it('writes line breaks as line breaks, never as \\n, and escapes user text inside nested tables', () => {
    const html = exportIndexHtml('Sven', [{ name: 'beoordelingen', rows: [evaluation] }], at);
    expect(html).toContain('Eerste regel<br>Tweede &#60;b&#62;regel&#60;/b&#62;');
    expect(html).toContain('Goed<br>gedaan &#38; netjes');
    expect(html).not.toContain('\\n');
    expect(html).not.toMatch(/<b>/);
  });

  it('shows a nested record as labelled values and names the JSON file’s fields', () => {
    const html = exportIndexHtml('Sven', [{ name: 'antwoorden', rows: [{ question: 'Wat?', answer: 'Dit', value: { kind: 'open', text: 'Dit' } }] }], at);
    expect(html).toContain('<dl><dt>Soort</dt><dd>open vraag</dd><dt>Tekst</dt><dd>Dit</dd></dl>');
    expect(html).toContain('Velden in antwoorden.json: <code>question</code> (Vraag), <code>answer</code> (Antwoord), <code>value</code> (Zoals opgeslagen).');
    expect(html).toContain('<h2>Over de JSON-bestanden</h2>');
  });

  it('has headings and values in Dutch and a print style', () => {
    const html = exportIndexHtml('Sven', [
      { name: 'licenties', rows: [{ product: 'PAT', method: 'code', releasedAt: null, releaseReason: 'moved' }] },
      { name: 'aanwezigheid', rows: [{ education: 'Logistiek', day: '2026-03-02', status: 'absent_excused' }] },
    ], at);
    expect(html).toContain('<th scope="col">Hoe gekregen</th>');
    expect(html).toContain('<th scope="col">Teruggegeven op</th>');
    expect(html).toContain('<td>met de licentiecode</td>');
    expect(html).toContain('<td>aan iemand anders gegeven</td>');
    expect(html).toContain('<td>afwezig met bericht</td>');
    expect(html).toContain('@media print');
    expect(html.match(/<th scope="col">([^<]*)<\/th>/g)!.every((th) => !/[a-z][A-Z]/.test(th))).toBe(true);
  });
});
