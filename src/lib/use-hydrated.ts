/**
 * Whether React has taken over an island: false in the server's HTML and while React hydrates, true after.
 *
 * Islands keep their inputs and buttons disabled until then: a click on a server-rendered button does nothing, and
 * React resets controlled inputs when it hydrates, so a choice made before would look made and be lost
 * (WCAG 2.2 SC 3.3.4: nothing a user enters is silently dropped). Costs no re-render after hydration.
 */
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/** @returns false on the server and during hydration, true once the island runs in the browser. */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false);
}
