/**
 * Report PDF rendering (features/reports/documents/pdf.server.ts `renderReportPdf`; budget p95 ≤ 300 ms per PDF, as
 * a teacher waits for it when finalising a report): the five-page example report (documents/examples.ts
 * `exampleReport(5)`: three modules with two assessors and an agreed score, the reflection, the results and about two
 * pages of text) rendered one after the other, as the server makes it: by the shared Typst child process
 * (src/server/typst/renderer.server.ts; docs/decisions/032-typst-in-a-child-process.md), which is replaced after
 * every RENDERS_PER_CHILD PDFs, so the measured runs include the first PDFs of new children.
 *
 * Every measured PDF has texts of its own (each text of the example with a number added), because Typst reuses
 * the layout of text it has laid out before and real reports differ; the same report twice would measure that reuse.
 * First `warmUp` renders (the first starts the child and loads the fonts), then `runs` measured ones.
 *
 * Time per PDF is what the caller waits: `reportPdfData` here, the trip to the child and back, Typst there.
 *
 * Memory: growth of this process's resident set (RSS) and V8 heap from after the warm-up to after the runs, each read
 * after a full garbage collection — Typst's native memory stays in the child, so this should stay near zero — and
 * the largest RSS a child reached (Linux only, from /proc), which shows Typst's growth up to its replacement.
 * Event loop: p99 and the largest delay of this process's event loop during the runs (Typst no longer blocks it; what
 * remains is `reportPdfData`, garbage collection and starting a new child).
 *
 * Finalising (`measureFinalize`, for information): the longest report a teacher may write (MAX_REPORT_TEXT characters
 * of formatted text and the PAT's blocks) changed and finalised five times through the API on in-memory PGlite, in a
 * child process with the server's V8 flags, while a signed-in caller asks every 20 ms: the time to finalise, the
 * longest the event loop was held and the slowest of those requests (docs/decisions/040).
 *
 * Alone: `node --import tsx scripts/bench-report-pdf.ts` (BENCH_RUNS changes the default 100).
 * `npm run bench` runs it too (scripts/bench.ts).
 */
import { fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { MAX_REPORT_TEXT, MAX_SECTION_TEXT } from '../src/features/reports/contract';
import { exampleReport } from '../src/features/reports/documents/examples';
import { renderReportPdf, type ReportPdfInput } from '../src/features/reports/documents/pdf.server';
import { RENDERS_PER_CHILD, sharedTypstRenderer, stopTypstRenderer } from '../src/server/typst/renderer.server';

/** The budget: milliseconds per PDF at p95. */
export const REPORT_PDF_BUDGET = { p95Ms: 300 } as const;

/** Pages of the measured report. */
const PAGES = 5;

/** Options of `measureReportPdf`. */
export interface ReportPdfOptions {
  /** Measured renders (default 100). */
  runs?: number;
  /** Renders before measuring (default 5). */
  warmUp?: number;
}

/** What `measureReportPdf` measured. */
export interface ReportPdfResult {
  runs: number;
  /** Pages and size (bytes) of the example as rendered. */
  pages: number;
  bytes: number;
  /** Time per PDF, milliseconds. */
  p50: number;
  p95: number;
  max: number;
  /** Growth of this process from after the warm-up to after the runs, MB. */
  rssGrowthMb: number;
  heapGrowthMb: number;
  /** This process's RSS after the runs, MB. */
  rssMb: number;
  /** The largest RSS of a Typst child seen after a PDF (up to its second-last), MB; null without /proc (not Linux). */
  childRssMaxMb: number | null;
  /** PDFs per child (RENDERS_PER_CHILD) and the children that made the measured PDFs. */
  rendersPerChild: number;
  children: number;
  /** Delay of this process's event loop during the runs, ms: p99 and the largest. */
  loopDelayP99Ms: number;
  loopDelayMaxMs: number;
}

/** The example with a number added to each of its texts (labels, kinds and directions stay as they are). */
function variant<T>(value: T, n: number, key = ''): T {
  if (typeof value === 'string') return (['kind', 'block', 'dir', 'id', 'finalizedAt'].includes(key) ? value : `${value} ${n}`) as T;
  if (Array.isArray(value)) return value.map((item) => variant(item, n)) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, item]) => [k, variant(item, n, k)])) as T;
  }
  return value;
}

/** A full garbage collection, so that memory is read without garbage waiting to be collected. */
function collect(): void {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}

const MB = 1024 * 1024;

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? 0;
}

