/**
 * `npm run bench`: measures what docs/architecture.md budgets and prints each number beside its budget.
 *
 * 1. Page weight of /login and /dashboard/overzicht (signed in as the demo candidate) on the real server
 *    (`scripts/start.mjs` on a fresh embedded database): HTML bytes as sent with brotli; the brotli bytes of the
 *    JS the page loads at once and of all JS once the user has touched every `client:interaction` island
 *    (islands, renderer, their static and dynamic imports followed); the brotli bytes of every stylesheet.
 * 2. Gateway overhead (scripts/bench-gateway.ts): the same API call straight to the backend app, through the
 *    gateway with a bearer token, and through the gateway with a session cookie, alternating one by one for 3000
 *    rounds; the overhead is the distribution of per-round differences (the per-request cost the budget is
 *    about), and again with 10 rounds in flight for information (on one event loop the queue multiplies any cost).
 * 3. Answer saves: 200 simulated candidates at once, each saving 50 answers (scripts/bench-answers.ts), on
 *    in-memory PGlite and, with BENCH_DATABASE_URL or DATABASE_URL, on PostgreSQL: p50/p99, errors, lost —
 *    judged with an average think time of 1 s between answers, and shown without pauses as a throughput
 *    ceiling (docs/decisions/008-answer-save-benchmark.md).
 * 4. Password endpoints under a flood (scripts/bench-flood.ts): signed-in answer saves through the gateway with
 *    and without 24 anonymous loops calling sign-in, ConfirmEmailAndPassword, ResetPassword and ForgotPassword;
 *    the signed-in p99 under the flood may be at most 2× its p99 without.
 * 5. The exam morning (scripts/bench-exam.ts): 200 candidates sign in through the login page within 10 s and open
 *    the player on the real server — sign-in p99 ≤ 1 s, player render p99 ≤ 300 ms, 0 errors, server RSS ≤ 400 MB
 *    during and after — and the dashboard's and the player's requests per second at 10 connections beside a
 *    static file's on the same server (≥ 25 % each).
 * 6. Lighthouse in its mobile mode (scripts/bench-lighthouse.ts) on login, the candidate's home, the test overview
 *    and the player, 5 runs each: every run LCP ≤ 1.5 s, CLS ≤ 0.01, TBT ≤ 50 ms (min / median / max printed).
 * 7. Lists at scale (scripts/bench-lists.ts), with BENCH_DATABASE_URL or DATABASE_URL: 100,000 candidates and a
 *    million audit rows in a database of its own on that PostgreSQL server; candidate lists (first, searched, last
 *    page, contact person's) and /cp/admin's calls, p95 ≤ 50 ms each (docs/decisions/024-lists-at-scale.md).
 * The PAT reader (/candidate/pat/{id}?module=1) is the test player showing a PAT's theory (its blocks, read-aloud and
 * image viewer, one shared chunk), so it is weighed against the player's budget (React + 25 KB). The reflection page
 * (/candidate/pat/module/{id}) is a plain candidate page with one small read-aloud island (React + 10 KB). The
 * beroepen-quiz (/beroepen-quiz) is weighed as a plain page, for a prospect and for the signed-in candidate: it is
 * server-rendered forms with one small read-aloud script, no island of its own.
 * 8. Evaluation saves (scripts/bench-evaluations.ts): 50 teachers at once, each saving the drafts of ten candidates'
 *    evaluations against the API server on loopback, on in-memory PGlite and, with BENCH_DATABASE_URL or
 *    DATABASE_URL, on PostgreSQL: p50/p99, errors, lost — judged with an average think time of 1 s between saves,
 *    and shown without pauses as a throughput ceiling (as the answer saves, decision 008).
 * 9. Report PDFs (scripts/bench-report-pdf.ts): the five-page example report rendered 100 times by the server's
 *    Typst child process (decision 032), each time with other texts, after a warm-up: p95 ≤ 300 ms per PDF; for
 *    information the growth of this process's RSS and heap, the largest RSS of a Typst process and the longest delay
 *    of this process's event loop. Then, for information, the longest report a teacher may write changed and
 *    finalised five times on the embedded database with the server's V8 flags: time to finalise, the longest the
 *    event loop was held and the slowest signed-in request meanwhile (docs/decisions/040).
 * The teacher's evaluation page (/docent/evaluate/{patId}/{moduleId}/{candidateId}, the demo teacher's first form)
 * and roll call (/docent/opleiding/attendance/{lessonId}, the first lesson of the demo teacher's running education) are
 * weighed against the player-type island budget (React + 25 KB of our own code).
 * The player page (/dashboard/test/{id}?module=1) is weighed against its own JS budget (React + 25 KB), and a second
 * visit to it in Chromium with the service worker is counted byte by byte (scripts/bench-offline.ts; goal: 0
 * bytes of JavaScript and CSS, docs/decisions/018-service-worker.md).
 *
 * `npm run bench -- --weights` measures only the page weights (section 1, with the player's second visit): it starts
 * the server, weighs every page above and stops, without Lighthouse and the load measurements.
 *
 * Needs a build (`npm run build`); builds first when dist/ is missing. Sends traffic to loopback only.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { measureAnswerSaves } from './bench-answers';
import { EVALUATION_SAVE_BUDGET, measureEvaluationSaves } from './bench-evaluations';
import { FLOOD_BUDGET_RATIO, measureFlood } from './bench-flood';
import { measureGatewayOverhead } from './bench-gateway';
import { EXAM_BUDGET, measureExamMorning, measureThroughput, type Percentiles } from './bench-exam';
import { candidatePages, measureLighthouse, printLighthouse } from './bench-lighthouse';
import { measureLists, printLists } from './bench-lists';
import { measureSecondVisit, type Bytes } from './bench-offline';
import { measureFinalize, measureReportPdf, printFinalize, printReportPdf } from './bench-report-pdf';

const PORT = Number(process.env.BENCH_PORT ?? 4395);
const BASE = `http://localhost:${PORT}`;
const DATA_DIR = './data-bench';
const CLIENT_DIR = join('dist', 'client');
const KB = 1024;
/** `--weights`: only the page-weight section. */
const WEIGHTS_ONLY = process.argv.slice(2).includes('--weights');

