/**
 * Educations on the demo data ('Basisopleiding Magazijn': six weekly lessons, the third today; domain.md
 * "education"): the demo teacher finds it from the header, opens today's lesson and takes the roll with the large
 * buttons ('Iedereen aanwezig', then one candidate late), which reaches the server; the coordinator sees the totals on
 * /cp/education/{id}#aanwezigheid and the late enrolee; the demo candidate sees the next lesson and their attendance
 * on /dashboard/education, reached from the home page, with only the note meant for candidates ('Let op'; the teacher
 * sees both notes), and puts the lessons in a calendar through the secret address, which a calendar app reads without
 * a session. axe-core finds no serious or critical violation on the roll.
 */
import AxeBuilder from '@axe-core/playwright';
import { DEMO, DEMO_PASSWORD, expect, submitLogin, test } from './fixtures';

const TITLE = 'Basisopleiding Magazijn';

test('de docent neemt de aanwezigheid op; coördinator en kandidaat zien het', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  // — The teacher —
  await submitLogin(page, DEMO.Teacher.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(DEMO.Teacher.home);
  await page.getByRole('link', { name: 'Opleidingen' }).first().click();
  await page.getByRole('link', { name: TITLE }).click();
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(page.getByText('Piotr Nowak')).toBeVisible();
  // Both notes of the planning, each under its own heading.
  const notes = page.getByRole('region', { name: 'Notities van de planning' });
  await expect(notes).toContainText('Voor de docenten');
  await expect(notes).toContainText('Piotr stroomde na de eerste les in');
  await expect(notes).toContainText('Veiligheidsschoenen mee.');
  await page.getByRole('link', { name: /Aanwezigheid/ }).last().click();
  await expect(page).toHaveURL(/\/docent\/opleiding\/attendance\/[0-9a-f-]{36}/);
  await page.getByRole('button', { name: 'Iedereen aanwezig' }).click();
  await page.getByRole('group', { name: 'Yousef Haddad' }).getByRole('radio', { name: 'Te laat' }).check();
  await expect(page.getByText('Opgeslagen op de server').first()).toBeVisible({ timeout: 15_000 });
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

  // — The coordinator —
  const staffContext = await browser.newContext({ baseURL });
  const staff = await staffContext.newPage();
  await submitLogin(staff, DEMO.Coordinator.email, DEMO_PASSWORD);
  await expect(staff).toHaveURL(DEMO.Coordinator.home);
  await staff.getByRole('link', { name: 'Opleidingen' }).first().click();
  await staff.getByRole('link', { name: TITLE }).click();
  const totals = staff.locator('#aanwezigheid');
  await expect(totals.getByRole('heading', { name: 'Aanwezigheid' })).toBeVisible();
  // Yousef: late at lesson 1, absent at lesson 2, late today
  await expect(totals.getByRole('row', { name: /Yousef Haddad/ }).first()).toContainText('2');
  await expect(totals.getByRole('link', { name: 'Aanwezigheid downloaden (CSV)' })).toBeVisible();
  await staffContext.close();

  // — The candidate —
  const candidateContext = await browser.newContext({ baseURL });
  const candidate = await candidateContext.newPage();
  await submitLogin(candidate, DEMO.User.email, DEMO_PASSWORD);
  await expect(candidate).toHaveURL(DEMO.User.home);
  await candidate.getByRole('link', { name: 'Bekijk je opleiding' }).click();
  await expect(candidate.getByRole('heading', { level: 2, name: TITLE })).toBeVisible();
  await expect(candidate.getByText(/Je was bij 3 van de 3 lessen \(100 %\)/)).toBeVisible();
  // Only the note for the candidates, under 'Let op'; the teachers' note is not on the page.
  await expect(candidate.getByRole('heading', { name: 'Let op' }).first()).toBeVisible();
  await expect(candidate.getByText('Elke week theorie in de kantine en oefenen in de hal.')).toBeVisible();
  await expect(candidate.getByText('Piotr stroomde')).toHaveCount(0);
  // The lessons in the phone's calendar: a secret address that a calendar app reads without signing in.
  await candidate.getByRole('button', { name: 'Zet je lessen in je agenda' }).click();
  const address = await candidate.getByLabel('Adres van je lessen voor je agenda').inputValue();
  expect(address).toMatch(/\/api\/education\/calendar\/[A-Za-z0-9_-]+\.ics$/);
  const feed = await (await fetch(new URL(new URL(address).pathname, baseURL))).text();
  expect(feed).toContain('BEGIN:VCALENDAR');
  // Every lesson of the candidate's educations: the six of this one and the two of the finished 'Introductie Magazijn'.
  expect(feed.match(/BEGIN:VEVENT/g)).toHaveLength(8);
  expect(feed.match(new RegExp(`SUMMARY:${TITLE}`, 'g'))).toHaveLength(6);
  expect(feed.match(/SUMMARY:Introductie Magazijn/g)).toHaveLength(2);
  const unfolded = feed.replace(/\r\n /g, ''); // RFC 5545 §3.1 folds long lines
  expect(unfolded).toContain('Let op: Elke week theorie in de kantine');
  expect(unfolded).not.toContain('Piotr stroomde');
  await candidateContext.close();
});
