#!/usr/bin/env node
/**
 * `npm test`: type checking, lint, unit and in-process API tests (Vitest), a production build, and the
 * end-to-end tests in Debian's Chromium (Playwright). Installs Debian's `chromium` first when it is missing
 * and this runs as root. Ends with one line `Tests: N passed, N failed`.
 *
 * Options: `--skip-e2e` runs everything but the browser tests.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const skipE2e = process.argv.includes('--skip-e2e');
const env = { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' };

/** Runs one step; stops the whole run when it fails. */
function step(title, command, args, extraEnv = {}) {
  console.log(`\n== ${title} ==`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...env, ...extraEnv } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n${title} mislukt (${seconds} s).`);
    summary();
    process.exit(result.status ?? 1);
  }
  console.log(`${title}: klaar in ${seconds} s`);
}

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  if (typeof process.getuid === 'function' && process.getuid() === 0) {
    step('Chromium installeren (Debian-pakket)', 'sh', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium']);
    return;
  }
  console.error(`Chromium ontbreekt (${CHROMIUM}). Installeer het Debian-pakket 'chromium' als root, of zet CHROMIUM_PATH.`);
  process.exit(1);
}

function count(file, read) {
  if (!existsSync(file)) return { passed: 0, failed: 0 };
  try {
    return read(JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    return { passed: 0, failed: 0 };
  }
}

function summary() {
  const unit = count('reports/vitest.json', (r) => ({ passed: r.numPassedTests ?? 0, failed: r.numFailedTests ?? 0 }));
  const e2e = count('reports/playwright.json', (r) => ({
    passed: r.stats?.expected ?? 0,
    failed: (r.stats?.unexpected ?? 0) + (r.stats?.flaky ?? 0),
  }));
  console.log(`\nTests: ${unit.passed + e2e.passed} passed, ${unit.failed + e2e.failed} failed`);
}

mkdirSync('reports', { recursive: true });
if (!skipE2e) ensureChromium();
step('Typecontrole', 'npx', ['astro', 'check', '--minimumSeverity', 'warning']);
step('Lint', 'npx', ['eslint', '.', '--max-warnings', '0']);
step('Unit- en API-tests', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=reports/vitest.json']);
if (!skipE2e) {
  step('Productiebuild', 'npx', ['astro', 'build']);
  step('End-to-endtests (Chromium)', 'npx', ['playwright', 'test', '--reporter=line,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: 'reports/playwright.json',
  });
}
summary();
