/**
 * Sends a scope's values to the server (decision 007): every change goes to the save queue (save-queue.ts), then
 * to the device storage (storage.ts), and only then to the server through the saver's `send` — one request per
 * key, one request at a time, idempotent by seq (the test player: `PUT /api/test/attempt/{id}/answer`; the
 * evaluation form: `PUT …/evaluation/…`; the roll call: `PUT /api/education/lesson/{id}/attendance`; docs/api.md).
 * The device forgets a value only after the server acknowledged its seq (or a higher one), and then keeps it as the
 * key's saved value (storage.ts `acknowledge`), which `start()` merges with the page's entries.
 *
 * - Failed calls (no answer, 5xx, timeout) are retried with exponential backoff: 1 s, 2 s, 4 s … at most 30 s,
 *   each ±20 % jitter so a classroom coming back online does not retry in step.
 * - While `navigator.onLine` is false nothing is sent; the 'online' event sends at once (backoff reset), the
 *   'offline' event aborts the call in flight.
 * - 409: the scope is closed (a test closed elsewhere or by the server's deadline, an evaluation made final
 *   elsewhere, an education archived): sending stops and `onClosed` is called with the refusal (its `title` says
 *   why). Unsent values stay on the device.
 * - Other 4xx (400 a value of the wrong kind, 404 unknown scope): retrying the same call cannot help, so that
 *   value is not retried until it changes or the page is loaded again; `onRejected` reports it. It stays
 *   unsent and on the device.
 * - A save call gives up after `timeoutMs` (30 s) and is retried. Spec §9's "no timeout" is for the calls
 *   behind the busy overlay; a save is silent, idempotent and retried, and a request hanging on a bad mobile
 *   connection must not hold up every later value.
 * - Saving never raises the global busy overlay (`$loading`): the savers' `send` use the shared ofetch instance
 *   `client` directly, not `api()`.
 */
import { errorStatus } from '#src/lib/errors';
import { initialState, pending, reduce, type Entries, type Pending, type QueueEvent, type QueueState } from './save-queue';
import type { EntryStore } from './storage';

/**
 * A clock for `now` that numbers values in whole seconds since the epoch, for servers that keep the seq as a 32-bit
 * integer (the evaluation form's drafts, `evaluations.seq`; the roll call's marks, `attendance.seq`): seconds still
 * order the saves of two devices by time (decision 007) while staying below 2³¹ until 2038.
 */
export const clockSeconds = (): number => Math.floor(Date.now() / 1000);

/** First retry after about 1 s (ms). */
export const BASE_DELAY_MS = 1_000;
/** Retries wait at most 30 s (ms). */
export const MAX_DELAY_MS = 30_000;
/** A save call is abandoned (and retried) after 30 s (ms). */
export const SAVE_TIMEOUT_MS = 30_000;

/**
 * The wait before retry number `failures` (1 = the first retry), in ms: 1 s, 2 s, 4 s, … capped at 30 s, with
 * ±20 % jitter. `random` returns a number in [0, 1).
 */
export function backoffDelay(failures: number, random: () => number = Math.random): number {
  const exponent = Math.max(0, Math.min(failures - 1, 16));
  const base = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** exponent);
  const jittered = base * (0.8 + 0.4 * random());
  return Math.round(Math.min(MAX_DELAY_MS, jittered));
}

/**
 * Sends one value of `scope` and answers the seq the server now holds for its key; rejects with a FetchError-like
 * error (`status`) on failure. `keepalive` is true only for the last-chance sends of `Sync.exit`.
 */
export type Send<V> = (scope: string, item: Pending<V>, signal: AbortSignal | undefined, keepalive?: boolean) => Promise<{ seq: number }>;

