import { describe, expect, it } from 'vitest';
import { dayPart, firstName, formatDate, formatDateTime } from './format';

describe('formatDate / formatDateTime', () => {
  it('shows dates in Dutch, in Dutch time', () => {
    // 23:30 UTC on 31 Dec is already 1 Jan in Amsterdam (UTC+1 in winter).
    expect(formatDate('2025-12-31T23:30:00Z')).toMatch(/^1 jan\.? 2026$/);
    expect(formatDateTime('2025-07-01T12:05:00Z')).toMatch(/^1 jul\.? 2025.* 14:05$/);
  });

  it('answers empty text for a value that is not a date', () => {
    expect(formatDate('geen datum')).toBe('');
    expect(formatDateTime(Number.NaN)).toBe('');
  });
});

describe('dayPart', () => {
  it('greets by the hour in Amsterdam, not on the server clock', () => {
    expect(dayPart(new Date('2025-01-15T06:00:00Z'))).toBe('morning'); // 07:00 in Amsterdam
    expect(dayPart(new Date('2025-01-15T10:59:00Z'))).toBe('morning'); // 11:59
    expect(dayPart(new Date('2025-01-15T11:00:00Z'))).toBe('afternoon'); // 12:00
    expect(dayPart(new Date('2025-07-15T15:59:00Z'))).toBe('afternoon'); // 17:59 summer time
    expect(dayPart(new Date('2025-07-15T16:00:00Z'))).toBe('evening'); // 18:00
    expect(dayPart(new Date('2025-01-15T03:00:00Z'))).toBe('evening'); // 04:00 at night
  });
});

describe('firstName', () => {
  it('takes the first word of a name', () => {
    expect(firstName('Fatima el Amrani')).toBe('Fatima');
    expect(firstName('  Jan  ')).toBe('Jan');
    expect(firstName('')).toBe('');
  });
});
