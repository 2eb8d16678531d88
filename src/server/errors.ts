/**
 * Errors of the platform API. Handlers throw `apiError(status, title)`; `app.onError` (app.ts) turns it into
 * a JSON body `{ title }` with that status (habit 3). The statuses follow spec §8's catalogue: 400 bad input,
 * 401 not signed in or bad credentials, 404 unknown or not yours, 409 conflict, 413 body too large, and 415 for
 * a JSON call whose body is not sent as `application/json` (docs/api.md).
 * Unknown errors become 500 with a generic Dutch title; their details go to the server log only.
 */
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** Dutch titles used by more than one route. */
export const TITLES = {
  badJson: 'De aanvraag is geen geldige JSON.',
  badInput: 'De invoer is niet geldig.',
  /** A string holds NUL (U+0000) or a lone UTF-16 surrogate, which PostgreSQL cannot store (validation.ts). */
  unstorableText:
    'De tekst bevat een teken dat niet kan worden opgeslagen (een nul-teken of een onvolledig speciaal teken). Verwijder het of typ de tekst opnieuw, en probeer het nog eens.',
  notJson: 'Stuur de gegevens als JSON (Content-Type: application/json).',
  tooLarge: 'De aanvraag is te groot (maximaal 1 MB).',
  unauthenticated: 'Je bent niet ingelogd of je sessie is verlopen. Log opnieuw in.',
  forbidden: 'Je hebt geen rechten om deze actie uit te voeren.',
  notFound: 'Niet gevonden.',
  server: 'Er ging iets mis aan onze kant. Probeer het later opnieuw.',
} as const;

/** An HTTPException that also carries headers for the answer (e.g. `Retry-After`). */
export class ApiError extends HTTPException {
  constructor(
    status: ContentfulStatusCode,
    title: string,
    cause: unknown,
    /** Headers `app.onError` adds to the `{ title }` answer. */
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(status, { message: title, cause });
  }
}

/**
 * An API error with a Dutch title for the user.
 * @param status HTTP status (spec §8).
 * @param title Dutch sentence saying what happened and what to do.
 * @param headers headers for the answer, e.g. `retryAfter(30)`.
 */
export function apiError(status: ContentfulStatusCode, title: string, cause?: unknown, headers?: Record<string, string>): ApiError {
  return new ApiError(status, title, cause, headers);
}

/**
 * "over 3 seconden", "over 2 minuten": how long to wait, in Dutch, for the title of an answer that asks to wait
 * `seconds` (429, with `retryAfter`).
 */
export function waitText(seconds: number): string {
  if (seconds < 60) return `over ${seconds} ${seconds === 1 ? 'seconde' : 'seconden'}`;
  const minutes = Math.ceil(seconds / 60);
  return `over ${minutes} ${minutes === 1 ? 'minuut' : 'minuten'}`;
}

/** The `Retry-After` header (RFC 9110 §10.2.3) for an answer that asks to wait `seconds` (whole seconds, ≥ 1). */
export function retryAfter(seconds: number): Record<string, string> {
  return { 'Retry-After': String(Math.max(1, Math.ceil(seconds))) };
}

/**
 * What the server log may say about an unexpected error: its class name and driver or system code, never its
 * message — a database error's message carries the query's parameters (message bodies, open answers, names:
 * OWASP ASVS 7.1.1, 7.1.2).
 * @returns `{ error, code }`, e.g. `{ error: 'DrizzleQueryError', code: '23505' }`; `code` is undefined when
 *   neither the error nor its cause has one.
 */
export function errorSummary(error: unknown): { error: string; code: string | undefined } {
  const e = error as { name?: unknown; code?: unknown; cause?: { code?: unknown } } | null;
  const name = error instanceof Error ? error.name : typeof error;
  const code = [e?.code, e?.cause?.code].find((c) => typeof c === 'string' || typeof c === 'number');
  return { error: name, code: code === undefined ? undefined : String(code) };
}

/**
 * One JSON line for the server log about an unexpected error (see `errorSummary`).
 * @param event what failed, e.g. 'api-error', 'audit-write-failed'.
 * @param requestId the request's id (X-Request-Id), to find its audit record.
 */
export function errorLogLine(event: string, error: unknown, requestId?: string): string {
  return JSON.stringify({ event, ...errorSummary(error), requestId });
}

/**
 * True when a database error is a unique violation (PostgreSQL SQLSTATE 23505, on the error or, as Drizzle wraps
 * it, on its `cause`): a value that must be unique exists already (an e-mail address, a template's name).
 */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: unknown; cause?: { code?: unknown } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}