export interface SyncOptions<V = unknown> {
  /** The scope: a test attempt's id, an evaluation form's key, a lesson's id. */
  scope: string;
  /** The server's entries as the page got them (the player: `answers` of `GET …/module/{position}`). */
  server: Entries<V>;
  /** Device storage (storage.ts `createEntryStore`, in the saver's database). */
  store: EntryStore<V>;
  /** Sends one value. */
  send: Send<V>;
  /** Default `navigator.onLine` (true where there is no navigator). */
  isOnline?: () => boolean;
  /** Where 'online'/'offline' events arrive; default `window` (none on the server). */
  events?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> | null;
  /** Clock; default `Date.now` (ms). Used as the floor of each seq (save-queue.ts). */
  now?: () => number;
  /** Random source in [0, 1) for the backoff jitter. */
  random?: () => number;
  /** Timer functions; default the global ones. */
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
  timeoutMs?: number;
  /** Called with every new queue state (after each event). */
  onChange?: (state: QueueState<V>) => void;
  /** Called once when the server refuses a value with 409 (the scope is closed), with that refusal. */
  onClosed?: (error: unknown) => void;
  /** Called when the server refused a key's value with another 4xx (the error is ofetch's FetchError). */
  onRejected?: (key: string, error: unknown) => void;
}

export interface Sync<V = unknown> {
  /** The current queue state. */
  state(): QueueState<V>;
  /**
   * Merges the device's unsent and saved entries with the server's (higher seq wins), tidies the storage and
   * starts sending. Values put before it finished are kept and numbered after the restored ones.
   */
  start(): Promise<void>;
  /** Records a changed value: queue, then device storage, then the server. Resolves once stored on the device. */
  put(key: string, value: V): Promise<void>;
  /**
   * The page is being left ('pagehide'): the call in flight dies with the page, so every unsent value is
   * sent once more with `keepalive`, fire and forget. Nothing is forgotten here: the device storage still
   * holds them until a later page load gets an acknowledgement (a duplicate is harmless, seq decides).
   */
  exit(): void;
  /** Resolves when nothing is being sent right now (for tests). */
  idle(): Promise<void>;
  /** Stops sending and listening (unmount). Unsent values stay on the device. */
  stop(): void;
  /** True after a 409. */
  closed(): boolean;
}

/** Per key the entry with the higher seq of `a` and `b`. */
function newest<V>(a: Entries<V>, b: Entries<V>): Entries<V> {
  const merged: Entries<V> = { ...a };
  for (const [key, entry] of Object.entries(b)) {
    const other = merged[key];
    if (entry && (!other || other.seq < entry.seq)) merged[key] = entry;
  }
  return merged;
}

const defaultOnline = () => (typeof navigator === 'undefined' ? true : navigator.onLine !== false);

