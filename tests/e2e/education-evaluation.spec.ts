/**
 * Evaluating on an education (spec §2 /docent/opleiding/candidate/evaluate/{id}, /cp/education/{id};
 * docs/decisions/035-education-evaluations.md) on the demo data ('Basisopleiding Magazijn': the demo teacher made two
 * evaluations of the first module final and started a third): the teacher opens 'Kandidaten beoordelen' from the
 * education, sees the grid, opens the late enrolee's open cell on the first module, scores every criterion (saved on
 * the server) and makes it final; the form has no evidence photos. The coordinator then sees at least three of the
 * eight evaluations final on /cp/education/{id} and 'Resultaten vrijgeven' disabled (Yousef's draft is not final). axe checks the grid and the
 * form. Picks an open cell, so it also passes on a database where an earlier run scored some.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, expect, submitLogin, test } from './fixtures';

const TITLE = 'Basisopleiding Magazijn';

async function axe(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('de docent beoordeelt een kandidaat op een opleiding; de coördinator ziet de voortgang', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  await submitLogin(page, DEMO.Teacher.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(DEMO.Teacher.home);
  await page.getByRole('link', { name: 'Opleidingen' }).first().click();
  await page.getByRole('link', { name: TITLE }).click();
  await page.getByRole('link', { name: 'Kandidaten beoordelen' }).click();
  await expect(page).toHaveURL(/\/docent\/opleiding\/candidate\/evaluate\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: `Beoordelen: ${TITLE}` })).toBeVisible();
  await expect(page.getByRole('link', { name: /^definitief/ })).not.toHaveCount(0);
  await axe(page);

  // Piotr's first module is still open.
  const piotr = page.getByRole('row', { name: /Piotr Nowak/ });
  await piotr.getByRole('link', { name: /^open/ }).first().click();
  await expect(page).toHaveURL(/\?module=[0-9a-f-]{36}&candidate=[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: /Piotr Nowak/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Opdracht' })).toBeVisible();
  await expect(page.getByText('Foto’s als bewijs')).toHaveCount(0);
  const groups = page.locator('.evaluation__criteria fieldset');
  const n = await groups.count();
  expect(n).toBeGreaterThan(0);
  for (let i = 0; i < n; i++) await groups.nth(i).getByRole('radio', { name: '3 voldoende', exact: true }).check();
  await expect(page.locator('.evaluation__status')).toHaveText('Opgeslagen', { timeout: 15_000 });
  await axe(page);
  await page.getByRole('button', { name: 'Definitief maken' }).click();
  await expect(page.getByText('De beoordeling is definitief.')).toBeVisible();
  await page.getByRole('link', { name: 'Terug naar het beoordelingsoverzicht' }).click();
  await expect(page.getByRole('row', { name: /Piotr Nowak/ }).getByRole('link', { name: /^definitief/ })).not.toHaveCount(0);

  // — The coordinator —
  const staffContext = await browser.newContext({ baseURL });
  const staff = await staffContext.newPage();
  await submitLogin(staff, DEMO.Coordinator.email, DEMO_PASSWORD);
  await staff.getByRole('link', { name: 'Opleidingen' }).first().click();
  await staff.getByRole('link', { name: TITLE }).click();
  const evaluations = staff.locator('#beoordelingen');
  await expect(evaluations.getByRole('heading', { name: 'Beoordelingen' })).toBeVisible();
  await expect(evaluations.getByText(/^[3-8] van 8 beoordelingen definitief\.$/)).toBeVisible();
  await expect(evaluations.getByRole('button', { name: 'Resultaten vrijgeven' })).toBeDisabled();
  await staffContext.close();
});