/** Resident set of process `pid` in MB from /proc (Linux), or null. */
function rssOf(pid: number | null): number | null {
  if (pid === null) return null;
  try {
    const kb = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb === undefined ? null : Number(kb) / 1024;
  } catch {
    return null;
  }
}

/** Pages of a PDF: its page objects (`/Type /Page`, not `/Pages`). */
const pageCount = (pdf: Uint8Array) => Buffer.from(pdf).toString('latin1').match(/\/Type\s*\/Page(?![a-zA-Z])/g)?.length ?? 0;

/**
 * Renders the five-page example `warmUp` + `runs` times, each time with other texts, then stops the child.
 * @returns p50, p95 and max in milliseconds; memory growth and sizes in MB; the event loop's largest delay in ms.
 */
export async function measureReportPdf({ runs = 100, warmUp = 5 }: ReportPdfOptions = {}): Promise<ReportPdfResult> {
  const base = exampleReport(PAGES);
  const input = (n: number): ReportPdfInput => ({ ...variant(base, n), version: base.version });
  const renderer = sharedTypstRenderer();
  try {
    const example = await renderReportPdf(base);
    for (let n = 0; n < warmUp; n++) await renderReportPdf(input(-1 - n));
    collect();
    const before = process.memoryUsage();
    const loop = monitorEventLoopDelay({ resolution: 1 });
    loop.enable();
    const times: number[] = [];
    const children = new Set<number>();
    let childRssMaxMb: number | null = null;
    for (let n = 0; n < runs; n++) {
      const next = input(n);
      const started = performance.now();
      const made = renderReportPdf(next);
      const pid = renderer.pid; // the child making it (started by the call when there was none)
      await made;
      times.push(performance.now() - started);
      if (pid !== null) children.add(pid);
      const childRss = rssOf(renderer.pid); // null once a child is retired after its last PDF
      if (childRss !== null) childRssMaxMb = Math.max(childRssMaxMb ?? 0, childRss);
    }
    loop.disable();
    collect();
    const after = process.memoryUsage();
    times.sort((a, b) => a - b);
    return {
      runs,
      pages: pageCount(example),
      bytes: example.length,
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      max: times.at(-1) ?? 0,
      rssGrowthMb: (after.rss - before.rss) / MB,
      heapGrowthMb: (after.heapUsed - before.heapUsed) / MB,
      rssMb: after.rss / MB,
      childRssMaxMb,
      rendersPerChild: RENDERS_PER_CHILD,
      children: children.size,
      loopDelayP99Ms: loop.percentile(99) / 1e6,
      loopDelayMaxMs: loop.max / 1e6,
    };
  } finally {
    await stopTypstRenderer();
  }
}

/** True when p95 is within the budget. */
export const reportPdfWithinBudget = (r: ReportPdfResult) => r.p95 <= REPORT_PDF_BUDGET.p95Ms;

function row(what: string, value: string, budget: string, ok: string): void {
  console.log(`${what.padEnd(56)} ${value.padStart(16)}${budget ? `   budget ${budget.padStart(8)}   ${ok}` : ''}`);
}

/** Prints the result beside the budget. */
export function printReportPdf(r: ReportPdfResult): void {
  console.log(`  voorbeeldrapport: ${r.pages} pagina's, ${(r.bytes / 1024).toFixed(0)} KB; ${r.runs} keer, elk met andere teksten`);
  console.log(`  gemaakt door het Typst-proces, dat na elke ${r.rendersPerChild} PDF's wordt vervangen (${r.children} processen voor deze ${r.runs})`);
  row('  p50 / p95 per PDF', `${r.p50.toFixed(1)} / ${r.p95.toFixed(1)} ms`, `${REPORT_PDF_BUDGET.p95Ms} ms`, reportPdfWithinBudget(r) ? 'binnen budget' : 'BOVEN BUDGET');
  row('  traagste', `${r.max.toFixed(1)} ms`, '', '');
  row(`  groei geheugen server na ${r.runs} PDF's: RSS / heap`, `${r.rssGrowthMb.toFixed(1)} / ${r.heapGrowthMb.toFixed(1)} MB`, '', '');
  if (r.childRssMaxMb !== null) row('  grootste RSS van een Typst-proces', `${r.childRssMaxMb.toFixed(0)} MB`, '', '');
  row('  vertraging event loop van de server: p99 / langste', `${r.loopDelayP99Ms.toFixed(1)} / ${r.loopDelayMaxMs.toFixed(1)} ms`, '', '');
  console.log(`  (ter informatie; RSS van de server daarna ${r.rssMb.toFixed(0)} MB)`);
}

