/**
 * The teacher's tablet storage for roll calls (decision 007; docs/decisions/018-service-worker.md): one IndexedDB
 * database (src/lib/device-sync/device-db.ts `ATTENDANCE_DATABASE`), with 'unsent' and 'saved': the marks of the save queue, in the layout of every
 * device-first save (src/lib/device-sync/storage.ts `createEntryStore`, keyed `[lessonId, candidateId]`). The page itself is kept by the service worker (src/features/offline/policy.ts).
 *
 * Without IndexedDB (private mode, a full disk) the marks live in memory as long as the page (the save queue's own
 * fallback). When the service worker forgets a person, it removes the acknowledged marks (device-db.ts `forgetSaved`);
 * marks never sent stay until they are sent (as the player's answers and the evaluation drafts do).
 */
import { ATTENDANCE_DATABASE } from '#src/lib/device-sync/device-db';
import { createEntryStore, type EntryStore } from '#src/lib/device-sync/storage';
import type { Mark } from './marks';

/** The marks' storage for the save queue (unsent and acknowledged marks per lesson and candidate). */
export function createMarkStore({ indexedDB = globalThis.indexedDB }: { indexedDB?: IDBFactory | undefined } = {}): Required<EntryStore<Mark>> {
  return createEntryStore<Mark>({ indexedDB, database: ATTENDANCE_DATABASE });
}
