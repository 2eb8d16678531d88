/**
 * People, organisations and privacy together, as staff use them: a coordinator makes an organisation, its contact
 * person and a candidate of it (the organisation chosen from the list the forms load); the candidate activates the
 * account through the invitation mail (under ./data-e2e/mail) and signs in; the coordinator erases the candidate
 * from /cp/user/{id} after typing the name. Afterwards the candidate cannot sign in, the name is in no list and on
 * no page, and the audit log shows the candidate's calls under a pseudonym (docs/decisions/027-privacy-registry.md).
 */
import { expect, submitLogin, test } from './fixtures';
import { invitationLink } from './people';

test('een kandidaat van een nieuwe organisatie activeert het account, wordt verwijderd en is daarna nergens meer te vinden', async ({
  page,
  browser,
  loginAs,
  loginAsNew,
}) => {
  const stamp = Date.now();
  const organisation = `Zorggroep Eindtest ${stamp}`;
  const contact = { name: `Carla Contact ${stamp}`, email: `carla.${stamp}@voorbeeld.nl` };
  const candidate = { name: `Kees Kandidaat ${stamp}`, email: `kees.${stamp}@voorbeeld.nl` };
  await loginAsNew('Coordinator');

  await page.goto('/cp/organization/create');
  await page.getByLabel('Naam', { exact: true }).fill(organisation);
  await page.getByRole('button', { name: 'Organisatie aanmaken' }).click();
  await expect(page).toHaveURL(/\/cp\/organization\/[0-9a-f-]{36}\?aangemaakt=1$/);
  const organisationPage = new URL(page.url()).pathname;

  // The contact person belongs to the new organisation, chosen from the forms' list of organisations.
  await page.goto('/cp/users/create/contact-person');
  await page.getByLabel('Naam', { exact: true }).fill(contact.name);
  await page.getByLabel('E-mailadres', { exact: true }).fill(contact.email);
  await page.getByLabel('Organisatie', { exact: true }).selectOption({ label: organisation });
  await page.getByRole('button', { name: 'Aanmaken en uitnodiging versturen' }).click();
  await expect(page).toHaveURL(/\/cp\/profile\/[0-9a-f-]{36}\?melding=aangemaakt$/);

  await page.goto('/cp/users/candidate/create');
  await page.getByLabel('Naam', { exact: true }).fill(candidate.name);
  await page.getByLabel('E-mailadres', { exact: true }).fill(candidate.email);
  await page.getByLabel('Organisatie (niet verplicht)').selectOption({ label: organisation });
  await page.getByRole('button', { name: 'Aanmaken en uitnodiging versturen' }).click();
  await expect(page).toHaveURL(/\/cp\/user\/[0-9a-f-]{36}\?melding=aangemaakt$/);
  const candidatePage = new URL(page.url()).pathname;

  // The organisation's page lists both, with links to their pages.
  await page.goto(organisationPage);
  await expect(page.getByRole('link', { name: contact.name })).toBeVisible();
  await expect(page.getByRole('link', { name: candidate.name })).toHaveAttribute('href', candidatePage);

  // The candidate activates the account through the invitation mail and signs in.
  const visitor = await browser.newContext();
  const own = await visitor.newPage();
  await own.goto(await invitationLink(candidate.email));
  const password = 'kees-zijn-wachtwoord-2026';
  await own.getByLabel('Nieuw wachtwoord', { exact: true }).fill(password);
  await own.getByLabel(/Herhaal/).fill(password);
  await own.getByRole('button', { name: 'Account activeren' }).click();
  await expect(own.getByRole('status').or(own.getByRole('alert')).first()).toContainText('Je account is geactiveerd');
  await submitLogin(own, candidate.email, password);
  await expect(own).toHaveURL('/dashboard/overzicht');

  // Erasure from the candidate's page: a wrong name erases nobody; the right one does.
  await page.goto(candidatePage);
  const privacy = page.getByRole('region', { name: 'Privacy (AVG)' });
  await privacy.getByText(`${candidate.name} verwijderen…`).click();
  await privacy.getByLabel(`Typ de naam ‘${candidate.name}’ om te bevestigen`).fill('Iemand Anders');
  await privacy.getByRole('button', { name: 'Definitief verwijderen' }).click();
  await expect(page.getByText(`De naam klopt niet. Typ ‘${candidate.name}’ om te bevestigen.`)).toBeVisible();
  await page.getByLabel(`Typ de naam ‘${candidate.name}’ om te bevestigen`).fill(candidate.name.toLowerCase());
  await page.getByRole('button', { name: 'Definitief verwijderen' }).click();
  await expect(page).toHaveURL(/\/cp\/users\/candidate\?verwijderd=1/);

  // The candidate's session has ended and the account no longer signs in.
  await own.goto('/dashboard/overzicht');
  await expect(own).toHaveURL(/\/login/);
  await submitLogin(own, candidate.email, password);
  await expect(own.getByRole('alert').first()).toContainText('E-mailadres of wachtwoord klopt niet.');
  await visitor.close();

  // The name is in no list and not on the organisation's page; the old page is gone.
  await page.goto(`/cp/users/candidate?q=${encodeURIComponent(candidate.name)}`);
  await expect(page.getByRole('link', { name: candidate.name })).toHaveCount(0);
  await page.goto(organisationPage);
  await expect(page.getByRole('main')).not.toContainText(candidate.name);
  await expect(page.getByRole('link', { name: contact.name })).toBeVisible();
  expect((await page.goto(candidatePage))?.status()).toBe(404);

  // The admin's audit log still has the candidate's sign-in, under a pseudonym, never the name.
  await page.context().clearCookies();
  await loginAs('Admin');
  await page.goto('/cp/audit?route=%2Fapi%2Fuser%2Flogin');
  await expect(page.getByRole('main')).not.toContainText(candidate.name);
  await expect(page.getByRole('main')).not.toContainText(candidate.email);
});
