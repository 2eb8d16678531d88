/**
 * `serveStatic()`: serves the built client files (`dist/client`: Astro's hashed `/_astro/*` bundles and the
 * files from `public/`) for GET and HEAD. In the node adapter's middleware mode nobody else does
 * (docs/decisions/002-node-middleware-mode.md).
 *
 * - Precompressed siblings written at build time (`x.js.br`, `x.js.gz`, scripts/precompress.mjs) are sent when
 *   `Accept-Encoding` allows, with `Content-Encoding` and `Vary: Accept-Encoding`.
 * - `/_astro/*` names carry a content hash: `Cache-Control: public, max-age=31536000, immutable`. Other files
 *   may change between releases: `public, max-age=3600` plus an ETag for cheap revalidation (304). The service
 *   worker `/sw.js` gets `no-cache` (the browser asks for a new version on every check, usually a 304) and
 *   `Service-Worker-Allowed: /` (docs/decisions/018-service-worker.md).
 * - Only regular files with an extension, inside the folder, are served: `..`, encoded slashes, NUL bytes and dot-files are refused
 *   by falling through (OWASP ASVS 12.3.1, path traversal). A path with no file falls through to the next
 *   handler (the pages).
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { createMiddleware } from 'hono/factory';
import { negotiateEncoding, varyOnEncoding, type Encoding } from './compress';
import { config } from '#src/config.server';
import { WORKER_PATH } from '#src/features/offline/policy';

export interface StaticOptions {
  /** Folder to serve. Default: the CLIENT_DIR setting (config.server.ts; `dist/client` under the working directory). */
  root?: string;
  /** Cache lifetime of files outside `/_astro/`, seconds. Default 3600. */
  maxAge?: number;
}

/** Content types by file extension; anything else is `application/octet-stream`. */
export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.csv': 'text/csv; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.pdf': 'application/pdf',
  '.wasm': 'application/wasm',
};

export const IMMUTABLE = 'public, max-age=31536000, immutable';

const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

interface Found {
  path: string;
  size: number;
  mtimeMs: number;
}

async function regularFile(path: string): Promise<Found | null> {
  try {
    const info = await stat(path);
    return info.isFile() ? { path, size: info.size, mtimeMs: info.mtimeMs } : null;
  } catch {
    return null;
  }
}

/**
 * The absolute file a URL path names inside `root`, or null when it may not be served (see the module comment).
 * @param pathname the URL's path, still percent-encoded.
 */
export function resolveInside(root: string, pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\') || decoded.endsWith('/')) return null;
  const segments = decoded.split('/').filter((s) => s !== '');
  if (segments.length === 0 || segments.some((s) => s.startsWith('.'))) return null;
  const file = resolve(root, ...segments);
  return file.startsWith(root + sep) ? file : null;
}

/**
 * Makes the static-file middleware for one folder.
 * @throws TypeError for a bad `maxAge`.
 *
 * @example
 *   app.use(serveStatic());                                  // ./dist/client
 *   app.use(serveStatic({ root: '/srv/platform/client' }));
 */
export function serveStatic(options: StaticOptions = {}) {
  const root = options.root ? resolve(options.root) : config().clientDir;
  const maxAge = options.maxAge ?? 3600;
  if (!Number.isInteger(maxAge) || maxAge < 0) throw new TypeError('serveStatic: maxAge moet een geheel getal ≥ 0 zijn (seconden).');
  const shortCache = `public, max-age=${maxAge}`;

  return createMiddleware(async function serveStaticMiddleware(c, next) {
    // Pages and /api paths have no file extension: skip the disk for them.
    if ((c.req.method !== 'GET' && c.req.method !== 'HEAD') || extname(c.req.path) === '') return next();
    const path = resolveInside(root, new URL(c.req.url).pathname);
    const original = path && (await regularFile(path));
    if (!path || !original) return next();

    const contentType = CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
    const headers = new Headers({
      'Content-Type': contentType,
      'Cache-Control': c.req.path.startsWith('/_astro/') ? IMMUTABLE : shortCache,
      'Last-Modified': new Date(original.mtimeMs).toUTCString(),
    });
    if (c.req.path === WORKER_PATH) {
      headers.set('Cache-Control', 'no-cache');
      headers.set('Service-Worker-Allowed', '/');
    }

    const variants = new Map<Encoding, Found>();
    for (const candidate of ['br', 'gzip'] as const) {
      const found = await regularFile(path + SUFFIX[candidate]);
      if (found) variants.set(candidate, found);
    }
    const encoding = negotiateEncoding(c.req.header('accept-encoding'), [...variants.keys()]);
    const file = (encoding && variants.get(encoding)) || original;
    if (variants.size > 0) headers.set('Vary', varyOnEncoding(null));
    if (encoding) headers.set('Content-Encoding', encoding);

    const etag = `"${file.size.toString(36)}-${Math.floor(file.mtimeMs).toString(36)}${encoding ? `-${encoding}` : ''}"`;
    headers.set('ETag', etag);
    if (c.req.header('if-none-match') === etag) return new Response(null, { status: 304, headers });

    headers.set('Content-Length', String(file.size));
    if (c.req.method === 'HEAD') return new Response(null, { status: 200, headers });
    const body = Readable.toWeb(createReadStream(file.path)) as ReadableStream<Uint8Array>;
    return new Response(body, { status: 200, headers });
  });
}
