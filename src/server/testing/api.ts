/**
 * The one place for helpers of in-process backend and gateway tests (habit 5): a fresh migrated database per
 * test file (in-memory PGlite, or a new database on the PostgreSQL server named by DATABASE_URL), users of each
 * role with tokens issued as sign-in does, a JSON call helper and the `Caller` for calling services directly.
 * Feature fixtures (content samples, a mailbox world, tests built through the API) live in each feature's
 * `api/fixtures.ts` and build on these.
 */
import { randomUUID } from 'node:crypto';
import type { Backend } from '#src/backend/app';
import type { Caller } from '#src/server/context';
import type { Role } from '#src/lib/roles';
import { openDb, type DbHandle } from '#src/server/db/client';
import { organizations, teacherCandidates, users } from '#src/server/db/schema';
import { issueToken } from '#src/server/auth/issued-tokens';
import { hashPassword } from '#src/features/accounts/api/password';

/**
 * Opens an empty, migrated database for one test file. On PostgreSQL it creates a database with a random
 * name and drops it in `close()`.
 */
export async function openTestDb(): Promise<DbHandle> {
  const url = process.env.DATABASE_URL;
  if (!url) return openDb({ dataDir: 'memory://' });
  const { default: pg } = await import('pg');
  const name = `t_${randomUUID().replace(/-/g, '')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const testUrl = new URL(url);
  testUrl.pathname = `/${name}`;
  const handle = await openDb({ url: testUrl.toString() });
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

/** Status and parsed JSON of an answer. Tests read whatever JSON the API answers; `any` keeps assertions short. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Answer = { status: number; json: any };

/**
 * Calls the API in-process with the user's token (none when `user` is undefined).
 * `body` is sent as JSON unless it is a string, which is sent as is (for malformed JSON).
 * @returns the status and the parsed JSON answer (null for an empty body).
 */
export async function call(
  app: Backend,
  method: string,
  path: string,
  user?: { token: string },
  body?: unknown,
): Promise<Answer> {
  const res = await app.request(path, {
    method,
    headers: authHeaders(user?.token),
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
