/**
 * `$attempt`: the save state of the test attempt open in the player (docs/architecture.md, "client state"),
 * for anything on the page outside the player that needs it (a header badge, a close button).
 * Written by the test player island; browser only (never set during server rendering).
 */
import { atom, computed } from 'nanostores';

/** 'saved' · 'saving' · 'offline' (answers kept on the device), as the player's status region says. */
export type AttemptSaveStatus = 'saved' | 'saving' | 'offline';

export interface AttemptState {
  /** The attempt in the player, or null before the player started. */
  attemptId: string | null;
  status: AttemptSaveStatus;
  /** Questions whose newest answer the server has not acknowledged yet. */
  unsent: number;
  /** True once the server refused answers with 409 (closed, or its time ran out). */
  closed: boolean;
}

const EMPTY: AttemptState = { attemptId: null, status: 'saved', unsent: 0, closed: false };

export const $attempt = atom<AttemptState>(EMPTY);

/** Closing is allowed only when every answer is acknowledged: closing is refused while answers are unsent. */
export const $canClose = computed($attempt, (attempt) => attempt.unsent === 0);

/** Records the player's save state. A new attempt id starts from a clean state (not closed). */
export function setAttemptSave(attemptId: string, status: AttemptSaveStatus, unsent: number): void {
  const current = $attempt.get();
  const closed = current.attemptId === attemptId ? current.closed : false;
  const next: AttemptState = { attemptId, status, unsent: Math.max(0, Math.floor(unsent)), closed };
  if (current.attemptId === next.attemptId && current.status === next.status && current.unsent === next.unsent && current.closed === closed) return;
  $attempt.set(next);
}

/** Marks the attempt closed (the server answered 409). */
export function markAttemptClosed(attemptId: string): void {
  const current = $attempt.get();
  $attempt.set({ ...(current.attemptId === attemptId ? current : { ...EMPTY, attemptId }), closed: true });
}

/** Forgets the attempt (the player unmounted). */
export function resetAttempt(): void {
  $attempt.set(EMPTY);
}
