/** housekeeping.ts: a clean-up runs at most once per interval, per database and task, and again after a failure. */
import { describe, expect, it } from 'vitest';
import { atMostEvery } from './housekeeping';

describe('atMostEvery', () => {
  it('runs a task once per interval, per database and task', async () => {
    const db = {};
    const other = {};
    const ran: string[] = [];
    const task = (label: string) => async () => void ran.push(label);
    expect(await atMostEvery(db, 'tokens', task('a'), 1000, 0)).toBe(true);
    expect(await atMostEvery(db, 'tokens', task('b'), 1000, 999)).toBe(false);
    expect(await atMostEvery(db, 'throttle', task('c'), 1000, 999)).toBe(true);
    expect(await atMostEvery(other, 'tokens', task('d'), 1000, 999)).toBe(true);
    expect(await atMostEvery(db, 'tokens', task('e'), 1000, 1000)).toBe(true);
    expect(ran).toEqual(['a', 'c', 'd', 'e']);
  });

  it('tries again at the next call when a run failed', async () => {
    const db = {};
    await expect(atMostEvery(db, 'tokens', async () => Promise.reject(new Error('weg')), 1000, 0)).rejects.toThrow('weg');
    expect(await atMostEvery(db, 'tokens', async () => {}, 1000, 1)).toBe(true);
  });
});
