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
 * - A teacher's PAT pages are kept the same way for a signed-in teacher (role Teacher): their PATs
 *   (`/docent/pat`), a PAT's days (`/docent/pat-dagen/{id}`), a day's grid (`/docent/pat-dag/{id}`) and the
 *   evaluation forms (`/docent/evaluate/{patId}/{moduleId}/{candidateId}`, kept with `?role=second` and `?dag=` when
 *   given, in that order). After a day's grid is kept, the forms it links to are fetched ahead, so a whole PAT day
 *   can be scored without a connection (src/features/assessment/islands/evaluation/; docs/decisions/018-service-worker.md,
 *   "A teacher's PAT day"). The header then names the teacher (`{userId}; until=…`), never `none`.
 * - A teacher's roll call of a lesson (`/docent/opleiding/attendance/{lessonId}`) is kept the same way, so the roll
 *   can be taken without a connection; its marks are kept on the tablet by the island
 *   (src/features/educations/islands/attendance/).
 * - A teacher's report editor (`/docent/user/{userId}/rapportage/{docId}`, docs/decisions/031-reports.md) is kept once
 *   the teacher opened it, without parameters, so a reload without a connection shows the editor and its offer to
 *   restore the text kept in the browser. Not `…/rapportage/nieuw` (a post that makes a report). Staff's report pages
 *   (/cp/user/…) are never kept, like every staff page.
 * - A teacher's evaluations on an education (`/docent/opleiding/candidate/evaluate/{id}`, docs/decisions/035) are
 *   kept as a PAT day's are: the grid (no parameters) and each form (`?module={moduleId}&candidate={candidateId}`,
 *   both UUIDs, kept in that order). After the grid is kept, the forms it links to are fetched ahead.
 */
/** The response header that carries a page's offline scope. */
export const OFFLINE_SCOPE_HEADER = 'Offline-Scope';

/** The roles whose pages may be kept: candidates (their tests) and teachers (their PAT days). */
export const OFFLINE_ROLES = ['User', 'Teacher'] as const;
export type OfflineRole = (typeof OFFLINE_ROLES)[number];

/** True for a role some of whose pages may be kept (the gateway then names the person in `Offline-Scope`). */
export const hasOfflinePages = (role: string | null | undefined): role is OfflineRole => (OFFLINE_ROLES as readonly string[]).includes(role ?? '');

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

const PAT_LIST = '/docent/pat';
const PAT_DAYS = /^\/docent\/pat-dagen\/([^/]+)$/;
const PAT_DAY = /^\/docent\/pat-dag\/([^/]+)$/;
const EVALUATION = /^\/docent\/evaluate\/([^/]+)\/([^/]+)\/([^/]+)$/;
const ROLL_CALL = /^\/docent\/opleiding\/attendance\/([^/]+)$/;
const EDUCATION_EVALUATION = /^\/docent\/opleiding\/candidate\/evaluate\/([^/]+)$/;
const REPORT = /^\/docent\/user\/([^/]+)\/rapportage\/([^/]+)$/;
/** A UUID as the form's `?dag=`, `?module=` and `?candidate=` carry it. */
const UUID_PARAM = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `url`'s parameter `name` when it is a UUID (lower case), else null. */
function uuidParam(url: URL, name: string): string | null {
  const value = url.searchParams.get(name);
  return value && UUID_PARAM.test(value) ? value.toLowerCase() : null;
}

/** Which kept page an address is, with the test (candidates), PAT day or lesson (teachers) it belongs to. */
export type OfflinePage =
  | { kind: 'dashboard' }
  | { kind: 'overview'; testId: string }
  | { kind: 'player'; testId: string; module: number }
  | { kind: 'pat-list' }
  | { kind: 'pat-days'; patId: string }
  | { kind: 'pat-day'; dayId: string }
  | { kind: 'evaluation'; patId: string; moduleId: string; candidateId: string; second: boolean; dayId: string | null }
  | { kind: 'roll-call'; lessonId: string }
  | { kind: 'report'; reportId: string }
  | { kind: 'education-evaluations'; educationId: string; form: { moduleId: string; candidateId: string } | null };

/** Whose page each kind is. */
const PAGE_ROLE: Record<OfflinePage['kind'], OfflineRole> = {
  dashboard: 'User',
  overview: 'User',
  player: 'User',
  'pat-list': 'Teacher',
  'pat-days': 'Teacher',
  'pat-day': 'Teacher',
  evaluation: 'Teacher',
  'roll-call': 'Teacher',
  report: 'Teacher',
  'education-evaluations': 'Teacher',
};

