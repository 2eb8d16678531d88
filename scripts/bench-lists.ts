/**
 * Lists at scale (docs/decisions/024-lists-at-scale.md): the API time of the candidate lists with 100,000
 * candidates and of the admin's home (/cp/admin) and the audit log (/cp/audit) with 1,000,000 audit rows, on
 * PostgreSQL, in-process against the backend app (no network, no gateway; the real bearer check, routing,
 * validation and queries), like scripts/bench-answers.ts.
 *
 * Set-up: a fresh database `bench_lists` on the server of the given URL (dropped first if a previous run left it,
 * and dropped afterwards; the `test` database and its schemas are not touched), migrated like any database, then
 * filled with INSERT … SELECT generate_series:
 * - 20 organisations; 100,000 candidates (role User, Dutch names from a list, about 10 % of them with 'jan' in
 *   the name or address, 90 % active, a third with a profession), 5,000 of them in the first organisation;
 * - one admin, one contact person of that first organisation, one teacher linked to 300 candidates, 200 more
 *   teachers and 50 more contact persons;
 * - 1,000,000 audit rows, two seconds apart: page views (GET), answer saves and notification reads (activity
 *   left out of 'Recente activiteit'), sign-ins, test starts and messages (activity); the newest 50,000 rows hold
 *   no activity at all, as on a morning full of exams.
 * Then VACUUM ANALYZE, as autovacuum would have done on a database that grew to this size.
 *
 * Measured, each p95 against LIST_BUDGET_P95_MS: GET /api/user/GetCandidates as the admin (page 1, a search
 * for 'jan', the middle and the last page, newest first, the disabled ones), as the contact person (page 1, the last page, 'jan') and as the
 * teacher; GetTeachers; the calls of /cp/admin one after the other (the page's API time; the page makes them
 * partly at once) and its two heavy ones alone; GET /api/audit (page 1, page 400, a route and a status filter).
 * A search of two letters, too short for trigrams, is shown without a budget.
 *
 * Each measured call is made 5 times to warm up and then `BENCH_LIST_RUNS` times (default 40); the answer must
 * be 200. The run takes about a minute, most of it filling the database.
 *
 * Alone: `node --import tsx scripts/bench-lists.ts` (BENCH_DATABASE_URL or DATABASE_URL=postgres://…, default
 * postgres://postgres@127.0.0.1:5432/test; BENCH_KEEP=1 keeps the database `bench_lists` for EXPLAIN ANALYZE).
 * Exits 1 when a budget is exceeded.
 */
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { createBackend, type Backend } from '../src/backend/app';
import { openDb, type DbHandle } from '../src/server/db/client';
import { freshBenchDatabase } from './bench-postgres';
import { createOrganization, createUser, type TestUser } from '../src/server/testing/api';

/** Budget of every measured list call and of the admin's home, p95 of API time in milliseconds. */
export const LIST_BUDGET_P95_MS = 50;

/** The name of the database the benchmark creates and drops on the server of the URL it is given. */
export const BENCH_DATABASE = 'bench_lists';

/** Sizes of the benchmark's world. */
export const LIST_WORLD = { candidates: 100_000, ownOrganization: 5_000, organizations: 20, linked: 300, auditRows: 1_000_000 } as const;

/** One measured call (or group of calls): milliseconds of API time. */
export interface ListMeasurement {
  /** What was measured, in Dutch, as printed. */
  label: string;
  /** The call(s), method and path. */
  calls: string[];
  p50: number;
  p95: number;
  /** The budget of p95, milliseconds; null for a measurement shown for information only. */
  budgetP95: number | null;
  /** The answer's `total`, for a paged list. */
  total?: number;
}

/** What `measureLists` measured. */
export interface ListsResult {
  measurements: ListMeasurement[];
  /** Seconds spent creating and filling the database. */
  seedSeconds: number;
  /** Seconds spent measuring. */
  measureSeconds: number;
}

