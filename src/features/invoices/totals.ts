/**
 * VAT arithmetic and money formats of invoices (docs/decisions/028-licences-and-invoices.md), in integer euro cents, without
 * floating point. Pure functions, client-safe.
 *
 * Rule (EN 16931 BR-CO-10, BR-CO-17, BR-S-08/09, BR-E-08/09): a line's net amount is quantity × unit price, exact
 * in cents; per VAT category the taxable amount is the sum of its lines' net amounts and the VAT is taxable × rate
 * / 100, rounded half away from zero to whole cents (once per category, never per line); the net total is the sum
 * of the line nets, the VAT total the sum of the per-category VAT, the gross total net + VAT.
 *
 * A root module of the feature, so other features may use it: the licence pages show prices with `formatEuro`.
 */
import type { InvoiceLineInput, VatCategory } from './documents/types';

/** VAT rate per category in percent: 21 % standard rate (Wet OB 1968 art. 9 lid 1), 0 for exempt. */
export const VAT_RATE_PERCENT: Readonly<Record<VatCategory, number>> = { S: 21, E: 0 };

/**
 * Why training is exempt from VAT when the provider is registered in the CRKBO register; printed on the PDF and
 * sent as TaxExemptionReason (BT-120) in the UBL XML.
 */
export const VAT_EXEMPTION_TEXT =
  'Vrijgesteld van btw op grond van artikel 11, lid 1, onderdeel o, van de Wet op de omzetbelasting 1968 (beroepsonderwijs door een CRKBO-geregistreerde instelling).';

/** The VAT of one category (EN 16931 BG-23). */
export interface VatBreakdown {
  vatCategory: VatCategory;
  /** 21 or 0. */
  ratePercent: number;
  /** Sum of the net amounts of the category's lines, in cents (BT-116). */
  taxableCents: number;
  /** taxableCents × ratePercent / 100 rounded half away from zero, in cents (BT-117). */
  vatCents: number;
}

/** What `invoiceTotals` returns; every amount in integer cents. */
export interface InvoiceTotals {
  /** Per input line, in the same order: quantity × unit price (BT-131). */
  lines: { netCents: number }[];
  /** One entry per VAT category that occurs, S before E (BG-23). */
  perRate: VatBreakdown[];
  /** Sum of the line nets (BT-106, and BT-109 as there are no allowances or charges). */
  netCents: number;
  /** Sum of the per-category VAT (BT-110). */
  vatCents: number;
  /** net + VAT (BT-112, and BT-115 as nothing is prepaid). */
  grossCents: number;
}

/** Categories in the order the documents print them. */
const CATEGORY_ORDER: readonly VatCategory[] = ['S', 'E'];

/** `value` when it is a safe integer, else a RangeError naming `what` (amounts past 2^53 cents lose cents). */
function safe(value: number, what: string): number {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${what} is geen geheel aantal centen binnen het veilige bereik: ${value}`);
  return value;
}

/**
 * `numerator / 100` rounded half away from zero, in integers only (no division of floats).
 * @example roundHundredths(693) // 7; roundHundredths(650) // 7; roundHundredths(-650) // -7
 */
export function roundHundredths(numerator: number): number {
  const magnitude = Math.abs(numerator);
  const rest = magnitude % 100;
  const rounded = (magnitude - rest) / 100 + (rest >= 50 ? 1 : 0);
  return numerator < 0 && rounded > 0 ? -rounded : rounded; // never -0
}

/**
 * Line nets, VAT per category and totals of an invoice's lines (rule in the module comment).
 * @param lines quantity an integer ≥ 1, unitPriceCents an integer ≥ 0, vatCategory 'S' or 'E'.
 * @returns amounts in integer cents; all zero with an empty `perRate` for no lines.
 * @throws RangeError when a quantity or price is not such an integer, the category is unknown, or an amount
 *   leaves the safe integer range.
 */
export function invoiceTotals(lines: readonly InvoiceLineInput[]): InvoiceTotals {
  const taxable = new Map<VatCategory, number>();
  const lineTotals = lines.map((line, index) => {
    if (!Number.isInteger(line.quantity) || line.quantity < 1) {
      throw new RangeError(`Regel ${index + 1}: het aantal moet een geheel getal van minstens 1 zijn, niet ${line.quantity}.`);
    }
    if (!Number.isInteger(line.unitPriceCents) || line.unitPriceCents < 0) {
      throw new RangeError(`Regel ${index + 1}: de prijs moet een geheel aantal centen van minstens 0 zijn, niet ${line.unitPriceCents}.`);
    }
    if (!CATEGORY_ORDER.includes(line.vatCategory)) {
      throw new RangeError(`Regel ${index + 1}: onbekende btw-categorie ${String(line.vatCategory)}.`);
    }
    const netCents = safe(line.quantity * line.unitPriceCents, `Regel ${index + 1}: het bedrag`);
    taxable.set(line.vatCategory, safe((taxable.get(line.vatCategory) ?? 0) + netCents, 'Het belastbare bedrag'));
    return { netCents };
  });
  const perRate = CATEGORY_ORDER.filter((category) => taxable.has(category)).map((vatCategory): VatBreakdown => {
    const taxableCents = taxable.get(vatCategory) ?? 0;
    const ratePercent = VAT_RATE_PERCENT[vatCategory];
    const vatCents = roundHundredths(safe(taxableCents * ratePercent, 'De btw'));
    return { vatCategory, ratePercent, taxableCents, vatCents };
  });
  const netCents = safe(lineTotals.reduce((sum, line) => sum + line.netCents, 0), 'Het totaal excl. btw');
  const vatCents = safe(perRate.reduce((sum, rate) => sum + rate.vatCents, 0), 'De btw');
  return { lines: lineTotals, perRate, netCents, vatCents, grossCents: safe(netCents + vatCents, 'Het totaal') };
}

/**
 * Integer cents as a decimal with two places and a point, by string arithmetic (for UBL amounts and for Intl).
 * @example centsToDecimal(123450) // '1234.50'; centsToDecimal(-5) // '-0.05'
 * @throws RangeError when `cents` is not a safe integer.
 */
export function centsToDecimal(cents: number): string {
  safe(cents, 'Het bedrag');
  const digits = String(Math.abs(cents)).padStart(3, '0');
  return `${cents < 0 ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

const EURO = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' });

/**
 * An amount in cents as Dutch people read it, by Intl nl-NL: '€ 1.234,50' and '€ -1.234,50' (a no-break space
 * U+00A0 after the euro sign, a hyphen-minus for negative amounts). Exact for every safe integer: Intl gets the
 * decimal string, not a float.
 * @throws RangeError when `cents` is not a safe integer.
 */
export function formatEuro(cents: number): string {
  // Intl.NumberFormat reads a numeric string as an exact decimal (ECMA-402 Intl.NumberFormat v3).
  return EURO.format(centsToDecimal(cents) as Intl.StringNumericLiteral);
}
