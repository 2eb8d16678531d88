import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AnswerValue } from '#src/features/content/model';
import { hasUnsent, initialState, nextSeq, pending, reduce, restore, status, unsentCount, type Pending, type QueueEvent, type QueueState } from './save-queue';
import type { SavedAnswer, SavedAnswers } from '#src/features/profession-test/contract';

const open = (text: string): AnswerValue => ({ kind: 'open', text });
const same = (a: AnswerValue, b: AnswerValue) => JSON.stringify(a) === JSON.stringify(b);

describe('save queue, examples', () => {
  it('numbers answers above everything seen, also above restored server answers', () => {
    let state = initialState({ q1: { value: open('server'), seq: 7 } });
    state = reduce(state, { type: 'put', key: 'q2', value: open('a') });
    expect(state.unsent.q2?.seq).toBe(8);
    state = reduce(state, { type: 'put', key: 'q2', value: open('b') });
    expect(pending(state)).toEqual([{ key: 'q2', value: open('b'), seq: 9 }]);
  });

  it('uses the clock as a floor so the newest answer of two tabs wins, and stays monotonic if the clock goes back', () => {
    const state = initialState({ q1: { value: open('x'), seq: 3 } });
    expect(nextSeq(state, 1_700_000_000_000)).toBe(1_700_000_000_000);
    const after = reduce(state, { type: 'put', key: 'q1', value: open('y'), now: 1_700_000_000_000 });
    expect(nextSeq(after, 5)).toBe(1_700_000_000_001);
  });

  it('forgets a local answer only for an acknowledgement of its own seq or higher', () => {
    let state = initialState();
    state = reduce(state, { type: 'put', key: 'q1', value: open('a') }); // seq 1
    state = reduce(state, { type: 'put', key: 'q1', value: open('b') }); // seq 2
    state = reduce(state, { type: 'ack', key: 'q1', seq: 1 });
    expect(state.unsent.q1).toEqual({ value: open('b'), seq: 2 });
    expect(status(state)).toBe('saving');
    state = reduce(state, { type: 'ack', key: 'q1', seq: 2 });
    expect(hasUnsent(state)).toBe(false);
    expect(status(state)).toBe('saved');
    expect(state.latest.q1?.value).toEqual(open('b'));
  });

  it("says 'offline' while offline or after a failure, only when something is unsent", () => {
    let state = reduce(initialState(), { type: 'offline' });
    expect(status(state)).toBe('saved');
    state = reduce(state, { type: 'put', key: 'q1', value: open('a') });
    expect(status(state)).toBe('offline');
    state = reduce(state, { type: 'online' });
    expect(status(state)).toBe('saving');
    state = reduce(state, { type: 'failure' });
    expect(status(state)).toBe('offline');
    state = reduce(state, { type: 'ack', key: 'q1', seq: 1 });
    expect(status(state)).toBe('saved');
    expect(unsentCount(state)).toBe(0);
  });

  it('restores: per question the higher seq wins; device answers the server already has are dropped', () => {
    const state = restore(
      { q1: { value: open('device-new'), seq: 9 }, q2: { value: open('device-old'), seq: 4 }, q3: { value: open('only-device'), seq: 2 } },
      { q1: { value: open('server-old'), seq: 5 }, q2: { value: open('server-new'), seq: 6 } },
    );
    expect(state.latest).toEqual({
      q1: { value: open('device-new'), seq: 9 },
      q2: { value: open('server-new'), seq: 6 },
      q3: { value: open('only-device'), seq: 2 },
    });
    expect(Object.keys(state.unsent).sort()).toEqual(['q1', 'q3']);
    expect(state.maxSeq).toBe(9);
    expect(pending(state).map((p) => p.key)).toEqual(['q3', 'q1']);
  });

  it('an acknowledgement of a higher seq (another tab) lifts the next seq above it', () => {
    let state = reduce(initialState(), { type: 'put', key: 'q1', value: open('a') }); // seq 1
    state = reduce(state, { type: 'ack', key: 'q1', seq: 12 });
    expect(hasUnsent(state)).toBe(false);
    state = reduce(state, { type: 'put', key: 'q1', value: open('b') });
    expect(state.unsent.q1?.seq).toBe(13);
  });

  it('ignores an acknowledgement without a usable seq', () => {
    const state = reduce(initialState(), { type: 'put', key: 'q1', value: open('a') });
    expect(reduce(state, { type: 'ack', key: 'q1', seq: Number.NaN })).toBe(state);
  });
});

// ——— Property test: one device, a flaky network, a server that keeps the highest seq per question ———

const QUESTIONS = ['q1', 'q2', 'q3', 'q4'];

