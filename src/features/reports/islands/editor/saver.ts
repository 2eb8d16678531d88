/**
 * Saving a report's draft as the writer goes (spec §2 report pages; docs/api.md "Reports" `PUT /api/reports/{id}`;
 * docs/decisions/010-editor-drafts-in-the-browser.md), without React so it can be tested with a mocked fetch.
 *
 * - Every change is kept on the device (local-copy.ts) shortly after it is typed (`copyDelayMs`, 300 ms), and at
 *   once when asked (`keep`: the page is hidden or left).
 * - 1.5 s after the last change (`saveDelayMs`) the texts go to the server with the revision they are based on;
 *   one request at a time. On success the server's new revision is taken; the copy is removed when the server has
 *   everything, else it moves to the new revision.
 * - No connection: 'offline', the copy stays, and the saver tries again when the browser is back `online` and after
 *   a growing pause (5 s doubling up to 1 min). Another failure of the server (5xx, 429): 'failed', the same retries.
 * - 400 (a text too long; the server's Dutch `title`): 'rejected' until the next change or 'Nu opslaan'.
 * - 409 (someone else saved, or the report became final), 404 (gone or no longer the caller's), 401 and 403:
 *   'stopped' with the reason; nothing is sent any more, changes are still kept on the device.
 *
 * The clock, timers, storage, connection events and the call come in as options (habit 4).
 */
import type { ReportDraftSave, ReportDraftSaved, ReportTexts } from '#src/features/reports/contract';
import { errorMessage, errorStatus, titleOf } from '#src/lib/errors';
import { putReportDraft, type SaveCallOptions } from './calls';
import { browserStorage, copyKey, removeCopy, sameTexts, writeCopy, type CopyStorage } from './local-copy';
import { reportEditorTexts as t } from './strings';

/** A save is sent this long after the last change (ms). */
export const SAVE_DELAY_MS = 1500;
/** A change is kept on the device this long after it is typed (ms). */
export const COPY_DELAY_MS = 300;
/** First pause before trying again after a failed save (ms); it doubles up to `MAX_RETRY_MS`. */
export const FIRST_RETRY_MS = 5000;
export const MAX_RETRY_MS = 60_000;
/** Browsers refuse a keepalive request whose body is larger than 64 KiB. */
export const KEEPALIVE_LIMIT = 64 * 1024;

/**
 * - `idle`: nothing changed yet in this visit;
 * - `pending`: changed, waiting for the pause before saving; `saving`: on its way;
 * - `saved`: the server has everything;
 * - `offline`, `failed`: not saved, will try again; `rejected`: the server refused the text (400);
 * - `stopped`: saving has ended (409, 404, 401, 403).
 */
export type SaveStatus = 'idle' | 'pending' | 'saving' | 'saved' | 'offline' | 'failed' | 'rejected' | 'stopped';

/** What the editor shows. */
export interface SaverState {
  /** The texts as being edited, per text-section id. */
  texts: ReportTexts;
  /** The revision the server has (the base of the next save). */
  revision: number;
  status: SaveStatus;
  /** When the server last saved the texts in this visit (ISO, `ReportDraftSaved.updatedAt`); null before. */
  savedAt: string | null;
  /** The reason in Dutch for 'failed', 'rejected' and 'stopped' (the server's `title` where it gives one). */
  problem: string | null;
  /** The texts differ from what the server has (the page warns before it is left). */
  unsaved: boolean;
  /** The device can keep a copy (false without storage or when it refused the last write). */
  canKeep: boolean;
}

/** Timers as the browser has them (tests pass their own). */
export type SetTimer = (run: () => void, ms: number) => unknown;
export type ClearTimer = (timer: unknown) => void;

export interface SaverOptions {
  reportId: string;
  /** `ReportView.revision` as loaded. */
  revision: number;
  /** The server's texts of the text sections, as loaded. */
  texts: ReportTexts;
  /** The text-section ids, in order: only these are compared and saved. */
  ids: readonly string[];
  /** The call; default `putReportDraft` (calls.ts). */
  send?: (reportId: string, body: ReportDraftSave, options?: SaveCallOptions) => Promise<ReportDraftSaved>;
  /** Default the browser's localStorage; undefined for none. */
  storage?: CopyStorage | undefined;
  now?: () => Date;
  setTimer?: SetTimer;
  clearTimer?: ClearTimer;
  /** Where `online` is announced (default `window`; none on the server). */
  events?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> | undefined;
  saveDelayMs?: number;
  copyDelayMs?: number;
  onChange?: (state: SaverState) => void;
}

export interface Saver {
  state(): SaverState;
  /** One section's text changed. */
  edit(id: string, text: string): void;
  /** Replaces all texts (a copy restored from the device); saved after the usual pause. */
  replace(texts: ReportTexts): void;
  /** 'Nu opslaan': sends now when anything is unsaved (also after 'rejected', 'offline' or 'failed'). */
  saveNow(): Promise<void>;
  /** Writes the copy on the device now, when anything is unsaved (the page is hidden or about to be left). */
  keep(): void;
  /** The page is left: keeps the copy and gives a last save a chance (keepalive), unless one is on its way. */
  leave(): void;
  /** Ends timers and listeners. */
  stop(): void;
}

const defaultEvents = (): SaverOptions['events'] => (typeof window === 'undefined' ? undefined : window);

