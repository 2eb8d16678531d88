/**
 * The contact person's overview on a phone (spec §2 /contactperson/overzicht and /contactperson/kandidaat/{id}): the
 * demo contact person of Logistiek Twente B.V. sees the seats left on the organisation's licences, the invoices and
 * messages as numbers that open their pages, and the candidates with the state of each test and their latest
 * result; searches one candidate and opens her page with her tests and licence seat.
 */
import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';

const PHONE = { width: 360, height: 780 };
test.use({ viewport: PHONE });

/** axe-core finds no serious or critical violation of the WCAG 2.2 A and AA rules. */
async function expectAccessible(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Nothing sticks out sideways on a 360 px screen. */
async function fitsThePhone(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

test('de contactpersoon ziet plaatsen, facturen en de voortgang van de kandidaten', async ({ page, loginAs }) => {
  await loginAs('ContactPerson');

  // The numbers at the top, each opening what it counts.
  const summary = page.getByRole('region', { name: 'Je organisatie in het kort' });
  await expect(summary.getByRole('link', { name: 'Plaatsen vrij' })).toHaveAttribute('href', '/contactperson/licences');
  await expect(summary.getByRole('link', { name: 'Facturen te laat' })).toHaveAttribute('href', '/contactperson/invoices');
  await expect(summary.getByRole('link', { name: 'Ongelezen berichten' })).toHaveAttribute('href', '/mailbox');
  // The demo's second invoice was sent ten days ago and is still open (src/features/licences/seed/demo-licences.ts).
  await expect(summary.locator('.stat', { hasText: 'Open facturen' }).locator('dd')).not.toHaveText('0');
  await expect(summary.locator('.stat', { hasText: 'Facturen te laat' }).locator('dd')).toHaveText(/^\d+$/);

  // Seats per licence: the demo's Schoonmaker licence of 25 seats, with the seeded holders on it.
  const licences = page.getByRole('region', { name: 'Licenties' });
  const schoonmaker = licences.getByRole('row', { name: /Beroepentest Schoonmaker/ });
  await expect(schoonmaker).toHaveCount(1);
  await expect(schoonmaker).toContainText(/\d+ van 25 plaatsen gebruikt/);
  await expect(schoonmaker).toContainText(/nog \d+ plaatsen vrij/);
  await expect(licences.getByRole('link', { name: 'Alle licenties' })).toHaveAttribute('href', '/contactperson/licences');

  // The candidates with what they are doing: Ayşe finished the Schoonmaker test, and her result is final.
  const candidates = page.getByRole('region', { name: 'Kandidaten van je organisatie' });
  const ayse = candidates.getByRole('row', { name: /Ayşe Yılmaz/ });
  await expect(ayse).toContainText('Beroepentest Schoonmaker');
  await expect(ayse.getByRole('cell').last()).toContainText(/(Gehaald|Niet gehaald), \d+%/);
  await expect(ayse).toContainText(/klaar op \d+ \w+\.? \d{4}/);
  await fitsThePhone(page);
  await expectAccessible(page);
  // Other tests add candidates to this organisation, so the later names are found by searching.
  // Sven has his Magazijnmedewerker test, with its state.
  await page.goto('/contactperson/overzicht?q=Kuipers');
  const sven = candidates.getByRole('row', { name: /Sven Kuipers/ });
  await expect(sven).toContainText(/Beroepentest Magazijnmedewerker:\s*(Nog niet begonnen|Bezig|Klaar, wacht op beoordeling|Gehaald|Niet gehaald)/);
  // Noah was invited and has no test yet.
  await page.goto('/contactperson/overzicht?q=de%20Boer');
  await expect(candidates.getByRole('row', { name: /Noah de Boer/ })).toContainText('Nog geen toets');
  await page.goto('/contactperson/overzicht');

  // Search.
  await candidates.getByLabel('Zoek kandidaat').fill('yılmaz');
  await candidates.getByRole('button', { name: 'Zoeken' }).click();
  await expect(page).toHaveURL(/\/contactperson\/overzicht\?q=y%C4%B1lmaz#kandidaten$/);
  await expect(candidates.getByRole('row')).toHaveCount(2); // the header row and Ayşe
  await expect(candidates.getByText('1 kandidaat', { exact: true })).toBeVisible();

  // Her page: the tests with their state, and her seat on the Schoonmaker licence.
  await candidates.getByRole('link', { name: 'Ayşe Yılmaz' }).click();
  await expect(page).toHaveURL(/\/contactperson\/kandidaat\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ayşe Yılmaz');
  const tests = page.getByRole('region', { name: 'Toetsen' });
  const row = tests.getByRole('row', { name: /Beroepentest Schoonmaker/ });
  await expect(row).toContainText(/(Gehaald|Niet gehaald), \d+%/);
  const seats = page.getByRole('region', { name: 'Licentieplaatsen' });
  await expect(seats.getByRole('row', { name: /Beroepentest Schoonmaker/ })).toContainText('In gebruik');
  await expect(page.getByRole('region', { name: 'Testgeschiedenis' })).toBeVisible();
  await fitsThePhone(page);
  await expectAccessible(page);
});
