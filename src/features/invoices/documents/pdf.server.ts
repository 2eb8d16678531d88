/**
 * The PDF of an invoice or credit note (docs/decisions/028-licences-and-invoices.md): `invoice-template.ts` lays out the
 * texts that `invoicePdfData` writes in Dutch, and Typst makes a tagged PDF/UA-1 file of it (document title and
 * language 'nl', structure tree), in the way of the candidate manual (src/features/manual/manual.server.ts,
 * decision 021). Made per request by the server's Typst process (src/server/typst/renderer.server.ts; decision 032).
 *
 * What the PDF shows follows the Dutch invoice requirements (Wet OB 1968 art. 35a): seller and buyer with address,
 * KvK-nummer and btw-id, invoice number, issue and due date, per line description, quantity, unit price, VAT rate
 * and amount, the VAT per rate (or the exemption text for exempt lines), the totals and how to pay. A credit note
 * shows its amounts as negative and names the invoice it reverses. A document for a buyer without KvK-nummer and btw-id
 * says that it cannot go through Peppol (ubl.ts `peppolBlocker`, decision 050).
 *
 * Fonts: DejaVu Sans from the npm package `dejavu-fonts-ttf` (src/server/typst/fonts.server.ts), so every machine
 * makes the same PDF.
 */
import { longDayText } from '#src/lib/calendar-day';
import { breakLongWords, printableLine } from '#src/lib/plain-text';
import { renderTypstPdf } from '#src/server/typst/renderer.server';
import { formatEuro, invoiceTotals, VAT_EXEMPTION_TEXT } from '../totals';
import type { InvoiceDocument, InvoiceParty, VatCategory } from './types';
import { INVOICE_TEMPLATE_SOURCE } from './invoice-template';
import { creditNoteSettlement, peppolBlocker } from './ubl';
import { assertInvoiceDocument, groupedIban } from './validate';

/**
 * A calendar day 'YYYY-MM-DD' as Dutch people write it: '2026-11-26' → '26 november 2026' (lib/calendar-day.ts).
 * @throws RangeError when `day` is not a real date in that form.
 */
export const formatDate = longDayText;

/** The texts the template (invoice-template.ts) prints, all in Dutch and already formatted. */
export interface InvoicePdfData {
  /** PDF document title (metadata), e.g. 'Factuur 2026-0001'. */
  documentTitle: string;
  /** 'Factuur' or 'Creditnota'. */
  title: string;
  seller: { name: string; lines: string[] };
  buyerHeading: string;
  buyer: { name: string; lines: string[] };
  detailsHeading: string;
  /** [label, value] pairs: number, dates, reference. */
  details: [string, string][];
  /** 'Crediteert factuur … van …' on a credit note, else null. */
  credits: string | null;
  linesHeading: string;
  columns: string[];
  lines: { description: string; quantity: string; unitPrice: string; vat: string; amount: string }[];
  /** [label, amount] per VAT category. */
  vatSummary: [string, string][];
  /** [label, amount]: net, the VAT total (only with several VAT categories), gross (the last printed in bold). */
  totals: [string, string][];
  /** The exemption text when a line is exempt, else null. */
  exemption: string | null;
  /** How and when to pay (invoice) or how the amount is settled (credit note). */
  payment: string;
  /** Why the document cannot go through Peppol (ubl.ts `peppolBlocker`), or null when it can. */
  peppolNotice: string | null;
  footer: string;
  /** The seller's logo as PNG bytes (0–255 each; Typst reads them with `bytes`), or null. */
  logo: number[] | null;
  /** Alternative text of the logo (PDF/UA), e.g. 'Logo van Kandidaatplatform B.V.'. */
  logoAlt: string;
  /** Colour '#rrggbb' of the title, headings and rules: the seller's primary colour, else the layout's own. */
  accent: string;
}

/** The colour of an invoice made before the company settings existed, or without a colour of its own. */
const LAYOUT_ACCENT = '#1f5f8b';

/** `text` with no-break spaces, so that a date or IBAN is not split over two lines. */
const unbroken = (text: string) => text.replace(/ /g, '\u00a0');

/**
 * `value` with every text in it made one line in logical order (lib/plain-text.ts `printableLine`: line breaks and
 * tabs a space, other control characters and bidi embeddings, overrides and isolates dropped), so that a name stored
 * before the field rules existed (docs/decisions/040) can neither stop Typst nor print backwards.
 */
function printable<T>(value: T): T {
  if (typeof value === 'string') return printableLine(value) as T;
  if (Array.isArray(value)) return value.map(printable) as T;
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, printable(item)])) as T;
  return value;
}

/** Address, KvK-nummer and btw-id of a party, one line each, leaving out what is not known; long words can break. */
function partyLines(party: InvoiceParty): string[] {
  const place = breakLongWords([party.postcode, party.city].filter((part) => part?.trim()).join('  '));
  return [
    breakLongWords(party.street?.trim() ?? ''),
    place,
    party.kvkNumber ? `KvK ${party.kvkNumber}` : '',
    party.vatNumber ? `Btw-id ${party.vatNumber}` : '',
  ].filter((line) => line !== '');
}

const VAT_LABEL: Record<VatCategory, string> = { S: '21 %', E: 'vrijgesteld' };

