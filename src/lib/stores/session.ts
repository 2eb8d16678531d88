/**
 * `$session`: the signed-in user's non-secret fields in the browser (docs/architecture.md, "client state"), for
 * islands that need to know who is signed in. The token never reaches the browser (BFF). Set from the page's
 * header on load; cleared on logout (spec §4). Never written on the server.
 */
import { atom } from 'nanostores';
import type { PageSession } from '#src/lib/session';

/** What the browser may know about the signed-in user. */
export type ClientSession = Pick<PageSession, 'userId' | 'name' | 'role' | 'professionId'>;

/** The signed-in user, or null when unknown or signed out. */
export const $session = atom<ClientSession | null>(null);

/** Stores the signed-in user's public fields (copies only the allowed fields). */
export function setSession(session: ClientSession): void {
  const { userId, name, role, professionId } = session;
  $session.set({ userId, name, role, professionId: professionId ?? null });
}

/** Forgets the signed-in user (logout). */
export function clearSession(): void {
  $session.set(null);
}