/** React 19 and React DOM, brotli: the client's choice, counted once in the JavaScript budgets below. */
const REACT = 59.5 * KB;

/**
 * Budgets from docs/architecture.md and the client's budgets, bytes or milliseconds. JavaScript: a plain candidate
 * page loads at most 14 KB, and at most 10 KB of our own code on top of React after the first interaction; a
 * player-type island (the test player) at most 25 KB of our own code on top of React.
 */
const BUDGET = {
  html: 14 * KB,
  js: { atLoad: 14 * KB, afterInteraction: REACT + 10 * KB },
  playerJs: { atLoad: REACT + 25 * KB, afterInteraction: REACT + 25 * KB },
  saveP99: 50,
  css: 20 * KB,
  overheadP50: 1,
  overheadP99: 3,
};

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** One HTTP request on loopback that keeps the body as sent (no decompression). */
function raw(path: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request(`${BASE}${path}`, { method: init.method ?? 'GET', headers: init.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    if (init.body) req.write(init.body);
    req.end();
  });
}

async function waitForServer(child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error('de server is gestopt voordat hij klaar was');
    try {
      const res = await raw('/login');
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('de server kwam niet op tijd op');
}

/** The brotli size of a built client file: its precompressed `.br` sibling, or compressed now. */
function brotliBytes(urlPath: string): number {
  const file = join(CLIENT_DIR, urlPath);
  if (existsSync(`${file}.br`)) return readFileSync(`${file}.br`).length;
  return brotliCompressSync(readFileSync(file)).length;
}

/** Follows the static and dynamic imports of built JS modules, from `roots` on. */
function jsClosure(roots: string[], skip: Set<string> = new Set()): string[] {
  const found = new Set<string>();
  const queue: string[] = [];
  const add = (url: string) => {
    const path = url.split('?')[0] as string;
    if (path.startsWith('/_astro/') && path.endsWith('.js') && !found.has(path) && !skip.has(path)) {
      found.add(path);
      queue.push(path);
    }
  };
  roots.forEach(add);
  while (queue.length > 0) {
    const path = queue.shift() as string;
    const code = readFileSync(join(CLIENT_DIR, path), 'utf8');
    for (const m of code.matchAll(/(?:from\s*|import\s*\(?\s*)["'](\.{1,2}\/[^"']+\.js)["']/g)) {
      add(new URL(m[1] as string, `http://x${path}`).pathname);
    }
  }
  return [...found];
}

/**
 * The JS a page loads at once (scripts, module preloads, islands hydrated on load, idle or visible) and the JS
 * it loads only on the first interaction (islands with `client:interaction`), each with every import followed.
 */
function pageScripts(html: string): { atLoad: string[]; onInteraction: string[] } {
  const eager: string[] = [];
  const lazy: string[] = [];
  for (const m of html.matchAll(/<script[^>]+src="([^"]+\.js)"|<link[^>]+href="([^"]+\.js)"/g)) eager.push((m[1] ?? m[2]) as string);
  for (const m of html.matchAll(/<astro-island\b[^>]*>/g)) {
    const tag = m[0];
    const urls = [...tag.matchAll(/(?:component-url|renderer-url)="([^"]+)"/g)].map((u) => u[1] as string);
    (/\sclient="interaction"/.test(tag) ? lazy : eager).push(...urls);
  }
  const atLoad = jsClosure(eager);
  return { atLoad, onInteraction: jsClosure(lazy, new Set(atLoad)) };
}

function cssFiles(html: string): string[] {
  return [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1] as string);
}

const fmtKb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const verdict = (value: number, budget: number) => (value <= budget ? 'binnen budget' : 'BOVEN BUDGET');

function row(what: string, value: string, budget: string, ok: string): void {
  const judged = budget !== '' && budget !== '-';
  console.log(`${what.padEnd(56)} ${value.padStart(16)}${judged ? `   budget ${budget.padStart(8)}   ${ok}` : ''}`);
}

async function pageWeight(path: string, cookie?: string, jsBudget: { atLoad: number; afterInteraction: number } = BUDGET.js, label = path): Promise<void> {
  const headers: Record<string, string> = { 'accept-encoding': 'br, gzip' };
  if (cookie) headers.cookie = cookie;
  const res = await raw(path, { headers });
  if (res.status !== 200) throw new Error(`${path} gaf ${res.status}`);
  const encoding = String(res.headers['content-encoding'] ?? 'geen');
  const html = (await raw(path, { headers: cookie ? { cookie } : {} })).body.toString('utf8');
  const scripts = pageScripts(html);
  const js = scripts.atLoad.reduce((sum, p) => sum + brotliBytes(p), 0);
  const later = scripts.onInteraction.reduce((sum, p) => sum + brotliBytes(p), 0);
  const css = cssFiles(html).reduce((sum, p) => sum + brotliBytes(p), 0);
  row(`${label}: HTML (${encoding})`, fmtKb(res.body.length), fmtKb(BUDGET.html), verdict(res.body.length, BUDGET.html));
  row(`${label}: JavaScript bij laden (brotli)`, fmtKb(js), fmtKb(jsBudget.atLoad), verdict(js, jsBudget.atLoad));
  row(`${label}: JavaScript na eerste interactie`, fmtKb(js + later), fmtKb(jsBudget.afterInteraction), verdict(js + later, jsBudget.afterInteraction));
  row(`${label}: CSS (brotli)`, fmtKb(css), fmtKb(BUDGET.css), verdict(css, BUDGET.css));
}

/** Prints what a second visit to the player downloads, with and without the service worker. */
async function secondVisit(path: string): Promise<void> {
  const result = await measureSecondVisit({ upstream: BASE, email: 'kandidaat@example.org', password: 'demo-wachtwoord', path });
  if (!result) {
    console.log('  (tweede bezoek overgeslagen: geen Chromium; zet CHROMIUM_PATH)');
    return;
  }
  const label = '/dashboard/test/{id} (speler), tweede bezoek';
  const { second, withoutWorker, first } = result;
  const parts = (b: Bytes) => `HTML ${fmtKb(b.html)}, JS ${fmtKb(b.js)}, CSS ${fmtKb(b.css)}, afbeeldingen ${fmtKb(b.images)}, overig ${fmtKb(b.other)}`;
  row(`${label}: JavaScript`, fmtKb(second.js), fmtKb(0), verdict(second.js, 0));
  row(`${label}: CSS`, fmtKb(second.css), fmtKb(0), verdict(second.css, 0));
  row(`${label}: alles (${second.requests} aanvragen)`, fmtKb(second.total), '', '');
  console.log(`    met service worker:    ${parts(second)}`);
  console.log(`    zonder (HTTP-cache):   ${parts(withoutWorker)}, samen ${fmtKb(withoutWorker.total)} (ter informatie)`);
  console.log(`    eerste bezoek met inloggen en precache: ${fmtKb(first.total)} in ${first.requests} aanvragen (ter informatie)`);
}

async function signIn(email: string, password: string): Promise<string> {
  const body = new URLSearchParams({ email, password }).toString();
  const res = await raw('/login', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: BASE, 'content-length': String(Buffer.byteLength(body)) },
    body,
  });
  const setCookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  const sid = setCookie.map((c) => c.split(';')[0] as string).find((c) => c.startsWith('sid='));
  if (!sid) throw new Error(`inloggen mislukt (status ${res.status})`);
  return sid;
}

