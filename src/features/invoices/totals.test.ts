/**
 * The VAT arithmetic of invoices (EN 16931 BR-CO-10, BR-CO-17, BR-S-08/09, BR-E-08/09; decision 028): hand
 * examples a bookkeeper can check, and properties over random lines.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centsToDecimal, formatEuro, invoiceTotals, roundHundredths, VAT_EXEMPTION_TEXT, VAT_RATE_PERCENT } from './totals';
import type { InvoiceLineInput } from './documents/types';

const line = (quantity: number, unitPriceCents: number, vatCategory: 'S' | 'E' = 'S', description = 'Licentie'): InvoiceLineInput => ({
  description,
  quantity,
  unitPriceCents,
  vatCategory,
});

describe('invoiceTotals', () => {
  it('computes one standard-rated line', () => {
    expect(invoiceTotals([line(10, 4950)])).toEqual({
      lines: [{ netCents: 49500 }],
      perRate: [{ vatCategory: 'S', ratePercent: 21, taxableCents: 49500, vatCents: 10395 }],
      netCents: 49500,
      vatCents: 10395,
      grossCents: 59895,
    });
  });

  it('rounds the VAT of a category half away from zero: 3 × € 0,33 gives € 0,21 VAT (20,79 cents)', () => {
    const totals = invoiceTotals([line(3, 33)]);
    expect(totals.perRate).toEqual([{ vatCategory: 'S', ratePercent: 21, taxableCents: 99, vatCents: 21 }]);
    expect(totals.grossCents).toBe(120);
  });

  it('rounds an exact half cent up: € 0,50 at 21 % is 10,5 cents, so 11', () => {
    expect(invoiceTotals([line(1, 50)]).vatCents).toBe(11);
    // 10 cents at 21 % is 2,1 cents: down to 2.
    expect(invoiceTotals([line(1, 10)]).vatCents).toBe(2);
  });

  it('rounds once per category, not per line', () => {
    // Rounded per line it would be 3 × round(10,5) = 33 cents; over the category it is round(31,5) = 32.
    const totals = invoiceTotals([line(1, 50), line(1, 50), line(1, 50)]);
    expect(totals.perRate[0]?.vatCents).toBe(32);
  });

  it('keeps standard-rated and exempt lines apart, S before E, whatever the order of the lines', () => {
    const totals = invoiceTotals([line(2, 12500, 'E'), line(1, 9999, 'S'), line(1, 1, 'E')]);
    expect(totals.lines).toEqual([{ netCents: 25000 }, { netCents: 9999 }, { netCents: 1 }]);
    expect(totals.perRate).toEqual([
      { vatCategory: 'S', ratePercent: 21, taxableCents: 9999, vatCents: 2100 },
      { vatCategory: 'E', ratePercent: 0, taxableCents: 25001, vatCents: 0 },
    ]);
    expect(totals).toMatchObject({ netCents: 35000, vatCents: 2100, grossCents: 37100 });
  });

  it('has only an E entry for an exempt invoice', () => {
    expect(invoiceTotals([line(4, 25000, 'E')])).toMatchObject({
      perRate: [{ vatCategory: 'E', ratePercent: 0, taxableCents: 100000, vatCents: 0 }],
      grossCents: 100000,
    });
  });

  it('gives zero totals for no lines', () => {
    expect(invoiceTotals([])).toEqual({ lines: [], perRate: [], netCents: 0, vatCents: 0, grossCents: 0 });
  });

  it.each([
    ['a quantity of 0', line(0, 100)],
    ['a fractional quantity', line(1.5, 100)],
    ['a negative price', line(1, -1)],
    ['a price in fractions of a cent', line(1, 10.5)],
    ['an unknown category', { ...line(1, 100), vatCategory: 'Z' as 'S' }],
    ['an amount past 2^53 cents', line(2, Number.MAX_SAFE_INTEGER)],
  ])('refuses %s', (_what, bad) => {
    expect(() => invoiceTotals([bad])).toThrow(RangeError);
  });

  it('exports the rates and the exemption text the documents print', () => {
    expect(VAT_RATE_PERCENT).toEqual({ S: 21, E: 0 });
    expect(VAT_EXEMPTION_TEXT).toContain('artikel 11, lid 1, onderdeel o, van de Wet op de omzetbelasting 1968');
  });
});

describe('invoiceTotals properties', () => {
  const lineArb = fc.record({
    description: fc.constant('Regel'),
    quantity: fc.integer({ min: 1, max: 10_000 }),
    unitPriceCents: fc.integer({ min: 0, max: 10_000_000 }),
    vatCategory: fc.constantFrom('S' as const, 'E' as const),
  });
  const linesArb = fc.array(lineArb, { minLength: 1, maxLength: 25 });

  it('net total is the sum of the line nets, and each line net is quantity × price', () => {
    fc.assert(
      fc.property(linesArb, (lines) => {
        const totals = invoiceTotals(lines);
        lines.forEach((l, i) => expect(totals.lines[i]?.netCents).toBe(l.quantity * l.unitPriceCents));
        expect(totals.netCents).toBe(totals.lines.reduce((s, l) => s + l.netCents, 0));
        expect(totals.perRate.reduce((s, r) => s + r.taxableCents, 0)).toBe(totals.netCents);
      }),
    );
  });

  it('gross is net plus the sum of the per-rate VAT', () => {
    fc.assert(
      fc.property(linesArb, (lines) => {
        const totals = invoiceTotals(lines);
        expect(totals.vatCents).toBe(totals.perRate.reduce((s, r) => s + r.vatCents, 0));
        expect(totals.grossCents).toBe(totals.netCents + totals.vatCents);
      }),
    );
  });

  it('per-rate VAT differs from the exact value by at most half a cent, and a half rounds up', () => {
    fc.assert(
      fc.property(linesArb, (lines) => {
        for (const rate of invoiceTotals(lines).perRate) {
          // Exact comparison in hundredths of a cent: |100 × vat − taxable × rate| ≤ 50.
          const difference = 100 * rate.vatCents - rate.taxableCents * rate.ratePercent;
          expect(difference).toBeGreaterThan(-50);
          expect(difference).toBeLessThanOrEqual(50);
          if (rate.vatCategory === 'E') expect(rate.vatCents).toBe(0);
        }
      }),
    );
  });

  it('returns only integers', () => {
    fc.assert(
      fc.property(linesArb, (lines) => {
        const totals = invoiceTotals(lines);
        const amounts = [
          totals.netCents,
          totals.vatCents,
          totals.grossCents,
          ...totals.lines.map((l) => l.netCents),
          ...totals.perRate.flatMap((r) => [r.taxableCents, r.vatCents, r.ratePercent]),
        ];
        for (const amount of amounts) expect(Number.isSafeInteger(amount)).toBe(true);
      }),
    );
  });

  it('roundHundredths is symmetric around zero and never gives -0', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (n) => {
        expect(roundHundredths(-n)).toBe(-roundHundredths(n) || 0);
        expect(Object.is(roundHundredths(n), -0)).toBe(false);
        expect(Math.abs(100 * roundHundredths(n) - n)).toBeLessThanOrEqual(50);
      }),
    );
  });
});

describe('money formats', () => {
  it('writes cents as a decimal with two places', () => {
    expect(centsToDecimal(123450)).toBe('1234.50');
    expect(centsToDecimal(7)).toBe('0.07');
    expect(centsToDecimal(0)).toBe('0.00');
    expect(centsToDecimal(-5)).toBe('-0.05');
    expect(centsToDecimal(Number.MAX_SAFE_INTEGER)).toBe('90071992547409.91');
  });

  it('formats euros the Dutch way (Intl nl-NL), with a no-break space after the euro sign', () => {
    expect(formatEuro(123450)).toBe('€\u00a01.234,50');
    expect(formatEuro(-123450)).toBe('€\u00a0-1.234,50');
    expect(formatEuro(0)).toBe('€\u00a00,00');
    expect(formatEuro(7)).toBe('€\u00a00,07');
    expect(formatEuro(123456789)).toBe('€\u00a01.234.567,89');
  });

  it('formats amounts past the precision of a float exactly', () => {
    expect(formatEuro(Number.MAX_SAFE_INTEGER)).toBe('€\u00a090.071.992.547.409,91');
  });

  it('refuses fractions of a cent', () => {
    expect(() => formatEuro(1.5)).toThrow(RangeError);
    expect(() => centsToDecimal(Number.NaN)).toThrow(RangeError);
  });
});
