/**
 * Evaluation-save latency (docs/architecture.md "Budgets": an evaluation save under 50 teachers at once, p99 ≤ 50 ms,
 * 0 errors, 0 lost), measured like the answer saves (scripts/bench-answers.ts, decision 008) but against a running
 * API server: the backend app (src/backend/app.ts) listening on a loopback port with @hono/node-server, called over
 * HTTP with keep-alive connections — the real bearer check, routing, validation and the save statement
 * (features/pat/api/evaluations.ts `saveEvaluation`: one upsert that keeps only a higher seq).
 *
 * Set-up on a fresh database (src/server/testing/api.ts `openTestDb`: in-memory PGlite, or a new database on the
 * PostgreSQL server in DATABASE_URL), through the API like a coordinator: the PAT world of the PAT tests
 * (features/pat/api/fixtures.ts: a licence, a location, two practical modules with a three-criterion template), ten
 * candidates, and one planned PAT per two teachers, each on a day of its own, each teacher first assessor of one
 * module for all ten candidates. Then every teacher at once saves their forms the way the island does: the whole
 * draft of one evaluation per save (every criterion and the remark), candidate after candidate and round after round,
 * with a seq that rises per evaluation. Afterwards every evaluation on the server is compared with the last draft
 * sent for it: another seq, other scores or another remark is 'lost'.
 *
 * With `thinkMs` 0 every teacher sends the next save the moment the last is answered (a throughput ceiling, as in
 * decision 008); with `thinkMs` > 0 teachers pause between taps, which measures what a teacher waits.
 *
 * Alone: `node --import tsx scripts/bench-evaluations.ts` (DATABASE_URL=postgres://… for PostgreSQL;
 * BENCH_TEACHERS, BENCH_SAVES and BENCH_THINK_MS change the defaults 50, 50 and 0).
 * `npm run bench` runs it on both databases (scripts/bench.ts).
 */
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { serve } from '@hono/node-server';
import { inArray } from 'drizzle-orm';
import { Pool } from 'undici';
import { createBackend } from '../src/backend/app';
import { addDays, amsterdamDay } from '../src/lib/calendar-day';
import { evaluations } from '../src/server/db/schema';
import { call, createUser, openTestDb, type TestUser } from '../src/server/testing/api';
import { patWorld, plannedPat } from '../src/features/pat/api/fixtures';

/** The budget of docs/architecture.md, "Budgets". */
export const EVALUATION_SAVE_BUDGET = { p99Ms: 50, errors: 0, lost: 0 } as const;

/** Options of `measureEvaluationSaves`. */
export interface EvaluationSaveOptions {
  /** Teachers saving at the same time (default 50). */
  teachers?: number;
  /** Saves per teacher, one after the other (default 50: five rounds over ten candidates). */
  savesPerTeacher?: number;
  /** Candidates each teacher scores (default 10, a day's group; at most a room's 10 seats). */
  candidates?: number;
  /** Mean pause of a teacher between two saves, milliseconds, drawn uniformly from 0…2× this (default 0). */
  thinkMs?: number;
}

/** What `measureEvaluationSaves` measured. */
export interface EvaluationSaveResult {
  /** Latency of one save call, milliseconds, over all calls. */
  p50: number;
  p99: number;
  max: number;
  /** Calls that did not answer 200 with the seq that was sent, or threw. */
  errors: number;
  /** Evaluations whose stored seq, scores or remark are not those of the last draft sent. */
  lost: number;
  /** Calls made. */
  total: number;
  /** Wall time of the concurrent phase, seconds. */
  seconds: number;
  perSecond: number;
  thinkMs: number;
  teachers: number;
  database: 'pglite' | 'postgres';
}

type Score = 1 | 2 | 3 | 4;