/** The kind of kept page `url` is, or null when it is not one (see the module comment). */
export function offlinePage(url: URL): OfflinePage | null {
  const path = url.pathname;
  if (path === DASHBOARD) return { kind: 'dashboard' };
  if (path === PAT_LIST) return { kind: 'pat-list' };
  const days = PAT_DAYS.exec(path);
  if (days) return { kind: 'pat-days', patId: days[1]! };
  const day = PAT_DAY.exec(path);
  if (day) return { kind: 'pat-day', dayId: day[1]! };
  const report = REPORT.exec(path);
  if (report && report[2] !== 'nieuw') return { kind: 'report', reportId: report[2]! };
  const rollCall = ROLL_CALL.exec(path);
  if (rollCall) return { kind: 'roll-call', lessonId: rollCall[1]! };
  const educationEvaluation = EDUCATION_EVALUATION.exec(path);
  if (educationEvaluation) {
    const moduleId = uuidParam(url, 'module');
    const candidateId = uuidParam(url, 'candidate');
    return { kind: 'education-evaluations', educationId: educationEvaluation[1]!, form: moduleId && candidateId ? { moduleId, candidateId } : null };
  }
  const evaluation = EVALUATION.exec(path);
  if (evaluation) {
    return {
      kind: 'evaluation',
      patId: evaluation[1]!,
      moduleId: evaluation[2]!,
      candidateId: evaluation[3]!,
      second: url.searchParams.get('role') === 'second',
      dayId: uuidParam(url, 'dag'),
    };
  }
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
 * The cache key of a kept page: origin and path, plus `?module={n}` for the player, `?role=second&dag={dayId}` for a
 * PAT's form and `?module={moduleId}&candidate={candidateId}` for an education's; null when `url` is not a page that
 * may be kept.
 */
export function pageCacheKey(url: URL): string | null {
  const page = offlinePage(url);
  if (!page) return null;
  if (page.kind === 'evaluation') {
    const query = [page.second ? 'role=second' : '', page.dayId ? `dag=${page.dayId}` : ''].filter(Boolean).join('&');
    return `${url.origin}${url.pathname}${query ? `?${query}` : ''}`;
  }
  if (page.kind === 'education-evaluations') {
    return `${url.origin}${url.pathname}${page.form ? `?module=${page.form.moduleId}&candidate=${page.form.candidateId}` : ''}`;
  }
  return `${url.origin}${url.pathname}${page.kind === 'player' ? `?module=${page.module}` : ''}`;
}

/**
 * True when `url` is a page that may be kept for someone of `role`: a candidate's test pages for role User, a
 * teacher's PAT pages for role Teacher (the gateway's `keep`, src/gateway/offline-scope.ts).
 */
export function mayKeepPage(role: string | null | undefined, url: URL): boolean {
  const page = offlinePage(url);
  return page !== null && PAGE_ROLE[page.kind] === role;
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
  if (!page || (page.kind !== 'overview' && page.kind !== 'player')) return [];
  const self = pageCacheKey(pageUrl);
  const found = new Set<string>();
  for (const match of html.matchAll(TEST_LINK)) {
    const url = new URL(match[0], pageUrl);
    const other = offlinePage(url);
    const key = pageCacheKey(url);
    if (!other || (other.kind !== 'overview' && other.kind !== 'player') || other.testId !== page.testId || key === null || key === self) continue;
    found.add(key);
    if (found.size >= limit) break;
  }
  return [...found];
}

/** Evaluation form links in a PAT day grid's or an education grid's HTML; `&` in an attribute may be written `&amp;`. */
const EVALUATION_LINK = /\/docent\/evaluate\/[A-Za-z0-9_.~%-]+\/[A-Za-z0-9_.~%-]+\/[A-Za-z0-9_.~%-]+(?:\?(?:[A-Za-z0-9_.~%=-]|&amp;|&)+)?/g;
const EDUCATION_EVALUATION_LINK = /\/docent\/opleiding\/candidate\/evaluate\/[A-Za-z0-9_.~%-]+\?(?:[A-Za-z0-9_.~%=-]|&amp;|&)+/g;

/**
 * The evaluation forms a kept grid links to, as cache keys: of a PAT day's grid (`/docent/pat-dag/{id}`) its forms,
 * of an education's grid (`/docent/opleiding/candidate/evaluate/{id}` without a form) the forms of that education;
 * the forms to fetch ahead so every one opens without a connection. Empty for any other page.
 * @param limit at most this many (default 50: a day of 12 candidates × 4 modules).
 */
export function evaluationPagesIn(html: string, pageUrl: URL, limit = 50): string[] {
  const page = offlinePage(pageUrl);
  const grid = page?.kind === 'pat-day' ? EVALUATION_LINK : page?.kind === 'education-evaluations' && !page.form ? EDUCATION_EVALUATION_LINK : null;
  if (!grid || !page) return [];
  const found = new Set<string>();
  for (const match of html.matchAll(grid)) {
    const url = new URL(match[0].replaceAll('&amp;', '&'), pageUrl);
    const form = offlinePage(url);
    if (page.kind === 'education-evaluations' && (form?.kind !== 'education-evaluations' || !form.form || form.educationId !== page.educationId)) continue;
    const key = pageCacheKey(url);
    if (key === null) continue;
    found.add(key);
    if (found.size >= limit) break;
  }
  return [...found];
}

/** The kept pages to fetch ahead after keeping `pageUrl`: a test's other pages, or the forms of a PAT day or an education. */
export function pagesAheadIn(html: string, pageUrl: URL): string[] {
  return [...testPagesIn(html, pageUrl), ...evaluationPagesIn(html, pageUrl)];
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
