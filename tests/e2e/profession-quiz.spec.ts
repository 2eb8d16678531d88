/**
 * The beroepen-quiz (docs/decisions/036-profession-quiz.md): a prospect on a phone takes the quiz in Arabic without
 * JavaScript (a form per step), sees their result right to left (professions named in Arabic beside the Dutch name)
 * and leaves a phone number with consent; with
 * JavaScript the same quiz works and axe-core finds no serious or critical violation on a step, the result and the
 * language choice; a candidate takes it from the card on their home page, the result is saved and the card shows it.
 * A hostile page on another site cannot post the contact form in its visitor's name: the browser's post is refused
 * with a Dutch page and no prospect is stored, while the same form posted from the quiz itself is.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { apiAs } from './api';
import { expect, test } from './fixtures';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** Answers the six steps: items of `liked` areas with the first face, all others with the third. */
async function answerSteps(page: Page, liked: string[], finish: string | RegExp): Promise<void> {
  for (let step = 1; step <= 6; step++) {
    for (const area of ['R', 'I', 'A', 'S', 'E', 'C']) {
      const answer = liked.includes(area) ? 'like' : 'dislike';
      await page.locator(`label[for="q-${area}${step}-${answer}"]`).click();
    }
    await page.getByRole('button', { name: step === 6 ? finish : /Volgende|التالي|Next/ }).click();
    if (step < 6) await expect(page).toHaveURL(new RegExp(`stap=${step + 1}`));
  }
}

async function seriousViolations(page: Page): Promise<string[]> {
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
  return axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes[0]?.target}`);
}

test('een belangstellende doet de quiz in het Arabisch zonder JavaScript en laat een telefoonnummer achter', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ ...PHONE, baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/beroepen-quiz');
  await page.getByRole('link', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'اختبار المهن' })).toBeVisible();
  await expect(page.getByText('تغليف الصناديق وتجهيزها للشحن')).toBeVisible();

  // Back from step 2 keeps the answers of step 1.
  for (const area of ['R', 'I', 'A', 'S', 'E', 'C']) await page.locator(`label[for="q-${area}1-unsure"]`).click();
  await page.getByRole('button', { name: 'التالي' }).click();
  await page.getByRole('link', { name: 'الخطوة السابقة' }).click();
  await expect(page.locator('#q-R1-unsure')).toBeChecked();
  await page.goto('/beroepen-quiz?lang=ar&stap=1');

  await answerSteps(page, ['S', 'E'], 'اعرض نتيجتي');
  await expect(page.getByRole('heading', { level: 1, name: 'نتيجتك' })).toBeVisible();
  await expect(page.locator('.quiz-area-name')).toHaveText(['اجتماعي', 'مبادر']);
  // Each profession in Arabic, with the Dutch name vacancies use beside it.
  const profession = page.locator('.quiz-profession-name', { hasText: 'موظف خدمة العملاء' });
  await expect(profession.locator('span[lang="ar"]')).toHaveText('موظف خدمة العملاء');
  await expect(profession.locator('span[lang="nl"]')).toHaveText('(Klantenservicemedewerker)');

  // Without consent nothing is sent: the form says what is missing, in Arabic, and keeps what was typed.
  await page.getByLabel('الاسم').fill('عمر حداد');
  await page.getByLabel('رقم الهاتف').fill('06 1234 5678');
  await page.getByRole('button', { name: 'إرسال' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'ضع علامة في المربع' }).first()).toBeVisible();
  await expect(page.getByLabel('الاسم')).toHaveValue('عمر حداد');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'إرسال' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'شكرًا لك!' })).toBeVisible();
  await context.close();
});

test('met JavaScript werkt dezelfde quiz en axe-core vindt geen ernstige fouten', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ ...PHONE, baseURL });
  const page = await context.newPage();
  await page.goto('/beroepen-quiz');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'Nederlands' }).click();
  await expect(page.getByText('Dozen inpakken en klaarzetten voor verzending')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await answerSteps(page, ['R', 'C'], 'Bekijk mijn uitslag');
  await expect(page.getByRole('heading', { level: 1, name: 'Jouw uitslag' })).toBeVisible();
  await expect(page.locator('.quiz-area-name')).toHaveText(['Praktisch', 'Nauwkeurig']);
  await expect(page.locator('.quiz-profession-name').first()).toHaveText(/Heftruckchauffeur|Magazijnmedewerker|Productiemedewerker|Schoonmaker/);
  expect(await seriousViolations(page)).toEqual([]);
  await context.close();
});

test('een kandidaat doet de quiz vanaf het overzicht; de uitslag wordt bewaard', async ({ page, loginAsNew }) => {
  test.setTimeout(90_000);
  await loginAsNew('User');
  const card = page.locator('section', { has: page.getByRole('heading', { name: 'Beroepen-quiz' }) });
  await card.getByRole('link', { name: 'Doe de quiz' }).click();
  await page.getByRole('link', { name: 'Nederlands' }).click();
  await answerSteps(page, ['S'], 'Bekijk mijn uitslag');
  await expect(page.getByText('Je uitslag is bewaard.')).toBeVisible();
  await expect(page.locator('.quiz-area-name')).toHaveText(['Sociaal']);
  await expect(page.getByText('Verzorgende')).toBeVisible();
  await page.getByRole('link', { name: 'Terug naar mijn overzicht' }).click();
  await expect(card.getByText('Sociaal')).toBeVisible();
  await card.getByRole('link', { name: 'Bekijk je uitslag' }).click();
  await expect(page.locator('.quiz-area-name')).toHaveText(['Sociaal']);
});

test('een andere website kan het contactformulier niet namens een bezoeker versturen', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ ...PHONE, baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/beroepen-quiz?lang=nl&stap=1');
  await answerSteps(page, ['R'], 'Bekijk mijn uitslag');
  await expect(page.getByRole('heading', { level: 1, name: 'Jouw uitslag' })).toBeVisible();
  const resultAddress = page.url();
  const stranger = `Lokvogel ${Date.now()}`;

  // A page on another site with a form that posts itself to the quiz, as a hostile site would.
  await page.route('https://lokpagina.example/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="nl"><body><form method="post" action="${resultAddress}">
        <input name="stap" value="contact"><input name="name" value="${stranger}"><input name="email" value="lokvogel@example.org">
        <input name="consent" value="ja"><button>Win een prijs</button></form></body></html>`,
    }),
  );
  await page.goto('https://lokpagina.example/win');
  await page.getByRole('button', { name: 'Win een prijs' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Niet gelukt' })).toBeVisible();
  await expect(page.getByText('Deze aanvraag komt van een andere website en is geweigerd.')).toBeVisible();
  await page.getByRole('link', { name: 'Naar de pagina' }).click();
  await expect(page).toHaveURL(/\/beroepen-quiz$/);

  // The visitor's own post from the quiz page goes through.
  const own = `Bezoeker ${Date.now()}`;
  await page.goto(resultAddress);
  await page.getByLabel('Naam').fill(own);
  await page.getByLabel('E-mailadres').fill('bezoeker@example.org');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Verstuur' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bedankt!' })).toBeVisible();
  await context.close();

  const staff = await apiAs(baseURL as string, 'coordinator@example.org');
  try {
    const named = async (name: string) => (await staff.get<{ total: number }>(`/api/quiz/prospects?q=${encodeURIComponent(name)}`)).total;
    expect(await named(stranger)).toBe(0);
    expect(await named(own)).toBe(1);
  } finally {
    await staff.dispose();
  }
});
