/**
 * Answer-save latency (docs/architecture.md "Budgets", decision 008: p99 ≤ 50 ms, 0 errors, 0 lost with 200 concurrent candidates each
 * saving 50 answers), in-process against the backend app: no network, no gateway, the real bearer check,
 * routing, validation and the save statement (features/profession-test/api/answers.ts `saveAnswer`).
 *
 * Set-up on a fresh database (src/server/testing/api.ts `openTestDb`: in-memory PGlite, or a new database on the PostgreSQL
 * server in DATABASE_URL): one test with enough single-choice questions, `candidates` candidates each with a
 * started attempt and a bearer token. Then every candidate at once saves its answers one after the other with
 * increasing seq, like the player does; the last fifth of the saves go back to earlier questions with another
 * answer (a candidate reviewing), so "the last value sent" is not just the only one. Afterwards every
 * (attempt, question) in the database is compared with the last value sent: a mismatch or a missing row is
 * 'lost'.
 *
 * Reading the numbers: with `thinkMs` 0 (the default) every candidate sends its next answer the moment the last
 * one is acknowledged, so 200 calls are always in flight and, by Little's law, latency = 200 / throughput: a
 * p99 of 50 ms would need about 4000 saves per second from one process. That run measures throughput (one
 * PGlite connection; one Node event loop in front of PostgreSQL). With `thinkMs` > 0 candidates pause between
 * answers as people do (a real candidate saves every few seconds at most), which measures the wait a
 * candidate sees under that load.
 *
 * Alone: `node --import tsx scripts/bench-answers.ts` (DATABASE_URL=postgres://… for PostgreSQL;
 * BENCH_CANDIDATES, BENCH_ANSWERS and BENCH_THINK_MS change the defaults 200, 50 and 0).
 * `npm run bench` runs it on both databases (scripts/bench.ts).
 */
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { inArray } from 'drizzle-orm';
import { createBackend } from '../src/backend/app';
import { attemptAnswers } from '../src/server/db/schema';
import { call, createOrganization, createUser, openTestDb } from '../src/server/testing/api';
import { createModule, createProfession, createTestVia } from '../src/features/profession-test/api/fixtures';
import { manyQuestionsModule } from '../src/features/content/api/fixtures';

/** The budget of docs/architecture.md, "Budgets". */
export const ANSWER_SAVE_BUDGET = { p99Ms: 50, errors: 0, lost: 0 } as const;

/** Options of `measureAnswerSaves`. */
export interface AnswerSaveOptions {
  /** Candidates saving at the same time (default 200). */
  candidates?: number;
  /** Saves per candidate, one after the other (default 50). */
  answersPerCandidate?: number;
  /**
   * Mean pause of a candidate between two saves, milliseconds, drawn uniformly from 0…2× this (default 0: every
   * candidate saves again the moment the previous save is acknowledged, a closed loop that measures throughput
   * rather than what a candidate waits; see the report in the file header).
   */
  thinkMs?: number;
}

/** What `measureAnswerSaves` measured. */
export interface AnswerSaveResult {
  /** Latency of one save call, milliseconds, over all calls. */
  p50: number;
  p99: number;
  max: number;
  /** Calls that did not answer 200 with the seq that was sent, or threw. */
  errors: number;
  /** (attempt, question) pairs whose stored value is not the last one sent. */
  lost: number;
  /** Calls made. */
  total: number;
  /** Wall time of the concurrent phase, seconds. */
  seconds: number;
  /** Saves per second over the concurrent phase. */
  perSecond: number;
  thinkMs: number;
  database: 'pglite' | 'postgres';
}

const OPTIONS = ['a', 'b', 'c', 'd'];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? 0;
}

/**
 * Runs the measurement described at the top of this file on a fresh database and closes it afterwards.
 * @returns latencies in milliseconds, error and lost counts.
 */
