/**
 * The save queue of the device-first saves (decision 007): a pure state machine, no I/O, so every rule about which
 * value wins can be tested without a browser (habit 7: pure core). `storage.ts` keeps its unsent entries on the
 * device, `sync.ts` sends them and feeds the results back in as events.
 *
 * A queue belongs to one scope (a test attempt, an evaluation form, a lesson's roll) and saves values under keys
 * (a question, the form's one draft, a candidate), each key independently. The value type `V` is the saver's: the
 * test player's answers (src/features/profession-test/islands/player/), an evaluation's whole draft under one key
 * (src/features/assessment/islands/evaluation/), a candidate's mark (src/features/educations/islands/attendance/).
 *
 * The rules:
 * - Every value put gets a client sequence number `seq` that is higher than every seq this scope has seen
 *   (own values, acknowledgements, entries restored from the server or the device), so the server, which
 *   keeps the value with the highest seq per key, never puts an older value over a newer one.
 *   When a clock is given, seq is also at least that time (`Date.now()` in ms, or whole seconds where the server
 *   keeps 32 bits): two tabs or devices on one scope then order their values by time, so the newest wins
 *   (decision 007).
 * - A local value is forgotten only when the server acknowledges a seq ≥ its own; stale, duplicate or
 *   out-of-order acknowledgements never drop a newer value.
 * - `pending()` is what to send: the latest local value per key, never an older one.
 * - After a reload the state is rebuilt from the device's unsent entries and the server's entries; per key the
 *   higher seq wins.
 */

/** A value with its sequence number (for the player: `SavedAnswer`). */
export interface Entry<V = unknown> {
  value: V;
  seq: number;
}

/** Values with their sequence numbers by key (for the player: `SavedAnswers`, by question id). */
export type Entries<V = unknown> = Record<string, Entry<V>>;

/** One value to send: its key, the value and its seq. */
export interface Pending<V = unknown> {
  key: string;
  value: V;
  seq: number;
}

/** What the save status line says: 'Opgeslagen', 'Opslaan…' or that it waits for a connection. */
export type SaveStatus = 'saved' | 'saving' | 'offline';

export interface QueueState<V = unknown> {
  /** The newest known value per key, local or from the server: what the form shows. */
  readonly latest: Readonly<Entries<V>>;
  /** Local values the server has not acknowledged yet, one (the newest) per key. */
  readonly unsent: Readonly<Entries<V>>;
  /** The highest seq the server acknowledged per key. */
  readonly acked: Readonly<Record<string, number>>;
  /** The highest seq seen anywhere in this scope. */
  readonly maxSeq: number;
  /** False after an 'offline' event (navigator.onLine), until 'online'. */
  readonly online: boolean;
  /** True after a failed call, until the next acknowledgement or 'online'. */
  readonly failed: boolean;
}

export type QueueEvent<V = unknown> =
  /** A value was put under `key` (the candidate answered, the teacher scored). `now`: the clock, optional. */
  | { type: 'put'; key: string; value: V; now?: number }
  /** The server acknowledged `seq` for the key (its highest, possibly from another tab). */
  | { type: 'ack'; key: string; seq: number }
  /** A call failed (no answer, or a server error); it will be retried. */
  | { type: 'failure' }
  | { type: 'offline' }
  | { type: 'online' }
  /** The page was (re)loaded: rebuild from the device's unsent entries and the server's entries. */
  | { type: 'reload'; persisted: Entries<V>; server: Entries<V>; online?: boolean };

const isSeq = (seq: unknown): seq is number => typeof seq === 'number' && Number.isSafeInteger(seq) && seq >= 0;

/** The state on a page load: the server's entries, nothing unsent. */
export function initialState<V = unknown>(server: Entries<V> = {}, online = true): QueueState<V> {
  return restore<V>({}, server, online);
}

/**
 * Rebuilds the state from the entries kept on the device and those on the server: per key the higher seq wins; a
 * device entry with a seq ≤ the server's is already saved and is dropped.
 */
export function restore<V = unknown>(persisted: Entries<V>, server: Entries<V>, online = true): QueueState<V> {
  const latest: Entries<V> = {};
  const unsent: Entries<V> = {};
  const acked: Record<string, number> = {};
  let maxSeq = 0;
  for (const [key, entry] of Object.entries(server)) {
    if (!entry || !isSeq(entry.seq)) continue;
    latest[key] = { value: entry.value, seq: entry.seq };
    acked[key] = entry.seq;
    maxSeq = Math.max(maxSeq, entry.seq);
  }
  for (const [key, entry] of Object.entries(persisted)) {
    if (!entry || !isSeq(entry.seq)) continue;
    maxSeq = Math.max(maxSeq, entry.seq);
    if (entry.seq > (acked[key] ?? -1)) {
      latest[key] = { value: entry.value, seq: entry.seq };
      unsent[key] = latest[key];
    }
  }
  return { latest, unsent, acked, maxSeq, online, failed: false };
}

/** The seq the next value gets: above everything seen, and at least `now` (the clock's unit) when given. */
export function nextSeq<V>(state: QueueState<V>, now?: number): number {
  const clock = typeof now === 'number' && Number.isFinite(now) ? Math.floor(now) : 0;
  return Math.max(state.maxSeq + 1, clock);
}

/** Applies one event. Never changes `state`. */
export function reduce<V = unknown>(state: QueueState<V>, event: QueueEvent<V>): QueueState<V> {
  switch (event.type) {
    case 'put': {
      const entry: Entry<V> = { value: event.value, seq: nextSeq(state, event.now) };
      return {
        ...state,
        latest: { ...state.latest, [event.key]: entry },
        unsent: { ...state.unsent, [event.key]: entry },
        maxSeq: entry.seq,
      };
    }
    case 'ack': {
      if (!isSeq(event.seq)) return state;
      const { key, seq } = event;
      const local = state.unsent[key];
      let unsent = state.unsent;
      if (local && seq >= local.seq) {
        const { [key]: _done, ...rest } = state.unsent;
        unsent = rest;
      }
      return {
        ...state,
        unsent,
        acked: { ...state.acked, [key]: Math.max(state.acked[key] ?? 0, seq) },
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

/** What to send, oldest first: per key only the newest local value. */
export function pending<V = unknown>(state: QueueState<V>): Pending<V>[] {
  return Object.entries(state.unsent)
    .map(([key, entry]) => ({ key, value: entry.value, seq: entry.seq }))
    .sort((a, b) => a.seq - b.seq);
}

/** True while at least one value is not acknowledged (the player refuses closing then). */
export function hasUnsent<V>(state: QueueState<V>): boolean {
  return Object.keys(state.unsent).length > 0;
}

/** How many keys have a value that is not acknowledged yet. */
export function unsentCount<V>(state: QueueState<V>): number {
  return Object.keys(state.unsent).length;
}

/**
 * 'saved' when nothing is unsent; otherwise 'offline' while the device is offline or the last call failed
 * (the values are kept on the device), else 'saving'.
 */
export function status<V>(state: QueueState<V>): SaveStatus {
  if (!hasUnsent(state)) return 'saved';
  return !state.online || state.failed ? 'offline' : 'saving';
}

/** The values to show, per key (the newest known). */
export function values<V = unknown>(state: QueueState<V>): Record<string, V> {
  const out: Record<string, V> = {};
  for (const [key, entry] of Object.entries(state.latest)) out[key] = entry.value;
  return out;
}
