/**
 * The candidate's sign-out guard. Signing out clears the device's storage (`Clear-Site-Data`, spec §4 "Logout
 * clears all stored session and progress data"), and with it answers the test player kept on the device because
 * the connection was gone. Before signing out with such answers, the header says so in a `<dialog>` and offers
 * to send them first, to stay signed in, or to sign out anyway.
 *
 * Part of the header's script, not loaded on demand: the moment it matters is when the connection is gone. It
 * therefore sends with plain `fetch` (the same `PUT …/answer` as the player's sync.ts) and reads the device
 * storage through storage.ts, without the player's larger modules.
 *
 * @example
 *   if (await guardLogout(dialog)) form.submit();
 */
import { countText, type PluralTemplates } from '#src/lib/i18n/count-text';
import { createAnswerStore, unsentEverywhere, type UnsentAnswer } from '#src/features/profession-test/islands/player/storage';

/**
 * The dialog's texts in the page's language, rendered by Header.astro from the shared catalogue ('logout.…')
 * into `data-texts`: counts as plural templates, `sending` with `{done}` and `{total}` to fill in.
 */
export interface GuardTexts {
  /** The `Intl` locale of the texts, for plural rules and numbers. */
  locale: string;
  unsent: PluralTemplates;
  sending: string;
  allSent: string;
  notSent: PluralTemplates;
  refused: PluralTemplates;
}


/** What became of one answer sent: on the server now, refused for good (the test is closed), or not sent. */
export type SendOutcome = 'saved' | 'refused' | 'failed';

export interface GuardDeps {
  /** Every unsent answer on this device. Default: IndexedDB (storage.ts `unsentEverywhere`). */
  list: () => Promise<UnsentAnswer[]>;
  /** Sends one answer and, once it is saved or refused for good, forgets it on the device. */
  send: (answer: UnsentAnswer) => Promise<SendOutcome>;
}

/**
 * Sends one answer as the player does (`PUT /api/test/attempt/{id}/answer`, docs/api.md) and forgets it on the
 * device once the server has it. 409 (the attempt is closed) and other 4xx mean the server will never take this
 * answer: it is forgotten too, or it would warn at every sign-out. 401, 408, 429, 5xx and no answer may work later.
 */
async function sendAndForget(answer: UnsentAnswer): Promise<SendOutcome> {
  const store = createAnswerStore();
  let response: Response;
  try {
    response = await fetch(`/api/test/attempt/${encodeURIComponent(answer.attemptId)}/answer`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ questionId: answer.questionId, value: answer.value, seq: answer.seq }),
    });
  } catch {
    return 'failed';
  }
  if (response.ok) {
    await store.remove(answer.attemptId, answer.questionId, answer.seq);
    return 'saved';
  }
  if (response.status >= 400 && response.status < 500 && ![401, 408, 429].includes(response.status)) {
    await store.remove(answer.attemptId, answer.questionId, answer.seq);
    return 'refused';
  }
  return 'failed';
}

const defaultDeps: GuardDeps = { list: () => unsentEverywhere(), send: sendAndForget };

/**
 * Sends every unsent answer, one after the other (a cheap phone on a slow connection), reporting progress.
 * @returns how many were saved, refused for good, and are still unsent.
 */
export async function flushUnsent(
  answers: readonly UnsentAnswer[],
  send: GuardDeps['send'],
  onProgress: (done: number, total: number) => void = () => {},
): Promise<{ saved: number; refused: number; failed: number }> {
  const counts = { saved: 0, refused: 0, failed: 0 };
  for (const answer of answers) {
    onProgress(counts.saved + counts.refused + counts.failed, answers.length);
    counts[await send(answer)] += 1;
  }
  onProgress(answers.length, answers.length);
  return counts;
}

/**
 * Decides whether the candidate signs out now. Resolves true at once when nothing is unsent; otherwise shows
 * `dialog` (from Header.astro: its texts as JSON in `data-texts`, `[data-unsent-text]`, `[data-unsent-status]` (a
 * live region), and buttons
 * `[data-unsent-send]`, `[data-unsent-stay]`, `[data-unsent-leave]`) and resolves true after everything was sent
 * or on 'Toch uitloggen', false on 'Ingelogd blijven' or Escape.
 */
export async function guardLogout(dialog: HTMLDialogElement, deps: GuardDeps = defaultDeps): Promise<boolean> {
  const unsent = await deps.list();
  if (unsent.length === 0) return true;
  const text = dialog.querySelector<HTMLElement>('[data-unsent-text]');
  const status = dialog.querySelector<HTMLElement>('[data-unsent-status]');
  const sendButton = dialog.querySelector<HTMLButtonElement>('[data-unsent-send]');
  const stay = dialog.querySelector<HTMLButtonElement>('[data-unsent-stay]');
  const leave = dialog.querySelector<HTMLButtonElement>('[data-unsent-leave]');
  if (!text || !status || !sendButton || !stay || !leave) return true;
  const texts = JSON.parse(dialog.dataset.texts ?? '{}') as GuardTexts;
  const number = new Intl.NumberFormat(texts.locale);

  text.textContent = countText(texts.unsent, unsent.length, texts.locale);
  status.textContent = '';
  dialog.showModal();
  sendButton.focus();

  return new Promise<boolean>((resolve) => {
    const finish = (signOut: boolean) => {
      sendButton.removeEventListener('click', onSend);
      stay.removeEventListener('click', onStay);
      leave.removeEventListener('click', onLeave);
      dialog.removeEventListener('cancel', onCancel);
      if (dialog.open) dialog.close();
      resolve(signOut);
    };
    const onSend = async () => {
      sendButton.disabled = true;
      const left = await deps.list();
      const result = await flushUnsent(left, deps.send, (done, total) => {
        status.textContent = texts.sending.replace('{done}', number.format(done)).replace('{total}', number.format(total));
      });
      sendButton.disabled = false;
      const refused = result.refused > 0 ? ` ${countText(texts.refused, result.refused, texts.locale)}` : '';
      if (result.failed === 0) {
        status.textContent = `${texts.allSent}${refused}`;
        window.setTimeout(() => finish(true), refused ? 2500 : 800);
        return;
      }
      text.textContent = countText(texts.unsent, result.failed, texts.locale);
      status.textContent = `${countText(texts.notSent, result.failed, texts.locale)}${refused}`;
    };
    const onStay = () => finish(false);
    const onLeave = () => finish(true);
    const onCancel = (event: Event) => {
      event.preventDefault();
      finish(false);
    };
    sendButton.addEventListener('click', onSend);
    stay.addEventListener('click', onStay);
    leave.addEventListener('click', onLeave);
    dialog.addEventListener('cancel', onCancel);
  });
}
