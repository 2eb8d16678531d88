import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '#src/server/db/client';
import { addMonths, keepProspectsPruned, PROSPECT_PRUNE_INTERVAL_MS } from './retention';

describe('addMonths', () => {
  it('moves the date by whole calendar months, keeping the time of day', () => {
    expect(addMonths(new Date('2025-03-15T09:30:00Z'), 12).toISOString()).toBe('2026-03-15T09:30:00.000Z');
    expect(addMonths(new Date('2025-03-15T09:30:00Z'), -12).toISOString()).toBe('2024-03-15T09:30:00.000Z');
    expect(addMonths(new Date('2025-11-05T00:00:00Z'), 3).toISOString()).toBe('2026-02-05T00:00:00.000Z');
    expect(addMonths(new Date('2025-02-05T00:00:00Z'), -3).toISOString()).toBe('2024-11-05T00:00:00.000Z');
  });

  it('clips the day to the end of a shorter month, as PostgreSQL does', () => {
    expect(addMonths(new Date('2025-01-31T12:00:00Z'), 1).toISOString()).toBe('2025-02-28T12:00:00.000Z');
    expect(addMonths(new Date('2024-01-31T12:00:00Z'), 1).toISOString()).toBe('2024-02-29T12:00:00.000Z');
    expect(addMonths(new Date('2025-05-31T12:00:00Z'), -1).toISOString()).toBe('2025-04-30T12:00:00.000Z');
  });
});

describe('keepProspectsPruned', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('looks for an open database once an hour, never opens one, and stops when asked', async () => {
    const database = vi.fn((): Promise<Db> | undefined => undefined);
    const stop = keepProspectsPruned(database, () => {});
    await vi.advanceTimersByTimeAsync(PROSPECT_PRUNE_INTERVAL_MS - 1);
    expect(database).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(database).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(PROSPECT_PRUNE_INTERVAL_MS);
    expect(database).toHaveBeenCalledTimes(2);
    stop();
    await vi.advanceTimersByTimeAsync(3 * PROSPECT_PRUNE_INTERVAL_MS);
    expect(database).toHaveBeenCalledTimes(2);
  });

  it('reports a failing clean-up and keeps running', async () => {
    const failure = new Error('database weg');
    const logError = vi.fn();
    const stop = keepProspectsPruned(() => Promise.reject(failure), logError);
    await vi.advanceTimersByTimeAsync(2 * PROSPECT_PRUNE_INTERVAL_MS);
    expect(logError).toHaveBeenCalledTimes(2);
    expect(logError).toHaveBeenCalledWith(failure);
    stop();
  });
});