type Command =
  | { t: 'answer'; q: number; now: number | null }
  | { t: 'send'; i: number }
  | { t: 'deliver'; i: number; ackLost: boolean }
  | { t: 'lose'; i: number }
  | { t: 'ack'; i: number }
  | { t: 'duplicateAck'; i: number }
  | { t: 'failure' }
  | { t: 'offline' }
  | { t: 'online' }
  | { t: 'reload' };

const command: fc.Arbitrary<Command> = fc.oneof(
  { weight: 5, arbitrary: fc.record({ t: fc.constant('answer' as const), q: fc.nat(QUESTIONS.length - 1), now: fc.option(fc.nat(60)) }) },
  { weight: 4, arbitrary: fc.record({ t: fc.constant('send' as const), i: fc.nat(10) }) },
  { weight: 3, arbitrary: fc.record({ t: fc.constant('deliver' as const), i: fc.nat(10), ackLost: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('lose' as const), i: fc.nat(10) }) },
  { weight: 3, arbitrary: fc.record({ t: fc.constant('ack' as const), i: fc.nat(10) }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('duplicateAck' as const), i: fc.nat(10) }) },
  { weight: 1, arbitrary: fc.constant({ t: 'failure' as const }) },
  { weight: 1, arbitrary: fc.constant({ t: 'offline' as const }) },
  { weight: 1, arbitrary: fc.constant({ t: 'online' as const }) },
  { weight: 1, arbitrary: fc.constant({ t: 'reload' as const }) },
);

/** The server of docs/api.md: keeps the answer with the highest seq per question and acknowledges that seq. */
class ServerModel {
  readonly answers: SavedAnswers = {};
  put({ key, value, seq }: Pending<AnswerValue>): { key: string; seq: number } {
    const current = this.answers[key];
    if (!current || seq > current.seq) this.answers[key] = { value, seq };
    return { key, seq: this.answers[key]!.seq };
  }
}

/** One device: the queue plus the device storage exactly as sync.ts drives it (put before send, remove on ack). */
class DeviceModel {
  state: QueueState<AnswerValue>;
  storage: SavedAnswers = {};
  constructor(readonly server: ServerModel) {
    this.state = initialState({ ...server.answers });
  }
  apply(event: QueueEvent<AnswerValue>): void {
    this.state = reduce(this.state, event);
    if (event.type === 'put') {
      const entry = this.state.unsent[event.key]!;
      const stored = this.storage[event.key];
      if (!stored || stored.seq < entry.seq) this.storage[event.key] = entry;
    }
    if (event.type === 'ack') {
      const stored = this.storage[event.key];
      if (stored && stored.seq <= event.seq) delete this.storage[event.key];
    }
  }
  reload(): void {
    const server = structuredClone(this.server.answers);
    this.apply({ type: 'reload', persisted: structuredClone(this.storage), server });
    // sync.start(): device answers the server already has are removed from storage.
    for (const [questionId, stored] of Object.entries(this.storage)) {
      const saved = server[questionId];
      if (saved && stored.seq <= saved.seq) delete this.storage[questionId];
    }
  }
}

const pick = <T,>(list: T[], i: number): T | undefined => (list.length === 0 ? undefined : list[i % list.length]);
const take = <T,>(list: T[], i: number): T | undefined => (list.length === 0 ? undefined : list.splice(i % list.length, 1)[0]);

