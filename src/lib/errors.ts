/**
 * The one error helper of spec §8: turns any failed call into a Dutch message with Bulma's `is-danger` style.
 * Used by islands (errors from `lib/api.ts`) and by pages (errors from `Astro.locals.api`), both ofetch's
 * FetchError. Callers may override the 400, 401, 404 and 409 texts.
 *
 * @example
 *   try { await api('/api/notification/read', { method: 'PUT', body: n }); }
 *   catch (error) { const { text } = errorMessage(error, { 404: notifications.gone }); }
 */
import { IDEMPOTENCY_IN_PROGRESS } from './idempotency';
import { errors as dutch } from './i18n/nl';

/**
 * The catalogue's texts in one language, as plain strings an island can receive as a prop: `other` has `{status}`
 * and `{statusText}` to fill in. Dutch (spec §8) by default; candidate pages pass their language's
 * (lib/i18n/error-texts.server.ts).
 */
export interface ErrorTexts {
  noConnection: string;
  badRequest: string;
  unauthorized: string;
  notFound: string;
  conflict: string;
  other: string;
}

/** Spec §8's texts word for word. */
export const DUTCH_ERROR_TEXTS: ErrorTexts = dutch;

/** What a screen shows for a failed call. `text` may be empty (404 without an override): show nothing then. */
export interface ErrorMessage {
  text: string;
  style: 'is-danger';
}

/** Per-call texts for the statuses the catalogue lets a caller override. */
export interface ErrorOverrides {
  400?: string;
  401?: string;
  404?: string;
  409?: string;
}

/** The parts of an error the catalogue looks at. Works for ofetch's FetchError and anything shaped like it. */
interface ErrorLike {
  status?: unknown;
  statusCode?: unknown;
  statusText?: unknown;
  statusMessage?: unknown;
  data?: unknown;
  response?: { status?: unknown; statusText?: unknown; _data?: unknown } | undefined;
}

function statusOf(error: ErrorLike): number | undefined {
  for (const value of [error.status, error.statusCode, error.response?.status]) {
    if (typeof value === 'number' && Number.isInteger(value) && value > 0) return value;
  }
  return undefined;
}

function statusTextOf(error: ErrorLike): string {
  for (const value of [error.statusText, error.statusMessage, error.response?.statusText]) {
    if (typeof value === 'string' && value.length > 0) return value;
  }
  return '';
}

/**
 * The trimmed `title` of a failed call's body (`{ "title": "…" }`, docs/api.md), or '' when there is none: the
 * API's own Dutch reason, e.g. of a 409. Reads ofetch's FetchError (`data`, else `response._data`) and anything
 * shaped like it; never throws.
 */
export function titleOf(failure: unknown): string {
  const error: ErrorLike = failure && typeof failure === 'object' ? (failure as ErrorLike) : {};
  const data = error.data ?? error.response?._data;
  if (data && typeof data === 'object' && 'title' in data) {
    const title = (data as { title?: unknown }).title;
    if (typeof title === 'string') return title.trim();
  }
  return '';
}

/**
 * The message for a failed call, per spec §8:
 * - no response (network down, server unreachable, or an error without a status) → 'Geen verbinding met de server.'
 * - 400 → the body's title if non-empty, else `overrides[400]`, else the catalogue's default;
 * - 401 → the body's title if non-empty, else `overrides[401]`, else the catalogue's default;
 * - 404 → `overrides[404]`, else '' (the screen decides what to show);
 * - 409 → `overrides[409]`, else 'Er bestaat al een gebruiker met dit emailadres'; but the API's 409 for a form
 *   whose first submit is still being processed shows its own title (docs/decisions/039-idempotent-creates.md);
 * - 422 (a form's key sent again with other data, decision 039), 429 (too many attempts) and 503 (too busy) → the
 *   body's title if non-empty: it says what to do, which the catalogue's generic text cannot
 *   (docs/decisions/013-password-endpoints-under-load.md);
 * - any other status → 'Er gaat iets fout aan onze kant. Errorcode: {status}. Foutmelding: {statusText}'.
 * @param error whatever a call threw (normally ofetch's FetchError).
 * @param overrides texts for this call, used where the catalogue allows.
 * @param texts the catalogue in the screen's language; Dutch by default.
 */
export function errorMessage(error: unknown, overrides: ErrorOverrides = {}, texts: ErrorTexts = DUTCH_ERROR_TEXTS): ErrorMessage {
  const other = (status: number, statusText: string) =>
    texts.other.replace('{status}', String(status)).replace('{statusText}', statusText);
  const style = 'is-danger' as const;
  const like: ErrorLike = error && typeof error === 'object' ? (error as ErrorLike) : {};
  const status = statusOf(like);
  if (status === undefined) return { text: texts.noConnection, style };
  switch (status) {
    case 400:
      return { text: titleOf(like) || overrides[400] || texts.badRequest, style };
    case 401:
      return { text: titleOf(like) || overrides[401] || texts.unauthorized, style };
    case 404:
      return { text: overrides[404] ?? texts.notFound, style };
    case 409:
      if (titleOf(like) === IDEMPOTENCY_IN_PROGRESS) return { text: IDEMPOTENCY_IN_PROGRESS, style };
      return { text: overrides[409] || texts.conflict, style };
    case 422:
    case 429:
    case 503:
      return { text: titleOf(like) || other(status, statusTextOf(like)), style };
    default:
      return { text: other(status, statusTextOf(like)), style };
  }
}

/** The HTTP status of a failed call, or undefined when there was no response. */
export function errorStatus(error: unknown): number | undefined {
  return error && typeof error === 'object' ? statusOf(error as ErrorLike) : undefined;
}
