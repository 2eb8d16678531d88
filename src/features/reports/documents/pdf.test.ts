/**
 * The report PDF as a reader and a screen reader get it: PDF.js (as in a browser viewer) finds the candidate, the
 * PAT, the sections, the scores and the page numbers in the text, the header and footer on every page, and a tagged
 * PDF/UA-1 document in Dutch with its title, headings, paragraphs, lists and tables. Whatever a user typed is
 * printed as typed, in any of the platform's languages.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { FilledBlock, ReportPart } from '#src/features/reports/contract';
import { exampleReport } from './examples';
import { renderReportPdf, reportPdfData, type ReportPdfInput } from './pdf.server';

/** Spaces of any kind as one plain space, composed characters (NFC). */
const plain = (s: string) => s.normalize('NFC').replace(/\s+/g, ' ').trim();

/** A piece of text as PDF.js places it: x from the left edge, y from the bottom, in points. */
interface Item {
  str: string;
  x: number;
  y: number;
  width: number;
  dir: string;
}

/** Text, items, size, title, language, tagging and structure roles of a PDF as PDF.js reads them. */
async function read(pdf: Uint8Array) {
  const task = getDocument({ data: new Uint8Array(pdf), verbosity: 0, useSystemFonts: false });
  const doc = await task.promise;
  try {
    const pages: { text: string; items: Item[]; width: number; height: number; links: string[] }[] = [];
    const roles = new Set<string>();
    const walk = (node: unknown) => {
      if (node && typeof node === 'object' && 'role' in node && 'children' in node) {
        roles.add(String(node.role));
        for (const child of node.children as unknown[]) walk(child);
      }
    };
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      const items: Item[] = [];
      for (const item of content.items) {
        if ('str' in item && item.str !== '') {
          items.push({ str: item.str, x: item.transform[4] as number, y: item.transform[5] as number, width: item.width, dir: item.dir });
        }
      }
      const text = content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? ' ' : '') : '')).join('');
      const [, , width, height] = page.view as [number, number, number, number];
      const links = ((await page.getAnnotations()) as { url?: string }[]).flatMap((a) => (a.url ? [a.url] : []));
      pages.push({ text: plain(text), items, width, height, links });
      walk(await page.getStructTree());
    }
    const { info } = (await doc.getMetadata()) as { info: { Title?: string; Language?: string } };
    const markInfo = (await doc.getMarkInfo()) as Map<string, boolean> | null;
    return {
      pages,
      text: pages.map((p) => p.text).join(' '),
      title: info.Title,
      language: info.Language,
      marked: markInfo?.get('Marked') ?? false,
      roles: [...roles],
    };
  } finally {
    await task.destroy();
  }
}

const raw = (pdf: Uint8Array) => Buffer.from(pdf).toString('latin1');

/** The first filled-in block of `kind` in `input` (to change it in a test). */
function blockOf<K extends FilledBlock['kind']>(input: ReportPdfInput, kind: K): Extract<FilledBlock, { kind: K }> {
  const part = input.parts.find((p): p is Extract<ReportPart, { kind: 'block' }> => p.kind === 'block' && p.block.kind === kind);
  if (!part) throw new Error(`geen blok ${kind}`);
  return part.block as Extract<FilledBlock, { kind: K }>;
}

/**
 * The right-to-left words on the line at height `y`, read from right to left as a reader does. PDF.js gives the
 * text in the order it is drawn, and Typst draws every line from left to right (visual order): each Arabic word
 * comes out as one item in its own logical order (PDF.js turns an item it recognises as right-to-left around), but
 * the words of a right-to-left line come from left to right, so their order is reversed. Sorting by position
 * undoes that. (PDF.js turns items around character by character, so a glyph standing for two characters — the
 * ligature لا — would come out as 'ال'; the Arabic texts below are real sentences without that ligature.)
 */
function rightToLeft(items: Item[], y: number): string {
  return plain(
    items
      .filter((item) => Math.abs(item.y - y) < 2 && item.dir === 'rtl')
      .sort((a, b) => b.x - a.x)
      .map((item) => item.str)
      .join(' '),
  );
}

