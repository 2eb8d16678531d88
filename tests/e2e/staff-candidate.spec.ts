/**
 * /cp/user/{id}: a coordinator sees a candidate with their test history and changes the candidate's
 * accommodations (read-aloud, extra time, preferred language) without JavaScript; the candidate sees them on
 * /dashboard/profile, changes only the language, and asks the coordinator for extra time by message. Other users
 * and unknown ids are not found. Ends by putting the candidate's accommodations back.
 */
import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, submitLogin, test } from './fixtures';

const CANDIDATE = { email: 'ayse.yilmaz@example.org', name: 'Ayşe Yılmaz' };

test.use({ viewport: { width: 360, height: 780 } });

/** axe-core finds no serious or critical violation. */
async function expectAccessible(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const extraTime = (page: Page) => page.getByLabel('Extra tijd in procent');
const language = (page: Page) => page.getByLabel('Voorkeurstaal voor de test');
const save = (page: Page) => page.getByRole('button', { name: 'Opslaan' }).click();

test('een coördinator past de hulpmiddelen van een kandidaat aan', async ({ page, browser, loginAs }) => {
  await loginAs('Coordinator');
  const found = await page.request.get('/api/user/GetCandidates', { params: { q: 'ayse' } });
  expect(found.ok()).toBe(true);
  const candidate = ((await found.json()) as { items: { id: string; email: string }[] }).items.find((c) => c.email === CANDIDATE.email);
  if (!candidate) throw new Error(`kandidaat ${CANDIDATE.email} ontbreekt`);
  const me = (await (await page.request.get('/api/user/get')).json()) as { id: string };

  // Not for other users, nor for ids that do not exist.
  for (const id of [me.id, '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b']) {
    const response = await page.goto(`/cp/user/${id}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Verdwaald?');
  }

  await page.goto(`/cp/user/${candidate.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(CANDIDATE.name);
  await expect(page.getByText(CANDIDATE.email)).toBeVisible();
  await expect(extraTime(page)).toHaveValue('0');
  // The test history: the seeded Schoonmaker attempt, linking to its test.
  const history = page.getByRole('region', { name: 'Testgeschiedenis' });
  await expect(history.getByRole('link', { name: 'Beroepentest Schoonmaker' }).first()).toHaveAttribute('href', /^\/cp\/test\/[0-9a-f-]+#pogingen$/);
  await expectAccessible(page);

  // The form works without JavaScript.
  const noJs = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 780 } });
  await noJs.addCookies(await page.context().cookies());
  const bare = await noJs.newPage();
  await bare.goto(`/cp/user/${candidate.id}`);
  await extraTime(bare).fill('veel');
  await language(bare).selectOption('ar');
  await save(bare);
  await expect(bare.getByRole('main').getByRole('alert')).toHaveText('Controleer het formulier. Er is iets niet goed ingevuld.');
  await expect(bare.getByText('Vul een heel getal in van 0 tot en met 100.')).toBeVisible();
  await expect(extraTime(bare)).toHaveValue('veel');
  await expect(language(bare)).toHaveValue('ar');
  await extraTime(bare).fill('25');
  await bare.getByLabel('Voorlezen aan').uncheck();
  await save(bare);
  await expect(bare).toHaveURL(`/cp/user/${candidate.id}?opgeslagen=1#hulpmiddelen`);
  await expect(bare.getByRole('main').getByRole('status')).toHaveText('De hulpmiddelen van de kandidaat zijn opgeslagen.');
  await noJs.close();

  await page.reload();
  await expect(extraTime(page)).toHaveValue('25');
  await expect(language(page)).toHaveValue('ar');

  // The candidate sees the change and can change it back. Their screens follow their preferred language
  // (docs/decisions/019): Arabic now, Dutch again once they choose no preference.
  const own = await browser.newContext({ viewport: { width: 360, height: 780 } });
  const candidatePage = await own.newPage();
  await submitLogin(candidatePage, CANDIDATE.email, DEMO_PASSWORD);
  await expect(candidatePage).toHaveURL('/dashboard/overzicht');
  await expect(candidatePage.locator('html')).toHaveAttribute('dir', 'rtl');
  // The candidate reaches their accommodations through the user menu.
  await candidatePage.getByRole('banner').getByRole('button', { name: CANDIDATE.name }).click();
  await candidatePage.getByRole('menuitem', { name: 'الأدوات المساعدة' }).click();
  await expect(candidatePage).toHaveURL('/dashboard/profile');
  const languageAr = candidatePage.getByLabel('اللغة المفضّلة للاختبار');
  await expect(languageAr).toHaveValue('ar');
  // Extra time and read-aloud are shown, and the candidate cannot change them: staff grant them.
  await expect(candidatePage.getByText('وقت أطول بنسبة 25٪')).toBeVisible();
  await expect(extraTime(candidatePage)).toHaveCount(0);
  await expect(candidatePage.getByText('القراءة بصوت عالٍ متوقفة.', { exact: false })).toBeVisible();
  await expect(candidatePage.getByLabel('Voorlezen aan')).toHaveCount(0);
  await expectAccessible(candidatePage);
  await languageAr.selectOption('');
  await candidatePage.getByRole('button', { name: 'حفظ', exact: true }).click();
  await expect(candidatePage.getByRole('main').getByRole('status')).toHaveText('Je hulpmiddelen zijn opgeslagen.');
  // Asking for (more) extra time: a prefilled message to the coordinator.
  await expect(candidatePage.getByLabel('Je bericht')).toHaveValue(/Ik wil graag extra tijd bij de beroepentest\. Nu heb ik 25% extra tijd\./);
  const to = candidatePage.getByLabel('Aan', { exact: true });
  if ((await to.count()) > 0) await to.selectOption({ label: 'Mark Jansen' }); // a list when there are more coordinators
  await candidatePage.getByRole('button', { name: 'Verstuur je vraag' }).click();
  await expect(candidatePage.getByRole('main').getByRole('status')).toContainText('Je vraag is verstuurd naar Mark Jansen.');
  await own.close();
  const inbox = (await (await page.request.get('/api/message/inbox')).json()) as { items: { subject: string; sender: { name: string } }[] };
  expect(inbox.items).toContainEqual(expect.objectContaining({ subject: 'Vraag om extra tijd bij de test', sender: expect.objectContaining({ name: CANDIDATE.name }) }));

  await page.reload();
  await expect(extraTime(page)).toHaveValue('25');
  await expect(language(page)).toHaveValue('');
  await expect(page.getByLabel('Voorlezen aan')).not.toBeChecked();
  await extraTime(page).fill('0');
  await page.getByLabel('Voorlezen aan').check();
  await save(page);
  await expect(extraTime(page)).toHaveValue('0');
  await expect(page.getByLabel('Voorlezen aan')).toBeChecked();
});
