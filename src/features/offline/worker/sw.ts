/**
 * The platform's service worker, served as /sw.js (docs/decisions/018-service-worker.md). Bundled with esbuild
 * and given its precache manifest by workbox-build's injectManifest after `astro build`
 * (scripts/service-worker.mjs). Registered on candidate pages only (../components/OfflineWorker.astro).
 *
 * - Static files: Astro's hashed `/_astro/` output, fonts, logo and favicon are precached (workbox-precaching),
 *   so a second visit loads no JavaScript or CSS from the network, and none is needed without a connection.
 * - Candidate pages (policy.ts: dashboard, test overview, player) and a teacher's PAT pages (their PATs, a PAT's
 *   days, a day's grid, the evaluation forms) and roll calls: network first; the answer is kept per person (offline-store.ts).
 *   Registered on candidate pages and on the teacher's PAT pages. Without a connection, after 10 s without an answer, or on a 5xx, the kept
 *   copy is shown while the session it was fetched in lasts; the player then merges the answers on the device.
 * - Content images (`/content/…`, `/api/media/{id}`): cache first in the current candidate's image cache.
 * - Every other page: network only, but its `Offline-Scope` header is read, so a page of anyone else deletes
 *   the candidate's caches. /login, the other sign-in pages and /logout are not answered by the worker (the
 *   browser itself handles `Clear-Site-Data`); seeing one deletes every candidate's caches.
 * - Updates: no `skipWaiting()` on install and no `clients.claim()`. A new version waits until every page of
 *   the old one is gone, or until a page that is being left (pagehide) posts `skip-waiting`
 *   (../register.ts), so the next page load uses it and a page never changes worker in the middle of a question.
 *   On activation it fetches the kept pages again: they name the old version's files.
 */
import { CacheExpiration } from 'workbox-expiration';
import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { Strategy, type StrategyHandler } from 'workbox-strategies';
import { isContentImage, pageCacheKey, SKIP_WAITING } from '#src/features/offline/policy';
import { DEVICE_DATABASES, forgetSaved } from '#src/lib/device-sync/device-db';
import { offlineStore, PAGES_PREFIX } from './offline-store';
import { isSessionBoundary } from './session-boundary';

