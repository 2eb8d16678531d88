/**
 * Sends the player's answers to the server (decision 007): every change goes to the save queue, then to the device
 * storage, and only then to `PUT /api/test/attempt/{attemptId}/answer` with `{ questionId, value, seq }` — one
 * request per question, one request at a time, idempotent by seq (docs/api.md, "Profession test"). The device
 * forgets an answer only after the server acknowledged its seq (or a higher one), and then keeps it as the
 * question's saved answer (storage.ts `acknowledge`), which `start()` merges with the page's answers.
 *
 * - Failed calls (no answer, 5xx, timeout) are retried with exponential backoff: 1 s, 2 s, 4 s … at most 30 s,
 *   each ±20 % jitter so a classroom coming back online does not retry in step.
 * - While `navigator.onLine` is false nothing is sent; the 'online' event sends at once (backoff reset), the
 *   'offline' event aborts the call in flight.
 * - 409: the attempt is closed (by the candidate elsewhere, or the server's deadline): sending stops and
 *   `onClosed` is called with the refusal (its `title` says why). Unsent answers stay on the device.
 * - Other 4xx (400 a value of the wrong kind, 404 unknown attempt): retrying the same call cannot help, so that
 *   answer is not retried until it changes or the page is loaded again; `onRejected` reports it. It stays
 *   unsent (closing stays refused) and on the device.
 * - A save call gives up after `timeoutMs` (30 s) and is retried. Spec §9's "no timeout" is for the calls
 *   behind the busy overlay; a save is silent, idempotent and retried, and a request hanging on a bad mobile
 *   connection must not hold up every later answer.
 * - Saving never raises the global busy overlay (`$loading`): it uses the shared ofetch instance `client`
 *   directly, not `api()`.
 *
 * Generic in the saved value `V` (default the player's `AnswerValue`): another device-first save passes its own
 * `send` and `store` (src/features/pat/islands/evaluation/ saves an evaluation's whole draft as one item), and
 * gets the same rules: device first, newest seq wins, backoff, 409 stops, other 4xx are not retried.
 */
import { client } from '#src/lib/api';
import { errorStatus } from '#src/lib/errors';
import type { AnswerValue } from '#src/features/content/model';
import { initialState, pending, reduce, type Entries, type Pending, type QueueEvent, type QueueState } from './save-queue';
import { createAnswerStore, type AnswerStore } from './storage';
import type { AnswerAck, AnswerInput } from '#src/features/profession-test/contract';

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
 * Sends one answer with the shared ofetch instance, without the busy overlay (silent) and without retries.
 * @param keepalive let the request outlive the page (used when the page is left, see `Sync.exit`).
 */
export function putAnswer(attemptId: string, answer: AnswerInput, signal?: AbortSignal, keepalive = false): Promise<AnswerAck> {
  return client<AnswerAck>(`/api/test/attempt/${encodeURIComponent(attemptId)}/answer`, {
    method: 'PUT',
    body: { questionId: answer.questionId, value: answer.value, seq: answer.seq },
    retry: 0,
    ...(signal ? { signal } : {}),
    ...(keepalive ? { keepalive: true } : {}),
  });
}

export interface SyncOptions<V = AnswerValue> {
  attemptId: string;
  /** The server's answers from `GET …/module/{position}`. */
  server: Entries<V>;
  /** Device storage; default IndexedDB with memory fallback (the player's database). */
  store?: AnswerStore<V>;
  /**
   * Sends one answer; default `putAnswer` (the player's). Answers the seq the server holds; rejects with a
   * FetchError-like error (`status`) on failure. `keepalive` is true only for the last-chance sends of `exit()`.
   */
  send?: (attemptId: string, answer: Pending<V>, signal: AbortSignal | undefined, keepalive?: boolean) => Promise<{ seq: number }>;
  /** Default `navigator.onLine` (true where there is no navigator). */
  isOnline?: () => boolean;
  /** Where 'online'/'offline' events arrive; default `window` (none on the server). */
  events?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> | null;
  /** Clock in ms; default `Date.now`. Used as the floor of each seq (save-queue.ts). */
  now?: () => number;
  /** Random source in [0, 1) for the backoff jitter. */
  random?: () => number;
  /** Timer functions; default the global ones. */
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
  timeoutMs?: number;
  /** Called with every new queue state (after each event). */
  onChange?: (state: QueueState<V>) => void;
  /** Called once when the server refuses answers with 409 (attempt closed or time ran out), with that refusal. */
  onClosed?: (error: unknown) => void;
  /** Called when the server refused an answer with another 4xx (the error is ofetch's FetchError). */
  onRejected?: (questionId: string, error: unknown) => void;
}

export interface Sync<V = AnswerValue> {
  /** The current queue state. */
  state(): QueueState<V>;
  /**
   * Merges the device's unsent answers with the server's (higher seq wins), tidies the storage and starts
   * sending. Answers given before it finished are kept and numbered after the restored ones.
   */
  start(): Promise<void>;
  /** Records a changed answer: queue, then device storage, then the server. Resolves once stored on the device. */
  answer(questionId: string, value: V): Promise<void>;
  /**
   * The page is being left ('pagehide'): the call in flight dies with the page, so every unsent answer is
   * sent once more with `keepalive`, fire and forget. Nothing is forgotten here: the device storage still
   * holds them until a later page load gets an acknowledgement (a duplicate is harmless, seq decides).
   */
  exit(): void;
  /** Resolves when nothing is being sent right now (for tests). */
  idle(): Promise<void>;
  /** Stops sending and listening (unmount). Unsent answers stay on the device. */
  stop(): void;
  /** True after a 409. */
  closed(): boolean;
}

