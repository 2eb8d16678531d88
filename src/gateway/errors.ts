/**
 * Errors of the gateway (habit 3): middleware throws `gatewayError(status, title)`; `answerError` (the app's
 * `onError`) turns it into `{ title }` JSON with that status — or, for a browser asking for a page (`Accept` names
 * `text/html`, outside `/api`), a small Dutch page with that title and a way back, so a refused form post (a
 * cross-site post, 403) does not show raw JSON. Anything else is logged with the request id and
 * answered with a generic Dutch 500 (JSON for `/api` and JSON clients, a small HTML page otherwise), never
 * with a stack trace or other internals (OWASP ASVS 7.4.1).
 */
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { TITLES as API_TITLES, errorLogLine } from '#src/server/errors';

/** Dutch titles the gateway answers with; shared ones come from the backend so both say the same. */
export const TITLES = {
  crossSite: 'Deze aanvraag komt van een andere website en is geweigerd.',
  tooLarge: API_TITLES.tooLarge,
  unauthenticated: API_TITLES.unauthenticated,
  server: API_TITLES.server,
  unavailable: 'De server is tijdelijk niet bereikbaar. Probeer het later opnieuw.',
} as const;

/** An error the gateway answers as `{ title }` with `status`. */
export function gatewayError(status: ContentfulStatusCode, title: string, cause?: unknown): HTTPException {
  return new HTTPException(status, { message: title, cause });
}

const ERROR_PAGE = `<!doctype html>
<html lang="nl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Er ging iets mis</title></head>
<body><main><h1>Er ging iets mis</h1><p>${API_TITLES.server}</p><p><a href="/">Terug naar home</a></p></main></body></html>`;

/** `text` with the HTML special characters escaped. */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * The page a browser gets for a refused page request: the title, and a link to the same address on this site (a GET,
 * which shows the page itself, e.g. the form to fill in here).
 */
function refusalPage(title: string, path: string): string {
  const back = path.startsWith('/') && !path.startsWith('//') ? path : '/';
  return `<!doctype html>
<html lang="nl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Niet gelukt</title></head>
<body><main><h1>Niet gelukt</h1><p>${escapeHtml(title)}</p><p>Open de pagina op onze eigen website en probeer het daar opnieuw.</p>
<p><a href="${escapeHtml(back)}">Naar de pagina</a> · <a href="/">Naar de startpagina</a></p></main></body></html>`;
}

/** True for a browser's page request: not `/api`, not a JSON client, and `Accept` names HTML. */
function wantsPage(c: Context): boolean {
  return !wantsJson(c) && (c.req.header('accept') ?? '').includes('text/html');
}

function wantsJson(c: Context): boolean {
  return c.req.path === '/api' || c.req.path.startsWith('/api/') || (c.req.header('accept') ?? '').includes('application/json');
}

/** Status for a request the client abandoned before the answer (nginx's 499 "client closed request"). */
export const CLIENT_CLOSED = 499;

/**
 * True when the error comes from the client going away mid-request (navigation, a closed tab, an aborted
 * save): the request's signal is aborted, or reading its body failed with a reset or abort.
 */
export function isClientAbort(error: unknown, request: Request): boolean {
  if (request.signal?.aborted) return true;
  const code = (error as { code?: unknown } | null)?.code;
  const message = error instanceof Error ? error.message : '';
  return code === 'ECONNRESET' || code === 'ABORT_ERR' || message === 'aborted';
}

/**
 * The gateway's `onError`. A request the client abandoned gets an empty 499 and is not logged as a fault
 * (nobody is waiting for the answer; the audit log still records the call).
 * @param logError where unexpected errors go; gets the error and the request id. Default: one JSON line on stderr
 *   with the error's name, code and the request id (server/errors.ts `errorLogLine`), never its message or
 *   stack, which may carry user content (OWASP ASVS 7.1.1).
 */
export function answerError(logError: (error: unknown, requestId: string | undefined) => void = defaultLogError) {
  return function onGatewayError(error: Error, c: Context): Response {
    if (error instanceof HTTPException) {
      if (error.message === '') return error.getResponse();
      // A body refused half-way is still arriving: close the connection rather than reuse it (RFC 9110 §15.5.14).
      const headers: Record<string, string> = error.status === 413 ? { Connection: 'close' } : {};
      if (wantsPage(c)) return c.html(refusalPage(error.message, c.req.path), error.status, headers);
      return c.json({ title: error.message }, error.status, headers);
    }
    if (isClientAbort(error, c.req.raw)) return new Response(null, { status: CLIENT_CLOSED });
    logError(error, c.get('requestId') as string | undefined);
    return wantsJson(c) ? c.json({ title: TITLES.server }, 500) : c.html(ERROR_PAGE, 500);
  };
}

/** One line with the error's name, code and the request id only: a message may carry user content. */
function defaultLogError(error: unknown, requestId: string | undefined): void {
  console.error(errorLogLine('gateway-error', error, requestId));
}
