/**
 * User administration by a coordinator (spec §2: /cp/users/…, /cp/user/{id}, /cp/profile/{id}): a candidate
 * (without an organisation) and a teacher are made through the forms and stand in the lists as 'Uitgenodigd'; an
 * address in use is refused with spec §8's text; the candidate activates the account through the invitation mail
 * (written under ./data-e2e/mail) and signs in; the coordinator disables the teacher after confirming, and the
 * teacher is then in the list of disabled teachers. Every person here, the coordinator too (`loginAsNew`), is
 * new, so the demo accounts stay as they are.
 */
import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { expect, submitLogin, test } from './fixtures';
import { invitationLink } from './people';

/** axe-core finds no serious or critical violation. */
async function expectAccessible(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Fills the account form's name and e-mail address and submits it. */
async function fillAccount(page: Page, person: { name: string; email: string }): Promise<void> {
  await page.getByLabel('Naam', { exact: true }).fill(person.name);
  await page.getByLabel('E-mailadres', { exact: true }).fill(person.email);
}

/** The list row of `name` after searching for it on `path`. */
async function rowInList(page: Page, path: string, name: string, query = '') {
  await page.goto(`${path}?q=${encodeURIComponent(name)}${query}`);
  return page.getByRole('row').filter({ has: page.getByRole('link', { name }) });
}

test('een coördinator nodigt een kandidaat en een docent uit, de kandidaat activeert het account en de docent wordt uitgeschakeld', async ({
  page,
  browser,
  loginAsNew,
}) => {
  const stamp = Date.now();
  const candidate = { name: `Eva Eindtest ${stamp}`, email: `eva.${stamp}@voorbeeld.nl` };
  const teacher = { name: `Tom Eindtest ${stamp}`, email: `tom.${stamp}@voorbeeld.nl` };
  await loginAsNew('Coordinator');

  // /cp/users goes to the candidates; a new candidate, without an organisation.
  await page.goto('/cp/users');
  await expect(page).toHaveURL('/cp/users/candidate');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kandidaten');
  await page.getByRole('link', { name: 'Nieuwe kandidaat' }).click();
  await expect(page).toHaveURL('/cp/users/candidate/create');
  await expectAccessible(page);
  // The form's own check first: nothing filled in.
  await page.getByRole('button', { name: 'Aanmaken en uitnodiging versturen' }).click();
  await expect(page.getByRole('main').getByRole('alert').first()).toHaveText('Controleer het formulier. Er is iets niet goed ingevuld.');
  await expect(page.getByText('Vul de naam in.')).toBeVisible();
  await fillAccount(page, candidate);
  await page.getByLabel('Telefoonnummer (niet verplicht)').fill('06 1234 5678');
  await page.getByRole('button', { name: 'Aanmaken en uitnodiging versturen' }).click();
  await expect(page).toHaveURL(/\/cp\/user\/[0-9a-f-]{36}\?melding=aangemaakt$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(candidate.name);
  await expect(page.getByRole('status').filter({ hasText: 'De uitnodiging is verstuurd' })).toContainText(candidate.email);
  const account = page.getByRole('region', { name: 'Account' });
  await expect(account).toContainText('Uitgenodigd');
  await expect(account.getByRole('button', { name: 'Uitnodiging opnieuw versturen' })).toBeVisible();
  await expectAccessible(page);

  // The same address again: spec §8's 409 text, at the field, with what was typed kept.
  await page.goto('/cp/users/candidate/create');
  await fillAccount(page, { name: 'Dubbel', email: candidate.email.toUpperCase() });
  await page.getByRole('button', { name: 'Aanmaken en uitnodiging versturen' }).click();
  await expect(page.getByRole('main').getByRole('alert').first()).toHaveText('Er bestaat al een gebruiker met dit emailadres');
  await expect(page.getByLabel('Naam', { exact: true })).toHaveValue('Dubbel');

  // In the list of candidates, as invited; the status filter finds it too.
  const candidateRow = await rowInList(page, '/cp/users/candidate', candidate.name, '&status=invited');
  await expect(candidateRow).toHaveCount(1);
  await expect(candidateRow).toContainText(/uitgenodigd/i);
  await expect((await rowInList(page, '/cp/users/candidate', candidate.name, '&status=active'))).toHaveCount(0);
  await expect(page.getByText('Niemand past bij deze filters')).toBeVisible();

  // A new teacher, marked intakebegeleider, through the tab 'Docenten'.
  await page.goto('/cp/users/candidate');
  await page.getByRole('navigation', { name: 'Soorten gebruikers' }).getByRole('link', { name: 'Docenten' }).click();
  await expect(page).toHaveURL('/cp/users/teacher');
  await page.getByRole('link', { name: 'Nieuwe docent' }).click();
  await fillAccount(page, teacher);
  await page.getByLabel('Intakebegeleider').check();
  await page.getByRole('button', { name: 'Aanmaken en uitnodiging versturen' }).click();
  await expect(page).toHaveURL(/\/cp\/profile\/[0-9a-f-]{36}\?melding=aangemaakt$/);
  const teacherPage = new URL(page.url()).pathname;
  const teacherRow = await rowInList(page, '/cp/users/teacher', teacher.name);
  await expect(teacherRow).toContainText(/uitgenodigd/i);
  await expect(teacherRow).toContainText('Intakebegeleider');
  await expect(await rowInList(page, '/cp/users/intakesupervisors', teacher.name)).toHaveCount(1);
  await expectAccessible(page);

  // The candidate activates the account through the link in the invitation mail and signs in.
  const link = await invitationLink(candidate.email);
  const visitor = await browser.newContext();
  const own = await visitor.newPage();
  await own.goto(link);
  await expect(own.getByRole('heading', { level: 1 })).toHaveText('Account activeren');
  const password = 'mijn-eigen-wachtwoord-2026';
  await own.getByLabel('Nieuw wachtwoord', { exact: true }).fill(password);
  await own.getByLabel(/Herhaal/).fill(password);
  await own.getByRole('button', { name: 'Account activeren' }).click();
  await expect(own.getByRole('status').or(own.getByRole('alert')).first()).toContainText('Je account is geactiveerd');
  await submitLogin(own, candidate.email, password);
  await expect(own).toHaveURL('/dashboard/overzicht');
  await visitor.close();
  await expect(await rowInList(page, '/cp/users/candidate', candidate.name)).toContainText(/actief/i);

  // The coordinator disables the teacher, after confirming.
  await page.goto(teacherPage);
  const teacherAccount = page.getByRole('region', { name: 'Account' });
  await teacherAccount.getByRole('link', { name: 'Account uitschakelen' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Account uitschakelen?' })).toContainText(teacher.name);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Ja, account uitschakelen' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Het account is uitgeschakeld' })).toBeVisible();
  await expect(teacherAccount).toContainText('Uitgeschakeld');
  await expect(teacherAccount.getByRole('button', { name: 'Account weer inschakelen' })).toBeVisible();
  const disabledRow = await rowInList(page, '/cp/users/teacher', teacher.name, '&status=disabled');
  await expect(disabledRow).toContainText(/uitgeschakeld/i);
});