/** Per question the answer with the higher seq of `a` and `b`. */
function newest<V>(a: Entries<V>, b: Entries<V>): Entries<V> {
  const merged: Entries<V> = { ...a };
  for (const [questionId, answer] of Object.entries(b)) {
    const other = merged[questionId];
    if (answer && (!other || other.seq < answer.seq)) merged[questionId] = answer;
  }
  return merged;
}

const defaultOnline = () => (typeof navigator === 'undefined' ? true : navigator.onLine !== false);

/** Creates the sync for one attempt. Nothing happens until `start()`. */
export function createSync<V = AnswerValue>(options: SyncOptions<V>): Sync<V> {
  const {
    attemptId,
    server,
    send = putAnswer as unknown as NonNullable<SyncOptions<V>['send']>,
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
  const store = options.store ?? createAnswerStore<V>();

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
  /** Answers given before `start()` finished, replayed on top of the restored state. */
  const early: Array<[string, V]> = [];
  /** Per question, the highest seq known to be written to the device storage (only those are sent). */
  const stored = new Map<string, number>();
  /** Per question, a seq the server refused with a 4xx: not retried until the answer changes. */
  const rejected = new Map<string, number>();

  const dispatch = (event: QueueEvent<V>) => {
    state = reduce(state, event);
    onChange?.(state);
  };

  const persist = async (questionId: string) => {
    const answer = state.unsent[questionId];
    if (!answer) return;
    await store.put(attemptId, questionId, answer);
    stored.set(questionId, Math.max(stored.get(questionId) ?? 0, answer.seq));
  };

  const cancelRetry = () => {
    if (retryTimer !== null) clearTimer(retryTimer);
    retryTimer = null;
  };

  const next = (): Pending<V> | undefined =>
    pending(state).find((p) => (stored.get(p.questionId) ?? 0) >= p.seq && rejected.get(p.questionId) !== p.seq);

  const sendOne = async (answer: Pending<V>): Promise<'ok' | 'retry' | 'closed' | 'rejected'> => {
    const controller = new AbortController();
    inFlight = controller;
    const timeout = setTimer(() => controller.abort(), timeoutMs);
    try {
      const ack = await send(attemptId, answer, controller.signal);
      const seq = typeof ack?.seq === 'number' ? ack.seq : Number.NaN;
      // An acknowledgement below what we sent would make us resend forever: treat it as a failure.
      if (!(seq >= answer.seq)) return 'retry';
      dispatch({ type: 'ack', questionId: answer.questionId, seq });
      await (store.acknowledge ?? store.remove).call(store, attemptId, answer.questionId, seq);
      return 'ok';
    } catch (error) {
      const status = errorStatus(error);
      if (status === 409) {
        closedBy = error;
        return 'closed';
      }
      if (status !== undefined && status >= 400 && status < 500 && status !== 408 && status !== 429) {
        rejected.set(answer.questionId, answer.seq);
        onRejected?.(answer.questionId, error);
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
      const answer = next();
      if (!answer) return;
      const outcome = await sendOne(answer);
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
      // An answer stored while the loop was finishing would otherwise wait for the next event.
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
      const [persisted, saved] = await Promise.all([store.load(attemptId), store.loadSaved?.(attemptId) ?? {}]);
      if (stopped) return;
      // The page may be a copy the service worker kept without a connection: answers acknowledged since are
      // only on the device ('saved'); per question the higher seq wins (storage.ts, docs/decisions/018).
      const known = newest(server, saved);
      state = reduce(state, { type: 'reload', persisted, server: known, online: isOnline() });
      for (const [questionId, value] of early.splice(0)) state = reduce(state, { type: 'answer', questionId, value, now: now() });
      ready = true;
      onChange?.(state);
      events?.addEventListener('online', onOnline);
      events?.addEventListener('offline', onOffline);
      // Device answers the server already has are done with.
      const tidy = Object.entries(persisted).flatMap(([questionId, answer]) => {
        const held = known[questionId];
        return held && answer.seq <= held.seq ? [store.remove(attemptId, questionId, held.seq)] : [];
      });
      await Promise.all([...tidy, ...Object.keys(state.unsent).map(persist)]);
      pump();
    },

    async answer(questionId, value) {
      if (stopped) return;
      if (!ready) {
        early.push([questionId, value]);
        dispatch({ type: 'answer', questionId, value, now: now() });
        return;
      }
      dispatch({ type: 'answer', questionId, value, now: now() });
      rejected.delete(questionId);
      await persist(questionId);
      // A new answer is worth one try at once, even while waiting to retry (the backoff count stays).
      cancelRetry();
      pump();
    },

    exit() {
      if (!ready || stopped || isClosed) return;
      for (const answer of pending(state)) {
        if (rejected.get(answer.questionId) === answer.seq) continue;
        send(attemptId, answer, undefined, true).catch(() => undefined);
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
