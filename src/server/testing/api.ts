/**
 * The one place for helpers of in-process backend and gateway tests (habit 5): a fresh migrated database per
 * test file (in-memory PGlite, or a new database on the PostgreSQL server named by DATABASE_URL), users of each
 * role with tokens issued as sign-in does, a JSON call helper and the `Caller` for calling services directly.
 * Feature fixtures (content samples, a mailbox world, tests built through the API) live in each feature's
 * `api/fixtures.ts` and build on these.
 */
import { createHash, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { config } from '#src/config.server';
import type { Backend } from '#src/backend/app';
import type { Caller } from '#src/server/context';
import type { Role } from '#src/lib/roles';
import { idempotencyHeaders } from '#src/lib/idempotency';
import { openDb, type DbHandle } from '#src/server/db/client';
import { organizations, teacherCandidates, users } from '#src/server/db/schema';
import { issueToken } from '#src/server/auth/issued-tokens';
import { hashPassword } from '#src/features/accounts/api/password';

/**
 * Opens an empty, migrated database for one test file, copied from a template made once per set of migrations
 * (`migrationsHash`): on PGlite an in-memory database loaded from `pgliteTemplate()`; on PostgreSQL a database with a
 * random name made with `CREATE DATABASE … TEMPLATE` from `postgresTemplate()` and dropped in `close()`. Migrations
 * still run on open, so a template that lacks one is brought up to date like any database.
 */
export async function openTestDb(): Promise<DbHandle> {
  const url = process.env.DATABASE_URL;
  if (!url) return openDb({ dataDir: 'memory://', loadDataDir: await pgliteTemplate() });
  const { default: pg } = await import('pg');
  const name = `t_${randomUUID().replace(/-/g, '')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${await postgresTemplate(admin, url)}`);
  } finally {
    await admin.end();
  }
  const handle = await openDb({ url: databaseUrl(url, name) });
  return {
    ...handle,
    async close() {
      await handle.close();
      const again = new pg.Client({ connectionString: url });
      await again.connect();
      await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await again.end();
    },
  };
}

/** `url` with its database name replaced by `name`. */
function databaseUrl(url: string, name: string): string {
  const changed = new URL(url);
  changed.pathname = `/${name}`;
  return changed.toString();
}

/**
 * 16 hex digits of a SHA-256 over the migration files (names and contents) and the PGlite version: a changed or
 * added migration, or another PGlite, names a new template.
 */
