/**
 * Signed-in traffic beside a flood of anonymous calls to the password endpoints (budget: the signed-in p99 at
 * most 2× its value without the flood; docs/decisions/013-password-endpoints-under-load.md).
 *
 * Runs the real server (`scripts/start.mjs`, fresh embedded database, demo data) with TRUST_PROXY_HOPS=1, so
 * that the flood can come from many addresses like a spread-out attacker (each loop writes its own
 * `X-Forwarded-For`), and measures twice for `seconds` each:
 * 1. signed-in traffic alone: `candidates` loops saving answers of the demo candidate's test through the
 *    gateway with the session cookie (`PUT /api/test/attempt/{id}/answer`), each pausing `thinkMs` on average
 *    between saves;
 * 2. the same traffic while `floodLoops` anonymous loops call, back to back without pause, `POST
 *    /api/user/login` (unknown address), `ConfirmEmailAndPassword` (wrong code), `ResetPassword` (wrong token)
 *    and `ForgotPassword` in turn.
 * It also signs in once a second through /login during the flood, for information: a correct sign-in waits for
 * a free password-hash slot like every other.
 *
 * Alone: `node --import tsx scripts/bench-flood.ts`. `npm run bench` runs it too (scripts/bench.ts).
 */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { Pool } from 'undici';

/** Options of `measureFlood`. */
export interface FloodOptions {
  /** Port of the server it starts (default BENCH_PORT + 1, or 4396). */
  port?: number;
  /** Length of each of the two runs, seconds (default 10). */
  seconds?: number;
  /** Signed-in loops saving answers (default 20). */
  candidates?: number;
  /** Mean pause of a signed-in loop between saves, ms, drawn from 0…2× (default 100). */
  thinkMs?: number;
  /** Anonymous loops calling the password endpoints without pause (default 24). */
  floodLoops?: number;
}

/** Latencies of one run, milliseconds. */
export interface RunStats {
  p50: number;
  p99: number;
  count: number;
  errors: number;
}

/** What `measureFlood` measured. */
export interface FloodResult {
  alone: RunStats;
  flooded: RunStats;
  /** `flooded.p99 / alone.p99`; the budget is ≤ 2. */
  ratio: number;
  /** Flood answers per status, e.g. `{ 400: 812, 429: 5310 }`. */
  floodStatuses: Record<number, number>;
  /** Flood calls per second. */
  floodPerSecond: number;
  /** Correct sign-ins during the flood: count and their slowest time, ms. */
  signIns: { count: number; failed: number; maxMs: number };
}

/** The budget: signed-in p99 under the flood at most this many times its p99 without. */
export const FLOOD_BUDGET_RATIO = 2;

