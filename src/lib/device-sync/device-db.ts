/**
 * The IndexedDB layout of the device-first saves (decision 007) and what reads it without an answer store: the
 * databases (`DeviceDatabase`, the player's `PLAYER_DATABASE`), opening one, a transaction, every unsent record of a
 * database (the sign-out guard, src/components/logout-guard.ts), forgetting one record once the server has it, and
 * forgetting the saved answers (the service worker). The answer store with its in-memory fallback (storage.ts) is
 * built on this.
 *
 * A module of its own so that every signed-in candidate page, which loads the sign-out guard, loads only this and
 * not the player's answer store (architecture.md: a plain candidate page's JavaScript budget).
 *
 * Layout: database 'kandidaat-player', object stores 'unsent' and 'saved', one record per (attempt, question)
 * under the key `[attemptId, questionId]`, value `{ questionId, value, seq }`; the roll call's marks and the
 * evaluation drafts use the same layout in databases of their own.
 */
import type { AnswerValue } from '#src/features/content/model';
import type { Entry } from './save-queue';

export const DB_NAME = 'kandidaat-player';
export const STORE_NAME = 'unsent';
export const SAVED_STORE = 'saved';
const DB_VERSION = 2;

/** An IndexedDB database of device-first saves: its name, version and object stores (created on upgrade). */
export interface DeviceDatabase {
  name: string;
  version: number;
  stores: readonly string[];
}

/** The player's database. */
export const PLAYER_DATABASE: DeviceDatabase = { name: DB_NAME, version: DB_VERSION, stores: [STORE_NAME, SAVED_STORE] };

/** A record of the 'unsent' and 'saved' stores, under the key `[attemptId, questionId]`. */
export interface StoredRecord<V = AnswerValue> extends Entry<V> {
  questionId: string;
}

/**
 * Opens `database` (default the player's), creating its missing object stores on upgrade; a connection closes
 * itself when another tab upgrades. Rejects when IndexedDB refuses or the upgrade is blocked.
 */
export function openDatabase(factory: IDBFactory, database: DeviceDatabase = PLAYER_DATABASE): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = factory.open(database.name, database.version);
    request.onupgradeneeded = () => {
      for (const name of database.stores) {
        if (!request.result.objectStoreNames.contains(name)) request.result.createObjectStore(name);
      }
    };
    request.onsuccess = () => {
      const db = request.result;
      // Another tab with a newer version of this code wants to upgrade: let it.
      db.onversionchange = () => db.close();
      resolve(db);
    };
    request.onerror = () => reject(request.error);
    request.onblocked = () => reject(new Error('IndexedDB upgrade blocked'));
  });
}

/**
 * Runs `work` in one transaction on the 'unsent' store (or on `names`, the first handed to `work` as its store)
 * and resolves when the transaction has committed (so a write is on disk before the answer is sent). `work`
 * uses request callbacks only (no promises inside the transaction: older Safari commits a transaction as soon
 * as a promise is awaited).
 */
export function transaction<T>(
  db: IDBDatabase,
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore, result: (value: T) => void, tx: IDBTransaction) => void,
  names: readonly string[] = [STORE_NAME],
): Promise<T | undefined> {
  return new Promise((resolve, reject) => {
    const tx = db.transaction([...names], mode);
    let value: T | undefined;
    tx.oncomplete = () => resolve(value);
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
    work(
      tx.objectStore(names[0]!),
      (v) => {
        value = v;
      },
      tx,
    );
  });
}

/** Where device-first records are kept: the IndexedDB factory and the database. */
export interface DeviceDatabaseOptions {
  /** The IndexedDB factory; default `globalThis.indexedDB` (missing on the server and in some browsers). */
  indexedDB?: IDBFactory | undefined;
  /** The database; default the player's (`PLAYER_DATABASE`). It must have the stores 'unsent' and 'saved'. */
  database?: DeviceDatabase;
}

/**
 * Forgets every saved (acknowledged) answer on this device, of every attempt; unsent answers stay (the service
 * worker, when someone else signs in: docs/decisions/018-service-worker.md). `database`: another database than
 * the player's. Never rejects.
 */
export async function forgetSavedAnswers({ indexedDB = globalThis.indexedDB, database = PLAYER_DATABASE }: DeviceDatabaseOptions = {}): Promise<void> {
  if (!indexedDB) return;
  try {
    const db = await openDatabase(indexedDB, database);
    try {
      await transaction<void>(db, 'readwrite', (store) => void store.clear(), [SAVED_STORE]);
    } finally {
      db.close();
    }
  } catch {
    // Nothing to forget, or no IndexedDB here.
  }
}

/** One unsent answer (or other device-first record, `V` its value) with the attempt it belongs to (`unsentEverywhere`). */
export interface UnsentAnswer<V = AnswerValue> extends Entry<V> {
  attemptId: string;
  questionId: string;
}

/**
 * Every unsent answer on this device, of every attempt, read straight from IndexedDB (for the sign-out guard,
 * src/components/logout-guard.ts: signing out clears the device's storage). `database`: another database of this
 * layout than the player's (the roll call's marks, under the lesson as attempt and the candidate as question).
 * Never rejects: without IndexedDB nothing survived the page anyway, so the answer is an empty list.
 */
export async function unsentEverywhere<V = AnswerValue>({ indexedDB = globalThis.indexedDB, database = PLAYER_DATABASE }: DeviceDatabaseOptions = {}): Promise<UnsentAnswer<V>[]> {
  if (!indexedDB) return [];
  try {
    const db = await openDatabase(indexedDB, database);
    try {
      const found = await transaction<UnsentAnswer<V>[]>(db, 'readonly', (store, result) => {
        const list: UnsentAnswer<V>[] = [];
        const cursor = store.openCursor();
        cursor.onsuccess = () => {
          const at = cursor.result;
          if (!at) return result(list);
          const [attemptId] = at.key as [string, string];
          const record = at.value as StoredRecord<V>;
          if (typeof attemptId === 'string' && typeof record?.questionId === 'string' && typeof record.seq === 'number') {
            list.push({ attemptId, questionId: record.questionId, value: record.value, seq: record.seq });
          }
          at.continue();
        };
      });
      return found ?? [];
    } finally {
      db.close();
    }
  } catch {
    return [];
  }
}

/**
 * Forgets the unsent record `[attemptId, questionId]` of `database` when its seq is at most `sentSeq` (the
 * server has it; a newer record typed meanwhile stays). Opens the database once per `forgetter`, on first use.
 * Never rejects: without IndexedDB there is nothing to forget.
 */
export function unsentForgetter({ indexedDB = globalThis.indexedDB, database = PLAYER_DATABASE }: DeviceDatabaseOptions = {}) {
  let opened: Promise<IDBDatabase | null> | undefined;
  return async (attemptId: string, questionId: string, sentSeq: number): Promise<void> => {
    opened ??= indexedDB ? openDatabase(indexedDB, database).catch(() => null) : Promise.resolve(null);
    const db = await opened;
    if (!db) return;
    try {
      await transaction<void>(db, 'readwrite', (store) => forgetUpTo(store, [attemptId, questionId], sentSeq));
    } catch {
      // The record stays; the next sign-out finds it again.
    }
  };
}

/** Inside a transaction on 'unsent': deletes the record under `key` when its seq is at most `seq`. */
export function forgetUpTo(store: IDBObjectStore, key: IDBValidKey, seq: number): void {
  const request = store.get(key);
  request.onsuccess = () => {
    const stored = request.result as StoredRecord<unknown> | undefined;
    if (stored && stored.seq <= seq) store.delete(key);
  };
}
