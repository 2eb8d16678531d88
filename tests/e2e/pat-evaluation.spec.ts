/**
 * A PAT day on a tablet (spec §2 /docent/pat … /docent/evaluate/…; docs/api.md "PAT"; docs/decisions/018-service-worker.md
 * addendum): the demo teacher opens the demo PAT, a day and its grid, scores a form online, then — without a
 * connection — opens three candidates' forms from the grid and scores them, closes the tab and opens the last form
 * again in a new tab: the scores are there. With the connection back all four evaluations reach the server (the
 * reopened form sends its own draft, the day page the others); one is made final.
 * axe checks every page on the way.
 *
 * A second test scores a form without a connection, closes it and signs out on another page: the sign-out dialog
 * names the evaluation still only on the tablet and sends it first.
 *
 * "Offline" is `context.setOffline(true)`, which also cuts the service worker's requests in this Chromium
 * (tests/e2e/offline.spec.ts checks that). The test picks cells that are still open, so it also passes on a
 * database where an earlier run scored some.
 */
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from '@playwright/test';
import { apiAs } from './api';
import { DEMO, DEMO_PASSWORD, expect, submitLogin, test } from './fixtures';

const TABLET = { width: 1024, height: 768 };
const SAVED = 'Opgeslagen';
const NOT_SENT = 'Nog niet verstuurd — wordt verstuurd zodra er verbinding is';

async function axe(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Waits until the page's service worker is active (registered after the page's load event). */
async function workerActive(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state), { timeout: 20_000 }).toBe('activated');
}

/** How many evaluation forms the service worker keeps. */
const keptForms = (page: Page) =>
  page.evaluate(async () => {
    let n = 0;
    for (const name of (await caches.keys()).filter((k) => k.startsWith('kandidaat-pages-'))) {
      n += (await (await caches.open(name)).keys()).filter((r) => r.url.includes('/docent/evaluate/')).length;
    }
    return n;
  });

const saveStatus = (page: Page) => page.locator('.evaluation__status');

/** Scores every criterion of the form on screen with the scale value `label`, e.g. '3 voldoende'. */
async function scoreAll(page: Page, label: string): Promise<number> {
  const groups = page.locator('.evaluation__criteria fieldset');
  const n = await groups.count();
  expect(n).toBeGreaterThan(0);
  for (let i = 0; i < n; i++) await groups.nth(i).getByRole('radio', { name: label, exact: true }).check();
  return n;
}

/** `{ patId, moduleId, candidateId }` of an evaluate address. */
function idsOf(address: string) {
  const [, patId, moduleId, candidateId] = /\/docent\/evaluate\/([^/]+)\/([^/]+)\/([^/?]+)/.exec(address) ?? [];
  return `/api/pat/${patId}/evaluation/${moduleId}/${candidateId}`;
}

/**
 * In portrait (768 × 1024) the page does not scroll sideways and every `targets` element is at least 44 px high
 * (WCAG 2.2 SC 1.4.10, 2.5.8); back to landscape afterwards.
 */
async function fitsPortrait(page: Page, targets: string): Promise<void> {
  await page.setViewportSize({ width: TABLET.height, height: TABLET.width });
  try {
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    const heights = await page.locator(targets).evaluateAll((nodes) => nodes.map((n) => n.getBoundingClientRect().height));
    expect(heights.length).toBeGreaterThan(0);
    expect(Math.min(...heights)).toBeGreaterThanOrEqual(44);
  } finally {
    await page.setViewportSize(TABLET);
  }
}

