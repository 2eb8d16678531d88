import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { apiAs, newTestFor } from './api';
import { expect, submitLogin, test, type OwnUser } from './fixtures';
import { answerCurrent, answerQuestions, next, OFFLINE, playerTexts, progress, questionCount, SAVED, saveStatus } from './player';

test.use({ viewport: { width: 360, height: 780 } });

/** axe-core finds no serious or critical violation of the WCAG 2.2 A and AA rules. */
async function expectAccessible(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function signIn(page: Page, { email, password }: OwnUser): Promise<void> {
  await submitLogin(page, email, password);
  await expect(page).toHaveURL('/dashboard/overzicht');
}

/** The attempt id of the signed-in candidate for `testId`, read the way the pages read it. */
async function attemptIdOf(page: Page, testId: string): Promise<string> {
  const res = await page.request.get(`/api/test/${testId}/candidate`);
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as { attemptId: string | null };
  if (!body.attemptId) throw new Error('geen poging');
  return body.attemptId;
}

/** The answers the server holds for module `position` of the attempt. */
async function serverAnswers(page: Page, attemptId: string, position = 1): Promise<Record<string, { value: unknown; seq: number }>> {
  const res = await page.request.get(`/api/test/attempt/${attemptId}/module/${position}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { answers: Record<string, { value: unknown; seq: number }> }).answers;
}

/** Chooses a language and opens the first module. */
async function startInLanguage(page: Page, testId: string, languageName: string): Promise<void> {
  await page.goto(`/dashboard/test/${testId}`);
  await page.getByRole('link', { name: languageName, exact: true }).click();
  await expect(page).toHaveURL(`/dashboard/test/overzicht/${testId}`);
  await page.locator('main a[href*="module=1"]').first().click();
  await expect(progress(page)).toBeVisible();
  // The player takes answers once its script has run (useHydrated); a test that goes offline before that would
  // keep the script out.
  await expect(page.getByRole('main').locator('input, textarea').first()).toBeEnabled({ timeout: 20_000 });
}

test('de hele test in het Nederlands, toegankelijk en met het toetsenbord', async ({ page, baseURL, ownUser }) => {
  const candidate = await ownUser('User');
  const testId = await newTestFor(baseURL as string, candidate.email, { modules: 2, title: 'Beroepentest Nederlands E2E' });
  await signIn(page, candidate);

  await page.goto(`/dashboard/test/${testId}`);
  for (const name of ['Nederlands', 'English', 'Polski', 'Türkçe', 'Українська', 'العربية']) {
    await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Nederlands', exact: true }).click();
  await expect(page).toHaveURL(`/dashboard/test/overzicht/${testId}`);
  // Starting is idempotent: the language link a second time leads to the same attempt.
  const attemptId = await attemptIdOf(page, testId);
  await page.goto(`/dashboard/test/nl/${testId}`);
  expect(await attemptIdOf(page, testId)).toBe(attemptId);
  await expect(page.getByText(/Nog niet begonnen/).first()).toBeVisible();
  await expectAccessible(page);

  for (const position of [1, 2]) {
    await page.goto(`/dashboard/test/overzicht/${testId}`);
    await page.locator(`main a[href*="module=${position}"]`).first().click();
    await expect(progress(page)).toHaveAttribute('aria-valuenow', '1');
    const total = await questionCount(page);
    await expect(progress(page)).toHaveAttribute('aria-valuetext', `Vraag 1 van ${total}`);
    await expect(page.getByText(`Vraag 1 van ${total}`, { exact: true })).toBeVisible();
    if (position === 1) {
      await expectAccessible(page);
      // Keyboard only: the first option is reached with Tab and chosen with Space.
      const first = page.getByRole('main').getByRole('radio').first();
      if ((await first.count()) > 0) {
        await expect(first).toBeEnabled({ timeout: 20_000 });
        await first.focus();
        await page.keyboard.press('Space');
        await expect(first).toBeChecked();
      }
    }
    await answerQuestions(page, total);
    // Open answers are queued shortly after the last keystroke; every answer reaches the server.
    await expect.poll(async () => Object.keys(await serverAnswers(page, attemptId, position)).length).toBe(total);
    await expect(saveStatus(page)).toHaveText(SAVED);
  }

  await page.goto(`/dashboard/test/overzicht/${testId}`);
  await expect(page.getByText('Klaar').first()).toBeVisible();
  await page.goto(`/dashboard/test/afsluiten/${testId}/`);
  await expectAccessible(page);
  const confirm = page.getByRole('checkbox');
  if ((await confirm.count()) > 0) await confirm.first().check();
  await page.getByRole('button', { name: 'Test afsluiten' }).click();
  await expect(page.getByText(/Gehaald|Niet gehaald|Wacht op beoordeling/).first()).toBeVisible();
  // A closed attempt refuses answers.
  const closed = await page.request.put(`/api/test/attempt/${attemptId}/answer`, {
    headers: { origin: new URL(page.url()).origin },
    data: { questionId: Object.keys(await serverAnswers(page, attemptId, 1))[0], value: { kind: 'open', text: 'te laat' }, seq: 999_999 },
  });
  expect(closed.status()).toBe(409);
});

test('de test in het Arabisch staat van rechts naar links', async ({ page, baseURL, ownUser }) => {
  const candidate = await ownUser('User');
  const testId = await newTestFor(baseURL as string, candidate.email);
  await signIn(page, candidate);
  await startInLanguage(page, testId, 'العربية');
  const content = page.locator('main [lang="ar"]').first();
  await expect(content).toBeVisible();
  await expect(page.locator('main [dir="rtl"]').first()).toBeVisible();
  expect(await content.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
  const total = await questionCount(page);
  await answerQuestions(page, total, 'ar');
  await expect(saveStatus(page)).toHaveText(playerTexts('ar').saved);
  // Inside the test the page speaks the test's language (docs/decisions/019).
  await page.goto(`/dashboard/test/afsluiten/${testId}/`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  const confirm = page.getByRole('checkbox');
  if ((await confirm.count()) > 0) await confirm.first().check();
  await page.getByRole('button', { name: 'إغلاق الاختبار' }).click();
  await expect(page.getByText(/ناجح|غير ناجح|بانتظار تقييم المدرّس/).first()).toBeVisible();
});

test('offline antwoorden blijven bewaard en komen daarna op de server', async ({ page, context, baseURL, ownUser }) => {
  const candidate = await ownUser('User');
  const testId = await newTestFor(baseURL as string, candidate.email);
  await signIn(page, candidate);
  await startInLanguage(page, testId, 'Nederlands');
  const attemptId = await attemptIdOf(page, testId);

  await context.setOffline(true);
  await answerQuestions(page, 5);
  await expect(saveStatus(page)).toHaveText(OFFLINE);
  await context.setOffline(false);
  await page.reload();
  await expect(saveStatus(page)).toHaveText(SAVED, { timeout: 20_000 });
  expect(Object.keys(await serverAnswers(page, attemptId))).toHaveLength(5);
});

test('twee tabbladen op één poging: het nieuwste antwoord wint per vraag', async ({ context, baseURL, ownUser }) => {
  const candidate = await ownUser('User');
  const testId = await newTestFor(baseURL as string, candidate.email, { title: 'Twee tabbladen E2E' });
  const first = await context.newPage();
  await signIn(first, candidate);
  await startInLanguage(first, testId, 'Nederlands');
  const attemptId = await attemptIdOf(first, testId);
  const second = await context.newPage();
  await second.goto(first.url());
  await expect(progress(second)).toBeVisible();

  const older = await answerCurrent(first, 0);
  await expect(saveStatus(first)).toHaveText(SAVED);
  const newer = await answerCurrent(second, 1);
  await expect(saveStatus(second)).toHaveText(SAVED);
  expect(newer).not.toBe(older);

  const answers = Object.values(await serverAnswers(first, attemptId));
  expect(answers).toHaveLength(1);
  await first.reload();
  const chosen = first.getByRole('main').getByRole('radio').nth(1);
  if ((await chosen.count()) > 0) await expect(chosen).toBeChecked();
  else await expect(first.getByRole('main').getByRole('checkbox').nth(1)).toBeChecked();
});

test('als de tijd op is sluit de server de poging en tellen de bewaarde antwoorden', async ({ page, baseURL, ownUser }) => {
  test.setTimeout(150_000);
  const candidate = await ownUser('User');
  const testId = await newTestFor(baseURL as string, candidate.email, { timeLimitMinutes: 1, title: 'Tijdslimiet E2E' });
  await signIn(page, candidate);
  await startInLanguage(page, testId, 'Nederlands');
  const attemptId = await attemptIdOf(page, testId);
  await answerCurrent(page);
  await expect(saveStatus(page)).toHaveText(SAVED);
  await next(page);

  await expect(page.getByText(/De tijd is om/).first()).toBeVisible({ timeout: 90_000 });
  const late = await page.request.put(`/api/test/attempt/${attemptId}/answer`, {
    headers: { origin: new URL(page.url()).origin },
    data: { questionId: Object.keys(await serverAnswers(page, attemptId))[0], value: { kind: 'open', text: 'te laat' }, seq: 999_999 },
  });
  expect(late.status()).toBe(409);
  expect(Object.keys(await serverAnswers(page, attemptId))).toHaveLength(1);
  await page.goto(`/dashboard/test/afsluiten/${testId}/`);
  await expect(page.getByText(/Gehaald|Niet gehaald|Wacht op beoordeling/).first()).toBeVisible();
});

test('de vraag staat in de HTML voordat er script draait', async ({ browser, baseURL, ownUser }) => {
  const candidate = await ownUser('User');
  const testId = await newTestFor(baseURL as string, candidate.email, { title: 'Zonder script E2E' });
  const withJs = await browser.newContext();
  const page = await withJs.newPage();
  await signIn(page, candidate);
  await page.goto(`/dashboard/test/nl/${testId}`);
  const cookies = await withJs.cookies();
  const noJs = await browser.newContext({ javaScriptEnabled: false });
  await noJs.addCookies(cookies);
  const bare = await noJs.newPage();
  await bare.goto(`/dashboard/test/${testId}?module=1`);
  await expect(bare.getByRole('progressbar')).toHaveAttribute('aria-valuetext', /Vraag 1 van \d+/);
  await expect(bare.getByText(/^Vraag 1 van \d+$/)).toBeVisible();
  await expect(bare.getByRole('main').locator('[lang="nl"]').first()).not.toBeEmpty();
  await withJs.close();
  await noJs.close();
});

test.describe('zonder service worker', () => {
  // The service worker could serve the player's script from its cache, past the route that holds it back.
  test.use({ serviceWorkers: 'block' });

  test('voordat het script er is, kan niemand een antwoord kiezen dat daarna verloren gaat', async ({ page, baseURL, ownUser }) => {
    const candidate = await ownUser('User');
    const testId = await newTestFor(baseURL as string, candidate.email, { title: 'Voor de hydratatie E2E' });
    await signIn(page, candidate);
    await page.goto(`/dashboard/test/nl/${testId}`);
    const attemptId = await attemptIdOf(page, testId);
    // The player's JavaScript is held back until the candidate has tried to answer.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/_astro\/.*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`/dashboard/test/${testId}?module=1`, { waitUntil: 'commit' });
    const first = page.getByRole('main').getByRole('radio').first();
    await expect(first).toBeDisabled();
    await first.click({ force: true });
    await expect(first).not.toBeChecked();
    release();
    await expect(first).toBeEnabled();
    await first.check();
    await expect(saveStatus(page)).toHaveText(SAVED);
    expect(Object.keys(await serverAnswers(page, attemptId))).toHaveLength(1);
  });
});

test('uitloggen met antwoorden die nog alleen op het apparaat staan: eerst versturen, dan uitloggen', async ({ page, context, baseURL, ownUser }) => {
  const candidate = await ownUser('User');
  const testId = await newTestFor(baseURL as string, candidate.email, { title: 'Uitloggen met onverstuurde antwoorden E2E' });
  await signIn(page, candidate);
  await startInLanguage(page, testId, 'Nederlands');
  const attemptId = await attemptIdOf(page, testId);

  await context.setOffline(true);
  await answerQuestions(page, 3);
  await expect(saveStatus(page)).toHaveText(OFFLINE);
  await page.getByRole('banner').getByRole('button', { name: candidate.name }).click();
  await page.getByRole('menuitem', { name: 'Uitloggen' }).click();

  const dialog = page.getByRole('dialog', { name: 'Nog niet alles is opgeslagen' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Er staan nog 3 antwoorden alleen op dit apparaat');
  await dialog.getByRole('button', { name: 'Eerst versturen, dan uitloggen' }).click();
  await expect(dialog.getByRole('status')).toContainText('3 antwoorden zijn nog niet verstuurd: er is geen verbinding');
  await expect(page).toHaveURL(/\/dashboard\/test\//);

  await context.setOffline(false);
  await dialog.getByRole('button', { name: 'Eerst versturen, dan uitloggen' }).click();
  await expect(page).toHaveURL('/login', { timeout: 20_000 });

  const own = await apiAs(baseURL as string, candidate.email, candidate.password);
  try {
    const module = await own.get<{ answers: Record<string, unknown> }>(`/api/test/attempt/${attemptId}/module/1`);
    expect(Object.keys(module.answers)).toHaveLength(3);
  } finally {
    await own.dispose();
  }
});
