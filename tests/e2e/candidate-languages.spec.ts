/**
 * The candidate's screens in their own language (docs/decisions/019): the whole flow in Arabic, right to left,
 * with every visible string Arabic or a proper name; the flow in Polish on a phone; the header's switch to Dutch
 * and back; and axe-core on every candidate page in Arabic and in Dutch.
 *
 * The flows and the switch to Dutch use candidates made for the test with that preferred language (`ownUser`);
 * the Arabic candidate's contact person, also made for it, writes him a message first. The axe checks use demo
 * candidates (yousef.haddad@, Arabic, used by this file only, and kandidaat@), so that their pages also show the
 * demo's messages and notifications. Each test makes its own profession test (api.ts `newTestFor`), so runs in a
 * row do not meet.
 */
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { apiAs, newTestFor } from './api';
import { DEMO_PASSWORD, expect, submitLogin, test, type OwnUser } from './fixtures';
import { DEMO_ORGANIZATION } from './people';
import { answerCurrent, progress } from './player';

/** One language's texts of a catalogue, read from the project's files. */
function catalogue(path: string): Record<string, string> {
  return JSON.parse(readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8')) as Record<string, string>;
}
const playerText = (language: string) => catalogue(`src/features/profession-test/islands/player/messages/${language}.json`);
const sharedText = (language: string) => catalogue(`src/lib/i18n/messages/${language}.json`);

/** The demo candidate who reads Arabic, for the axe checks of pages with demo content. */
const ARABIC = { email: 'yousef.haddad@example.org' };

/** Signs in a candidate: a demo candidate by e-mail address, or one made for the test. */
async function signIn(page: Page, who: string | OwnUser): Promise<void> {
  const { email, password } = typeof who === 'string' ? { email: who, password: DEMO_PASSWORD } : who;
  await submitLogin(page, email, password);
  await expect(page).toHaveURL('/dashboard/overzicht');
}

/** The page is no wider than the screen: nothing to scroll sideways. */
async function fitsTheScreen(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, page.url()).toBeLessThanOrEqual(0);
}

/** axe-core finds no serious or critical violation of the WCAG 2.2 A and AA rules. */
async function expectAccessible(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${page.url()} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/**
 * Every visible text and accessible name on the page that is not in Arabic script: text nodes, `aria-label`,
 * `title`, `alt` and `placeholder`. Text inside an element marked as another language (`lang="nl"` on the
 * switch to Dutch, the names of languages) is left out, as are digits, punctuation and `allowed` proper names.
 */
async function nonArabicTexts(page: Page, allowed: readonly string[]): Promise<string[]> {
  // Longest first, so 'Beroepentest Magazijnmedewerker' goes before 'Magazijnmedewerker'.
  const names = [...allowed].sort((a, b) => b.length - a.length);
  return page.evaluate((names) => {
    const arabic = /[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]/;
    // A word: two letters or more. Codes such as 'C-3-12' in a question are left alone.
    const letters = /\p{L}{2,}/u;
    const found = new Set<string>();
    const inOtherLanguage = (element: Element) => {
      const lang = element.closest('[lang]')?.getAttribute('lang') ?? '';
      return lang !== '' && !lang.startsWith('ar');
    };
    const visible = (element: Element) => {
      const box = element as HTMLElement;
      if (box.closest('[hidden], [aria-hidden="true"]') && !box.closest('.sr-only, .visually-hidden')) return false;
      const style = getComputedStyle(box);
      return style.display !== 'none' && style.visibility !== 'hidden';
    };
    const check = (text: string | null, element: Element) => {
      let rest = (text ?? '').trim();
      if (!rest || inOtherLanguage(element)) return;
      for (const name of names) rest = rest.split(name).join(' ');
      if (letters.test(rest) && !arabic.test(rest)) found.add(rest.replace(/\s+/g, ' ').trim());
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || ['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE'].includes(parent.tagName)) continue;
      if (parent.closest('dialog:not([open])')) continue;
      if (visible(parent)) check(node.textContent, parent);
    }
    for (const element of document.body.querySelectorAll('[aria-label], [title], img[alt], [placeholder]')) {
      if (!visible(element)) continue;
      for (const attribute of ['aria-label', 'title', 'alt', 'placeholder']) check(element.getAttribute(attribute), element);
    }
    check(document.title, document.documentElement);
    return [...found];
  }, names);
}