const DEMO_PASSWORD = 'demo-wachtwoord';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function stats(latencies: number[], errors: number): RunStats {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.max(0, Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
  return { p50: at(50), p99: at(99), count: sorted.length, errors };
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

async function send(pool: Pool, method: 'GET' | 'POST' | 'PUT', path: string, headers: Record<string, string>, body?: string): Promise<Answer> {
  const res = await pool.request({ method, path, headers, body });
  return { status: res.statusCode, headers: res.headers, text: await res.body.text() };
}

async function waitForServer(pool: Pool, exited: () => boolean): Promise<void> {
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (exited()) throw new Error('de server is gestopt voordat hij klaar was');
    try {
      if ((await send(pool, 'GET', '/login', {})).status === 200) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error('de server kwam niet op tijd op');
}

/** Signs in through the login page; @returns the `sid=…` cookie. */
async function signIn(pool: Pool, origin: string, email: string): Promise<string> {
  const body = new URLSearchParams({ email, password: DEMO_PASSWORD }).toString();
  const res = await send(pool, 'POST', '/login', { 'content-type': 'application/x-www-form-urlencoded', origin }, body);
  const cookie = ([] as string[])
    .concat(res.headers['set-cookie'] ?? [])
    .map((c) => c.split(';')[0] as string)
    .find((c) => c.startsWith('sid='));
  if (!cookie) throw new Error(`inloggen als ${email} mislukt (status ${res.status})`);
  return cookie;
}

type Value = { kind: 'single'; option: string } | { kind: 'multiple'; options: string[] } | { kind: 'truefalse'; value: boolean } | { kind: 'open'; text: string };
interface Question {
  id: string;
  value: Value;
}

/** Starts the demo candidate's test and returns its attempt and an answer for each question of module 1. */
async function prepareAttempt(pool: Pool, origin: string, cookie: string): Promise<{ attemptId: string; questions: Question[] }> {
  const json = { cookie, origin, 'content-type': 'application/json' };
  const mine = JSON.parse((await send(pool, 'GET', '/api/test/mine', json)).text) as { testId: string }[];
  const testId = mine[0]?.testId;
  if (!testId) throw new Error('de demokandidaat heeft geen test');
  const started = await send(pool, 'POST', `/api/test/${testId}/start`, json, JSON.stringify({ language: 'nl' }));
  if (started.status !== 200) throw new Error(`test starten gaf ${started.status}`);
  const { attemptId } = JSON.parse(started.text) as { attemptId: string };
  const module = JSON.parse((await send(pool, 'GET', `/api/test/attempt/${attemptId}/module/1`, json)).text) as {
    parts: { id: string; type: string; kind?: string; options?: { id: string }[] }[];
  };
  const questions: Question[] = [];
  for (const part of module.parts) {
    if (part.type !== 'question') continue;
    const first = part.options?.[0]?.id ?? '';
    const value: Value | null =
      part.kind === 'single' ? { kind: 'single', option: first }
      : part.kind === 'multiple' ? { kind: 'multiple', options: [first] }
      : part.kind === 'truefalse' ? { kind: 'truefalse', value: true }
      : part.kind === 'open' ? { kind: 'open', text: 'Ik meld het aan mijn leidinggevende.' }
      : null;
    if (value) questions.push({ id: part.id, value });
  }
  if (questions.length === 0) throw new Error('module 1 heeft geen vragen');
  return { attemptId, questions };
}

/** The anonymous calls of the flood, in turn. */
function floodCall(i: number, n: number): { path: string; body: unknown } {
  const email = `onbekend-${i}-${n}@example.org`;
  switch (n % 4) {
    case 0:
      return { path: '/api/user/login', body: { email, password: 'geraden-wachtwoord' } };
    case 1:
      return { path: '/api/user/ConfirmEmailAndPassword', body: { email, password: 'een-lang-wachtwoord', code: `code-${n}` } };
    case 2:
      return { path: '/api/user/ResetPassword', body: { email, password: 'een-lang-wachtwoord', token: `token-${n}` } };
    default:
      return { path: '/api/user/ForgotPassword', body: { email } };
  }
}

/**
 * Runs both measurements against a server of its own and stops it.
 * @throws Error when the server does not start or the demo candidate cannot sign in.
 */
export async function measureFlood(options: FloodOptions = {}): Promise<FloodResult> {
  const port = options.port ?? Number(process.env.BENCH_PORT ?? 4395) + 1;
  const seconds = options.seconds ?? 10;
  const candidates = options.candidates ?? 20;
  const thinkMs = options.thinkMs ?? 100;
  const floodLoops = options.floodLoops ?? 24;
  const origin = `http://localhost:${port}`;
  const dataDir = './data-bench-flood';

  rmSync(dataDir, { recursive: true, force: true });
  const server = spawn('node', ['scripts/start.mjs'], {
    env: { ...process.env, PORT: String(port), HOST: 'localhost', DATA_DIR: dataDir, AUDIT_STDOUT: 'off', PUBLIC_URL: origin, TRUST_PROXY_HOPS: '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const pool = new Pool(origin, { connections: candidates + floodLoops + 4, pipelining: 1 });
  try {
    await waitForServer(pool, () => server.exitCode !== null);
    const cookie = await signIn(pool, origin, 'kandidaat@example.org');
    const { attemptId, questions } = await prepareAttempt(pool, origin, cookie);
    let seq = 1;

    /** Signed-in loops for `ms`; @returns their latencies and errors. */
    const signedIn = async (ms: number): Promise<RunStats> => {
      const latencies: number[] = [];
      let errors = 0;
      const end = performance.now() + ms;
      await Promise.all(
        Array.from({ length: candidates }, async (_, c) => {
          while (performance.now() < end) {
            await sleep(Math.random() * 2 * thinkMs);
            const question = questions[(c + latencies.length) % questions.length] as Question;
            const body = JSON.stringify({ questionId: question.id, value: question.value, seq: seq++ });
            const started = performance.now();
            try {
              const res = await send(pool, 'PUT', `/api/test/attempt/${attemptId}/answer`, { cookie, origin, 'content-type': 'application/json' }, body);
              if (res.status !== 200) errors += 1;
            } catch {
              errors += 1;
            }
            latencies.push(performance.now() - started);
          }
        }),
      );
      return stats(latencies, errors);
    };

    await signedIn(2000); // warm-up
    const alone = await signedIn(seconds * 1000);

    let flooding = true;
    const floodStatuses: Record<number, number> = {};
    let floodCalls = 0;
    const flood = Promise.all(
      Array.from({ length: floodLoops }, async (_, i) => {
        const headers = { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${i + 1}` };
        for (let n = 0; flooding; n++) {
          const { path, body } = floodCall(i, n);
          try {
            const res = await send(pool, 'POST', path, headers, JSON.stringify(body));
            floodStatuses[res.status] = (floodStatuses[res.status] ?? 0) + 1;
          } catch {
            floodStatuses[0] = (floodStatuses[0] ?? 0) + 1;
          }
          floodCalls += 1;
        }
      }),
    );
    const signIns = { count: 0, failed: 0, maxMs: 0 };
    const signInLoop = (async () => {
      while (flooding) {
        const started = performance.now();
        try {
          await signIn(pool, origin, 'lotte.visser@example.org');
          signIns.count += 1;
        } catch {
          signIns.failed += 1;
        }
        signIns.maxMs = Math.max(signIns.maxMs, performance.now() - started);
        await sleep(1000);
      }
    })();
    await sleep(1000); // let the flood build up
    const floodStart = performance.now();
    const callsBefore = floodCalls;
    const flooded = await signedIn(seconds * 1000);
    const floodPerSecond = (floodCalls - callsBefore) / ((performance.now() - floodStart) / 1000);
    flooding = false;
    await Promise.all([flood, signInLoop]);
    return { alone, flooded, ratio: flooded.p99 / Math.max(alone.p99, 0.001), floodStatuses, floodPerSecond, signIns };
  } finally {
    await pool.close();
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const r = await measureFlood();
  console.log(JSON.stringify(r, null, 2));
}
