/**
 * Lighthouse on the pages a candidate sees on exam morning: LCP, CLS and TBT per page, several runs each, judged
 * against the client's budgets (every run: LCP ≤ 1.5 s, CLS ≤ 0.01, TBT ≤ 50 ms;
 * docs/decisions/025-css-and-layout-stability.md).
 *
 * Lighthouse runs in its default mobile mode: a Moto G Power–sized screen (412 × 823, DPR 1.75) and *simulated*
 * throttling (`throttlingMethod: 'simulate'`, Lighthouse's default), i.e. Slow 4G (150 ms RTT, 1.6 Mbit/s down,
 * 750 kbit/s up) and a 4× CPU slowdown, computed by Lantern from a trace taken at full speed. LCP and TBT are
 * the simulated values; CLS is observed in that trace (Lighthouse does not simulate it). Pass
 * `throttlingMethod: 'devtools'` to throttle the real page load instead (slower, noisier).
 *
 * Chromium: CHROMIUM_PATH or /usr/bin/chromium, started by chrome-launcher with `--headless=new --no-sandbox`,
 * a fresh profile per run. Signed-in pages get the candidate's session cookie as an extra request header
 * (Lighthouse's `extraHeaders`), so the page and its own API calls are signed in.
 *
 * Alone, against a running server (`node scripts/start.mjs`):
 *   node --import tsx scripts/bench-lighthouse.ts http://localhost:4600
 * signs in as the demo candidate (kandidaat@example.org), starts their first test in Dutch when it has not
 * started yet, measures /login, /dashboard/overzicht, /dashboard/test/overzicht/{id} and the player
 * /dashboard/test/{id}?module=1, prints a table and exits 1 when a run is over budget. Sends traffic to the
 * given address only (use loopback).
 */
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';

/** One page to measure. */
export interface LighthousePage {
  /** Shown in the table, e.g. '/dashboard/overzicht'. */
  label: string;
  /** Path on the server, e.g. '/dashboard/test/{id}?module=1'. */
  path: string;
  /** `Cookie` header value for signed-in pages, e.g. `sid=…`; omitted for public pages. */
  cookie?: string;
}

/** Smallest, median and largest value over the runs. */
export interface Spread {
  min: number;
  median: number;
  max: number;
}

/** The result of one page: every run, the spread per metric and whether every run kept the budget. */
export interface LighthouseResult {
  label: string;
  /** Per run: LCP and TBT in ms, CLS unitless; `lcpElement` is a short description of the LCP node. */
  runs: { lcp: number; cls: number; tbt: number; lcpElement: string }[];
  lcp: Spread;
  cls: Spread;
  tbt: Spread;
  /** Runs repeated because Lighthouse lost the trace (not counted in `runs`). */
  retries: number;
  withinBudget: boolean;
}

export interface LighthouseOptions {
  /** Runs per page (default 5). */
  runs?: number;
  /** 'simulate' (default, Lighthouse's mobile default) or 'devtools' (throttles the real load). */
  throttlingMethod?: 'simulate' | 'devtools';
  /** Default CHROMIUM_PATH or /usr/bin/chromium. */
  chromePath?: string;
}

/** Budgets for every single run: LCP and TBT in ms, CLS unitless (the client's exam-morning budgets). */
export const LIGHTHOUSE_BUDGET = { lcp: 1500, cls: 0.01, tbt: 50 } as const;

function spread(values: number[]): Spread {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 === 1 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
  return { min: sorted[0] as number, median, max: sorted[sorted.length - 1] as number };
}

interface NodeDetails {
  type?: string;
  snippet?: string;
  nodeLabel?: string;
}

/** Finds the LCP element's node in the LCP breakdown insight (Lighthouse 13), as 'label — <snippet>'. */
function lcpElementOf(audits: Record<string, { details?: unknown }>): string {
  const seen = new Set<unknown>();
  const find = (value: unknown): NodeDetails | null => {
    if (!value || typeof value !== 'object' || seen.has(value)) return null;
    seen.add(value);
    const node = value as NodeDetails;
    if (node.type === 'node' && typeof node.snippet === 'string') return node;
    for (const child of Object.values(value)) {
      const found = find(child);
      if (found) return found;
    }
    return null;
  };
  const node = find(audits['lcp-breakdown-insight']?.details) ?? find(audits['largest-contentful-paint-element']?.details);
  if (!node) return '?';
  const label = (node.nodeLabel ?? '').replace(/\s+/g, ' ').slice(0, 40);
  return `${label} — ${(node.snippet ?? '').slice(0, 60)}`;
}