/** Starts the candidate's first assigned test in Dutch (idempotent) and returns its id. */
async function startAssignedTest(cookie: string): Promise<string> {
  const mine = JSON.parse((await raw('/api/test/mine', { headers: { cookie } })).body.toString('utf8')) as { testId: string }[];
  const testId = mine[0]?.testId;
  if (!testId) throw new Error('de demokandidaat heeft geen test');
  const body = JSON.stringify({ language: 'nl' });
  const res = await raw(`/api/test/${testId}/start`, {
    method: 'POST',
    headers: { cookie, origin: BASE, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) },
    body,
  });
  if (res.status !== 200) throw new Error(`test starten gaf ${res.status}`);
  return testId;
}

/** Chooses English for the theory of the demo candidate's first PAT (idempotent) and returns the PAT's id. */
async function readDemoPatTheory(cookie: string): Promise<string> {
  const mine = JSON.parse((await raw('/api/pat/mine', { headers: { cookie } })).body.toString('utf8')) as { id: string }[];
  const patId = mine[0]?.id;
  if (!patId) throw new Error('de demokandidaat heeft geen PAT');
  const body = JSON.stringify({ language: 'en' });
  const res = await raw(`/api/pat/mine/${patId}/language`, {
    method: 'PUT',
    headers: { cookie, origin: BASE, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) },
    body,
  });
  if (res.status !== 200) throw new Error(`PAT-taal kiezen gaf ${res.status}`);
  return patId;
}