// ——— Finalising the longest report a teacher may write, on the embedded database (docs/decisions/040) ———

/** What `measureFinalize` measured: times in milliseconds, sizes in bytes. */
export interface FinalizeResult {
  rounds: number;
  /** Pages and bytes of the PDF of the first round. */
  pages: number;
  bytes: number;
  /** Time of `POST /api/reports/{id}/finalize` (render, store, answer), p50 and the slowest. */
  p50: number;
  max: number;
  /** The longest time this process's event loop was held during a finalise, over all rounds. */
  loopGapMaxMs: number;
  /** The slowest of the signed-in requests (`GET /api/user/headerinfo`) sent every 20 ms meanwhile. */
  otherMaxMs: number;
}

/** The text of one section: paragraphs with bold and italic words, a heading every nine paragraphs. */
function longSection(section: number): string {
  const paragraph = 'Bij de start van de opdracht las de kandidaat de werkinstructie twee keer door en stelde één vraag over de volgorde van de orders. Daarna werkte ze **zelfstandig** en *rustig* door.';
  let text = '';
  for (let i = 0; text.length + paragraph.length + 40 < MAX_SECTION_TEXT; i++) text += `${i % 9 === 0 ? `### Waarneming ${section}.${i}\n\n` : ''}${paragraph}\n\n`;
  return text;
}

/**
 * Finalises a report with MAX_REPORT_TEXT characters of formatted text (and the PAT's blocks) `rounds` times — each
 * time changed with a reason, then finalised again, as a revise/finalise loop does — through the API on a fresh
 * in-memory PGlite, while a signed-in caller asks `GET /api/user/headerinfo` every 20 ms and a timer every 5 ms
 * records how long the event loop was held. Run with the server's V8 flags (`--liftoff-only`, scripts/start.mjs):
 * PGlite's WebAssembly is slower on the baseline compiler, which is what the server runs.
 */