/** Runs that Lighthouse may repeat per page when it reports a broken trace (see `measureLighthouse`). */
const MAX_RETRIES = 3;
/** Lighthouse's trace errors that say nothing about the page. */
const TRACE_ERRORS = new Set(['NO_NAVSTART', 'NO_FCP_TRACE', 'NO_TRACING_STARTED', 'NO_RESOURCE_REQUEST']);

/** One Lighthouse run in a fresh Chromium: the metrics, or `retry` with the reason when the trace broke. */
async function runOnce(
  url: string,
  page: LighthousePage,
  chromePath: string,
  throttlingMethod: 'simulate' | 'devtools',
): Promise<LighthouseResult['runs'][number] | { retry: string }> {
  const chrome = await launch({ chromePath, chromeFlags: ['--headless=new', '--no-sandbox'] });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      throttlingMethod,
      extraHeaders: page.cookie ? { cookie: page.cookie } : undefined,
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse gaf geen resultaat voor ${page.label}`);
    if (lhr.runtimeError) {
      const reason = `${lhr.runtimeError.code} ${lhr.runtimeError.message}`;
      if (TRACE_ERRORS.has(lhr.runtimeError.code)) return { retry: reason };
      throw new Error(`Lighthouse op ${page.label}: ${reason}`);
    }
    if (lhr.finalDisplayedUrl !== url) throw new Error(`${page.label} stuurde door naar ${lhr.finalDisplayedUrl}`);
    const value = (id: string) => {
      const v = lhr.audits[id]?.numericValue;
      if (typeof v !== 'number') throw new Error(`${page.label}: geen ${id} (${lhr.audits[id]?.errorMessage ?? 'onbekend'})`);
      return v;
    };
    return {
      lcp: value('largest-contentful-paint'),
      cls: value('cumulative-layout-shift'),
      tbt: value('total-blocking-time'),
      lcpElement: lcpElementOf(lhr.audits),
    };
  } finally {
    chrome.kill();
  }
}

/**
 * Runs Lighthouse `runs` times on each page, one fresh headless Chromium per run. A run whose trace Lighthouse
 * lost (NO_NAVSTART and the like, seen on a busy machine) is repeated, at most 3 times per page.
 * @param baseUrl the running server, e.g. `http://localhost:4600` (no trailing slash needed)
 * @param pages   the pages, in order; signed-in ones carry `cookie`
 * @returns one result per page: LCP and TBT in ms, CLS unitless, min/median/max over the runs
 * @throws Error when Chromium is missing, a page answers with an error status or redirects (e.g. to /login when
 *   the cookie is not accepted), or Lighthouse fails otherwise
 */
export async function measureLighthouse(baseUrl: string, pages: LighthousePage[], options: LighthouseOptions = {}): Promise<LighthouseResult[]> {
  const runs = options.runs ?? 5;
  const chromePath = options.chromePath ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chromePath)) throw new Error(`geen Chromium op ${chromePath}; zet CHROMIUM_PATH`);
  const results: LighthouseResult[] = [];
  for (const page of pages) {
    const url = new URL(page.path, baseUrl).href;
    const measured: LighthouseResult['runs'] = [];
    let retries = 0;
    while (measured.length < runs) {
      const outcome = await runOnce(url, page, chromePath, options.throttlingMethod ?? 'simulate');
      if ('retry' in outcome) {
        // Lighthouse sometimes loses the trace's navigation start (NO_NAVSTART) on a busy machine: the page is
        // not at fault, so the run is repeated, at most MAX_RETRIES times per page.
        retries += 1;
        if (retries > MAX_RETRIES) throw new Error(`Lighthouse op ${page.label}: ${outcome.retry}`);
        continue;
      }
      measured.push(outcome);
    }
    const lcp = spread(measured.map((r) => r.lcp));
    const cls = spread(measured.map((r) => r.cls));
    const tbt = spread(measured.map((r) => r.tbt));
    results.push({
      label: page.label,
      runs: measured,
      lcp,
      cls,
      tbt,
      retries,
      withinBudget: lcp.max <= LIGHTHOUSE_BUDGET.lcp && cls.max <= LIGHTHOUSE_BUDGET.cls && tbt.max <= LIGHTHOUSE_BUDGET.tbt,
    });
  }
  return results;
}