const FIRST_NAMES = [
  'Jan', 'Janneke', 'Jantien', 'Jannes', 'Anna', 'Emma', 'Sophie', 'Julia', 'Lotte', 'Sanne', 'Fleur', 'Eva', 'Lisa', 'Iris',
  'Noor', 'Sara', 'Fatima', 'Yasmina', 'Aylin', 'Mila', 'Daan', 'Sem', 'Lucas', 'Levi', 'Finn', 'Milan', 'Thijs', 'Bram',
  'Ruben', 'Jesse', 'Tim', 'Lars', 'Sven', 'Stijn', 'Mohammed', 'Yousef', 'Ahmed', 'Omar', 'Mehmet', 'Emre', 'Kees', 'Piet',
  'Henk', 'Gerrit', 'Willem', 'Hendrik', 'Maria', 'Johanna', 'Cornelia', 'Wilhelmina', 'Ingrid', 'Marieke', 'Esther', 'Rachid',
  'Karim', 'Dewi', 'Priya', 'Anouk', 'Floor', 'Koen',
];
const LAST_NAMES = [
  'de Jong', 'Jansen', 'de Vries', 'van den Berg', 'van Dijk', 'Bakker', 'Janssen', 'Visser', 'Smit', 'Meijer', 'de Boer',
  'Mulder', 'de Groot', 'Bos', 'Vos', 'Peters', 'Hendriks', 'van Leeuwen', 'Dekker', 'Brouwer', 'de Wit', 'Dijkstra', 'Smits',
  'de Graaf', 'van der Meer', 'van der Linden', 'Kok', 'Jacobs', 'de Haan', 'Vermeulen', 'van den Heuvel', 'van der Veen',
  'van den Broek', 'de Bruijn', 'de Bruin', 'van der Heijden', 'Schouten', 'van Beek', 'Willems', 'van Vliet', 'van de Ven',
  'Hoekstra', 'Maas', 'Verhoeven', 'Koster', 'van Dam', 'van der Wal', 'Prins', 'Blom', 'Huisman', 'Yılmaz', 'El Amrani',
  'Bouzid', 'Öztürk', 'Kaya', 'Şahin', 'Nguyen', 'Pranoto', 'Tahiri', 'Ramdin',
];

const sqlArray = (values: string[]) => `ARRAY[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(',')}]::text[]`;

/** Creates `bench_lists` on the server of `databaseUrl` (dropping a left-over one) and opens it, migrated. */
async function freshDatabase(databaseUrl: string): Promise<{ handle: DbHandle; drop: () => Promise<void> }> {
  const { url, drop } = await freshBenchDatabase(databaseUrl, BENCH_DATABASE);
  return { handle: await openDb({ url }), drop };
}

/** The people the benchmark calls as, with bearer tokens. */
interface World {
  admin: TestUser;
  contact: TestUser;
  teacher: TestUser;
}

