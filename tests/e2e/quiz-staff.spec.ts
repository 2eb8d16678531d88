/**
 * The beroepen-quiz for staff and teachers (spec §2 /cp/beroepen-quiz/…, /docent/beroepen-quiz/…) on the demo data:
 * the coordinator reaches the prospects from the home page and finds the demo prospect Rana Khalil, who left only a
 * phone number (the invite form then asks for an address); a new prospect finishes the public quiz and asks for
 * contact, the coordinator finds and opens them, invites them as a candidate (the best-matching profession is
 * preselected), lands on their quiz, and finds them under the candidates; the invitation mail went out, and the new
 * candidate who activates the account sees the quiz result on their home page. The demo
 * teacher sees the quiz of their linked candidate Lotte and not Olena's. axe-core finds no serious or critical
 * violation on the prospect's page. The invited account is erased afterwards. The demo teacher, who is no
 * intakebegeleider, sees their candidates' quizzes but not the prospects; Ingrid Smit, who is, reads them.
 */
import AxeBuilder from '@axe-core/playwright';
import { request } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, expect, submitLogin, test } from './fixtures';
import { eraseUserVia, invitationLink } from './people';

/** A complete answer set: every item id `R1` … `C6`; liking the social and enterprising items. */
function answers(): Record<string, string> {
  const set: Record<string, string> = {};
  for (const area of ['R', 'I', 'A', 'S', 'E', 'C']) {
    for (let n = 1; n <= 6; n++) set[`${area}${n}`] = area === 'S' || area === 'E' ? 'like' : n % 2 ? 'unsure' : 'dislike';
  }
  return set;
}

