/**
 * The test player's save queue (decision 007): a pure state machine, no I/O, so every
 * rule about which answer wins can be tested without a browser (habit 7: pure core). `storage.ts` keeps its
 * unsent answers on the device, `sync.ts` sends them and feeds the results back in as events.
 *
 * The rules:
 * - Every answer gets a client sequence number `seq` that is higher than every seq this attempt has seen
 *   (own answers, acknowledgements, answers restored from the server or the device), so the server, which
 *   keeps the answer with the highest seq per question, never puts an older answer over a newer one.
 *   When a clock is given, seq is also at least that time in ms (`Date.now()`): two tabs or devices on one
 *   attempt then order their answers by time, so the newest answer wins (decision 007).
 * - A local answer is forgotten only when the server acknowledges a seq ≥ its own; stale, duplicate or
 *   out-of-order acknowledgements never drop a newer answer.
 * - `pending()` is what to send: the latest local answer per question, never an older one.
 * - After a reload the state is rebuilt from the device's unsent answers and the server's answers; per
 *   question the higher seq wins.
 *
 * The value type `V` is the player's `AnswerValue` by default; other device-first saves with the same rules use
 * it with their own value, one "question" per independently saved item (the PAT evaluation form saves its whole
 * draft as one item: src/features/pat/islands/evaluation/).
 */
import type { AnswerValue } from '#src/features/content/model';

/** A value with its sequence number (for the player: `SavedAnswer`). */
export interface Entry<V = AnswerValue> {
  value: V;
  seq: number;
}

/** Values with their sequence numbers by item id (for the player: `SavedAnswers`, by question id). */
export type Entries<V = AnswerValue> = Record<string, Entry<V>>;

/** One item to send (for the player: `AnswerInput`). */
export interface Pending<V = AnswerValue> {
  questionId: string;
  value: V;
  seq: number;
}

/** What the save status region says: 'Opgeslagen', 'Opslaan…' or 'Geen verbinding – …'. */
export type SaveStatus = 'saved' | 'saving' | 'offline';

export interface QueueState<V = AnswerValue> {
  /** The newest known answer per question, local or from the server: what the player shows. */
  readonly latest: Readonly<Entries<V>>;
  /** Local answers the server has not acknowledged yet, one (the newest) per question. */
  readonly unsent: Readonly<Entries<V>>;
  /** The highest seq the server acknowledged per question. */
  readonly acked: Readonly<Record<string, number>>;
  /** The highest seq seen anywhere in this attempt. */
  readonly maxSeq: number;
  /** False after an 'offline' event (navigator.onLine), until 'online'. */
  readonly online: boolean;
  /** True after a failed call, until the next acknowledgement or 'online'. */
  readonly failed: boolean;
}

export type QueueEvent<V = AnswerValue> =
  /** The candidate changed an answer. `now`: the clock in ms (Date.now()), optional. */
  | { type: 'answer'; questionId: string; value: V; now?: number }
  /** The server acknowledged `seq` for the question (its highest, possibly from another tab). */
  | { type: 'ack'; questionId: string; seq: number }
  /** A call failed (no answer, or a server error); it will be retried. */
  | { type: 'failure' }
  | { type: 'offline' }
  | { type: 'online' }
  /** The page was (re)loaded: rebuild from the device's unsent answers and the server's answers. */
  | { type: 'reload'; persisted: Entries<V>; server: Entries<V>; online?: boolean };

const isSeq = (seq: unknown): seq is number => typeof seq === 'number' && Number.isSafeInteger(seq) && seq >= 0;

/** The state on a page load: the server's answers, nothing unsent. */
export function initialState<V = AnswerValue>(server: Entries<V> = {}, online = true): QueueState<V> {
  return restore<V>({}, server, online);
}

/**
 * Rebuilds the state from the answers kept on the device and those on the server: per question the higher
 * seq wins; a device answer with a seq ≤ the server's is already saved and is dropped.
 */
