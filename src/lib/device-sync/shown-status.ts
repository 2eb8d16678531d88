/**
 * The save status a device-first form shows (decision 007): the save queue's status (save-queue.ts `status`), with
 * 'saving' only after a moment so a quick save does not make the line flicker, and `quiet` before anything reached
 * the server or the device ('Opgeslagen' would then be untrue). Part of `useDeviceSync` (use-device-sync.ts).
 */
import { useEffect, useState } from 'react';
import { status, type QueueState, type SaveStatus } from './save-queue';

/** 'Opslaan…' shows only when saving takes longer than this (ms). */
export const SAVING_SHOWN_AFTER_MS = 400;

/**
 * The status to show for `queue`, and whether to show nothing yet.
 * @returns `shown`: 'saved' · 'saving' (after SAVING_SHOWN_AFTER_MS) · 'offline'; `quiet`: true while nothing was
 *   acknowledged and nothing is unsent.
 */
export function useShownStatus<V>(queue: QueueState<V>): { shown: SaveStatus; quiet: boolean } {
  const saveStatus = status(queue);
  const [shown, setShown] = useState<SaveStatus>(saveStatus);
  useEffect(() => {
    if (saveStatus !== 'saving') {
      setShown(saveStatus);
      return;
    }
    const timer = setTimeout(() => setShown('saving'), SAVING_SHOWN_AFTER_MS);
    return () => clearTimeout(timer);
  }, [saveStatus]);
  return { shown, quiet: shown === 'saved' && Object.keys(queue.acked).length === 0 };
}
