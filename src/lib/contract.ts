/**
 * Shapes every feature's API contract uses (docs/api.md, "Conventions"): paged lists, the `{ title }` answer, a
 * named reference, and the field schemas with Dutch messages that request schemas share. Client-safe: pages, islands and the backend import the same declarations, so a shape is
 * declared once (docs/decisions/017-feature-folders.md). Each feature's own calls are in its `contract.ts`.
 */
import { z } from 'zod';

/** One page of a list, as the API answers it (docs/api.md: lists are paged with `page`, from 1). */
export interface Page<T> {
  items: T[];
  /** Number of items over all pages. */
  total: number;
  /** The page number, from 1. */
  page: number;
  pageSize: number;
}

/** `{ title }`: the answer of the password calls and the body of every error (spec §8). */
export interface TitleAnswer {
  title: string;
}

/** A record named for display: a person, a profession, an organisation. */
export interface Named {
  id: string;
  name: string;
}

/** Query schema for `page` (optional, whole number from 1, default 1); extend it for further query fields. */
export const pageQuery = z.object({
  page: z.coerce
    .number({ message: 'Het paginanummer is geen getal.' })
    .int('Het paginanummer moet een heel getal zijn.')
    .min(1, 'Het paginanummer begint bij 1.')
    .max(1_000_000, 'Het paginanummer is te groot.')
    .default(1),
});


/** The most characters of a phone number. */
export const PHONE_MAX = 30;

/**
 * Field schemas with Dutch messages that the request schemas of several calls share (docs/api.md, "User";
 * spec §8: a 400 names the problem in Dutch).
 */
export const fields = {
  /** An e-mail address: trimmed, lower-cased, at most 254 characters. */
  email: z
    .string({ message: 'Vul je e-mailadres in.' })
    .trim()
    .toLowerCase()
    .max(254, 'Het e-mailadres is te lang.')
    .pipe(z.email({ message: 'Vul een geldig e-mailadres in.' })),
  /** A new password: at least 12 characters (OWASP ASVS 2.1.1), at most 128. */
  newPassword: z
    .string({ message: 'Vul een wachtwoord in.' })
    .min(12, 'Kies een wachtwoord van minstens 12 tekens.')
    .max(128, 'Kies een wachtwoord van hoogstens 128 tekens.'),
  /** A password as typed at sign-in: any non-empty string up to 128 characters. */
  password: z.string({ message: 'Vul je wachtwoord in.' }).min(1, 'Vul je wachtwoord in.').max(128, 'Wachtwoord of e-mailadres klopt niet.'),
  /** A record id (UUID); anything else is an id that does not exist. */
  uuid: z.uuid({ message: 'Dit id bestaat niet.' }),
  /**
   * A phone number as typed, the one rule of the account forms, the user calls and the CSV intake: at most
   * PHONE_MAX characters, digits, spaces and + ( ) - . only; '' and null store none (null).
   */
  phone: z
    .string({ message: 'Telefoonnummer: vul het in als tekst.' })
    .trim()
    .max(PHONE_MAX, `Telefoonnummer: hoogstens ${PHONE_MAX} tekens.`)
    .regex(/^[0-9+()\-. ]*$/, 'Telefoonnummer: gebruik alleen cijfers, spaties en + ( ) - .')
    .nullable()
    .transform((value) => (value ? value : null)),
};

/**
 * A calendar day `YYYY-MM-DD` that exists (no 30 February), with Dutch messages that start with the field's label:
 * '{label}: vul een datum in als jjjj-mm-dd.' (spec §8: a 400 names the problem in Dutch).
 */
export function dayField(label: string) {
  return z
    .string({ message: `${label}: vul een datum in.` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label}: vul een datum in als jjjj-mm-dd.`)
    .refine((text) => !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text), `${label}: deze datum bestaat niet.`);
}