export function restore<V = AnswerValue>(persisted: Entries<V>, server: Entries<V>, online = true): QueueState<V> {
  const latest: Entries<V> = {};
  const unsent: Entries<V> = {};
  const acked: Record<string, number> = {};
  let maxSeq = 0;
  for (const [questionId, answer] of Object.entries(server)) {
    if (!answer || !isSeq(answer.seq)) continue;
    latest[questionId] = { value: answer.value, seq: answer.seq };
    acked[questionId] = answer.seq;
    maxSeq = Math.max(maxSeq, answer.seq);
  }
  for (const [questionId, answer] of Object.entries(persisted)) {
    if (!answer || !isSeq(answer.seq)) continue;
    maxSeq = Math.max(maxSeq, answer.seq);
    if (answer.seq > (acked[questionId] ?? -1)) {
      latest[questionId] = { value: answer.value, seq: answer.seq };
      unsent[questionId] = latest[questionId];
    }
  }
  return { latest, unsent, acked, maxSeq, online, failed: false };
}

/** The seq the next answer gets: above everything seen, and at least `now` (ms) when given. */
export function nextSeq<V>(state: QueueState<V>, now?: number): number {
  const clock = typeof now === 'number' && Number.isFinite(now) ? Math.floor(now) : 0;
  return Math.max(state.maxSeq + 1, clock);
}

/** Applies one event. Never changes `state`. */
export function reduce<V = AnswerValue>(state: QueueState<V>, event: QueueEvent<V>): QueueState<V> {
  switch (event.type) {
    case 'answer': {
      const answer: Entry<V> = { value: event.value, seq: nextSeq(state, event.now) };
      return {
        ...state,
        latest: { ...state.latest, [event.questionId]: answer },
        unsent: { ...state.unsent, [event.questionId]: answer },
        maxSeq: answer.seq,
      };
    }
    case 'ack': {
      if (!isSeq(event.seq)) return state;
      const { questionId, seq } = event;
      const local = state.unsent[questionId];
      let unsent = state.unsent;
      if (local && seq >= local.seq) {
        const { [questionId]: _done, ...rest } = state.unsent;
        unsent = rest;
      }
      return {
        ...state,
        unsent,
        acked: { ...state.acked, [questionId]: Math.max(state.acked[questionId] ?? 0, seq) },
        maxSeq: Math.max(state.maxSeq, seq),
        failed: false,
      };
    }
    case 'failure':
      return state.failed ? state : { ...state, failed: true };
    case 'offline':
      return state.online ? { ...state, online: false } : state;
    case 'online':
      return state.online && !state.failed ? state : { ...state, online: true, failed: false };
    case 'reload':
      return restore(event.persisted, event.server, event.online ?? state.online);
    default:
      return state;
  }
}

/** What to send, oldest first: per question only the newest local answer. */
export function pending<V = AnswerValue>(state: QueueState<V>): Pending<V>[] {
  return Object.entries(state.unsent)
    .map(([questionId, answer]) => ({ questionId, value: answer.value, seq: answer.seq }))
    .sort((a, b) => a.seq - b.seq);
}

/** True while at least one answer is not acknowledged (closing is refused then). */
export function hasUnsent<V>(state: QueueState<V>): boolean {
  return Object.keys(state.unsent).length > 0;
}

/** How many questions have an answer that is not acknowledged yet. */
export function unsentCount<V>(state: QueueState<V>): number {
  return Object.keys(state.unsent).length;
}

/**
 * 'saved' when nothing is unsent; otherwise 'offline' while the device is offline or the last call failed
 * (the answers are kept on the device), else 'saving'.
 */
export function status<V>(state: QueueState<V>): SaveStatus {
  if (!hasUnsent(state)) return 'saved';
  return !state.online || state.failed ? 'offline' : 'saving';
}

/** The answers to show, per question (the newest known). */
export function values<V = AnswerValue>(state: QueueState<V>): Record<string, V> {
  const out: Record<string, V> = {};
  for (const [questionId, answer] of Object.entries(state.latest)) out[questionId] = answer.value;
  return out;
}
