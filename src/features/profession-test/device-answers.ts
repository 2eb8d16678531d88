/**
 * The candidate's test answers on the device (decision 007; docs/decisions/018-service-worker.md): the player's
 * IndexedDB database (src/lib/device-sync/device-db.ts `PLAYER_DATABASE`), with 'unsent' and 'saved' in the layout
 * of every device-first save: one record per (attempt, question) under `[attemptId, questionId]`.
 *
 * Used by the player's save queue (islands/player/Player.tsx) and the close page (components/candidate/unsent.ts),
 * each with an entry store on it (src/lib/device-sync/storage.ts `createEntryStore`), by the sign-out guard
 * (src/components/logout-guard.ts, on every page: so this module loads nothing but device-db.ts, and the entry store
 * stays out of plain pages) and by the service worker (`forgetSavedAnswers`).
 */
import { forgetSaved, PLAYER_DATABASE } from '#src/lib/device-sync/device-db';

/** Forgets the acknowledged answers of this device (someone else signs in); unsent answers stay. Never rejects. */
export async function forgetSavedAnswers({ indexedDB = globalThis.indexedDB }: { indexedDB?: IDBFactory | undefined } = {}): Promise<void> {
  await forgetSaved({ indexedDB, database: PLAYER_DATABASE });
}
