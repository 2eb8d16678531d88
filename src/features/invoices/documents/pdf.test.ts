/**
 * The invoice PDF (decision 028) as a reader and a screen reader get it: PDF.js (as in a browser viewer) finds the
 * numbers, parties, amounts and payment details in the text, and the file is a tagged PDF/UA-1 document in Dutch
 * with its title.
 */
import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { EXAMPLE_CREDIT_NOTE, EXAMPLE_EXEMPT_INVOICE, EXAMPLE_INVOICE, EXAMPLE_MIXED_INVOICE } from './examples';
import { formatDate, invoicePdfData, renderInvoicePdf } from './pdf.server';
import { PEPPOL_BLOCKED_TEXT } from './ubl';
import { formatEuro, invoiceTotals, VAT_EXEMPTION_TEXT } from '../totals';
import type { InvoiceDocument } from './types';
import { LONGEST_UNBROKEN } from '#src/lib/plain-text';

/** Spaces of any kind (the amounts carry no-break spaces) as one plain space. */
const plain = (s: string) => s.replace(/\s+/g, ' ').trim();

/** Text, title and language of a PDF as PDF.js reads them. */
async function read(pdf: Uint8Array) {
  const task = getDocument({ data: new Uint8Array(pdf), verbosity: 0, useSystemFonts: false });
  const doc = await task.promise;
  try {
    const pages: string[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const content = await (await doc.getPage(n)).getTextContent();
      pages.push(content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? ' ' : '') : '')).join(''));
    }
    const { info } = (await doc.getMetadata()) as { info: { Title?: string; Language?: string } };
    const markInfo = (await doc.getMarkInfo()) as Map<string, boolean> | null;
    const roles: string[] = [];
    const walk = (node: unknown) => {
      if (node && typeof node === 'object' && 'role' in node && 'children' in node) {
        roles.push(String(node.role));
        for (const child of node.children as unknown[]) walk(child);
      }
    };
    walk(await (await doc.getPage(1)).getStructTree());
    return { text: plain(pages.join(' ')), pages: doc.numPages, title: info.Title, marked: markInfo?.get('Marked') ?? false, roles };
  } finally {
    await task.destroy();
  }
}

/** The raw file as Latin-1 text, to look for PDF objects by name. */
const raw = (pdf: Uint8Array) => Buffer.from(pdf).toString('latin1');

