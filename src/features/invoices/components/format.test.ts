import { describe, expect, it } from 'vitest';
import { invoiceActions, invoiceDownloads, invoiceStateLabel, invoiceStateTone } from './format';

describe('an invoice on screen', () => {
  it('shows its state in Dutch, with its own colour per state', () => {
    expect(['open', 'paid', 'overdue', 'credited', 'credit-note'].map(invoiceStateLabel)).toEqual(['Open', 'Betaald', 'Te laat', 'Gecrediteerd', 'Creditnota']);
    expect(new Set(['open', 'paid', 'overdue', 'credited', 'credit-note'].map(invoiceStateTone)).size).toBe(5);
    expect(invoiceStateLabel('iets')).toBe('iets');
  });

  it('can be marked paid only while it is unpaid, and credited once; a credit note neither', () => {
    expect(invoiceActions({ kind: 'invoice', state: 'open' })).toEqual({ pay: true, credit: true });
    expect(invoiceActions({ kind: 'invoice', state: 'overdue' })).toEqual({ pay: true, credit: true });
    expect(invoiceActions({ kind: 'invoice', state: 'paid' })).toEqual({ pay: false, credit: true });
    expect(invoiceActions({ kind: 'invoice', state: 'credited' })).toEqual({ pay: false, credit: false });
    expect(invoiceActions({ kind: 'credit-note', state: 'credit-note' })).toEqual({ pay: false, credit: false });
  });

  it('is downloaded through the API', () => {
    expect(invoiceDownloads('a b')).toEqual({ pdf: '/api/invoice/a%20b/pdf', ubl: '/api/invoice/a%20b/ubl' });
  });
});
