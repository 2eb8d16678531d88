/**
 * Zod field schemas for plain-text record fields (names, addresses, notes) with Dutch messages that name the field,
 * shared by the organisation and location contracts (docs/api.md: "400 … with a Dutch title naming the field").
 * Texts are trimmed and stored as typed: plain text, never HTML. An optional field reads '', null or absent as
 * null. Client-safe: the pages check a posted form with the same schemas before they call the API.
 */
import { z } from 'zod';
import { normalisePostcode } from './dutch-formats';

const EMAIL = z.email();

/** A required text of at most `max` characters after trimming. */
export function requiredText(label: string, max: number, missing = `${label}: vul dit in.`) {
  return z
    .string({ message: missing })
    .trim()
    .min(1, missing)
    .max(max, `${label}: hoogstens ${max} tekens.`);
}

/** An optional text of at most `max` characters after trimming; '', null or absent → null. */
export function optionalText(label: string, max: number) {
  return z
    .string({ message: `${label}: vul tekst in of laat het veld leeg.` })
    .trim()
    .max(max, `${label}: hoogstens ${max} tekens.`)
    .nullish()
    .transform((value) => (value ? value : null));
}

/** A Dutch postcode as typed ('1234ab', ' 1234 AB '), stored as `1234 AB`; '', null or absent → null. */
export function optionalPostcode(label: string) {
  const wrong = `${label}: vul een Nederlandse postcode in, zoals 1234 AB.`;
  return z
    .string({ message: wrong })
    .max(20, wrong)
    .nullish()
    .transform((value, ctx) => {
      const text = value?.trim() ?? '';
      if (!text) return null;
      const postcode = normalisePostcode(text);
      if (!postcode) ctx.addIssue({ code: 'custom', message: wrong });
      return postcode;
    });
}

/** A required Dutch postcode, stored as `1234 AB`. */
export function requiredPostcode(label: string) {
  const missing = `${label}: vul de postcode in.`;
  return z
    .string({ message: missing })
    .max(20, `${label}: vul een Nederlandse postcode in, zoals 1234 AB.`)
    .transform((value, ctx) => {
      const text = value.trim();
      const postcode = normalisePostcode(text);
      if (!postcode) ctx.addIssue({ code: 'custom', message: text ? `${label}: vul een Nederlandse postcode in, zoals 1234 AB.` : missing });
      return postcode ?? '';
    });
}

/** An optional e-mail address, lower-cased; '', null or absent → null. */
export function optionalEmail(label: string) {
  const wrong = `${label}: vul een geldig e-mailadres in, zoals naam@voorbeeld.nl.`;
  return z
    .string({ message: wrong })
    .trim()
    .toLowerCase()
    .max(254, `${label}: hoogstens 254 tekens.`)
    .refine((value) => value === '' || EMAIL.safeParse(value).success, wrong)
    .nullish()
    .transform((value) => (value ? value : null));
}
