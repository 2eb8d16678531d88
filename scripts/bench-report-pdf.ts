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
 * Alone: `node --import tsx scripts/bench-report-pdf.ts` (BENCH_RUNS changes the default 100).
 * `npm run bench` runs it too (scripts/bench.ts).
 */
import { readFileSync } from 'node:fs';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
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

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const runs = Number(process.env.BENCH_RUNS ?? 100);
  try {
    const result = await measureReportPdf({ runs });
    console.log('Rapport als PDF (renderReportPdf, in het Typst-proces)');
    printReportPdf(result);
    process.exit(reportPdfWithinBudget(result) ? 0 : 1);
  } catch (error: unknown) {
    console.error(error);
    process.exit(1);
  }
}
