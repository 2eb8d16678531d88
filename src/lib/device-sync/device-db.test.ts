import { describe, expect, it } from 'vitest';
import { forgetSavedAnswers, unsentEverywhere, unsentForgetter } from './device-db';
import { failingFactory } from './idb-testing';


describe('device-db without a usable IndexedDB (the sign-out guard and the service worker never fail on it)', () => {
  it('lists nothing: nothing survived the page', async () => {
    await expect(unsentEverywhere({ indexedDB: undefined })).resolves.toEqual([]);
    await expect(unsentEverywhere({ indexedDB: failingFactory })).resolves.toEqual([]);
  });

  it('forgets without rejecting, and opens the database once per forgetter', async () => {
    let opens = 0;
    const counting = { open: (...args: [string, number]) => (opens++, failingFactory.open(...args)) } as unknown as IDBFactory;
    const forget = unsentForgetter({ indexedDB: counting });
    await expect(forget('a1', 'q1', 3)).resolves.toBeUndefined();
    await expect(forget('a1', 'q2', 4)).resolves.toBeUndefined();
    expect(opens).toBe(1);
    await expect(unsentForgetter({ indexedDB: undefined })('a1', 'q1', 3)).resolves.toBeUndefined();
  });

  it('forgets saved answers without rejecting', async () => {
    await expect(forgetSavedAnswers({ indexedDB: failingFactory })).resolves.toBeUndefined();
  });
});
