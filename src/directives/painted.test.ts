import { afterEach, describe, expect, it, vi } from 'vitest';
import painted from './painted';

type Entry = { name: string };
type Callback = (list: { getEntriesByName(name: string): Entry[] }) => void;

/** A stand-in for the browser's PerformanceObserver whose paint entries the test delivers. */
function fakePaintTiming(supported: string[]) {
  const observers: Callback[] = [];
  class FakeObserver {
    static supportedEntryTypes = supported;
    constructor(private callback: Callback) {}
    observe() {
      observers.push(this.callback);
    }
    disconnect() {
      observers.splice(observers.indexOf(this.callback), 1);
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return {
    paint(name: string) {
      for (const callback of [...observers]) callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) });
    },
    get observing() {
      return observers.length;
    },
  };
}

/** Runs the directive with a `load` that records when it was asked for the island. */
function hydrateWithPainted() {
  const hydrate = vi.fn(async () => {});
  const load = vi.fn(async () => hydrate);
  painted(load, { name: 'painted', value: '' }, {} as HTMLElement);
  return { load, hydrate };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('client:painted', () => {
  it('loads the island only after the first contentful paint, and then hydrates it once', async () => {
    vi.useFakeTimers();
    const timing = fakePaintTiming(['paint', 'largest-contentful-paint']);
    const { load, hydrate } = hydrateWithPainted();

    await vi.advanceTimersByTimeAsync(1000);
    timing.paint('first-paint');
    await vi.advanceTimersByTimeAsync(1000);
    expect(load).not.toHaveBeenCalled();

    timing.paint('first-contentful-paint');
    expect(load).not.toHaveBeenCalled(); // not inside the observer's callback: in a task after it
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(1);
    expect(hydrate).toHaveBeenCalledTimes(1);
    expect(timing.observing).toBe(0);
  });

  it('without Paint Timing, waits for the second animation frame', async () => {
    fakePaintTiming([]);
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    const { load } = hydrateWithPainted();

    expect(frames).toHaveLength(1);
    frames.shift()!(0);
    expect(load).not.toHaveBeenCalled();
    frames.shift()!(16);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