describe('renderReportPdf', () => {
  it('prints the title, candidate, PAT, version, every section with its scores, and page numbers', async () => {
    const input = exampleReport();
    const { text, pages, title } = await read(await renderReportPdf(input));
    expect(pages).toHaveLength(3);
    expect(title).toBe('Rapport PAT Magazijnmedewerker – Samira Bakkali');
    expect(text).toMatch(/^Kandidaatplatform Gemeente Voorbeeldstad Rapport PAT Magazijnmedewerker – Samira Bakkali Kandidaat Samira Bakkali PAT PAT Magazijnmedewerker /);
    expect(text).toContain('Versie 2 · definitief op 26 november 2026 door Sanne de Vries');
    expect(text).toContain('Gewijzigd: Score van module 2 gecorrigeerd na het afstemmingsgesprek.');
    // The sections in the template's order, each followed by its first words.
    const sections = [
      'Inleiding Dit rapport',
      'Gegevens van de kandidaat Naam Samira Bakkali',
      'Datums en locatie van de PAT PAT PAT Magazijnmedewerker',
      'Beoordelingen per module Orderpicken met handscanner',
      'Reflectie van de kandidaat Orderpicken met handscanner Criterium Eigen antwoord',
      'Resultaten Module Score Uitslag',
      'Conclusie en advies Conclusie Samira heeft de PAT gehaald.',
    ];
    let from = 0;
    for (const section of sections) {
      const at = text.indexOf(section, from);
      expect(at, section).toBeGreaterThanOrEqual(from);
      from = at;
    }
    // The teacher's formatted text, as text.
    expect(text).toContain('Dit rapport beschrijft hoe Samira Bakkali de praktijkassessmentdag (PAT) Magazijnmedewerker heeft afgelegd.');
    expect(text).toContain('1. Gegevens van de kandidaat en de PAT 2. De beoordelingen per module');
    expect(text).toContain('• Meldt afwijkingen direct en volledig ‣ ook als dat tijd kost');
    // Blocks: candidate and PAT, a table per module with both assessors and the agreement, knock-out marked, remarks.
    expect(text).toContain('Geboortedatum 14 maart 1998');
    expect(text).toContain('Dag Tijd Locatie dinsdag 17 november 2026 09:00–12:30 Praktijkmagazijn Voorbeeldstad, Havenweg 12');
    for (const module of ['Orderpicken met handscanner', 'Pallet verplaatsen met pallettruck', 'Levering controleren met pakbon']) {
      expect(text).toContain(`${module} Criterium 1e beoordelaar (Sanne de Vries) 2e beoordelaar (Peter Jansen) Afgesproken`);
    }
    expect(text).toContain('Veilig werken (knock-out) 3 · voldoende 2 · matig 3 · voldoende');
    expect(text).toContain('Werktempo 2 · matig 3 · voldoende 3 · voldoende');
    expect(text).toContain('Peter Jansen: Zet de pallet recht en op de juiste plek neer.');
    // Reflection: the candidate's own answer beside the deciding score, the remark, the empty message.
    expect(text).toContain('Criterium Eigen antwoord Beslissende score Veilig werken 3 · voldoende 3 · voldoende');
    expect(text).toContain('Opmerking van de kandidaat: Ik vond het orderpicken leuk.');
    expect(text).toContain('Levering controleren met pakbon De kandidaat heeft voor deze module geen reflectie ingevuld.');
    // Results and summary.
    expect(text).toContain('Module Score Uitslag Orderpicken met handscanner 78 % voldoende');
    expect(text).toContain('Samira heeft alle drie de modules voldoende afgesloten en daarmee de PAT gehaald.');
    // A link in the text is a link.
    expect(pages.flatMap((p) => p.links)).toEqual(['https://www.voorbeeldstad.example/werk']);
    pages.forEach((page, index) => expect(page.text).toMatch(new RegExp(`Rapport PAT Magazijnmedewerker – Samira Bakkali Pagina ${index + 1} van 3$`)));
  });

  it('puts the platform at the top left and the organisation at the top right of every page', async () => {
    const { pages } = await read(await renderReportPdf(exampleReport(4)));
    expect(pages.length).toBeGreaterThan(1);
    for (const page of pages) {
      const top = page.items.filter((item) => item.y > page.height - 60);
      const platform = top.find((item) => item.str === 'Kandidaatplatform');
      const organisation = top.find((item) => item.str === 'Gemeente Voorbeeldstad');
      expect(platform && platform.x).toBeLessThan(page.width / 4);
      expect(organisation && organisation.x + organisation.width).toBeGreaterThan((page.width * 3) / 4);
      const bottom = page.items.filter((item) => item.y < 55).map((item) => item.str);
      expect(plain(bottom.join(' '))).toMatch(/^Rapport PAT Magazijnmedewerker – Samira Bakkali Pagina \d+ van \d+$/);
    }
  });

  it('leaves the top right empty without an organisation, and prints no change reason for a first version', async () => {
    const input = { ...exampleReport(), organizationName: null, version: 1, reason: null };
    const { pages, text } = await read(await renderReportPdf(input));
    expect(pages[0]!.items.filter((item) => item.y > pages[0]!.height - 60).map((item) => item.str)).toEqual(['Kandidaatplatform']);
    expect(text).toContain('Versie 1 · definitief op 26 november 2026 door Sanne de Vries');
    expect(text).not.toContain('Gewijzigd');
  });

  it('is a tagged PDF/UA-1 document in Dutch with headings, paragraphs, lists and tables', async () => {
    const pdf = await renderReportPdf(exampleReport());
    const file = raw(pdf);
    expect(file).toContain('/StructTreeRoot');
    expect(file).toContain('pdfuaid:part');
    const { marked, roles, language, title } = await read(pdf);
    expect(marked).toBe(true);
    expect(language).toMatch(/^nl\b/);
    expect(title).toBe('Rapport PAT Magazijnmedewerker – Samira Bakkali');
    expect(roles).toEqual(expect.arrayContaining(['H1', 'H2', 'H3', 'H4', 'P', 'L', 'LI', 'Link', 'Table', 'TH', 'TD']));
  });

  it('prints Typst and HTML characters in plain fields and texts as typed, without changing the layout', async () => {
    const input = exampleReport();
    const name = '#set page(width: 1cm) Jan';
    const pat = '#import "x": * $x^2$ PAT';
    const remark = '*niet vet* _niet schuin_ <script>alert(1)</script> \\ // geen commentaar @ref <label> #pagebreak()';
    input.candidateName = name;
    input.patTitle = pat;
    blockOf(input, 'reflection').modules[0]!.remark = remark;
    blockOf(input, 'modules').modules[0]!.title = '#set text(size: 40pt) Orderpicken';
    input.parts[0] = { id: 'inleiding', kind: 'text', hint: '', title: '#show: none', text: '#set page(height: 2cm)\n\n`#import "x"` en $x^2$ en \\\\ en // niet weg' };
    const { text, pages } = await read(await renderReportPdf(input));
    expect(text).toContain(`Kandidaat ${name} PAT ${pat}`);
    expect(text).toContain(`Opmerking van de kandidaat: ${remark}`);
    expect(text).toContain('#set text(size: 40pt) Orderpicken Criterium');
    expect(text).toContain('#show: none #set page(height: 2cm) #import "x" en $x^2$ en \\ en // niet weg');
    // Still A4 and the same number of pages as the report with ordinary texts.
    expect(pages).toHaveLength(3);
    for (const page of pages) expect([Math.round(page.width), Math.round(page.height)]).toEqual([595, 842]);
  });

  it('prints names and reflections in Polish, Turkish, Ukrainian and Arabic', async () => {
    const input = exampleReport();
    const reflection = blockOf(input, 'reflection');
    input.candidateName = 'Małgorzata Wąsowska-Łężak';
    blockOf(input, 'candidate').rows[0] = ['Naam', 'Gülşen Çağlayan Işık'];
    reflection.modules[0]!.remark = 'Мені сподобалося працювати на складі, але треба працювати швидше.';
    reflection.modules[1] = { ...reflection.modules[1]!, remark: 'أعمل بدقة وأطلب المساعدة عند الحاجة.', dir: 'rtl' };
    blockOf(input, 'modules').modules[2]!.remarks.push({ who: 'فاطمة الزهراء', text: 'Goed gewerkt.' });
    const { text, pages } = await read(await renderReportPdf(input));
    expect(text).toContain('Kandidaat Małgorzata Wąsowska-Łężak');
    expect(text).toContain('Naam Gülşen Çağlayan Işık');
    expect(text).toContain('Opmerking van de kandidaat: Мені сподобалося працювати на складі, але треба працювати швидше.');

    // The Arabic reflection: a right-to-left paragraph of its own below its label, ending at the right margin.
    const page = pages.find((p) => p.items.some((item) => item.str === 'بدقة'))!;
    const words = page.items.filter((item) => item.dir === 'rtl' && /\p{Script=Arabic}/u.test(item.str));
    const line = words.find((item) => item.str === 'بدقة')!;
    expect(rightToLeft(page.items, line.y)).toBe(plain('أعمل بدقة وأطلب المساعدة عند الحاجة.'));
    const right = Math.max(...words.filter((item) => Math.abs(item.y - line.y) < 2).map((item) => item.x + item.width));
    expect(right).toBeGreaterThan(page.width - 60);
    // An Arabic name inside a Dutch line.
    const who = pages.flatMap((p) => p.items.map((item) => ({ ...item, page: p }))).find((item) => item.str === 'الزهراء')!;
    expect(rightToLeft(who.page.items, who.y)).toBe('فاطمة الزهراء');
    expect(who.page.text).toContain('Goed gewerkt.');
  });

  it('replaces characters the font cannot show instead of failing', async () => {
    const input = exampleReport();
    blockOf(input, 'modules').modules[0]!.remarks[0]!.text = 'Goed gedaan 👍\u0007 (王)';
    const { text } = await read(await renderReportPdf(input));
    expect(text).toContain('Sanne de Vries: Goed gedaan � (�)');
  });

  it('makes a PDF whatever the texts hold (Markdown, control characters, any script, emoji)', async () => {
    const piece = fc.oneof(
      fc.string({ unit: 'grapheme', maxLength: 40 }),
      fc.string({ unit: 'binary', maxLength: 40 }),
      fc.constantFrom('# ', '#### ', '- ', '1. ', '**', '_', '[a](https://a.example)', '\n\n', '> ', '```', '|a|\n|-|', '\\', '$', '#set page(width: 1cm)', '\u0000', '\ufeff', '👍'),
    );
    const text = fc.array(piece, { maxLength: 10 }).map((pieces) => pieces.join(''));
    await fc.assert(
      fc.asyncProperty(text, text, text, async (markdown, field, remark) => {
        const input = exampleReport();
        input.title = field;
        input.candidateName = field;
        input.parts[0] = { id: 'inleiding', kind: 'text', hint: '', title: remark, text: markdown };
        const reflection = blockOf(input, 'reflection').modules[0]!;
        reflection.title = field;
        reflection.remark = remark;
        expect(raw((await renderReportPdf(input)).subarray(0, 5))).toBe('%PDF-');
      }),
      { numRuns: 40 },
    );
  }, 20_000); // 40 PDFs: close to the default 5 s on a busy machine

  it('wraps a 3,000-character word within the page, in a text, a title and a table cell', async () => {
    const word = 'жыв'.repeat(1000); // letters no other text of the example has
    const input = exampleReport();
    input.parts[0] = { id: 'inleiding', kind: 'text', hint: '', title: `Titel${'x'.repeat(200)}`, text: `Voor ${word} na, en [een link](https://example.org/${'p'.repeat(60)}).` };
    blockOf(input, 'modules').modules[0]!.rows[0]!.criterion = word.slice(0, 600);
    const { pages, text } = await read(await renderReportPdf(input));
    const rightMargin = 20 * (72 / 25.4); // 20 mm, the layout's margin
    for (const page of pages) {
      for (const item of page.items) expect(item.x + item.width, `'${item.str.slice(0, 20)}…' on a page of ${page.width} pt`).toBeLessThanOrEqual(page.width - rightMargin + 1);
    }
    // Every character of the word and the criterion (3,600) is printed, over many lines.
    expect(text.match(/[жыв]/g)).toHaveLength(3600);
    const lines = pages.flatMap((page, n) => page.items.filter((item) => /[жыв]/.test(item.str)).map((item) => `${n}:${Math.round(item.y)}`));
    expect(new Set(lines).size).toBeGreaterThan(20);
    expect(text).toContain('Voor жыв');
    // The link keeps its address as it was written.
    expect(pages.flatMap((page) => page.links)).toContain(`https://example.org/${'p'.repeat(60)}`);
  });

  it('prints stored texts with bidi overrides and control characters in logical order', async () => {
    const input = exampleReport();
    input.candidateName = 'Samira \u202EBakkali\u000B';
    input.parts[0] = { id: 'inleiding', kind: 'text', hint: '', title: 'Inleiding', text: 'Dit is \u202Eomgekeerd\u202C en \u2067dit\u2069 ook niet.' };
    const { text } = await read(await renderReportPdf(input));
    expect(text).toContain('Kandidaat Samira Bakkali');
    expect(text).toContain('Dit is omgekeerd en dit ook niet.');
    expect(text).not.toContain('dreerekgmo');
  });

  it('makes a five-page report of the long example', async () => {
    const { pages } = await read(await renderReportPdf(exampleReport(5)));
    expect(pages.length).toBeGreaterThanOrEqual(5);
    expect(pages[4]!.text).toContain(`Pagina 5 van ${pages.length}`);
  });

  it('makes the same bytes for the same input', async () => {
    expect(Buffer.from(await renderReportPdf(exampleReport(5))).equals(Buffer.from(await renderReportPdf(exampleReport(5))))).toBe(true);
  });

  it('refuses a version that does not exist with a Dutch message', async () => {
    await expect(renderReportPdf({ ...exampleReport(), version: 0 })).rejects.toThrow(/versie 0 bestaat niet/);
  });
});

