/**
 * The start of an exam on one server (the platform's peak): a room of candidates signs in within a few seconds
 * and opens the test player, and how fast pages render next to a static file. Both run against the real built
 * server (`scripts/start.mjs` on its own embedded database), over loopback.
 *
 * - `measureExamMorning`: `candidates` accounts (default 200) with the demo candidate's test; each signs in
 *   through the login page at a random moment within `withinSeconds` (default 10), starts the test and loads the
 *   player page. Budgets: sign-in p99 ≤ 1 s, player render p99 ≤ 300 ms, 0 errors, server RSS ≤ 400 MB during
 *   and 5 s after (sampled every 100 ms from /proc).
 * - `measureThroughput`: requests per second at 10 connections for a static file, the candidate dashboard and
 *   the player, in alternating 3-second rounds on the same server so that the machine's drift hits them alike.
 *   Budget: each page ≥ 25 % of the static file's rate.
 *
 * Latencies in ms, sizes in bytes (RSS reported in MB = 2^20 bytes).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { Pool } from 'undici';
import { freshBenchDatabase } from './bench-postgres';

/** Budgets of the exam morning. */
export const EXAM_BUDGET = { signInP99Ms: 1000, playerP99Ms: 300, rssMb: 400, pageShareOfStatic: 0.25 } as const;

