/**
 * The forms of /cp/license/create (a new licence) and /cp/license/{id} (changing one), which work without
 * JavaScript: reading the posted fields, checking them with the contract's `licenceBody` and `licenceChangeBody`
 * (the API's own rules and Dutch messages, so the page names the same problem the API would), and the values to
 * show again. The price is typed in euros ('49,50') and sent in whole cents (euros.ts, exact). Pure and client-safe.
 */
import { fieldErrors } from '#src/components/field-errors';
import { textOf } from '#src/components/forms';
import {
  LICENCE_LABELS,
  MAX_PRICE_CENTS,
  licenceBody,
  licenceChangeBody,
  type LicenceChange,
  type LicenceDetail,
  type LicenceInput,
} from '#src/features/licences/contract';
import { licenceCreate } from '#src/features/licences/strings';
import { formatEuro } from '#src/features/invoices/totals';
import { parseEuros } from './euros';
import { defaultPeriod } from './format';

/** The create form's fields in the order they appear (`pricePerSeat` is the price in euros as typed). */
export const LICENCE_FIELDS = ['organizationId', 'product', 'professionTestId', 'seats', 'validFrom', 'validUntil', 'pricePerSeat', 'vatCategory', 'buyerReference'] as const;
export type LicenceField = (typeof LICENCE_FIELDS)[number];
/** What the create form shows in each field: the posted text or the default, '' for nothing. */
export type LicenceValues = Record<LicenceField, string>;

/** The change form's fields in the order they appear. */
export const CHANGE_FIELDS = ['seats', 'validFrom', 'validUntil', 'buyerReference'] as const;
export type ChangeField = (typeof CHANGE_FIELDS)[number];
export type ChangeValues = Record<ChangeField, string>;

/** A form's outcome: the body to send, or the first Dutch message per field. */
export type Checked<T> = { body: T } | { errors: Record<string, string> };

/**
 * A new licence's starting values: a profession test, one year from `today`, 21 % VAT, the organisation of
 * `?organizationId=` preselected.
 * @param today `YYYY-MM-DD` (Europe/Amsterdam).
 */
export function newLicenceValues(today: string, organizationId = ''): LicenceValues {
  const period = defaultPeriod(today);
  return {
    organizationId,
    product: 'profession-test',
    professionTestId: '',
    seats: '',
    validFrom: period.validFrom,
    validUntil: period.validUntil,
    pricePerSeat: '',
    vatCategory: 'S',
    buyerReference: '',
  };
}

/** The posted create form as typed (trimmed). */
export function readLicenceForm(form: FormData): LicenceValues {
  return Object.fromEntries(LICENCE_FIELDS.map((field) => [field, textOf(form, field)])) as LicenceValues;
}

/** The posted change form as typed (trimmed). */
export function readChangeForm(form: FormData): ChangeValues {
  return Object.fromEntries(CHANGE_FIELDS.map((field) => [field, textOf(form, field)])) as ChangeValues;
}

/** A stored licence's values for the change form. */
export function changeValues(licence: Pick<LicenceDetail, 'seats' | 'validFrom' | 'validUntil' | 'buyerReference'>): ChangeValues {
  return { seats: String(licence.seats), validFrom: licence.validFrom, validUntil: licence.validUntil, buyerReference: licence.buyerReference ?? '' };
}

/** The price in cents, or its message: euros.ts rules, at most MAX_PRICE_CENTS (€ 10.000,00; contract.ts). */
function priceOf(typed: string): { cents: number } | { error: string } {
  const parsed = parseEuros(typed, LICENCE_LABELS.pricePerSeatCents);
  if (!parsed.ok) return { error: parsed.error };
  if (parsed.cents > MAX_PRICE_CENTS) return { error: licenceCreate.priceTooHigh(formatEuro(MAX_PRICE_CENTS)) };
  return { cents: parsed.cents };
}

/**
 * Checks the create form with the API's schema (contract.ts `licenceBody`) after reading the price in euros.
 * @returns the body for `POST /api/licence`, or the first message per field (the price under `pricePerSeat`).
 */
export function checkLicenceForm(values: LicenceValues): Checked<LicenceInput> {
  const price = priceOf(values.pricePerSeat);
  const parsed = licenceBody.safeParse({
    organizationId: values.organizationId,
    product: values.product,
    professionTestId: values.professionTestId || null,
    seats: values.seats,
    validFrom: values.validFrom,
    validUntil: values.validUntil,
    pricePerSeatCents: 'cents' in price ? price.cents : 0,
    vatCategory: values.vatCategory,
    buyerReference: values.buyerReference,
  });
  const errors = parsed.success ? {} : fieldErrors(parsed.error.issues, (path) => (path[0] === 'pricePerSeatCents' ? 'pricePerSeat' : path.length > 0 ? String(path[0]) : undefined));
  if ('error' in price) errors.pricePerSeat = price.error;
  if (Object.keys(errors).length > 0 || !parsed.success) return { errors };
  return { body: parsed.data };
}

/**
 * Checks the change form with the API's schema (contract.ts `licenceChangeBody`).
 * @returns the body for `PUT /api/licence/{id}`, or the first message per field.
 */
export function checkChangeForm(values: ChangeValues): Checked<LicenceChange> {
  const parsed = licenceChangeBody.safeParse(values);
  return parsed.success ? { body: parsed.data } : { errors: fieldErrors(parsed.error.issues) };
}

/**
 * The form field an API message is about: the API's 400 titles start with the field's label ('Organisatie: deze
 * organisatie bestaat niet of is gearchiveerd.'; docs/api.md "Licence"), so the page can mark that field too.
 * @returns one of `fields`, or undefined when the title names none of them.
 */
export function fieldOfTitle(title: string, fields: readonly (LicenceField | ChangeField)[]): LicenceField | ChangeField | undefined {
  return fields.find((field) => {
    const label = field === 'pricePerSeat' ? LICENCE_LABELS.pricePerSeatCents : LICENCE_LABELS[field];
    return title.startsWith(`${label}:`);
  });
}
