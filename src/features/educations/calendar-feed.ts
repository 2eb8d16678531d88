/**
 * A person's lesson subscription (docs/api.md "Education", calendar; docs/decisions/034-lesson-calendar-feeds.md): the
 * answer of `GET /api/education/calendar` and the addresses built from a feed's secret. Client-safe and pure.
 *
 * The feed's address is `{PUBLIC_URL}/api/education/calendar/{token}.ics`: an https (or http) address a calendar app
 * subscribes to, and its `webcal://` twin (the de-facto scheme that makes phones and desktop apps offer to subscribe;
 * it means "fetch this over http(s)"). The token is 32 bytes as base64url: 43 characters of `A–Z a–z 0–9 - _`.
 */

/** The path of the subscription calls and, with `/{token}.ics`, of the feed. */
export const CALENDAR_FEED_PATH = '/api/education/calendar';

/** `GET /api/education/calendar` and `POST`: the caller's subscription. */
export interface CalendarSubscription {
  /** The feed's absolute address, or null when the caller has none (or it can no longer be shown: make a new one). */
  url: string | null;
  /** When the subscription was made (ISO 8601), or null when there is none. */
  createdAt: string | null;
}

/** A feed token: 43 base64url characters (32 bytes). */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * The feed's address under `publicUrl` (which may carry a path prefix; trailing slashes are dropped).
 * @example feedUrl('https://x.nl/', 'abc…') // 'https://x.nl/api/education/calendar/abc….ics'
 */
export function feedUrl(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${CALENDAR_FEED_PATH}/${token}.ics`;
}

/**
 * The `webcal://` form of an http(s) feed address, which calendar apps open as "subscribe"; anything else as given.
 * @example webcalUrl('https://x.nl/a.ics') // 'webcal://x.nl/a.ics'
 */
export function webcalUrl(url: string): string {
  return url.replace(/^https?:\/\//i, 'webcal://');
}

/**
 * The token of a feed's last path segment `{token}.ics`, or null when the segment is not of that form (then the
 * feed is unknown: 404).
 * @example tokenOfFile('abc….ics') // 'abc…' (43 characters)
 */
export function tokenOfFile(file: string): string | null {
  if (!file.endsWith('.ics')) return null;
  const token = file.slice(0, -'.ics'.length);
  return TOKEN.test(token) ? token : null;
}
