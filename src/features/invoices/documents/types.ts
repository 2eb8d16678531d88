/**
 * The shape of one invoice or credit note as the documents see it (docs/decisions/028-licences-and-invoices.md): everything the
 * PDF (`pdf.server.ts`) and the UBL 2.1 XML (`ubl.ts`) print, and nothing they would have to look up. Amounts are
 * integer euro cents everywhere; totals are never stored here but computed by `invoiceTotals` (`totals.ts`).
 *
 * A credit note carries positive quantities and prices like the invoice it reverses: UBL CreditNote amounts are
 * positive (EN 16931), and the PDF prints them as negative amounts under the title 'Creditnota'.
 */

/** VAT category code of EN 16931 (UNCL5305): `S` standard rate (21 %), `E` exempt from VAT. */
export type VatCategory = 'S' | 'E';

/** A seller or buyer (EN 16931 BG-4 / BG-7). Dutch parties only. */
export interface InvoiceParty {
  /** Legal name (BT-27 / BT-44). */
  name: string;
  /** Street and house number (BT-35 / BT-50). */
  street: string | null;
  /** Postcode written as `1234 AB` (BT-38 / BT-53). */
  postcode: string | null;
  /** City (BT-37 / BT-52). */
  city: string | null;
  /** ISO 3166-1 alpha-2 (BT-40 / BT-55). */
  countryCode: 'NL';
  /** KvK-nummer, eight digits (BT-30 / BT-47, scheme 0106). */
  kvkNumber: string | null;
  /** Btw-id such as `NL123456789B01` (BT-31 / BT-48). */
  vatNumber: string | null;
  /** E-mail address of the party (BT-43 / BT-58). */
  email: string | null;
}

/** The seller with the account the buyer pays to (BG-16/BG-17). */
export interface InvoiceSeller extends InvoiceParty {
  /** IBAN of the payment account (BT-84), with or without spaces. */
  iban: string;
  /** BIC of the account's bank (BT-86). */
  bic: string | null;
  /**
   * The company logo the document was made with (company-settings `company_logos` id), or null/absent: none. Not part
   * of EN 16931; only the PDF prints it (docs/decisions/059-company-settings.md).
   */
  logoId?: string | null;
  /** Primary colour '#rrggbb' of the PDF's headings, or null/absent: the layout's own. Not part of EN 16931. */
  colour?: string | null;
}

/** One invoice line (BG-25) as entered: its net amount is computed, never given. */
export interface InvoiceLineInput {
  /** What was sold, e.g. 'Licentie beroepentest (12 maanden)' (BT-153). */
  description: string;
  /** Number of units, an integer ≥ 1 (BT-129, unit C62 'one'). */
  quantity: number;
  /** Price of one unit in euro cents excluding VAT, an integer ≥ 0 (BT-146). */
  unitPriceCents: number;
  /** VAT category of the line (BT-151). */
  vatCategory: VatCategory;
}

/** One invoice or credit note, complete for the PDF and the UBL XML. */
export interface InvoiceDocument {
  /** `invoice`: UBL Invoice 380, PDF 'Factuur'; `credit-note`: UBL CreditNote 381, PDF 'Creditnota'. */
  kind: 'invoice' | 'credit-note';
  /** Invoice number (BT-1), e.g. '2026-0001'. */
  number: string;
  /** Issue date 'YYYY-MM-DD', the day in Europe/Amsterdam (BT-2). */
  issueDate: string;
  /** Payment due date 'YYYY-MM-DD' (BT-9). */
  dueDate: string;
  seller: InvoiceSeller;
  buyer: InvoiceParty;
  /** At least one line (EN 16931 BR-16). */
  lines: InvoiceLineInput[];
  /** What the buyer quotes when paying (BT-83), e.g. the invoice number. */
  paymentReference: string;
  /** The buyer's reference (BT-10), e.g. a licence code or order reference. */
  buyerReference: string | null;
  /** For a credit note: the invoice it reverses (BG-3); null for an invoice. */
  creditedInvoice: { number: string; issueDate: string } | null;
  /** The PNG of the seller's logo (`seller.logoId`) for the PDF, or null/absent: none. */
  logoPng?: Uint8Array | null;
}
