/**
 * /account/setup on a phone (spec §2 "candidate account setup for a license"; docs/decisions/038): a new candidate
 * of the demo organisation asks for an account with the licence code their contact person gave them (the link on
 * the letter carries `?code=`), is told to look in their mailbox, follows the mailed link to /account/confirm,
 * chooses a password there, signs in and finds the licence's test on their home. The same address again gets the
 * same answer, and its owner a mail instead of a second account. A code that does not exist shows the API's Dutch
 * message and keeps what was typed. Both pages work without JavaScript, fit a 360 px wide screen and pass axe's
 * WCAG 2.2 A/AA rules.
 */
import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { apiAs, dutchDay } from './api';
import { expect, submitLogin, test } from './fixtures';
import { DEMO_ORGANIZATION, eraseCandidateByEmail, invitationLink, mailTo } from './people';

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

/**
 * As the demo coordinator: a new profession test of the Magazijnmedewerker modules (not assigned to anyone) and a
 * free licence of three seats for it for the demo organisation. Answers the test's title and the licence code.
 */
async function licenceForNewTest(baseURL: string): Promise<{ title: string; code: string }> {
  const staff = await apiAs(baseURL, 'coordinator@example.org');
  try {
    const profession = (await staff.get<{ id: string; name: string }[]>('/api/test/professions')).find((p) => p.name === 'Magazijnmedewerker');
    if (!profession) throw new Error('beroep Magazijnmedewerker ontbreekt');
    const modules = (await staff.get<{ id: string; professionId: string | null; languages: string[] }[]>('/api/test/modules')).filter(
      (m) => m.professionId === profession.id && m.languages.includes('nl'),
    );
    const title = `Beroepentest licentie ${Date.now()}`;
    const { id: testId } = await staff.send<{ id: string }>('POST', '/api/test', {
      professionId: profession.id,
      title,
      moduleIds: [modules[0]?.id],
      modulePassPercent: [60],
      languages: ['nl'],
      timeLimitMinutes: null,
      passPercent: 60,
      showAnswers: false,
    });
    const organization = (await staff.get<{ id: string; name: string }[]>('/api/organization/options')).find((o) => o.name === DEMO_ORGANIZATION);
    if (!organization) throw new Error(`organisatie ${DEMO_ORGANIZATION} ontbreekt`);
    const { code } = await staff.send<{ code: string }>('POST', '/api/licence', {
      organizationId: organization.id,
      product: 'profession-test',
      professionTestId: testId,
      seats: 3,
      validFrom: dutchDay(),
      validUntil: dutchDay(30),
      pricePerSeatCents: 0,
      vatCategory: 'E',
    });
    return { title, code };
  } finally {
    await staff.dispose();
  }
}