async function finalizeRounds(rounds: number): Promise<FinalizeResult> {
  const { and, eq } = await import('drizzle-orm');
  const { createBackend } = await import('../src/backend/app');
  const { evaluations, patModules, pats, reportTemplates } = await import('../src/server/db/schema');
  const { memoryMailer } = await import('../src/server/mail/memory-mailer');
  const { call, openTestDb } = await import('../src/server/testing/api');
  const { patWorld, plannedPat } = await import('../src/features/pat/api/fixtures');
  const handle = await openTestDb();
  try {
    const app = createBackend({ db: handle.db, mailer: memoryMailer().mailer });
    const w = await patWorld(handle, app);
    const sections = Array.from({ length: Math.floor(MAX_REPORT_TEXT / MAX_SECTION_TEXT) }, (_, i) => ({ id: `deel-${i}`, kind: 'text' as const, title: `Verloop, deel ${i + 1}`, hint: '' }));
    const [template] = await handle.db
      .insert(reportTemplates)
      .values({ name: 'Uitgebreid rapport', sections: [...sections, { id: 'beoordelingen', kind: 'block', title: 'Beoordelingen per module', block: 'modules' }] })
      .returning({ id: reportTemplates.id });
    const { patId } = await plannedPat(app, w, { candidates: 1 });
    for (const moduleId of w.moduleIds) {
      const [pinned] = await handle.db.select({ templateVersionId: patModules.templateVersionId }).from(patModules).where(and(eq(patModules.patId, patId), eq(patModules.moduleId, moduleId)));
      await handle.db.insert(evaluations).values({
        patId,
        moduleId,
        candidateId: w.candidates[0]!.id,
        role: 'first',
        assessorId: w.teachers[0]!.id,
        templateVersionId: pinned!.templateVersionId,
        scores: Object.fromEntries(w.criteria[moduleId]!.map((id) => [id, { score: 3, remark: 'Werkt nauwkeurig.' }])),
        remark: 'Goed gedaan.',
        status: 'final',
        finalizedAt: new Date(),
      });
    }
    await handle.db.update(pats).set({ completedAt: new Date(), resultsReleasedAt: new Date() }).where(eq(pats.id, patId));
    const created = await call(app, 'POST', '/api/reports', w.teachers[0], { candidateId: w.candidates[0]!.id, patId, templateId: template!.id });
    const id = created.json.id as string;
    const saved = await call(app, 'PUT', `/api/reports/${id}`, w.teachers[0], { revision: 0, texts: Object.fromEntries(sections.map((s, i) => [s.id, longSection(i + 1)])) });
    if (saved.status !== 200) throw new Error(`Het rapport kon niet worden opgeslagen: ${JSON.stringify(saved.json)}`);

    const times: number[] = [];
    let loopGapMaxMs = 0;
    let otherMaxMs = 0;
    let first: Uint8Array | null = null;
    for (let round = 0; round < rounds; round++) {
      let last = performance.now();
      const probe = setInterval(() => {
        const now = performance.now();
        loopGapMaxMs = Math.max(loopGapMaxMs, now - last - 5);
        last = now;
      }, 5);
      let done = false;
      const other = (async () => {
        while (!done) {
          const started = performance.now();
          await call(app, 'GET', '/api/user/headerinfo', w.candidates[1]);
          otherMaxMs = Math.max(otherMaxMs, performance.now() - started);
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      })();
      const started = performance.now();
      const final = await call(app, 'POST', `/api/reports/${id}/finalize`, w.teachers[0]);
      times.push(performance.now() - started);
      done = true;
      await other;
      clearInterval(probe);
      if (final.status !== 200) throw new Error(`Definitief maken mislukte: ${final.status} ${JSON.stringify(final.json)}`);
      if (!first) {
        const res = await app.request(`/api/reports/${id}/versions/${final.json.version}/pdf`, { headers: { authorization: `Bearer ${w.teachers[0]!.token}` } });
        first = new Uint8Array(await res.arrayBuffer());
      }
      const revised = await call(app, 'POST', `/api/reports/${id}/revise`, w.teachers[0], { reason: `Meting ${round + 1}: nog een keer definitief.` });
      if (revised.status !== 200) throw new Error(`Wijzigen mislukte: ${revised.status} ${JSON.stringify(revised.json)}`);
    }
    times.sort((a, b) => a - b);
    return { rounds, pages: pageCount(first!), bytes: first!.byteLength, p50: percentile(times, 50), max: times.at(-1) ?? 0, loopGapMaxMs, otherMaxMs };
  } finally {
    await stopTypstRenderer();
    await handle.close();
  }
}

/** The V8 flags the server runs with on the embedded database (scripts/start.mjs `serverV8Flags`). */
const SERVER_FLAGS = ['--liftoff-only', '--max-semi-space-size=8'];

/**
 * `finalizeRounds` in a child process with the server's V8 flags (this file with the argument `finalize`).
 * @throws Error when the child fails.
 */
export function measureFinalize(rounds = 5): Promise<FinalizeResult> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(import.meta.url), ['finalize', String(rounds)], { execArgv: [...SERVER_FLAGS, '--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    let result: FinalizeResult | null = null;
    child.on('message', (message: FinalizeResult) => (result = message));
    child.on('error', reject);
    child.on('exit', (code) => (result && code === 0 ? resolve(result) : reject(new Error(`De meting van het definitief maken stopte met code ${code}.`))));
  });
}

/** Prints the finalise measurement (for information; no budget). */
export function printFinalize(r: FinalizeResult): void {
  console.log(`  rapport met ${MAX_REPORT_TEXT.toLocaleString('nl-NL')} tekens opgemaakte tekst: ${r.pages} pagina's, ${(r.bytes / 1024).toFixed(0)} KB; ${r.rounds} keer gewijzigd en definitief gemaakt`);
  row('  definitief maken p50 / traagste', `${r.p50.toFixed(0)} / ${r.max.toFixed(0)} ms`, '', '');
  row('  langste blokkering event loop van de server', `${r.loopGapMaxMs.toFixed(0)} ms`, '', '');
  row('  traagste ingelogde aanvraag intussen (elke 20 ms)', `${r.otherMaxMs.toFixed(0)} ms`, '', '');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  if (process.argv[2] === 'finalize') {
    // The child of `measureFinalize`.
    const result = await finalizeRounds(Number(process.argv[3] ?? 5));
    process.send?.(result);
    process.exit(0);
  }
  const runs = Number(process.env.BENCH_RUNS ?? 100);
  try {
    const result = await measureReportPdf({ runs });
    console.log('Rapport als PDF (renderReportPdf, in het Typst-proces)');
    printReportPdf(result);
    console.log('Rapport definitief maken en wijzigen (ingebouwde database, V8-vlaggen van de server)');
    printFinalize(await measureFinalize());
    process.exit(reportPdfWithinBudget(result) ? 0 : 1);
  } catch (error: unknown) {
    console.error(error);
    process.exit(1);
  }
}