test('de coördinator vindt een belangstellende, nodigt hem uit en vindt hem terug bij de kandidaten', async ({ page, loginAs, baseURL, browser }) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const name = `Samira Quiztest ${stamp}`;
  const email = `samira.${stamp}@e2e.example`;
  // The prospect finishes the public quiz and asks to be contacted (POST /api/quiz/prospects, public).
  const visitor = await request.newContext({ baseURL });
  const saved = await visitor.post('/api/quiz/prospects', { data: { language: 'nl', answers: answers(), name, email, consent: true } });
  expect(saved.status()).toBe(201);
  await visitor.dispose();

  let candidateId: string | undefined;
  try {
    await loginAs('Coordinator');
    await page.getByRole('link', { name: 'Belangstellenden', exact: true }).click();
    await expect(page).toHaveURL('/cp/beroepen-quiz/prospects');
    await expect(page.getByRole('heading', { level: 1, name: 'Beroepen-quiz: belangstellenden' })).toBeVisible();

    // The demo prospect with only a phone number, who took the quiz in Arabic.
    await page.getByLabel('Zoek een belangstellende').fill('0641526374');
    await page.getByRole('button', { name: 'Zoeken' }).click();
    await page.getByRole('link', { name: 'Rana Khalil' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Belangstellende: Rana Khalil' })).toBeVisible();
    await expect(page.getByText('06 41 52 63 74')).toBeVisible();
    await expect(page.getByText('Arabisch')).toBeVisible();
    await expect(page.getByLabel('E-mailadres', { exact: true })).toHaveValue('');
    await expect(page.getByText('De belangstellende liet geen e-mailadres achter.')).toBeVisible();
    const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

    // The new prospect: found by name, opened, invited.
    await page.getByRole('link', { name: 'Terug naar de belangstellenden' }).click();
    await page.getByLabel('Zoek een belangstellende').fill(name);
    await page.getByLabel('Interessegebied', { exact: true }).selectOption({ label: 'Sociaal' });
    await page.getByRole('button', { name: 'Zoeken' }).click();
    await expect(page.getByText('1 belangstellende', { exact: true })).toBeVisible();
    await page.getByRole('link', { name }).click();
    await expect(page.getByLabel('E-mailadres', { exact: true })).toHaveValue(email);
    await expect(page.getByLabel('Beroep', { exact: true })).not.toHaveValue('');
    await page.getByLabel('Organisatie', { exact: true }).selectOption({ label: 'Logistiek Twente B.V.' });
    await page.getByRole('button', { name: 'Uitnodigen als kandidaat' }).click();

    await expect(page).toHaveURL(/\/cp\/beroepen-quiz\/candidates\/[0-9a-f-]{36}\?uitgenodigd=1#melding$/);
    await expect(page.getByText('De kandidaat is aangemaakt en heeft een uitnodiging gekregen.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: `Beroepen-quiz van ${name}` })).toBeVisible();
    const profile = await page.getByRole('link', { name, exact: true }).getAttribute('href');
    candidateId = profile?.split('/').at(-1);
    expect(await invitationLink(email)).toContain('/account/confirm');

    // Under the candidates, with their top area; gone from the prospects.
    await page.getByRole('link', { name: 'Terug naar de kandidaten' }).click();
    await page.getByLabel('Zoek een kandidaat').fill(stamp);
    await page.getByRole('button', { name: 'Zoeken' }).click();
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect(row).toBeVisible();
    await expect(row).toContainText('Sociaal');
    await page.goto(`/cp/beroepen-quiz/prospects?q=${encodeURIComponent(name)}`);
    await expect(page.getByText('Geen belangstellenden gevonden met deze zoekopdracht of dit filter.')).toBeVisible();

    // The new candidate activates the account from the mail and finds their quiz result on their home page.
    const code = new URL(await invitationLink(email), baseURL).searchParams.get('code');
    const password = `quiz-wachtwoord-${stamp}`;
    const anonymous = await request.newContext({ baseURL });
    expect((await anonymous.post('/api/user/ConfirmEmailAndPassword', { data: { email, password, code } })).ok()).toBe(true);
    await anonymous.dispose();
    const candidateContext = await browser.newContext({ baseURL });
    try {
      const candidatePage = await candidateContext.newPage();
      await submitLogin(candidatePage, email, password);
      await expect(candidatePage).toHaveURL('/dashboard/overzicht');
      const card = candidatePage.locator('section', { has: candidatePage.getByRole('heading', { name: 'Beroepen-quiz' }) });
      await expect(card.getByText(/Je laatste uitslag/)).toBeVisible();
      await expect(card.locator('strong')).toContainText('Sociaal');
    } finally {
      await candidateContext.close();
    }
  } finally {
    if (candidateId && baseURL) await eraseUserVia(baseURL, candidateId);
  }
});

test('de docent ziet de beroepen-quiz van zijn eigen kandidaten, niet van anderen', async ({ page }) => {
  await submitLogin(page, DEMO.Teacher.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(DEMO.Teacher.home);
  await page.getByRole('link', { name: 'Kandidaten en hun beroepen-quiz' }).click();
  await expect(page).toHaveURL('/docent/beroepen-quiz/candidates');
  await expect(page.getByRole('link', { name: 'Lotte Visser' })).toBeVisible();
  await expect(page.getByText('Olena Kovalenko')).toHaveCount(0);
  await page.getByRole('link', { name: 'Lotte Visser' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Beroepen-quiz van Lotte Visser' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Eerdere keren' })).toBeVisible();
  // Prospects' contact details are for intakebegeleiders only: the demo teacher is none.
  await expect(page.getByRole('link', { name: 'Belangstellenden' })).toHaveCount(0);
  await page.goto('/docent/overzicht');
  await expect(page.getByRole('link', { name: 'Belangstellenden' })).toHaveCount(0);
  await page.goto('/docent/beroepen-quiz/prospects');
  await expect(page.getByText('Alleen intakebegeleiders zien de belangstellenden en hun contactgegevens.')).toBeVisible();
  await expect(page.getByText('Jeroen Bakker')).toHaveCount(0);
});

test('een docent die intakebegeleider is, leest de belangstellenden zonder ze te kunnen uitnodigen', async ({ page }) => {
  await submitLogin(page, 'ingrid.smit@example.org', DEMO_PASSWORD);
  await expect(page).toHaveURL(DEMO.Teacher.home);
  await page.getByRole('link', { name: 'Belangstellenden' }).click();
  await expect(page).toHaveURL('/docent/beroepen-quiz/prospects');
  await page.getByRole('link', { name: 'Jeroen Bakker' }).click();
  await expect(page.getByText('jeroen.bakker@example.org')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Uitnodigen als kandidaat' })).toHaveCount(0);
  await expect(page.getByText('Neem contact op met een coördinator')).toBeVisible();
});
