/**
 * Errors of the platform API. Handlers throw `apiError(status, title)`; `app.onError` (app.ts) turns it into
 * a JSON body `{ title }` with that status (habit 3). The statuses follow spec §8's catalogue: 400 bad input,
 * 401 not signed in or bad credentials, 404 unknown or not yours, 409 conflict, 413 body too large.
 * Unknown errors become 500 with a generic Dutch title; their details go to the server log only.
 */
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** Dutch titles used by more than one route. */
export const TITLES = {
  badJson: 'De aanvraag is geen geldige JSON.',
  badInput: 'De invoer is niet geldig.',
  tooLarge: 'De aanvraag is te groot (maximaal 1 MB).',
  unauthenticated: 'Je bent niet ingelogd of je sessie is verlopen. Log opnieuw in.',
  forbidden: 'Je hebt geen rechten om deze actie uit te voeren.',
  notFound: 'Niet gevonden.',
  server: 'Er ging iets mis aan onze kant. Probeer het later opnieuw.',
} as const;

/**
 * An API error with a Dutch title for the user.
 * @param status HTTP status (spec §8).
 * @param title Dutch sentence saying what happened and what to do.
 */
export function apiError(status: ContentfulStatusCode, title: string, cause?: unknown): HTTPException {
  return new HTTPException(status, { message: title, cause });
}
