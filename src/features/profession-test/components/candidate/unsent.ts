/**
 * The close page's guard against losing answers: closing is refused while answers are still unsent.
 * The player keeps every answer in IndexedDB on the device until the server acknowledged it; while
 * any answer of this attempt is still there, the 'Test afsluiten' button is disabled and
 * 'Nog niet alle antwoorden zijn opgeslagen…' is shown. Checked on load, every few seconds, when the tab
 * becomes visible again, and once more on submit. Without JavaScript (or IndexedDB) the form simply works.
 * The script carries no catalogue: the page renders the message in its language into the message element's
 * `data-unsent-message` attribute (docs/decisions/019).
 */

import type { AnswerValue } from '#src/features/content/model';
import type { EntryStore } from '#src/lib/device-sync/storage';

/** How many answers of `attemptId` are on this device and not yet acknowledged by the server. */
export type CountUnsent = (attemptId: string) => Promise<number>;

/**
 * How many answers of the attempt are kept on this device and not yet acknowledged (the close page's
 * `CountUnsent`). `store`: the player's answers (an entry store on src/lib/device-sync/device-db.ts `PLAYER_DATABASE`
 * `PLAYER_DATABASE`). 0 when IndexedDB is unavailable: then nothing survived a reload.
 */
export async function countUnsentAnswers(attemptId: string, store: EntryStore<AnswerValue>): Promise<number> {
  return Object.keys(await store.load(attemptId)).length;
}

/**
 * True when the device still holds unsent answers for the attempt (for a close page that wants to refuse
 * closing before the player has sent everything).
 */
export async function hasUnsentAnswers(attemptId: string, store: EntryStore<AnswerValue>): Promise<boolean> {
  return (await countUnsentAnswers(attemptId, store)) > 0;
}

/**
 * What the form shows for a count: the button disabled and `text` (the page's rendered message) visible while
 * answers are unsent.
 */
export function unsentView(count: number, text: string): { disabled: boolean; message: string | null } {
  return count > 0 ? { disabled: true, message: text } : { disabled: false, message: null };
}

/** Counts, and reads a failing store (private mode, no IndexedDB) as nothing unsent: then nothing was kept. */
export async function safeCount(count: CountUnsent, attemptId: string): Promise<number> {
  try {
    const n = await count(attemptId);
    return Number.isFinite(n) && n > 0 ? n : 0;
  } catch {
    return 0;
  }
}

/**
 * Watches the close form (`[data-close-form][data-attempt-id]`, with `[data-close-button]` and
 * `[data-unsent-message]` inside, whose value is the message to show).
 * @returns a function that stops watching.
 */
export function watchUnsent(form: HTMLFormElement, count: CountUnsent, intervalMs = 3000): () => void {
  const attemptId = form.dataset.attemptId ?? '';
  const button = form.querySelector<HTMLButtonElement>('[data-close-button]');
  const message = form.querySelector<HTMLElement>('[data-unsent-message]');
  if (!attemptId || !button || !message) return () => {};
  const text = message.dataset.unsentMessage ?? '';

  let unsent = 0;
  const apply = (n: number) => {
    unsent = n;
    const view = unsentView(n, text);
    // aria-disabled keeps the button focusable, so keyboard and screen-reader users find it and its reason;
    // a click is stopped in onSubmit.
    if (view.disabled) button.setAttribute('aria-disabled', 'true');
    else button.removeAttribute('aria-disabled');
    // The message element is a status region present from the start: changing its text is announced.
    const shown = view.message ?? '';
    if (message.textContent !== shown) message.textContent = shown;
    if (view.message) button.setAttribute('aria-describedby', message.id);
    else button.removeAttribute('aria-describedby');
  };
  const check = async () => apply(await safeCount(count, attemptId));

  let confirmed = false;
  const onSubmit = (event: SubmitEvent) => {
    if (confirmed) return;
    event.preventDefault();
    void check().then(() => {
      if (unsent > 0) {
        message.focus();
        return;
      }
      confirmed = true;
      form.requestSubmit(event.submitter instanceof HTMLButtonElement ? event.submitter : undefined);
      confirmed = false;
    });
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') void check();
  };

  form.addEventListener('submit', onSubmit);
  document.addEventListener('visibilitychange', onVisible);
  const timer = window.setInterval(() => void check(), intervalMs);
  void check();
  return () => {
    form.removeEventListener('submit', onSubmit);
    document.removeEventListener('visibilitychange', onVisible);
    window.clearInterval(timer);
  };
}