/** One teacher's share: their token, the PAT and module they assess, the criteria, the candidates. */
interface Assessor {
  token: string;
  patId: string;
  moduleId: string;
  criteria: string[];
  candidates: string[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? 0;
}

/** The draft of save `i` (0-based) of teacher `t`: which candidate, its seq, every criterion's score and the remark. */
function draftOf(a: Assessor, t: number, i: number) {
  const c = i % a.candidates.length;
  const seq = Math.floor(i / a.candidates.length) + 1;
  const scores = Object.fromEntries(a.criteria.map((id, k) => [id, { score: (((t + i + k) % 4) + 1) as Score, remark: k === 0 ? `Ronde ${seq}` : '' }]));
  return { candidateId: a.candidates[c] as string, body: { scores, remark: `Docent ${t}, ronde ${seq}`, seq } };
}

/**
 * Plans one PAT with two teachers as first assessors (one per module) and `candidates`, on its own day `offset` days
 * from today (negative: a day that has come, since nothing is assessed before a PAT's first day), through the API as
 * the world's coordinator. @returns its id.
 */
async function patFor(
  app: ReturnType<typeof createBackend>,
  world: Awaited<ReturnType<typeof patWorld>>,
  pair: TestUser[],
  candidates: TestUser[],
  offset: number,
): Promise<string> {
  const ok = (what: string, answer: { status: number; json: unknown }) => {
    if (answer.status >= 300) throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.json)}`);
    return answer.json as Record<string, unknown>;
  };
  const patId = ok('PAT', await call(app, 'POST', '/api/pat', world.coordinator, { title: `Bench-PAT ${offset}` })).id as string;
  const day = addDays(amsterdamDay(), offset);
  const withDays = ok('dag', await call(app, 'PUT', `/api/pat/${patId}/days`, world.coordinator, { days: [{ day, startsAt: '09:00', endsAt: '16:00', locationId: world.locationId, roomId: world.roomId }] }));
  const dayId = (withDays.days as { id: string }[])[0]!.id;
  ok('modules', await call(app, 'PUT', `/api/pat/${patId}/modules`, world.coordinator, { modules: world.moduleIds.map((moduleId) => ({ moduleId, passPercent: 60 })) }));
  for (const candidate of candidates) ok('kandidaat', await call(app, 'POST', `/api/pat/${patId}/candidates`, world.coordinator, { candidateId: candidate.id }));
  const assessors = world.moduleIds.map((moduleId, m) => ({ dayId, moduleId, teacherId: (pair[m] ?? pair[0])!.id, role: 'first' }));
  ok('beoordelaars', await call(app, 'PUT', `/api/pat/${patId}/assessors`, world.coordinator, { assessors }));
  ok('inplannen', await call(app, 'POST', `/api/pat/${patId}/plan`, world.coordinator));
  return patId;
}

/**
 * Runs the measurement described at the top of this file on a fresh database and a server of its own, and closes
 * both afterwards. @returns latencies in milliseconds, error and lost counts.
 */
export async function measureEvaluationSaves({ teachers = 50, savesPerTeacher = 50, candidates = 10, thinkMs = 0 }: EvaluationSaveOptions = {}): Promise<EvaluationSaveResult> {
  process.env.AUDIT_STDOUT = 'off';
  const handle = await openTestDb();
  const backend = createBackend({ db: handle.db, mailer: { send: async () => {} } });
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: backend.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const port = (server.address() as AddressInfo).port;
  const pool = new Pool(`http://127.0.0.1:${port}`, { connections: teachers + 1 });
  try {
    const world = await patWorld(handle, backend, candidates);
    const people = world.candidates.slice(0, candidates);
    for (let i = people.length; i < candidates; i++) people.push(await createUser(handle, 'User', { name: `Kandidaat ${i}`, organizationId: world.organizationId }));
    const staff: TestUser[] = [];
    for (let t = 0; t < teachers; t++) staff.push(await createUser(handle, 'Teacher', { name: `Docent ${t}` }));
    const assessors: Assessor[] = [];
    for (let p = 0; p * 2 < teachers; p++) {
      const pair = staff.slice(2 * p, 2 * p + 2);
      const patId = await patFor(backend, world, pair, people, -(150 + p));
      pair.forEach((teacher, m) => {
        const moduleId = world.moduleIds[m] as string;
        assessors.push({ token: teacher.token, patId, moduleId, criteria: world.criteria[moduleId] as string[], candidates: people.map((c) => c.id) });
      });
    }

    const save = async (a: Assessor, candidateId: string, body: { seq: number }) => {
      const res = await pool.request({
        method: 'PUT',
        path: `/api/pat/${a.patId}/evaluation/${a.moduleId}/${candidateId}`,
        headers: { authorization: `Bearer ${a.token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      const answer = (await res.body.json()) as { seq?: number };
      return res.statusCode === 200 && answer.seq === body.seq;
    };

    // Warm-up on a PAT of the world's own teacher (JIT, caches, connections), not measured.
    const warm = await plannedPat(backend, world, { candidates: 1 });
    const spare: Assessor = {
      token: world.teachers[0]!.token,
      patId: warm.patId,
      moduleId: world.moduleIds[0]!,
      criteria: world.criteria[world.moduleIds[0]!]!,
      candidates: [world.candidates[0]!.id],
    };
    for (let i = 0; i < 20; i++) {
      const { candidateId, body } = draftOf(spare, 0, i);
      await save(spare, candidateId, body);
    }

    const latencies: number[] = [];
    let errors = 0;
    const started = performance.now();
    await Promise.all(
      assessors.map(async (a, t) => {
        for (let i = 0; i < savesPerTeacher; i++) {
          if (thinkMs > 0) await sleep(Math.random() * 2 * thinkMs);
          const { candidateId, body } = draftOf(a, t, i);
          const t0 = performance.now();
          const ok = await save(a, candidateId, body).catch(() => false);
          latencies.push(performance.now() - t0);
          if (!ok) errors += 1;
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;

    // The last draft sent per evaluation, compared with what the server holds.
    const expected = new Map<string, ReturnType<typeof draftOf>['body']>();
    assessors.forEach((a, t) => {
      for (let i = 0; i < savesPerTeacher; i++) {
        const { candidateId, body } = draftOf(a, t, i);
        expected.set(`${a.patId}/${a.moduleId}/${candidateId}`, body);
      }
    });
    const rows = await handle.db
      .select({ patId: evaluations.patId, moduleId: evaluations.moduleId, candidateId: evaluations.candidateId, seq: evaluations.seq, scores: evaluations.scores, remark: evaluations.remark })
      .from(evaluations)
      .where(inArray(evaluations.patId, [...new Set(assessors.map((a) => a.patId))]));
    const found = new Map(rows.map((r) => [`${r.patId}/${r.moduleId}/${r.candidateId}`, r]));
    let lost = 0;
    for (const [key, body] of expected) {
      const row = found.get(key);
      const same = (id: string) => row?.scores[id]?.score === body.scores[id]?.score && row?.scores[id]?.remark === body.scores[id]?.remark;
      if (!row || row.seq !== body.seq || row.remark !== body.remark || !Object.keys(body.scores).every(same)) lost += 1;
    }

    latencies.sort((a, b) => a - b);
    return {
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      max: latencies[latencies.length - 1] ?? 0,
      errors,
      lost,
      total: latencies.length,
      seconds,
      perSecond: latencies.length / seconds,
      thinkMs,
      teachers: assessors.length,
      database: handle.kind,
    };
  } finally {
    await pool.close();
    await new Promise((resolve) => server.close(resolve));
    await handle.close();
  }
}

/** Prints one result beside the budget. */
export function printEvaluationSaves(r: EvaluationSaveResult): void {
  const verdict = (ok: boolean) => (ok ? 'binnen budget' : 'BOVEN BUDGET');
  const pause = r.thinkMs > 0 ? `, gemiddeld ${r.thinkMs} ms tussen twee opslagen` : ', zonder pauze';
  console.log(
    `Beoordelingen opslaan op ${r.database}: ${r.total} calls van ${r.teachers} docenten tegelijk${pause}, in ${r.seconds.toFixed(1)} s (${Math.round(r.perSecond)}/s)`,
  );
  console.log(`  p50 ${r.p50.toFixed(1)} ms · p99 ${r.p99.toFixed(1)} ms (budget ≤ ${EVALUATION_SAVE_BUDGET.p99Ms} ms) · max ${r.max.toFixed(1)} ms   ${verdict(r.p99 <= EVALUATION_SAVE_BUDGET.p99Ms)}`);
  console.log(`  fouten ${r.errors} (budget 0)   ${verdict(r.errors === 0)}`);
  console.log(`  verloren ${r.lost} (budget 0)   ${verdict(r.lost === 0)}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const teachers = Number(process.env.BENCH_TEACHERS ?? 50);
  const savesPerTeacher = Number(process.env.BENCH_SAVES ?? 50);
  const thinkMs = Number(process.env.BENCH_THINK_MS ?? 0);
  measureEvaluationSaves({ teachers, savesPerTeacher, thinkMs })
    .then((r) => {
      printEvaluationSaves(r);
      process.exit(r.p99 <= EVALUATION_SAVE_BUDGET.p99Ms && r.errors === 0 && r.lost === 0 ? 0 : 1);
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