/** Creates the saver of one report (see the module comment). */
export function createSaver(options: SaverOptions): Saver {
  const {
    reportId,
    ids,
    send = putReportDraft,
    now = () => new Date(),
    setTimer = (run, ms) => setTimeout(run, ms),
    clearTimer = (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
    saveDelayMs = SAVE_DELAY_MS,
    copyDelayMs = COPY_DELAY_MS,
    onChange,
  } = options;
  const storage = 'storage' in options ? options.storage : browserStorage();
  const events = 'events' in options ? options.events : defaultEvents();

  /** What the server has. */
  let server = { revision: options.revision, texts: pick(options.texts) };
  let state: SaverState = {
    texts: server.texts,
    revision: server.revision,
    status: 'idle',
    savedAt: null,
    problem: null,
    unsaved: false,
    canKeep: !!storage,
  };
  let saveTimer: unknown = null;
  let copyTimer: unknown = null;
  let retries = 0;
  let inFlight: Promise<void> | null = null;
  let stopped = false;

  function pick(texts: ReportTexts): ReportTexts {
    return Object.fromEntries(ids.map((id) => [id, texts[id] ?? '']));
  }

  function set(change: Partial<SaverState>) {
    state = { ...state, ...change };
    state.unsaved = !sameTexts(state.texts, server.texts, ids);
    onChange?.(state);
  }

  function clearSave() {
    if (saveTimer !== null) clearTimer(saveTimer);
    saveTimer = null;
  }

  function schedule(ms: number) {
    clearSave();
    saveTimer = setTimer(() => {
      saveTimer = null;
      void send_();
    }, ms);
  }

  /** Writes or removes the device's copy so that it matches what is unsaved now. */
  function keepNow() {
    if (copyTimer !== null) clearTimer(copyTimer);
    copyTimer = null;
    if (sameTexts(state.texts, server.texts, ids)) {
      removeCopy(storage, copyKey(reportId, server.revision));
      return;
    }
    const ok = writeCopy(storage, reportId, server.revision, state.texts, now());
    if (ok !== state.canKeep) set({ canKeep: ok });
  }

  function keepSoon() {
    if (copyTimer !== null) clearTimer(copyTimer);
    copyTimer = setTimer(() => {
      copyTimer = null;
      keepNow();
    }, copyDelayMs);
  }

  function changed(texts: ReportTexts) {
    const next: Partial<SaverState> = { texts };
    if (state.status !== 'stopped') {
      retries = 0;
      next.status = inFlight ? 'saving' : 'pending';
      if (state.status === 'rejected') next.problem = null;
    }
    set(next);
    keepSoon();
    if (state.status === 'stopped') return;
    if (!inFlight) schedule(saveDelayMs);
  }

  function retryLater() {
    const ms = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** retries);
    retries += 1;
    schedule(ms);
  }

  async function send_(keepalive = false): Promise<void> {
    if (stopped || state.status === 'stopped' || inFlight) return inFlight ?? undefined;
    if (!state.unsaved) {
      if (state.status === 'pending') set({ status: state.savedAt ? 'saved' : 'idle' });
      return;
    }
    clearSave();
    const texts = state.texts;
    const base = server.revision;
    const body: ReportDraftSave = { revision: base, texts };
    if (keepalive && new TextEncoder().encode(JSON.stringify(body)).length > KEEPALIVE_LIMIT) return;
    set({ status: 'saving' });
    const run = (async () => {
      try {
        const saved = await send(reportId, body, keepalive ? { keepalive: true } : {});
        retries = 0;
        server = { revision: saved.revision, texts };
        removeCopy(storage, copyKey(reportId, base));
        set({ revision: saved.revision, savedAt: saved.updatedAt, problem: null, status: 'saved' });
        if (state.unsaved) {
          // Typed while the save was on its way: the copy moves to the new revision and the rest follows.
          keepNow();
          set({ status: 'pending' });
          schedule(saveDelayMs);
        } else {
          keepNow();
        }
      } catch (error) {
        keepNow();
        failed(error, texts);
      }
    })();
    inFlight = run;
    try {
      await run;
    } finally {
      inFlight = null;
    }
  }

  /** After a failed save of `sent`: what to show and whether to try again. */
  function failed(error: unknown, sent: ReportTexts) {
    const status = errorStatus(error);
    if (status === undefined) {
      set({ status: 'offline', problem: null });
      retryLater();
    } else if (status === 400 || status === 413 || status === 422) {
      set({ status: 'rejected', problem: titleOf(error) || errorMessage(error).text });
      // Changed while the refused save was on its way: the new text may be fine.
      if (state.texts !== sent) schedule(saveDelayMs);
    } else if (status === 409) {
      stopSaving(titleOf(error) || t.conflict);
    } else if (status === 401 || status === 403 || status === 404) {
      stopSaving(titleOf(error) || errorMessage(error, { 404: t.conflict }).text);
    } else {
      set({ status: 'failed', problem: errorMessage(error).text });
      retryLater();
    }
  }

  function stopSaving(reason: string) {
    clearSave();
    set({ status: 'stopped', problem: reason });
  }

  const onOnline = () => {
    if (state.status === 'offline' || state.status === 'failed') {
      retries = 0;
      void send_();
    }
  };
  events?.addEventListener('online', onOnline);

  return {
    state: () => state,
    edit(id, text) {
      if (stopped || !ids.includes(id) || state.texts[id] === text) return;
      changed({ ...state.texts, [id]: text });
    },
    replace(texts) {
      if (stopped) return;
      changed(pick(texts));
    },
    async saveNow() {
      if (stopped || state.status === 'stopped') return;
      if (inFlight) await inFlight;
      retries = 0;
      await send_();
    },
    keep() {
      if (!stopped) keepNow();
    },
    leave() {
      if (stopped) return;
      keepNow();
      if (!inFlight && state.status !== 'stopped' && state.unsaved) void send_(true);
    },
    stop() {
      stopped = true;
      clearSave();
      if (copyTimer !== null) clearTimer(copyTimer);
      copyTimer = null;
      events?.removeEventListener('online', onOnline);
    },
  };
}