export async function measureAnswerSaves({
  candidates = 200,
  answersPerCandidate = 50,
  thinkMs = 0,
}: AnswerSaveOptions = {}): Promise<AnswerSaveResult> {
  process.env.AUDIT_STDOUT = 'off';
  const handle = await openTestDb();
  try {
    const backend = createBackend({ db: handle.db, mailer: { send: async () => {} } });
    const questionCount = Math.max(1, Math.ceil(answersPerCandidate * 0.8));
    const coordinator = await createUser(handle, 'Coordinator');
    const profession = await createProfession(handle);
    const { moduleId } = await createModule(handle, manyQuestionsModule(questionCount), profession.id);
    // Assigning a test takes a seat of the candidate's organisation's licence (createTestVia makes a free one).
    const organization = await createOrganization(handle, 'Benchbedrijf B.V.');
    const users = [];
    for (let i = 0; i < candidates + 1; i++) users.push(await createUser(handle, 'User', { name: `Kandidaat ${i}`, organizationId: organization.id }));
    const testId = await createTestVia(backend, coordinator, profession.id, [moduleId], users, { languages: ['nl'] });
    const attempts: { token: string; attemptId: string }[] = [];
    for (const user of users) {
      const started = await call(backend, 'POST', `/api/test/${testId}/start`, user, { language: 'nl' });
      if (started.status !== 200) throw new Error(`starten mislukt: ${started.status}`);
      attempts.push({ token: user.token, attemptId: started.json.attemptId });
    }

    /** Save number `i` (0-based) of candidate `c`: which question, which answer. */
    const plan = (c: number, i: number) => {
      const q = i % questionCount;
      return { questionId: `bq${q + 1}`, option: OPTIONS[(c + q + Math.floor(i / questionCount)) % OPTIONS.length] as string };
    };
    const save = async (attempt: { token: string; attemptId: string }, questionId: string, option: string, seq: number) => {
      const res = await backend.fetch(
        new Request(`http://localhost/api/test/attempt/${attempt.attemptId}/answer`, {
          method: 'PUT',
          headers: { authorization: `Bearer ${attempt.token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ questionId, value: { kind: 'single', option }, seq }),
        }),
      );
      const body = (await res.json()) as { seq?: number };
      return res.status === 200 && body.seq === seq;
    };

    // Warm-up on the spare candidate (JIT, caches), not measured.
    const spare = attempts.pop() as { token: string; attemptId: string };
    for (let i = 0; i < 20; i++) await save(spare, plan(0, i).questionId, 'a', i + 1);

    const latencies: number[] = [];
    let errors = 0;
    const started = performance.now();
    await Promise.all(
      attempts.map(async (attempt, c) => {
        for (let i = 0; i < answersPerCandidate; i++) {
          if (thinkMs > 0) await sleep(Math.random() * 2 * thinkMs);
          const { questionId, option } = plan(c, i);
          const t0 = performance.now();
          const ok = await save(attempt, questionId, option, i + 1).catch(() => false);
          latencies.push(performance.now() - t0);
          if (!ok) errors += 1;
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;

    const expected = new Map<string, string>();
    attempts.forEach((attempt, c) => {
      for (let i = 0; i < answersPerCandidate; i++) {
        const { questionId, option } = plan(c, i);
        expected.set(`${attempt.attemptId}/${questionId}`, option);
      }
    });
    const rows = await handle.db
      .select({ attemptId: attemptAnswers.attemptId, questionId: attemptAnswers.questionId, value: attemptAnswers.value })
      .from(attemptAnswers)
      .where(inArray(attemptAnswers.attemptId, attempts.map((a) => a.attemptId)));
    const found = new Map(rows.map((r) => [`${r.attemptId}/${r.questionId}`, r.value]));
    let lost = 0;
    for (const [key, option] of expected) {
      const value = found.get(key);
      if (!value || value.kind !== 'single' || value.option !== option) lost += 1;
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
      database: handle.kind,
    };
  } finally {
    await handle.close();
  }
}

/** Prints one result beside the budget. */
export function printAnswerSaves(r: AnswerSaveResult, candidates: number): void {
  const verdict = (ok: boolean) => (ok ? 'binnen budget' : 'BOVEN BUDGET');
  const pause = r.thinkMs > 0 ? `, gemiddeld ${r.thinkMs} ms tussen twee antwoorden` : ', zonder pauze';
  console.log(
    `Antwoorden opslaan op ${r.database}: ${r.total} calls van ${candidates} kandidaten tegelijk${pause}, in ${r.seconds.toFixed(1)} s (${Math.round(r.perSecond)}/s)`,
  );
  console.log(`  p50 ${r.p50.toFixed(1)} ms · p99 ${r.p99.toFixed(1)} ms (budget ≤ ${ANSWER_SAVE_BUDGET.p99Ms} ms) · max ${r.max.toFixed(1)} ms   ${verdict(r.p99 <= ANSWER_SAVE_BUDGET.p99Ms)}`);
  console.log(`  fouten ${r.errors} (budget 0)   ${verdict(r.errors === 0)}`);
  console.log(`  verloren ${r.lost} (budget 0)   ${verdict(r.lost === 0)}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const candidates = Number(process.env.BENCH_CANDIDATES ?? 200);
  const answersPerCandidate = Number(process.env.BENCH_ANSWERS ?? 50);
  const thinkMs = Number(process.env.BENCH_THINK_MS ?? 0);
  measureAnswerSaves({ candidates, answersPerCandidate, thinkMs })
    .then((r) => {
      printAnswerSaves(r, candidates);
      process.exit(r.p99 <= ANSWER_SAVE_BUDGET.p99Ms && r.errors === 0 && r.lost === 0 ? 0 : 1);
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
