/**
 * The candidate's side of an education on the demo data (spec §2 /candidate/education/…; docs/decisions/035 §4):
 * the demo candidate, who chose a language and reflected on the first module in the demo data, goes from the home
 * page to /dashboard/education, opens the modules, chooses English instead, reads the second module step by step in
 * the PAT's reader and ends at its reflection, fills it in (in English, the content language) and finds it marked on
 * the card. The results page says they are not known yet. Without JavaScript the reflection posts and saves as well.
 * axe-core finds no serious or critical violation on the way.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, expect, submitLogin, test } from './fixtures';

const TITLE = 'Basisopleiding Magazijn';

async function expectAccessible(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('de kandidaat kiest een taal, leest een module van de opleiding en vult de reflectie in', async ({ page, browser, baseURL }) => {
  test.setTimeout(180_000);
  // — From the home page to the education —
  await submitLogin(page, DEMO.User.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(DEMO.User.home);
  await page.getByRole('link', { name: 'Bekijk je opleiding' }).click();
  await expect(page).toHaveURL('/dashboard/education');
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: TITLE }) });
  // The demo data: a reflection on the first module, none yet on the second.
  await expect(card.getByRole('link', { name: 'Reflectie aanpassen: Orderpicken met handscanner' })).toBeVisible();
  await expect(card.getByRole('link', { name: 'Reflectie invullen: Pallet verplaatsen met pallettruck' })).toBeVisible();

  // — The modules, in the language chosen before; then English —
  await card.getByRole('link', { name: 'Lees de modules' }).click();
  await expect(page).toHaveURL(/\/candidate\/education\/[0-9a-f-]{36}$/);
  const educationId = new URL(page.url()).pathname.split('/').at(-1)!;
  await page.locator(`a[href="/candidate/education/selecteer-taal/${educationId}"]`).click();
  await expect(page).toHaveURL(`/candidate/education/selecteer-taal/${educationId}`);
  await expect(page.getByRole('link', { name: 'العربية' })).toHaveAttribute('dir', 'rtl');
  await expectAccessible(page);
  await page.getByRole('link', { name: 'English', exact: true }).click();
  await expect(page).toHaveURL(`/candidate/education/${educationId}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByText('Read here what you learn and practise in the lessons.')).toBeVisible();
  await expectAccessible(page);

  // — The second module in the reader, to its end and the reflection —
  await page.getByRole('link', { name: /Moving a pallet with a pallet truck/ }).click();
  await expect(page).toHaveURL(`/candidate/education/${educationId}?module=2`);
  await expect(page.getByRole('heading', { level: 1, name: 'Moving a pallet with a pallet truck' })).toBeVisible();
  for (let i = 0; i < 10 && (await page.getByRole('link', { name: 'Next', exact: true }).count()) > 0; i++) {
    await page.getByRole('link', { name: 'Next', exact: true }).click();
  }
  await expect(page.getByText('Practical assignment: you practise this in the lesson.')).toBeVisible();
  await page.getByRole('link', { name: 'Fill in your reflection' }).click();
  await expect(page).toHaveURL(new RegExp(`/candidate/education/module/[0-9a-f-]{36}\\?opleiding=${educationId}$`));
  const reflectionUrl = new URL(page.url()).pathname + new URL(page.url()).search;
  await expect(page.getByRole('heading', { level: 1, name: 'Moving a pallet with a pallet truck' })).toBeVisible();
  const groups = page.locator('fieldset.reflection-criterion');
  const count = await groups.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) await groups.nth(i).getByRole('radio', { name: 'I did this well' }).check();
  await page.getByLabel('Anything else you want to say? (optional)').fill('The pallet truck was heavy.');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save reflection' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your reflection has been saved.' })).toBeVisible();
  await expect(page.getByLabel('Anything else you want to say? (optional)')).toHaveValue('The pallet truck was heavy.');

  // — Marked on the card; the results are not known yet —
  await page.goto('/dashboard/education');
  await expect(card.getByRole('link', { name: 'Reflectie aanpassen: Pallet verplaatsen met pallettruck' })).toBeVisible();
  await page.goto(`/candidate/education/result/${educationId}`);
  await expect(page.getByText('Your results are not known yet.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to your course' })).toHaveAttribute('href', '/dashboard/education');

  // — Without JavaScript the reflection is posted and saved as well —
  const plainContext = await browser.newContext({ baseURL, javaScriptEnabled: false });
  try {
    const plain = await plainContext.newPage();
    await submitLogin(plain, DEMO.User.email, DEMO_PASSWORD);
    await expect(plain).toHaveURL(DEMO.User.home);
    await plain.goto(reflectionUrl);
    await plain.locator('fieldset.reflection-criterion').first().getByRole('radio', { name: 'I did this very well' }).check();
    await plain.getByRole('button', { name: 'Save reflection' }).click();
    await expect(plain.getByText('Your reflection has been saved.')).toBeVisible();
    await expect(plain.locator('fieldset.reflection-criterion').first().getByRole('radio', { name: 'I did this very well' })).toBeChecked();
  } finally {
    await plainContext.close();
  }
});