function migrationsHash(): string {
  const dir = config().migrationsDir;
  const hash = createHash('sha256');
  hash.update((JSON.parse(readFileSync(join(process.cwd(), 'node_modules/@electric-sql/pglite/package.json'), 'utf8')) as { version: string }).version);
  for (const name of readdirSync(dir, { recursive: true }).map(String).sort()) {
    if (name.endsWith('.sql') || name.endsWith('.json')) hash.update(name).update(readFileSync(join(dir, name)));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * An empty PGlite database with every migration applied, as the tarball `dumpDataDir()` writes, kept in DATA_DIR
 * as `pglite-template-{hash}.tar` (about 45 MB). Loading it takes a fraction of the time of migrating a new database,
 * which every test file would otherwise do. Written under a temporary name and renamed, so test files that make it
 * at the same moment never read half a file; the one that writes it deletes the templates of older migrations in
 * DATA_DIR (a worker of the same run reads the file of its own hash, never an older one).
 */
async function pgliteTemplate(): Promise<Blob> {
  const file = join(config().dataDir, `pglite-template-${migrationsHash()}.tar`);
  if (!existsSync(file)) {
    const handle = await openDb({ dataDir: 'memory://' });
    const dump = await handle.dumpDataDir!();
    await handle.close();
    mkdirSync(config().dataDir, { recursive: true });
    const temporary = `${file}.${randomUUID()}`;
    writeFileSync(temporary, new Uint8Array(await dump.arrayBuffer()));
    renameSync(temporary, file);
    // Templates of older migrations in this folder are of no further use (about 45 MB each).
    for (const old of readdirSync(config().dataDir)) {
      if (/^pglite-template-[0-9a-f]{16}\.tar$/.test(old) && join(config().dataDir, old) !== file) rmSync(join(config().dataDir, old), { force: true });
    }
  }
  return new Blob([readFileSync(file)]);
}

/**
 * The name of a migrated, otherwise empty template database `tmpl_{hash}` on the server of `url`, made when missing
 * through `admin` (a connected client to that server). Test files of one run make it one at a time (an advisory
 * lock, released before this returns); it is migrated under another name and renamed when complete, so a run that
 * stopped halfway leaves no template that looks finished. Templates stay on the server for the next run; one of an
 * older set of migrations can be dropped by hand.
 */
async function postgresTemplate(admin: { query: (text: string, values?: unknown[]) => Promise<{ rowCount: number | null }> }, url: string): Promise<string> {
  const name = `tmpl_${migrationsHash()}`;
  await admin.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
  try {
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) {
      const building = `${name}_building`;
      await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${building}`);
      await (await openDb({ url: databaseUrl(url, building) })).close();
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    }
    return name;
  } finally {
    await admin.query('SELECT pg_advisory_unlock(hashtext($1))', [name]);
  }
}

/** A password every test user gets; 12+ characters. */
export const TEST_PASSWORD = 'correct-paard-batterij';

let cachedHash: Promise<string> | undefined;

/**
 * Creates an active user. The password hash of TEST_PASSWORD is computed once per file to keep tests fast.
 * @returns the user row plus a bearer token for it, issued as sign-in does (server/auth/issued-tokens.ts).
 */
export async function createUser(
  handle: DbHandle,
  role: Role,
  overrides: Partial<typeof users.$inferInsert> = {},
): Promise<typeof users.$inferSelect & { token: string }> {
  cachedHash ??= hashPassword(TEST_PASSWORD);
  const [user] = await handle.db
    .insert(users)
    .values({
      email: `${role.toLowerCase()}-${randomUUID().slice(0, 8)}@test.example`,
      name: `Test ${role}`,
      role,
      status: 'active',
      passwordHash: await cachedHash,
      ...overrides,
    })
    .returning();
  if (!user) throw new Error('gebruiker niet aangemaakt');
  const { token } = await issueToken(handle.db, { id: user.id, email: user.email, role });
  return { ...user, token };
}

/** Creates an organisation. */
export async function createOrganization(handle: DbHandle, name = 'Testorganisatie') {
  const [org] = await handle.db.insert(organizations).values({ name }).returning();
  if (!org) throw new Error('organisatie niet aangemaakt');
  return org;
}

/** Headers for a JSON call with a bearer token. */
export function authHeaders(token?: string): Record<string, string> {
  return token ? { authorization: `Bearer ${token}`, 'content-type': 'application/json' } : { 'content-type': 'application/json' };
}

export type TestUser = Awaited<ReturnType<typeof createUser>>;

/** The `Idempotency-Key` header for `key` as forms send it (lib/idempotency.ts; docs/api.md "Idempotency-Key"). */
export function withKey(key: string): Record<string, string> {
  return idempotencyHeaders(key);
}

/** Status and parsed JSON of an answer. Tests read whatever JSON the API answers; `any` keeps assertions short. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Answer = { status: number; json: any };

/**
 * Calls the API in-process with the user's token (none when `user` is undefined).
 * `body` is sent as JSON unless it is a string, which is sent as is (for malformed JSON).
 * @param headers more request headers, e.g. `withKey(key)` for an `Idempotency-Key`.
 * @returns the status and the parsed JSON answer (null for an empty body).
 */
export async function call(
  app: Backend,
  method: string,
  path: string,
  user?: { token: string },
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const res = await app.request(path, {
    method,
    headers: { ...authHeaders(user?.token), ...headers },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : null };
}

/** The `Caller` the backend would build for `user`. */
export function callerOf(user: TestUser): Caller {
  const role = user.role as Caller['role'];
  return { id: user.id, email: user.email, name: user.name, role, organizationId: user.organizationId, professionId: null, sid: 'test', exp: 0 };
}

/** Links a teacher to a candidate (teacher_candidates). */
export async function link(handle: DbHandle, teacher: TestUser, candidate: TestUser): Promise<void> {
  await handle.db.insert(teacherCandidates).values({ teacherId: teacher.id, candidateId: candidate.id });
}
