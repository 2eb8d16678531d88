/**
 * The gateway as a process of its own, for the two-process test (upstream.db.test.ts): `createGateway` with
 * the fake page handler, served by @hono/node-server, forwarding `/api` to API_UPSTREAM_URL. Sessions and the
 * audit log use DATABASE_URL (PostgreSQL; embedded PGlite cannot be shared by two processes).
 *
 * Run: `node --import tsx src/gateway/testing/serve-gateway.ts`; GATEWAY_PORT (0 = a free port) and HOST.
 * Prints `GATEWAY http://host:port` when it listens.
 */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createGateway } from '#src/gateway/app';
import { fakePages } from './fake-pages';

if (!process.env.API_UPSTREAM_URL || !process.env.DATABASE_URL) {
  console.error('serve-gateway: API_UPSTREAM_URL en DATABASE_URL zijn nodig.');
  process.exit(1);
}

const app = createGateway({ pages: fakePages, clientDir: null });
const server = serve(
  { fetch: app.fetch, port: Number(process.env.GATEWAY_PORT ?? 0), hostname: process.env.HOST ?? '127.0.0.1' },
  (info: AddressInfo) => console.log(`GATEWAY http://${info.address}:${info.port}`),
);
process.on('SIGTERM', () => server.close(() => process.exit(0)));