const PASSWORD = 'demo-wachtwoord';
const DEMO_CANDIDATE = 'kandidaat@example.org';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface Percentiles {
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export interface ExamMorningResult {
  candidates: number;
  signIn: Percentiles;
  player: Percentiles;
  /** Calls that did not answer as expected (status), or failed. */
  errors: number;
  /** What went wrong, by step and status: `{ 'inloggen 503': 3 }`. */
  failures: Record<string, number>;
  /** Highest RSS while the room signed in and opened the player, and 5 s after, MB. */
  rssPeakMb: number;
  rssAfterMb: number;
  rssIdleMb: number;
  seconds: number;
}

export interface ThroughputResult {
  /** Requests per second at 10 connections. */
  staticFile: number;
  dashboard: number;
  player: number;
  staticPath: string;
}

function percentiles(values: number[]): Percentiles {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.max(0, Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
  return { p50: at(50), p95: at(95), p99: at(99), max: sorted.at(-1) ?? 0 };
}

/** Resident set size of a process, MB (Linux /proc). */
function rssMb(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : 0;
}

/** A server of its own on `port`, with a fresh embedded database under `dataDir`. */
interface BenchServer {
  origin: string;
  child: ChildProcess;
  pool: Pool;
  stop(): Promise<void>;
}

async function startServer(port: number, dataDir: string, databaseUrl?: string): Promise<BenchServer> {
  const origin = `http://localhost:${port}`;
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: 'localhost', DATA_DIR: dataDir, AUDIT_STDOUT: 'off', PUBLIC_URL: origin };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  const child = spawn('node', ['scripts/start.mjs'], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const pool = new Pool(origin, { connections: 256, pipelining: 1 });
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error('de server is gestopt voordat hij klaar was');
    if (Date.now() > deadline) throw new Error('de server kwam niet op tijd op');
    try {
      const res = await pool.request({ method: 'GET', path: '/login' });
      await res.body.dump();
      if (res.statusCode === 200) break;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  return {
    origin,
    child,
    pool,
    async stop() {
      await pool.close();
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}

/** Database of the exam-morning run on PostgreSQL, made afresh on the given server and dropped afterwards. */
const PG_DATABASE = 'bench_exam';

/**
 * Adds `count` candidates (`examen-{n}@example.org`, the demo password) with the demo candidate's profession,
 * organisation and test to the database the server will use (the embedded one under `dataDir`, or `databaseUrl`),
 * which the demo data fills first. Runs before the server opens it (PGlite allows one process at a time).
 */
export async function addCandidates(dataDir: string, count: number, databaseUrl?: string): Promise<void> {
  const previous = { DATA_DIR: process.env.DATA_DIR, DATABASE_URL: process.env.DATABASE_URL };
  process.env.DATA_DIR = dataDir;
  if (databaseUrl) process.env.DATABASE_URL = databaseUrl;
  else delete process.env.DATABASE_URL;
  const { resetConfig } = await import('../src/config.server');
  resetConfig();
  const { eq } = await import('drizzle-orm');
  const { getDbHandle, closeDb } = await import('../src/server/db/client');
  const { seedDemo } = await import('../src/backend/seed');
  const { hashPassword } = await import('../src/features/accounts/api/password');
  const { testAssignments, users } = await import('../src/server/db/schema');
  const handle = await getDbHandle(); // the server's own place under DATA_DIR
  try {
    await seedDemo(handle.db);
    const [demo] = await handle.db.select().from(users).where(eq(users.email, DEMO_CANDIDATE));
    const [assignment] = demo ? await handle.db.select().from(testAssignments).where(eq(testAssignments.candidateId, demo.id)) : [];
    if (!demo || !assignment) throw new Error('de demokandidaat heeft geen test');
    const passwordHash = await hashPassword(PASSWORD);
    const rows = await handle.db
      .insert(users)
      .values(
        Array.from({ length: count }, (_, n) => ({
          email: `examen-${n}@example.org`,
          name: `Examenkandidaat ${n}`,
          role: 'User',
          status: 'active',
          passwordHash,
          organizationId: demo.organizationId,
          professionId: demo.professionId,
        })),
      )
      .returning({ id: users.id });
    await handle.db.insert(testAssignments).values(rows.map((r) => ({ testId: assignment.testId, candidateId: r.id })));
  } finally {
    await closeDb();
    for (const [key, value] of Object.entries(previous)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
    resetConfig();
  }
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

async function send(pool: Pool, method: 'GET' | 'POST', path: string, headers: Record<string, string>, body?: string): Promise<Answer> {
  const res = await pool.request({ method, path, headers, body });
  return { status: res.statusCode, headers: res.headers, text: await res.body.text() };
}

/** Steps that failed, by step and status (see ExamMorningResult.failures). */
type Failures = Record<string, number>;
const failed = (failures: Failures | undefined, step: string, status: number | string) => {
  if (failures) failures[`${step} ${status}`] = (failures[`${step} ${status}`] ?? 0) + 1;
};

/** Signs in through the login page as a browser without JavaScript does. @returns the `sid=…` cookie, or null. */
async function signIn(server: BenchServer, email: string, failures?: Failures): Promise<string | null> {
  const body = new URLSearchParams({ email, password: PASSWORD }).toString();
  const res = await send(server.pool, 'POST', '/login', { 'content-type': 'application/x-www-form-urlencoded', origin: server.origin }, body);
  if (res.status !== 303) {
    failed(failures, 'inloggen', res.status);
    return null;
  }
  return (
    ([] as string[])
      .concat(res.headers['set-cookie'] ?? [])
      .map((c) => c.split(';')[0] as string)
      .find((c) => c.startsWith('sid=')) ?? null
  );
}

/** Starts the candidate's test (idempotent). @returns the player's path, or null when that failed. */
async function startTest(server: BenchServer, cookie: string, failures?: Failures): Promise<string | null> {
  const json = { cookie, origin: server.origin, 'content-type': 'application/json' };
  const mine = await send(server.pool, 'GET', '/api/test/mine', json);
  const testId = mine.status === 200 ? (JSON.parse(mine.text) as { testId: string }[])[0]?.testId : undefined;
  if (!testId) {
    failed(failures, 'mijn tests', mine.status);
    return null;
  }
  const started = await send(server.pool, 'POST', `/api/test/${testId}/start`, json, JSON.stringify({ language: 'nl' }));
  if (started.status !== 200) failed(failures, 'test starten', started.status);
  return started.status === 200 ? `/dashboard/test/${testId}?module=1` : null;
}

const browserHeaders = (cookie: string) => ({ cookie, accept: 'text/html', 'accept-encoding': 'br, gzip' });

/**
 * A room of candidates signs in and opens the player (see the module comment).
 * @param options.port the server's port; options.candidates default 200; options.withinSeconds default 10.
 * @throws Error when the server does not start or the accounts cannot be made.
 */
export async function measureExamMorning(options: {
  port: number;
  candidates?: number;
  withinSeconds?: number;
  /** A PostgreSQL server (postgres://…) to run on, in a database of its own; default the embedded database. */
  databaseUrl?: string;
}): Promise<ExamMorningResult> {
  const candidates = options.candidates ?? 200;
  const within = (options.withinSeconds ?? 10) * 1000;
  const dataDir = './data-bench-exam';
  rmSync(dataDir, { recursive: true, force: true });
  const postgres = options.databaseUrl ? await freshBenchDatabase(options.databaseUrl, PG_DATABASE) : undefined;
  await addCandidates(dataDir, candidates, postgres?.url);
  const server = await startServer(options.port, dataDir, postgres?.url);
  try {
    const pid = server.child.pid ?? 0;
    await sleep(1000);
    const rssIdleMb = rssMb(pid);
    let rssPeakMb = rssIdleMb;
    const sampler = setInterval(() => (rssPeakMb = Math.max(rssPeakMb, rssMb(pid))), 100);

    const signIns: number[] = [];
    const players: number[] = [];
    let errors = 0;
    const failures: Failures = {};
    const started = performance.now();
    await Promise.all(
      Array.from({ length: candidates }, async (_, n) => {
        await sleep(Math.random() * within);
        try {
          const t0 = performance.now();
          const cookie = await signIn(server, `examen-${n}@example.org`, failures);
          signIns.push(performance.now() - t0);
          if (!cookie) return void (errors += 1);
          const path = await startTest(server, cookie, failures);
          if (!path) return void (errors += 1);
          const t1 = performance.now();
          const player = await send(server.pool, 'GET', path, browserHeaders(cookie));
          players.push(performance.now() - t1);
          if (player.status !== 200) {
            errors += 1;
            failed(failures, 'speler', player.status);
          }
        } catch (error) {
          errors += 1;
          failed(failures, 'netwerk', error instanceof Error ? error.message : String(error));
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    await sleep(5000);
    clearInterval(sampler);
    const rssAfterMb = rssMb(pid);
    rssPeakMb = Math.max(rssPeakMb, rssAfterMb);
    return { candidates, signIn: percentiles(signIns), player: percentiles(players), errors, failures, rssPeakMb, rssAfterMb, rssIdleMb, seconds };
  } finally {
    await server.stop();
    await postgres?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Requests per second of `path` at `connections` for `ms`. @throws Error on an unexpected status. */
async function rate(server: BenchServer, path: string, headers: Record<string, string>, ms: number, connections = 10): Promise<number> {
  let done = 0;
  const end = performance.now() + ms;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < end) {
        const res = await server.pool.request({ method: 'GET', path, headers });
        await res.body.dump();
        if (res.statusCode !== 200) throw new Error(`${path} gaf ${res.statusCode}`);
        done += 1;
      }
    }),
  );
  return done / ((performance.now() - started) / 1000);
}

/**
 * Requests per second at 10 connections of a static file (the page's stylesheet), the demo candidate's
 * dashboard and the player, in alternating rounds (see the module comment).
 * @param options.port the server's port; options.rounds default 3 rounds of `options.roundMs` (default 3000) each.
 * @throws Error when the server does not start or a page does not answer 200.
 */
export async function measureThroughput(options: { port: number; rounds?: number; roundMs?: number }): Promise<ThroughputResult> {
  const dataDir = './data-bench-rate';
  rmSync(dataDir, { recursive: true, force: true });
  const server = await startServer(options.port, dataDir);
  try {
    const cookie = await signIn(server, DEMO_CANDIDATE);
    if (!cookie) throw new Error('de demokandidaat kan niet inloggen');
    const player = await startTest(server, cookie);
    if (!player) throw new Error('de test van de demokandidaat start niet');
    const dashboard = await send(server.pool, 'GET', '/dashboard/overzicht', { cookie }); // uncompressed, to read
    const staticPath = /href="(\/_astro\/[^"]+\.css)"/.exec(dashboard.text)?.[1];
    if (!staticPath) throw new Error('geen stylesheet gevonden op het dashboard');
    const paths = { staticFile: staticPath, dashboard: '/dashboard/overzicht', player };
    const totals = { staticFile: 0, dashboard: 0, player: 0 };
    const rounds = options.rounds ?? 3;
    const roundMs = options.roundMs ?? 3000;
    for (const key of Object.keys(paths) as (keyof typeof paths)[]) await rate(server, paths[key], browserHeaders(cookie), 500); // warm-up
    for (let round = 0; round < rounds; round++) {
      for (const key of Object.keys(paths) as (keyof typeof paths)[]) totals[key] += await rate(server, paths[key], browserHeaders(cookie), roundMs);
    }
    return { staticFile: totals.staticFile / rounds, dashboard: totals.dashboard / rounds, player: totals.player / rounds, staticPath };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** `node --import tsx scripts/bench-exam.ts [port]`: both measurements, printed. */
async function main(): Promise<void> {
  const port = Number(process.argv[2] ?? process.env.BENCH_PORT ?? 4397);
  const r = await measureExamMorning({ port, databaseUrl: process.env.BENCH_DATABASE_URL });
  const ms = (p: Percentiles) => `${p.p50.toFixed(0)} / ${p.p95.toFixed(0)} / ${p.p99.toFixed(0)} / ${p.max.toFixed(0)} ms`;
  console.log(`${r.candidates} kandidaten in ${r.seconds.toFixed(1)} s`);
  console.log(`  inloggen p50/p95/p99/max  ${ms(r.signIn)}`);
  console.log(`  speler   p50/p95/p99/max  ${ms(r.player)}`);
  console.log(`  fouten ${r.errors} ${JSON.stringify(r.failures)}; RSS rust ${r.rssIdleMb.toFixed(0)} MB, piek ${r.rssPeakMb.toFixed(0)} MB, na 5 s ${r.rssAfterMb.toFixed(0)} MB`);
  const t = await measureThroughput({ port: port + 1 });
  console.log(`  per seconde: statisch ${t.staticFile.toFixed(0)}, dashboard ${t.dashboard.toFixed(0)}, speler ${t.player.toFixed(0)}`);
}

if (process.argv[1]?.endsWith('bench-exam.ts')) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