/** Signs in as the demo teacher in `context` and opens 'Mijn PAT’s' from the main menu. @returns the page. */
async function teacherPats(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await submitLogin(page, DEMO.Teacher.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(DEMO.Teacher.home);
  await page.getByRole('navigation').getByRole('link', { name: 'PAT', exact: true }).click();
  await expect(page).toHaveURL('/docent/pat');
  return page;
}

interface Scores {
  evaluation: { scores: Record<string, { score: number | null }>; status: string };
}

test('een docent beoordeelt op een PAT-dag op de tablet, ook zonder verbinding, en maakt een beoordeling definitief', async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ viewport: TABLET });
  try {
    let page = await teacherPats(context);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mijn PAT’s');
    await workerActive(page);
    await axe(page);

    await page.getByRole('link', { name: 'PAT Magazijnmedewerker', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('PAT Magazijnmedewerker');
    await axe(page);
    await page.getByRole('link', { name: /^Beoordelen op / }).first().click();
    await expect(page).toHaveURL(/\/docent\/pat-dag\//);
    await expect(page.getByRole('status').filter({ hasText: 'beoordelingsformulieren van deze dag staan op dit apparaat' })).toBeVisible();
    const cells = page.locator('a.pat-cell');
    const total = await cells.count();
    expect(total).toBeGreaterThanOrEqual(6);
    // The service worker keeps every form of the day.
    await expect.poll(() => keptForms(page), { timeout: 30_000 }).toBe(total);
    await axe(page);
    await fitsPortrait(page, 'a.pat-cell');

    // Open cells: the first of one candidate's row to score online, the last of three candidates' rows to score offline.
    const rows = page.locator('.pat-grid tbody tr');
    const openHrefs: string[][] = [];
    for (let r = 0; r < (await rows.count()); r++) {
      const hrefs = await rows.nth(r).locator('a.pat-cell[data-state="open"]').evaluateAll((links) => links.map((l) => l.getAttribute('href') ?? ''));
      if (hrefs.length > 0) openHrefs.push(hrefs);
    }
    expect(openHrefs.length).toBeGreaterThanOrEqual(3);
    expect(openHrefs[0]!.length).toBeGreaterThanOrEqual(2);
    const onlineHref = openHrefs[0]![0]!;
    const offlineHrefs = openHrefs.slice(0, 3).map((hrefs) => hrefs[hrefs.length - 1]!);
    const dayAddress = page.url();

    // Online: score the first form.
    await page.locator(`a.pat-cell[href="${onlineHref}"]`).click();
    await expect(page).toHaveURL(/\/docent\/evaluate\//);
    const first = page.url();
    await expect(page.getByRole('heading', { name: 'Opdracht' })).toBeVisible();
    const criteria = await scoreAll(page, '3 voldoende');
    await page.getByLabel('Algemene opmerking').fill('Rustig en veilig gewerkt.');
    await expect(saveStatus(page)).toHaveText(SAVED);
    await axe(page);
    await fitsPortrait(page, '.evaluation__level');
    await page.getByRole('link', { name: 'Terug naar het dagoverzicht' }).click();
    await expect(page).toHaveURL(/\/docent\/pat-dag\//);

    // Offline: three candidates' forms from the grid, each scored; every form stays on the device.
    await context.setOffline(true);
    const offline: { address: string; criteria: number }[] = [];
    for (const href of offlineHrefs) {
      await page.goto(dayAddress);
      await page.locator(`a.pat-cell[href="${href}"]`).click();
      await expect(page).toHaveURL(/\/docent\/evaluate\//);
      await expect(page.getByRole('heading', { name: 'Opdracht' })).toBeVisible();
      offline.push({ address: page.url(), criteria: await scoreAll(page, '4 goed') });
      await expect(saveStatus(page)).toHaveText(NOT_SENT);
    }

    // The tab closed and the last form opened again in a new tab, still offline: the scores are there.
    const address = offline[offline.length - 1]!.address;
    await page.close();
    page = await context.newPage();
    const reopened = await page.goto(address);
    expect(reopened?.fromServiceWorker()).toBe(true);
    const radios = page.locator('.evaluation__criteria').getByRole('radio', { name: '4 goed', exact: true });
    await expect(radios).toHaveCount(offline[offline.length - 1]!.criteria);
    for (let i = 0; i < offline[offline.length - 1]!.criteria; i++) await expect(radios.nth(i)).toBeChecked();
    await expect(saveStatus(page)).toHaveText(NOT_SENT);

    // Back online: this form sends its draft, and the day page sends the drafts of the others; all four are on the server.
    await context.setOffline(false);
    await expect(saveStatus(page)).toHaveText(SAVED, { timeout: 20_000 });
    const dayPage = await context.newPage();
    await dayPage.goto(dayAddress);
    const teacher = await apiAs(baseURL as string, DEMO.Teacher.email);
    try {
      const one = await teacher.get<Scores>(idsOf(first));
      expect(Object.values(one.evaluation.scores).map((s) => s.score)).toEqual(Array(criteria).fill(3));
      for (const form of offline) {
        await expect
          .poll(async () => Object.values((await teacher.get<Scores>(idsOf(form.address))).evaluation.scores).map((s) => s.score), { timeout: 20_000 })
          .toEqual(Array(form.criteria).fill(4));
      }
      await dayPage.close();

      // One made final.
      await page.getByRole('button', { name: 'Definitief maken' }).click();
      await expect(page.getByText('De beoordeling is definitief.')).toBeVisible();
      await expect(page.locator('.evaluation__state')).toContainText('Definitief sinds');
      await expect(page.getByRole('button', { name: 'Wijzigen' })).toBeVisible();
      expect((await teacher.get<Scores>(idsOf(address))).evaluation.status).toBe('final');
      await axe(page);
    } finally {
      await teacher.dispose();
    }
  } finally {
    await context.close();
  }
});

test('uitloggen met een beoordeling die nog alleen op de tablet staat: eerst versturen, dan uitloggen', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ viewport: TABLET });
  try {
    let page = await teacherPats(context);
    await page.getByRole('link', { name: 'PAT Magazijnmedewerker', exact: true }).click();
    await page.getByRole('link', { name: /^Beoordelen op / }).first().click();
    await expect(page).toHaveURL(/\/docent\/pat-dag\//);
    // A form that is not final yet (open or draft), so it can still be scored.
    await page.locator('a.pat-cell:is([data-state="open"], [data-state="draft"])').last().click();
    await expect(page).toHaveURL(/\/docent\/evaluate\//);
    const address = page.url();
    await expect(page.locator('astro-island[ssr]')).toHaveCount(0);

    // Scored without a connection, then the tab closed before it could be sent.
    await context.setOffline(true);
    const criteria = await scoreAll(page, '2 matig');
    await expect(saveStatus(page)).toHaveText(NOT_SENT);
    await page.close();
    await context.setOffline(false);

    // On another page nothing sends it: signing out finds the draft and sends it first.
    page = await context.newPage();
    await page.goto(DEMO.Teacher.home);
    const name = (await page.locator('#site-header').getAttribute('data-name'))!;
    await page.getByRole('banner').getByRole('button', { name }).click();
    await page.getByRole('menuitem', { name: 'Uitloggen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nog niet alles is opgeslagen' });
    await expect(dialog).toContainText('1 beoordeling staat nog alleen op dit apparaat en nog niet op de server.');
    await axe(page);
    await dialog.getByRole('button', { name: 'Eerst versturen, dan uitloggen' }).click();
    await expect(page).toHaveURL('/login', { timeout: 20_000 });

    const teacher = await apiAs(baseURL as string, DEMO.Teacher.email);
    try {
      const saved = await teacher.get<Scores>(idsOf(address));
      expect(Object.values(saved.evaluation.scores).map((s) => s.score)).toEqual(Array(criteria).fill(2));
    } finally {
      await teacher.dispose();
    }
  } finally {
    await context.close();
  }
});