/** Fills the world described at the top of this file. */
async function seed(handle: DbHandle): Promise<World> {
  const { db } = handle;
  const run = (statement: string) => db.execute(sql.raw(statement));
  const own = await createOrganization(handle, 'Schoonmaakbedrijf Oost');
  await run(`INSERT INTO organizations (name) SELECT 'Organisatie ' || i FROM generate_series(2, ${LIST_WORLD.organizations}) AS i`);
  await run(`INSERT INTO professions (name) SELECT 'Beroep ' || i FROM generate_series(1, 12) AS i`);
  const admin = await createUser(handle, 'Admin', { name: 'Bart Beheerder' });
  const contact = await createUser(handle, 'ContactPerson', { name: 'Carla Contact', organizationId: own.id });
  const teacher = await createUser(handle, 'Teacher', { name: 'Diederik Docent' });

  // Candidate i (1-based): first name i mod 60, last name (i / 60) mod 60, so every pair occurs; the first
  // `ownOrganization` candidates belong to the contact person's organisation, the others to the 19 others.
  await run(`
    WITH f AS (SELECT ${sqlArray(FIRST_NAMES)} AS a), l AS (SELECT ${sqlArray(LAST_NAMES)} AS a),
    o AS (SELECT array_agg(id ORDER BY name) AS a FROM organizations WHERE id <> '${own.id}'),
    p AS (SELECT array_agg(id ORDER BY name) AS a FROM professions),
    n AS (
      SELECT i, f.a[1 + i % ${FIRST_NAMES.length}] AS first, l.a[1 + (i / ${FIRST_NAMES.length}) % ${LAST_NAMES.length}] AS last
      FROM generate_series(1, ${LIST_WORLD.candidates}) AS i, f, l
    )
    INSERT INTO users (email, name, role, status, organization_id, profession_id, created_at)
    SELECT
      lower(translate(n.first || '.' || n.last, ' ıŞşÖö', '-iSsOo')) || '.' || n.i || '@voorbeeld.nl',
      n.first || ' ' || n.last,
      'User',
      CASE WHEN n.i % 10 = 0 THEN 'invited' WHEN n.i % 33 = 0 THEN 'disabled' ELSE 'active' END,
      CASE WHEN n.i <= ${LIST_WORLD.ownOrganization} THEN '${own.id}'::uuid ELSE o.a[1 + n.i % array_length(o.a, 1)] END,
      CASE WHEN n.i % 3 = 0 THEN p.a[1 + n.i % array_length(p.a, 1)] END,
      now() - n.i * interval '1 minute'
    FROM n, o, p`);
  await run(`
    INSERT INTO users (email, name, role, status, organization_id)
    SELECT 'docent.' || i || '@voorbeeld.nl', 'Docent ' || i, 'Teacher', 'active', NULL FROM generate_series(1, 200) AS i
    UNION ALL
    SELECT 'contact.' || i || '@voorbeeld.nl', 'Contactpersoon ' || i, 'ContactPerson', 'active',
      (SELECT id FROM organizations ORDER BY name OFFSET i % ${LIST_WORLD.organizations} LIMIT 1)
    FROM generate_series(1, 50) AS i`);
  await run(`
    INSERT INTO teacher_candidates (teacher_id, candidate_id)
    SELECT '${teacher.id}', id FROM users WHERE role = 'User' ORDER BY email LIMIT ${LIST_WORLD.linked}`);

  // Audit row i (1 = newest), two seconds apart. By i mod 100: 0–59 page views, 60–89 answer saves, 90–93
  // notifications read, 94–95 sign-ins, 96 a failed sign-in, 97 a test start, 98 a message, 99 a 404; the newest
  // 50,000 rows have page views where the others have activity.
  await run(`
    WITH u AS (SELECT array_agg(id) AS a FROM (SELECT id FROM users WHERE role = 'User' ORDER BY email LIMIT 1000) s),
    r AS (SELECT ${sqlArray(['/api/user/headerinfo', '/api/test', '/api/message/inbox', '/api/user/GetCandidates', '/api/notification'])} AS a)
    INSERT INTO audit_log (at, request_id, user_id, role, method, route, status, duration_ms, client_ip, outcome)
    SELECT
      now() - s.i * interval '2 seconds',
      'bench-' || s.i,
      u.a[1 + s.i % 1000],
      'User',
      CASE WHEN s.k < 60 THEN 'GET' WHEN s.k < 94 THEN 'PUT' WHEN s.k = 99 THEN 'GET' ELSE 'POST' END,
      CASE
        WHEN s.k < 60 THEN r.a[1 + s.k % 5]
        WHEN s.k < 90 THEN '/api/test/attempt/' || md5(s.i::text)::uuid || '/answer'
        WHEN s.k < 94 THEN '/api/notification/read'
        WHEN s.k < 97 THEN '/api/user/login'
        WHEN s.k = 97 THEN '/api/test/' || md5(s.i::text)::uuid || '/start'
        WHEN s.k = 98 THEN '/api/message'
        ELSE '/api/test/' || md5(s.i::text)::uuid
      END,
      CASE WHEN s.k < 90 THEN 200 WHEN s.k < 94 THEN 204 WHEN s.k = 96 THEN 401 WHEN s.k = 98 THEN 201 WHEN s.k = 99 THEN 404 ELSE 200 END,
      s.i % 97,
      '127.0.0.1',
      CASE WHEN s.k = 96 THEN 'denied' WHEN s.k = 99 THEN 'client-error' ELSE 'ok' END
    FROM (
      SELECT i, CASE WHEN i <= 50000 AND i % 100 >= 94 THEN i % 60 ELSE i % 100 END AS k
      FROM generate_series(1, ${LIST_WORLD.auditRows}) AS i
    ) s, u, r`);
  await run('VACUUM ANALYZE');
  return { admin, contact, teacher };
}

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? 0;
}

