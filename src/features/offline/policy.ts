/**
 * What the service worker may keep for offline use, and for whom (docs/decisions/018-service-worker.md). Shared
 * by the gateway, which labels every page answer with an `Offline-Scope` header (src/gateway/offline-scope.ts),
 * and the worker (worker/sw.ts), which reads that label. Pure and browser-safe.
 *
 * - Only three kinds of page are kept, and only for a signed-in candidate (role User): the dashboard
 *   (`/dashboard/overzicht`), a test's overview (`/dashboard/test/overzicht/{id}`) and the player
 *   (`/dashboard/test/{id}?module={n}`). The close page, the language choice and the start link, the profile,
 *   the mailbox and every page of staff, teachers and contact persons are never kept.
 * - The header says whose page it is: `Offline-Scope: none` when no candidate is signed in (signed out, or staff,
 *   a teacher or a contact person), else `Offline-Scope: {userId}; until={unix seconds}` with `; keep` added on
 *   the pages that may be kept. `until` is the end of the session (the token's `exp`): after it, no copy is
 *   shown, also without a connection.
 * - A player address is kept under one key per module: `?vraag=` (the question on screen, which the player
 *   writes into the address) and any other parameter are left out.
 */
/** The response header that carries a page's offline scope. */
export const OFFLINE_SCOPE_HEADER = 'Offline-Scope';

/** The header value when no candidate is signed in. */
export const NO_SCOPE = 'none';

/** Where the worker is served (built by scripts/service-worker.mjs into the client folder). */
export const WORKER_PATH = '/sw.js';

/** The message a page posts to a waiting worker when the page is being left: take over now. */
export const SKIP_WAITING = 'skip-waiting';

/** A signed-in candidate's offline scope, as the `Offline-Scope` header carries it. */
export interface OfflineScope {
  /** The candidate's user id; names their caches. Letters, digits and `-` only (a UUID). */
  user: string;
  /** End of the session, Unix seconds: no kept copy is shown after it. */
  until: number;
  /** True on a page that may be kept for offline use. */
  keep: boolean;
}

const USER = /^[A-Za-z0-9-]{1,64}$/;

/**
 * The header value for a scope; `null` gives `none`.
 * @throws TypeError for a user id that is not letters, digits and `-`, or an `until` that is not a whole number.
 */
export function formatOfflineScope(scope: OfflineScope | null): string {
  if (scope === null) return NO_SCOPE;
  if (!USER.test(scope.user)) throw new TypeError('formatOfflineScope: ongeldige gebruikers-id.');
  if (!Number.isSafeInteger(scope.until)) throw new TypeError('formatOfflineScope: until moet een geheel aantal seconden zijn.');
  return `${scope.user}; until=${scope.until}${scope.keep ? '; keep' : ''}`;
}

/**
 * Reads an `Offline-Scope` header.
 * @returns the scope; `null` for `none` (no candidate signed in); `undefined` when the header is missing or
 *   malformed (an answer that did not come from the gateway: nothing can be concluded from it).
 */
export function parseOfflineScope(value: string | null | undefined): OfflineScope | null | undefined {
  if (value === null || value === undefined) return undefined;
  const parts = value.split(';').map((p) => p.trim());
  const [user, ...params] = parts;
  if (user === NO_SCOPE && params.length === 0) return null;
  if (!user || !USER.test(user)) return undefined;
  let until: number | undefined;
  let keep = false;
  for (const param of params) {
    if (param === 'keep') keep = true;
    else if (/^until=\d{1,12}$/.test(param)) until = Number(param.slice(6));
    else return undefined;
  }
  return until === undefined ? undefined : { user, until, keep };
}

/** A module position as the player's `?module=` reads it (1–999), or null. */
function modulePosition(value: string | null): number | null {
  if (!value || !/^\d{1,3}$/.test(value)) return null;
  const n = Number(value);
  return n >= 1 ? n : null;
}

const DASHBOARD = '/dashboard/overzicht';
const OVERVIEW = /^\/dashboard\/test\/overzicht\/([^/]+)$/;
const PLAYER = /^\/dashboard\/test\/([^/]+)$/;
/** Segments after /dashboard/test/ that name a page, not a test. */
const NOT_A_TEST = new Set(['overzicht', 'afsluiten']);

