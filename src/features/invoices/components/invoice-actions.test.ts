import { describe, expect, it } from 'vitest';
import { invoiceActionOf, sendShowingTitle } from './invoice-actions';

const ID = '3f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b';
const failing = (status: number, title?: string) => () => Promise.reject(Object.assign(new Error('x'), { status, data: title ? { title } : undefined }));

describe('a posted invoice action', () => {
  it('names the action and the invoice', () => {
    expect(invoiceActionOf(`pay:${ID}`)).toEqual({ kind: 'pay', invoiceId: ID });
    expect(invoiceActionOf(`credit:${ID}`)).toEqual({ kind: 'credit', invoiceId: ID });
    expect(invoiceActionOf('pay:')).toBeNull();
    expect(invoiceActionOf(`delete:${ID}`)).toBeNull();
  });
});

describe('posting an action', () => {
  it('goes on after success', async () => {
    expect(await sendShowingTitle(() => Promise.resolve({ id: ID }), (a) => `/x/${a.id}`)).toEqual({ redirect: `/x/${ID}` });
  });

  it('shows the API’s own reason of a conflict, not the e-mail text of spec §8', async () => {
    expect(await sendShowingTitle(failing(409, 'Deze factuur is al betaald.'), '/x')).toEqual({ error: 'Deze factuur is al betaald.', status: 409 });
    expect(await sendShowingTitle(failing(404, 'Deze plaats bestaat niet of is al teruggegeven.'), '/x')).toEqual({
      error: 'Deze plaats bestaat niet of is al teruggegeven.',
      status: 404,
    });
    expect(await sendShowingTitle(failing(409), '/x')).toEqual({ error: 'Er bestaat al een gebruiker met dit emailadres', status: 409 });
    expect(await sendShowingTitle(failing(400, 'Aantal plaatsen: minstens 1 plaatsen.'), '/x')).toEqual({ error: 'Aantal plaatsen: minstens 1 plaatsen.', status: 400 });
  });
});
