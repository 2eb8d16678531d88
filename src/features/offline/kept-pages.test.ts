import { describe, expect, it } from 'vitest';
import { keptPageKeys, waitForKeptPages, type KeptProgress } from './kept-pages';

/** A cache the worker fills one page per look, like fetching ahead one form at a time. */
function slowWorker(keys: string[]) {
  const kept = new Set<string>();
  let looks = 0;
  return {
    kept,
    isKept: async (key: string) => kept.has(key),
    sleep: async () => {
      looks += 1;
      const next = keys[kept.size];
      if (next) kept.add(next);
    },
    looks: () => looks,
  };
}

describe('waitForKeptPages', () => {
  const keys = ['http://x/docent/pat-dag/d', 'http://x/docent/evaluate/p/m/c1?dag=d', 'http://x/docent/evaluate/p/m/c2?dag=d'];

  it('says complete only after every page is in the cache, with progress on the way', async () => {
    const worker = slowWorker(keys);
    const seen: KeptProgress[] = [];
    let clock = 0;
    const result = await waitForKeptPages(keys, { isKept: worker.isKept, sleep: worker.sleep, now: () => (clock += 10), onProgress: (p) => seen.push(p) });
    expect(result).toEqual({ kept: 3, total: 3, complete: true });
    expect(seen.map((p) => p.kept)).toEqual([0, 1, 2, 3]);
    expect(worker.kept.size).toBe(3);
  });

  it('gives up after the timeout and says how many are kept', async () => {
    const kept = new Set([keys[0]!]);
    let clock = 0;
    const result = await waitForKeptPages(keys, { isKept: async (k) => kept.has(k), sleep: async () => undefined, now: () => (clock += 1_000), timeoutMs: 5_000 });
    expect(result).toEqual({ kept: 1, total: 3, complete: false });
  });

  it('counts a failing lookup as not kept', async () => {
    let clock = 0;
    const result = await waitForKeptPages(keys.slice(0, 1), { isKept: async () => Promise.reject(new Error('x')), sleep: async () => undefined, now: () => (clock += 1_000), timeoutMs: 1_000 });
    expect(result.complete).toBe(false);
  });
});

describe('keptPageKeys', () => {
  it('turns a grid’s form links into the worker’s cache keys, once each', () => {
    const base = 'https://platform.example/docent/pat-dag/d1';
    expect(
      keptPageKeys(['/docent/evaluate/p/m/c?role=second&dag=6b1f0a3e-3c1e-4d2a-9a7e-0d6c2f1e9b10', '/docent/evaluate/p/m/c?dag=6b1f0a3e-3c1e-4d2a-9a7e-0d6c2f1e9b10', '/docent/evaluate/p/m/c?dag=6b1f0a3e-3c1e-4d2a-9a7e-0d6c2f1e9b10', '/profile', base], base),
    ).toEqual([
      'https://platform.example/docent/evaluate/p/m/c?role=second&dag=6b1f0a3e-3c1e-4d2a-9a7e-0d6c2f1e9b10',
      'https://platform.example/docent/evaluate/p/m/c?dag=6b1f0a3e-3c1e-4d2a-9a7e-0d6c2f1e9b10',
      'https://platform.example/docent/pat-dag/d1',
    ]);
  });
});
