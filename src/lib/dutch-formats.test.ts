import { describe, expect, it } from 'vitest';
import { normaliseKvk, normalisePostcode, normaliseVat } from './dutch-formats';

describe('normalisePostcode', () => {
  it('writes a postcode as four digits, a space and two capitals', () => {
    expect(normalisePostcode('1234ab')).toBe('1234 AB');
    expect(normalisePostcode(' 3511  ex ')).toBe('3511 EX');
    expect(normalisePostcode('7511 JM')).toBe('7511 JM');
  });

  it('refuses what is not a Dutch postcode', () => {
    for (const text of ['', '0123 AB', '123 AB', '12345 AB', '1234 A', '1234 A1', 'AB 1234', '1234-AB', '1234 ÄB']) {
      expect(normalisePostcode(text), text).toBeNull();
    }
  });
});

describe('normaliseKvk', () => {
  it('takes eight digits, with spaces or dots between them', () => {
    expect(normaliseKvk('12345678')).toBe('12345678');
    expect(normaliseKvk('1234 5678')).toBe('12345678');
    expect(normaliseKvk('12.34.56.78')).toBe('12345678');
  });

  it('refuses fewer or more digits and letters', () => {
    for (const text of ['', '1234567', '123456789', '1234567a', 'KvK12345678']) expect(normaliseKvk(text), text).toBeNull();
  });
});

describe('normaliseVat', () => {
  it('writes a Dutch btw-id in capitals without separators, with NL', () => {
    expect(normaliseVat('NL123456789B01')).toBe('NL123456789B01');
    expect(normaliseVat('nl 1234.56.789.b01')).toBe('NL123456789B01');
    expect(normaliseVat('123456789B01')).toBe('NL123456789B01');
  });

  it('refuses other formats and other countries', () => {
    for (const text of ['', 'NL123456789B1', 'NL12345678B01', 'NL123456789X01', 'BE0123456789', 'DE123456789', 'NL123456789B012']) {
      expect(normaliseVat(text), text).toBeNull();
    }
  });
});
