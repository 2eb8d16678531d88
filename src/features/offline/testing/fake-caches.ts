/**
 * An in-memory Cache Storage for tests of the service worker's decisions (Node has none): `open`, `keys`,
 * `delete`, and per cache `match` (with `ignoreSearch`; `Vary` is never applied, as with `ignoreVary: true`),
 * `put`, `delete` and `keys`. Entries are stored by URL string.
 */

interface Entry {
  url: string;
  status: number;
  headers: [string, string][];
  body: ArrayBuffer;
}

const withoutSearch = (url: string) => url.split('?')[0];

class FakeCache {
  readonly entries = new Map<string, Entry>();

  async match(request: RequestInfo | URL, options: CacheQueryOptions = {}): Promise<Response | undefined> {
    const url = request instanceof Request ? request.url : String(request);
    const entry = options.ignoreSearch
      ? [...this.entries.values()].find((e) => withoutSearch(e.url) === withoutSearch(url))
      : this.entries.get(url);
    return entry ? new Response(entry.body.slice(0), { status: entry.status, headers: entry.headers }) : undefined;
  }

  async put(request: RequestInfo | URL, response: Response): Promise<void> {
    const url = request instanceof Request ? request.url : String(request);
    this.entries.set(url, { url, status: response.status, headers: [...response.headers], body: await response.arrayBuffer() });
  }

  async delete(request: RequestInfo | URL, options: CacheQueryOptions = {}): Promise<boolean> {
    const url = request instanceof Request ? request.url : String(request);
    if (!options.ignoreSearch) return this.entries.delete(url);
    let deleted = false;
    for (const key of [...this.entries.keys()]) if (withoutSearch(key) === withoutSearch(url)) deleted = this.entries.delete(key) || deleted;
    return deleted;
  }

  async keys(): Promise<Request[]> {
    return [...this.entries.keys()].map((url) => new Request(url));
  }
}

/** A fresh, empty Cache Storage. `caches` lets a test look inside. */
export function fakeCaches() {
  const caches = new Map<string, FakeCache>();
  return {
    caches,
    async open(name: string): Promise<Cache> {
      let cache = caches.get(name);
      if (!cache) caches.set(name, (cache = new FakeCache()));
      return cache as unknown as Cache;
    },
    async keys(): Promise<string[]> {
      return [...caches.keys()];
    },
    async delete(name: string): Promise<boolean> {
      return caches.delete(name);
    },
    async has(name: string): Promise<boolean> {
      return caches.has(name);
    },
    /** The URLs kept in cache `name`, sorted; [] when it does not exist. */
    urls(name: string): string[] {
      return [...(caches.get(name)?.entries.keys() ?? [])].sort();
    },
  };
}
