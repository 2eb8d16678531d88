import { describe, expect, it } from 'vitest';
import { addMonths } from './retention';

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
