import { describe, expect, it } from 'vitest';
import { invoiceActionOf, invoiceDoneText } from './actions';

const ID = '3f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b';

describe('a posted invoice action', () => {
  it('names the action and the invoice', () => {
    expect(invoiceActionOf(`pay:${ID}`)).toEqual({ kind: 'pay', invoiceId: ID });
    expect(invoiceActionOf(`credit:${ID}`)).toEqual({ kind: 'credit', invoiceId: ID });
    expect(invoiceActionOf(`send:${ID}`)).toEqual({ kind: 'send', invoiceId: ID });
    expect(invoiceActionOf('pay:')).toBeNull();
    expect(invoiceActionOf(`delete:${ID}`)).toBeNull();
  });

  it('is confirmed with its own notice afterwards', () => {
    expect(invoiceDoneText('gemaild')).toMatch(/^De mail met de PDF en de e-factuur is klaargezet/);
    expect(invoiceDoneText('betaald')).toBe('De factuur staat op betaald.');
    expect(invoiceDoneText('toString')).toBe('');
    expect(invoiceDoneText(null)).toBe('');
  });
});