/** Which kept page an address is, with the test it belongs to. */
export type OfflinePage = { kind: 'dashboard' } | { kind: 'overview'; testId: string } | { kind: 'player'; testId: string; module: number };

/** The kind of kept page `url` is, or null when it is not one (see the module comment). */
export function offlinePage(url: URL): OfflinePage | null {
  const path = url.pathname;
  if (path === DASHBOARD) return { kind: 'dashboard' };
  const overview = OVERVIEW.exec(path);
  if (overview) return { kind: 'overview', testId: overview[1]! };
  const player = PLAYER.exec(path);
  if (player && !NOT_A_TEST.has(player[1]!)) {
    const module = modulePosition(url.searchParams.get('module'));
    return module === null ? null : { kind: 'player', testId: player[1]!, module };
  }
  return null;
}

/**
 * The cache key of a kept page: origin and path, plus `?module={n}` for the player; null when `url` is not a
 * page that may be kept.
 */
export function pageCacheKey(url: URL): string | null {
  const page = offlinePage(url);
  if (!page) return null;
  return `${url.origin}${url.pathname}${page.kind === 'player' ? `?module=${page.module}` : ''}`;
}

/** Pages a page links to that belong to the same test and may be kept: the other modules and the overview. */
const TEST_LINK = /\/dashboard\/test\/(?:overzicht\/)?[A-Za-z0-9_.~%-]+(?:\?module=\d{1,3})?/g;

/**
 * The kept pages of the same test that the HTML of a kept test page mentions (links, and the player's
 * props such as the next module), as cache keys, without the page itself. Empty for the dashboard: it may list
 * many tests, and only the one being worked on is fetched ahead.
 * @param limit at most this many (default 10).
 */
export function testPagesIn(html: string, pageUrl: URL, limit = 10): string[] {
  const page = offlinePage(pageUrl);
  if (!page || page.kind === 'dashboard') return [];
  const self = pageCacheKey(pageUrl);
  const found = new Set<string>();
  for (const match of html.matchAll(TEST_LINK)) {
    const url = new URL(match[0], pageUrl);
    const other = offlinePage(url);
    const key = pageCacheKey(url);
    if (!other || other.kind === 'dashboard' || other.testId !== page.testId || key === null || key === self) continue;
    found.add(key);
    if (found.size >= limit) break;
  }
  return [...found];
}

/** Images of module content: site files under /content/ and uploads under /api/media/{id} (docs/api.md "Images"). */
const CONTENT_IMAGE = /^\/content\/[A-Za-z0-9_.-]+\.(?:svg|png|jpe?g|webp|gif|avif)$/i;
const MEDIA_IMAGE = /^\/api\/media\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const IMAGE_IN_HTML =
  /\/content\/[A-Za-z0-9_.-]+\.(?:svg|png|jpe?g|webp|gif|avif)|\/api\/media\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(?:\?w=\d{2,4})?/gi;

/** The width fetched ahead for an upload named without `?w=` (a phone's screen at two device pixels). */
export const PREFETCH_MEDIA_WIDTH = 640;

/** True when `url` is an image of module content, which a candidate's test shows (see `IMAGE_IN_HTML`). */
export function isContentImage(url: URL): boolean {
  return CONTENT_IMAGE.test(url.pathname) || MEDIA_IMAGE.test(url.pathname);
}

/**
 * The content images a kept page's HTML mentions (the player's props hold every part of the module), as
 * absolute addresses. An upload without `?w=` gets `?w=640`.
 * @param limit at most this many (default 60).
 */
export function contentImagesIn(html: string, pageUrl: URL, limit = 60): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(IMAGE_IN_HTML)) {
    const url = new URL(match[0], pageUrl);
    if (url.pathname.startsWith('/api/media/') && !url.searchParams.has('w')) url.searchParams.set('w', String(PREFETCH_MEDIA_WIDTH));
    found.add(url.href);
    if (found.size >= limit) break;
  }
  return [...found];
}