/** Calls `path` on the backend as `user`; throws unless the answer is 200. Returns the parsed JSON. */
async function get(backend: Backend, user: TestUser, path: string): Promise<{ total?: number }> {
  const res = await backend.request(path, { headers: { authorization: `Bearer ${user.token}` } });
  if (res.status !== 200) throw new Error(`${path} gaf ${res.status}: ${await res.text()}`);
  return (await res.json()) as { total?: number };
}

/** Times `paths` called one after the other as `user`, 5 warm-up rounds and then `runs` measured rounds. */
async function measure(
  backend: Backend,
  user: TestUser,
  label: string,
  paths: string[],
  runs: number,
  budgetP95: number | null = LIST_BUDGET_P95_MS,
): Promise<ListMeasurement> {
  let total: number | undefined;
  for (let i = 0; i < 5; i++) for (const path of paths) total = (await get(backend, user, path)).total;
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    for (const path of paths) await get(backend, user, path);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return {
    label,
    calls: paths.map((p) => `GET ${p}`),
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    budgetP95,
    ...(paths.length === 1 && total !== undefined ? { total } : {}),
  };
}

/**
 * Builds the world described at the top of this file in a fresh database `bench_lists` on the PostgreSQL server
 * of `databaseUrl`, measures the lists and drops the database again (unless BENCH_KEEP=1).
 * @param databaseUrl postgres://… of a server where the user may create databases; the database in it is only
 *   used to create and drop `bench_lists`.
 * @returns p50 and p95 in milliseconds per measured call, with the budget (LIST_BUDGET_P95_MS).
 * @throws when a call does not answer 200, or the server refuses to create the database.
 */
