import { describe, expect, it } from 'vitest';
import { crossedWarning, formatClock, secondsUntil } from './timer';

describe('formatClock', () => {
  it('shows mm:ss, minutes beyond 59 as they are', () => {
    expect(formatClock(0)).toBe('00:00');
    expect(formatClock(59)).toBe('00:59');
    expect(formatClock(61)).toBe('01:01');
    expect(formatClock(5400)).toBe('90:00');
    expect(formatClock(-3)).toBe('00:00');
    expect(formatClock(9.7)).toBe('00:09');
  });
});

describe('secondsUntil', () => {
  it('rounds up and never goes below zero', () => {
    expect(secondsUntil(10_000, 0)).toBe(10);
    expect(secondsUntil(10_000, 1)).toBe(10);
    expect(secondsUntil(10_000, 9_001)).toBe(1);
    expect(secondsUntil(10_000, 10_000)).toBe(0);
    expect(secondsUntil(10_000, 20_000)).toBe(0);
  });
});

describe('crossedWarning', () => {
  it('announces once when crossing 5 minutes and 1 minute', () => {
    expect(crossedWarning(301, 300)).toBe(300);
    expect(crossedWarning(300, 299)).toBeNull();
    expect(crossedWarning(61, 60)).toBe(60);
    expect(crossedWarning(120, 119)).toBeNull();
  });

  it('after a long pause (background tab) announces the lowest threshold crossed only', () => {
    expect(crossedWarning(400, 50)).toBe(60);
    expect(crossedWarning(400, 200)).toBe(300);
  });

  it('does not announce when time is up or when the page opens below a threshold', () => {
    expect(crossedWarning(70, 0)).toBeNull();
    expect(crossedWarning(240, 240)).toBeNull();
  });
});
