/**
 * The licence rules that need no database: the state on a Dutch calendar day (docs/domain.md "Licence"), the code's
 * form and how typed codes are read.
 */
import { describe, expect, it } from 'vitest';
import { amsterdamDay } from '#src/lib/calendar-day';
import { CODE_ALPHABET, normaliseLicenceCode } from './contract';
import { licenceState, newLicenceCode } from './api/licences';

const licence = { revokedAt: null, validFrom: '2026-12-01', validUntil: '2026-12-31', seats: 10, seatsUsed: 3 };
const at = (iso: string) => licenceState(licence, amsterdamDay(new Date(iso)));

describe('licenceState', () => {
  it('starts at midnight in Amsterdam on the first day and ends after the last Amsterdam day', () => {
    expect(at('2026-11-30T22:59:59Z')).toBe('upcoming'); // 23:59:59 on 30 November in Amsterdam
    expect(at('2026-11-30T23:00:00Z')).toBe('active'); // 00:00 on 1 December
    expect(at('2026-12-31T22:59:59Z')).toBe('active'); // 23:59:59 on 31 December
    expect(at('2026-12-31T23:00:00Z')).toBe('expired'); // 00:00 on 1 January
  });

  it('is full when every seat is taken, and revoked above all', () => {
    expect(licenceState({ ...licence, seatsUsed: 10 }, '2026-12-15')).toBe('full');
    expect(licenceState({ ...licence, seatsUsed: 9 }, '2026-12-15')).toBe('active');
    expect(licenceState({ ...licence, revokedAt: new Date() }, '2026-12-15')).toBe('revoked');
    expect(licenceState({ ...licence, revokedAt: new Date() }, '2027-03-01')).toBe('revoked');
    expect(licenceState({ ...licence, seatsUsed: 10 }, '2027-01-01')).toBe('expired');
  });
});

describe('licence codes', () => {
  it('are 16 characters of the alphabet without look-alikes, in groups of four, and differ each time', () => {
    const codes = new Set(Array.from({ length: 200 }, () => newLicenceCode()));
    expect(codes.size).toBe(200);
    for (const code of codes) {
      expect(code).toMatch(/^[^-]{4}-[^-]{4}-[^-]{4}-[^-]{4}$/);
      expect([...code.replace(/-/g, '')].every((ch) => CODE_ALPHABET.includes(ch))).toBe(true);
    }
    expect(CODE_ALPHABET).not.toMatch(/[01ILO]/);
  });

  it('are read whatever the case, spaces or dashes, and anything else is no code', () => {
    expect(normaliseLicenceCode(' abcd efgh-jkmn pqrs ')).toBe('ABCD-EFGH-JKMN-PQRS');
    expect(normaliseLicenceCode('ABCDEFGHJKMNPQRS')).toBe('ABCD-EFGH-JKMN-PQRS');
    expect(normaliseLicenceCode('ABCD-EFGH-JKMN-PQR')).toBeNull(); // too short
    expect(normaliseLicenceCode('ABCD-EFGH-JKMN-PQR0')).toBeNull(); // 0 is not in the alphabet
    expect(normaliseLicenceCode('')).toBeNull();
  });
});