export async function measureLists(databaseUrl: string): Promise<ListsResult> {
  process.env.AUDIT_STDOUT = 'off';
  const runs = Number(process.env.BENCH_LIST_RUNS ?? 40);
  const started = performance.now();
  const { handle, drop } = await freshDatabase(databaseUrl);
  try {
    const world = await seed(handle);
    const seedSeconds = (performance.now() - started) / 1000;
    const backend = createBackend({ db: handle.db, mailer: { send: async () => {} } });
    const measuring = performance.now();
    const lastAll = Math.ceil(LIST_WORLD.candidates / 20);
    const lastOwn = Math.ceil(LIST_WORLD.ownOrganization / 20);
    const measurements = [
      await measure(backend, world.admin, 'Kandidaten (beheerder), pagina 1', ['/api/user/GetCandidates'], runs),
      await measure(backend, world.admin, "Kandidaten (beheerder), zoeken op 'jan'", ['/api/user/GetCandidates?q=jan'], runs),
      await measure(backend, world.admin, `Kandidaten (beheerder), middelste pagina (${lastAll / 2})`, [`/api/user/GetCandidates?page=${lastAll / 2}`], runs),
      await measure(backend, world.admin, `Kandidaten (beheerder), laatste pagina (${lastAll})`, [`/api/user/GetCandidates?page=${lastAll}`], runs),
      await measure(backend, world.admin, 'Kandidaten (beheerder), nieuwste eerst, pagina 1', ['/api/user/GetCandidates?sort=created'], runs),
      await measure(backend, world.admin, 'Kandidaten (beheerder), status uitgeschakeld', ['/api/user/GetCandidates?status=disabled'], runs),
      await measure(backend, world.contact, 'Kandidaten (contactpersoon), pagina 1', ['/api/user/GetCandidates'], runs),
      await measure(backend, world.contact, `Kandidaten (contactpersoon), laatste pagina (${lastOwn})`, [`/api/user/GetCandidates?page=${lastOwn}`], runs),
      await measure(backend, world.contact, "Kandidaten (contactpersoon), zoeken op 'jan'", ['/api/user/GetCandidates?q=jan'], runs),
      await measure(backend, world.teacher, 'Kandidaten (docent), pagina 1', ['/api/user/GetCandidates'], runs),
      await measure(backend, world.admin, 'Docenten (beheerder), pagina 1', ['/api/user/GetTeachers'], runs),
      await measure(
        backend,
        world.admin,
        '/cp/admin: alle API-aanroepen na elkaar',
        ['/api/user/counts', '/api/test?page=1', '/api/audit/activity', '/api/notification', '/api/message/inbox?page=1'],
        runs,
      ),
      await measure(backend, world.admin, '/cp/admin: recente activiteit', ['/api/audit/activity'], runs),
      await measure(backend, world.admin, '/cp/admin: actieve gebruikers per rol', ['/api/user/counts'], runs),
      await measure(backend, world.admin, '/cp/audit: pagina 1', ['/api/audit'], runs),
      await measure(backend, world.admin, '/cp/audit: pagina 400', ['/api/audit?page=400'], runs),
      await measure(backend, world.admin, '/cp/audit: gefilterd op route', ['/api/audit?route=/api/user/login'], runs),
      await measure(backend, world.admin, '/cp/audit: gefilterd op status 500 (geen regels)', ['/api/audit?status=500'], runs),
      // Too short for trigrams: every row is compared (docs/decisions/024-lists-at-scale.md); for information.
      await measure(backend, world.admin, "Kandidaten (beheerder), zoeken op 'ja' (2 letters)", ['/api/user/GetCandidates?q=ja'], runs, null),
    ];
    return { measurements, seedSeconds, measureSeconds: (performance.now() - measuring) / 1000 };
  } finally {
    await handle.close();
    if (process.env.BENCH_KEEP !== '1') await drop();
  }
}

/** True when every measurement with a budget is within it. */
export function withinBudget(result: ListsResult): boolean {
  return result.measurements.every((m) => m.budgetP95 === null || m.p95 <= m.budgetP95);
}

function row(what: string, value: string, budget: string, ok: string): void {
  console.log(`${what.padEnd(56)} ${value.padStart(16)}${budget ? `   budget ${budget.padStart(8)}   ${ok}` : ''}`);
}

/** Prints the measurements as a table, each p95 beside its budget. */
export function printLists(result: ListsResult): void {
  console.log(
    `Lijsten op PostgreSQL: ${LIST_WORLD.candidates.toLocaleString('nl-NL')} kandidaten, ${LIST_WORLD.auditRows.toLocaleString('nl-NL')} auditregels ` +
      `(opbouwen ${result.seedSeconds.toFixed(1)} s, meten ${result.measureSeconds.toFixed(1)} s)`,
  );
  for (const m of result.measurements) {
    const total = m.total !== undefined ? ` (${m.total} totaal)` : '';
    const judged = m.budgetP95 !== null;
    row(
      `  ${m.label}${total}`,
      `${m.p50.toFixed(1)} / ${m.p95.toFixed(1)} ms`,
      judged ? `${m.budgetP95} ms` : '',
      judged ? (m.p95 <= (m.budgetP95 ?? 0) ? 'binnen budget' : 'BOVEN BUDGET') : '',
    );
  }
  console.log('  (p50 / p95 van de API-tijd, in het proces, zonder gateway)');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const url = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  measureLists(url)
    .then((result) => {
      printLists(result);
      process.exit(withinBudget(result) ? 0 : 1);
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
