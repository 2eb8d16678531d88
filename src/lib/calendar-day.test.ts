import { describe, expect, it } from 'vitest';
import { addDays, amsterdamDay } from './calendar-day';

describe('amsterdamDay', () => {
  it('counts the Dutch day, not the UTC one, on both sides of midnight', () => {
    // 23:30 UTC on 31 December is already 1 January in Amsterdam (UTC+1 in winter).
    expect(amsterdamDay(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
    expect(amsterdamDay(new Date('2026-12-31T22:59:59Z'))).toBe('2026-12-31');
    // Summer time: UTC+2.
    expect(amsterdamDay(new Date('2026-06-30T22:00:00Z'))).toBe('2026-07-01');
    expect(amsterdamDay(new Date('2026-06-30T21:59:59Z'))).toBe('2026-06-30');
  });
});

describe('addDays', () => {
  it('adds calendar days across months, years and leap days', () => {
    expect(addDays('2026-11-26', 30)).toBe('2026-12-26');
    expect(addDays('2026-12-15', 30)).toBe('2027-01-14');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
  it('refuses what is not a day', () => {
    expect(() => addDays('gisteren', 1)).toThrow(RangeError);
  });
});