/**
 * What the PDF of `stored` says, as the JSON data of the template (invoice-template.ts). Amounts by `formatEuro`, negative on a credit
 * note; dates by `formatDate`. Every text one line in logical order (`printable`); the buyer's name and address, the
 * reference and the line descriptions with break opportunities in words longer than the narrow columns
 * (lib/plain-text.ts `breakLongWords`). Pure, for tests and previews.
 * @throws Error in Dutch when the document is incomplete (`assertInvoiceDocument`).
 */
export function invoicePdfData(stored: InvoiceDocument): InvoicePdfData {
  assertInvoiceDocument(stored);
  const { logoPng, ...texts } = stored;
  const doc = printable(texts);
  const credit = doc.kind === 'credit-note';
  const sign = credit ? -1 : 1;
  const euro = (cents: number) => formatEuro(sign * cents || 0);
  const totals = invoiceTotals(doc.lines);
  const title = credit ? 'Creditnota' : 'Factuur';
  const { seller } = doc;
  const iban = groupedIban(seller.iban);
  const day = (date: string) => unbroken(formatDate(date));
  return {
    documentTitle: `${title} ${doc.number}`,
    title,
    seller: {
      name: seller.name,
      lines: [...partyLines(seller), `IBAN ${iban}`, ...(seller.bic ? [`BIC ${seller.bic}`] : []), ...(seller.email ? [seller.email] : [])],
    },
    buyerHeading: credit ? 'Gecrediteerd aan' : 'Factuur aan',
    buyer: { name: breakLongWords(doc.buyer.name), lines: partyLines(doc.buyer) },
    detailsHeading: 'Gegevens',
    details: [
      [credit ? 'Creditnotanummer' : 'Factuurnummer', doc.number],
      [credit ? 'Datum' : 'Factuurdatum', formatDate(doc.issueDate)],
      ...(credit ? [] : [['Vervaldatum', formatDate(doc.dueDate)] as [string, string]]),
      ...(doc.buyerReference ? [['Uw referentie', breakLongWords(doc.buyerReference)] as [string, string]] : []),
    ],
    credits: doc.creditedInvoice
      ? `Crediteert factuur ${doc.creditedInvoice.number} van ${day(doc.creditedInvoice.issueDate)}`
      : null,
    linesHeading: 'Specificatie',
    columns: ['Omschrijving', 'Aantal', 'Prijs per stuk', 'Btw', 'Bedrag'],
    lines: doc.lines.map((line, index) => ({
      description: breakLongWords(line.description),
      quantity: new Intl.NumberFormat('nl-NL').format(line.quantity),
      unitPrice: euro(line.unitPriceCents),
      vat: VAT_LABEL[line.vatCategory],
      amount: euro(totals.lines[index]?.netCents ?? 0),
    })),
    vatSummary: totals.perRate.map((rate): [string, string] =>
      rate.vatCategory === 'E'
        ? [`Btw vrijgesteld over ${euro(rate.taxableCents)}`, euro(rate.vatCents)]
        : [`Btw ${rate.ratePercent} % over ${euro(rate.taxableCents)}`, euro(rate.vatCents)],
    ),
    totals: [
      ['Totaal excl. btw', euro(totals.netCents)],
      // The VAT once: a single rate's line above says it already; the total only adds up several rates.
      ...(totals.perRate.length > 1 ? [['Btw totaal', euro(totals.vatCents)] as [string, string]] : []),
      [credit ? 'Totaal te crediteren' : 'Totaal te betalen', euro(totals.grossCents)],
    ],
    exemption: totals.perRate.some((rate) => rate.vatCategory === 'E') ? VAT_EXEMPTION_TEXT : null,
    payment: credit
      ? creditNoteSettlement(doc, day)
      : `Graag voor ${day(doc.dueDate)} overmaken naar ${unbroken(iban)} t.n.v. ${seller.name} onder vermelding van ${doc.paymentReference}.`,
    peppolNotice: peppolBlocker(doc.buyer),
    footer: [seller.name, seller.kvkNumber ? `KvK ${seller.kvkNumber}` : '', seller.vatNumber ? `Btw-id ${seller.vatNumber}` : '']
      .filter(Boolean)
      .join(' · '),
    logo: logoPng ? Array.from(logoPng) : null,
    logoAlt: `Logo van ${seller.name}`,
    accent: seller.colour && /^#[0-9a-f]{6}$/i.test(seller.colour) ? seller.colour : LAYOUT_ACCENT,
  };
}

/**
 * The invoice or credit note as a tagged PDF/UA-1 file (A4, Dutch), made by the server's Typst process
 * (src/server/typst/renderer.server.ts; docs/decisions/032-typst-in-a-child-process.md). Deterministic: the same
 * document gives the same bytes (no creation date). About 10 ms, outside this process's event loop.
 * @returns the PDF bytes, starting with '%PDF'.
 * @throws Error in Dutch when the document is incomplete (`assertInvoiceDocument`); TypstRenderError in Dutch when
 *   Typst reports an error (its messages are included), takes longer than the renderer's timeout, or its process ends.
 */
export async function renderInvoicePdf(doc: InvoiceDocument): Promise<Uint8Array> {
  const data = invoicePdfData(doc);
  return renderTypstPdf({ template: INVOICE_TEMPLATE_SOURCE, data, subject: data.documentTitle });
}
