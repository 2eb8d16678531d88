/**
 * Example documents for tests and previews of the invoice PDF and UBL (decision 028): a standard-rated invoice, an
 * exempt training invoice, an invoice with both categories and a credit note reversing the first. The numbers are
 * made up but have the right form (the IBAN and BIC pass their check digits).
 */
import type { InvoiceDocument, InvoiceSeller } from './types';

export const EXAMPLE_SELLER: InvoiceSeller = {
  name: 'Opleidingen & Toetsing B.V.',
  street: 'Stationsplein 12',
  postcode: '3511 ED',
  city: 'Utrecht',
  countryCode: 'NL',
  kvkNumber: '12345678',
  vatNumber: 'NL123456789B01',
  email: 'facturen@example.nl',
  iban: 'NL91ABNA0417164300',
  bic: 'ABNANL2A',
};

/** 10 licences at € 49,50 with 21 % VAT: net € 495,00, VAT € 103,95, total € 598,95. */
export const EXAMPLE_INVOICE: InvoiceDocument = {
  kind: 'invoice',
  number: '2026-0001',
  issueDate: '2026-11-26',
  dueDate: '2026-12-10',
  seller: EXAMPLE_SELLER,
  buyer: {
    name: 'Gemeente Voorbeeldstad <Werk & Inkomen>',
    street: 'Markt 1',
    postcode: '1234 AB',
    city: 'Voorbeeldstad',
    countryCode: 'NL',
    kvkNumber: '87654321',
    vatNumber: 'NL987654321B02',
    email: 'crediteuren@voorbeeldstad.example',
  },
  lines: [{ description: 'Licentie beroepentest (12 maanden)', quantity: 10, unitPriceCents: 4950, vatCategory: 'S' }],
  paymentReference: '2026-0001',
  buyerReference: 'LIC-2026-0042',
  creditedInvoice: null,
};

/** Training exempt from VAT (CRKBO): 3 × € 1.250,00, total € 3.750,00; a buyer without btw-id. */
export const EXAMPLE_EXEMPT_INVOICE: InvoiceDocument = {
  ...EXAMPLE_INVOICE,
  number: '2026-0002',
  paymentReference: '2026-0002',
  buyer: { ...EXAMPLE_INVOICE.buyer, name: 'Re-integratie Noord', vatNumber: null, email: null },
  buyerReference: null,
  lines: [{ description: 'Praktijktraining vakbekwaamheid', quantity: 3, unitPriceCents: 125000, vatCategory: 'E' }],
};

/** One standard-rated and one exempt line: net € 1.350,00, VAT € 21,00 (21 % of € 99,99 is € 20,9979), total € 1.371,00. */
export const EXAMPLE_MIXED_INVOICE: InvoiceDocument = {
  ...EXAMPLE_INVOICE,
  number: '2026-0003',
  paymentReference: '2026-0003',
  lines: [
    { description: 'Examenlicentie', quantity: 1, unitPriceCents: 9999, vatCategory: 'S' },
    { description: 'Praktijktraining', quantity: 1, unitPriceCents: 125000, vatCategory: 'E' },
    { description: 'Werkboek', quantity: 1, unitPriceCents: 1, vatCategory: 'E' },
  ],
};

/** Reverses EXAMPLE_INVOICE in full: positive amounts, printed as negative on the PDF. */
export const EXAMPLE_CREDIT_NOTE: InvoiceDocument = {
  ...EXAMPLE_INVOICE,
  kind: 'credit-note',
  number: '2026-0004',
  issueDate: '2026-12-01',
  dueDate: '2026-12-15',
  paymentReference: '2026-0004',
  creditedInvoice: { number: '2026-0001', issueDate: '2026-11-26' },
};
