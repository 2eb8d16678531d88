/**
 * The device's copy of unsent answers (decision 007: every change goes to IndexedDB first, so it survives a
 * reload, a crash, a closed tab). A tiny IndexedDB wrapper instead of a library (architecture.md budget: the player
 * page ships ≤ 80 KB of JavaScript, React alone is ~60 KB).
 *
 * Layout: database 'kandidaat-player', one object store 'unsent', one record per (attempt, question) under
 * the key `[attemptId, questionId]`, value `{ questionId, value, seq }`. One record per question (rather than
 * one per attempt) lets two tabs write at the same time without overwriting each other's answers, and every
 * write keeps the higher seq, inside one transaction.
 *
 * A second object store, 'saved', keeps per (attempt, question) the last answer this device saw the server
 * acknowledge (`acknowledge`), same key and value. A page shown from the service worker's cache without a
 * connection carries the server's answers of the moment it was kept; merged with these (higher seq wins), it
 * still shows every answer given since (docs/decisions/018-service-worker.md). Signing out clears both stores
 * (`Clear-Site-Data`), and the service worker clears 'saved' when another person signs in (`forgetSavedAnswers`).
 *
 * Every operation also updates an in-memory copy, and every IndexedDB failure (private mode, quota, a browser
 * without IndexedDB, a blocked upgrade) falls back to that copy for the rest of the page's life: answers are
 * then kept until the page is closed. Methods never reject.
 *
 * The same store serves other device-first saves (`V` their value type) in a database of their own
 * (`DeviceDatabase`, option `database`), which must have the object stores 'unsent' and 'saved'. The layout itself,
 * opening a database and a transaction are in device-db.ts, for stores of other records in such a database and for
 * the sign-out guard.
 */
import type { AnswerValue } from '#src/features/content/model';
import { forgetUpTo, openDatabase, PLAYER_DATABASE, SAVED_STORE, STORE_NAME, transaction, type DeviceDatabaseOptions, type StoredRecord } from './device-db';
import type { Entries, Entry } from './save-queue';

/** What the sync needs from the device storage. */
export interface AnswerStore<V = AnswerValue> {
  /** The unsent answers of one attempt, per question. */
  load(attemptId: string): Promise<Entries<V>>;
  /** Keeps `answer` unless the stored one for that question has a higher or equal seq. */
  put(attemptId: string, questionId: string, answer: Entry<V>): Promise<void>;
  /** Forgets the stored answer for that question when its seq ≤ `ackedSeq` (the server has it). */
  remove(attemptId: string, questionId: string, ackedSeq: number): Promise<void>;
  /**
   * The server acknowledged `ackedSeq`: forgets the unsent answer as `remove` does and, when it is the very
   * answer the server now holds (same seq), keeps it as the question's saved answer. Optional: without it the
   * sync calls `remove`.
   */
  acknowledge?(attemptId: string, questionId: string, ackedSeq: number): Promise<void>;
  /** The saved (acknowledged) answers of one attempt kept by `acknowledge`, per question. Optional. */
  loadSaved?(attemptId: string): Promise<Entries<V>>;
}

/** An answer store in memory only (tests, and the fallback without IndexedDB). */
export function memoryStore<V = AnswerValue>(): Required<AnswerStore<V>> {
  const attempts = new Map<string, Entries<V>>();
  const savedAttempts = new Map<string, Entries<V>>();
  const of = (attemptId: string, maps = attempts): Entries<V> => {
    let map = maps.get(attemptId);
    if (!map) maps.set(attemptId, (map = {}));
    return map;
  };
  return {
    async load(attemptId) {
      return structuredCloneish(of(attemptId));
    },
    async put(attemptId, questionId, answer) {
      const map = of(attemptId);
      const stored = map[questionId];
      if (!stored || stored.seq < answer.seq) map[questionId] = { value: answer.value, seq: answer.seq };
    },
    async remove(attemptId, questionId, ackedSeq) {
      const map = of(attemptId);
      const stored = map[questionId];
      if (stored && stored.seq <= ackedSeq) delete map[questionId];
    },
    async acknowledge(attemptId, questionId, ackedSeq) {
      const stored = of(attemptId)[questionId];
      const saved = of(attemptId, savedAttempts);
      const known = saved[questionId];
      if (stored && stored.seq === ackedSeq && (!known || known.seq <= ackedSeq)) saved[questionId] = { value: stored.value, seq: stored.seq };
      if (stored && stored.seq <= ackedSeq) delete of(attemptId)[questionId];
    },
    async loadSaved(attemptId) {
      return structuredCloneish(of(attemptId, savedAttempts));
    },
  };
}

/** A copy deep enough for answer maps (values are plain JSON). */
function structuredCloneish<V>(map: Entries<V>): Entries<V> {
  return JSON.parse(JSON.stringify(map)) as Entries<V>;
}

