/**
 * `compress()`: compresses text answers on the fly — brotli at quality 5 when the browser accepts it (docs/decisions/
 * 022: a page rendered per request is compressed about 45× faster than at quality 11, for 9 % more bytes; static
 * files stay precompressed at quality 11), else gzip — for HTML, JSON, JavaScript, CSS, SVG and plain text
 * above `threshold` bytes (1 KB; a smaller body fits in one packet anyway; a body without Content-Length is
 * read up to the threshold to find out). Answers that already carry a
 * `Content-Encoding` (precompressed static files), `Cache-Control: no-transform`, HEAD requests and bodiless
 * statuses are left alone. Compressible answers always get `Vary: Accept-Encoding` so caches keep the
 * variants apart. Budgets: docs/architecture.md ("candidate page HTML, compressed ≤ 14 KB").
 */
import { Duplex } from 'node:stream';
import { constants, createBrotliCompress } from 'node:zlib';
import { createMiddleware } from 'hono/factory';
import { editableHeaders } from './http';

/** Brotli quality for answers compressed on the fly (0–11; docs/decisions/022). */
export const DYNAMIC_BROTLI_QUALITY = 5;

/** An encoding this server can produce. */
export type Encoding = 'br' | 'gzip';

export interface CompressOptions {
  /** Smallest body (bytes, from Content-Length) worth compressing. Default 1024. Bodies of unknown length are compressed. */
  threshold?: number;
  /** Offer brotli. Default true. */
  brotli?: boolean;
  /** Brotli quality, 0–11. Default DYNAMIC_BROTLI_QUALITY. */
  brotliQuality?: number;
}

/** A web transform stream that brotli-compresses at `quality` (Node's zlib, whose quality can be chosen). */
function brotliStream(quality: number): ReadableWritablePair<Uint8Array, Uint8Array> {
  const zlib = createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: quality } });
  return Duplex.toWeb(zlib) as unknown as ReadableWritablePair<Uint8Array, Uint8Array>;
}

const COMPRESSIBLE =
  /^(?:text\/(?:html|css|javascript|plain)|application\/(?:json|javascript|manifest\+json|[\w.-]+\+json)|image\/svg\+xml)\b/i;

/** True for content types worth compressing (see the module comment). */
export function isCompressible(contentType: string | null): boolean {
  return contentType !== null && COMPRESSIBLE.test(contentType);
}

/**
 * Picks the encoding to answer with from an `Accept-Encoding` value (RFC 9110 §12.5.3, q-values and `*`).
 * @param available encodings we can send, in order of preference (ties go to the first).
 * @returns the best acceptable encoding, or null to send the body as is.
 */
export function negotiateEncoding(acceptEncoding: string | undefined | null, available: readonly Encoding[]): Encoding | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  let best: Encoding | null = null;
  let bestWeight = 0;
  for (const encoding of available) {
    const weight = weights.get(encoding) ?? weights.get('*') ?? 0;
    if (weight > bestWeight) {
      best = encoding;
      bestWeight = weight;
    }
  }
  return best;
}

/** Adds `Accept-Encoding` to a `Vary` value unless it is there already. */
export function varyOnEncoding(vary: string | null): string {
  if (!vary) return 'Accept-Encoding';
  return /(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(vary) ? vary : `${vary}, Accept-Encoding`;
}

const NO_BODY = new Set([101, 204, 205, 206, 304]);

/** A stream that yields `head` and then, when given, the rest of `reader`. */
function streamOf(head: Uint8Array[], reader: ReadableStreamDefaultReader<Uint8Array> | null): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of head) controller.enqueue(chunk);
      if (!reader) controller.close();
    },
    async pull(controller) {
      const { done, value } = await reader!.read();
      if (done) controller.close();
      else controller.enqueue(value);
    },
    cancel(reason) {
      return reader?.cancel(reason);
    },
  });
}

/**
 * Reads a body of unknown length until `threshold` bytes or its end.
 * @returns the same bytes as a new stream, and the size when the whole body was smaller than `threshold`.
 */
async function peek(body: ReadableStream<Uint8Array>, threshold: number): Promise<{ body: ReadableStream<Uint8Array>; smallSize: number | null }> {
  const reader = body.getReader();
  const head: Uint8Array[] = [];
  let size = 0;
  while (size < threshold) {
    const { done, value } = await reader.read();
    if (done) return { body: streamOf(head, null), smallSize: size };
    head.push(value);
    size += value.byteLength;
  }
  return { body: streamOf(head, reader), smallSize: null };
}

/**
 * Makes the compression middleware.
 * @throws TypeError for a negative threshold.
 *
 * @example
 *   app.use(compress());               // brotli where possible
 *   app.use(compress({ brotli: false, threshold: 2048 }));
 */
export function compress(options: CompressOptions = {}) {
  const threshold = options.threshold ?? 1024;
  if (!Number.isFinite(threshold) || threshold < 0) throw new TypeError('compress: threshold moet een getal ≥ 0 zijn.');
  const available: Encoding[] = (options.brotli ?? true) ? ['br', 'gzip'] : ['gzip'];
  const quality = options.brotliQuality ?? DYNAMIC_BROTLI_QUALITY;

  return createMiddleware(async function compressMiddleware(c, next) {
    await next();
    if (!isCompressible(c.res.headers.get('content-type'))) return;
    const length = c.res.headers.get('content-length');
    let encoding =
      c.req.method === 'HEAD' ||
      c.res.body === null ||
      NO_BODY.has(c.res.status) ||
      c.res.headers.has('content-encoding') ||
      /\bno-transform\b/i.test(c.res.headers.get('cache-control') ?? '') ||
      (length !== null && Number(length) < threshold)
        ? null
        : negotiateEncoding(c.req.header('accept-encoding'), available);
    let smallSize: number | null = null;
    if (encoding && length === null) {
      const peeked = await peek(c.res.body!, threshold);
      c.res = new Response(peeked.body, c.res);
      smallSize = peeked.smallSize;
      if (smallSize !== null) encoding = null;
    }
    if (encoding) {
      const transform = encoding === 'br' ? brotliStream(quality) : new CompressionStream('gzip');
      c.res = new Response(c.res.body!.pipeThrough(transform), c.res);
    }
    const headers = editableHeaders(c);
    headers.set('Vary', varyOnEncoding(headers.get('vary')));
    if (smallSize !== null) headers.set('Content-Length', String(smallSize));
    if (!encoding) return;
    headers.delete('Content-Length');
    headers.set('Content-Encoding', encoding);
    const etag = headers.get('etag');
    if (etag && !etag.startsWith('W/')) headers.set('ETag', `W/${etag}`);
  });
}
