/**
 * The module editor's draft in the browser (decision 010), as a hook around the pure functions in draft.ts:
 * look for a draft once after hydration and offer it when it differs from the server's version; write the
 * editor to localStorage about a second after each change (or remove the draft when the edits are back at the
 * saved state); write it at once when asked (leaving the page, a failed save); remove it after a save.
 * The template editor keeps no draft: decision 010 is about modules.
 */
import { useEffect, useRef, useState } from 'react';
import { formatDateTime } from '#src/lib/i18n/format';
import { browserStorage, draftAction, draftOffer, loadDraft, removeDraft, saveDraft, type Draft, type DraftOffer } from './draft';
import type { EditorState } from './state';

/** A draft is written this long after the last change (ms). */
export const DRAFT_DELAY_MS = 1000;

export interface BrowserDraft {
  /**
   * The draft found on this device, waiting for 'Herstellen' or 'Weggooien'; null when there is none or it
   * was answered. No draft is written while one waits, so the found one is not overwritten.
   */
  offer: DraftOffer | null;
  /** When the timer last wrote the draft, as Dutch date and time ('21 nov 2026, 14:05'); null when none is kept. */
  time: string | null;
  /**
   * 'Herstellen': closes the offer and returns its draft for the editor to load (with the draft's
   * `baseVersion`, so a draft of an older version is refused with 409 until brought up to date); null when
   * nothing was offered.
   */
  restore(): Draft | null;
  /** 'Weggooien': removes the stored draft and closes the offer. */
  discard(): void;
  /** Writes the editor's latest state and base version now, offer or not (before a reload, after a failed save). */
  write(): void;
  /** After a successful save: removes the draft. */
  clear(): void;
}

/**
 * The draft of one module in this browser. Storage failures (private mode, quota) are swallowed by draft.ts: a
 * draft is a convenience, never an error on screen.
 * @param key the localStorage key (`draftKey(moduleId)`).
 * @param state what the editor holds now.
 * @param saved what the server has (last load or save): a draft equal to it is removed instead of written. On
 *   the first render this is what the page loaded, so a found draft is offered only when it differs from that.
 * @param baseVersion the version the edits are based on, stored with the draft; null on the create page. On the
 *   first render the loaded version, which tells whether a found draft is based on an older one.
 */
export function useDraft(key: string, state: EditorState, saved: EditorState, baseVersion: number | null): BrowserDraft {
  /** undefined until the draft on this device was looked for (after hydration); writing waits until then. */
  const [offer, setOffer] = useState<DraftOffer | null | undefined>(undefined);
  const [time, setTime] = useState<string | null>(null);
  /** Writes the latest state and base version (the one of the last render). */
  const writeLatest = useRef(() => {});
  writeLatest.current = () => void saveDraft(browserStorage(), key, state, baseVersion);

  useEffect(() => {
    setOffer(draftOffer(loadDraft(browserStorage(), key), saved, baseVersion));
    // Once, on hydration, with what the page loaded (the first render's `saved` and `baseVersion`).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Paused until the draft was looked for, and while a found draft waits for an answer.
  useEffect(() => {
    if (offer !== null) return;
    const timer = window.setTimeout(() => {
      const storage = browserStorage();
      if (draftAction(state, saved) === 'remove') {
        removeDraft(storage, key);
        setTime(null);
      } else if (saveDraft(storage, key, state, baseVersion)) {
        setTime(formatDateTime(new Date()));
      }
    }, DRAFT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [offer, state, saved, baseVersion, key]);

  return {
    offer: offer ?? null,
    time,
    restore: () => {
      setOffer(null);
      return offer?.draft ?? null;
    },
    discard: () => {
      removeDraft(browserStorage(), key);
      setOffer(null);
    },
    write: () => writeLatest.current(),
    clear: () => {
      removeDraft(browserStorage(), key);
      setTime(null);
    },
  };
}
