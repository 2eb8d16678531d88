/**
 * The candidate's PAT (spec §2 /dashboard/pat): the demo candidate, planned on the demo 'PAT Magazijnmedewerker',
 * finds its next day on their home and opens /dashboard/pat with the days, the address, the room, the practical
 * modules and only the notes meant for candidates, and can put the PAT days in their phone's calendar from there; Yousef,
 * who reads Arabic best, sees the same page in Arabic, right to left; a
 * coordinator reads a candidate's progress on the PAT module by module. Every page passes axe.
 */
import AxeBuilder from '@axe-core/playwright';
import { readFile } from 'node:fs/promises';
import { type Page } from '@playwright/test';
import { apiAs } from './api';
import { DEMO, DEMO_PASSWORD, expect, submitLogin, test } from './fixtures';

async function expectAccessible(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test.use({ viewport: { width: 360, height: 780 } });

test('de kandidaat ziet wanneer en waar de PAT is, en wat hij gaat doen', async ({ page }) => {
  await submitLogin(page, DEMO.User.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(DEMO.User.home);
  const card = page.getByRole('region', { name: 'Praktijkassessment (PAT)' });
  await expect(card).toContainText('Je volgende praktijkassessment:');
  await card.getByRole('link', { name: 'Bekijk je praktijkassessment' }).click();
  await expect(page).toHaveURL('/dashboard/pat');
  const pat = page.getByRole('article', { name: 'PAT Magazijnmedewerker', exact: true });
  await expect(pat).toContainText('Bezig'); // today and tomorrow
  await expect(pat.locator('address').first()).toContainText('Praktijkmagazijn Hengelo');
  await expect(pat.locator('li.box')).toHaveCount(2);
  await expect(pat).toContainText('Lokaal: Magazijnhal');
  // The demo candidate has time slots (decision 057): their own times that day, module by module.
  await expect(pat).toContainText('09:00 tot 12:30');
  await expect(pat).toContainText('Orderpicken met handscanner: 09:00 tot 10:00');
  await expect(pat.getByRole('heading', { name: 'Wat je gaat doen' })).toBeVisible();
  await expect(pat).toContainText('Orderpicken met handscanner');
  // Under 'Let op' only the note for the candidates, and the accessibility text meant for visitors.
  await expect(pat.getByRole('heading', { name: 'Let op' })).toBeVisible();
  await expect(pat).toContainText('Veiligheidsschoenen en hesje verplicht.');
  await expect(pat).not.toContainText('Ingrid Smit beoordeelt');
  await expect(pat).not.toContainText('alarmcode');
  await pat.getByText('Toegankelijkheid').first().click();
  await expect(pat.getByText('Invalidentoilet naast de kantine.').first()).toBeVisible();
  await expectAccessible(page);
});

test('een kandidaat die Arabisch leest, ziet de PAT in het Arabisch, van rechts naar links', async ({ page }) => {
  await submitLogin(page, 'yousef.haddad@example.org', DEMO_PASSWORD);
  await page.goto('/dashboard/pat');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('التقييم العملي (PAT)');
  await expect(page.getByRole('article', { name: 'PAT Magazijnmedewerker' })).toContainText('ماذا ستفعل');
  await expectAccessible(page);
});

test('een kandidaat zet de PAT-dagen vanaf de PAT-pagina in de agenda van de telefoon, in de eigen taal', async ({ page, baseURL }) => {
  await submitLogin(page, 'yousef.haddad@example.org', DEMO_PASSWORD);
  await page.goto('/dashboard/pat');
  const block = page.getByRole('region', { name: 'الدروس وأيام PAT في تقويمك' });
  await expect(block).toBeVisible();
  const make = block.getByRole('button', { name: 'أضف دروسك وأيام PAT إلى تقويمك' });
  if (await make.isVisible()) {
    await make.click();
  } else {
    // An address made earlier (a retry of this test) cannot be shown again: make a new one.
    await block.getByRole('button', { name: 'إنشاء عنوان جديد' }).click();
    await page.getByRole('button', { name: 'نعم، أنشئ عنوانًا جديدًا' }).click();
  }
  await expect(page).toHaveURL(/\/dashboard\/pat#agenda$/);
  const address = await page.getByLabel('عنوان دروسك وأيام PAT لتقويمك').inputValue();
  const feed = await (await fetch(new URL(new URL(address).pathname, baseURL))).text();
  expect(feed.replace(/\r\n /g, '')).toContain('SUMMARY:PAT: PAT Magazijnmedewerker');
});

test.describe('voor de staf', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('de coördinator ziet de voortgang van een kandidaat op de PAT, module per module', async ({ page, baseURL, loginAs }) => {
    const staff = await apiAs(baseURL as string, 'coordinator@example.org');
    const ids = await (async () => {
      try {
        const patId = (await staff.get<{ items: { id: string; title: string }[] }>('/api/pat?q=Magazijnmedewerker')).items.find((p) => p.title === 'PAT Magazijnmedewerker')!.id;
        const lotte = (await staff.get<{ candidates: { id: string; name: string }[] }>(`/api/pat/${patId}`)).candidates.find((c) => c.name === 'Lotte Visser')!.id;
        return { patId, lotte };
      } finally {
        await staff.dispose();
      }
    })();
    const { patId, lotte } = ids;
    await loginAs('Coordinator');
    await page.goto(`/cp/user/${lotte}/pat/${patId}/progress`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lotte Visser');
    const picking = page.getByRole('region', { name: 'Orderpicken met handscanner' });
    // The seeded final evaluation: 4 on 'Veilig werken' (weight 3), 3 on the rest: 17 of 21 → 81 %.
    await expect(picking).toContainText('Gehaald, 81 % (cesuur 60 %)');
    await expect(picking.getByRole('row', { name: /Veilig werken/ })).toContainText('4 · goed');
    await expect(page.getByRole('region', { name: 'Pallet verplaatsen met pallettruck' })).toContainText('Nog geen definitieve beoordeling');
    await expectAccessible(page);
    const missing = await page.goto(`/cp/user/${lotte}/pat/6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b/progress`);
    expect(missing?.status()).toBe(404);

    // All results, from the PAT list: Lotte's final one, and the same rows as a CSV file.
    await page.goto('/cp/pat');
    await page.getByRole('link', { name: 'PAT-resultaten' }).click();
    await expect(page).toHaveURL('/cp/user/candidate/pat-resultaten');
    await page.getByLabel('Beoordeling').selectOption({ label: 'Definitief' });
    await page.getByLabel('Kandidaat of organisatie').fill('Lotte');
    await page.getByRole('button', { name: 'Zoeken' }).click();
    const row = page.getByRole('row', { name: /Lotte Visser/ });
    await expect(row).toContainText('Orderpicken met handscanner');
    await expect(row).toContainText('Gehaald, 81 %');
    await expectAccessible(page);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download als CSV-bestand (voor Excel)' }).click()]);
    expect(download.suggestedFilename()).toBe('pat-resultaten.csv');
    const csv = (await readFile(await download.path())).toString('utf8');
    expect(csv).toContain('Lotte Visser');
    expect(csv).toContain(';gehaald;81;');
  });
});
