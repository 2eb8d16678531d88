import { describe, expect, it } from 'vitest';
import { csvDateTime, csvDay, toCsv } from './csv';

describe('CSV cells and text', () => {
  it('writes days and moments ISO 8601, in Dutch time', () => {
    expect(csvDay('2026-11-23')).toBe('2026-11-23');
    expect(csvDay(new Date('2026-11-23T23:30:00Z'))).toBe('2026-11-24');
    expect(csvDay('2026-11-23T23:30:00.000Z')).toBe('2026-11-24');
    expect(csvDateTime(new Date('2026-11-23T08:05:00Z'))).toBe('2026-11-23 09:05');
    expect(csvDateTime(new Date('2026-07-01T22:15:00Z'))).toBe('2026-07-02 00:15');
    expect(csvDay(null)).toBe('');
    expect(csvDateTime(undefined)).toBe('');
  });

  it('writes a byte order mark, semicolons, CRLF and escapes formulas', () => {
    expect(toCsv(['Naam', 'Datum'], [['=1+1', csvDay('2026-11-23')]])).toBe('\uFEFFNaam;Datum\r\n\'=1+1;2026-11-23\r\n');
  });
});
