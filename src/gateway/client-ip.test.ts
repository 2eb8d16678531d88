import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientIp, pickClientIp, type ClientIpVariables } from './client-ip';

describe('pickClientIp', () => {
  it('uses the socket and ignores X-Forwarded-For without trusted proxies', () => {
    expect(pickClientIp('10.0.0.9', '1.2.3.4', 0)).toBe('10.0.0.9');
  });

  it('takes the entry written by the last trusted proxy', () => {
    // client → proxy A (appends the client) → proxy B (appends A) → us (socket = B)
    expect(pickClientIp('10.0.0.2', '203.0.113.7, 10.0.0.1', 2)).toBe('203.0.113.7');
    expect(pickClientIp('10.0.0.1', '203.0.113.7', 1)).toBe('203.0.113.7');
  });

  it('does not let a client choose its address by prepending entries', () => {
    expect(pickClientIp('10.0.0.1', '6.6.6.6, 203.0.113.7', 1)).toBe('203.0.113.7');
  });

  it('takes the left-most entry when the chain is shorter than the trusted hops', () => {
    expect(pickClientIp('10.0.0.1', '203.0.113.7', 5)).toBe('203.0.113.7');
  });

  it('writes IPv4-mapped IPv6 addresses as IPv4', () => {
    expect(pickClientIp('::ffff:127.0.0.1', undefined, 0)).toBe('127.0.0.1');
  });
});

describe('clientIp middleware', () => {
  function app(trustedHops: number, socket?: string) {
    const a = new Hono<{ Variables: ClientIpVariables }>();
    a.use(clientIp({ trustedHops, socketAddress: () => socket }));
    a.get('/', (c) => c.text(c.var.clientIp));
    return a;
  }

  it('falls back to a header-free default when the socket is unknown', async () => {
    const res = await app(0).request('/', { headers: { 'x-forwarded-for': '1.2.3.4' } });
    expect(await res.text()).toBe('onbekend');
  });

  it("reads the socket address Astro's node adapter stores on the request", async () => {
    const a = new Hono<{ Variables: ClientIpVariables }>();
    a.use(clientIp({ trustedHops: 0 }));
    a.get('/', (c) => c.text(c.var.clientIp));
    const request = new Request('http://localhost/');
    Reflect.set(request, Symbol.for('astro.clientAddress'), '192.0.2.10');
    expect(await (await a.fetch(request)).text()).toBe('192.0.2.10');
  });

  it('reads the address Astro passes in its render options (astro dev, node adapter)', async () => {
    const a = new Hono<{ Variables: ClientIpVariables }>();
    a.use(clientIp({ trustedHops: 0 }));
    a.get('/', (c) => c.text(c.var.clientIp));
    const request = new Request('http://localhost/');
    Reflect.set(request, Symbol.for('astro.renderOptions'), { clientAddress: '::ffff:192.0.2.11' });
    expect(await (await a.fetch(request)).text()).toBe('192.0.2.11');
  });

  it('uses trusted hops from the options', async () => {
    const res = await app(1, '10.0.0.1').request('/', { headers: { 'x-forwarded-for': '198.51.100.4' } });
    expect(await res.text()).toBe('198.51.100.4');
  });

  it('refuses a negative hop count at construction', () => {
    expect(() => clientIp({ trustedHops: -1 })).toThrow(TypeError);
  });
});
