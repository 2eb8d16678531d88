/**
 * The IndexedDB layout of the device-first saves (decision 007) and what reads it without an entry store: a saver's
 * database (`DeviceDatabase`), opening it, a transaction, every unsent record of a database (the sign-out guard,
 * src/components/logout-guard.ts), forgetting one record once the server has it, and forgetting the saved entries
 * (the service worker). The entry store with its in-memory fallback (storage.ts) is built on this.
 *
 * A module of its own so that every signed-in page, which loads the sign-out guard, loads only this and not the
 * entry store (docs/architecture.md: a plain candidate page's JavaScript budget).
 *
 * Layout: each saver has a database of its own, listed here (`PLAYER_DATABASE`, `EVALUATION_DATABASE`,
 * `ATTENDANCE_DATABASE`) because the sign-out guards and the service worker read them all, with the object stores
 * 'unsent' and 'saved', one record per (scope, key) under the
 * IndexedDB key `[scope, key]`, value `{ questionId, value, seq }`: `questionId` holds the key, whatever the saver
 * keys by (a question, the evaluation's 'draft', a candidate). Devices hold unsent records in this layout, so it
 * never changes.
 */
import type { Entry } from './save-queue';

/** The object store of values not yet acknowledged by the server. */
export const UNSENT_STORE = 'unsent';
/** The object store of the last value per key the server acknowledged (docs/decisions/018-service-worker.md). */
export const SAVED_STORE = 'saved';

/**
 * An IndexedDB database of device-first saves: its name, version and object stores (created on upgrade). It has
 * at least `UNSENT_STORE` and `SAVED_STORE`.
 */
export interface DeviceDatabase {
  name: string;
  version: number;
  stores: readonly string[];
  /**
   * The stores that hold only what the server already has, cleared when someone else signs in on this device
   * (`forgetSaved`; docs/decisions/018-service-worker.md); default `[SAVED_STORE]`. Never `UNSENT_STORE`: unsent
   * values stay until they are sent.
   */
  forgotten?: readonly string[];
}

/** The object store of the evaluation forms a teacher's tablet keeps for a PAT day (EVALUATION_DATABASE). */
export const EVALUATION_FORMS_STORE = 'forms';

/**
 * The candidate's test answers: the player's save queue (profession-test/islands/player/Player.tsx) and the close
 * page's count of unsent answers (profession-test/components/candidate/unsent.ts), keyed by attempt and question.
 */
export const PLAYER_DATABASE: DeviceDatabase = { name: 'kandidaat-player', version: 2, stores: [UNSENT_STORE, SAVED_STORE] };

/** A teacher's evaluation drafts (PATs and educations), keyed by form key and 'draft', and the kept forms. */
export const EVALUATION_DATABASE: DeviceDatabase = {
  name: 'docent-pat',
  version: 1,
  stores: [UNSENT_STORE, SAVED_STORE, EVALUATION_FORMS_STORE],
  forgotten: [SAVED_STORE, EVALUATION_FORMS_STORE],
};

/** A teacher's roll-call marks, keyed by lesson and candidate. */
export const ATTENDANCE_DATABASE: DeviceDatabase = { name: 'docent-aanwezigheid', version: 1, stores: [UNSENT_STORE, SAVED_STORE] };

/** Every saver's database: what the sign-out guard and the service worker go through. */
export const DEVICE_DATABASES: readonly DeviceDatabase[] = [PLAYER_DATABASE, EVALUATION_DATABASE, ATTENDANCE_DATABASE];

/** A record of the 'unsent' and 'saved' stores, under the IndexedDB key `[scope, key]`; `questionId` is the key. */
export interface StoredRecord<V = unknown> extends Entry<V> {
  questionId: string;
}

/**
 * Opens `database`, creating its missing object stores on upgrade; a connection closes itself when another tab
 * upgrades. Rejects when IndexedDB refuses or the upgrade is blocked.
 */
