/**
 * What the player says when the server refuses a saved answer (decision 007; src/lib/device-sync/sync.ts
 * `onRejected`), as a pure state: the alert under the progress.
 *
 * - 401: the session ended (idle or absolute timeout, spec §4; decision 003: 401 = not signed in). Changing the
 *   answer cannot help: the candidate must sign in again. The answers stay on the device (the save queue keeps every
 *   unsent value) and are sent when the test is opened again after signing in; the alert links to /login with the
 *   test as the way back (src/lib/return-to.ts). It stays until the page is left: a later refusal or a changed
 *   answer does not hide it.
 * - Any other 4xx (400 an answer of the wrong kind, 404): that answer cannot be saved as it is; the alert asks to
 *   change it, and goes away when an answer changes (the changed answer is tried again).
 */
import { errorStatus } from '#src/lib/errors';

/** Nothing to say, 'change the answer', or 'sign in again'. */
export type SaveRefusal = 'none' | 'change' | 'sign-in';

/** The refusal after the server refused an answer with `error` (ofetch's FetchError). */
export function refusalAfter(current: SaveRefusal, error: unknown): SaveRefusal {
  if (errorStatus(error) === 401 || current === 'sign-in') return 'sign-in';
  return 'change';
}

/** The refusal after the candidate changed an answer: 'change the answer' is done; 'sign in again' is not. */
export function refusalAfterAnswer(current: SaveRefusal): SaveRefusal {
  return current === 'sign-in' ? 'sign-in' : 'none';
}
