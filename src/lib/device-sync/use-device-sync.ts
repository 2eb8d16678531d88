/**
 * `useDeviceSync`: a device-first save (decision 007) wired into a React island — the save queue and its sync
 * (sync.ts) for one scope, the typing pause, the save status line and the last-chance send when the page is left.
 * The test player (src/features/profession-test/islands/player/Player.tsx), the evaluation form
 * (src/features/assessment/islands/evaluation/Evaluation.tsx) and the roll call
 * (src/features/educations/islands/attendance/RollCall.tsx) save through it.
 *
 * - The sync is made when the island mounts, and made again for a new `scope`, `server` or `load` (pass stable
 *   values: state, `useMemo`, `useCallback`); it stops on unmount. Its store comes from `store()`, once per sync.
 * - `put(key, value)` hands a value to the queue: the device first, then the server. With `deferUntilReady` a value
 *   put before the device's entries are merged in is not queued: its key is remembered and handed to `onReady`,
 *   which decides (the island's own value, or the one restored from the device). Without it the sync numbers such
 *   values after the restored ones.
 * - The typing pause: `pause(key)` (re)starts a pause of `TYPING_PAUSE_MS` after which `commit(key)` — the island's
 *   function that puts the key's current value — runs; `settle(key)` ends it at once and commits, `flush()` ends every
 *   running pause (`flush(key)`: only that key's). A page that is hidden (`visibilitychange`) or left (`pagehide`)
 *   ends every running pause; when it is left every unsent value is sent once more with keepalive (`Sync.exit`).
 * - The status: the queue's (save-queue.ts `status`), 'saving' only after a moment, nothing (`quiet`) before
 *   anything reached the server or the device (shown-status.ts), and `statusText`: the island's text for it, '' when
 *   quiet.
 *
 * @example
 *   const { queue, statusText, put, pause, flush } = useDeviceSync({ scope: attemptId, server: answers, store: answerStore,
 *     send: putAnswer, statusTexts: { saved: 'Opgeslagen', saving: 'Opslaan…', offline: '…' }, commit: (key) => … });
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { initialState, type Entries, type QueueState, type SaveStatus } from './save-queue';
import { useShownStatus } from './shown-status';
import type { EntryStore } from './storage';
import { createSync, type Send, type Sync } from './sync';

/** Typed text is handed to the queue this long after the last key stroke (ms). */
export const TYPING_PAUSE_MS = 600;

export interface DeviceSyncOptions<V> {
  /** The scope: a test attempt's id, an evaluation form's key, a lesson's id. */
  scope: string;
  /** The server's entries as the page got them: the queue before the sync started, and the sync's unless `load`. */
  server: Entries<V>;
  /** Finds the server's entries for the sync instead of `server` (the evaluation form: a newer copy on the device). */
  load?: () => Promise<Entries<V>>;
  /** The device storage for a new sync (the saver's database, storage.ts `createEntryStore`). */
  store: () => EntryStore<V>;
  /** Sends one value (sync.ts `Send`). */
  send: Send<V>;
  /** The clock the values are numbered with (sync.ts `now`); default `Date.now`. */
  now?: () => number;
  /** The island's text for each status. */
  statusTexts: Record<SaveStatus, string>;
  /** Puts the current value of `key`: called when its typing pause ends, by `settle` and by `flush`. */
  commit?: (key: string) => void | Promise<void>;
  /** Holds back values put before the device's entries are merged in, for `onReady` (see the module comment). */
  deferUntilReady?: boolean;
  /** The sync has merged the device's entries in; `waiting`: the keys put before then (only with `deferUntilReady`). */
  onReady?: (sync: Sync<V>, waiting: ReadonlySet<string>) => void;
  /** The server refused with 409: the scope is closed (sync.ts `onClosed`). */
  onClosed?: (error: unknown) => void;
  /** The server refused a key's value with another 4xx (sync.ts `onRejected`). */
  onRejected?: (key: string, error: unknown) => void;
}

