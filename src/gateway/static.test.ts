/**
 * Static files (static.ts) from a temporary client folder: precompressed siblings, content types, cache rules,
 * path traversal refused, fall-through when there is no file.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMMUTABLE, resolveInside, serveStatic } from './static';

const SCRIPT = 'console.log("kandidaatplatform");'.repeat(50);
let base: string;
let root: string;

beforeAll(() => {
  base = mkdtempSync(join(tmpdir(), 'static-test-'));
  root = join(base, 'client');
  mkdirSync(join(root, '_astro'), { recursive: true });
  writeFileSync(join(root, '_astro', 'app.Ab12Cd.js'), SCRIPT);
  writeFileSync(join(root, '_astro', 'app.Ab12Cd.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(join(root, '_astro', 'app.Ab12Cd.js.gz'), gzipSync(SCRIPT));
  writeFileSync(join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(root, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(join(root, '.env'), 'GEHEIM=1');
  writeFileSync(join(base, 'secret.txt'), 'buiten de map');
});
afterAll(() => rmSync(base, { recursive: true, force: true }));

function app() {
  const a = new Hono();
  a.use(serveStatic({ root }));
  a.all('*', (c) => c.text('volgende', 404));
  return a;
}

describe('serveStatic', () => {
  it('serves the brotli sibling with an immutable cache for hashed assets', async () => {
    const res = await app().request('/_astro/app.Ab12Cd.js', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(brotliCompressSync(SCRIPT));
  });

  it('serves gzip or the plain file as the browser accepts', async () => {
    const gz = await app().request('/_astro/app.Ab12Cd.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    const plain = await app().request('/_astro/app.Ab12Cd.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(SCRIPT);
    expect(plain.headers.get('content-length')).toBe(String(SCRIPT.length));
  });

  it('serves the service worker for the whole site without letting the browser cache it unchecked', async () => {
    const res = await app().request('/sw.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('service-worker-allowed')).toBe('/');
    const again = await app().request('/sw.js', { headers: { 'if-none-match': res.headers.get('etag') ?? '' } });
    expect(again.status).toBe(304);
  });

  it('gives other public files a short cache, an ETag, and answers 304 to a matching If-None-Match', async () => {
    const res = await app().request('/favicon.svg');
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    const etag = res.headers.get('etag')!;
    const again = await app().request('/favicon.svg', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  it('answers HEAD without a body', async () => {
    const res = await app().request('/favicon.svg', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('');
  });

  it.each([
    '/../secret.txt',
    '/%2e%2e/secret.txt',
    '/_astro/..%2f..%2fsecret.txt',
    '/..%5csecret.txt',
    '/.env',
    '/favicon.svg%00.js',
    '/%E0%A4%A.js',
  ])('never serves outside the folder or hidden files: %s', async (path) => {
    const res = await app().request(path);
    expect(res.status).toBe(404);
    expect(await res.text()).toBe('volgende');
  });

  it('falls through for missing files, directories and other methods', async () => {
    expect(await (await app().request('/nope.js')).text()).toBe('volgende');
    expect(await (await app().request('/_astro')).text()).toBe('volgende');
    expect(await (await app().request('/favicon.svg', { method: 'POST' })).text()).toBe('volgende');
  });

  it('resolves only paths inside the root', () => {
    expect(resolveInside('/srv/client', '/a/b.js')).toBe('/srv/client/a/b.js');
    expect(resolveInside('/srv/client', '/a/../../b.js')).toBeNull();
  });
});
