/**
 * The sign-out guard. Signing out clears the device's storage (`Clear-Site-Data`, spec §4 "Logout clears all
 * stored session and progress data"), and with it the work pages kept on the device because the connection was
 * gone: a candidate's test answers, a teacher's roll-call marks and evaluation drafts. Before signing out with such
 * work, the header says so in a `<dialog>` and offers to send it first, to stay signed in, or to sign out anyway.
 *
 * Each kind of work is a device store (`DEVICE_STORES`): it lists its unsent items and sends one. The answers, the
 * marks and the evaluation drafts share one layout (src/lib/device-sync/device-db.ts, a database of their own each),
 * so `queuedStore` makes each from its database and its request. Which kinds a person's dialog guards is what the
 * header gives texts for (`GuardTexts.kinds`, by role).
 *
 * Part of the header's script, not loaded on demand: the moment it matters is when the connection is gone. It
 * therefore sends with plain `fetch` (the same requests as the save queues: the player's put-answer.ts, the roll
 * call's and the evaluation form's evaluation-calls.ts) and reads the device storage through device-db.ts, without the entry
 * store (src/lib/device-sync/storage.ts) or the islands' larger modules. The header's script knows the test answers; a teacher's header adds
 * the roll-call marks and evaluation drafts (teacher-device-stores.ts, `addDeviceStores`) from a script only
 * teachers' pages load, so candidates' pages do not carry them (their JavaScript budget, docs/architecture.md "budgets").
 *
 * @example
 *   if (await guardLogout(dialog)) form.submit();
 */
import { countText, type PluralTemplates } from '#src/lib/i18n/count-text';
import { PLAYER_DATABASE, unsentEverywhere, unsentForgetter, type DeviceDatabase, type UnsentEntry } from '#src/lib/device-sync/device-db';
import type { AnswerValue } from '#src/features/content/model';

/** The kinds of work kept on a device until the server has it: test answers, roll-call marks, evaluation drafts. */
export type DeviceKind = 'answers' | 'marks' | 'evaluations';

/** The dialog's counts of one kind of work, as plural templates (`{n}` the count). */
export interface KindTexts {
  /** How many items are only on this device and would be lost. */
  unsent: PluralTemplates;
  /** How many could not be sent (no connection). */
  notSent: PluralTemplates;
  /** How many the server refused for good (the test closed, the education archived). */
  refused: PluralTemplates;
}

/**
 * The dialog's texts in the page's language, rendered by Header.astro into `data-texts`: `sending` with `{done}`
 * and `{total}` to fill in, and per kind of work its counts. The guard covers exactly the kinds given here.
 */
export interface GuardTexts {
  /** The `Intl` locale of the texts, for plural rules and numbers. */
  locale: string;
  sending: string;
  allSent: string;
  kinds: Partial<Record<DeviceKind, KindTexts>>;
}

/** What became of one item sent: on the server now, refused for good, or not sent. */
export type SendOutcome = 'saved' | 'refused' | 'failed';

/** One unsent item of a device store: a record of device-db.ts's layout (scope, key, value, seq). */
export type UnsentItem = UnsentEntry<unknown>;

/** One kind of work kept on the device: lists its unsent items and sends one, forgetting it once decided. */
export interface DeviceStore {
  kind: DeviceKind;
  /** Every unsent item on this device. Never rejects. */
  list: () => Promise<UnsentItem[]>;
  /** Sends one item and, once it is saved or refused for good, forgets it on the device. Never rejects. */
  send: (item: UnsentItem) => Promise<SendOutcome>;
}

/** The request that saves one item: `PUT path` with `body` as JSON. */
export interface SaveRequest {
  path: string;
  body: unknown;
}

/**
 * Sends one item with `PUT request.path` and calls `forget` once the server decided. 2xx: saved. 409 (closed or
 * archived) and other 4xx mean the server will never take this item: it is forgotten too, or it would warn at
 * every sign-out. 401, 408, 429, 5xx and no answer may work later: kept, 'failed'.
 */
export async function sendAndForget(request: SaveRequest, forget: () => Promise<void>, send: typeof fetch = fetch): Promise<SendOutcome> {
  let response: Response;
  try {
    response = await send(request.path, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(request.body),
    });
  } catch {
    return 'failed';
  }
  const outcome: SendOutcome = response.ok ? 'saved' : response.status >= 400 && response.status < 500 && ![401, 408, 429].includes(response.status) ? 'refused' : 'failed';
  if (outcome !== 'failed') await forget();
  return outcome;
}

/**
 * A device store of device-db.ts's layout in `database`: its unsent records, each saved with `request(item)` and
 * then removed up to the seq sent (a newer record typed meanwhile stays).
 */
export function queuedStore<V>(kind: DeviceKind, database: DeviceDatabase, request: (item: UnsentEntry<V>) => SaveRequest): DeviceStore {
  const forget = unsentForgetter({ database });
  return {
    kind,
    list: () => unsentEverywhere<V>({ database }),
    send: (item) => sendAndForget(request(item as UnsentEntry<V>), () => forget(item.scope, item.key, item.seq)),
  };
}

const part = encodeURIComponent;

/**
 * An answer's save: the player's `PUT /api/test/attempt/{id}/answer` (put-answer.ts; docs/api.md "Test"). The
 * attempt is the record's scope, the question its key.
 */
