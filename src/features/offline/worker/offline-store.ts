/**
 * The service worker's per-candidate caches (docs/decisions/018-service-worker.md): what it keeps, for whom,
 * and what it forgets. Plain Cache Storage and fetch, injected, so every decision is tested without a browser
 * (offline-store.test.ts); worker/sw.ts wires it into Workbox's routes and strategies.
 *
 * - Each candidate has two caches, `kandidaat-pages-{userId}` and `kandidaat-images-{userId}`. At most one
 *   candidate's caches exist at a time: the moment a page answer names anyone else (`Offline-Scope`, policy.ts) —
 *   another candidate, or `none` because nobody or someone who is not a candidate is signed in — every other
 *   candidate's caches are deleted, before that answer reaches the page. A sign-in or sign-out navigation
 *   deletes them all (`forget(null)`).
 * - The candidate whose caches exist is the "current" one. Without a connection only their pages and images are
 *   shown, and a page only until the `until` in its own header (the end of the session it was fetched in).
 * - A page is kept only when the server labelled it `keep` for that very candidate and the address is one of
 *   the kept pages (policy.ts `pageCacheKey`), so both sides must agree. A later answer for the same address
 *   that may not be kept (a redirect because the test was closed, a 404) drops the old copy.
 * - After keeping a test page, the other modules and the overview of that test that are not kept yet are
 *   fetched ahead, and the images of all of them, one request at a time (candidates are on slow connections).
 * - A teacher's PAT pages (policy.ts) are kept in exactly the same way, in caches named after the teacher (the
 *   `kandidaat-` prefix stays: it names the caches a device already holds); after a day's grid is kept, the
 *   evaluation forms it links to are fetched ahead.
 */
import {
  contentImagesIn,
  OFFLINE_SCOPE_HEADER,
  pageCacheKey,
  pagesAheadIn,
  parseOfflineScope,
  type OfflineScope,
} from '#src/features/offline/policy';

/** Cache names of one candidate's kept pages and images: the prefix plus the candidate's user id. */
export const PAGES_PREFIX = 'kandidaat-pages-';
export const IMAGES_PREFIX = 'kandidaat-images-';

/** Accept header for images fetched ahead, as a browser sends it for `<img>` (the server picks AVIF/WebP/JPEG by it). */
export const IMAGE_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

export interface OfflineStoreDeps {
  /** Cache Storage (`self.caches`). */
  caches: Pick<CacheStorage, 'open' | 'keys' | 'delete'>;
  /** Fetches from the network (for pages and images fetched ahead). */
  fetch: (request: Request) => Promise<Response>;
  /** Clock, ms since the epoch. Default `Date.now`. */
  now?: () => number;
  /** Told after an entry was written (expiration bookkeeping, workbox-expiration). */
  stored?: (cacheName: string, url: string) => Promise<void>;
  /** Told after caches were deleted (expiration bookkeeping; the player's acknowledged answers on the device). */
  forgotten?: (cacheNames: string[]) => Promise<void>;
}

/** What to do once a navigation's network answer is in (see `OfflineStore.learn`). */
export interface Learned {
  /** Who the answer says is signed in; undefined when it does not say (a redirect, a proxy's error page). */
  scope: OfflineScope | null | undefined;
  /** Keeping or dropping the copy, and fetching ahead: pass to `waitUntil`. Never rejects. */
  settled: Promise<void>;
}

export interface OfflineStore {
  /** The candidate whose caches exist, or null (none, or — never expected — more than one). */
  currentUser(): Promise<string | null>;
  /** Deletes every candidate's caches except those of `keepUser` (null: all of them). */
  forget(keepUser: string | null): Promise<void>;
  /**
   * Learns from the network answer to a navigation (GET, same origin): forgets other candidates at once, and
   * keeps a copy of a kept page (or drops a stale one) in `settled`. `response` is not consumed (a clone is read).
   */
  learn(url: URL, response: Response): Promise<Learned>;
  /** The kept copy of a page for the current candidate, while its session has not ended; else undefined. */
  keptPage(url: URL): Promise<Response | undefined>;
  /** A content image for the current candidate: the exact copy, or without `exact` any width of the same image. */
  keptImage(url: URL, options?: { exact?: boolean }): Promise<Response | undefined>;
  /** Keeps an image answer for `user` if that candidate is still the current one. Never rejects. */
  keepImage(user: string, url: URL, response: Response): Promise<void>;
  /**
   * After a new version of the worker took over: the kept pages name the old version's scripts and styles,
   * which are no longer precached. Fetches each again (keeping the new copy, fetching ahead as usual) and drops
   * those that cannot be fetched, which would open without their scripts. Never rejects.
   */
  renew(): Promise<void>;
}

const userOf = (cacheName: string): string | null =>
  cacheName.startsWith(PAGES_PREFIX)
    ? cacheName.slice(PAGES_PREFIX.length)
    : cacheName.startsWith(IMAGES_PREFIX)
      ? cacheName.slice(IMAGES_PREFIX.length)
      : null;

const MATCH = { ignoreVary: true } as const;

