/**
 * What an `InvoiceDocument` must hold before a PDF or UBL file is made of it (docs/decisions/028-licences-and-invoices.md), as a
 * zod schema. Both renderers call `assertInvoiceDocument` first, so a document that one of them accepts the other
 * accepts too. Pure, client-safe.
 *
 * Rules and their sources:
 * - dates are real calendar days 'YYYY-MM-DD' (EN 16931 BT-2, BT-9; PEPPOL-EN16931-F001);
 * - at least one line (BR-16); quantities integers ≥ 1, prices integer cents ≥ 0 (see `invoiceTotals`);
 * - the seller has street, postcode and city (NLCIUS NL-R-002), a KvK-nummer (NL-R-003) and a btw-id (Wet OB 1968
 *   art. 35a lid 1 b; EN 16931 BR-S-02 and BR-E-02) and a valid IBAN (BR-61);
 * - a credit note names the invoice it reverses (NL-R-001), an invoice names none;
 * - texts are not empty after trimming (PEPPOL-EN16931-R008: no empty elements).
 */
import validator from 'validator';
import { z } from 'zod';
import { normaliseKvk, normaliseVat } from '#src/lib/dutch-formats';
import type { InvoiceDocument } from './types';

const text = z.string().trim().min(1, 'mag niet leeg zijn');
const optionalText = z.string().nullable();
const day = z.iso.date({ error: 'moet een datum JJJJ-MM-DD zijn' });

/** Eight digits, as `normaliseKvk` stores a KvK-nummer. */
const kvk = z.string().refine((v) => normaliseKvk(v) === v, 'moet een KvK-nummer van acht cijfers zijn');
/** `NL123456789B01`, as `normaliseVat` stores a btw-id. */
const vat = z.string().refine((v) => normaliseVat(v) === v, 'moet een btw-id als NL123456789B01 zijn');

const party = z.object({
  name: text,
  street: optionalText,
  postcode: optionalText,
  city: optionalText,
  countryCode: z.literal('NL'),
  kvkNumber: kvk.nullable(),
  vatNumber: vat.nullable(),
  email: optionalText,
});

const seller = party.extend({
  street: text,
  postcode: text,
  city: text,
  kvkNumber: kvk,
  vatNumber: vat,
  iban: z.string().refine((iban) => validator.isIBAN(compactIban(iban)), 'is geen geldig IBAN'),
  bic: z.string().refine((bic) => validator.isBIC(bic), 'is geen geldige BIC').nullable(),
});

const lineSchema = z.object({
  description: text,
  quantity: z.number().int('moet een geheel getal zijn').min(1, 'moet minstens 1 zijn').max(Number.MAX_SAFE_INTEGER),
  unitPriceCents: z.number().int('moet een geheel aantal centen zijn').min(0, 'mag niet negatief zijn').max(Number.MAX_SAFE_INTEGER),
  vatCategory: z.enum(['S', 'E']),
});

/** The schema of an `InvoiceDocument` (rules in the module comment). */
export const invoiceDocumentSchema = z
  .object({
    kind: z.enum(['invoice', 'credit-note']),
    number: text,
    issueDate: day,
    dueDate: day,
    seller,
    buyer: party,
    lines: z.array(lineSchema).min(1, 'moet minstens één regel hebben'),
    paymentReference: text,
    buyerReference: text.nullable(),
    creditedInvoice: z.object({ number: text, issueDate: day }).nullable(),
  })
  .superRefine((doc, context) => {
    if (doc.kind === 'credit-note' && !doc.creditedInvoice) {
      context.addIssue({ code: 'custom', path: ['creditedInvoice'], message: 'een creditnota noemt de factuur die ze crediteert' });
    }
    if (doc.kind === 'invoice' && doc.creditedInvoice) {
      context.addIssue({ code: 'custom', path: ['creditedInvoice'], message: 'alleen een creditnota crediteert een factuur' });
    }
  });

/** An IBAN without spaces, in upper case, as UBL carries it (BT-84): 'NL91 abna 0417 1643 00' → 'NL91ABNA0417164300'. */
export function compactIban(iban: string): string {
  return iban.replace(/\s+/g, '').toUpperCase();
}

/** An IBAN in groups of four, as people read it on paper: 'NL91ABNA0417164300' → 'NL91 ABNA 0417 1643 00'. */
export function groupedIban(iban: string): string {
  return compactIban(iban).replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * `doc` unchanged when it satisfies `invoiceDocumentSchema`.
 * @throws Error in Dutch naming the document and each wrong field, e.g. 'seller.kvkNumber: moet acht cijfers zijn'.
 */
export function assertInvoiceDocument(doc: InvoiceDocument): InvoiceDocument {
  const parsed = invoiceDocumentSchema.safeParse(doc);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `- ${issue.path.join('.') || '(het document)'}: ${issue.message}`);
    throw new Error(`Factuur ${String(doc?.number)} is onvolledig of klopt niet:\n${lines.join('\n')}`);
  }
  return doc;
}
