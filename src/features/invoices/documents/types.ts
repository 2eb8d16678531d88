/**
 * The shape of one invoice document as it is printed (PDF) and exchanged (UBL 2.1, EN 16931). Amounts are integer
 * cents. Client-safe: types only.
 */
/** EN 16931 VAT category (UNCL5305): S = standard rate 21 %, E = exempt. */
export type VatCategory = 'S' | 'E';

/** A party on an invoice; Dutch addresses, `kvkNumber` 8 digits, `vatNumber` a btw-id like NL123456789B01. */
export interface InvoiceParty {
  name: string;
  street: string | null;
  postcode: string | null;
  city: string | null;
  countryCode: 'NL';
  kvkNumber: string | null;
  vatNumber: string | null;
  email: string | null;
}

/** The seller: a party with the account to pay to. */
export interface InvoiceSeller extends InvoiceParty {
  iban: string;
  bic: string | null;
}

/** One invoice line: `quantity` an integer ≥ 1, `unitPriceCents` an integer ≥ 0. */
export interface InvoiceLineInput {
  description: string;
  quantity: number;
  unitPriceCents: number;
  vatCategory: VatCategory;
}

/** One invoice or credit note (a credit note carries the same positive lines as the invoice it reverses). */
export interface InvoiceDocument {
  kind: 'invoice' | 'credit-note';
  /** `2026-0001`. */
  number: string;
  /** `YYYY-MM-DD`, a Europe/Amsterdam day. */
  issueDate: string;
  /** `YYYY-MM-DD`. */
  dueDate: string;
  seller: InvoiceSeller;
  buyer: InvoiceParty;
  lines: InvoiceLineInput[];
  paymentReference: string;
  /** EN 16931 BT-10, e.g. the buyer's order number. */
  buyerReference: string | null;
  /** For a credit note: the invoice it reverses (EN 16931 BG-3). */
  creditedInvoice: { number: string; issueDate: string } | null;
}
