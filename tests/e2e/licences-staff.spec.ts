/**
 * Licences and invoices (spec §2 /cp/license…, /contactperson/licences, /contactperson/invoices): a coordinator
 * creates a licence for a profession test for the demo organisation (a price with three decimals first: the message
 * is beside the field and the typed values stay), sees its code, gives a seat to a candidate of the organisation,
 * hands it back after the confirmation step, and downloads the invoice as a PDF. The organisation's contact person
 * then finds the licence with its code and the invoice on their own pages. Every new page passes axe.
 */
import AxeBuilder from '@axe-core/playwright';
import { readFile } from 'node:fs/promises';
import { type Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, expect, submitLogin, test } from './fixtures';

const ORGANISATION = 'Logistiek Twente B.V.';
const TEST_TITLE = 'Beroepentest Magazijnmedewerker';

/** axe-core finds no serious or critical violation of the WCAG 2.2 A and AA rules. */
async function expectAccessible(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('een coördinator maakt een licentie, geeft een plaats en neemt hem terug; de contactpersoon ziet licentie en factuur', async ({ page, browser, loginAs, ownUser }) => {
  const candidate = await ownUser('User', { organization: ORGANISATION });
  const reference = `E2E-${Date.now()}`;
  await loginAs('Coordinator');

  // — The list, from the header —
  await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Licenties' }).click();
  await expect(page).toHaveURL('/cp/license');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Licenties');
  // The demo licences: each row with its organisation and its seat use as text.
  // Other tests add licences to this organisation; the demo's own has 25 seats.
  const demoRow = page
    .getByRole('row', { name: new RegExp(`${ORGANISATION}.*${TEST_TITLE}`) })
    .filter({ hasText: /van 25 plaatsen gebruikt/ })
    .first();
  await expect(demoRow.getByRole('link', { name: ORGANISATION })).toHaveAttribute('href', /^\/cp\/organization\/[0-9a-f-]{36}$/);
  await expect(demoRow).toContainText(/\d+ van 25 plaatsen gebruikt/);
  await expect(demoRow.getByRole('progressbar')).toHaveAccessibleName(/van 25 plaatsen gebruikt/);
  await expectAccessible(page);

  // — Create: a wrong price first —
  await page.getByRole('link', { name: 'Nieuwe licentie' }).click();
  await expect(page).toHaveURL('/cp/license/create');
  await page.getByLabel('Organisatie').selectOption({ label: ORGANISATION });
  await expect(page.getByRole('radio', { name: 'Beroepentest' })).toBeChecked();
  await page.getByRole('combobox', { name: 'Beroepentest' }).selectOption({ label: TEST_TITLE });
  await page.getByLabel('Aantal plaatsen').fill('3');
  await page.getByLabel('Prijs per plaats').fill('49,505');
  await page.getByLabel('Referentie van de opdrachtgever (inkoopordernummer)').fill(reference);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Licentie aanmaken' }).click();

  const price = page.getByLabel('Prijs per plaats');
  await expect(price).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('#field-pricePerSeat-error')).toHaveText('Prijs per plaats: gebruik hoogstens twee cijfers na de komma, bijvoorbeeld 49,50.');
  await expect(page.getByRole('main').getByRole('alert')).toContainText('Controleer het formulier');
  await expect(page.getByLabel('Aantal plaatsen')).toHaveValue('3');
  await expect(page.getByLabel('Referentie van de opdrachtgever (inkoopordernummer)')).toHaveValue(reference);
  await expect(page.getByRole('combobox', { name: 'Beroepentest' })).toHaveValue(/[0-9a-f-]{36}/);
  await expectAccessible(page);

  await price.fill('49,50');
  await page.getByRole('button', { name: 'Licentie aanmaken' }).click();
  await expect(page).toHaveURL(/\/cp\/license\/[0-9a-f-]{36}\?aangemaakt=1&factuur=1$/);
  const licenceUrl = page.url().replace(/\?.*$/, '');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Licentie ${TEST_TITLE}`);
  await expect(page.getByText('De licentie en de factuur zijn aangemaakt.')).toBeVisible();
  const glance = page.getByRole('region', { name: 'In het kort' });
  await expect(glance).toContainText('€ 49,50');
  await expect(glance).toContainText('21 % btw');
  await expect(glance).toContainText(reference);
  await expect(glance).toContainText('0 van 3 plaatsen gebruikt');
  const code = await page.getByLabel('Licentiecode').inputValue();
  expect(code).toMatch(/^[A-HJKMNP-Z2-9]{4}(-[A-HJKMNP-Z2-9]{4}){3}$/);
  await expect(page.getByLabel('Licentiecode')).toHaveAttribute('readonly', '');
  // With JavaScript the code is copied with one button, and the page says so.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Kopieer code' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'De code is gekopieerd.' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
  await expectAccessible(page);

  // — A seat for the candidate (found by the search) —
  const seats = page.getByRole('region', { name: 'Plaatsen', exact: true });
  await expect(seats.getByText('Er is nog geen plaats gebruikt.')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Zoek een kandidaat' }).fill(candidate.email);
  await page.getByRole('button', { name: 'Zoeken' }).click();
  await page.getByLabel('Kandidaat', { exact: true }).selectOption({ label: `${candidate.name} (${candidate.email})` });
  await page.getByRole('button', { name: 'Plaats geven' }).click();
  await expect(page.getByText('De kandidaat heeft een plaats gekregen.')).toBeVisible();
  const seatRow = seats.getByRole('row', { name: new RegExp(candidate.name) });
  await expect(seatRow.getByRole('link', { name: candidate.name })).toHaveAttribute('href', `/cp/user/${candidate.id}`);
  await expect(seatRow).toContainText('door ');
  await expect(seatRow).toContainText('Heeft een plaats');
  await expect(glance).toContainText('1 van 3 plaatsen gebruikt');
  await expectAccessible(page);

  // — Handed back, after the confirmation step —
  await seatRow.getByRole('link', { name: 'Plaats teruggeven' }).click();
  const question = page.getByRole('alert').filter({ hasText: 'Wil je de plaats van' });
  await expect(question).toContainText(`${candidate.name} houdt de resultaten.`);
  await expectAccessible(page);
  await question.getByRole('button', { name: 'Ja, plaats teruggeven' }).click();
  await expect(page.getByText('De plaats is teruggegeven. De kandidaat houdt de resultaten.')).toBeVisible();
  await expect(seats.getByRole('row', { name: new RegExp(candidate.name) })).toContainText('teruggegeven');
  await expect(glance).toContainText('0 van 3 plaatsen gebruikt');

  // — The invoice: 3 × € 49,50 = € 148,50 plus 21 % btw (€ 31,19) —
  const invoices = page.getByRole('region', { name: 'Facturen van deze licentie' });
  const invoiceRow = invoices.getByRole('row').filter({ hasText: /€\s179,69/ });
  await expect(invoiceRow).toHaveCount(1);
  await expect(invoiceRow).toContainText('Open');
  const number = ((await invoiceRow.getByRole('cell').first().innerText()).match(/\d{4}-\d{4}/) ?? [''])[0];
  expect(number).toMatch(/^\d{4}-\d{4}$/);
  const [download] = await Promise.all([page.waitForEvent('download'), invoiceRow.getByRole('link', { name: `Factuur ${number} downloaden als PDF` }).click()]);
  expect(download.suggestedFilename()).toBe(`factuur-${number}.pdf`);
  const pdf = await readFile(await download.path());
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await expect(invoiceRow.getByRole('link', { name: 'E-factuur (UBL)' })).toHaveAttribute('href', /\/api\/invoice\/[0-9a-f-]{36}\/ubl$/);

  // Unknown licences are not found.
  const missing = await page.goto('/cp/license/6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Verdwaald?');
  await page.goto(licenceUrl);
  await expect(page.getByLabel('Licentiecode')).toHaveValue(code);

  // — The contact person of the organisation —
  const context = await browser.newContext();
  try {
    const contact = await context.newPage();
    await submitLogin(contact, DEMO.ContactPerson.email, DEMO_PASSWORD);
    await expect(contact).toHaveURL(DEMO.ContactPerson.home);
    const nav = contact.getByRole('navigation', { name: 'Hoofdmenu' });

    await nav.getByRole('link', { name: 'Licenties' }).click();
    await expect(contact).toHaveURL('/contactperson/licences');
    const card = contact.getByRole('article').filter({ has: contact.locator(`input[value="${code}"]`) });
    await expect(card).toHaveCount(1);
    await expect(card.getByRole('heading', { name: TEST_TITLE })).toBeVisible();
    await expect(card).toContainText('0 van 3 plaatsen gebruikt');
    // The address candidates use, as text to pass on (a link would only lead a signed-in contact person home).
    await expect(card.locator('code').filter({ hasText: /\/account\/setup$/ })).toBeVisible();
    await expect(card.getByRole('link', { name: /\/account\/setup$/ })).toHaveCount(0);
    await expectAccessible(contact);

    await nav.getByRole('link', { name: 'Facturen' }).click();
    await expect(contact).toHaveURL('/contactperson/invoices');
    const row = contact.getByRole('row', { name: new RegExp(number) });
    await expect(row).toContainText(/€\s179,69/);
    await expect(row).toContainText('Open');
    await expect(row.getByRole('link', { name: `Factuur ${number} downloaden als PDF` })).toBeVisible();
    await expect(contact.getByRole('region', { name: 'Wat betekent de status?' })).toBeVisible();
    await expectAccessible(contact);
  } finally {
    await context.close();
  }
});

test('een coördinator verplaatst een plaats, breidt uit, markeert betaald, crediteert en trekt de licentie in', async ({ page, loginAs, ownUser }) => {
  const first = await ownUser('User', { organization: ORGANISATION });
  const second = await ownUser('User', { organization: ORGANISATION });
  await loginAs('Coordinator');

  // From the organisation's page, with the organisation chosen already.
  await page.goto('/cp/organizations');
  await page.getByRole('link', { name: ORGANISATION }).click();
  const licences = page.getByRole('region', { name: 'Licenties' });
  await expect(licences.getByRole('row').filter({ hasText: TEST_TITLE }).filter({ hasText: /van 25 plaatsen gebruikt/ })).toHaveCount(1);
  await expect(page.getByRole('region', { name: 'Facturen' }).getByRole('row', { name: /Betaald/ }).first()).toBeVisible();
  await expectAccessible(page);
  await licences.getByRole('link', { name: 'Nieuwe licentie voor deze organisatie' }).click();
  await expect(page).toHaveURL(/\/cp\/license\/create\?organizationId=[0-9a-f-]{36}$/);
  await expect(page.getByLabel('Organisatie')).toHaveValue(/[0-9a-f-]{36}/);
  await expect(page.getByLabel('Organisatie').locator('option:checked')).toHaveText(ORGANISATION);
  await page.getByRole('radio', { name: 'PAT (praktijkassessment)' }).check();
  await page.getByLabel('Aantal plaatsen').fill('2');
  await page.getByLabel('Prijs per plaats').fill('100');
  await page.getByRole('radio', { name: /^Vrijgesteld van btw/ }).check();
  await page.getByRole('button', { name: 'Licentie aanmaken' }).click();
  await expect(page).toHaveURL(/\/cp\/license\/[0-9a-f-]{36}\?aangemaakt=1&factuur=1$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Licentie PAT (praktijkassessment)');

  // A seat for the first candidate, then moved to the second.
  const seats = page.getByRole('region', { name: 'Plaatsen', exact: true });
  await page.getByRole('searchbox', { name: 'Zoek een kandidaat' }).fill(first.email);
  await page.getByRole('button', { name: 'Zoeken' }).click();
  await page.getByLabel('Kandidaat', { exact: true }).selectOption({ label: `${first.name} (${first.email})` });
  await page.getByRole('button', { name: 'Plaats geven' }).click();
  await expect(page.getByText('De kandidaat heeft een plaats gekregen.')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Zoek een kandidaat' }).fill(second.email);
  await page.getByRole('button', { name: 'Zoeken' }).click();
  const firstRow = seats.getByRole('row', { name: new RegExp(first.name) });
  await firstRow.getByText('Verplaatsen naar…').click();
  await firstRow.getByLabel(`Plaats van ${first.name} verplaatsen naar`).selectOption({ label: `${second.name} (${second.email})` });
  await firstRow.getByRole('button', { name: 'Verplaatsen' }).click();
  await expect(page.getByText('De plaats is verplaatst.')).toBeVisible();
  await expect(seats.getByRole('row', { name: new RegExp(first.name) })).toContainText('verplaatst');
  await expect(seats.getByRole('row', { name: new RegExp(second.name) })).toContainText('Heeft een plaats');
  await expect(page.getByRole('region', { name: 'In het kort' })).toContainText('1 van 2 plaatsen gebruikt');

  // Changing: fewer seats than in use is refused beside the field; one more seat makes an extension invoice.
  await page.getByText('Licentie wijzigen').click();
  await page.locator('#change-seats').fill('0');
  await page.getByRole('button', { name: 'Wijzigingen opslaan' }).click();
  await expect(page.locator('#change-seats')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('#change-seats-error')).toHaveText('Aantal plaatsen: minstens 1 plaats.');
  await page.locator('#change-seats').fill('3');
  await page.getByRole('button', { name: 'Wijzigingen opslaan' }).click();
  await expect(page.getByText('Er is een factuur gemaakt voor de extra plaatsen.')).toBeVisible();
  const invoices = page.getByRole('region', { name: 'Facturen van deze licentie' });
  await expect(invoices.getByRole('row', { name: /€\s200,00/ })).toContainText('Open');
  await expect(invoices.getByRole('row', { name: /€\s100,00/ })).toContainText('Open');
  await expectAccessible(page);

  // The first invoice paid, then credited: each asked first.
  const firstNumber = ((await invoices.getByRole('row', { name: /€\s200,00/ }).getByRole('cell').first().innerText()).match(/\d{4}-\d{4}/) ?? [''])[0];
  const firstInvoice = invoices.getByRole('row', { name: new RegExp(`^${firstNumber} `) });
  await firstInvoice.getByRole('link', { name: 'Markeer als betaald' }).click();
  await expect(page.getByRole('alert').filter({ hasText: `Is factuur ${firstNumber} betaald?` })).toBeVisible();
  await page.getByRole('button', { name: 'Ja, betaald' }).click();
  await expect(page.getByText('De factuur staat op betaald.')).toBeVisible();
  await expect(firstInvoice).toContainText('Betaald');
  await firstInvoice.getByRole('link', { name: 'Crediteren' }).click();
  await expect(page.getByRole('alert').filter({ hasText: `Wil je factuur ${firstNumber} crediteren?` })).toContainText('creditnota');
  await page.getByRole('button', { name: 'Ja, crediteren' }).click();
  await expect(page.getByText('De creditnota is gemaakt.')).toBeVisible();
  await expect(firstInvoice).toContainText('Gecrediteerd');
  await expect(invoices.getByRole('row').filter({ hasText: '(creditnota)' })).toContainText('Creditnota');

  // Revoked after the confirmation step: the seat stays, nothing can be changed or given any more.
  await page.getByRole('link', { name: 'Licentie intrekken' }).click();
  await page.getByRole('button', { name: 'Ja, licentie intrekken' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'De licentie is ingetrokken.' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'In het kort' })).toContainText('Ingetrokken');
  await expect(page.getByText('Er kan nu geen plaats worden gegeven: de licentie is ingetrokken.')).toBeVisible();
  await expect(page.getByText('Licentie wijzigen')).toHaveCount(0);
  await expectAccessible(page);
});
