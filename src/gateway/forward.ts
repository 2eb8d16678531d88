/**
 * Forwarding `/api` calls to the backend (docs/architecture.md, "forwarding").
 *
 * `createForwarder()` makes the one function that does it, used by the `forward()` middleware for browser and
 * API-client calls and by the pages' server-side `locals.api` (session.ts):
 * - in-process by default: `backend.fetch(request)` on the app from `createBackend()`, no socket;
 * - over HTTP when API_UPSTREAM_URL (or `upstream`) is set, through one keep-alive undici Pool (measured ~3×
 *   faster than fetch-based proxying).
 *
 * Either way the request the backend sees is rebuilt from the incoming one: hop-by-hop headers (RFC 9110
 * §7.6.1, plus those named in `Connection`), `Cookie` (the session id is the gateway's business only),
 * `Host`, `Content-Length`, `Accept-Encoding` (the gateway compresses) and any client-sent `Authorization`,
 * `X-Forwarded-For` and `X-Request-Id` are dropped; `Authorization: Bearer {token}` of the caller,
 * `X-Request-Id` and `X-Forwarded-For: {client IP}` (one entry; the backend reads the first) are set. Every other
 * header goes on as sent, `Idempotency-Key` among them (server/idempotency.ts).
 * Hop-by-hop headers of the backend's answer are dropped too.
 * A body over `maxBodyBytes` (1 MB) is refused with 413 before anything is forwarded; an unreachable upstream
 * answers 502. Both as `{ title }`.
 */
import { Readable } from 'node:stream';
import { createMiddleware } from 'hono/factory';
import { Pool, type Dispatcher } from 'undici';
import { config } from '#src/config.server';
import { isImageUpload, maxBodyBytesFor } from '#src/lib/body-limits';
import { IMAGE_TOO_LARGE } from '#src/features/content/media';
import { gatewayError, TITLES } from './errors';
import type { GatewayEnv } from './env';

/** Anything that answers a web Request: a Hono app such as `createBackend()`. */
export interface FetchApp {
  fetch(request: Request): Response | Promise<Response>;
}

/** Who the forwarded call is made for. */
export interface ForwardContext {
  /** The caller's bearer token, or null for public calls. Never logged. */
  bearer: string | null;
  requestId: string;
  clientIp: string;
}

/** Sends one `/api` request to the backend and returns its answer. Throws 413/502 as gatewayError. */
export type Forwarder = (request: Request, context: ForwardContext) => Promise<Response>;

export interface ForwardOptions {
  /** The in-process backend. Default: `createBackend()` from src/backend/app.ts, created on first use. */
  backend?: FetchApp | (() => Promise<FetchApp>);
  /** Base address of a separate API process; null forces in-process. Default API_UPSTREAM_URL. */
  upstream?: string | null;
  /** Largest request body forwarded, bytes, for every call. Default per call: lib/body-limits.ts (1 MB; uploads and imports more). */
  maxBodyBytes?: number;
  /** Options for the undici Pool (upstream mode). */
  pool?: Pool.Options;
}

/** Largest request body, bytes, for most calls: the backend's own limit (lib/body-limits.ts), checked before forwarding. */
export { MAX_BODY_BYTES } from '#src/lib/body-limits';

const HOP_BY_HOP = [
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
];
/** Request headers the gateway replaces or keeps to itself. */
const NOT_FORWARDED = ['cookie', 'host', 'content-length', 'expect', 'accept-encoding', 'authorization', 'x-forwarded-for', 'x-request-id'];

/** Drops hop-by-hop headers, including any named in `Connection`, from a copy of `headers`. */
export function withoutHopByHop(headers: Headers, alsoDrop: readonly string[] = []): Headers {
  const copy = new Headers(headers);
  const named = (headers.get('connection') ?? '').split(',').map((n) => n.trim().toLowerCase());
  for (const name of [...HOP_BY_HOP, ...named, ...alsoDrop]) if (name) copy.delete(name);
  return copy;
}

/** The headers the backend gets (see the module comment). */
export function upstreamHeaders(incoming: Headers, context: ForwardContext): Headers {
  const headers = withoutHopByHop(incoming, NOT_FORWARDED);
  if (context.bearer) headers.set('authorization', `Bearer ${context.bearer}`);
  headers.set('x-request-id', context.requestId);
  headers.set('x-forwarded-for', context.clientIp);
  return headers;
}

/**
 * Reads a request body, refusing it once it exceeds `limit` bytes (by Content-Length, or while reading when
 * the length is not announced).
 * @param tooLarge the Dutch title of the 413; default TITLES.tooLarge (an image upload names the 5 MB instead).
 * @returns the bytes, or undefined for a request without a body.
 * @throws gatewayError 413 with `tooLarge`.
 */
