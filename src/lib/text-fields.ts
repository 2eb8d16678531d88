/**
 * Zod field schemas for plain-text record fields (names, addresses, notes) with Dutch messages that name the field
 * (docs/api.md: "400 … with a Dutch title naming the field"), and the two character rules every text field of every
 * contract applies (docs/api.md "Text fields"; docs/decisions/040): `singleLine` for names, titles, addresses and
 * other one-line texts, `multiLine` for notes, remarks and bodies. Texts are trimmed and stored as typed: plain text,
 * never HTML. An optional field reads '', null or absent as null. Client-safe: the pages check a posted form with the
 * same schemas before they call the API.
 */
import { z } from 'zod';
import { normalisePostcode } from './dutch-formats';
import { isMultiLineText, isSingleLineText } from './plain-text';

/** The message of `singleLine`: '{label}: gebruik één regel, zonder tabs, regeleinden of onzichtbare tekens.' */
export const singleLineMessage = (label: string) => `${label}: gebruik één regel, zonder tabs, regeleinden of onzichtbare tekens.`;

/** The message of `multiLine`: '{label}: haal de onzichtbare tekens uit de tekst …' */
export const multiLineMessage = (label: string) =>
  `${label}: haal de onzichtbare tekens uit de tekst (die komen vaak mee als je tekst uit een ander programma plakt). Typ de tekst anders opnieuw.`;

/**
 * A check for one-line texts (`z.string().trim().max(…).check(singleLine('Naam'))`): no control character (tab and
 * line break included), no line or paragraph separator, no bidirectional embedding, override or isolate, no U+FEFF
 * (lib/plain-text.ts `isSingleLineText`). The message starts with `label`, so a form shows it at the field.
 */
export function singleLine(label: string) {
  return z.refine<string>((text) => isSingleLineText(text), singleLineMessage(label));
}

/**
 * A check for multi-line texts (notes, remarks, message bodies): as `singleLine`, but tabs and line breaks (LF, CR)
 * are allowed (lib/plain-text.ts `isMultiLineText`).
 */
export function multiLine(label: string) {
  return z.refine<string>((text) => isMultiLineText(text), multiLineMessage(label));
}

const EMAIL = z.email();

/** A required one-line text (`singleLine`) of at most `max` characters after trimming. */
export function requiredText(label: string, max: number, missing = `${label}: vul dit in.`) {
  return z
    .string({ message: missing })
    .trim()
    .min(1, missing)
    .max(max, `${label}: hoogstens ${max} tekens.`)
    .check(singleLine(label));
}

/**
 * An optional text of at most `max` characters after trimming; '', null or absent → null. One line (`singleLine`)
 * unless `lines` is 'multi' (`multiLine`: notes, directions).
 */
export function optionalText(label: string, max: number, lines: 'single' | 'multi' = 'single') {
  return z
    .string({ message: `${label}: vul tekst in of laat het veld leeg.` })
    .trim()
    .max(max, `${label}: hoogstens ${max} tekens.`)
    .check(lines === 'single' ? singleLine(label) : multiLine(label))
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
