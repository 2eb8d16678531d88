/**
 * The pages before sign-in in the visitor's language (docs/decisions/055): the browser's Accept-Language picks
 * Arabic, right to left; `?lang=` beats it and is remembered in a cookie; the language switch is plain links that
 * work from the keyboard and keep a mailed link's secret; Dutch stays the default with its texts unchanged; and
 * these pages ship no JavaScript.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';

/** One language's texts of a catalogue, read from the project's files. */
function catalogue(path: string): Record<string, string> {
  return JSON.parse(readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8')) as Record<string, string>;
}
const accounts = (language: string) => catalogue(`src/features/accounts/messages/${language}.json`);
const setup = (language: string) => catalogue(`src/features/licences/setup/messages/${language}.json`);

const NAMES = ['Nederlands', 'English', 'Polski', 'Türkçe', 'Українська', 'العربية'];

test.describe('a browser that asks for Arabic', () => {
  test.use({ locale: 'ar', extraHTTPHeaders: { 'Accept-Language': 'ar-SA,ar;q=0.9,en;q=0.5' } });

  test('sees /login in Arabic, right to left, with the switch and no script', async ({ page }) => {
    await page.goto('/login');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('lang', 'ar');
    await expect(html).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(accounts('ar')['login.title']!);
    await expect(page.getByRole('button', { name: accounts('ar')['login.submit'] })).toBeVisible();
    const links = page.getByRole('navigation', { name: 'اختر اللغة' }).getByRole('link');
    await expect(links).toHaveText(NAMES);
    await expect(links.filter({ hasText: 'العربية' })).toHaveAttribute('aria-current', 'true');
    await expect(links.filter({ hasText: 'Polski' })).toHaveAttribute('hreflang', 'pl');
    await expect(links.filter({ hasText: 'Polski' })).toHaveAttribute('lang', 'pl');
    await expect(page.locator('script')).toHaveCount(0);
  });

  test('gets a wrong password told in Arabic, not in the API’s Dutch', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel(catalogue('src/lib/i18n/messages/ar.json')['forms.email']!).fill('niemand@example.org');
    await page.getByLabel(catalogue('src/lib/i18n/messages/ar.json')['forms.password']!, { exact: true }).fill('een-verkeerd-wachtwoord');
    await page.getByRole('button', { name: accounts('ar')['login.submit'] }).click();
    await expect(page.getByRole('alert')).toContainText(accounts('ar')['signIn.badCredentials']!);
    await expect(page.getByRole('alert')).not.toContainText('klopt niet');
  });

  test('is overruled by ?lang=pl, which the next pages keep through a cookie', async ({ page, context }) => {
    await page.goto('/login?lang=pl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(accounts('pl')['login.title']!);
    const cookie = (await context.cookies()).find((c) => c.name === 'lang');
    expect(cookie).toMatchObject({ value: 'pl', httpOnly: true, sameSite: 'Lax' });
    await page.getByRole('link', { name: accounts('pl')['login.forgot'] }).click();
    await expect(page).toHaveURL('/forgot-password');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(accounts('pl')['forgot.title']!);
  });
});

test('the switch works from the keyboard and keeps a mailed link’s secret', async ({ page }) => {
  await page.goto('/reset-password?token=abc123&email=kandidaat%40example.org');
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  const turkish = page.getByRole('link', { name: 'Türkçe' });
  await turkish.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/reset-password\?token=abc123&email=kandidaat%40example\.org&lang=tr$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(accounts('tr')['reset.title']!);
  await page.getByRole('link', { name: 'Nederlands' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nieuw wachtwoord maken');
});

test('/account/setup in Ukrainian: form, errors and privacy statement', async ({ page }) => {
  await page.goto('/account/setup?lang=uk');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(setup('uk')['setup.title']!);
  await page.getByRole('button', { name: setup('uk')['setup.submit'] }).click();
  await expect(page.getByText(setup('uk')['setup.codeMissing']!)).toBeVisible();
  await expect(page.getByText(setup('uk')['setup.acceptMissing']!)).toBeVisible();
  await page.getByText(setup('uk')['setup.privacyOpen']!).click();
  await expect(page.getByRole('heading', { name: setup('uk')['setup.privacy.whatHeading'] })).toBeVisible();
});

test('a Dutch browser sees the Dutch pages as before, with the switch offered', async ({ page }) => {
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inloggen');
  await expect(page.getByText('Log in met je e-mailadres en wachtwoord.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Heb je een licentiecode? Maak je account aan' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Kies een taal' }).getByRole('link')).toHaveText(NAMES);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page.getByRole('alert')).toHaveText('Vul je e-mailadres en wachtwoord in.');
});
