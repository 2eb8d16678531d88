/**
 * What the PAT day page says about the tablet (spec §2 /docent/pat-dag/{id}; docs/decisions/018-service-worker.md,
 * "A teacher's PAT day"), in order, as the work is actually done:
 * 1. 'De formulieren van deze dag worden op dit apparaat gezet…' while the day's forms are fetched and written to
 *    IndexedDB (the write resolves when its transaction has committed: device-db.ts `transaction`);
 * 2. then, while the service worker keeps the grid and fetches every form's page ahead, how many pages are kept
 *    ('… 12 van 48'), read from the worker's cache (features/offline/kept-pages.ts);
 * 3. only when the data and every page are stored: 'Alle 48 beoordelingsformulieren van deze dag staan op dit
 *    apparaat…'. When the worker did not finish in time, how many are; without a service worker, that the data is
 *    kept but the pages need a connection; without IndexedDB or on a failed call, why nothing is kept.
 * Pure: every effect is injected, so the order is tested (day-keeping.test.ts).
 */
import { errorMessage } from '#src/lib/errors';
import type { KeptProgress } from '#src/features/offline/kept-pages';
import { dayGridTexts as t } from '#src/features/pat/teacher-strings';

export interface DayKeepingDeps<F> {
  /** `GET /api/pat/day/{dayId}/forms`'s forms. @throws FetchError. */
  fetchForms: () => Promise<readonly F[]>;
  /** Writes the forms to IndexedDB; resolves after the writes committed with how many the device holds (0: none). */
  keepForms: (forms: readonly F[]) => Promise<number>;
  /**
   * Waits until the worker kept the pages (the grid and its forms), reporting progress; null when this browser
   * cannot keep pages (no service worker).
   */
  waitForPages: ((onProgress: (progress: KeptProgress) => void) => Promise<KeptProgress & { complete: boolean }>) | null;
  /** Puts a text in the status line. */
  say: (text: string) => void;
}

/**
 * Keeps the day on the device and says so when, and only when, it is done. Never rejects.
 * @returns true when the forms' data was written (the page then reads them back for its cells).
 */
export async function keepDay<F>(deps: DayKeepingDeps<F>): Promise<boolean> {
  const { say } = deps;
  say(t.keeping);
  let kept: number;
  let total: number;
  try {
    const forms = await deps.fetchForms();
    total = forms.length;
    kept = await deps.keepForms(forms);
  } catch (error) {
    say(t.notKept(errorMessage(error).text));
    return false;
  }
  if (total === 0) {
    say('');
    return true;
  }
  if (kept === 0) {
    say(t.notKept(t.noStorage));
    return false;
  }
  if (!deps.waitForPages) {
    say(t.keptDataOnly);
    return true;
  }
  try {
    const pages = await deps.waitForPages((progress) => {
      if (progress.kept < progress.total) say(t.keepingPages(progress.kept, progress.total));
    });
    say(pages.complete ? t.kept(kept) : t.partlyKept(pages.kept, pages.total));
  } catch {
    say(t.keptDataOnly);
  }
  return true;
}