/** Prints one row per page and metric: min / median / max and the verdict against the per-run budget. */
export function printLighthouse(results: LighthouseResult[]): void {
  const ms = (v: number) => `${Math.round(v)} ms`;
  const unit = (v: number) => v.toFixed(3);
  const line = (what: string, s: Spread, fmt: (v: number) => string, budget: number) =>
    console.log(
      `${what.padEnd(56)} ${`${fmt(s.min)} / ${fmt(s.median)} / ${fmt(s.max)}`.padStart(26)}   budget ${fmt(budget).padStart(8)}   ${s.max <= budget ? 'binnen budget' : 'BOVEN BUDGET'}`,
    );
  console.log(`${'pagina (min / mediaan / max)'.padEnd(56)}`);
  for (const r of results) {
    line(`${r.label}: LCP`, r.lcp, ms, LIGHTHOUSE_BUDGET.lcp);
    line(`${r.label}: CLS`, r.cls, unit, LIGHTHOUSE_BUDGET.cls);
    line(`${r.label}: TBT`, r.tbt, ms, LIGHTHOUSE_BUDGET.tbt);
    const elements = [...new Set(r.runs.map((run) => run.lcpElement))];
    console.log(`    LCP-element: ${elements.join(' | ')}${r.retries > 0 ? ` (${r.retries} run(s) herhaald: Lighthouse verloor de trace)` : ''}`);
  }
}

/**
 * Signs the demo candidate in with the sign-in form (POST /login) and returns the `Cookie` value `sid=…`.
 * @throws Error when no session cookie comes back
 */
export async function signInCandidate(baseUrl: string, email = 'kandidaat@example.org', password = 'demo-wachtwoord'): Promise<string> {
  const res = await fetch(new URL('/login', baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: new URL(baseUrl).origin },
    body: new URLSearchParams({ email, password }).toString(),
    redirect: 'manual',
  });
  const sid = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0] as string)
    .find((c) => c.startsWith('sid='));
  if (!sid) throw new Error(`inloggen mislukt (status ${res.status})`);
  return sid;
}

/**
 * The candidate's four exam-morning pages: login, home, the test overview and the player of module 1. Starts
 * the candidate's first test in Dutch first (`POST /api/test/{id}/start`, idempotent: a started test keeps its
 * attempt and language; docs/api.md).
 * @throws Error when the candidate has no test or the start is refused
 */
export async function candidatePages(baseUrl: string, cookie: string): Promise<LighthousePage[]> {
  const mine = (await (await fetch(new URL('/api/test/mine', baseUrl), { headers: { cookie } })).json()) as { testId: string }[];
  const testId = mine[0]?.testId;
  if (!testId) throw new Error('de demokandidaat heeft geen test');
  const start = await fetch(new URL(`/api/test/${testId}/start`, baseUrl), {
    method: 'POST',
    headers: { cookie, origin: new URL(baseUrl).origin, 'content-type': 'application/json' },
    body: JSON.stringify({ language: 'nl' }),
  });
  if (start.status !== 200) throw new Error(`test starten gaf ${start.status}`);
  return [
    { label: '/login', path: '/login' },
    { label: '/dashboard/overzicht', path: '/dashboard/overzicht', cookie },
    { label: '/dashboard/test/overzicht/{id}', path: `/dashboard/test/overzicht/${testId}`, cookie },
    { label: '/dashboard/test/{id}?module=1 (speler)', path: `/dashboard/test/${testId}?module=1`, cookie },
  ];
}

async function main(): Promise<void> {
  const baseUrl = process.argv[2] ?? 'http://localhost:4321';
  const throttlingMethod = process.env.LIGHTHOUSE_THROTTLING === 'devtools' ? 'devtools' : 'simulate';
  const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
  const cookie = await signInCandidate(baseUrl);
  const pages = await candidatePages(baseUrl, cookie);
  console.log(`Lighthouse, mobiel (Slow 4G, 4× CPU, ${throttlingMethod === 'simulate' ? 'gesimuleerd' : 'DevTools'}), ${runs} runs per pagina, ${baseUrl}`);
  const results = await measureLighthouse(baseUrl, pages, { runs, throttlingMethod });
  printLighthouse(results);
  if (!results.every((r) => r.withinBudget)) process.exitCode = 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
