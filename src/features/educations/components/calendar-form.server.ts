/**
 * The 'Lessen en PAT-dagen in je agenda' block's form on the candidate's /dashboard/education and /dashboard/pat and
 * the teacher's /docent/opleiding and /docent/pat
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

/** The block's texts, in the page's language. */
export interface CalendarBlockTexts {
  title: string;
  intro: string;
  make: string;
  address: string;
  open: string;
  explain: string;
  keepSecret: string;
  /** An address made earlier that can no longer be shown. */
  lost: string;
  renew: string;
  renewQuestion: string;
  renewConfirm: string;
  stop: string;
  stopQuestion: string;
  stopConfirm: string;
  cancel: string;
}

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

/**
 * The block's texts for a candidate, in the page's language (`Astro.locals.t`; the educations catalogue, decision 019):
 * the feed holds their lessons and PAT days (docs/decisions/051-calendar-feed-events-and-caching.md).
 */
export function candidateCalendarTexts(t: App.Locals['t']): CalendarBlockTexts {
  return {
    title: t('education.calendarTitle'),
    intro: t('education.calendarIntro'),
    make: t('education.calendarMake'),
    address: t('education.calendarAddress'),
    open: t('education.calendarOpen'),
    explain: t('education.calendarExplain'),
    keepSecret: t('education.calendarKeepSecret'),
    lost: t('education.calendarLost'),
    renew: t('education.calendarRenew'),
    renewQuestion: t('education.calendarRenewQuestion'),
    renewConfirm: t('education.calendarRenewConfirm'),
    stop: t('education.calendarStop'),
    stopQuestion: t('education.calendarStopQuestion'),
    stopConfirm: t('education.calendarStopConfirm'),
    cancel: t('education.calendarCancel'),
  };
}