/** The address of the first evaluation form of the signed-in teacher's first PAT day (the demo teacher's). */
async function firstEvaluationPage(cookie: string): Promise<string> {
  const get = async <T>(path: string): Promise<T> => {
    const res = await raw(path, { headers: { cookie } });
    if (res.status !== 200) throw new Error(`${path} gaf ${res.status}`);
    return JSON.parse(res.body.toString('utf8')) as T;
  };
  const pats = await get<{ items: { id: string }[] }>('/api/pat');
  const patId = pats.items[0]?.id;
  if (!patId) throw new Error('de demodocent beoordeelt op geen PAT');
  const pat = await get<{ days: { id: string }[] }>(`/api/pat/${patId}`);
  const grid = await get<{ modules: { moduleId: string; role: string }[]; candidates: { id: string }[] }>(`/api/pat/day/${pat.days[0]!.id}`);
  const column = grid.modules[0];
  const candidate = grid.candidates[0];
  if (!column || !candidate) throw new Error('de eerste PAT-dag van de demodocent heeft geen formulieren');
  return `/docent/evaluate/${patId}/${column.moduleId}/${candidate.id}${column.role === 'second' ? '?role=second' : ''}`;
}

/** The roll call of the first lesson of the signed-in teacher's first education (the demo teacher's), or null. */
async function firstRollCallPage(cookie: string): Promise<string | null> {
  const get = async <T>(path: string): Promise<T> => {
    const res = await raw(path, { headers: { cookie } });
    if (res.status !== 200) throw new Error(`${path} gaf ${res.status}`);
    return JSON.parse(res.body.toString('utf8')) as T;
  };
  // The running education (the demo teacher also taught a finished one, whose roll calls are closed).
  const educations = await get<{ items: { id: string; state: string }[] }>('/api/education');
  const educationId = (educations.items.find((e) => e.state === 'in_progress') ?? educations.items[0])?.id;
  if (!educationId) return null;
  const education = await get<{ lessons: { id: string }[] }>(`/api/education/${educationId}`);
  const lessonId = education.lessons[0]?.id;
  return lessonId ? `/docent/opleiding/attendance/${lessonId}` : null;
}

