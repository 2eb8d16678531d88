import { describe, expect, it } from 'vitest';
import { addDays, amsterdamDay, amsterdamInstant, isDay, isoWeekday } from './calendar-day';

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

describe('isDay and isoWeekday', () => {
  it('accepts only days that exist, and counts Monday as 1 and Sunday as 7', () => {
    expect(isDay('2028-02-29')).toBe(true);
    expect(isDay('2026-02-29')).toBe(false);
    expect(isDay('2026-2-1')).toBe(false);
    expect(isoWeekday('2026-10-19')).toBe(1);
    expect(isoWeekday('2026-10-25')).toBe(7);
    expect(() => isoWeekday('2026-13-01')).toThrow(RangeError);
  });
});

describe('amsterdamInstant', () => {
  it('reads the Dutch wall clock with the offset of that day, on both sides of the clock changes', () => {
    // The last Sunday of October 2026 is the 25th: summer time (UTC+2) before, winter time (UTC+1) after.
    expect(amsterdamInstant('2026-10-20', '19:00').toISOString()).toBe('2026-10-20T17:00:00.000Z');
    expect(amsterdamInstant('2026-10-27', '19:00').toISOString()).toBe('2026-10-27T18:00:00.000Z');
    // The last Sunday of March 2027 is the 28th.
    expect(amsterdamInstant('2027-03-23', '19:00').toISOString()).toBe('2027-03-23T18:00:00.000Z');
    expect(amsterdamInstant('2027-03-30', '19:00').toISOString()).toBe('2027-03-30T17:00:00.000Z');
    // Around midnight the UTC day differs from the Dutch one.
    expect(amsterdamInstant('2027-01-01', '00:30').toISOString()).toBe('2026-12-31T23:30:00.000Z');
  });

  it('is exact around the moment of the change on the change days themselves', () => {
    // 25 October 2026: 03:00 summer time becomes 02:00 winter time at 01:00 UTC.
    expect(amsterdamInstant('2026-10-25', '01:59').toISOString()).toBe('2026-10-24T23:59:00.000Z');
    expect(amsterdamInstant('2026-10-25', '03:00').toISOString()).toBe('2026-10-25T02:00:00.000Z');
    // 28 March 2027: 02:00 winter time becomes 03:00 summer time at 01:00 UTC.
    expect(amsterdamInstant('2027-03-28', '01:59').toISOString()).toBe('2027-03-28T00:59:00.000Z');
    expect(amsterdamInstant('2027-03-28', '03:00').toISOString()).toBe('2027-03-28T01:00:00.000Z');
  });

  it('takes the first of a time that happens twice and moves a skipped time an hour on', () => {
    expect(amsterdamInstant('2026-10-25', '02:30').toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(amsterdamInstant('2027-03-28', '02:30').toISOString()).toBe('2027-03-28T01:30:00.000Z');
  });

  it('refuses a day or time that does not exist', () => {
    expect(() => amsterdamInstant('2026-02-30', '19:00')).toThrow(RangeError);
    expect(() => amsterdamInstant('2026-10-20', '24:00')).toThrow(RangeError);
    expect(() => amsterdamInstant('2026-10-20', '9:00')).toThrow(RangeError);
  });
});
