/**
 * Dutch registration numbers and postcodes as people type them, checked and written one way (organisations and
 * locations, spec §2 /cp/organization and /cp/locations). Pure functions, client-safe; the contracts' zod schemas
 * use them, so the API and the pages accept and store the same text.
 *
 * - Postcode (PostNL): four digits, the first not 0, and two letters; stored as `1234 AB`.
 * - KvK-nummer (Kamer van Koophandel): exactly eight digits; stored without spaces or dots.
 * - Btw-id (omzetbelastingnummer, Belastingdienst): `NL`, nine digits, `B`, two digits; its format is checked by
 *   the `validator` library (`isVAT(…, 'NL')`); stored in upper case without spaces or dots, always with `NL`.
 */
import validator from 'validator';

/** Spaces (also non-breaking ones), dots and hyphens people put in numbers to read them more easily. */
const SEPARATORS = /[\s.\u00a0-]/g;

const POSTCODE = /^([1-9][0-9]{3})\s*([A-Za-z]{2})$/;

/**
 * A Dutch postcode written as `1234 AB`, or null when `text` is not one.
 * @example normalisePostcode('1234ab') // '1234 AB'
 */
export function normalisePostcode(text: string): string | null {
  const match = POSTCODE.exec(text.trim());
  return match ? `${match[1]} ${(match[2] as string).toUpperCase()}` : null;
}

/**
 * A KvK-nummer of eight digits, or null when `text` is not one (spaces and dots between the digits are allowed).
 * @example normaliseKvk('1234 5678') // '12345678'
 */
export function normaliseKvk(text: string): string | null {
  const digits = text.replace(SEPARATORS, '');
  return /^[0-9]{8}$/.test(digits) ? digits : null;
}

/**
 * A Dutch btw-id in upper case without separators and with the country code, or null when `text` does not have
 * the format of one (`validator.isVAT(…, 'NL')`; the check digits are not the library's concern).
 * @example normaliseVat('nl 1234.56.789.b01') // 'NL123456789B01'
 */
export function normaliseVat(text: string): string | null {
  const compact = text.replace(SEPARATORS, '').toUpperCase();
  if (!validator.isVAT(compact, 'NL')) return null;
  return compact.startsWith('NL') ? compact : `NL${compact}`;
}
