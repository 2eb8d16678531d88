/**
 * `npm run seed`: fills an empty database (the configured one: PGlite under DATA_DIR, or DATABASE_URL) with
 * demo data (src/backend/seed.ts) and prints the demo accounts. Does nothing when users exist already.
 * Exit code 0 on success, 1 on failure.
 */
import { closeDb, getDbHandle } from '../src/server/db/client';
import { DEMO_LOGINS, DEMO_PASSWORD, seedDemo } from '../src/backend/seed';
import { ROLE_LABELS } from '../src/lib/roles';

async function main(): Promise<void> {
  const handle = await getDbHandle();
  try {
    const { created } = await seedDemo(handle.db);
    if (!created) {
      console.log('De database bevat al gebruikers; er zijn geen demogegevens toegevoegd.');
      return;
    }
    console.log(`Demogegevens toegevoegd (${handle.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}). Log in met:`);
    for (const login of DEMO_LOGINS) {
      console.log(`  ${ROLE_LABELS[login.role].padEnd(15)} ${login.email.padEnd(28)} (${login.name})`);
    }
    console.log(`Wachtwoord voor alle demo-accounts: ${DEMO_PASSWORD}`);
  } finally {
    await closeDb();
  }
}

main().catch((error: unknown) => {
  console.error('Demogegevens toevoegen is mislukt:', error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