/** The parts of the service worker's global scope used here (the project's TypeScript setup has the DOM types, not WebWorker's). */
interface ExtendableEventLike extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEventLike extends ExtendableEventLike {
  readonly request: Request;
}
interface WorkerScope {
  readonly location: { readonly origin: string };
  readonly caches: CacheStorage;
  readonly clients: { matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<ReadonlyArray<{ readonly url: string }>> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'activate', listener: (event: ExtendableEventLike) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEventLike) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

const worker = self as unknown as WorkerScope;

/** How long a candidate page may take before the kept copy is shown (ms); the answer still updates the copy. */
export const NETWORK_TIMEOUT_MS = 10_000;
/**
 * Kept pages per person (a test has a handful of modules; a teacher's PAT day up to 50 forms, and the grid and
 * lists): the oldest go first.
 */
const MAX_PAGES = 120;
/** Kept images per candidate, and how long (s). */
const MAX_IMAGES = 400;
const IMAGE_MAX_AGE_S = 7 * 24 * 3600;

const expirations = new Map<string, CacheExpiration>();
function expirationOf(cacheName: string): CacheExpiration {
  let expiration = expirations.get(cacheName);
  if (!expiration) {
    const limits = cacheName.startsWith(PAGES_PREFIX) ? { maxEntries: MAX_PAGES } : { maxEntries: MAX_IMAGES, maxAgeSeconds: IMAGE_MAX_AGE_S };
    expiration = new CacheExpiration(cacheName, { ...limits, matchOptions: { ignoreVary: true } });
    expirations.set(cacheName, expiration);
  }
  return expiration;
}

const store = offlineStore({
  caches: worker.caches,
  fetch: (request) => fetch(request),
  stored: async (cacheName, url) => {
    const expiration = expirationOf(cacheName);
    await expiration.updateTimestamp(url);
    await expiration.expireEntries();
  },
  forgotten: async (cacheNames) => {
    for (const name of cacheNames) {
      await expirationOf(name).delete();
      expirations.delete(name);
    }
    // The player's copy of acknowledged answers, and a teacher's kept forms, acknowledged drafts and roll-call marks,
    // belong to the person whose pages these were.
    for (const database of DEVICE_DATABASES) await forgetSaved({ database });
  },
});

const TIMED_OUT = Symbol('timed out');
const delay = (ms: number) => new Promise<typeof TIMED_OUT>((resolve) => setTimeout(() => resolve(TIMED_OUT), ms));

/** Candidate pages: network first, kept per candidate (see the module comment). */
class CandidatePages extends Strategy {
  protected async _handle(request: Request, handler: StrategyHandler): Promise<Response> {
    const url = new URL(request.url);
    const network = handler.fetch(request).then(async (response) => {
      if (response.status >= 500) {
        const kept = await store.keptPage(url);
        if (kept) {
          await response.body?.cancel();
          return kept;
        }
        return response;
      }
      const learned = await store.learn(url, response);
      void handler.waitUntil(learned.settled);
      return response;
    });
    void handler.waitUntil(network.catch(() => undefined));
    try {
      const first = await Promise.race([network, delay(NETWORK_TIMEOUT_MS)]);
      if (first !== TIMED_OUT) return first;
      return (await store.keptPage(url)) ?? (await network);
    } catch (error) {
      const kept = await store.keptPage(url);
      if (kept) return kept;
      throw error;
    }
  }
}

/** Every other page: the network, with its `Offline-Scope` read (a page of someone else forgets the candidate). */
class ObservedNetwork extends Strategy {
  protected async _handle(request: Request, handler: StrategyHandler): Promise<Response> {
    const response = await handler.fetch(request);
    const learned = await store.learn(new URL(request.url), response);
    void handler.waitUntil(learned.settled);
    return response;
  }
}

/** Content images: the current candidate's copy first, else the network (kept); offline any width of it. */
class ContentImages extends Strategy {
  protected async _handle(request: Request, handler: StrategyHandler): Promise<Response> {
    const url = new URL(request.url);
    const kept = await store.keptImage(url, { exact: true });
    if (kept) return kept;
    const user = await store.currentUser();
    try {
      const response = await handler.fetch(request);
      if (user !== null) void handler.waitUntil(store.keepImage(user, url, response.clone()));
      return response;
    } catch (error) {
      const other = await store.keptImage(url);
      if (other) return other;
      throw error;
    }
  }
}

// Sign-in and sign-out: forget every candidate before the browser even sends the request (first listener).
worker.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.mode === 'navigate' && url.origin === worker.location.origin && isSessionBoundary(url.pathname)) {
    event.waitUntil(store.forget(null));
  }
});

const manifest = (self as unknown as { __WB_MANIFEST: Array<PrecacheEntry | string> }).__WB_MANIFEST;
precacheAndRoute(manifest);
cleanupOutdatedCaches();

const navigation = (request: Request, url: URL, sameOrigin: boolean) =>
  sameOrigin && request.mode === 'navigate' && request.method === 'GET' && !isSessionBoundary(url.pathname) && !url.pathname.startsWith('/api/');

registerRoute(({ request, url, sameOrigin }) => navigation(request, url, sameOrigin) && pageCacheKey(url) !== null, new CandidatePages());
registerRoute(({ request, url, sameOrigin }) => navigation(request, url, sameOrigin), new ObservedNetwork());
registerRoute(
  ({ request, url, sameOrigin }) => sameOrigin && request.method === 'GET' && request.destination === 'image' && isContentImage(url),
  new ContentImages(),
);

worker.addEventListener('message', (event) => {
  if (event.data === SKIP_WAITING) void worker.skipWaiting();
});

/**
 * The page that registered the worker was loaded before it existed, so nothing of it is kept yet: keep the
 * candidate pages that are open now and not kept yet (on activation, after `renew`).
 */
async function keepOpenPages(): Promise<void> {
  const windows = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const client of windows) {
    const url = new URL(client.url);
    if (url.origin !== worker.location.origin || pageCacheKey(url) === null || (await store.keptPage(url))) continue;
    try {
      const response = await fetch(url.href, { credentials: 'same-origin', redirect: 'manual', headers: { accept: 'text/html' } });
      const learned = await store.learn(url, response);
      await learned.settled;
    } catch {
      // No connection now: the page is kept on its next load.
    }
  }
}

// A new version renews the pages the old one kept (they name the old scripts, which precaching removes now).
worker.addEventListener('activate', (event) => {
  event.waitUntil(store.renew().then(keepOpenPages));
});
