/**
 * Reading request bodies and queries against a zod schema, the one door every router's input passes:
 * - a JSON call whose Content-Type is not `application/json` → 415 (docs/api.md); a call whose body is optional
 *   (`readOptionalJson`) takes a missing or empty body as `{}`, whatever its Content-Type;
 * - malformed JSON → 400 with a Dutch title;
 * - any string in the body or query (object keys and nested values included) holding NUL (U+0000) or a lone
 *   UTF-16 surrogate → 400: PostgreSQL refuses NUL in text and jsonb, and jsonb refuses an unpaired `\ud800`
 *   escape, so such input would otherwise fail at the database;
 * - a body or query that does not fit the schema → 400 naming the first problem in Dutch.
 */
import type { Context } from 'hono';
import { z } from 'zod';
import { isStorableText } from '#src/lib/storable-text';
import { apiError, TITLES } from './errors';
import { fields } from '#src/lib/contract';

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
 * True when every string in `value` is storable (lib/storable-text.ts `isStorableText`): strings, array items,
 * object keys and values, at any depth. Walks with its own stack, so deeply nested JSON cannot overflow the call stack.
 * @param value a parsed JSON value or a query record (`Record<string, string[]>`).
 */
export function isStorableValue(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (typeof item === 'string') {
      if (!isStorableText(item)) return false;
    } else if (Array.isArray(item)) {
      for (const element of item) stack.push(element);
    } else if (item !== null && typeof item === 'object') {
      for (const [key, element] of Object.entries(item)) {
        if (!isStorableText(key)) return false;
        stack.push(element);
      }
    }
  }
  return true;
}

/** `application/json`, with or without parameters such as `; charset=utf-8` (RFC 9110 §8.3). */
const JSON_MEDIA_TYPE = /^application\/json[\t ]*(?:;|$)/i;

/**
 * True when the request announces a JSON body (`Content-Type: application/json`, parameters allowed).
 * @param contentType the Content-Type header, or undefined when absent.
 */
export function isJsonContentType(contentType: string | undefined): boolean {
  return contentType !== undefined && JSON_MEDIA_TYPE.test(contentType.trim());
}

/**
 * Parses the JSON body of a request against `schema`.
 * @returns the parsed body, shaped by `schema`.
 * @throws apiError 415 (TITLES.notJson) when the Content-Type is not `application/json` (docs/api.md);
 *   400 for malformed JSON, for a string holding NUL or a lone surrogate (TITLES.unstorableText), or a body
 *   that does not match `schema` (the first problem, in Dutch).
 */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  if (!isJsonContentType(c.req.header('content-type'))) throw apiError(415, TITLES.notJson);
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    throw apiError(400, TITLES.badJson);
  }
  return checked(raw, schema);
}

/**
 * Parses the body of a call whose body is optional (docs/api.md: "none", or only optional fields): a request
 * without a body or with an empty one (0 bytes, whatever its Content-Type, as the gateway forwards a body-less
 * POST) reads as `{}`; any other body is read as `readJson` does.
 * @returns the parsed body, shaped by `schema` (`schema` must accept `{}`).
 * @throws apiError 415 for a non-empty body not sent as `application/json`; 400 as `readJson`.
 */
export async function readOptionalJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  const text = c.req.raw.body === null ? '' : await c.req.text();
  if (text === '') return checked({}, schema);
  if (!isJsonContentType(c.req.header('content-type'))) throw apiError(415, TITLES.notJson);
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw apiError(400, TITLES.badJson);
  }
  return checked(raw, schema);
}

/** Checks a parsed JSON value: storable text everywhere, then `schema` (400 with a Dutch title otherwise). */
function checked<S extends z.ZodType>(raw: unknown, schema: S): z.infer<S> {
  if (!isStorableValue(raw)) throw apiError(400, TITLES.unstorableText);
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw apiError(400, describe(parsed.error));
  return parsed.data;
}

/**
 * Parses the query string against `schema` (the first value of each name, as `c.req.query()` gives them).
 * @returns the parsed query, shaped by `schema`.
 * @throws apiError 400 for a name or value (any of a repeated name's) holding NUL or a lone surrogate
 *   (TITLES.unstorableText), or when the query does not match `schema`.
 */
export function readQuery<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  if (!isStorableValue(c.req.queries())) throw apiError(400, TITLES.unstorableText);
  const parsed = schema.safeParse(c.req.query());
  if (!parsed.success) throw apiError(400, describe(parsed.error));
  return parsed.data;
}

/** True when `id` is a UUID; any other id is answered with 404 (docs/api.md: "404 … also for ids that are not UUIDs"). */
export function isUuid(id: string): boolean {
  return fields.uuid.safeParse(id).success;
}