/** Creates the sync for one scope. Nothing happens until `start()`. */
export function createSync<V = unknown>(options: SyncOptions<V>): Sync<V> {
  const {
    scope,
    server,
    store,
    send,
    isOnline = defaultOnline,
    events = typeof window === 'undefined' ? null : window,
    now = Date.now,
    random = Math.random,
    setTimer = (run, ms) => setTimeout(run, ms),
    clearTimer = (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
    timeoutMs = SAVE_TIMEOUT_MS,
    onChange,
    onClosed,
    onRejected,
  } = options;

  let state = initialState<V>(server, isOnline());
  let ready = false;
  let stopped = false;
  let isClosed = false;
  /** The 409 that closed sending. */
  let closedBy: unknown = null;
  let sending: Promise<void> | null = null;
  let retryTimer: unknown = null;
  let failures = 0;
  let inFlight: AbortController | null = null;
  /** Values put before `start()` finished, replayed on top of the restored state. */
  const early: Array<[string, V]> = [];
  /** Per key, the highest seq known to be written to the device storage (only those are sent). */
  const stored = new Map<string, number>();
  /** Per key, a seq the server refused with a 4xx: not retried until the value changes. */
  const rejected = new Map<string, number>();

  const dispatch = (event: QueueEvent<V>) => {
    state = reduce(state, event);
    onChange?.(state);
  };

  const persist = async (key: string) => {
    const entry = state.unsent[key];
    if (!entry) return;
    await store.put(scope, key, entry);
    stored.set(key, Math.max(stored.get(key) ?? 0, entry.seq));
  };

  const cancelRetry = () => {
    if (retryTimer !== null) clearTimer(retryTimer);
    retryTimer = null;
  };

  const next = (): Pending<V> | undefined =>
    pending(state).find((p) => (stored.get(p.key) ?? 0) >= p.seq && rejected.get(p.key) !== p.seq);

  const sendOne = async (item: Pending<V>): Promise<'ok' | 'retry' | 'closed' | 'rejected'> => {
    const controller = new AbortController();
    inFlight = controller;
    const timeout = setTimer(() => controller.abort(), timeoutMs);
    try {
      const ack = await send(scope, item, controller.signal);
      const seq = typeof ack?.seq === 'number' ? ack.seq : Number.NaN;
      // An acknowledgement below what we sent would make us resend forever: treat it as a failure.
      if (!(seq >= item.seq)) return 'retry';
      dispatch({ type: 'ack', key: item.key, seq });
      await (store.acknowledge ?? store.remove).call(store, scope, item.key, seq);
      return 'ok';
    } catch (error) {
      const status = errorStatus(error);
      if (status === 409) {
        closedBy = error;
        return 'closed';
      }
      if (status !== undefined && status >= 400 && status < 500 && status !== 408 && status !== 429) {
        rejected.set(item.key, item.seq);
        onRejected?.(item.key, error);
        return 'rejected';
      }
      return 'retry';
    } finally {
      clearTimer(timeout);
      if (inFlight === controller) inFlight = null;
    }
  };

  const loop = async () => {
    while (!stopped && !isClosed && state.online) {
      const item = next();
      if (!item) return;
      const outcome = await sendOne(item);
      if (outcome === 'ok') {
        failures = 0;
      } else if (outcome === 'closed') {
        isClosed = true;
        cancelRetry();
        onClosed?.(closedBy);
        return;
      } else if (outcome === 'retry') {
        failures += 1;
        if (stopped) return;
        dispatch({ type: 'failure' });
        cancelRetry();
        retryTimer = setTimer(() => {
          retryTimer = null;
          pump();
        }, backoffDelay(failures, random));
        return;
      }
    }
  };

  /** Starts sending unless already sending, waiting for a retry, offline, closed or stopped. */
  const pump = () => {
    if (!ready || stopped || isClosed || sending || retryTimer !== null || !state.online) return;
    sending = loop().finally(() => {
      sending = null;
      // A value stored while the loop was finishing would otherwise wait for the next event.
      if (next()) pump();
    });
  };

  const onOnline = () => {
    failures = 0;
    cancelRetry();
    dispatch({ type: 'online' });
    pump();
  };
  const onOffline = () => {
    dispatch({ type: 'offline' });
    inFlight?.abort();
  };

  return {
    state: () => state,
    closed: () => isClosed,

    async start() {
      const [persisted, saved] = await Promise.all([store.load(scope), store.loadSaved?.(scope) ?? {}]);
      if (stopped) return;
      // The page may be a copy the service worker kept without a connection: values acknowledged since are
      // only on the device ('saved'); per key the higher seq wins (storage.ts, docs/decisions/018).
      const known = newest(server, saved);
      state = reduce(state, { type: 'reload', persisted, server: known, online: isOnline() });
      for (const [key, value] of early.splice(0)) state = reduce(state, { type: 'put', key, value, now: now() });
      ready = true;
      onChange?.(state);
      events?.addEventListener('online', onOnline);
      events?.addEventListener('offline', onOffline);
      // Device entries the server already has are done with.
      const tidy = Object.entries(persisted).flatMap(([key, entry]) => {
        const held = known[key];
        return held && entry.seq <= held.seq ? [store.remove(scope, key, held.seq)] : [];
      });
      await Promise.all([...tidy, ...Object.keys(state.unsent).map(persist)]);
      pump();
    },

    async put(key, value) {
      if (stopped) return;
      if (!ready) {
        early.push([key, value]);
        dispatch({ type: 'put', key, value, now: now() });
        return;
      }
      dispatch({ type: 'put', key, value, now: now() });
      rejected.delete(key);
      await persist(key);
      // A new value is worth one try at once, even while waiting to retry (the backoff count stays).
      cancelRetry();
      pump();
    },

    exit() {
      if (!ready || stopped || isClosed) return;
      for (const item of pending(state)) {
        if (rejected.get(item.key) === item.seq) continue;
        send(scope, item, undefined, true).catch(() => undefined);
      }
    },

    async idle() {
      while (sending) await sending;
    },

    stop() {
      stopped = true;
      cancelRetry();
      inFlight?.abort();
      events?.removeEventListener('online', onOnline);
      events?.removeEventListener('offline', onOffline);
    },
  };
}
