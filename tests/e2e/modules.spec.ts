/**
 * Reading modules: a coordinator lists the six seeded modules on /cp/modules, searches and filters
 * them without JavaScript; a teacher reads one module on /docent/module/{id} in Dutch and in Arabic (right to
 * left), without correct answers. Both are made for the test (`loginAsNew`, `ownUser`); the modules are the demo's.
 */
import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** axe-core finds no serious or critical violation. */
async function expectAccessible(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const rows = (page: Page) => page.locator('tbody tr');

test('een coördinator zoekt modules en een docent leest er een in het Arabisch', async ({ page, browser, loginAsNew, ownUser }) => {
  await loginAsNew('Coordinator');
  await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Modules' }).click();
  await expect(page).toHaveURL('/cp/modules');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Modules');
  // The six seeded modules (other tests may have added more).
  expect(await rows(page).count()).toBeGreaterThanOrEqual(6);
  await expect(page.getByText(/^\d+ modules$/)).toBeVisible();
  await expectAccessible(page);

  const safetyRow = rows(page).filter({ has: page.getByRole('rowheader', { name: 'Veiligheid', exact: true }) });
  const moduleId = await safetyRow.getAttribute('data-module-id');
  expect(moduleId).toMatch(/^[0-9a-f-]{36}$/);
  await expect(safetyRow.locator('[lang="ar"]')).toHaveText('العربية');

  // Search (a GET form: works without JavaScript).
  await page.getByRole('searchbox', { name: 'Zoeken' }).fill('pictogram');
  await page.getByRole('button', { name: 'Toepassen' }).click();
  await expect(page).toHaveURL(/q=pictogram/);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first().getByRole('rowheader')).toHaveText('Middelen en pictogrammen');

  // Filter on profession.
  await page.getByRole('link', { name: 'Filters wissen' }).click();
  await page.getByLabel('Beroep').selectOption({ label: 'Schoonmaker' });
  await page.getByRole('button', { name: 'Toepassen' }).click();
  await expect(rows(page)).toHaveCount(3);
  for (const cell of await rows(page).locator('td:nth-child(2)').all()) await expect(cell).toHaveText('Schoonmaker');

  // Nothing matches.
  await page.goto('/cp/modules?q=bestaat-niet');
  await expect(page.getByText('Geen modules gevonden.')).toBeVisible();

  // The teacher, in a separate session.
  const teacherAccount = await ownUser('Teacher');
  const context = await browser.newContext();
  const teacher = await context.newPage();
  try {
    await teacher.goto('/login');
    await teacher.getByLabel('E-mailadres').fill(teacherAccount.email);
    await teacher.getByLabel('Wachtwoord', { exact: true }).fill(teacherAccount.password);
    await teacher.getByRole('button', { name: 'Inloggen' }).click();
    await expect(teacher).toHaveURL('/docent/overzicht');

    await teacher.goto(`/docent/module/${moduleId}`);
    const content = teacher.locator('[data-module-content]');
    await expect(content).toHaveAttribute('lang', 'nl');
    await expect(content).toHaveAttribute('dir', 'ltr');
    await expect(teacher.getByRole('heading', { level: 1 })).toHaveText('Veiligheid');
    await expect(teacher.getByRole('link', { name: 'Nederlands' })).toHaveAttribute('aria-current', 'page');
    await expectAccessible(teacher);

    await teacher.getByRole('link', { name: 'العربية' }).click();
    await expect(teacher).toHaveURL(/lang=ar/);
    await expect(content).toHaveAttribute('lang', 'ar');
    await expect(content).toHaveAttribute('dir', 'rtl');
    await expect(teacher.getByRole('link', { name: 'العربية' })).toHaveAttribute('aria-current', 'page');
    await expect(content.locator('li').first()).toBeVisible();
    const html = await teacher.content();
    expect(html).not.toContain('"correct"');
    expect(html).not.toContain('guidance');

    const missing = await teacher.goto('/docent/module/00000000-0000-4000-8000-000000000000');
    expect(missing?.status()).toBe(404);
    await expect(teacher.getByRole('heading', { level: 1 })).toHaveText('Verdwaald?');
  } finally {
    await context.close();
  }
});
