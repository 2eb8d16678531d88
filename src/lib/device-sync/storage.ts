/**
 * The device's copy of unsent values (decision 007: every change goes to IndexedDB first, so it survives a reload,
 * a crash, a closed tab). A tiny IndexedDB wrapper instead of a library (docs/architecture.md budget: the player page
 * ships ≤ 80 KB of JavaScript, React alone is ~60 KB).
 *
 * Layout (device-db.ts): each saver has a database of its own (`DeviceDatabase`: the test player's
 * 'kandidaat-player', the evaluation form's 'docent-pat', the roll call's 'docent-aanwezigheid') with an object
 * store 'unsent', one record per (scope, key) under the IndexedDB key `[scope, key]`, value
 * `{ questionId: key, value, seq }`. One record per key (rather than one per scope) lets two tabs write at the
 * same time without overwriting each other's values, and every write keeps the higher seq, inside one transaction.
 *
 * A second object store, 'saved', keeps per (scope, key) the last value this device saw the server acknowledge
 * (`acknowledge`), same key and record. A page shown from the service worker's cache without a connection carries
 * the server's entries of the moment it was kept; merged with these (higher seq wins), it still shows every value
 * given since (docs/decisions/018-service-worker.md). Signing out clears both stores (`Clear-Site-Data`), and the
 * service worker clears 'saved' when another person signs in (device-db.ts `forgetSaved`).
 *
 * Every operation also updates an in-memory copy, and every IndexedDB failure (private mode, quota, a browser
 * without IndexedDB, a blocked upgrade) falls back to that copy for the rest of the page's life: values are
 * then kept until the page is closed. Methods never reject.
 */
import { forgetUpTo, openDatabase, SAVED_STORE, transaction, UNSENT_STORE, type DeviceDatabaseOptions, type StoredRecord } from './device-db';
import type { Entries, Entry } from './save-queue';

/** What the sync needs from the device storage. */
export interface EntryStore<V = unknown> {
  /** The unsent entries of one scope, per key. */
  load(scope: string): Promise<Entries<V>>;
  /** Keeps `entry` unless the stored one for that key has a higher or equal seq. */
  put(scope: string, key: string, entry: Entry<V>): Promise<void>;
  /** Forgets the stored entry for that key when its seq ≤ `ackedSeq` (the server has it). */
  remove(scope: string, key: string, ackedSeq: number): Promise<void>;
  /**
   * The server acknowledged `ackedSeq`: forgets the unsent entry as `remove` does and, when it is the very
   * value the server now holds (same seq), keeps it as the key's saved entry. Optional: without it the
   * sync calls `remove`.
   */
  acknowledge?(scope: string, key: string, ackedSeq: number): Promise<void>;
  /** The saved (acknowledged) entries of one scope kept by `acknowledge`, per key. Optional. */
  loadSaved?(scope: string): Promise<Entries<V>>;
}

/** An entry store in memory only (tests, and the fallback without IndexedDB). */
export function memoryStore<V = unknown>(): Required<EntryStore<V>> {
  const scopes = new Map<string, Entries<V>>();
  const savedScopes = new Map<string, Entries<V>>();
  const of = (scope: string, maps = scopes): Entries<V> => {
    let map = maps.get(scope);
    if (!map) maps.set(scope, (map = {}));
    return map;
  };
  return {
    async load(scope) {
      return structuredCloneish(of(scope));
    },
    async put(scope, key, entry) {
      const map = of(scope);
      const stored = map[key];
      if (!stored || stored.seq < entry.seq) map[key] = { value: entry.value, seq: entry.seq };
    },
    async remove(scope, key, ackedSeq) {
      const map = of(scope);
      const stored = map[key];
      if (stored && stored.seq <= ackedSeq) delete map[key];
    },
    async acknowledge(scope, key, ackedSeq) {
      const stored = of(scope)[key];
      const saved = of(scope, savedScopes);
      const known = saved[key];
      if (stored && stored.seq === ackedSeq && (!known || known.seq <= ackedSeq)) saved[key] = { value: stored.value, seq: stored.seq };
      if (stored && stored.seq <= ackedSeq) delete of(scope)[key];
    },
    async loadSaved(scope) {
      return structuredCloneish(of(scope, savedScopes));
    },
  };
}

