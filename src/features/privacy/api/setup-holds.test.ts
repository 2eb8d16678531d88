import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '#src/server/db/client';
import { keepSetupsExpired, SETUP_CLEANUP_INTERVAL_MS } from './setup-holds';

describe('keepSetupsExpired', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('looks for an open database every 15 minutes, never opens one, and stops when asked', async () => {
    expect(SETUP_CLEANUP_INTERVAL_MS).toBe(15 * 60 * 1000);
    const database = vi.fn((): Promise<Db> | undefined => undefined);
    const stop = keepSetupsExpired(database, () => {});
    await vi.advanceTimersByTimeAsync(SETUP_CLEANUP_INTERVAL_MS - 1);
    expect(database).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(database).toHaveBeenCalledTimes(1);
    stop();
    await vi.advanceTimersByTimeAsync(3 * SETUP_CLEANUP_INTERVAL_MS);
    expect(database).toHaveBeenCalledTimes(1);
  });

  it('reports a failing clean-up and keeps running', async () => {
    const failure = new Error('database weg');
    const logError = vi.fn();
    const stop = keepSetupsExpired(() => Promise.reject(failure), logError);
    await vi.advanceTimersByTimeAsync(2 * SETUP_CLEANUP_INTERVAL_MS);
    expect(logError).toHaveBeenCalledTimes(2);
    expect(logError).toHaveBeenCalledWith(failure);
    stop();
  });
});
