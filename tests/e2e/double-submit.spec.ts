/**
 * A form sent twice makes one thing (docs/decisions/039-idempotent-creates.md): pressing Enter twice quickly on
 * 'Nieuwe licentie' (/cp/license/create) makes one licence and one invoice.
 * - Without JavaScript the browser really sends the form twice: the first post is held back on its way to the server
 *   until the second Enter has sent the form again, then both go on at once — as when the first answer is slow. The
 *   form's idempotency key makes the server answer the second with the first result.
 * - With JavaScript the second Enter is not sent at all: the form is marked busy and its button disabled.
 * Each run uses an organisation of its own, so the licences and invoices it counts are only its own.
 */
import type { Page, Request, Route } from '@playwright/test';
import { apiAs, type ApiClient } from './api';
import { DEMO, DEMO_PASSWORD, expect, submitLogin, test } from './fixtures';

const TEST_TITLE = 'Beroepentest Magazijnmedewerker';

let staff: ApiClient;

test.beforeAll(async ({ baseURL }) => {
  staff = await apiAs(baseURL!, DEMO.Coordinator.email);
});

test.afterAll(async () => {
  await staff.dispose();
});

/** A new organisation with a visiting address (an invoice names the buyer's address): its id. */
async function newOrganisation(): Promise<string> {
  const { id } = await staff.send<{ id: string }>('POST', '/api/organization', {
    name: `Dubbel Klik ${Date.now()} B.V.`,
    visitStreet: 'Stationsplein 1',
    visitPostcode: '7511 JD',
    visitCity: 'Enschede',
  });
  return id;
}

/** How many licences and invoices the organisation has. */
async function countsOf(organizationId: string): Promise<{ licences: number; invoices: number }> {
  const licences = await staff.get<{ total: number }>(`/api/licence?organizationId=${organizationId}`);
  const invoices = await staff.get<{ total: number }>(`/api/invoice?organizationId=${organizationId}`);
  return { licences: licences.total, invoices: invoices.total };
}

/** Signs the demo coordinator in on `page` and fills 'Nieuwe licentie' for the organisation, up to the price. */
async function fillNewLicence(page: Page, organizationId: string): Promise<void> {
  await submitLogin(page, DEMO.Coordinator.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(DEMO.Coordinator.home);
  await page.goto(`/cp/license/create?organizationId=${organizationId}`);
  await page.getByRole('combobox', { name: 'Beroepentest' }).selectOption({ label: TEST_TITLE });
  await page.getByLabel('Aantal plaatsen').fill('6');
  await page.getByLabel('Prijs per plaats').fill('50');
  await page.getByLabel('Prijs per plaats').focus();
}

/**
 * Holds the posts of the form: each waits on its way to the server until `release()`; `posts` counts them. A post the
 * browser gave up on (it sent the form again) still reaches the server, as it would have over the network; its
 * answer goes nowhere.
 */
function holdPosts(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const seen: Request[] = [];
  const handler = async (route: Route) => {
    if (route.request().method() !== 'POST') return route.continue();
    seen.push(route.request());
    await released;
    const response = await route.fetch({ maxRedirects: 0 });
    await route.fulfill({ response }).catch(() => {});
  };
  return {
    start: () => page.route('**/cp/license/create', handler),
    posts: () => seen.length,
    release,
  };
}

test('twee keer Enter zonder JavaScript maakt één licentie en één factuur', async ({ browser, baseURL }) => {
  const organizationId = await newOrganisation();
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    await fillNewLicence(page, organizationId);
    const held = holdPosts(page);
    await held.start();
    await page.keyboard.press('Enter');
    await expect.poll(held.posts).toBe(1);
    await page.keyboard.press('Enter');
    await expect.poll(held.posts).toBe(2);
    held.release();

    await expect(page).toHaveURL(/\/cp\/license\/[0-9a-f-]{36}\?aangemaakt=1&factuur=1$/);
    await expect(page.getByText('De licentie en de factuur zijn aangemaakt.')).toBeVisible();
    expect(await countsOf(organizationId)).toEqual({ licences: 1, invoices: 1 });
  } finally {
    await context.close();
  }
});

test('met JavaScript gaat het formulier maar één keer weg: de knop is bezig en uitgeschakeld', async ({ page }) => {
  const organizationId = await newOrganisation();
  // What the page saw of each submit, reported once its own handlers have run (reading the page with a locator or
  // evaluate would wait for the held navigation).
  const submits: { prevented: boolean; busy: boolean; disabled: boolean }[] = [];
  await page.exposeFunction('reportSubmit', (seen: (typeof submits)[number]) => submits.push(seen));
  await page.addInitScript(() => {
    document.addEventListener('submit', (event) => {
      const form = event.target as HTMLFormElement;
      if (!form.action.endsWith('/cp/license/create')) return;
      setTimeout(() => {
        const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
        const report = (window as unknown as { reportSubmit: (seen: unknown) => void }).reportSubmit;
        report({ prevented: event.defaultPrevented, busy: form.getAttribute('aria-busy') === 'true', disabled: button?.disabled ?? false });
      }, 20);
    });
  });
  await fillNewLicence(page, organizationId);
  const box = await page.getByRole('button', { name: 'Licentie aanmaken' }).boundingBox();
  const held = holdPosts(page);
  await held.start();
  await page.keyboard.press('Enter');
  await expect.poll(held.posts).toBe(1);
  await expect.poll(() => submits).toEqual([{ prevented: false, busy: true, disabled: true }]);
  await page.keyboard.press('Enter');
  await page.mouse.click(box!.x + box!.width / 2, box!.y + box!.height / 2);
  held.release();

  await expect(page).toHaveURL(/\/cp\/license\/[0-9a-f-]{36}\?aangemaakt=1&factuur=1$/);
  expect(held.posts()).toBe(1);
  expect(await countsOf(organizationId)).toEqual({ licences: 1, invoices: 1 });
});