/** The key range of one attempt's records: every `[attemptId, questionId]` key. */
function attemptRange(attemptId: string): IDBKeyRange {
  // Arrays sort after strings in IndexedDB keys, so [id, []] is above every [id, '…'].
  return IDBKeyRange.bound([attemptId], [attemptId, []]);
}

/** Where the answer store keeps its records: the IndexedDB factory and the database (device-db.ts). */
export type AnswerStoreOptions = DeviceDatabaseOptions;

/**
 * The device storage for the player: IndexedDB when it works, memory otherwise (see the module comment).
 * Opens the database on first use.
 */
export function createAnswerStore<V = AnswerValue>({ indexedDB = globalThis.indexedDB, database: layout = PLAYER_DATABASE }: AnswerStoreOptions = {}): Required<
  AnswerStore<V>
> {
  const memory = memoryStore<V>();
  let db: Promise<IDBDatabase | null> | null = null;

  const database = (): Promise<IDBDatabase | null> => {
    if (!db) db = indexedDB ? openDatabase(indexedDB, layout).catch(() => null) : Promise.resolve(null);
    return db;
  };
  /** Runs an IndexedDB operation; on any failure stops using IndexedDB for this page. */
  const attempt = async <T>(operation: (db: IDBDatabase) => Promise<T>): Promise<T | undefined> => {
    const opened = await database();
    if (!opened) return undefined;
    try {
      return await operation(opened);
    } catch {
      db = Promise.resolve(null);
      return undefined;
    }
  };

  /** One attempt's records of `storeName`, merged with the memory copy `inMemory` (higher seq wins). */
  const loadMerged = async (attemptId: string, storeName: string, inMemory: Entries<V>): Promise<Entries<V>> => {
    const records = await attempt((opened) =>
      transaction<StoredRecord<V>[]>(
        opened,
        'readonly',
        (store, result) => {
          const request = store.getAll(attemptRange(attemptId));
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
    async load(attemptId) {
      return loadMerged(attemptId, STORE_NAME, await memory.load(attemptId));
    },
    async loadSaved(attemptId) {
      return loadMerged(attemptId, SAVED_STORE, await memory.loadSaved(attemptId));
    },
    async put(attemptId, questionId, answer) {
      await memory.put(attemptId, questionId, answer);
      await attempt((opened) =>
        transaction<void>(opened, 'readwrite', (store) => {
          const key = [attemptId, questionId];
          const request = store.get(key);
          request.onsuccess = () => {
            const stored = request.result as StoredRecord<V> | undefined;
            if (!stored || stored.seq < answer.seq) {
              store.put({ questionId, value: answer.value, seq: answer.seq } satisfies StoredRecord<V>, key);
            }
          };
        }),
      );
    },
    async remove(attemptId, questionId, ackedSeq) {
      await memory.remove(attemptId, questionId, ackedSeq);
      await attempt((opened) =>
        transaction<void>(opened, 'readwrite', (store) => forgetUpTo(store, [attemptId, questionId], ackedSeq)),
      );
    },
    async acknowledge(attemptId, questionId, ackedSeq) {
      await memory.acknowledge(attemptId, questionId, ackedSeq);
      await attempt((opened) =>
        transaction<void>(
          opened,
          'readwrite',
          (store, _result, tx) => {
            const key = [attemptId, questionId];
            const request = store.get(key);
            request.onsuccess = () => {
              const stored = request.result as StoredRecord<V> | undefined;
              if (!stored || stored.seq > ackedSeq) return;
              store.delete(key);
              if (stored.seq !== ackedSeq) return;
              const saved = tx.objectStore(SAVED_STORE);
              const previous = saved.get(key);
              previous.onsuccess = () => {
                const known = previous.result as StoredRecord<V> | undefined;
                if (!known || known.seq <= ackedSeq) saved.put(stored, key);
              };
            };
          },
          [STORE_NAME, SAVED_STORE],
        ),
      );
    },
  };
}

/**
 * True when the device still holds unsent answers for the attempt (for a close page that wants to refuse
 * closing before the player has sent everything).
 */
export async function hasUnsentAnswers(attemptId: string, store: AnswerStore = createAnswerStore()): Promise<boolean> {
  return (await countUnsentAnswers(attemptId, store)) > 0;
}

/**
 * How many answers of the attempt are kept on this device and not yet acknowledged (the close page's
 * `CountUnsent`, src/features/profession-test/components/candidate/unsent.ts). 0 when IndexedDB is unavailable: then nothing survived a reload.
 */
export async function countUnsentAnswers(attemptId: string, store: AnswerStore = createAnswerStore()): Promise<number> {
  return Object.keys(await store.load(attemptId)).length;
}