/** A copy deep enough for entry maps (values are plain JSON). */
function structuredCloneish<V>(map: Entries<V>): Entries<V> {
  return JSON.parse(JSON.stringify(map)) as Entries<V>;
}

/** The IndexedDB key range of one scope's records: every `[scope, key]` key. */
function scopeRange(scope: string): IDBKeyRange {
  // Arrays sort after strings in IndexedDB keys, so [id, []] is above every [id, '…'].
  return IDBKeyRange.bound([scope], [scope, []]);
}

/**
 * The device storage of one saver, in its `database`: IndexedDB when it works, memory otherwise (see the module
 * comment). Opens the database on first use.
 */
export function createEntryStore<V = unknown>({ indexedDB = globalThis.indexedDB, database: layout }: DeviceDatabaseOptions): Required<EntryStore<V>> {
  const memory = memoryStore<V>();
  let db: Promise<IDBDatabase | null> | null = null;

  const database = (): Promise<IDBDatabase | null> => {
    if (!db) db = indexedDB ? openDatabase(indexedDB, layout).catch(() => null) : Promise.resolve(null);
    return db;
  };
  /** Runs an IndexedDB operation; on any failure stops using IndexedDB for this page. */
  const withDb = async <T>(operation: (db: IDBDatabase) => Promise<T>): Promise<T | undefined> => {
    const opened = await database();
    if (!opened) return undefined;
    try {
      return await operation(opened);
    } catch {
      db = Promise.resolve(null);
      return undefined;
    }
  };

  /** One scope's records of `storeName`, merged with the memory copy `inMemory` (higher seq wins). */
  const loadMerged = async (scope: string, storeName: string, inMemory: Entries<V>): Promise<Entries<V>> => {
    const records = await withDb((opened) =>
      transaction<StoredRecord<V>[]>(
        opened,
        'readonly',
        (store, result) => {
          const request = store.getAll(scopeRange(scope));
          request.onsuccess = () => result(request.result as StoredRecord<V>[]);
        },
        [storeName],
      ),
    );
    const merged = inMemory;
    for (const record of records ?? []) {
      if (!record || typeof record.questionId !== 'string' || typeof record.seq !== 'number') continue;
      const known = merged[record.questionId];
      if (!known || known.seq < record.seq) merged[record.questionId] = { value: record.value, seq: record.seq };
    }
    return merged;
  };

  return {
    async load(scope) {
      return loadMerged(scope, UNSENT_STORE, await memory.load(scope));
    },
    async loadSaved(scope) {
      return loadMerged(scope, SAVED_STORE, await memory.loadSaved(scope));
    },
    async put(scope, key, entry) {
      await memory.put(scope, key, entry);
      await withDb((opened) =>
        transaction<void>(opened, 'readwrite', (store) => {
          const id = [scope, key];
          const request = store.get(id);
          request.onsuccess = () => {
            const stored = request.result as StoredRecord<V> | undefined;
            if (!stored || stored.seq < entry.seq) {
              store.put({ questionId: key, value: entry.value, seq: entry.seq } satisfies StoredRecord<V>, id);
            }
          };
        }),
      );
    },
    async remove(scope, key, ackedSeq) {
      await memory.remove(scope, key, ackedSeq);
      await withDb((opened) => transaction<void>(opened, 'readwrite', (store) => forgetUpTo(store, [scope, key], ackedSeq)));
    },
    async acknowledge(scope, key, ackedSeq) {
      await memory.acknowledge(scope, key, ackedSeq);
      await withDb((opened) =>
        transaction<void>(
          opened,
          'readwrite',
          (store, _result, tx) => {
            const id = [scope, key];
            const request = store.get(id);
            request.onsuccess = () => {
              const stored = request.result as StoredRecord<V> | undefined;
              if (!stored || stored.seq > ackedSeq) return;
              store.delete(id);
              if (stored.seq !== ackedSeq) return;
              const saved = tx.objectStore(SAVED_STORE);
              const previous = saved.get(id);
              previous.onsuccess = () => {
                const known = previous.result as StoredRecord<V> | undefined;
                if (!known || known.seq <= ackedSeq) saved.put(stored, id);
              };
            };
          },
          [UNSENT_STORE, SAVED_STORE],
        ),
      );
    },
  };
}