export async function readBody(request: Request, limit: number, tooLarge: string = TITLES.tooLarge): Promise<Uint8Array<ArrayBuffer> | undefined> {
  if (request.body === null || request.method === 'GET' || request.method === 'HEAD') return undefined;
  const announced = Number(request.headers.get('content-length') ?? '0');
  if (announced > limit) throw gatewayError(413, tooLarge);
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of request.body) {
    size += chunk.byteLength;
    if (size > limit) throw gatewayError(413, tooLarge);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, size);
}

const BODILESS = new Set([204, 205, 304]);

function viaPool(upstream: string, poolOptions: Pool.Options | undefined) {
  const base = new URL(upstream);
  const basePath = base.pathname.replace(/\/$/, '');
  const pool = new Pool(base.origin, poolOptions);
  return async (request: Request, headers: Headers, body: Uint8Array<ArrayBuffer> | undefined): Promise<Response> => {
    const url = new URL(request.url);
    let answer: Awaited<ReturnType<Pool['request']>>;
    try {
      answer = await pool.request({
        path: basePath + url.pathname + url.search,
        method: request.method as Dispatcher.HttpMethod,
        headers: Object.fromEntries(headers),
        body: body ?? null,
        signal: request.signal,
      });
    } catch (error) {
      throw gatewayError(502, TITLES.unavailable, error);
    }
    const raw = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) raw.append(name, v);
    }
    const responseHeaders = withoutHopByHop(raw);
    if (BODILESS.has(answer.statusCode) || request.method === 'HEAD') {
      await answer.body.dump();
      return new Response(null, { status: answer.statusCode, headers: responseHeaders });
    }
    const stream = Readable.toWeb(answer.body) as ReadableStream<Uint8Array>;
    return new Response(stream, { status: answer.statusCode, headers: responseHeaders });
  };
}

function inProcess(backend: ForwardOptions['backend']) {
  let app: Promise<FetchApp> | undefined;
  const load = (): Promise<FetchApp> =>
    typeof backend === 'function'
      ? backend()
      : backend
        ? Promise.resolve(backend)
        : import('#src/backend/app').then((m) => m.createBackend());
  return async (request: Request, headers: Headers, body: Uint8Array<ArrayBuffer> | undefined): Promise<Response> => {
    app ??= load();
    const answer = await (await app).fetch(new Request(request.url, { method: request.method, headers, body, signal: request.signal }));
    if (!HOP_BY_HOP.some((name) => answer.headers.has(name))) return answer;
    return new Response(answer.body, { status: answer.status, statusText: answer.statusText, headers: withoutHopByHop(answer.headers) });
  };
}

/**
 * Makes the forwarder (one undici Pool per forwarder in upstream mode: make one and share it).
 * @throws TypeError for a bad `maxBodyBytes`, or both `backend` and `upstream`.
 *
 * @example
 *   const forwarder = createForwarder();                                  // in-process createBackend()
 *   const remote = createForwarder({ upstream: 'http://10.0.0.5:4322' }); // over HTTP
 *   const res = await forwarder(request, { bearer, requestId, clientIp });
 */
export function createForwarder(options: ForwardOptions = {}): Forwarder {
  const { maxBodyBytes } = options;
  if (maxBodyBytes !== undefined && (!Number.isInteger(maxBodyBytes) || maxBodyBytes <= 0)) throw new TypeError('forward: maxBodyBytes moet een positief geheel getal zijn.');
  const upstream = options.upstream === undefined ? config().API_UPSTREAM_URL : options.upstream;
  if (upstream && options.backend) throw new TypeError('forward: geef backend óf upstream op, niet allebei.');
  const send = upstream ? viaPool(upstream, options.pool) : inProcess(options.backend);

  return async function forwarder(request, context) {
    const pathname = new URL(request.url).pathname;
    const limit = options.maxBodyBytes ?? maxBodyBytesFor(request.method, pathname);
    const upload = isImageUpload(request.method, pathname);
    const body = await readBody(request, limit, upload ? IMAGE_TOO_LARGE : TITLES.tooLarge);
    return send(request, upstreamHeaders(request.headers, context), body);
  };
}

/**
 * The last handler for `/api/*`: forwards the call with the caller's token (set by `apiSession()`).
 * @param options.forwarder a shared forwarder; otherwise one is made from the other options.
 * @throws TypeError when both a forwarder and forwarder options are given.
 *
 * @example
 *   app.all('/api/*', apiSession(deps), forward({ forwarder }));
 *   app.all('/api/*', apiSession(deps), forward({ upstream: 'http://api.intern:4322' }));
 */
export function forward(options: ForwardOptions & { forwarder?: Forwarder } = {}) {
  const { forwarder: given, ...rest } = options;
  if (given && Object.keys(rest).length > 0) throw new TypeError('forward: geef forwarder óf forward-opties op, niet allebei.');
  const forwarder = given ?? createForwarder(rest);
  return createMiddleware<GatewayEnv>(async function forwardMiddleware(c) {
    return forwarder(c.req.raw, { bearer: c.var.bearer, requestId: c.var.requestId, clientIp: c.var.clientIp });
  });
}