describe('reportPdfData', () => {
  it('writes the version line with the Amsterdam day of finalising', () => {
    const data = reportPdfData({ ...exampleReport(), finalizedAt: new Date('2026-11-26T23:30:00Z'), version: 3 });
    expect(data.version).toBe('Versie 3 · definitief op 27\u00a0november\u00a02026 door Sanne de Vries');
    expect(data.revision).toBe('Gewijzigd: Score van module 2 gecorrigeerd na het afstemmingsgesprek.');
    expect(() => reportPdfData({ ...exampleReport(), finalizedAt: 'gisteren' })).toThrow(/geen geldig moment/);
  });

  it('prints an empty message instead of a table without rows, and every row with one cell per column', () => {
    const input = exampleReport();
    const modules = blockOf(input, 'modules');
    modules.modules[0] = { ...modules.modules[0]!, rows: [], empty: 'Nog geen definitieve beoordeling.' };
    modules.modules[1]!.rows[0]!.scores = ['3 · voldoende'];
    const part = reportPdfData(input).parts.find((p) => p.title === 'Beoordelingen per module')!;
    expect(part.pieces.slice(0, 2)).toEqual([
      { kind: 'heading', text: 'Orderpicken met handscanner' },
      { kind: 'paragraph', label: null, text: 'Nog geen definitieve beoordeling.', dir: 'ltr' },
    ]);
    const table = part.pieces.find((p) => p.kind === 'table')!;
    expect(table).toMatchObject({
      columns: ['Criterium', '1e beoordelaar (Sanne de Vries)', '2e beoordelaar (Peter Jansen)', 'Afgesproken'],
      rows: expect.arrayContaining([['Veilig werken (knock-out)', '3 · voldoende', '—', '—']]),
    });
  });

  it('gives empty titles a name, since a heading may not be empty', () => {
    const input = exampleReport();
    input.title = ' ';
    input.parts[0] = { id: 'inleiding', kind: 'text', hint: '', title: '\u0000', text: '' };
    const data = reportPdfData(input);
    expect(data.title).toBe('Rapport');
    expect(data.documentTitle).toBe('Rapport');
    expect(data.parts[0]!.title).toBe('Onderdeel 1');
  });
});

