/**
 * Reloading the test without a connection (docs/decisions/018-service-worker.md): the service worker keeps the
 * candidate's pages and the test's images, the player merges the answers on the device, and all of them reach
 * the server once the connection is back. Kept pages belong to one candidate and are gone for the next person.
 *
 * How "offline" is made: `context.setOffline(true)`. With Playwright 1.65 and Debian's Chromium it also cuts
 * the service worker's own requests (Playwright attaches to the worker target and emulates the network
 * conditions there too; `PLAYWRIGHT_DISABLE_SERVICE_WORKER_NETWORK` would switch that off). The first test
 * checks it from inside the worker — a fetch there must fail — so a reload that works really came from the
 * worker's cache, not from the server. Were that ever not so, `context.route('**', (r) => r.abort())` cuts
 * both page and worker requests as well (Playwright routes a context's worker requests too), but leaves
 * `navigator.onLine` true, so the player would show its retrying state instead of 'Geen verbinding'.
 *
 * Each test uses its own browser context (its own worker and caches), candidates of its own (`ownUser`) and a
 * test made for it (`newTestFor`).
 */
import type { BrowserContext, Page } from '@playwright/test';
import { apiAs, newTestFor } from './api';
import { expect, submitLogin, test, type OwnUser } from './fixtures';
import { answerCurrent, answerQuestions, OFFLINE, progress, SAVED, saveStatus } from './player';

const VIEWPORT = { width: 360, height: 780 };

async function signIn(page: Page, { email, password }: OwnUser): Promise<void> {
  await submitLogin(page, email, password);
  await expect(page).toHaveURL('/dashboard/overzicht');
}

/** Waits until the page's service worker is active (registered after the page's load event). */
async function workerActive(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state), { timeout: 20_000 }).toBe('activated');
}

/** What a fetch from inside the service worker gives: a status, or 'failed' without a network. */
async function workerFetch(context: BrowserContext, path: string): Promise<number | 'failed'> {
  const [worker] = context.serviceWorkers();
  if (!worker) throw new Error('geen service worker');
  return worker.evaluate((target) => fetch(target).then((r) => r.status, () => 'failed' as const), path);
}

/** The question map's summary: 'N van M vragen beantwoord'. */
const answered = (page: Page) => page.locator('.player__map-count');

/**
 * Opens the questions one by one through the question map until one shows a drawing, and waits until it is
 * loaded. @returns false when no question of the module has one.
 */
