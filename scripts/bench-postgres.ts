/**
 * A database of a benchmark's own on a PostgreSQL server, so a benchmark never touches the database other tests
 * use (scripts/bench-lists.ts, scripts/bench-exam.ts).
 */

/**
 * Creates database `name` afresh (dropping a left-over one) on the PostgreSQL server of `databaseUrl`.
 * @param name a plain SQL identifier (`bench_lists`, `bench_exam`); it is written into the statements as is.
 * @returns the new database's URL and a function that drops it.
 * @throws Error when the server cannot be reached or refuses the statements.
 */
export async function freshBenchDatabase(databaseUrl: string, name: string): Promise<{ url: string; drop: () => Promise<void> }> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`ongeldige databasenaam: ${name}`);
  const { default: pg } = await import('pg');
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
