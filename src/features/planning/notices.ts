/**
 * What the staff's planning pages of a PAT and an education say after a successful post (Post/Redirect/Get, works
 * without JavaScript): the page redirects to itself with `?klaar={key}` (and a section's fragment); `noticeOf` turns
 * the key into the kind's Dutch notice (pat-actions.ts DONE, educations/components/staff/format.ts DONE).
 * `?aangemaakt=1` is the overview after the create page. Pure and client-safe.
 */

/** The page's own address after success: `{pagePath}?klaar={key}{hash}`. */
export function doneUrl(pagePath: string, key: string, hash = ''): string {
  return `${pagePath}?klaar=${encodeURIComponent(key)}${hash}`;
}

/**
 * The success notice for the page's URL, or null (also while a confirmation step is asked, `?bevestig=`).
 * @param done the kind's `klaar` keys with their notices; `created` the notice of `?aangemaakt=1`.
 */
export function noticeOf(params: URLSearchParams, done: Readonly<Record<string, string>>, created: string): string | null {
  if (params.has('bevestig')) return null;
  if (params.get('aangemaakt') === '1') return created;
  const key = params.get('klaar') ?? '';
  return Object.hasOwn(done, key) ? done[key]! : null;
}