test.describe('in het Arabisch', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('de hele kandidaatflow staat in het Arabisch, van rechts naar links', async ({ page, baseURL, ownUser }) => {
    const candidate = await ownUser('User', { preferredLanguage: 'ar', organization: DEMO_ORGANIZATION });
    const contact = await ownUser('ContactPerson', { organization: DEMO_ORGANIZATION });
    // His contact person writes to him in Dutch.
    const writer = await apiAs(baseURL as string, contact.email, contact.password);
    try {
      await writer.send('POST', '/api/message', {
        to: [candidate.id],
        subject: 'Praktijkdag magazijn',
        body: `Beste ${candidate.name},\n\nDe praktijkdag is dinsdag om 9.00 uur. Neem je veiligheidsschoenen mee.\n\nMet vriendelijke groet,\n${contact.name}`,
      });
    } finally {
      await writer.dispose();
    }
    const title = `Beroepentest Arabisch ${Date.now()}`;
    const testId = await newTestFor(baseURL as string, candidate.email, { modules: 1, title });
    const ar = playerText('ar');
    // Proper names: the candidate, his contact person, staff of the demo, his e-mail address, the test, the demo
    // organisation and profession; and the subject of the message his contact person wrote in Dutch.
    const people = [contact.name, 'Annelies de Vries', 'Mark Jansen', 'Fatima El Amrani', 'Henk Bosman'];
    const names = [candidate.name, candidate.email, ...people, 'Praktijkdag magazijn', title, DEMO_ORGANIZATION, 'Magazijnmedewerker', 'Beroepentest Magazijnmedewerker'];
    const expectArabic = async () => {
      await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      expect(await nonArabicTexts(page, names), page.url()).toEqual([]);
      await fitsTheScreen(page);
    };

    await signIn(page, candidate);
    await expectArabic();
    // The notification of his contact person's message is said in Arabic, with the names as they are.
    const mailboxAr = catalogue('src/features/mailbox/messages/ar.json');
    await page.getByRole('button', { name: new RegExp(mailboxAr['notifications.button'] as string) }).locator('svg').first().click();
    const item = page.getByRole('menu').getByRole('menuitem').filter({ hasText: 'Praktijkdag magazijn' });
    await expect(item).toContainText((mailboxAr['notifications.newMessage'] as string).split('{sender}')[0]!.trim());
    await expect(item).toContainText(contact.name);
    await expectArabic();
    await page.keyboard.press('Escape');

    await page.goto(`/dashboard/test/${testId}`);
    await expectArabic();
    await page.getByRole('link', { name: 'العربية', exact: true }).click();
    await expect(page).toHaveURL(`/dashboard/test/overzicht/${testId}`);
    await expectArabic();

    await page.locator('main a[href*="module=1"]').first().click();
    await expect(progress(page)).toBeVisible();
    await answerCurrent(page);
    await expect(page.getByText(ar['player.saved'] as string, { exact: true })).toBeVisible();
    await expectArabic();

    await page.goto(`/dashboard/test/afsluiten/${testId}`);
    await expectArabic();
    await page.getByRole('main').getByRole('checkbox').check();
    await page.getByRole('main').locator('form button[type="submit"]').click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/test/afsluiten/${testId}`));
    await expectArabic();

    await page.goto('/dashboard/profile');
    await expectArabic();
    await page.goto('/profile');
    await expectArabic();
    await page.goto('/mailbox');
    await expectArabic();
    await page.goto('/dashboard/bestaat-niet');
    await expectArabic();
  });

  test("'Nederlands' in de kop toont Dutch, en de eigen taal komt terug", async ({ page, ownUser }) => {
    await signIn(page, await ownUser('User', { preferredLanguage: 'ar' }));
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    const nl = sharedText('nl');
    await page.getByRole('link', { name: nl['header.toDutchLabel'] as string }).click();
    await expect(page).toHaveURL('/dashboard/overzicht');
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('link', { name: nl['header.home'] as string, exact: true })).toBeVisible();
    // Dutch stays while moving on, until the candidate chooses their own language again.
    await page.goto('/dashboard/profile');
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    await page.locator('[data-language-switch]').click();
    await expect(page).toHaveURL('/dashboard/profile');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  });
});

test.describe('in het Pools op een telefoon', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test('de test in het Pools past op het scherm en spreekt Pools', async ({ page, baseURL, ownUser }) => {
    const candidate = await ownUser('User', { preferredLanguage: 'pl' });
    const title = `Beroepentest Pools ${Date.now()}`;
    const testId = await newTestFor(baseURL as string, candidate.email, { modules: 1, title });
    const pl = playerText('pl');
    const shared = sharedText('pl');

    await signIn(page, candidate);
    await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
    await expect(page.getByRole('link', { name: shared['header.home'] as string, exact: true })).toBeVisible();
    await fitsTheScreen(page);

    await page.goto(`/dashboard/test/${testId}`);
    await page.getByRole('link', { name: 'Polski', exact: true }).click();
    await expect(page).toHaveURL(`/dashboard/test/overzicht/${testId}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
    await fitsTheScreen(page);

    await page.locator('main a[href*="module=1"]').first().click();
    await expect(progress(page)).toBeVisible();
    await expect(progress(page)).toHaveAttribute('aria-valuetext', /^Pytanie 1 z \d+$/);
    await answerCurrent(page);
    await expect(page.getByText(pl['player.saved'] as string, { exact: true })).toBeVisible();
    await page.getByRole('button', { name: pl['player.next'] as string }).click();
    await expect(progress(page)).toHaveAttribute('aria-valuetext', /^Pytanie 2 z \d+$/);
    await fitsTheScreen(page);
    await expectAccessible(page);
  });
});

test.describe('toegankelijk in het Arabisch en het Nederlands', () => {
  for (const who of [
    { language: 'ar', email: ARABIC.email },
    { language: 'nl', email: 'kandidaat@example.org' },
  ]) {
    test(`elke kandidaatpagina in ${who.language} heeft geen ernstige axe-overtreding`, async ({ page, baseURL }) => {
      const testId = await newTestFor(baseURL as string, who.email, { modules: 1, title: `Axe ${who.language} ${Date.now()}` });
      await signIn(page, who.email);
      await expect(page.locator('html')).toHaveAttribute('lang', who.language);
      await expectAccessible(page);
      for (const path of ['/dashboard/profile', '/profile', '/mailbox', '/mailbox/compose', '/dashboard/education', '/dashboard/pat', '/dashboard/bestaat-niet']) {
        await page.goto(path);
        await expectAccessible(page);
      }
      await page.goto(`/dashboard/test/${testId}`);
      await expectAccessible(page);
      await page.goto(`/dashboard/test/${who.language}/${testId}`);
      await expect(page).toHaveURL(`/dashboard/test/overzicht/${testId}`);
      await expectAccessible(page);
      await page.locator('main a[href*="module=1"]').first().click();
      await expect(progress(page)).toBeVisible();
      await expectAccessible(page);
      await page.goto(`/dashboard/test/afsluiten/${testId}`);
      await expectAccessible(page);
    });
  }
});
