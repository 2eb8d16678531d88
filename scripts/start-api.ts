/**
 * `npm run start:api`: the platform API (src/backend) alone, as the API tier behind one or more gateways that
 * forward to it with API_UPSTREAM_URL (docs/architecture.md, "forwarding", "scale-out").
 *
 * Settings: those of src/config.server.ts, among them API_PORT (default 4322; 0 picks a free port) and HOST
 * (default localhost; 0.0.0.0 to accept other machines). Prints `API luistert op http://host:port` once it
 * listens. Stops gracefully on SIGINT/SIGTERM: no new connections, running calls finish (at most 10 s), the mail
 * outbox's delivery in progress finishes (docs/decisions/049-mail-outbox.md), then the database is closed and the Typst process ended (docs/decisions/032-typst-in-a-child-process.md).
 *
 * Use PostgreSQL (DATABASE_URL) when gateway and API run as separate processes: embedded PGlite allows one
 * process per data folder.
 */
import type { AddressInfo } from 'node:net';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
// Runs from any working directory: the migrations are this installation's unless MIGRATIONS_DIR says otherwise.
process.env.MIGRATIONS_DIR ??= resolve(root, 'migrations');

const { serve } = await import('@hono/node-server');
const { config, publicUrlNotice } = await import('../src/config.server');
const { createBackend } = await import('../src/backend/app');
const { closeDb, getDbHandle } = await import('../src/server/db/client');
const { stopMailWorkers } = await import('../src/server/mail/outbox');
const { signingKeys } = await import('../src/server/auth/tokens');
const { stopTypstRenderer } = await import('../src/server/typst/renderer.server');

let settings: ReturnType<typeof config>;
try {
  settings = config(); // a wrong setting stops here with its Dutch message
  const notice = publicUrlNotice(process.env); // the API writes the links in mails
  if (notice) (notice.warn ? console.warn : console.log)(notice.line);
  const handle = await getDbHandle(); // migrate before taking calls
  await signingKeys();
  if (handle.kind === 'pglite') {
    console.warn('Let op: de API gebruikt de ingebouwde PGlite-database; start geen andere server op dezelfde DATA_DIR.');
  }
} catch (error) {
  console.error(`De API kan niet starten: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

const server = serve({ fetch: createBackend().fetch, port: settings.API_PORT, hostname: settings.HOST }, (info: AddressInfo) => {
  const shown = info.family === 'IPv6' ? `[${info.address}]` : info.address;
  console.log(`API luistert op http://${shown}:${info.port}`);
});

let stopping = false;
function stop(signal: string): void {
  if (stopping) process.exit(1);
  stopping = true;
  console.log(`${signal} ontvangen: de API stopt.`);
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  server.close(() => {
    Promise.allSettled([stopMailWorkers().then(closeDb), stopTypstRenderer()]).finally(() => process.exit(0));
  });
  (server as import('node:http').Server).closeIdleConnections?.();
}
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
