import { describe, expect, it } from 'vitest';
import { invoiceActionOf } from './actions';

const ID = '3f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b';

describe('a posted invoice action', () => {
  it('names the action and the invoice', () => {
    expect(invoiceActionOf(`pay:${ID}`)).toEqual({ kind: 'pay', invoiceId: ID });
    expect(invoiceActionOf(`credit:${ID}`)).toEqual({ kind: 'credit', invoiceId: ID });
    expect(invoiceActionOf('pay:')).toBeNull();
    expect(invoiceActionOf(`delete:${ID}`)).toBeNull();
  });
});
