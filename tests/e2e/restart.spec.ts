import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { newTestFor } from './api';
import { DEMO_PASSWORD, expect, submitLogin, test } from './fixtures';
import { answerCurrent, next, progress, SAVED, saveStatus } from './player';

/**
 * The server restarted in the middle of a test loses nothing. This spec runs its own platform
 * instance (same build, its own data folder and port) so it can stop and start it.
 */
const PORT = 4392;
const BASE = `http://localhost:${PORT}`;
const DATA_DIR = './data-e2e-restart';

function startServer(): ChildProcess {
  return spawn('node', ['scripts/start.mjs'], {
    env: { ...process.env, PORT: String(PORT), HOST: 'localhost', DATA_DIR, AUDIT_STDOUT: 'off', PUBLIC_URL: BASE },
    stdio: 'ignore',
  });
}

async function waitUntilUp(): Promise<void> {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${BASE}/login`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server kwam niet op');
}

async function stop(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return;
  const exited = new Promise((r) => server.once('exit', r));
  server.kill('SIGTERM');
  await exited;
}

test('een herstart van de server midden in de test verliest geen antwoord', async ({ browser }) => {
  test.setTimeout(180_000);
  rmSync(DATA_DIR, { recursive: true, force: true });
  let server = startServer();
  const context = await browser.newContext({ baseURL: BASE, viewport: { width: 360, height: 780 } });
  try {
    await waitUntilUp();
    const testId = await newTestFor(BASE, 'kandidaat@example.org');
    const page = await context.newPage();
    await submitLogin(page, 'kandidaat@example.org', DEMO_PASSWORD);
    await expect(page).toHaveURL('/dashboard/overzicht');
    await page.goto(`/dashboard/test/nl/${testId}`);
    await page.locator('main a[href*="module=1"]').first().click();
    await expect(progress(page)).toBeVisible();

    await answerCurrent(page);
    await next(page);
    await answerCurrent(page);
    await expect(saveStatus(page)).toHaveText(SAVED);

    await stop(server);
    for (let i = 0; i < 3; i++) {
      await next(page);
      await answerCurrent(page);
    }
    await expect(saveStatus(page)).not.toHaveText(SAVED);

    server = startServer();
    await waitUntilUp();
    await expect(saveStatus(page)).toHaveText(SAVED, { timeout: 45_000 });

    const state = (await (await page.request.get(`/api/test/${testId}/candidate`)).json()) as { attemptId: string };
    const module = (await (await page.request.get(`/api/test/attempt/${state.attemptId}/module/1`)).json()) as {
      answers: Record<string, unknown>;
    };
    expect(Object.keys(module.answers)).toHaveLength(5);
  } finally {
    await context.close();
    await stop(server);
    rmSync(DATA_DIR, { recursive: true, force: true });
  }
});
