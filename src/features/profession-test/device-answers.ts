/**
 * The candidate's test answers on the device (decision 007; docs/decisions/018-service-worker.md): the player's
 * IndexedDB database, 'kandidaat-player', with 'unsent' and 'saved' in the layout of every device-first save
 * (src/lib/device-sync/device-db.ts): one record per (attempt, question) under `[attemptId, questionId]`.
 *
 * Used by the player's save queue (islands/player/Player.tsx) and the close page (components/candidate/unsent.ts),
 * each with an entry store on it (src/lib/device-sync/storage.ts `createEntryStore`), by the sign-out guard
 * (src/components/logout-guard.ts, on every page: so this module loads nothing but device-db.ts, and the entry store
 * stays out of plain pages) and by the service worker (`forgetSavedAnswers`).
 */
import { forgetSaved, type DeviceDatabase } from '#src/lib/device-sync/device-db';

/** The player's database. */
export const PLAYER_DATABASE: DeviceDatabase = { name: 'kandidaat-player', version: 2, stores: ['unsent', 'saved'] };

/** Forgets the acknowledged answers of this device (someone else signs in); unsent answers stay. Never rejects. */
export async function forgetSavedAnswers({ indexedDB = globalThis.indexedDB }: { indexedDB?: IDBFactory | undefined } = {}): Promise<void> {
  await forgetSaved({ indexedDB, database: PLAYER_DATABASE });
}
