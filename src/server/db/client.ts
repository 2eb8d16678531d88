/**
 * Database access: embedded PGlite in `DATA_DIR/pglite` by default, PostgreSQL through a `pg` pool when
 * `DATABASE_URL` is set (docs/architecture.md, "data"). Migrations under ./migrations are applied on open.
 *
 * @example
 *   const db = await getDb();
 *   const rows = await db.select().from(users);
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { config } from '#src/config.server';
import * as schema from './schema';

/** The Drizzle database handle, the same shape on PGlite and on PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DbHandle {
  db: Db;
  /** 'pglite' or 'postgres'. */
  kind: 'pglite' | 'postgres';
  /** PostgreSQL only: the database's address, for a test that opens a second pool on it (another "process"). */
  url?: string;
  close(): Promise<void>;
  /** PGlite only: the whole data folder as an uncompressed tarball, for `openDb({ loadDataDir })`. */
  dumpDataDir?: () => Promise<Blob>;
}

/**
 * Opens a database and applies pending migrations.
 * @param options.url postgres://… for PostgreSQL; omitted → PGlite.
 * @param options.dataDir PGlite folder; `memory://` for an in-memory database (tests).
 * @param options.loadDataDir PGlite only: a tarball from `dumpDataDir()` to start from (an empty folder is filled
 *   from it); migrations it already has are skipped as usual.
 */
export async function openDb(options: { url?: string; dataDir?: string; loadDataDir?: Blob }): Promise<DbHandle> {
  if (options.url) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new pg.Pool({ connectionString: options.url, max: config().DATABASE_POOL_SIZE });
    // An idle client that loses its connection (database restart, network) emits 'error' on the pool; without
    // a listener Node would crash the process. The pool replaces the client on the next query.
    pool.on('error', (error) => console.error(`[database] verbinding verloren: ${error.message}`));
    const db = drizzle(pool, { schema });
    await migrate(db, { migrationsFolder: config().migrationsDir });
    return { db: db as unknown as Db, kind: 'postgres', url: options.url, close: () => pool.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const dir = options.dataDir ?? 'memory://';
  if (!dir.startsWith('memory://')) mkdirSync(dir, { recursive: true });
  // pg_trgm serves the contains-search of the lists (migration 0006; docs/decisions/024-lists-at-scale.md); PGlite
  // ships it, loaded here so the migration's CREATE EXTENSION finds it.
  const client = await PGlite.create(dir, { extensions: { pg_trgm }, postgresqlconf: PGLITE_SETTINGS, loadDataDir: options.loadDataDir });
  const db = drizzle(bytesAsBinary(parseAsDrizzleDoes(client)), { schema });
  await migrate(db, { migrationsFolder: config().migrationsDir });
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close(), dumpDataDir: () => client.dumpDataDir('none') };
}

/**
 * postgresql.conf lines for embedded PGlite (written into its data folder at every open). PostgreSQL's default
 * `shared_buffers` of 128 MB costs the server about 140 MB of resident memory under PGlite; 16 MB measured the same
 * query times on 200,000 rows, because the files stay in the operating system's cache (docs/decisions/026-exam-morning-server.md).
 */
export const PGLITE_SETTINGS = ['shared_buffers = 16MB'];

/**
 * Type ids drizzle-orm's PGlite driver asks to receive as text with every query (drizzle-orm/pglite/session.js):
 * timestamp, timestamptz, interval, date and the arrays numeric[], timestamp[], timestamptz[], interval[], date[].
 */
export const DRIZZLE_TEXT_TYPES: readonly number[] = [1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182];
const asText = (value: string) => value;

/**
 * Makes `client` parse the types of DRIZZLE_TEXT_TYPES as text itself, and drops the per-query `parsers` of a
 * query that asks only that. drizzle-orm passes them with every query, and PGlite merges them into a copy of its
 * whole table of ~320 type parsers each time: about 0.2 ms a query, a third of a small query's time (measured
 * with PGlite 0.5.16; docs/decisions/044-page-cost-on-pglite.md). Results are unchanged; a query asking other
 * parsers keeps them. Changes `client` in place and returns it.
 */
export function parseAsDrizzleDoes<T extends Pick<PGliteLike, 'parsers' | 'query'>>(client: T): T {
  for (const type of DRIZZLE_TEXT_TYPES) client.parsers[type] = asText;
  const query = client.query.bind(client);
  const textOnly = (parsers: Record<number, unknown>) => Object.keys(parsers).every((key) => DRIZZLE_TEXT_TYPES.includes(Number(key)));
  client.query = ((sqlText: string, params?: unknown[], options?: { parsers?: Record<number, unknown> }) =>
    query(sqlText, params, options?.parsers && textOnly(options.parsers) ? { ...options, parsers: undefined } : options)) as T['query'];
  return client;
}

/** PostgreSQL's type id of `bytea`. */
const BYTEA = 17;

/**
 * Makes `client` send `bytea` parameters as binary and read `bytea` results with Node's hex decoder. PGlite 0.5.16
 * writes a Uint8Array parameter as a hex text of one JavaScript string per byte (`Array.from(bytes).map(…).join('')`)
 * and reads one back with a `parseInt` per byte, both on the server's one event loop: for a report's 1.3 MB PDF about
 * 0.3 s to write and 0.16 s to read, and storing it held the loop for 0.3–0.7 s in all (docs/decisions/040). A Uint8Array the serializer leaves as it
 * is goes to PostgreSQL in the binary format (PGlite's Bind message sends typed arrays as binary), which costs a copy;
 * `Buffer.from(hex, 'hex')` decodes in native code. Results are unchanged. Changes `client` in place and returns it.
 */
export function bytesAsBinary<T extends Pick<PGliteLike, 'parsers' | 'serializers'>>(client: T): T {
  client.serializers[BYTEA] = (value: unknown) => (value instanceof Uint8Array ? value : String(value));
  client.parsers[BYTEA] = (text: string) => {
    const bytes = Buffer.from(text.slice(2), 'hex'); // '\\x0a1b…'
    return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  };
  return client;
}

/** What parseAsDrizzleDoes needs of a PGlite client. */
interface PGliteLike {
  parsers: Record<number | string, (value: string, type: number) => unknown>;
  serializers: Record<number | string, (value: unknown) => unknown>;
  query(sqlText: string, params?: unknown[], options?: object): Promise<unknown>;
}

let shared: Promise<DbHandle> | undefined;

/** The process-wide database from the configuration, opened and migrated on first use. */
export function getDbHandle(): Promise<DbHandle> {
  if (!shared) {
    const cfg = config();
    shared = openDb({ url: cfg.DATABASE_URL, dataDir: join(cfg.dataDir, 'pglite') });
    shared.catch(() => {
      shared = undefined;
    });
  }
  return shared;
}

/** Shorthand for `(await getDbHandle()).db`. */
export async function getDb(): Promise<Db> {
  return (await getDbHandle()).db;
}

/**
 * The process-wide database if it is open (or opening), else undefined: for background work such as a clean-up
 * timer, which must not open the database itself (before the first request, or after shutdown closed it).
 */
export function openedDb(): Promise<Db> | undefined {
  return shared?.then((handle) => handle.db);
}

/** Closes the process-wide database (server shutdown, end of tests). */
export async function closeDb(): Promise<void> {
  const handle = shared;
  shared = undefined;
  if (handle) await (await handle).close();
}

/** Replaces the process-wide database, for tests that open their own. */
export function useDb(handle: DbHandle): void {
  shared = Promise.resolve(handle);
}
