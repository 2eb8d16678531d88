/**
 * /contactperson/kandidaat/{id}: the contact person opens a candidate of their organisation from their home page and
 * sees the candidate's data and test history, without a link into the staff test page. Their own account and
 * unknown ids are not found.
 */
import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';

test.use({ viewport: { width: 360, height: 780 } });

/** axe-core finds no serious or critical violation of the WCAG 2.2 A and AA rules. */
async function expectAccessible(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('een contactpersoon bekijkt een kandidaat van de eigen organisatie met de testgeschiedenis', async ({ page, loginAs }) => {
  await loginAs('ContactPerson');

  await page.getByRole('link', { name: 'Ayşe Yılmaz' }).click();
  await expect(page).toHaveURL(/^http:\/\/[^/]+\/contactperson\/kandidaat\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ayşe Yılmaz');
  const details = page.getByRole('region', { name: 'Gegevens' });
  await expect(details.getByRole('link', { name: 'ayse.yilmaz@example.org' })).toBeVisible();
  await expect(details.getByText('Schoonmaker', { exact: true })).toBeVisible();

  // Her finished Schoonmaker test, as text: a contact person may not open the staff's test page.
  const history = page.getByRole('region', { name: 'Testgeschiedenis' });
  const row = history.getByRole('row', { name: /Beroepentest Schoonmaker/ });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Uitslag definitief')).toBeVisible();
  await expect(history.getByRole('link', { name: 'Beroepentest Schoonmaker' })).toHaveCount(0);
  await expect(history.locator('a[href^="/cp/"]')).toHaveCount(0);
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Terug naar het overzicht' }).click();
  await expect(page).toHaveURL('/contactperson/overzicht');

  // Not for the contact person's own account, nor for an id that does not exist.
  const me = (await (await page.request.get('/api/user/get')).json()) as { id: string };
  for (const id of [me.id, '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b']) {
    const response = await page.goto(`/contactperson/kandidaat/${id}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Verdwaald?');
  }
});
