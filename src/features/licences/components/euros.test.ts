import { describe, expect, it } from 'vitest';
import { parseEuros } from './euros';

const cents = (typed: string) => {
  const parsed = parseEuros(typed, 'Prijs per plaats');
  return parsed.ok ? parsed.cents : parsed.error;
};

describe('an amount typed in euros', () => {
  it('is read the Dutch way, exactly in cents', () => {
    expect(cents('49,50')).toBe(4950);
    expect(cents('1.234,5')).toBe(123450);
    expect(cents('1234,50')).toBe(123450);
    expect(cents('1.000.000')).toBe(100_000_000);
    expect(cents('49')).toBe(4900);
    expect(cents('0')).toBe(0);
    expect(cents('0,05')).toBe(5);
    // Amounts that floats get wrong: 0.29 * 100 is 28.999… and 1.005 * 100 is 100.49…
    expect(cents('0,29')).toBe(29);
    expect(cents('4,35')).toBe(435);
  });

  it('takes a euro sign, spaces, ‘,-’ and a decimal point followed by one or two digits', () => {
    expect(cents('€ 49,50')).toBe(4950);
    expect(cents(' €\u00a01.234,50 ')).toBe(123450);
    expect(cents('49,-')).toBe(4900);
    expect(cents('49.50')).toBe(4950);
    expect(cents('49.5')).toBe(4950);
  });

  it('reads a dot with three digits as thousands, as Dutch people write them', () => {
    expect(cents('1.234')).toBe(123400);
  });

  it('refuses anything else with a Dutch message that names the field', () => {
    expect(cents('')).toBe('Prijs per plaats: vul een bedrag in, bijvoorbeeld 49,50.');
    expect(cents('vijftig')).toBe('Prijs per plaats: vul een bedrag in euro’s in, bijvoorbeeld 49,50 of 1.234,50.');
    expect(cents('-5')).toBe('Prijs per plaats: het bedrag mag niet negatief zijn.');
    expect(cents('49,505')).toBe('Prijs per plaats: gebruik hoogstens twee cijfers na de komma, bijvoorbeeld 49,50.');
    expect(cents('1.23,00')).toBe('Prijs per plaats: vul een bedrag in euro’s in, bijvoorbeeld 49,50 of 1.234,50.');
    expect(cents('12,34,56')).toBe('Prijs per plaats: vul een bedrag in euro’s in, bijvoorbeeld 49,50 of 1.234,50.');
    expect(cents('9999999999999')).toBe('Prijs per plaats: dit bedrag is te groot.');
  });
});

