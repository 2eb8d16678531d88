/**
 * Gateway overhead (architecture.md budget: ≤ 1 ms at p50, ≤ 3 ms at p99): the same API call made straight to
 * the backend app and through the gateway (request id, headers, audit log, bearer check, in-process forward),
 * each under the same concurrent load on an in-memory database. Latencies in milliseconds.
 */
import { performance } from 'node:perf_hooks';
import { createBackend } from '../src/backend/app';
import { createUser, openTestDb } from '../src/server/testing/api';
import { auditTrail, databaseAuditWriter } from '../src/gateway/audit-log';
import { createGateway } from '../src/gateway/app';

export interface Percentiles {
  p50: number;
  p99: number;
}

export interface OverheadResult {
  route: string;
  requests: number;
  concurrency: number;
  direct: Percentiles;
  gateway: Percentiles;
  overheadP50: number;
  overheadP99: number;
}

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] as number;
}

/** Runs `total` calls of `call` with `concurrency` in flight; returns p50 and p99 of the latencies. */
async function load(call: () => Promise<Response>, total: number, concurrency: number): Promise<Percentiles> {
  const latencies: number[] = [];
  let next = 0;
  async function worker() {
    while (next < total) {
      next += 1;
      const started = performance.now();
      const res = await call();
      await res.arrayBuffer();
      latencies.push(performance.now() - started);
      if (res.status !== 200) throw new Error(`onverwachte status ${res.status}`);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  latencies.sort((a, b) => a - b);
  return { p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}

/**
 * Measures the overhead on `GET /api/user/headerinfo` for a signed-in candidate (bearer token).
 * @param requests calls per measurement (default 3000); @param concurrency calls in flight (default 10).
 */
export async function measureGatewayOverhead(requests = 3000, concurrency = 10): Promise<OverheadResult> {
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
    const route = '/api/user/headerinfo';
    const init = { headers: { authorization: `Bearer ${user.token}` } };
    const url = `http://localhost${route}`;
    const direct = () => Promise.resolve(backend.fetch(new Request(url, init)));
    const viaGateway = () => Promise.resolve(gateway.fetch(new Request(url, init)));

    await load(direct, 300, concurrency);
    await load(viaGateway, 300, concurrency);
    const directResult = await load(direct, requests, concurrency);
    const gatewayResult = await load(viaGateway, requests, concurrency);
    await trail.settled();
    return {
      route,
      requests,
      concurrency,
      direct: directResult,
      gateway: gatewayResult,
      overheadP50: gatewayResult.p50 - directResult.p50,
      overheadP99: gatewayResult.p99 - directResult.p99,
    };
  } finally {
    await handle.close();
  }
}