export function openDatabase(factory: IDBFactory, database: DeviceDatabase): Promise<IDBDatabase> {
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
 * and resolves when the transaction has committed (so a write is on disk before the value is sent). `work`
 * uses request callbacks only (no promises inside the transaction: older Safari commits a transaction as soon
 * as a promise is awaited).
 */
export function transaction<T>(
  db: IDBDatabase,
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore, result: (value: T) => void, tx: IDBTransaction) => void,
  names: readonly string[] = [UNSENT_STORE],
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

/** Where device-first records are kept: the IndexedDB factory and the saver's database. */
export interface DeviceDatabaseOptions {
  /** The IndexedDB factory; default `globalThis.indexedDB` (missing on the server and in some browsers). */
  indexedDB?: IDBFactory | undefined;
  /** The saver's database. */
  database: DeviceDatabase;
}

/**
 * Forgets what `database` keeps on this device of what the server already has, of every scope (its `forgotten`
 * stores: acknowledged values, a teacher's kept forms); unsent entries stay (the service worker, when someone else
 * signs in: docs/decisions/018-service-worker.md). Never rejects.
 */
export async function forgetSaved({ indexedDB = globalThis.indexedDB, database }: DeviceDatabaseOptions): Promise<void> {
  if (!indexedDB) return;
  const stores = database.forgotten ?? [SAVED_STORE];
  try {
    const db = await openDatabase(indexedDB, database);
    try {
      await transaction<void>(db, 'readwrite', (_first, _result, tx) => stores.forEach((name) => tx.objectStore(name).clear()), stores);
    } finally {
      db.close();
    }
  } catch {
    // Nothing to forget, or no IndexedDB here.
  }
}

/** One unsent entry (`V` its value) with its scope and key (`unsentEverywhere`). */
export interface UnsentEntry<V = unknown> extends Entry<V> {
  scope: string;
  key: string;
}

/**
 * Every unsent entry of `database` on this device, of every scope, read straight from IndexedDB (for the sign-out
 * guard, src/components/logout-guard.ts: signing out clears the device's storage). Never rejects: without
 * IndexedDB nothing survived the page anyway, so the answer is an empty list.
 */
export async function unsentEverywhere<V = unknown>({ indexedDB = globalThis.indexedDB, database }: DeviceDatabaseOptions): Promise<UnsentEntry<V>[]> {
  if (!indexedDB) return [];
  try {
    const db = await openDatabase(indexedDB, database);
    try {
      const found = await transaction<UnsentEntry<V>[]>(db, 'readonly', (store, result) => {
        const list: UnsentEntry<V>[] = [];
        const cursor = store.openCursor();
        cursor.onsuccess = () => {
          const at = cursor.result;
          if (!at) return result(list);
          const [scope] = at.key as [string, string];
          const record = at.value as StoredRecord<V>;
          if (typeof scope === 'string' && typeof record?.questionId === 'string' && typeof record.seq === 'number') {
            list.push({ scope, key: record.questionId, value: record.value, seq: record.seq });
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
 * Forgets the unsent record `[scope, key]` of `database` when its seq is at most `sentSeq` (the server has it; a
 * newer record typed meanwhile stays). Opens the database once per `forgetter`, on first use. Never rejects:
 * without IndexedDB there is nothing to forget.
 */
export function unsentForgetter({ indexedDB = globalThis.indexedDB, database }: DeviceDatabaseOptions) {
  let opened: Promise<IDBDatabase | null> | undefined;
  return async (scope: string, key: string, sentSeq: number): Promise<void> => {
    opened ??= indexedDB ? openDatabase(indexedDB, database).catch(() => null) : Promise.resolve(null);
    const db = await opened;
    if (!db) return;
    try {
      await transaction<void>(db, 'readwrite', (store) => forgetUpTo(store, [scope, key], sentSeq));
    } catch {
      // The record stays; the next sign-out finds it again.
    }
  };
}

/** Inside a transaction on 'unsent': deletes the record under `id` when its seq is at most `seq`. */
export function forgetUpTo(store: IDBObjectStore, id: IDBValidKey, seq: number): void {
  const request = store.get(id);
  request.onsuccess = () => {
    const stored = request.result as StoredRecord<unknown> | undefined;
    if (stored && stored.seq <= seq) store.delete(id);
  };
}
