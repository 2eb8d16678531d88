/**
 * Gateway overhead (docs/architecture.md budget: ≤ 1 ms at p50, ≤ 3 ms at p99): the same API call made straight to the
 * backend app with a bearer token, through the gateway with the bearer token (API clients), and through the
 * gateway with a browser's session cookie (cookie → session record → token; the path every page's calls take),
 * on an in-memory database. Latencies in milliseconds.
 *
 * The calls alternate one by one — direct, bearer, cookie, in a shuffled order per round — so that the machine's
 * drift (other processes, garbage collection, JIT) hits the three alike, and the overhead is the distribution of
 * the per-round differences (gateway − direct), whose percentiles cannot come out negative by construction the
 * way a difference of two separate runs' percentiles can. With `concurrency` > 1 the rounds run that many at once
 * (for information: on one event loop the queue multiplies any cost).
 */
import { performance } from 'node:perf_hooks';
import { createBackend } from '../src/backend/app';
import { createUser, openTestDb } from '../src/server/testing/api';
import { auditTrail, databaseAuditWriter } from '../src/gateway/audit-log';
import { createGateway } from '../src/gateway/app';
import { SESSION_COOKIE, sessionStore } from '../src/gateway/session-store';
import { verifyToken } from '../src/server/auth/tokens';

export interface Percentiles {
  p50: number;
  p99: number;
}

export interface OverheadResult {
  route: string;
  /** Rounds; each round is one call of every kind. */
  requests: number;
  concurrency: number;
  /** Latencies of the direct calls, and of the calls through the gateway by bearer token and by cookie. */
  direct: Percentiles;
  bearer: Percentiles;
  cookie: Percentiles;
  /** Per-round differences to the direct call of the same round. */
  bearerOverhead: Percentiles;
  cookieOverhead: Percentiles;
}

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] as number;
}

function percentiles(values: number[]): Percentiles {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
}

async function timed(call: () => Promise<Response>): Promise<number> {
  const started = performance.now();
  const res = await call();
  await res.arrayBuffer();
  const ms = performance.now() - started;
  if (res.status !== 200) throw new Error(`onverwachte status ${res.status}`);
  return ms;
}

/**
 * Measures the overhead on `GET /api/user/headerinfo` for a signed-in candidate.
 * @param rounds rounds of three calls (default 3000); @param concurrency rounds in flight (default 1).
 * @throws Error when a call does not answer 200.
 */
export async function measureGatewayOverhead(rounds = 3000, concurrency = 1): Promise<OverheadResult> {
  process.env.AUDIT_STDOUT = 'off';
  const handle = await openTestDb();
  try {
    const backend = createBackend({ db: handle.db, mailer: { send: async () => {} } });
    const trail = auditTrail({ write: databaseAuditWriter(async () => handle.db) });
    const gateway = createGateway({
      pages: async (c) => c.text('pagina'),
      backend,
      upstream: null,
      db: async () => handle.db,
      audit: trail,
      clientDir: null,
    });
    const user = await createUser(handle, 'User');
    const claims = await verifyToken(user.token);
    if (!claims) throw new Error('token van de testgebruiker klopt niet');
    const cookieValue = await sessionStore(async () => handle.db).create({
      token: user.token,
      tokenSid: claims.sid,
      userId: user.id,
      email: user.email,
      name: user.name,
      role: user.role,
      professionId: null,
      expiration: claims.exp,
    });
    const route = '/api/user/headerinfo';
    const url = `http://localhost${route}`;
    const calls = {
      direct: () => Promise.resolve(backend.fetch(new Request(url, { headers: { authorization: `Bearer ${user.token}` } }))),
      bearer: () => Promise.resolve(gateway.fetch(new Request(url, { headers: { authorization: `Bearer ${user.token}` } }))),
      cookie: () => Promise.resolve(gateway.fetch(new Request(url, { headers: { cookie: `${SESSION_COOKIE}=${cookieValue}` } }))),
    };
    type Kind = keyof typeof calls;
    const kinds = Object.keys(calls) as Kind[];

    const run = async (total: number) => {
      const times: Record<Kind, number[]> = { direct: [], bearer: [], cookie: [] };
      let next = 0;
      const worker = async () => {
        while (next < total) {
          next += 1;
          const order = [...kinds].sort(() => Math.random() - 0.5);
          for (const kind of order) times[kind].push(await timed(calls[kind]));
        }
      };
      await Promise.all(Array.from({ length: concurrency }, worker));
      return times;
    };

    await run(300); // warm-up
    const times = await run(rounds);
    await trail.settled();
    const minus = (a: number[], b: number[]) => a.map((v, i) => v - (b[i] as number));
    return {
      route,
      requests: rounds,
      concurrency,
      direct: percentiles(times.direct),
      bearer: percentiles(times.bearer),
      cookie: percentiles(times.cookie),
      bearerOverhead: percentiles(minus(times.bearer, times.direct)),
      cookieOverhead: percentiles(minus(times.cookie, times.direct)),
    };
  } finally {
    await handle.close();
  }
}