describe('save queue, property: never loses the last answer, never stores an older one over a newer one', () => {
  it('holds for random answers, sends, (lost, stale, duplicate, reordered) acks, failures, offline and reloads', () => {
    fc.assert(
      fc.property(fc.array(command, { maxLength: 80 }), (commands) => {
        const server = new ServerModel();
        const device = new DeviceModel(server);
        const inFlight: Pending<AnswerValue>[] = [];
        const acks: { key: string; seq: number }[] = [];
        const seenAcks: { key: string; seq: number }[] = [];
        const last: Record<string, SavedAnswer> = {};
        let counter = 0;
        let lastSeq = 0;

        const check = () => {
          for (const [questionId, answer] of Object.entries(last)) {
            const local = device.state.unsent[questionId];
            const saved = server.answers[questionId];
            // Never lost: kept on the device, or on the server (whose seq is then exactly the last one).
            const onDevice = local !== undefined && local.seq === answer.seq && same(local.value, answer.value);
            const onServer = saved !== undefined && saved.seq === answer.seq && same(saved.value, answer.value);
            expect(onDevice || onServer).toBe(true);
            // Never an older answer over a newer one on the server.
            expect(saved === undefined || saved.seq <= answer.seq).toBe(true);
            // The screen shows the last answer.
            expect(device.state.latest[questionId]?.value).toEqual(answer.value);
            // Kept in storage whenever it is only on the device.
            if (!onServer) expect(device.storage[questionId]?.seq).toBe(answer.seq);
          }
          // What is sent is always the newest answer per question.
          for (const p of pending(device.state)) {
            expect(p.seq).toBe(last[p.key]?.seq);
            expect(p.value).toEqual(last[p.key]?.value);
          }
        };

        for (const c of commands) {
          switch (c.t) {
            case 'answer': {
              const questionId = QUESTIONS[c.q]!;
              const value = open(`antwoord ${++counter}`);
              device.apply({ type: 'put', key: questionId, value, ...(c.now === null ? {} : { now: c.now }) });
              const answer = device.state.unsent[questionId]!;
              expect(answer.seq).toBeGreaterThan(lastSeq);
              expect(answer.seq).toBeGreaterThan(server.answers[questionId]?.seq ?? 0);
              lastSeq = answer.seq;
              last[questionId] = answer;
              break;
            }
            case 'send': {
              const next = pick(pending(device.state), c.i);
              if (!next) break;
              if (device.state.online) inFlight.push(structuredClone(next));
              else device.apply({ type: 'failure' });
              break;
            }
            case 'deliver': {
              const request = take(inFlight, c.i);
              if (!request) break;
              const ack = server.put(request);
              if (c.ackLost) device.apply({ type: 'failure' });
              else acks.push(ack);
              break;
            }
            case 'lose':
              if (take(inFlight, c.i)) device.apply({ type: 'failure' });
              break;
            case 'ack': {
              const ack = take(acks, c.i);
              if (!ack) break;
              seenAcks.push(ack);
              device.apply({ type: 'ack', ...ack });
              break;
            }
            case 'duplicateAck': {
              const ack = pick(seenAcks, c.i);
              if (ack) device.apply({ type: 'ack', ...ack });
              break;
            }
            case 'failure':
            case 'offline':
            case 'online':
              device.apply({ type: c.t });
              break;
            case 'reload':
              device.reload();
              break;
          }
          check();
        }

        // Drain: back online, everything in flight arrives, then send until nothing is pending.
        device.apply({ type: 'online' });
        for (const request of inFlight.splice(0)) acks.push(server.put(request));
        for (const ack of acks.splice(0)) device.apply({ type: 'ack', ...ack });
        for (let round = 0; round < 10 && hasUnsent(device.state); round++) {
          for (const p of pending(device.state)) device.apply({ type: 'ack', ...server.put(p) });
        }
        check();
        expect(hasUnsent(device.state)).toBe(false);
        expect(status(device.state)).toBe('saved');
        expect(device.storage).toEqual({});
        for (const [questionId, answer] of Object.entries(last)) {
          expect(server.answers[questionId]?.value).toEqual(answer.value);
        }
      }),
      { numRuns: 400 },
    );
  });

  it('two tabs on one attempt: after draining, the server holds the newest answer per question', () => {
    const twoTabCommand = fc.oneof(
      fc.record({ t: fc.constant('answer' as const), tab: fc.nat(1), q: fc.nat(QUESTIONS.length - 1), tick: fc.integer({ min: 1, max: 5 }) }),
      fc.record({ t: fc.constant('sync' as const), tab: fc.nat(1), i: fc.nat(5) }),
      fc.record({ t: fc.constant('reload' as const), tab: fc.nat(1) }),
    );
    fc.assert(
      fc.property(fc.array(twoTabCommand, { maxLength: 60 }), (commands) => {
        const server = new ServerModel();
        server.answers.q1 = { value: open('earlier session'), seq: 40 };
        const tabs = [new DeviceModel(server), new DeviceModel(server)];
        // Both tabs share the device storage in real life; each model keeps its own, which is the harder case.
        const newest: Record<string, AnswerValue> = { q1: open('earlier session') };
        let clock = 1_000;
        for (const c of commands) {
          const tab = tabs[c.tab]!;
          if (c.t === 'answer') {
            clock += c.tick;
            const questionId = QUESTIONS[c.q]!;
            const value = open(`tab ${c.tab} at ${clock}`);
            tab.apply({ type: 'put', key: questionId, value, now: clock });
            newest[questionId] = value;
          } else if (c.t === 'sync') {
            const next = pick(pending(tab.state), c.i);
            if (next) tab.apply({ type: 'ack', ...server.put(next) });
          } else {
            tab.reload();
          }
        }
        for (const tab of tabs) for (const p of pending(tab.state)) tab.apply({ type: 'ack', ...server.put(p) });
        for (const tab of tabs) expect(hasUnsent(tab.state)).toBe(false);
        for (const [questionId, value] of Object.entries(newest)) expect(server.answers[questionId]?.value).toEqual(value);
      }),
      { numRuns: 300 },
    );
  });
});