/** What `useDeviceSync` gives the island; the functions keep their identity for the island's life. */
export interface DeviceSync<V> {
  /** The queue's state: what to show (`values`), what is unsent. */
  queue: QueueState<V>;
  /** The status to show (shown-status.ts). */
  shown: SaveStatus;
  /** True while nothing was saved yet: show no status. */
  quiet: boolean;
  /** `statusTexts[shown]`, or '' while quiet. */
  statusText: string;
  /** Hands a value to the queue; resolves once it is on the device (see the module comment for `deferUntilReady`). */
  put(key: string, value: V): Promise<void>;
  /** (Re)starts the typing pause of `key`. */
  pause(key: string): void;
  /** Ends the typing pause of `key`, if any, and commits it now. */
  settle(key: string): Promise<void>;
  /** Ends the running typing pause of `key`, or of every key, and commits those. */
  flush(key?: string): void;
  /** True once the device's entries are merged in. */
  ready(): boolean;
  /** The current sync (null before it is made and after unmount). */
  sync(): Sync<V> | null;
}

type Controls<V> = Pick<DeviceSync<V>, 'put' | 'pause' | 'settle' | 'flush' | 'ready' | 'sync'>;

/** Wires a device-first save into an island (see the module comment). */
export function useDeviceSync<V>(options: DeviceSyncOptions<V>): DeviceSync<V> {
  const { scope, server, load } = options;
  const latest = useRef(options);
  latest.current = options;
  const [queue, setQueue] = useState<QueueState<V>>(() => initialState(server));
  const syncRef = useRef<Sync<V> | null>(null);
  const readyRef = useRef(false);
  /** Keys put before the sync was ready (with `deferUntilReady`). */
  const waiting = useRef(new Set<string>());
  /** Running typing pauses by key. */
  const pauses = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  const controls = useMemo<Controls<V>>(() => {
    const commit = (key: string) => latest.current.commit?.(key);
    const end = (key: string) => {
      clearTimeout(pauses.current.get(key));
      pauses.current.delete(key);
    };
    return {
      async put(key, value) {
        const sync = syncRef.current;
        const deferred = latest.current.deferUntilReady === true;
        if (!sync || (deferred && !readyRef.current)) {
          if (deferred) waiting.current.add(key);
          return;
        }
        waiting.current.delete(key);
        await sync.put(key, value);
      },
      pause(key) {
        end(key);
        pauses.current.set(
          key,
          setTimeout(() => {
            pauses.current.delete(key);
            void commit(key);
          }, TYPING_PAUSE_MS),
        );
      },
      async settle(key) {
        end(key);
        await commit(key);
      },
      flush(key) {
        const keys = key === undefined ? [...pauses.current.keys()] : pauses.current.has(key) ? [key] : [];
        for (const k of keys) {
          end(k);
          void commit(k);
        }
      },
      ready: () => readyRef.current,
      sync: () => syncRef.current,
    };
  }, []);

  // The sync of this scope: the server's entries (or `load`'s), then the device's on top (higher seq wins).
  useEffect(() => {
    let cancelled = false;
    let sync: Sync<V> | null = null;
    readyRef.current = false;
    void (async () => {
      const entries = load ? await load() : server;
      if (cancelled) return;
      const { store, send, now } = latest.current;
      sync = createSync<V>({
        scope,
        server: entries,
        store: store(),
        send,
        ...(now ? { now } : {}),
        onChange: setQueue,
        onClosed: (error) => latest.current.onClosed?.(error),
        onRejected: (key, error) => latest.current.onRejected?.(key, error),
      });
      syncRef.current = sync;
      await sync.start();
      if (cancelled) return;
      readyRef.current = true;
      const early = new Set(waiting.current);
      waiting.current.clear();
      latest.current.onReady?.(sync, early);
    })();
    return () => {
      cancelled = true;
      readyRef.current = false;
      sync?.stop();
      syncRef.current = null;
    };
  }, [scope, server, load]);

  // Leaving the page: save typed text and give unsent values a last chance to reach the server.
  useEffect(() => {
    const onPageHide = () => {
      controls.flush();
      syncRef.current?.exit();
    };
    const onHidden = () => {
      if (document.visibilityState === 'hidden') controls.flush();
    };
    window.addEventListener('pagehide', onPageHide);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      document.removeEventListener('visibilitychange', onHidden);
    };
  }, [controls]);

  const { shown, quiet } = useShownStatus(queue);
  return { ...controls, queue, shown, quiet, statusText: quiet ? '' : options.statusTexts[shown] };
}
