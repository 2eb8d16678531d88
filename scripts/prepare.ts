/**
 * Start-up preparation, run by scripts/start.mjs in its own process BEFORE the server bundle is loaded:
 * opens the configured database (which applies pending migrations), creates the signing keys when none exist,
 * and on embedded PGlite (no DATABASE_URL) fills an empty database with the demo data (src/backend/seed.ts).
 * Then it closes the database again: PGlite allows one process at a time, and the server opens it next.
 * Without PUBLIC_URL it says which address links in mails use, on stderr when other devices cannot open them
 * (`publicUrlNotice` in src/config.server.ts).
 *
 * Output: ordinary log lines, and one last line `PREPARED {json}` for start.mjs:
 * `{ database: 'pglite' | 'postgres', port, host, demo: null | { created, password, logins: [{ email, role, roleLabel, name }] } }`
 * (`port`, `host`: the validated PORT and HOST settings, for the server to listen on)
 * (`logins`: the demo accounts that exist in the database). Exit code 1 with a Dutch message on failure.
 *
 * Runs from any working directory: MIGRATIONS_DIR is this installation's `migrations` folder unless given.
 */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const PREPARED_PREFIX = 'PREPARED ';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
process.env.MIGRATIONS_DIR ??= resolve(root, 'migrations');

async function main(): Promise<void> {
  const { inArray } = await import('drizzle-orm');
  const { config, publicUrlNotice } = await import('../src/config.server');
  const { getDbHandle, closeDb } = await import('../src/server/db/client');
  const { signingKeys } = await import('../src/server/auth/tokens');
  const { users } = await import('../src/server/db/schema');
  const { ROLE_LABELS } = await import('../src/lib/roles');

  const settings = config(); // a wrong setting stops here with its Dutch message
  const notice = publicUrlNotice(process.env); // which address links in mails use
  if (notice) (notice.warn ? console.warn : console.log)(notice.line);
  const handle = await getDbHandle();
  try {
    await signingKeys();
    let demo = null;
    if (handle.kind === 'pglite') {
      const { DEMO_LOGINS, DEMO_PASSWORD, seedDemo } = await import('../src/backend/seed');
      const { created } = await seedDemo(handle.db);
      const emails = DEMO_LOGINS.map((l) => l.email);
      const existing = new Set(
        (await handle.db.select({ email: users.email }).from(users).where(inArray(users.email, emails))).map((u) => u.email),
      );
      const logins = DEMO_LOGINS.filter((l) => existing.has(l.email)).map((l) => ({ ...l, roleLabel: ROLE_LABELS[l.role] }));
      demo = { created, password: DEMO_PASSWORD, logins };
    }
    console.log(PREPARED_PREFIX + JSON.stringify({ database: handle.kind, port: settings.PORT, host: settings.HOST, demo }));
  } finally {
    await closeDb();
  }
}

main().catch((error: unknown) => {
  console.error(`Voorbereiden van de server is mislukt: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