async function someImageShows(page: Page, total: number): Promise<boolean> {
  for (let n = 1; n <= total; n++) {
    await page.getByRole('button', { name: new RegExp(`^Vraag ${n},`) }).click();
    await expect(progress(page)).toHaveAttribute('aria-valuenow', String(n));
    const images = page.locator('.player__content img');
    if ((await images.count()) === 0) continue;
    await expect.poll(() => images.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    return true;
  }
  return false;
}

/** Names of the caches the site holds (read from the page). */
const cacheNames = (page: Page) => page.evaluate(() => caches.keys());

test('zonder verbinding herladen, verder antwoorden en het tabblad opnieuw openen: alle antwoorden komen op de server', async ({
  browser,
  baseURL,
  ownUser,
}) => {
  test.setTimeout(120_000);
  const candidate = await ownUser('User');
  const testId = await newTestFor(baseURL as string, candidate.email, { title: 'Offline herladen E2E' });
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    let page = await context.newPage();
    await signIn(page, candidate);
    await workerActive(page);

    await page.goto(`/dashboard/test/${testId}`);
    await page.getByRole('link', { name: 'Nederlands', exact: true }).click();
    await expect(page).toHaveURL(`/dashboard/test/overzicht/${testId}`);
    await page.locator('main a[href*="module=1"]').first().click();
    await expect(progress(page)).toBeVisible();
    const total = Number(await progress(page).getAttribute('aria-valuemax'));
    expect(total).toBeGreaterThanOrEqual(5);

    await answerQuestions(page, 3);
    await expect(saveStatus(page)).toHaveText(SAVED);
    await expect(answered(page)).toHaveText(`(3 van ${total} vragen beantwoord)`);

    await context.setOffline(true);
    expect(await workerFetch(context, '/login')).toBe('failed');
    const reloaded = await page.reload();
    expect(reloaded?.fromServiceWorker()).toBe(true);
    await expect(progress(page)).toBeVisible();
    // The kept page is older than the three answers; the player shows them from the device.
    await expect(answered(page)).toHaveText(`(3 van ${total} vragen beantwoord)`);

    await page.getByRole('button', { name: 'Vraag 4, nog niet beantwoord' }).click();
    await expect(progress(page)).toHaveAttribute('aria-valuenow', '4');
    await answerCurrent(page);
    await page.getByRole('button', { name: 'Vraag 5, nog niet beantwoord' }).click();
    await expect(progress(page)).toHaveAttribute('aria-valuenow', '5');
    await answerCurrent(page);
    await expect(saveStatus(page)).toHaveText(OFFLINE);
    await expect(answered(page)).toHaveText(`(5 van ${total} vragen beantwoord)`);
    expect(await someImageShows(page, total)).toBe(true);

    // Close the tab and open the test again, still without a connection.
    const address = page.url();
    await page.close();
    page = await context.newPage();
    await page.goto(address);
    await expect(progress(page)).toBeVisible();
    await expect(answered(page)).toHaveText(`(5 van ${total} vragen beantwoord)`);
    await expect(saveStatus(page)).toHaveText(OFFLINE);
    // The test's overview is kept too.
    await page.goto(`/dashboard/test/overzicht/${testId}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Offline herladen E2E');
    await page.goto(address);
    await expect(answered(page)).toHaveText(`(5 van ${total} vragen beantwoord)`);

    await context.setOffline(false);
    await expect(saveStatus(page)).toHaveText(SAVED, { timeout: 20_000 });
    const attempt = await page.request.get(`/api/test/${testId}/candidate`);
    const { attemptId } = (await attempt.json()) as { attemptId: string };
    const own = await apiAs(baseURL as string, candidate.email, candidate.password);
    try {
      const module = await own.get<{ answers: Record<string, unknown> }>(`/api/test/attempt/${attemptId}/module/1`);
      expect(Object.keys(module.answers)).toHaveLength(5);
    } finally {
      await own.dispose();
    }
  } finally {
    await context.close();
  }
});

test('wie na een verlopen sessie inlogt, krijgt zonder verbinding niets van de vorige kandidaat te zien', async ({ browser, baseURL, ownUser }) => {
  test.setTimeout(90_000);
  const candidate = await ownUser('User');
  const other = await ownUser('User');
  const testId = await newTestFor(baseURL as string, candidate.email, { title: 'Gedeeld apparaat E2E' });
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    const page = await context.newPage();
    await signIn(page, candidate);
    await workerActive(page);
    await page.goto(`/dashboard/test/nl/${testId}`);
    await page.locator('main a[href*="module=1"]').first().click();
    await expect(progress(page)).toBeVisible();
    const player = page.url();
    await expect.poll(async () => (await cacheNames(page)).filter((name) => name.startsWith('kandidaat-pages-'))).toHaveLength(1);

    // The first candidate walks away; the session ends without signing out (here: the cookie is gone).
    await context.clearCookies();
    await signIn(page, other);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect
      .poll(async () => (await cacheNames(page)).filter((name) => name.startsWith('kandidaat-')).length)
      .toBeGreaterThan(0);

    await context.setOffline(true);
    await page.goto('/dashboard/overzicht');
    await expect(page.getByRole('banner')).toContainText(other.name);
    await expect(page.getByRole('main')).not.toContainText('Gedeeld apparaat E2E');
    await expect(page.goto(player)).rejects.toThrow(/ERR_INTERNET_DISCONNECTED|ERR_FAILED/);
  } finally {
    await context.close();
  }
});

test('uitloggen wist de bewaarde pagina’s van de kandidaat', async ({ browser, ownUser }) => {
  const candidate = await ownUser('User');
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    const page = await context.newPage();
    await signIn(page, candidate);
    await workerActive(page);
    await page.goto('/dashboard/overzicht');
    await expect.poll(async () => (await cacheNames(page)).filter((name) => name.startsWith('kandidaat-pages-'))).toHaveLength(1);

    await page.getByRole('banner').getByRole('button', { name: candidate.name }).click();
    await page.getByRole('menuitem', { name: 'Uitloggen' }).click();
    await expect(page).toHaveURL('/login');
    expect((await cacheNames(page)).filter((name) => name.startsWith('kandidaat-'))).toEqual([]);

    await context.setOffline(true);
    await expect(page.goto('/dashboard/overzicht')).rejects.toThrow(/ERR_INTERNET_DISCONNECTED|ERR_FAILED/);
  } finally {
    await context.close();
  }
});
