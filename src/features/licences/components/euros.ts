/**
 * Amounts typed in euros on Dutch forms, turned into integer cents by string arithmetic (never through a float, so
 * '0,29' is 29 cents and not 28.999…). Pure and client-safe.
 *
 * What is accepted (Dutch notation, nl-NL: comma for the cents, dot between thousands): '49,50', '49,5', '49',
 * '1.234,50', '1234,50', '€ 49,50', '49,-'; and, because a dot followed by one or two digits at the end cannot be a
 * thousands separator, also '49.50'. Not accepted: negative amounts, more than two digits after the comma, letters,
 * thousands groups that are not three digits ('1.23,00').
 */

/** The outcome of `parseEuros`: the amount in integer cents, or a Dutch message that starts with the field's label. */
export type ParsedEuros = { ok: true; cents: number } | { ok: false; error: string };

/** Whole euros with dots between groups of three ('1.234'), or plain digits ('1234'). */
const DUTCH = /^(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d*|-{1,2}))?$/;
/** Digits with a decimal point and one or two decimals ('49.50'). */
const POINT = /^(\d+)\.(\d{1,2})$/;
/** Whole euros beyond this many digits are beyond any price the platform takes (and beyond safe integers). */
const MAX_EURO_DIGITS = 12;

/**
 * Reads an amount typed in euros.
 * @param typed what the person typed, e.g. '1.234,5'.
 * @param label the field's Dutch label, put in front of every message ('Prijs per plaats: …', spec §8: a message
 *   names the field).
 * @returns `{ ok: true, cents }` (e.g. 123450 for '1.234,5'), or `{ ok: false, error }` with a Dutch message.
 * @example parseEuros('49,50', 'Prijs') // { ok: true, cents: 4950 }
 */
export function parseEuros(typed: string, label: string): ParsedEuros {
  const text = typed
    .replace(/[\s\u00a0\u202f]/g, '')
    .replace(/^€/, '')
    .replace(/^EUR/i, '');
  if (text === '') return { ok: false, error: `${label}: vul een bedrag in, bijvoorbeeld 49,50.` };
  if (/^[-−]/.test(text)) return { ok: false, error: `${label}: het bedrag mag niet negatief zijn.` };
  let whole: string;
  let fraction: string;
  const dutch = DUTCH.exec(text);
  const point = dutch ? null : POINT.exec(text);
  if (dutch) {
    whole = dutch[1]!.replaceAll('.', '');
    fraction = dutch[2] && !dutch[2].startsWith('-') ? dutch[2] : '';
    if (fraction.length > 2) return { ok: false, error: `${label}: gebruik hoogstens twee cijfers na de komma, bijvoorbeeld 49,50.` };
  } else if (point) {
    whole = point[1]!;
    fraction = point[2]!;
  } else {
    return { ok: false, error: `${label}: vul een bedrag in euro’s in, bijvoorbeeld 49,50 of 1.234,50.` };
  }
  const euros = whole.replace(/^0+(?=\d)/, '');
  if (euros.length > MAX_EURO_DIGITS) return { ok: false, error: `${label}: dit bedrag is te groot.` };
  return { ok: true, cents: Number(euros) * 100 + Number(fraction.padEnd(2, '0')) };
}

