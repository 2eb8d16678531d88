import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AnswerValue } from '#src/features/content/model';
import type { Pending, QueueState } from './save-queue';
import { status } from './save-queue';
import { memoryStore, type EntryStore } from './storage';
import { backoffDelay, createSync, MAX_DELAY_MS, type SyncOptions } from './sync';
import type { AnswerAck, SavedAnswers } from '#src/features/profession-test/contract';

const open = (text: string): AnswerValue => ({ kind: 'open', text });

/** A FetchError-like failure. */
const httpError = (status: number) => Object.assign(new Error(`HTTP ${status}`), { status });
const networkError = () => new Error('Failed to fetch');

/** A server that keeps the highest seq per question, with scripted failures. */
function fakeServer(initial: SavedAnswers = {}) {
  const answers: SavedAnswers = structuredClone(initial);
  const calls: Pending<AnswerValue>[] = [];
  const failures: Array<() => Error> = [];
  const send = vi.fn(async (_scope: string, answer: Pending<AnswerValue>, _signal?: AbortSignal, _keepalive?: boolean): Promise<AnswerAck> => {
    calls.push(structuredClone(answer));
    const fail = failures.shift();
    if (fail) throw fail();
    const current = answers[answer.key];
    if (!current || answer.seq > current.seq) answers[answer.key] = { value: answer.value, seq: answer.seq };
    return { questionId: answer.key, seq: answers[answer.key]!.seq, savedAt: new Date(0).toISOString() };
  });
  return { answers, calls, failures, send };
}

/** Timers under the test's control. */
function manualTimers() {
  const timers = new Map<number, { run: () => void; ms: number }>();
  let id = 0;
  return {
    setTimer: (run: () => void, ms: number) => {
      timers.set(++id, { run, ms });
      return id;
    },
    clearTimer: (timer: unknown) => void timers.delete(timer as number),
    /** Delays of the waiting retry timers (the 30 s request timeouts are left out). */
    retries: () => [...timers.values()].filter((t) => t.ms !== 30_000).map((t) => t.ms),
    fireRetries: () => {
      for (const [key, timer] of [...timers]) {
        if (timer.ms === 30_000) continue;
        timers.delete(key);
        timer.run();
      }
    },
  };
}

