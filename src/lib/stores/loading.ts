/**
 * `$loading`: how many calls from islands are running (docs/architecture.md, "client state"). A counter, so
 * parallel calls keep the busy overlay (spec §1) up until the last one ends. Browser only.
 */
import { atom } from 'nanostores';

/**
 * Number of calls in flight. Never below 0; the global busy overlay shows while it is above 0. (A plain atom: a
 * `computed` store would bring nanostores' lifecycle code into every signed-in page's script.)
 */
export const $loading = atom(0);

/** Marks the start of a call. Pair every call with one `stopLoading()`. */
export function startLoading(): void {
  $loading.set($loading.get() + 1);
}

/** Marks the end of a call (also after a failure). */
export function stopLoading(): void {
  $loading.set(Math.max(0, $loading.get() - 1));
}

/**
 * Runs `task` with the loading flag set, and clears it however `task` ends.
 * @example const data = await whileLoading(() => client('/api/user/get'));
 */
export async function whileLoading<T>(task: () => Promise<T>): Promise<T> {
  startLoading();
  try {
    return await task();
  } finally {
    stopLoading();
  }
}
