/**
 * The page side of "this is on the device" (docs/decisions/018-service-worker.md, "A teacher's PAT day"): a page
 * may only say that its pages open without a connection once the service worker has actually written them to the
 * person's page cache (`kandidaat-pages-{userId}`, worker/offline-store.ts). The worker keeps a day's grid and then
 * fetches its forms ahead one at a time, seconds after the page itself has loaded; this module watches the cache
 * until every page is there, reporting progress, or gives up after a while and says how many are.
 *
 * Read-only: it looks pages up with `CacheStorage.match` (which never creates a cache) and writes nothing.
 */
import { pageCacheKey } from './policy';
import { PAGES_PREFIX } from './worker/offline-store';

/** Polling interval while waiting (ms). */
export const KEPT_POLL_MS = 500;
/** How long to wait for the worker before saying how many pages are kept (ms): 50 forms on a slow connection. */
export const KEPT_TIMEOUT_MS = 180_000;

/** How far the pages are. */
export interface KeptProgress {
  kept: number;
  total: number;
}

export interface WaitDeps {
  /** True once the page under `key` (a cache key, policy.ts `pageCacheKey`) is in the cache. */
  isKept: (key: string) => Promise<boolean>;
  /** Waits `ms`. */
  sleep: (ms: number) => Promise<void>;
  /** Clock, ms. */
  now: () => number;
  timeoutMs?: number;
  intervalMs?: number;
  /** Told after every look, with the numbers so far (also the first time, before any wait). */
  onProgress?: (progress: KeptProgress) => void;
}

/**
 * Waits until every page of `keys` is kept, or until the time is up.
 * @returns how many are kept of how many, and `complete` when all are. Never rejects (a failing look counts as not kept).
 */
export async function waitForKeptPages(keys: readonly string[], deps: WaitDeps): Promise<KeptProgress & { complete: boolean }> {
  const { timeoutMs = KEPT_TIMEOUT_MS, intervalMs = KEPT_POLL_MS } = deps;
  const pending = new Set(keys);
  const total = pending.size;
  const started = deps.now();
  for (;;) {
    for (const key of [...pending]) {
      const kept = await deps.isKept(key).catch(() => false);
      if (kept) pending.delete(key);
    }
    const progress = { kept: total - pending.size, total };
    deps.onProgress?.(progress);
    if (pending.size === 0) return { ...progress, complete: true };
    if (deps.now() - started >= timeoutMs) return { ...progress, complete: false };
    await deps.sleep(intervalMs);
  }
}

/**
 * A lookup in `userId`'s page cache for `waitForKeptPages`, or null when this browser cannot keep pages (no service
 * worker or no Cache Storage, e.g. a private window in some browsers).
 */
export function pageCacheLookup(userId: string, scope: { navigator?: Navigator; caches?: CacheStorage } = globalThis): WaitDeps['isKept'] | null {
  const caches = scope.caches;
  if (!userId || !caches || !scope.navigator || !('serviceWorker' in scope.navigator)) return null;
  const cacheName = `${PAGES_PREFIX}${userId}`;
  return async (key) => (await caches.match(key, { cacheName, ignoreVary: true })) !== undefined;
}

/** The cache keys of `hrefs` (links on a page at `base`) that the worker keeps, without duplicates. */
export function keptPageKeys(hrefs: Iterable<string>, base: string): string[] {
  const keys = new Set<string>();
  for (const href of hrefs) {
    const key = pageCacheKey(new URL(href, base));
    if (key) keys.add(key);
  }
  return [...keys];
}
