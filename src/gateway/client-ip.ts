/**
 * `clientIp()`: works out the client's IP address once per request and puts it on the context
 * (`c.var.clientIp`) for the audit log, the backend's rate limits and `X-Forwarded-For` when forwarding.
 *
 * The address is the TCP peer (the socket), unless `TRUST_PROXY_HOPS` proxies stand in front of us: then the
 * entry that many hops from the right of `X-Forwarded-For` is taken, because only the entries our own proxies
 * appended can be trusted; anything further left was written by the client (OWASP ASVS 7.3.x; MDN
 * "X-Forwarded-For: selecting an IP address").
 *
 * The socket address comes from the request object: Astro hands it to its fetch handler in the render options
 * (`Symbol.for('astro.renderOptions')`, `astro dev` and the node adapter) and the node adapter also under
 * `Symbol.for('astro.clientAddress')`; `@hono/node-server` exposes the socket as `c.env.incoming.socket`.
 * Without any of these (tests with `app.request`) the address is `fallback`.
 */
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { config } from '#src/config.server';

/** What `clientIp()` puts on the context (habit 2). */
export type ClientIpVariables = {
  /** The client's IP address (IPv4-mapped IPv6 written as plain IPv4), or the fallback when unknown. */
  clientIp: string;
};

export interface ClientIpOptions {
  /** Proxies in front of the server whose `X-Forwarded-For` entries are trusted. Default `TRUST_PROXY_HOPS`. */
  trustedHops?: number;
  /** Reads the socket's peer address. Default: Astro's symbol, then `@hono/node-server`'s socket. */
  socketAddress?: (c: Context) => string | undefined;
  /** Address used when none is known. Default `'onbekend'`, like the backend's own default. */
  fallback?: string;
}

const ASTRO_RENDER_OPTIONS = Symbol.for('astro.renderOptions');
const ASTRO_CLIENT_ADDRESS = Symbol.for('astro.clientAddress');

function defaultSocketAddress(c: Context): string | undefined {
  const options = Reflect.get(c.req.raw, ASTRO_RENDER_OPTIONS) as { clientAddress?: unknown } | undefined;
  for (const fromAstro of [options?.clientAddress, Reflect.get(c.req.raw, ASTRO_CLIENT_ADDRESS)]) {
    if (typeof fromAstro === 'string' && fromAstro !== '') return fromAstro;
  }
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress;
}

/** `::ffff:10.0.0.1` → `10.0.0.1`; other values unchanged. */
function normalise(address: string): string {
  return address.startsWith('::ffff:') && address.includes('.') ? address.slice(7) : address;
}

/**
 * The client address from the forwarded chain, as a pure function.
 * @param socket the TCP peer address, or undefined when unknown.
 * @param forwardedFor the raw `X-Forwarded-For` value, or undefined.
 * @param trustedHops how many proxies in front of us are trusted (0 = ignore the header).
 * @returns the address `trustedHops` steps left of the socket in `[...forwardedFor, socket]`, or the
 *   left-most entry when the chain is shorter; undefined when nothing is known.
 */
export function pickClientIp(socket: string | undefined, forwardedFor: string | undefined, trustedHops: number): string | undefined {
  if (trustedHops === 0 || !forwardedFor) return socket === undefined ? undefined : normalise(socket);
  const chain = forwardedFor
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  chain.push(socket ?? '');
  const picked = chain[Math.max(0, chain.length - 1 - trustedHops)];
  return picked ? normalise(picked) : undefined;
}

/**
 * Makes the client-IP middleware.
 * @throws TypeError for a negative or fractional hop count.
 *
 * @example
 *   app.use(clientIp({ trustedHops: 1 }));   // one reverse proxy in front
 *   app.get('/x', (c) => c.text(c.var.clientIp));
 */
export function clientIp(options: ClientIpOptions = {}) {
  const trustedHops = options.trustedHops ?? config().TRUST_PROXY_HOPS;
  if (!Number.isInteger(trustedHops) || trustedHops < 0) throw new TypeError('clientIp: trustedHops moet een geheel getal ≥ 0 zijn.');
  const socketAddress = options.socketAddress ?? defaultSocketAddress;
  const fallback = options.fallback ?? 'onbekend';
  return createMiddleware<{ Variables: ClientIpVariables }>(async function clientIpMiddleware(c, next) {
    c.set('clientIp', pickClientIp(socketAddress(c), c.req.header('x-forwarded-for'), trustedHops) ?? fallback);
    await next();
  });
}
