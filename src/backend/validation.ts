/**
 * Reading request bodies and queries against a zod schema. Malformed JSON → 400 with a Dutch title;
 * a body that does not fit the schema → 400 naming the first problem in Dutch.
 */
import type { Context } from 'hono';
import { z } from 'zod';
import { apiError, TITLES } from './errors';

/** Dutch labels for field names used in error titles. */
const FIELD_LABELS: Record<string, string> = {
  email: 'E-mailadres',
  password: 'Wachtwoord',
  token: 'Code',
  code: 'Code',
  userId: 'Gebruiker',
  to: 'Aan',
  subject: 'Onderwerp',
  body: 'Bericht',
  id: 'Id',
  currentPassword: 'Huidig wachtwoord',
  newPassword: 'Nieuw wachtwoord',
};

function describe(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return TITLES.badInput;
  const field = String(issue.path[0] ?? '');
  const label = FIELD_LABELS[field] ?? field;
  // Messages set in schemas are Dutch already; zod's own (English) defaults get a generic Dutch sentence.
  const own = issue.message && !/^(Invalid|Expected|Too|String|Number|Required)/i.test(issue.message);
  if (own) return issue.message;
  return label ? `${label} is niet (goed) ingevuld.` : TITLES.badInput;
}

/**
 * Parses the JSON body of a request against `schema`.
 * @throws apiError 400 for malformed JSON or a body that does not match.
 */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    throw apiError(400, TITLES.badJson);
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw apiError(400, describe(parsed.error));
  return parsed.data;
}

/**
 * Parses the query string against `schema`.
 * @throws apiError 400 when it does not match.
 */
export function readQuery<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  const parsed = schema.safeParse(c.req.query());
  if (!parsed.success) throw apiError(400, describe(parsed.error));
  return parsed.data;
}

/** Shared field schemas with Dutch messages. */
export const fields = {
  email: z
    .string({ message: 'Vul je e-mailadres in.' })
    .trim()
    .toLowerCase()
    .max(254, 'Het e-mailadres is te lang.')
    .pipe(z.email({ message: 'Vul een geldig e-mailadres in.' })),
  /** At least 12 characters (issue: OWASP ASVS 2.1.1), at most 128. */
  newPassword: z
    .string({ message: 'Vul een wachtwoord in.' })
    .min(12, 'Kies een wachtwoord van minstens 12 tekens.')
    .max(128, 'Kies een wachtwoord van hoogstens 128 tekens.'),
  /** A password as typed at sign-in: any non-empty string up to 128 characters. */
  password: z.string({ message: 'Vul je wachtwoord in.' }).min(1, 'Vul je wachtwoord in.').max(128, 'Wachtwoord of e-mailadres klopt niet.'),
  uuid: z.uuid({ message: 'Dit id bestaat niet.' }),
};
