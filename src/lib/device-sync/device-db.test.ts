import { describe, expect, it } from 'vitest';
import { forgetSaved, unsentEverywhere, unsentForgetter, type DeviceDatabase } from './device-db';
import { failingFactory } from './idb-testing';

const database: DeviceDatabase = { name: 'test-saves', version: 1, stores: ['unsent', 'saved'] };


describe('device-db without a usable IndexedDB (the sign-out guard and the service worker never fail on it)', () => {
  it('lists nothing: nothing survived the page', async () => {
    await expect(unsentEverywhere({ indexedDB: undefined, database })).resolves.toEqual([]);
    await expect(unsentEverywhere({ indexedDB: failingFactory, database })).resolves.toEqual([]);
  });

  it('forgets without rejecting, and opens the database once per forgetter', async () => {
    let opens = 0;
    const counting = { open: (...args: [string, number]) => (opens++, failingFactory.open(...args)) } as unknown as IDBFactory;
    const forget = unsentForgetter({ indexedDB: counting, database });
    await expect(forget('a1', 'q1', 3)).resolves.toBeUndefined();
    await expect(forget('a1', 'q2', 4)).resolves.toBeUndefined();
    expect(opens).toBe(1);
    await expect(unsentForgetter({ indexedDB: undefined, database })('a1', 'q1', 3)).resolves.toBeUndefined();
  });

  it('forgets saved answers without rejecting', async () => {
    await expect(forgetSaved({ indexedDB: failingFactory, database })).resolves.toBeUndefined();
  });
});
