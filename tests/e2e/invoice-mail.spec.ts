/**
 * Invoices by e-mail (docs/decisions/053-invoice-mail.md; /contactperson/invoices, /cp/organization/{id}): the demo
 * contact person of Logistiek Twente B.V. reads in the column 'Verstuurd' that the paid invoice was sent to the
 * organisation's invoice address and that the open one did not arrive — its mail server refused it
 * (src/features/licences/seed/demo-licences.ts) — without a button to mail it again. A coordinator finds the same
 * invoice on the organisation's page, chooses 'Opnieuw mailen', confirms, sees the notice, and the log then says the
 * invoice was sent again once the mail worker delivered it; the licence's page shows the same. Every page passes axe.
 *
 * The seeded invoices of the organisation: the paid 'Beroepentest Magazijnmedewerker' licence invoice (25 × € 49,50
 * + 21 % btw = € 1.497,38, mailed 45 days ago: its outbox row is pruned, the log says 'sent') and the open
 * 'Beroepentest Schoonmaker' one (25 × € 35,00, btw-vrijgesteld = € 875,00, mailed 10 days ago, refused).
 */
import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, expect, submitLogin, test } from './fixtures';

const ORGANISATION = 'Logistiek Twente B.V.';
const INVOICE_ADDRESS = 'crediteuren@logistiektwente.example';
/** A day as the screens write it: '27 nov 2026'. */
const DAY = String.raw`\d{1,2} \S+ \d{4}`;
const escaped = INVOICE_ADDRESS.replace(/\./g, '\\.');

/** axe-core finds no serious or critical violation of the WCAG 2.2 A and AA rules. */
async function expectAccessible(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('de contactpersoon ziet wat er is verstuurd; een coördinator mailt de factuur die niet aankwam opnieuw', async ({ page, browser, loginAs }) => {
  // — The contact person: the column 'Verstuurd' —
  const context = await browser.newContext();
  let number: string;
  try {
    const contact = await context.newPage();
    await submitLogin(contact, DEMO.ContactPerson.email, DEMO_PASSWORD);
    await expect(contact).toHaveURL(DEMO.ContactPerson.home);
    await contact.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Facturen' }).click();
    await expect(contact).toHaveURL('/contactperson/invoices');
    await expect(contact.getByRole('columnheader', { name: 'Verstuurd' })).toBeVisible();

    const paid = contact.getByRole('row').filter({ hasText: /€\s1\.497,38/ });
    await expect(paid).toHaveCount(1);
    await expect(paid).toContainText('Betaald');
    const paidLog = paid.getByRole('cell').filter({ hasText: /Factuur verstuurd op/ });
    await expect(paidLog).toContainText(new RegExp(`Factuur verstuurd op ${DAY} aan ${escaped}`));
    await expect(paidLog).not.toContainText('bezorgd');

    const refused = contact.getByRole('row').filter({ hasText: /€\s875,00/ });
    await expect(refused).toHaveCount(1);
    await expect(refused).toContainText('Open');
    number = ((await refused.getByRole('cell').first().innerText()).match(/\d{4}-\d{4}/) ?? [''])[0];
    expect(number).toMatch(/^\d{4}-\d{4}$/);
    const log = refused.getByRole('list', { name: `Verzonden e-mails van factuur ${number}` });
    await expect(log.getByRole('listitem').first()).toContainText(new RegExp(`Factuur van ${DAY} voor ${escaped}`));
    await expect(log.getByRole('listitem').first()).toContainText('Niet bezorgd: de mailserver weigerde de mail.');
    // Mailing again is for staff: the contact person has no such button, nor the staff's advice.
    await expect(contact.getByRole('link', { name: 'Opnieuw mailen' })).toHaveCount(0);
    await expect(refused).not.toContainText('Opnieuw mailen');
    await expect(contact.getByRole('region', { name: 'Wat betekent de status?' })).toContainText('Onder ‘Verstuurd’ staat wanneer');
    await expectAccessible(contact);
  } finally {
    await context.close();
  }

  // — A coordinator on the organisation's page —
  await loginAs('Coordinator');
  await page.goto('/cp/organizations');
  await page.getByRole('link', { name: ORGANISATION }).click();
  const invoices = page.getByRole('region', { name: 'Facturen' });
  const row = invoices.getByRole('row').filter({ hasText: number });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(new RegExp(`Factuur van ${DAY} voor ${escaped}`));
  await expect(row).toContainText('kies ‘Opnieuw mailen’');
  await expectAccessible(page);

  // Asked first; cancelling sends nothing.
  await row.getByRole('link', { name: 'Opnieuw mailen' }).click();
  const question = page.getByRole('alert').filter({ hasText: `Wil je factuur ${number} opnieuw mailen` });
  await expect(question).toContainText('naar het factuur-e-mailadres dat nu bij de organisatie staat');
  await expectAccessible(page);
  await question.getByRole('link', { name: 'Annuleren' }).click();
  await expect(page.getByRole('alert').filter({ hasText: `Wil je factuur ${number} opnieuw mailen` })).toHaveCount(0);
  await expect(row).not.toContainText('Factuur opnieuw');

  await row.getByRole('link', { name: 'Opnieuw mailen' }).click();
  await page.getByRole('button', { name: 'Ja, opnieuw mailen' }).click();
  await expect(page).toHaveURL(/\/cp\/organization\/[0-9a-f-]{36}\?factuur=gemaild#facturen$/);
  await expect(invoices.getByText('De mail met de PDF en de e-factuur is klaargezet en wordt nu verstuurd.')).toBeVisible();
  await expect(row).toContainText(new RegExp(`Factuur opnieuw (gemaild op ${DAY} naar|verstuurd op ${DAY} aan) ${escaped}`));

  // The worker delivers it within seconds (to a file in the test set-up); the log then says it went.
  await expect(async () => {
    await page.reload();
    await expect(row).toContainText(new RegExp(`Factuur opnieuw verstuurd op ${DAY} aan ${escaped}`));
  }).toPass({ timeout: 30_000 });
  // The first mail stays as it was: not delivered.
  await expect(row).toContainText(new RegExp(`Factuur van ${DAY} voor ${escaped}`));

  // The licence's own page shows the same log and offers the same button.
  await page.goto('/cp/organizations');
  await page.getByRole('link', { name: ORGANISATION }).click();
  const licence = page
    .getByRole('region', { name: 'Licenties' })
    .getByRole('row')
    .filter({ hasText: 'Beroepentest Schoonmaker' })
    .filter({ hasText: /van 25 plaatsen gebruikt/ });
  await licence.getByRole('link', { name: 'Beroepentest Schoonmaker' }).click();
  await expect(page).toHaveURL(/\/cp\/license\/[0-9a-f-]{36}$/);
  const onLicence = page.getByRole('region', { name: 'Facturen van deze licentie' }).getByRole('row').filter({ hasText: number });
  await expect(onLicence).toContainText(new RegExp(`Factuur opnieuw verstuurd op ${DAY} aan ${escaped}`));
  await expect(onLicence.getByRole('link', { name: 'Opnieuw mailen' })).toBeVisible();
  await expectAccessible(page);
});
