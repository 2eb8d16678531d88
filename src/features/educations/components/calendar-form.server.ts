/**
 * The 'Lessen in je agenda' block's form on the candidate's and the teacher's education pages
 * (CalendarSubscription.astro; docs/api.md "Education", calendar): reads the subscription and handles the posted
 * `action` — `make` (`POST /api/education/calendar`, also when replacing) or `end` (`DELETE`) — Post/Redirect/Get
 * back to the page's block (src/components/forms.ts `submit`). Works without JavaScript. Server only.
 */
import { submit, textOf, type Submitted } from '#src/components/forms';
import { load, type Loaded } from '#src/components/load.server';
import type { ErrorTexts } from '#src/lib/errors';
import { CALENDAR_FEED_PATH, type CalendarSubscription } from '#src/features/educations/calendar-feed';

/** The block's fragment id, where the page returns after a post. */
export const CALENDAR_ANCHOR = 'agenda';

/** The posted `action` values. */
export const CALENDAR_ACTIONS = { make: 'calendar-make', end: 'calendar-end' } as const;

/** What the page needs of Astro.locals. */
type Api = App.Locals['api'];

/**
 * Handles a posted form of the block: null when `form` is not one of its actions (or no form), otherwise where to go
 * (303 to `pagePath#agenda`) or the error to show in the block.
 * @param pagePath the page's path with its query, e.g. '/dashboard/education'.
 */
export async function handleCalendarForm(api: Api, form: FormData | null, pagePath: string, texts?: ErrorTexts): Promise<Submitted | null> {
  const action = form ? textOf(form, 'action') : '';
  if (action !== CALENDAR_ACTIONS.make && action !== CALENDAR_ACTIONS.end) return null;
  const method = action === CALENDAR_ACTIONS.make ? 'POST' : 'DELETE';
  return submit(() => api(CALENDAR_FEED_PATH, { method }), `${pagePath}#${CALENDAR_ANCHOR}`, undefined, texts);
}

/** The caller's subscription (`GET /api/education/calendar`), or the error text in the page's language. */
export function loadCalendar(api: Api, texts?: ErrorTexts): Promise<Loaded<CalendarSubscription>> {
  return load(api<CalendarSubscription>(CALENDAR_FEED_PATH), undefined, texts);
}