async function main(): Promise<void> {
  if (!existsSync('dist/server/entry.mjs')) {
    const build = spawnSync('npx', ['astro', 'build'], { stdio: 'inherit' });
    if (build.status !== 0) throw new Error('bouwen mislukt');
  }
  rmSync(DATA_DIR, { recursive: true, force: true });
  const server = spawn('node', ['scripts/start.mjs'], {
    env: { ...process.env, PORT: String(PORT), HOST: 'localhost', DATA_DIR, AUDIT_STDOUT: 'off', PUBLIC_URL: BASE },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForServer(server);
    console.log('\nPaginagewicht');
    await pageWeight('/login');
    await pageWeight('/beroepen-quiz', undefined, BUDGET.js, '/beroepen-quiz (bezoeker)');
    const cookie = await signIn('kandidaat@example.org', 'demo-wachtwoord');
    await pageWeight('/dashboard/overzicht', cookie);
    await pageWeight('/beroepen-quiz', cookie, BUDGET.js, '/beroepen-quiz (kandidaat)');
    const demoPat = await readDemoPatTheory(cookie);
    await pageWeight(`/candidate/pat/${demoPat}?module=1`, cookie, BUDGET.playerJs, '/candidate/pat/{id} (PAT-theorie, speler)');
    await pageWeight(`/dashboard/pat`, cookie);
    const theory = JSON.parse((await raw(`/api/pat/mine/${demoPat}/theory`, { headers: { cookie } })).body.toString('utf8')) as { modules: { moduleId: string }[] };
    await pageWeight(`/candidate/pat/module/${theory.modules[0]!.moduleId}?pat=${demoPat}`, cookie, BUDGET.js, '/candidate/pat/module/{id} (reflectie)');
    const testId = await startAssignedTest(cookie);
    await pageWeight(`/dashboard/test/${testId}?module=1`, cookie, BUDGET.playerJs, '/dashboard/test/{id} (speler)');
    await secondVisit(`/dashboard/test/${testId}?module=1`);
    const teacher = await signIn('docent@example.org', 'demo-wachtwoord');
    await pageWeight(await firstEvaluationPage(teacher), teacher, BUDGET.playerJs, '/docent/evaluate/… (beoordelingsformulier)');
    const rollCall = await firstRollCallPage(teacher);
    if (rollCall) await pageWeight(rollCall, teacher, BUDGET.playerJs, '/docent/opleiding/attendance/… (presentielijst)');
    else console.log('  /docent/opleiding/attendance/… overgeslagen: de demodocent geeft geen opleiding met lessen');
    if (WEIGHTS_ONLY) return;
    console.log('\nLighthouse mobiel (gesimuleerd Slow 4G, 4× CPU), 5 runs per pagina: LCP, CLS, TBT min / mediaan / max');
    if (existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')) {
      printLighthouse(await measureLighthouse(BASE, await candidatePages(BASE, cookie)));
    } else {
      console.log('  (overgeslagen: geen Chromium; zet CHROMIUM_PATH)');
    }
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(DATA_DIR, { recursive: true, force: true });
  }
  if (WEIGHTS_ONLY) return;

  console.log('\nVertraging van de gateway (dezelfde aanroep direct, via de gateway met token en met sessiecookie, om en om; PGlite in het geheugen)');
  for (const concurrency of [1, 10]) {
    const o = await measureGatewayOverhead(3000, concurrency);
    const judged = concurrency === 1;
    const ms = (p: { p50: number; p99: number }) => `${p.p50.toFixed(2)} / ${p.p99.toFixed(2)} ms`;
    console.log(`  ${o.requests} rondes op ${o.route}, ${concurrency} tegelijk${judged ? '' : ' (ter informatie: wachtrijtijd telt mee)'}`);
    row('    API direct p50 / p99', ms(o.direct), '', '');
    row('    via gateway, token p50 / p99', ms(o.bearer), '', '');
    row('    via gateway, cookie p50 / p99', ms(o.cookie), '', '');
    for (const [label, overhead] of [['token', o.bearerOverhead], ['cookie', o.cookieOverhead]] as const) {
      row(`    overhead ${label} p50`, `${overhead.p50.toFixed(2)} ms`, judged ? `${BUDGET.overheadP50} ms` : '-', judged ? verdict(overhead.p50, BUDGET.overheadP50) : '');
      row(`    overhead ${label} p99`, `${overhead.p99.toFixed(2)} ms`, judged ? `${BUDGET.overheadP99} ms` : '-', judged ? verdict(overhead.p99, BUDGET.overheadP99) : '');
    }
  }
}

async function answerSaves(): Promise<void> {
  const databases: [string, string | undefined][] = [['PGlite in het geheugen', undefined]];
  const pg = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
  if (pg) databases.push(['PostgreSQL', pg]);
  else console.log('  (PostgreSQL overgeslagen: zet BENCH_DATABASE_URL=postgres://… om ook daar te meten)');
  for (const [label, url] of databases) {
    const previous = process.env.DATABASE_URL;
    if (url) process.env.DATABASE_URL = url;
    else delete process.env.DATABASE_URL;
    try {
      // Candidates read and think between answers (on average 1 s here, far faster than people do): this is the
      // run the budget is about. The run without pauses shows the throughput ceiling of one process.
      for (const thinkMs of [1000, 0]) {
        const r = await measureAnswerSaves({ candidates: 200, answersPerCandidate: 50, thinkMs });
        const judged = thinkMs > 0;
        console.log(
          `  ${label}, ${judged ? `gemiddeld ${thinkMs} ms denktijd per antwoord` : 'zonder denktijd (ter informatie: doorvoer)'}: ` +
            `${r.total} antwoorden in ${r.seconds.toFixed(1)} s (${Math.round(r.total / r.seconds)} per seconde)`,
        );
        row('    p50 / p99', `${r.p50.toFixed(1)} / ${r.p99.toFixed(1)} ms`, judged ? `${BUDGET.saveP99} ms` : '-', judged ? verdict(r.p99, BUDGET.saveP99) : '');
        row('    fouten', String(r.errors), '0', verdict(r.errors, 0));
        row('    verloren antwoorden', String(r.lost), '0', verdict(r.lost, 0));
      }
    } finally {
      if (previous === undefined) delete process.env.DATABASE_URL;
      else process.env.DATABASE_URL = previous;
    }
  }
}

async function evaluationSaves(): Promise<void> {
  const databases: [string, string | undefined][] = [['PGlite in het geheugen', undefined]];
  const pg = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
  if (pg) databases.push(['PostgreSQL', pg]);
  else console.log('  (PostgreSQL overgeslagen: zet BENCH_DATABASE_URL=postgres://… om ook daar te meten)');
  for (const [label, url] of databases) {
    const previous = process.env.DATABASE_URL;
    if (url) process.env.DATABASE_URL = url;
    else delete process.env.DATABASE_URL;
    try {
      // Teachers look and tap between saves (on average 1 s here, far faster than people score): the run the budget
      // is about. The run without pauses shows the throughput ceiling of one process.
      for (const thinkMs of [1000, 0]) {
        const r = await measureEvaluationSaves({ teachers: 50, savesPerTeacher: 50, thinkMs });
        const judged = thinkMs > 0;
        console.log(
          `  ${label}, ${judged ? `gemiddeld ${thinkMs} ms tussen twee opslagen` : 'zonder pauze (ter informatie: doorvoer)'}: ` +
            `${r.total} opslagen van ${r.teachers} docenten in ${r.seconds.toFixed(1)} s (${Math.round(r.total / r.seconds)} per seconde)`,
        );
        row('    p50 / p99', `${r.p50.toFixed(1)} / ${r.p99.toFixed(1)} ms`, judged ? `${EVALUATION_SAVE_BUDGET.p99Ms} ms` : '-', judged ? verdict(r.p99, EVALUATION_SAVE_BUDGET.p99Ms) : '');
        row('    fouten', String(r.errors), '0', verdict(r.errors, 0));
        row('    verloren beoordelingen', String(r.lost), '0', verdict(r.lost, 0));
      }
    } finally {
      if (previous === undefined) delete process.env.DATABASE_URL;
      else process.env.DATABASE_URL = previous;
    }
  }
}

async function flood(): Promise<void> {
  const r = await measureFlood({ port: PORT + 1 });
  const ms = (s: { p50: number; p99: number }) => `${s.p50.toFixed(1)} / ${s.p99.toFixed(1)} ms`;
  row('  ingelogd, zonder vloed: p50 / p99', ms(r.alone), '', '');
  row('  ingelogd, tijdens de vloed: p50 / p99', ms(r.flooded), '', '');
  row('  p99 tijdens / zonder vloed', `${r.ratio.toFixed(2)}×`, `${FLOOD_BUDGET_RATIO}×`, verdict(r.ratio, FLOOD_BUDGET_RATIO));
  row('  fouten in ingelogd verkeer', String(r.alone.errors + r.flooded.errors), '0', verdict(r.alone.errors + r.flooded.errors, 0));
  const statuses = Object.entries(r.floodStatuses).map(([status, n]) => `${status}: ${n}`).join(', ');
  console.log(`  vloed: ${r.floodPerSecond.toFixed(1)} aanroepen per seconde (${statuses})`);
  console.log(`  (ter informatie) inloggen tijdens de vloed: ${r.signIns.count} gelukt, ${r.signIns.failed} mislukt, traagste ${(r.signIns.maxMs / 1000).toFixed(1)} s`);
}

async function examMorning(): Promise<void> {
  const r = await measureExamMorning({ port: PORT + 2 });
  const ms = (p: Percentiles) => `${p.p50.toFixed(0)} / ${p.p95.toFixed(0)} / ${p.p99.toFixed(0)} ms`;
  row(`  ${r.candidates} kandidaten in ${r.seconds.toFixed(1)} s: inloggen p50 / p95 / p99`, ms(r.signIn), `${EXAM_BUDGET.signInP99Ms} ms`, verdict(r.signIn.p99, EXAM_BUDGET.signInP99Ms));
  row('  speler openen p50 / p95 / p99', ms(r.player), `${EXAM_BUDGET.playerP99Ms} ms`, verdict(r.player.p99, EXAM_BUDGET.playerP99Ms));
  const failures = Object.entries(r.failures).map(([step, n]) => `${step}: ${n}`).join(', ');
  row('  fouten', `${r.errors}${failures ? ` (${failures})` : ''}`, '0', verdict(r.errors, 0));
  row('  geheugen (RSS) in rust / piek / 5 s erna', `${r.rssIdleMb.toFixed(0)} / ${r.rssPeakMb.toFixed(0)} / ${r.rssAfterMb.toFixed(0)} MB`, `${EXAM_BUDGET.rssMb} MB`, verdict(Math.max(r.rssPeakMb, r.rssAfterMb), EXAM_BUDGET.rssMb));

  const t = await measureThroughput({ port: PORT + 3 });
  row(`  statisch bestand (${t.staticPath.split('/').pop()})`, `${t.staticFile.toFixed(0)} per s`, '', '');
  for (const [label, rate] of [['kandidaatdashboard', t.dashboard], ['speler', t.player]] as const) {
    const share = rate / t.staticFile;
    row(`  ${label}`, `${rate.toFixed(0)} per s (${(share * 100).toFixed(1)} %)`, `${EXAM_BUDGET.pageShareOfStatic * 100} %`, share >= EXAM_BUDGET.pageShareOfStatic ? 'binnen budget' : 'BOVEN BUDGET');
  }
}

main()
  .then(async () => {
    if (WEIGHTS_ONLY) return;
    console.log('\nExamenochtend: 200 kandidaten loggen binnen 10 s in en openen de speler (echte server, ingebouwde database)');
    await examMorning();
    console.log('\nWachtwoordaanroepen onder een vloed (anoniem, 24 tegelijk, vanaf 24 adressen) naast ingelogd verkeer');
    await flood();
    console.log('\nBeoordelingen opslaan (PUT /api/pat/{patId}/evaluation/…, 50 docenten tegelijk, API-server op loopback)');
    await evaluationSaves();
    console.log('\nAntwoorden opslaan (PUT /api/test/attempt/{id}/answer, in-proces)');
    await answerSaves();
    console.log('\nRapport als PDF (renderReportPdf, in het Typst-proces, na 5 keer opwarmen)');
    printReportPdf(await measureReportPdf());
    console.log('\nRapport definitief maken en wijzigen (ingebouwde database, V8-vlaggen van de server)');
    printFinalize(await measureFinalize());
    console.log('');
    const pg = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
    if (pg) printLists(await measureLists(pg));
    else console.log('Lijsten op schaal overgeslagen: zet BENCH_DATABASE_URL=postgres://… om ze te meten');
  })
  .catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
