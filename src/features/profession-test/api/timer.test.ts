/**
 * features/profession-test/api/timer.ts at its boundaries: extra time, the exact moment of expiry, rounding of the seconds left.
 */
import { describe, expect, it } from 'vitest';
import { allowedMs, deadlineFor, isExpired, secondsLeft } from './timer';

const start = new Date('2026-03-02T09:00:00.000Z');
const at = (ms: number) => new Date(start.getTime() + ms);

describe('allowedMs / deadlineFor', () => {
  it('is the limit without extra time, and limit × (1 + extra/100) with it', () => {
    expect(allowedMs(60, 0)).toBe(3_600_000);
    expect(allowedMs(60, 25)).toBe(4_500_000);
    expect(allowedMs(60, 100)).toBe(7_200_000);
    expect(deadlineFor(start, 60, 25)?.toISOString()).toBe('2026-03-02T10:15:00.000Z');
  });

  it('stays in whole milliseconds for percentages that do not divide a minute evenly', () => {
    expect(allowedMs(1, 33)).toBe(79_800);
    expect(allowedMs(7, 1)).toBe(424_200);
    expect(Number.isInteger(allowedMs(13, 37))).toBe(true);
  });

  it('gives no deadline without a limit, whatever the extra time', () => {
    expect(allowedMs(null, 50)).toBeNull();
    expect(deadlineFor(start, null, 0)).toBeNull();
  });

  it('refuses negative or fractional inputs', () => {
    expect(() => allowedMs(-1, 0)).toThrow(RangeError);
    expect(() => allowedMs(10, -5)).toThrow(RangeError);
    expect(() => allowedMs(1.5, 0)).toThrow(RangeError);
    expect(() => allowedMs(10, 2.5)).toThrow(RangeError);
  });
});

describe('isExpired', () => {
  const deadline = at(60_000);

  it('is false up to one millisecond before the deadline and true from the deadline on', () => {
    expect(isExpired(at(59_999), deadline)).toBe(false);
    expect(isExpired(deadline, deadline)).toBe(true);
    expect(isExpired(at(60_001), deadline)).toBe(true);
  });

  it('never expires without a deadline', () => {
    expect(isExpired(at(10 ** 12), null)).toBe(false);
  });
});

describe('secondsLeft', () => {
  const deadline = at(60_000);

  it('rounds up to whole seconds, so it reaches 0 exactly at expiry', () => {
    expect(secondsLeft(start, deadline)).toBe(60);
    expect(secondsLeft(at(1), deadline)).toBe(60);
    expect(secondsLeft(at(1_000), deadline)).toBe(59);
    expect(secondsLeft(at(59_800), deadline)).toBe(1);
    expect(secondsLeft(at(59_999), deadline)).toBe(1);
    expect(secondsLeft(deadline, deadline)).toBe(0);
  });

  it('never goes below 0 and is null without a deadline', () => {
    expect(secondsLeft(at(120_000), deadline)).toBe(0);
    expect(secondsLeft(start, null)).toBeNull();
  });

  it('agrees with isExpired: 0 seconds left exactly when expired', () => {
    for (const ms of [0, 1, 59_000, 59_999, 60_000, 60_001, 90_000]) {
      expect(secondsLeft(at(ms), deadline) === 0).toBe(isExpired(at(ms), deadline));
    }
  });
});