describe('renderInvoicePdf', () => {
  it('prints an invoice with its number, parties, lines, totals and how to pay', async () => {
    const pdf = await renderInvoicePdf(EXAMPLE_INVOICE);
    expect(raw(pdf.subarray(0, 5))).toBe('%PDF-');
    const { text, pages, title } = await read(pdf);
    expect(pages).toBe(1);
    expect(title).toBe('Factuur 2026-0001');
    expect(text).toContain('Factuur');
    expect(text).toContain('Factuurnummer 2026-0001');
    expect(text).toContain('Factuurdatum 26 november 2026');
    expect(text).toContain('Vervaldatum 10 december 2026');
    expect(text).toContain('Uw referentie LIC-2026-0042');
    // Seller and buyer, with the buyer's name as typed (no markup is interpreted).
    expect(text).toContain('Opleidingen & Toetsing B.V.');
    expect(text).toContain('KvK 12345678');
    expect(text).toContain('Btw-id NL123456789B01');
    expect(text).toContain('Gemeente Voorbeeldstad <Werk & Inkomen>');
    expect(text).toContain('Btw-id NL987654321B02');
    expect(text).toContain('1234 AB Voorbeeldstad');
    // The line and the table's column headers.
    expect(text).toContain('Omschrijving Aantal Prijs per stuk Btw Bedrag');
    expect(text).toContain('Licentie beroepentest (12 maanden) 10 € 49,50 21 % € 495,00');
    // VAT and totals: 10 × € 49,50 = € 495,00; 21 % = € 103,95; € 598,95 to pay.
    expect(text).toContain('Totaal excl. btw € 495,00');
    expect(text).toContain('Btw 21 % over € 495,00 € 103,95');
    // the VAT once: no second 'Btw € 103,95' line under the one rate
    expect(text.split('103,95')).toHaveLength(2);
    expect(text).toContain(`Totaal te betalen ${plain(formatEuro(59895))}`);
    expect(text).not.toContain('Vrijgesteld');
    expect(text).toContain(
      'Graag voor 10 december 2026 overmaken naar NL91 ABNA 0417 1643 00 t.n.v. Opleidingen & Toetsing B.V. onder vermelding van 2026-0001.',
    );
  });

  it('prints a credit note with negative amounts and the invoice it reverses', async () => {
    const pdf = await renderInvoicePdf(EXAMPLE_CREDIT_NOTE);
    const { text, title } = await read(pdf);
    expect(title).toBe('Creditnota 2026-0004');
    expect(text).toContain('Creditnota');
    expect(text).toContain('Creditnotanummer 2026-0004');
    expect(text).toContain('Crediteert factuur 2026-0001 van 26 november 2026');
    expect(text).toContain('Btw-id NL987654321B02');
    expect(text).toContain('€ -49,50 21 % € -495,00');
    expect(text).toContain('Btw 21 % over € -495,00 € -103,95');
    expect(text).toContain(`Totaal te crediteren ${plain(formatEuro(-59895))}`);
    expect(text).toContain('NL91 ABNA 0417 1643 00');
    expect(text).toContain('Het bedrag wordt verrekend of uiterlijk 15 december 2026 aan u terugbetaald.');
    expect(text).not.toContain('Graag voor');
  });

  it('says plainly when the invoice cannot go through Peppol, and only then', async () => {
    const none = { ...EXAMPLE_INVOICE, buyer: { ...EXAMPLE_INVOICE.buyer, kvkNumber: null, vatNumber: null } };
    const { text } = await read(await renderInvoicePdf(none));
    expect(text).toContain(plain(PEPPOL_BLOCKED_TEXT));
    expect(text).toContain('Deze factuur kan niet via Peppol worden verstuurd');
    expect(invoicePdfData(EXAMPLE_INVOICE).peppolNotice).toBeNull();
    expect((await read(await renderInvoicePdf(EXAMPLE_INVOICE))).text).not.toContain('Peppol');
  });

  it('prints the exemption text and the exempt amount when a line is exempt', async () => {
    const { text } = await read(await renderInvoicePdf(EXAMPLE_MIXED_INVOICE));
    expect(text).toContain('Praktijktraining 1 € 1.250,00 vrijgesteld € 1.250,00');
    expect(text).toContain('Btw 21 % over € 99,99 € 21,00');
    expect(text).toContain('Btw vrijgesteld over € 1.250,01 € 0,00');
    expect(text).toContain('Btw totaal € 21,00'); // several categories: their total once
    expect(text).toContain('Totaal te betalen € 1.371,00');
    expect(text).toContain(plain(VAT_EXEMPTION_TEXT));
  });

  it('is a tagged PDF/UA-1 document in Dutch', async () => {
    const pdf = await renderInvoicePdf(EXAMPLE_EXEMPT_INVOICE);
    const file = raw(pdf);
    expect(file).toContain('/StructTreeRoot');
    expect(file).toMatch(/\/Lang\s*\(nl(-NL)?\)/);
    expect(file).toContain('pdfuaid:part');
    const { marked, roles } = await read(pdf);
    expect(marked).toBe(true);
    // A screen reader finds the title, the headings and the line table with its header row.
    expect(roles).toEqual(expect.arrayContaining(['H1', 'Table', 'TH', 'TD']));
  });

  it('makes the same bytes for the same document', async () => {
    expect(Buffer.from(await renderInvoicePdf(EXAMPLE_INVOICE)).equals(Buffer.from(await renderInvoicePdf(EXAMPLE_INVOICE)))).toBe(true);
  });

  it('puts long invoices on several pages with every line', async () => {
    const lines = Array.from({ length: 60 }, (_, i) => ({
      description: `Licentie kandidaat ${i + 1}`,
      quantity: 1,
      unitPriceCents: 4950,
      vatCategory: 'S' as const,
    }));
    const doc: InvoiceDocument = { ...EXAMPLE_INVOICE, lines };
    const { text, pages } = await read(await renderInvoicePdf(doc));
    expect(pages).toBeGreaterThan(1);
    expect(text).toContain('Licentie kandidaat 60');
    expect(text).toContain(`Totaal te betalen ${plain(formatEuro(invoiceTotals(lines).grossCents))}`);
    expect(text).toContain(`Pagina 1 van ${pages}`);
  });

  it('prints texts as typed, never as Typst markup', async () => {
    const description = '*Training* _A_ #let x = 1 $5$ <label> @ref \\ `code`';
    const doc: InvoiceDocument = { ...EXAMPLE_INVOICE, lines: [{ ...EXAMPLE_INVOICE.lines[0]!, description }] };
    expect((await read(await renderInvoicePdf(doc))).text).toContain(description);
  });

  it('prints a buyer stored with control and bidi-override characters in logical order on one line', async () => {
    // As stored before the field rules (docs/decisions/040): Word's line break U+000B, a bell, a right-to-left override.
    const doc: InvoiceDocument = {
      ...EXAMPLE_INVOICE,
      buyer: { ...EXAMPLE_INVOICE.buyer, name: 'Acme\u000BB.V. \u202EVestiging Noord\u0007', street: 'Markt\u20281' },
      lines: [{ ...EXAMPLE_INVOICE.lines[0]!, description: 'Licentie \u2067beroepentest\u2069\u0085(12 maanden)' }],
    };
    const { text } = await read(await renderInvoicePdf(doc));
    expect(text).toContain('Factuur aan Acme B.V. Vestiging Noord Markt 1 1234 AB Voorbeeldstad');
    expect(text).toContain('Licentie beroepentest (12 maanden) 10 € 49,50');
    expect(text).not.toContain('droN');
  });

  it('breaks a name without spaces within its column', async () => {
    const name = `Stichting${'x'.repeat(190)}`;
    const data = invoicePdfData({ ...EXAMPLE_INVOICE, buyer: { ...EXAMPLE_INVOICE.buyer, name } });
    expect(data.buyer.name.replace(/\u200B/g, '')).toBe(name);
    expect(data.buyer.name.split('\u200B').every((piece) => [...piece].length <= LONGEST_UNBROKEN)).toBe(true);
    const { text } = await read(await renderInvoicePdf({ ...EXAMPLE_INVOICE, buyer: { ...EXAMPLE_INVOICE.buyer, name } }));
    expect(text.replace(/[\s\u200B]/g, '')).toContain(name);
  });

  it('refuses an incomplete document with a Dutch message naming the field', async () => {
    const doc: InvoiceDocument = { ...EXAMPLE_INVOICE, seller: { ...EXAMPLE_INVOICE.seller, kvkNumber: null } };
    await expect(renderInvoicePdf(doc)).rejects.toThrow(/seller\.kvkNumber/);
  });
});

describe('invoicePdfData', () => {
  it('leaves out what a party does not have', () => {
    const data = invoicePdfData({
      ...EXAMPLE_INVOICE,
      buyer: { ...EXAMPLE_INVOICE.buyer, street: null, postcode: null, city: null, kvkNumber: null, vatNumber: null },
    });
    expect(data.buyer).toEqual({ name: 'Gemeente Voorbeeldstad <Werk & Inkomen>', lines: [] });
  });
});

describe('formatDate', () => {
  it('writes a day the Dutch way, whatever the time zone', () => {
    expect(formatDate('2026-11-26')).toBe('26 november 2026');
    expect(formatDate('2027-01-01')).toBe('1 januari 2027');
  });

  it('refuses what is not a real day', () => {
    expect(() => formatDate('2026-02-30')).toThrow(RangeError);
    expect(() => formatDate('26-11-2026')).toThrow(RangeError);
  });
});
