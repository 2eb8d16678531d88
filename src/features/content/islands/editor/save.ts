/**
 * What the module and template editors read from a failed save, without the DOM. Every save is a new version
 * (decision 009); the server refuses a save it cannot take with a Dutch `{ title }` that names the problem
 * (400) or says someone else saved first (409, a save based on an older version).
 */

/**
 * The trimmed `title` of an error answer (`{ title }`, docs/api.md), or '' when there is none. Reads ofetch's
 * FetchError (`data`, else `response._data`) and anything shaped like it; never throws.
 */
export function titleOf(error: unknown): string {
  const e = error as { data?: unknown; response?: { _data?: unknown } } | null;
  const data = e && typeof e === 'object' ? (e.data ?? e.response?._data) : undefined;
  if (data && typeof data === 'object' && typeof (data as { title?: unknown }).title === 'string') {
    return (data as { title: string }).title.trim();
  }
  return '';
}