/** A person this test makes: a unique name and address, and the password they choose after the mail. */
function newPerson(label: string) {
  const mark = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  return {
    name: `Sanne ${label} ${mark}`,
    email: `e2e.setup.${label.toLowerCase()}.${mark}@example.org`,
    password: `mijn-eigen-wachtwoord-${mark}`,
  };
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** Fills the form but the code (which the link filled in). */
async function fillIn(page: Page, person: { name: string; email: string }): Promise<void> {
  await field(page, 'Naam').fill(person.name);
  await field(page, 'E-mailadres').fill(person.email);
  await page.getByLabel('Ik heb de privacyverklaring gelezen en ga akkoord').check();
}

/** The answer of a setup that was taken: the same for every address. */
const SENT = /^Kijk in je mailbox\. We sturen je een e-mail met een link\. Klik op de link en kies een wachtwoord\. Dan is je account klaar\. De link werkt \d+ uur\.$/;

/** Follows the mailed link to /account/confirm and chooses `password` there. */
async function confirmWithMail(page: Page, email: string, password: string): Promise<void> {
  await page.goto(await invitationLink(email));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Account activeren');
  await field(page, 'Nieuw wachtwoord').fill(password);
  await field(page, 'Herhaal nieuw wachtwoord').fill(password);
  await page.getByRole('button', { name: 'Account activeren' }).click();
  await expect(page.getByRole('status').or(page.getByRole('alert')).first()).toContainText('Je account is geactiveerd');
}

test('een kandidaat vraagt met de licentiecode een account aan, bevestigt het via de e-mail en ziet de toets', async ({ page, baseURL }) => {
  const { title, code } = await licenceForNewTest(baseURL as string);
  const person = newPerson('Code');
  const other = newPerson('Ander');
  try {
    // From the sign-in page to the form.
    await page.goto('/login');
    await page
      .getByRole('link', {
        name: 'Heb je een licentiecode? Maak je account aan',
      })
      .click();
    await expect(page).toHaveURL('/account/setup');

    // The letter's link fills in the code. No password here: that comes after the mail.
    await page.goto(`/account/setup?code=${encodeURIComponent(code)}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Account aanmaken');
    const codeField = field(page, 'Licentiecode');
    await expect(codeField).toHaveValue(code);
    await expect(codeField).toHaveAttribute('autocomplete', 'off');
    await expect(codeField).toHaveAttribute('autocapitalize', 'characters');
    await expect(field(page, 'Naam')).toHaveAttribute('autocomplete', 'name');
    await expect(field(page, 'E-mailadres')).toHaveAttribute('autocomplete', 'email');
    await expect(page.locator('input[type="password"]')).toHaveCount(0);

    // The privacy statement is on the page, folded; it says the contact person sees progress and results.
    await page.getByText('Lees de privacyverklaring').click();
    await expect(
      page.getByText('De contactpersoon van je organisatie. Die ziet je naam en e-mailadres, welke toetsen je maakt, hoe ver je bent en je uitslagen.'),
    ).toBeVisible();
    await fitsThePhone(page);
    await expectAccessible(page);

    // Typed with spaces and in small letters: the code still fits. The page says to look in the mailbox.
    await codeField.fill(code.toLowerCase().replaceAll('-', ' '));
    await fillIn(page, person);
    await page.getByRole('button', { name: 'Account aanmaken' }).click();
    const notice = page.getByRole('status');
    await expect(notice).toHaveText(SENT);
    await expect(notice).toBeFocused();
    await expect(page.getByText(person.email, { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Vul het formulier opnieuw in' })).toHaveAttribute('href', `/account/setup?code=${code}`);
    await fitsThePhone(page);
    await expectAccessible(page);

    // Not an account yet: signing in does not work before the address is confirmed.
    await submitLogin(page, person.email, person.password);
    await expect(page.getByRole('alert')).toHaveText('E-mailadres of wachtwoord klopt niet.');

    // The mail's link: choose a password, then sign in and find the test.
    await confirmWithMail(page, person.email, person.password);
    await fitsThePhone(page);
    await submitLogin(page, person.email, person.password);
    await expect(page).toHaveURL('/dashboard/overzicht');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Welkom, Sanne/);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();

    // The same address again, and a new one: the same answer; the owner of the address gets a mail instead.
    await page.goto('/logout');
    const answerFor = async (who: { name: string; email: string }) => {
      await page.goto(`/account/setup?code=${encodeURIComponent(code)}`);
      await fillIn(page, who);
      await page.getByRole('button', { name: 'Account aanmaken' }).click();
      return page.getByRole('status').innerText();
    };
    const known = await answerFor({ name: 'Tweede Poging', email: person.email });
    expect(known).toMatch(SENT);
    expect(await answerFor(other)).toBe(known);
    expect(await mailTo(person.email, 'Er bestaat al een account met dit e-mailadres.')).toContain('/forgot-password');
  } finally {
    await eraseCandidateByEmail(baseURL as string, person.email);
    await eraseCandidateByEmail(baseURL as string, other.email);
  }
});

test('een verkeerde code geeft een Nederlandse melding en houdt wat er was ingevuld', async ({ page }) => {
  const person = newPerson('Fout');
  await page.goto('/account/setup?code=ABCD-EFGH-JKMN-PQRS');
  await fillIn(page, person);
  await page.getByRole('button', { name: 'Account aanmaken' }).click();

  const alert = page.getByRole('alert');
  await expect(alert).toHaveText('Deze licentiecode bestaat niet. Controleer de code of vraag je contactpersoon om de juiste code.');
  await expect(alert).toBeFocused();
  await expect(field(page, 'Licentiecode')).toHaveValue('ABCD-EFGH-JKMN-PQRS');
  await expect(field(page, 'Naam')).toHaveValue(person.name);
  await expect(field(page, 'E-mailadres')).toHaveValue(person.email);
  await expect(page.getByLabel('Ik heb de privacyverklaring gelezen en ga akkoord')).toBeChecked();
  await fitsThePhone(page);
  await expectAccessible(page);
});

test('zonder JavaScript: eerst de controles op de pagina, dan de e-mail en het wachtwoord', async ({ browser, baseURL }) => {
  const { title, code } = await licenceForNewTest(baseURL as string);
  const person = newPerson('NoJs');
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: PHONE,
  });
  try {
    const page = await context.newPage();
    await page.goto(`/account/setup?code=${encodeURIComponent(code)}`);

    // Checked on the page first: an address that is not one, the privacy statement not accepted.
    await field(page, 'Naam').fill(person.name);
    await field(page, 'E-mailadres').fill('sanne-zonder-apenstaartje');
    await page.getByRole('button', { name: 'Account aanmaken' }).click();
    await expect(page.getByRole('alert')).toHaveText('Controleer het formulier. Er is iets niet goed ingevuld.');
    await expect(page.getByText('Lees de privacyverklaring en vink aan dat je akkoord gaat.')).toBeVisible();
    await expect(field(page, 'E-mailadres')).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, 'Naam')).toHaveValue(person.name);
    await expect(field(page, 'Licentiecode')).toHaveValue(code);

    await fillIn(page, person);
    await page.getByRole('button', { name: 'Account aanmaken' }).click();
    await expect(page.getByRole('status')).toHaveText(SENT);

    await confirmWithMail(page, person.email, person.password);
    await submitLogin(page, person.email, person.password);
    await expect(page).toHaveURL('/dashboard/overzicht');
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
  } finally {
    await context.close();
    await eraseCandidateByEmail(baseURL as string, person.email);
  }
});