export const answerRequest = (a: UnsentEntry<AnswerValue>): SaveRequest => ({
  path: `/api/test/attempt/${part(a.scope)}/answer`,
  body: { questionId: a.key, value: a.value, seq: a.seq },
});

/**
 * The kinds of work this page's guard can send, each in its own database with its save request: the test answers,
 * and on teachers' pages what teacher-device-stores.ts adds. Which of them a dialog guards is chosen by its texts.
 */
export const DEVICE_STORES: Partial<Record<DeviceKind, DeviceStore>> = {
  answers: queuedStore('answers', PLAYER_DATABASE, answerRequest),
};

/** Adds kinds of work to `DEVICE_STORES` (teacher-device-stores.ts on teachers' pages). */
export function addDeviceStores(stores: Partial<Record<DeviceKind, DeviceStore>>): void {
  Object.assign(DEVICE_STORES, stores);
}

/** An unsent item with the store it belongs to. */
export interface Pending {
  store: DeviceStore;
  item: UnsentItem;
}

/** Counts per kind of work. */
export type KindCounts = Partial<Record<DeviceKind, number>>;

/** Every unsent item of `stores`, store by store. */
export async function listPending(stores: readonly DeviceStore[]): Promise<Pending[]> {
  const lists = await Promise.all(stores.map(async (store) => (await store.list()).map((item) => ({ store, item }))));
  return lists.flat();
}

/** How many of `pending` there are of each kind. */
export function countByKind(pending: readonly Pending[]): KindCounts {
  const counts: KindCounts = {};
  for (const { store } of pending) counts[store.kind] = (counts[store.kind] ?? 0) + 1;
  return counts;
}

/**
 * The sentences for `counts`, one per kind with a count, in the order of `texts.kinds`, each from the kind's
 * templates `which` ('' when no kind has a count).
 */
export function countsText(texts: GuardTexts, which: keyof KindTexts, counts: KindCounts): string {
  return Object.entries(texts.kinds)
    .filter(([kind]) => (counts[kind as DeviceKind] ?? 0) > 0)
    .map(([kind, forms]) => countText(forms[which], counts[kind as DeviceKind]!, texts.locale))
    .join(' ');
}

/**
 * Sends every pending item, one after the other (a cheap phone on a slow connection), reporting progress.
 * @returns per outcome how many of each kind.
 */
export async function flushUnsent(
  pending: readonly Pending[],
  onProgress: (done: number, total: number) => void = () => {},
): Promise<Record<SendOutcome, KindCounts>> {
  const result: Record<SendOutcome, KindCounts> = { saved: {}, refused: {}, failed: {} };
  let done = 0;
  for (const { store, item } of pending) {
    onProgress(done, pending.length);
    const counts = result[await store.send(item)];
    counts[store.kind] = (counts[store.kind] ?? 0) + 1;
    done += 1;
  }
  onProgress(pending.length, pending.length);
  return result;
}

/**
 * Decides whether the person signs out now. `dialog` (from Header.astro) carries its texts as JSON in
 * `data-texts` (which also choose the device stores guarded, from `stores`), `[data-unsent-text]`,
 * `[data-unsent-status]` (a live region), and buttons `[data-unsent-send]`, `[data-unsent-stay]`,
 * `[data-unsent-leave]`. Resolves true at once when nothing is unsent; otherwise shows the dialog and resolves true
 * after everything was sent or on 'Toch uitloggen', false on 'Ingelogd blijven' or Escape.
 */
export async function guardLogout(dialog: HTMLDialogElement, stores: Partial<Record<DeviceKind, DeviceStore>> = DEVICE_STORES): Promise<boolean> {
  const texts = JSON.parse(dialog.dataset.texts ?? '{}') as GuardTexts;
  const guarded = Object.keys(texts.kinds ?? {})
    .map((kind) => stores[kind as DeviceKind])
    .filter((store): store is DeviceStore => store !== undefined);
  const unsent = await listPending(guarded);
  if (unsent.length === 0) return true;
  const text = dialog.querySelector<HTMLElement>('[data-unsent-text]');
  const status = dialog.querySelector<HTMLElement>('[data-unsent-status]');
  const sendButton = dialog.querySelector<HTMLButtonElement>('[data-unsent-send]');
  const stay = dialog.querySelector<HTMLButtonElement>('[data-unsent-stay]');
  const leave = dialog.querySelector<HTMLButtonElement>('[data-unsent-leave]');
  if (!text || !status || !sendButton || !stay || !leave) return true;
  const number = new Intl.NumberFormat(texts.locale);

  text.textContent = countsText(texts, 'unsent', countByKind(unsent));
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
      const result = await flushUnsent(await listPending(guarded), (done, total) => {
        status.textContent = texts.sending.replace('{done}', number.format(done)).replace('{total}', number.format(total));
      });
      sendButton.disabled = false;
      const refused = countsText(texts, 'refused', result.refused);
      const after = refused ? ` ${refused}` : '';
      if (Object.keys(result.failed).length === 0) {
        status.textContent = `${texts.allSent}${after}`;
        window.setTimeout(() => finish(true), refused ? 2500 : 800);
        return;
      }
      text.textContent = countsText(texts, 'unsent', result.failed);
      status.textContent = `${countsText(texts, 'notSent', result.failed)}${after}`;
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
