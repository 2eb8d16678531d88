/**
 * What a second visit to the test player downloads once the service worker is there
 * (docs/decisions/018-service-worker.md; goal: 0 bytes of JavaScript and CSS). `npm run bench` runs it
 * (scripts/bench.ts) against the server it started.
 *
 * Chromium (CHROMIUM_PATH, default /usr/bin/chromium) talks to the server through a small counting proxy on
 * loopback, so every byte that crosses the network is seen — the page's own requests and the worker's alike —
 * and nothing served from the worker's caches or the HTTP cache is. Counted: response bodies as sent
 * (compressed), by content type; headers are left out. The candidate signs in, opens the player once (the
 * worker installs, precaches and keeps the page), then the counters start and the player is opened again. For
 * comparison the same is measured in a browser that blocks service workers (the HTTP cache alone).
 */
import { existsSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium, type Page } from '@playwright/test';

/** Bytes per kind of content. */
export interface Bytes {
  html: number;
  js: number;
  css: number;
  images: number;
  other: number;
  total: number;
  requests: number;
}

export interface SecondVisit {
  /** Everything the first visit downloaded, the worker's precaching included. */
  first: Bytes;
  /** The second visit with the service worker. */
  second: Bytes;
  /** The second visit in a browser without service workers. */
  withoutWorker: Bytes;
}

export interface SecondVisitOptions {
  /** The running server, e.g. `http://localhost:4395`. */
  upstream: string;
  email: string;
  password: string;
  /** The player's path, e.g. `/dashboard/test/{id}?module=1`. */
  path: string;
  /** Default CHROMIUM_PATH or /usr/bin/chromium. */
  executablePath?: string;
}

const empty = (): Bytes => ({ html: 0, js: 0, css: 0, images: 0, other: 0, total: 0, requests: 0 });

function kindOf(contentType: string): keyof Omit<Bytes, 'total' | 'requests'> {
  if (/^text\/html/i.test(contentType)) return 'html';
  if (/javascript/i.test(contentType)) return 'js';
  if (/^text\/css/i.test(contentType)) return 'css';
  if (/^image\//i.test(contentType)) return 'images';
  return 'other';
}

/** A reverse proxy on a free loopback port that counts response bytes into `counter.bytes`. */
async function countingProxy(upstream: URL): Promise<{ server: Server; base: string; counter: { bytes: Bytes } }> {
  const counter = { bytes: empty() };
  const server = createServer((req, res) => {
    const forward = request(
      { hostname: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        const kind = kindOf(String(answer.headers['content-type'] ?? ''));
        const bytes = counter.bytes;
        bytes.requests += 1;
        answer.on('data', (chunk: Buffer) => {
          bytes[kind] += chunk.length;
          bytes.total += chunk.length;
        });
        res.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        answer.pipe(res);
      },
    );
    forward.on('error', () => res.destroy());
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  return { server, base: `http://localhost:${(server.address() as AddressInfo).port}`, counter };
}

/** Waits until no request crossed the proxy for `quietMs`. */
async function quiet(counter: { bytes: Bytes }, quietMs = 1500): Promise<void> {
  let seen = -1;
  while (seen !== counter.bytes.requests) {
    seen = counter.bytes.requests;
    await new Promise((r) => setTimeout(r, quietMs));
  }
}

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await page.waitForURL('**/dashboard/overzicht');
}

/**
 * Measures the first and second visit (see the module comment).
 * @returns null when there is no Chromium.
 */
export async function measureSecondVisit(options: SecondVisitOptions): Promise<SecondVisit | null> {
  const executablePath = options.executablePath ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(executablePath)) return null;
  const proxy = await countingProxy(new URL(options.upstream));
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  try {
    const visit = async (serviceWorkers: 'allow' | 'block') => {
      const context = await browser.newContext({ baseURL: proxy.base, serviceWorkers, viewport: { width: 360, height: 780 } });
      try {
        const page = await context.newPage();
        proxy.counter.bytes = empty();
        await signIn(page, options.email, options.password);
        await page.goto(options.path);
        if (serviceWorkers === 'allow') {
          await page.waitForFunction(async () => (await navigator.serviceWorker.ready).active?.state === 'activated', undefined, { timeout: 60_000 });
        }
        await quiet(proxy.counter);
        const first = proxy.counter.bytes;
        proxy.counter.bytes = empty();
        await page.goto(options.path);
        await page.getByRole('progressbar').waitFor();
        await quiet(proxy.counter);
        return { first, second: proxy.counter.bytes };
      } finally {
        await context.close();
      }
    };
    const withWorker = await visit('allow');
    const withoutWorker = await visit('block');
    return { first: withWorker.first, second: withWorker.second, withoutWorker: withoutWorker.second };
  } finally {
    await browser.close();
    await new Promise((r) => proxy.server.close(r));
  }
}
