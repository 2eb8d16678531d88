import { describe, expect, it } from 'vitest';
import {
  ATTENDANCE_DATABASE,
  DEVICE_DATABASES,
  EVALUATION_DATABASE,
  EVALUATION_FORMS_STORE,
  forgetSaved,
  PLAYER_DATABASE,
  SAVED_STORE,
  UNSENT_STORE,
  unsentEverywhere,
  unsentForgetter,
  type DeviceDatabase,
} from './device-db';
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

describe('the savers’ databases', () => {
  it('lists every saver, and forgetting for someone else never touches what was not sent', () => {
    expect(DEVICE_DATABASES.map((d) => d.name)).toEqual([PLAYER_DATABASE.name, EVALUATION_DATABASE.name, ATTENDANCE_DATABASE.name]);
    for (const database of DEVICE_DATABASES) {
      const forgotten = database.forgotten ?? [SAVED_STORE];
      expect(forgotten).not.toContain(UNSENT_STORE);
      for (const name of forgotten) expect(database.stores).toContain(name);
    }
    expect(EVALUATION_DATABASE.forgotten).toContain(EVALUATION_FORMS_STORE);
  });
});
