import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { compress, negotiateEncoding, varyOnEncoding } from './compress';

const BIG = '<p>Kandidaatplatform</p>'.repeat(200);

function app(brotli?: boolean) {
  const a = new Hono();
  a.use(compress({ brotli }));
  a.get('/page', (c) => c.html(BIG));
  a.get('/small', (c) => c.json({ ok: true }));
  a.get('/image', (c) => c.body(BIG, 200, { 'Content-Type': 'image/png' }));
  a.get('/done', (c) => c.body(BIG, 200, { 'Content-Type': 'text/javascript', 'Content-Encoding': 'br' }));
  a.get('/stream', () => new Response(new Blob([BIG]).stream(), { headers: { 'Content-Type': 'application/json' } }));
  return a;
}

describe('compress', () => {
  it('sends brotli when the browser accepts it', async () => {
    const res = await app().request('/page', { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(res.headers.get('content-length')).toBeNull();
    expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(BIG);
  });

  it('falls back to gzip without brotli support or acceptance', async () => {
    const noBrotli = await app(false).request('/page', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(noBrotli.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await noBrotli.arrayBuffer())).toString()).toBe(BIG);
    const gzipOnly = await app().request('/page', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzipOnly.headers.get('content-encoding')).toBe('gzip');
  });

  it('compresses pages at a quality for per-request answers, not the slow quality of precompressed files', async () => {
    // A page-like body with varied text: quality 11 packs it tighter than quality 5, so the sizes tell them apart.
    const page = Array.from({ length: 400 }, (_, i) => `<li data-n="${i}">Vraag ${i * 7919} — antwoord ${(i * 104729) % 9973}</li>`).join('');
    const a = new Hono();
    a.use(compress());
    a.get('/page', (c) => c.html(page));
    const res = await a.request('/page', { headers: { 'accept-encoding': 'br' } });
    const sent = Buffer.from(await res.arrayBuffer());
    expect(brotliDecompressSync(sent).toString()).toBe(page);
    const at = (quality: number) => brotliCompressSync(page, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } }).length;
    expect(at(11)).toBeLessThan(at(5));
    expect(sent.length).toBeGreaterThan(at(11));
    expect(Math.abs(sent.length - at(5))).toBeLessThan(Math.abs(sent.length - at(11)));
  });

  it('compresses streamed bodies of unknown length', async () => {
    const res = await app().request('/stream', { headers: { 'accept-encoding': 'br' } });
    expect(res.headers.get('content-encoding')).toBe('br');
  });

  it('leaves small bodies, other types, encoded answers and non-accepting clients alone', async () => {
    const small = await app().request('/small', { headers: { 'accept-encoding': 'br' } });
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(small.headers.get('vary')).toBe('Accept-Encoding');
    expect((await app().request('/image', { headers: { 'accept-encoding': 'br' } })).headers.get('content-encoding')).toBeNull();
    expect((await app().request('/done', { headers: { 'accept-encoding': 'gzip' } })).headers.get('content-encoding')).toBe('br');
    const plain = await app().request('/page');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(BIG);
  });
});

describe('negotiateEncoding', () => {
  it('honours q-values and the wildcard', () => {
    expect(negotiateEncoding('br;q=0.5, gzip', ['br', 'gzip'])).toBe('gzip');
    expect(negotiateEncoding('br;q=0, *', ['br', 'gzip'])).toBe('gzip');
    expect(negotiateEncoding('*;q=0', ['br', 'gzip'])).toBeNull();
    expect(negotiateEncoding('identity', ['br', 'gzip'])).toBeNull();
    expect(negotiateEncoding(undefined, ['br'])).toBeNull();
  });

  it('adds Accept-Encoding to Vary once', () => {
    expect(varyOnEncoding('Origin')).toBe('Origin, Accept-Encoding');
    expect(varyOnEncoding('accept-encoding')).toBe('accept-encoding');
  });
});
