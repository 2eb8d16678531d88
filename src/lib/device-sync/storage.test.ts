import { describe, expect, it } from 'vitest';
import type { AnswerValue } from '#src/features/content/model';
import type { DeviceDatabase } from './device-db';
import { createEntryStore, memoryStore, type EntryStore } from './storage';
import { failingFactory } from './idb-testing';

const open = (text: string): AnswerValue => ({ kind: 'open', text });
const database: DeviceDatabase = { name: 'test-saves', version: 1, stores: ['unsent', 'saved'] };


function behavesAsEntryStore(name: string, make: () => EntryStore<AnswerValue>) {
  describe(name, () => {
    it('keeps the higher seq per question and keeps attempts apart', async () => {
      const store = make();
      await store.put('a1', 'q1', { value: open('nieuw'), seq: 5 });
      await store.put('a1', 'q1', { value: open('oud'), seq: 4 });
      await store.put('a1', 'q2', { value: open('x'), seq: 6 });
      await store.put('a2', 'q1', { value: open('andere poging'), seq: 1 });
      expect(await store.load('a1')).toEqual({ q1: { value: open('nieuw'), seq: 5 }, q2: { value: open('x'), seq: 6 } });
      expect(await store.load('a2')).toEqual({ q1: { value: open('andere poging'), seq: 1 } });
      expect(await store.load('a3')).toEqual({});
    });

    it('forgets an answer only for an acknowledged seq ≥ its own', async () => {
      const store = make();
      await store.put('a1', 'q1', { value: open('nieuw'), seq: 5 });
      await store.remove('a1', 'q1', 4);
      expect(Object.keys(await store.load('a1'))).toEqual(['q1']);
      await store.remove('a1', 'q1', 5);
      expect(await store.load('a1')).toEqual({});
      await store.remove('a1', 'q9', 1);
    });

    it('hands out copies, not its own records', async () => {
      const store = make();
      await store.put('a1', 'q1', { value: open('x'), seq: 1 });
      const loaded = await store.load('a1');
      delete loaded.q1;
      expect(Object.keys(await store.load('a1'))).toEqual(['q1']);
    });

    it('on acknowledgement forgets the unsent answer and keeps it as saved, only when the server holds that very answer', async () => {
      const store = make() as Required<EntryStore<AnswerValue>>;
      await store.put('a1', 'q1', { value: open('eerste'), seq: 5 });
      await store.put('a1', 'q2', { value: open('overschreven'), seq: 6 });
      await store.acknowledge('a1', 'q1', 5);
      // A higher acknowledgement: another tab's answer won, whose value this device does not know.
      await store.acknowledge('a1', 'q2', 8);
      expect(await store.load('a1')).toEqual({});
      expect(await store.loadSaved('a1')).toEqual({ q1: { value: open('eerste'), seq: 5 } });
      await store.put('a1', 'q1', { value: open('tweede'), seq: 7 });
      await store.acknowledge('a1', 'q1', 6);
      expect(Object.keys(await store.load('a1'))).toEqual(['q1']);
      await store.acknowledge('a1', 'q1', 7);
      expect(await store.loadSaved('a1')).toEqual({ q1: { value: open('tweede'), seq: 7 } });
      expect(await store.loadSaved('a2')).toEqual({});
    });
  });
}

behavesAsEntryStore('memoryStore', memoryStore);
behavesAsEntryStore('createEntryStore without IndexedDB (server, old browsers)', () => createEntryStore({ indexedDB: undefined, database }));
behavesAsEntryStore('createEntryStore when IndexedDB cannot be opened', () => createEntryStore({ indexedDB: failingFactory, database }));