function setup(overrides: Partial<SyncOptions<AnswerValue>> & { store?: EntryStore<AnswerValue>; online?: boolean } = {}) {
  const server = fakeServer(overrides.server);
  const timers = manualTimers();
  const events = new EventTarget();
  const states: QueueState[] = [];
  let online = overrides.online ?? true;
  let clock = 1_000;
  const store = overrides.store ?? memoryStore<AnswerValue>();
  const sync = createSync({
    scope: 'att-1',
    server: overrides.server ?? {},
    store,
    send: server.send,
    isOnline: () => online,
    events,
    now: () => ++clock,
    random: () => 0.5,
    setTimer: timers.setTimer,
    clearTimer: timers.clearTimer,
    onChange: (s) => states.push(s),
    ...overrides,
  });
  const goOnline = () => {
    online = true;
    events.dispatchEvent(new Event('online'));
  };
  const goOffline = () => {
    online = false;
    events.dispatchEvent(new Event('offline'));
  };
  return { sync, server, timers, store, states, goOnline, goOffline };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('backoffDelay', () => {
  it('doubles from about 1 s, with ±20 % jitter, and never waits more than 30 s', () => {
    expect(backoffDelay(1, () => 0.5)).toBe(1_000);
    expect(backoffDelay(2, () => 0.5)).toBe(2_000);
    expect(backoffDelay(3, () => 0.5)).toBe(4_000);
    expect(backoffDelay(1, () => 0)).toBe(800);
    expect(backoffDelay(1, () => 0.999999)).toBe(1_200);
    expect(backoffDelay(6, () => 0.5)).toBe(MAX_DELAY_MS);
    expect(backoffDelay(6, () => 0.999999)).toBe(MAX_DELAY_MS);
    expect(backoffDelay(500, () => 0)).toBe(24_000);
  });
});

describe('createSync', () => {
  it('stores an answer on the device before sending it, and forgets it after the acknowledgement', async () => {
    const order: string[] = [];
    const inner = memoryStore<AnswerValue>();
    const store: EntryStore<AnswerValue> = {
      load: (a) => inner.load(a),
      put: async (a, q, answer) => {
        order.push(`put ${q}#${answer.seq}`);
        await inner.put(a, q, answer);
      },
      remove: async (a, q, seq) => {
        order.push(`remove ${q}#${seq}`);
        await inner.remove(a, q, seq);
      },
    };
    const { sync, server } = setup({ store });
    server.send.mockImplementation(async (_a, answer) => {
      order.push(`send ${answer.key}#${answer.seq}`);
      return { questionId: answer.key, seq: answer.seq, savedAt: new Date(0).toISOString() };
    });
    await sync.start();
    await sync.put('q1', open('ja'));
    await sync.idle();
    expect(order).toEqual(['put q1#1001', 'send q1#1001', 'remove q1#1001']);
    expect(await inner.load('att-1')).toEqual({});
    expect(status(sync.state())).toBe('saved');
  });

  it('sends one request per question, only the newest answer for each', async () => {
    const { sync, server } = setup();
    await sync.start();
    server.send.mockClear();
    let release!: () => void;
    server.send.mockImplementationOnce(async (_a, answer) => {
      await new Promise<void>((resolve) => (release = resolve));
      return { questionId: answer.key, seq: answer.seq, savedAt: new Date(0).toISOString() };
    });
    await sync.put('q1', open('eerste'));
    await sync.put('q1', open('tweede'));
    await sync.put('q1', open('derde'));
    await sync.put('q2', open('ander'));
    release();
    await sync.idle();
    const sent = server.send.mock.calls.map(([, a]) => `${a.key}:${(a.value as { text: string }).text}`);
    expect(sent).toEqual(['q1:eerste', 'q1:derde', 'q2:ander']);
    expect(server.answers.q1?.value).toEqual(open('derde'));
  });

  it('retries failures with growing waits and reports offline meanwhile', async () => {
    const { sync, server, timers, states } = setup();
    await sync.start();
    server.failures.push(networkError, () => httpError(503));
    await sync.put('q1', open('a'));
    await sync.idle();
    expect(status(sync.state())).toBe('offline');
    expect(timers.retries()).toEqual([1_000]);
    timers.fireRetries();
    await sync.idle();
    expect(timers.retries()).toEqual([2_000]);
    timers.fireRetries();
    await sync.idle();
    expect(server.calls).toHaveLength(3);
    expect(status(sync.state())).toBe('saved');
    expect(states.map(status)).toContain('offline');
  });

  it('sends nothing while offline and everything as soon as the device is online again', async () => {
    const { sync, server, goOnline, goOffline, store } = setup({ online: false });
    await sync.start();
    for (let i = 1; i <= 5; i++) await sync.put(`q${i}`, open(`antwoord ${i}`));
    await sync.idle();
    expect(server.send).not.toHaveBeenCalled();
    expect(status(sync.state())).toBe('offline');
    expect(Object.keys(await store.load('att-1'))).toHaveLength(5);
    goOnline();
    await sync.idle();
    expect(Object.keys(server.answers)).toHaveLength(5);
    expect(await store.load('att-1')).toEqual({});
    goOffline();
    expect(status(sync.state())).toBe('saved');
  });

  it('aborts the call in flight when the device goes offline, and keeps the answer', async () => {
    const { sync, server, goOffline, goOnline } = setup();
    await sync.start();
    server.send.mockImplementationOnce(
      (_a, _answer, signal) => new Promise<AnswerAck>((_, reject) => signal?.addEventListener('abort', () => reject(networkError()))),
    );
    await sync.put('q1', open('a'));
    goOffline();
    await sync.idle();
    expect(status(sync.state())).toBe('offline');
    goOnline();
    await sync.idle();
    expect(server.answers.q1?.value).toEqual(open('a'));
  });

  it('on 409 stops sending and reports the attempt closed with the refusal; the answer stays on the device', async () => {
    const onClosed = vi.fn();
    const { sync, server, store } = setup({ onClosed });
    await sync.start();
    const refusal = Object.assign(httpError(409), { data: { title: 'Beoordelen kan vanaf 8 december 2026.' } });
    server.failures.push(() => refusal);
    await sync.put('q1', open('te laat'));
    await sync.idle();
    expect(onClosed).toHaveBeenCalledTimes(1);
    expect(onClosed).toHaveBeenCalledWith(refusal);
    expect(sync.closed()).toBe(true);
    await sync.put('q2', open('nog later'));
    await sync.idle();
    expect(server.calls).toHaveLength(1);
    expect(Object.keys(await store.load('att-1')).sort()).toEqual(['q1', 'q2']);
  });

  it('does not retry an answer the server refuses with 400, but goes on with the others', async () => {
    const onRejected = vi.fn();
    const { sync, server, timers } = setup({ onRejected });
    await sync.start();
    server.failures.push(() => httpError(400));
    await sync.put('q1', open('fout soort'));
    await sync.put('q2', open('goed'));
    await sync.idle();
    expect(onRejected).toHaveBeenCalledWith('q1', expect.objectContaining({ status: 400 }));
    expect(timers.retries()).toEqual([]);
    expect(server.answers.q2?.value).toEqual(open('goed'));
    expect(Object.keys(sync.state().unsent)).toEqual(['q1']);
    await sync.put('q1', open('verbeterd'));
    await sync.idle();
    expect(server.answers.q1?.value).toEqual(open('verbeterd'));
  });

  it('treats an acknowledgement below the sent seq as a failure (no endless resend)', async () => {
    const { sync, server, timers } = setup();
    await sync.start();
    server.send.mockResolvedValueOnce({ questionId: 'q1', seq: 1, savedAt: new Date(0).toISOString() });
    await sync.put('q1', open('a'));
    await sync.idle();
    expect(timers.retries()).toHaveLength(1);
    expect(sync.state().unsent.q1).toBeDefined();
  });

  it('on start merges device leftovers with server answers (higher seq wins), tidies and resends', async () => {
    const store = memoryStore<AnswerValue>();
    await store.put('att-1', 'q1', { value: open('apparaat nieuw'), seq: 20 });
    await store.put('att-1', 'q2', { value: open('apparaat oud'), seq: 3 });
    await store.put('other', 'q1', { value: open('andere poging'), seq: 99 });
    const server: SavedAnswers = { q1: { value: open('server oud'), seq: 10 }, q2: { value: open('server nieuw'), seq: 8 } };
    const { sync, server: fake } = setup({ store, server });
    await sync.start();
    await sync.idle();
    expect(fake.calls.map((c) => `${c.key}#${c.seq}`)).toEqual(['q1#20']);
    expect(sync.state().latest.q1?.value).toEqual(open('apparaat nieuw'));
    expect(sync.state().latest.q2?.value).toEqual(open('server nieuw'));
    expect(await store.load('att-1')).toEqual({});
    expect(Object.keys(await store.load('other'))).toEqual(['q1']);
  });

  it('a page kept by the service worker still shows the answers acknowledged after it was kept, and sends none of them again', async () => {
    const store = memoryStore<AnswerValue>();
    // First page life: two answers reach the server; the device keeps them as saved.
    const first = setup({ store });
    await first.sync.start();
    await first.sync.put('q1', open('een'));
    await first.sync.put('q2', open('twee'));
    await first.sync.idle();
    first.sync.stop();
    expect(await store.load('att-1')).toEqual({});
    // Reloaded without a connection from a copy kept before those answers: the page's own answers are empty.
    const { sync, server } = setup({ store, server: {}, online: false });
    await sync.start();
    expect(sync.state().latest.q1?.value).toEqual(open('een'));
    expect(sync.state().latest.q2?.value).toEqual(open('twee'));
    expect(status(sync.state())).toBe('saved');
    await sync.idle();
    expect(server.send).not.toHaveBeenCalled();
  });

  it('an answer of the server newer than the saved copy wins over it', async () => {
    const store = memoryStore<AnswerValue>();
    const first = setup({ store });
    await first.sync.start();
    await first.sync.put('q1', open('dit apparaat'));
    await first.sync.idle();
    first.sync.stop();
    const { sync } = setup({ store, server: { q1: { value: open('ander tabblad'), seq: 9_999_999 } } });
    await sync.start();
    expect(sync.state().latest.q1?.value).toEqual(open('ander tabblad'));
  });

  it('keeps answers given before start finished and numbers them after the restored ones', async () => {
    const store = memoryStore<AnswerValue>();
    await store.put('att-1', 'q1', { value: open('oud op apparaat'), seq: 5_000 });
    const { sync, server } = setup({ store });
    const started = sync.start();
    await sync.put('q1', open('nieuw, net geklikt'));
    await started;
    await sync.idle();
    expect(server.answers.q1?.value).toEqual(open('nieuw, net geklikt'));
    expect(server.answers.q1!.seq).toBeGreaterThan(5_000);
  });

  it('after stop() nothing is sent any more', async () => {
    const { sync, server, goOnline } = setup({ online: false });
    await sync.start();
    await sync.put('q1', open('a'));
    sync.stop();
    goOnline();
    await sync.idle();
    expect(server.send).not.toHaveBeenCalled();
  });
});

describe('exit', () => {
  it('sends every unsent answer once more with keepalive when the page is left, and forgets nothing', async () => {
    const { sync, server, store } = setup({ online: false });
    await sync.start();
    await sync.put('q1', open('a'));
    await sync.put('q2', open('b'));
    sync.exit();
    expect(server.send.mock.calls.map(([, answer, , keepalive]) => `${answer.key}:${keepalive}`)).toEqual(['q1:true', 'q2:true']);
    expect(Object.keys(await store.load('att-1'))).toHaveLength(2);
    expect(Object.keys(sync.state().unsent)).toHaveLength(2);
  });
});
