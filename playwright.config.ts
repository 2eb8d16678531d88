import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests in Debian's Chromium (no browser downloads on these machines; docs/architecture.md).
 * The web server is the real platform (`scripts/start.mjs`) on a fresh embedded database in
 * `./data-e2e`, filled with the demo data.
 */
const PORT = Number(process.env.E2E_PORT ?? 4390);
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: 'nl-NL',
    timezoneId: 'Europe/Amsterdam',
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
      },
    },
  ],
  webServer: {
    command: 'rm -rf ./data-e2e && node scripts/start.mjs',
    url: `http://localhost:${PORT}/login`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: 'localhost',
      DATA_DIR: './data-e2e',
      PUBLIC_URL: `http://localhost:${PORT}`,
      AUDIT_STDOUT: 'off',
      // Every test account is activated through the public ConfirmEmailAndPassword call from this one address
      // (tests/e2e/people.ts); a suite run with --repeat-each would pass the default of 100 in 15 minutes.
      PUBLIC_IP_LIMIT: '1000',
    },
  },
});
