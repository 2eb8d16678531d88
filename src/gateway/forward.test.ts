/**
 * Forwarding (forward.ts) to a tiny fake backend, in-process and over HTTP through the undici pool: which
 * headers the backend gets, the 1 MB limit, keep-alive, an unreachable upstream.
 */
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createForwarder, MAX_BODY_BYTES, type ForwardContext } from './forward';
import { TITLES } from './errors';

/** Echoes what arrived: headers, body size, and the client port (same port = same kept-alive connection). */
const echo = new Hono<{ Bindings: { incoming?: { socket: { remotePort?: number } } } }>();
echo.all('*', async (c) => {
  const body = await c.req.arrayBuffer();
  return c.json(
    {
      path: c.req.path,
      query: c.req.query(),
      headers: Object.fromEntries(c.req.raw.headers),
      bytes: body.byteLength,
      port: c.env?.incoming?.socket.remotePort ?? null,
    },
    201,
    { 'X-Backend': 'ja', Connection: 'keep-alive', 'Keep-Alive': 'timeout=5' },
  );
});

const context: ForwardContext = { bearer: 'the.token.value', requestId: 'req-1', clientIp: '203.0.113.9' };

function incoming(init: RequestInit & { path?: string } = {}): Request {
  return new Request(`http://localhost${init.path ?? '/api/message?page=2'}`, {
    method: 'POST',
    body: JSON.stringify({ subject: 'Hallo' }),
    ...init,
    headers: {
      'content-type': 'application/json',
      cookie: 'sid=geheim',
      authorization: 'Basic aWs6Z2VoZWlt',
      'x-forwarded-for': '6.6.6.6',
      'x-request-id': 'client-chosen',
      connection: 'keep-alive, x-hop',
      'x-hop': 'weg',
      'keep-alive': 'timeout=5',
      te: 'trailers',
      'accept-language': 'nl-NL',
      'idempotency-key': '"8e03978e-40d5-43e8-bc93-6894a57f9324"',
      ...(init.headers as Record<string, string> | undefined),
    },
  });
}

let server: ServerType;
let upstream: string;

beforeAll(async () => {
  await new Promise<void>((resolve) => {
    server = serve({ fetch: echo.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve());
  });
  upstream = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe.each([
  ['in-process', () => createForwarder({ backend: echo, upstream: null })],
  ['over HTTP', () => createForwarder({ upstream })],
])('forwarder %s', (_mode, make) => {
  it('sends the caller token, request id and client IP, the Idempotency-Key as sent, and none of the browser-only headers', async () => {
    const res = await make()(incoming(), context);
    expect(res.status).toBe(201);
    expect(res.headers.get('x-backend')).toBe('ja');
    expect(res.headers.get('keep-alive')).toBeNull();
    const seen = (await res.json()) as { path: string; query: unknown; headers: Record<string, string>; bytes: number };
    expect(seen.path).toBe('/api/message');
    expect(seen.query).toEqual({ page: '2' });
    expect(seen.bytes).toBe(JSON.stringify({ subject: 'Hallo' }).length);
    expect(seen.headers.authorization).toBe('Bearer the.token.value');
    expect(seen.headers['x-request-id']).toBe('req-1');
    expect(seen.headers['x-forwarded-for']).toBe('203.0.113.9');
    expect(seen.headers['accept-language']).toBe('nl-NL');
    expect(seen.headers['idempotency-key']).toBe('"8e03978e-40d5-43e8-bc93-6894a57f9324"');
    for (const name of ['cookie', 'x-hop', 'te']) expect(seen.headers[name], name).toBeUndefined();
  });

  it('sends no Authorization for public calls', async () => {
    const res = await make()(incoming(), { ...context, bearer: null });
    const seen = (await res.json()) as { headers: Record<string, string> };
    expect(seen.headers.authorization).toBeUndefined();
  });

  it('refuses a body over 1 MB with 413 before forwarding, announced or not', async () => {
    const forwarder = make();
    const big = new Uint8Array(MAX_BODY_BYTES + 1);
    await expect(forwarder(incoming({ body: big }), context)).rejects.toMatchObject({ status: 413, message: TITLES.tooLarge });
    const unannounced = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 5; i++) controller.enqueue(new Uint8Array(300 * 1024));
        controller.close();
      },
    });
    const chunked = incoming({ body: unannounced, duplex: 'half' } as RequestInit);
    await expect(forwarder(chunked, context)).rejects.toMatchObject({ status: 413 });
    const exactly = await forwarder(incoming({ body: new Uint8Array(MAX_BODY_BYTES) }), context);
    expect(exactly.status).toBe(201);
  });
});

describe('forwarder over HTTP', () => {
  it('keeps the connection alive between calls', async () => {
    const forwarder = createForwarder({ upstream });
    const ports: unknown[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await forwarder(incoming({ method: 'GET', body: null }), context);
      ports.push(((await res.json()) as { port: number }).port);
    }
    expect(new Set(ports).size).toBeLessThan(ports.length);
  });

  it('answers 502 when the upstream cannot be reached', async () => {
    const forwarder = createForwarder({ upstream: 'http://127.0.0.1:1' });
    await expect(forwarder(incoming(), context)).rejects.toMatchObject({ status: 502, message: TITLES.unavailable });
  });

  it('refuses conflicting options at construction', () => {
    expect(() => createForwarder({ upstream, backend: echo })).toThrow(TypeError);
  });
});
