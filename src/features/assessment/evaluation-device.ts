/**
 * The teacher's tablet storage for evaluations on a PAT day and on an education (spec §2 /docent/pat-dag/{id},
 * /docent/evaluate/…, /docent/opleiding/candidate/evaluate/{id}; decision 007; docs/decisions/018-service-worker.md,
 * 035-education-evaluations.md): one IndexedDB database, 'docent-pat' (its name from before educations, kept so
 * drafts on tablets stay), with
 * - 'unsent' and 'saved': the drafts of the save queue, in the layout of every device-first save
 *   (src/lib/device-sync/storage.ts `createEntryStore`, keyed `[formKey, 'draft']`);
 * - 'forms': the evaluation forms of the day (`GET /api/pat/day/{dayId}/forms`) and the forms the island got back
 *   from the server (after finalising or revising; an education's too), one record per form under its key (evaluation-drafts.ts
 *   `keyOf`: a PAT's and an education's never meet), so they open and can be scored without a connection, also
 *   after the browser was closed. A form is only replaced by a newer copy (evaluation-drafts.ts `newerForm`). An education's
 *   page itself is kept by the service worker (src/features/offline/policy.ts).
 *
 * Without IndexedDB (private mode, a full disk) nothing is kept: the forms then need a connection, and the drafts
 * live in memory as long as the page (the save queue's own fallback). Functions never reject.
 *
 * When the service worker forgets a person (someone else signs in on the tablet), it removes the kept forms and the
 * acknowledged drafts (device-db.ts `forgetSaved`, `EVALUATION_DATABASE.forgotten`); drafts never sent stay until
 * they are sent (as the player's answers do).
 */
import { EVALUATION_DATABASE, EVALUATION_FORMS_STORE, openDatabase, transaction } from '#src/lib/device-sync/device-db';
import { createEntryStore, type EntryStore } from '#src/lib/device-sync/storage';
import type { EvaluationForm } from '#src/features/assessment/contract';
import { keyOf, newerForm, type Draft, type IslandForm } from './evaluation-drafts';


/** The device options: the IndexedDB factory (default `globalThis.indexedDB`; tests pass none). */
export interface DeviceOptions {
  indexedDB?: IDBFactory | undefined;
}

/** The drafts' storage for the save queue (unsent and acknowledged drafts per form key). */
export function createDraftStore({ indexedDB = globalThis.indexedDB }: DeviceOptions = {}): Required<EntryStore<Draft>> {
  return createEntryStore<Draft>({ indexedDB, database: EVALUATION_DATABASE });
}

/** Runs `work` on the forms store; undefined when IndexedDB is missing or fails. */
async function withForms<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore, result: (value: T) => void) => void, factory: IDBFactory | undefined): Promise<T | undefined> {
  if (!factory) return undefined;
  try {
    const db = await openDatabase(factory, EVALUATION_DATABASE);
    try {
      return await transaction<T>(db, mode, work, [EVALUATION_FORMS_STORE]);
    } finally {
      db.close();
    }
  } catch {
    return undefined;
  }
}

/**
 * Keeps `forms` on the device, each unless the kept copy is newer. @returns how many forms the device now holds
 * of these (0 without IndexedDB).
 */
export async function keepForms(forms: readonly IslandForm[], { indexedDB = globalThis.indexedDB }: DeviceOptions = {}): Promise<number> {
  const kept = await withForms<number>(
    'readwrite',
    (store, result) => {
      let done = 0;
      for (const form of forms) {
        const key = keyOf(form);
        const request = store.get(key);
        request.onsuccess = () => {
          const known = request.result as IslandForm | undefined;
          // The instructions stay on the page that shows them; the island needs the rest.
          const { instructions: _i, instructionsHtml: _h, ...slim } = form as EvaluationForm;
          if (!known || newerForm(slim, known) === slim) store.put(slim, key);
          result(++done);
        };
      }
      if (forms.length === 0) result(0);
    },
    indexedDB,
  );
  return kept ?? 0;
}

/** The kept form under `key` (evaluation-drafts.ts `formKey`), or null. */
export async function keptForm(key: string, { indexedDB = globalThis.indexedDB }: DeviceOptions = {}): Promise<IslandForm | null> {
  const found = await withForms<IslandForm | null>(
    'readonly',
    (store, result) => {
      const request = store.get(key);
      request.onsuccess = () => result((request.result as IslandForm | undefined) ?? null);
    },
    indexedDB,
  );
  return found ?? null;
}

/** Every kept form, by key. */
export async function keptForms({ indexedDB = globalThis.indexedDB }: DeviceOptions = {}): Promise<Map<string, IslandForm>> {
  const found = await withForms<IslandForm[]>(
    'readonly',
    (store, result) => {
      const request = store.getAll();
      request.onsuccess = () => result(request.result as IslandForm[]);
    },
    indexedDB,
  );
  return new Map((found ?? []).map((form) => [keyOf(form), form]));
}