/** Creates the store over the given Cache Storage. */
export function offlineStore(deps: OfflineStoreDeps): OfflineStore {
  const { caches } = deps;
  const now = deps.now ?? Date.now;

  async function users(): Promise<string[]> {
    const found = new Set<string>();
    for (const name of await caches.keys()) {
      const user = userOf(name);
      if (user) found.add(user);
    }
    return [...found];
  }

  async function currentUser(): Promise<string | null> {
    const found = await users();
    return found.length === 1 ? found[0]! : null;
  }

  async function forget(keepUser: string | null): Promise<void> {
    const names = (await caches.keys()).filter((name) => {
      const user = userOf(name);
      return user !== null && user !== keepUser;
    });
    if (names.length === 0) return;
    await Promise.all(names.map((name) => caches.delete(name)));
    await deps.forgotten?.(names).catch(() => undefined);
  }

  async function put(cacheName: string, key: string, response: Response): Promise<void> {
    const cache = await caches.open(cacheName);
    await cache.put(key, response);
    await deps.stored?.(cacheName, key).catch(() => undefined);
  }

  /** A page answer that may be kept for `user`. */
  const keepable = (response: Response, key: string | null, scope: OfflineScope | null | undefined, user: string): key is string =>
    key !== null &&
    scope !== undefined &&
    scope !== null &&
    scope.keep &&
    scope.user === user &&
    response.status === 200 &&
    (response.type === 'basic' || response.type === 'default') &&
    /^text\/html\b/i.test(response.headers.get('content-type') ?? '');

  async function fetchImage(user: string, href: string): Promise<void> {
    const cache = await caches.open(IMAGES_PREFIX + user);
    if (await cache.match(href, MATCH)) return;
    const response = await deps.fetch(new Request(href, { credentials: 'same-origin', headers: { accept: IMAGE_ACCEPT } }));
    await keepImage(user, new URL(href), response);
  }

  /**
   * Fetches the not yet kept pages of the same test (or the forms of a PAT day), then the images of all of them.
   * One request at a time.
   */
  async function fetchAhead(user: string, url: URL, html: string): Promise<void> {
    const pages = await caches.open(PAGES_PREFIX + user);
    const images = new Set(contentImagesIn(html, url));
    for (const key of pagesAheadIn(html, url)) {
      if ((await currentUser()) !== user) return;
      if (await pages.match(key, MATCH)) continue;
      const response = await deps.fetch(new Request(key, { credentials: 'same-origin', redirect: 'manual', headers: { accept: 'text/html' } }));
      const scope = parseOfflineScope(response.headers.get(OFFLINE_SCOPE_HEADER));
      if (scope !== undefined && scope?.user !== user) {
        await response.body?.cancel();
        await forget(scope?.user ?? null);
        return;
      }
      if (!keepable(response, key, scope, user)) {
        await response.body?.cancel();
        continue;
      }
      const text = await response.clone().text();
      await put(PAGES_PREFIX + user, key, response);
      for (const image of contentImagesIn(text, new URL(key))) images.add(image);
    }
    for (const href of images) {
      if ((await currentUser()) !== user) return;
      await fetchImage(user, href).catch(() => undefined);
    }
  }

  async function learn(url: URL, response: Response): Promise<Learned> {
    const scope = parseOfflineScope(response.headers.get(OFFLINE_SCOPE_HEADER));
    const key = pageCacheKey(url);
    // Decided before anything is awaited: the page starts reading `response` as soon as it has it.
    const copy = scope && keepable(response, key, scope, scope.user) ? response.clone() : null;
    // An answer that says nothing about the page (no header, not a redirect: a proxy's error page) changes nothing.
    const drop = key !== null && copy === null && (scope !== undefined || response.type === 'opaqueredirect');
    if (scope !== undefined) await forget(scope?.user ?? null);

    const settle = async () => {
      if (copy && scope && key) {
        const forText = copy.clone();
        const [text] = await Promise.all([forText.text(), put(PAGES_PREFIX + scope.user, key, copy)]);
        await fetchAhead(scope.user, url, text);
        return;
      }
      const user = scope ? scope.user : await currentUser();
      if (drop && user !== null) await (await caches.open(PAGES_PREFIX + user)).delete(key!, MATCH);
    };
    return { scope, settled: settle().catch(() => undefined) };
  }

  async function keptPage(url: URL): Promise<Response | undefined> {
    const key = pageCacheKey(url);
    const user = await currentUser();
    if (key === null || user === null) return undefined;
    const cache = await caches.open(PAGES_PREFIX + user);
    const response = await cache.match(key, MATCH);
    if (!response) return undefined;
    const scope = parseOfflineScope(response.headers.get(OFFLINE_SCOPE_HEADER));
    if (!scope || scope.user !== user || scope.until * 1000 <= now()) return undefined;
    return response;
  }

  async function keptImage(url: URL, options: { exact?: boolean } = {}): Promise<Response | undefined> {
    const user = await currentUser();
    if (user === null) return undefined;
    const cache = await caches.open(IMAGES_PREFIX + user);
    return (await cache.match(url.href, MATCH)) ?? (options.exact ? undefined : await cache.match(url.href, { ...MATCH, ignoreSearch: true }));
  }

  async function keepImage(user: string, url: URL, response: Response): Promise<void> {
    try {
      const image = response.status === 200 && /^image\//i.test(response.headers.get('content-type') ?? '');
      if (!image || (await currentUser()) !== user) {
        await response.body?.cancel();
        return;
      }
      await put(IMAGES_PREFIX + user, url.href, response);
    } catch {
      // A full disk or a cache deleted meanwhile: the image is simply not kept.
    }
  }

  async function renew(): Promise<void> {
    const user = await currentUser();
    if (user === null) return;
    const pages = await caches.open(PAGES_PREFIX + user);
    for (const request of await pages.keys()) {
      if ((await currentUser()) !== user) return;
      try {
        const response = await deps.fetch(new Request(request.url, { credentials: 'same-origin', redirect: 'manual', headers: { accept: 'text/html' } }));
        if (response.status >= 500) throw new Error(`HTTP ${response.status}`);
        await (await learn(new URL(request.url), response)).settled;
      } catch {
        await pages.delete(request.url, MATCH).catch(() => false);
      }
    }
  }

  return { currentUser, forget, learn, keptPage, keptImage, keepImage, renew };
}