describe('branding (docs/decisions/059-company-settings.md)', () => {
  /** How many images page 1 paints. */
  async function imagesOnFirstPage(pdf: Uint8Array): Promise<number> {
    const { OPS } = await import('pdfjs-dist/legacy/build/pdf.mjs');
    const task = getDocument({ data: new Uint8Array(pdf), verbosity: 0, useSystemFonts: false });
    try {
      const ops = await (await (await task.promise).getPage(1)).getOperatorList();
      return ops.fnArray.filter((fn) => fn === OPS.paintImageXObject).length;
    } finally {
      await task.destroy();
    }
  }

  it('prints the company logo above the title in the company colour, and neither without them', async () => {
    const sharp = (await import('sharp')).default;
    const logoPng = new Uint8Array(await sharp({ create: { width: 240, height: 60, channels: 3, background: '#8b1f3a' } }).png().toBuffer());
    const branded = { ...exampleReport(), logoPng, colour: '#8b1f3a' };
    const data = reportPdfData(branded);
    expect(data.accent).toBe('#8b1f3a');
    expect(data.logo).toHaveLength(logoPng.byteLength);
    expect(await imagesOnFirstPage(await renderReportPdf(branded))).toBe(1);

    const plain = reportPdfData(exampleReport());
    expect([plain.logo, plain.accent]).toEqual([null, '#1f5f8b']);
    expect(await imagesOnFirstPage(await renderReportPdf(exampleReport()))).toBe(0);
  });
});
