/**
 * What a document must hold before a PDF or UBL file is made of it (decision 028; Wet OB 1968 art. 35a, EN 16931,
 * NLCIUS): each refusal names the field in Dutch.
 */
import { describe, expect, it } from 'vitest';
import { EXAMPLE_CREDIT_NOTE, EXAMPLE_EXEMPT_INVOICE, EXAMPLE_INVOICE, EXAMPLE_MIXED_INVOICE, EXAMPLE_SELLER } from './examples';
import type { InvoiceDocument } from './types';
import { assertInvoiceDocument, compactIban, groupedIban } from './validate';

describe('assertInvoiceDocument', () => {
  it.each([EXAMPLE_INVOICE, EXAMPLE_EXEMPT_INVOICE, EXAMPLE_MIXED_INVOICE, EXAMPLE_CREDIT_NOTE])('accepts the example $number', (doc) => {
    expect(assertInvoiceDocument(doc)).toBe(doc);
  });

  it.each<[string, InvoiceDocument, RegExp]>([
    ['no lines', { ...EXAMPLE_INVOICE, lines: [] }, /lines: moet minstens één regel hebben/],
    ['a day that does not exist', { ...EXAMPLE_INVOICE, dueDate: '2026-02-30' }, /dueDate: moet een datum JJJJ-MM-DD zijn/],
    ['a seller without street', { ...EXAMPLE_INVOICE, seller: { ...EXAMPLE_SELLER, street: null } }, /seller\.street/],
    ['a seller without btw-id', { ...EXAMPLE_INVOICE, seller: { ...EXAMPLE_SELLER, vatNumber: null } }, /seller\.vatNumber/],
    ['a KvK-nummer of seven digits', { ...EXAMPLE_INVOICE, seller: { ...EXAMPLE_SELLER, kvkNumber: '1234567' } }, /seller\.kvkNumber/],
    ['an IBAN with a wrong check digit', { ...EXAMPLE_INVOICE, seller: { ...EXAMPLE_SELLER, iban: 'NL92ABNA0417164300' } }, /seller\.iban: is geen geldig IBAN/],
    ['a buyer btw-id written with dots', { ...EXAMPLE_INVOICE, buyer: { ...EXAMPLE_INVOICE.buyer, vatNumber: 'NL9876.54.321.B02' } }, /buyer\.vatNumber/],
    ['an empty description', { ...EXAMPLE_INVOICE, lines: [{ ...EXAMPLE_INVOICE.lines[0]!, description: '  ' }] }, /lines\.0\.description: mag niet leeg zijn/],
    ['a fractional quantity', { ...EXAMPLE_INVOICE, lines: [{ ...EXAMPLE_INVOICE.lines[0]!, quantity: 0.5 }] }, /lines\.0\.quantity/],
    ['an empty buyer reference instead of null', { ...EXAMPLE_INVOICE, buyerReference: '' }, /buyerReference: mag niet leeg zijn/],
    ['a credit note without credited invoice', { ...EXAMPLE_CREDIT_NOTE, creditedInvoice: null }, /creditedInvoice: een creditnota noemt/],
    ['an invoice that credits another', { ...EXAMPLE_INVOICE, creditedInvoice: { number: '2026-0001', issueDate: '2026-11-26' } }, /creditedInvoice: alleen een creditnota/],
  ])('refuses %s', (_what, doc, message) => {
    expect(() => assertInvoiceDocument(doc)).toThrow(message);
  });
});

describe('IBAN formats', () => {
  it('writes an IBAN compact for UBL and in groups of four for people', () => {
    expect(compactIban('nl91 abna 0417 1643 00')).toBe('NL91ABNA0417164300');
    expect(groupedIban('NL91ABNA0417164300')).toBe('NL91 ABNA 0417 1643 00');
  });
});
