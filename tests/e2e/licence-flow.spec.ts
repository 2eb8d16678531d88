/**
 * A licence from sale to seat (spec §2 /cp/license/create, /contactperson/licences, /account/setup,
 * /contactperson/invoices; docs/decisions/028-licences-and-invoices.md): a coordinator makes a licence of three
 * seats for the demo organisation; its contact person copies the code; a new candidate asks for an account with it
 * on a phone, which reserves a seat the contact person sees waiting for confirmation; the candidate follows the
 * mailed link, chooses a password and lands on their home with the test assigned; the contact person then sees the
 * seat taken and downloads the invoice, whose text — read out of the PDF — holds its number, the organisation's
 * btw-id and the total.
 */
import { readFile } from 'node:fs/promises';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { DEMO, DEMO_PASSWORD, expect, submitLogin, test } from './fixtures';
import { eraseCandidateByEmail, invitationLink } from './people';

const ORGANISATION = 'Logistiek Twente B.V.';
/** The demo organisation's btw-id (features/organizations/seed/demo-organizations.ts). */
const ORGANISATION_VAT = 'NL812345678B01';
const TEST_TITLE = 'Beroepentest Magazijnmedewerker';

/** The text of every page of a PDF, pages joined by a space. */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const task = getDocument({ data: bytes, verbosity: 0, useSystemFonts: false });
  const doc = await task.promise;
  try {
    const pages: string[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const content = await (await doc.getPage(n)).getTextContent();
      pages.push(content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? ' ' : '') : '')).join(''));
    }
    return pages.join(' ');
  } finally {
    await task.destroy();
  }
}

test('een licentie van verkoop tot plaats: code kopiëren, account maken op de telefoon, factuur als PDF', async ({ page, browser, baseURL, loginAs }) => {
  const reference = `FLOW-${Date.now()}`;
  const mark = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const person = { name: `Ilse Instroom ${mark}`, email: `e2e.flow.${mark}@example.org`, password: `mijn-wachtwoord-${mark}` };

  // — The coordinator sells three seats at € 49,50 —
  await loginAs('Coordinator');
  await page.goto('/cp/license/create');
  await page.getByLabel('Organisatie').selectOption({ label: ORGANISATION });
  await page.getByRole('combobox', { name: 'Beroepentest' }).selectOption({ label: TEST_TITLE });
  await page.getByLabel('Aantal plaatsen').fill('3');
  await page.getByLabel('Prijs per plaats').fill('49,50');
  await page.getByLabel('Referentie van de opdrachtgever (inkoopordernummer)').fill(reference);
  await page.getByRole('button', { name: 'Licentie aanmaken' }).click();
  await expect(page).toHaveURL(/\/cp\/license\/[0-9a-f-]{36}/);
  const code = await page.getByLabel('Licentiecode').inputValue();

  const contactContext = await browser.newContext();
  const phoneContext = await browser.newContext({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });
  try {
    // — The contact person copies the code from their licences page —
    await contactContext.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    const contact = await contactContext.newPage();
    await submitLogin(contact, DEMO.ContactPerson.email, DEMO_PASSWORD);
    await contact.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Licenties' }).click();
    const card = contact.getByRole('article').filter({ has: contact.locator(`input[value="${code}"]`) });
    await expect(card).toContainText('0 van 3 plaatsen gebruikt');
    await card.getByRole('button', { name: 'Kopieer code' }).click();
    const copied = await contact.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(code);

    // — A new candidate asks for an account with it, on a phone: the seat is reserved until the address is confirmed —
    const phone = await phoneContext.newPage();
    await phone.goto('/login');
    await phone.getByRole('link', { name: 'Heb je een licentiecode? Maak je account aan' }).click();
    await phone.getByLabel('Licentiecode', { exact: true }).fill(copied);
    await phone.getByLabel('Naam', { exact: true }).fill(person.name);
    await phone.getByLabel('E-mailadres', { exact: true }).fill(person.email);
    await phone.getByLabel('Ik heb de privacyverklaring gelezen en ga akkoord').check();
    await phone.getByRole('button', { name: 'Account aanmaken' }).click();
    await expect(phone.getByRole('status')).toContainText('Kijk in je mailbox.');
    const link = await invitationLink(person.email);
    await contact.reload();
    await expect(card).toContainText('1 van 3 plaatsen gebruikt');
    await card.locator('summary', { hasText: 'Wie heeft een plaats (1)' }).click();
    await expect(card.getByRole('row', { name: person.name })).toContainText('wacht op bevestiging van het e-mailadres');

    // — The mailed link: a password, then the candidate's home with the test —
    await phone.goto(link);
    await phone.getByLabel('Nieuw wachtwoord', { exact: true }).fill(person.password);
    await phone.getByLabel('Herhaal nieuw wachtwoord', { exact: true }).fill(person.password);
    await phone.getByRole('button', { name: 'Account activeren' }).click();
    await expect(phone.getByRole('status')).toContainText('Je account is geactiveerd');
    await submitLogin(phone, person.email, person.password);
    await expect(phone).toHaveURL('/dashboard/overzicht');
    await expect(phone.getByRole('main')).toContainText(TEST_TITLE);

    // — The contact person sees the seat taken, by whom —
    await contact.reload();
    await expect(card).toContainText('1 van 3 plaatsen gebruikt');
    await card.locator('summary', { hasText: 'Wie heeft een plaats (1)' }).click();
    await expect(card.getByRole('row', { name: person.name })).not.toContainText('wacht op bevestiging');

    // — … and downloads the invoice: 3 × € 49,50 + 21 % btw (€ 31,19) = € 179,69 —
    await contact.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Facturen' }).click();
    const row = contact.getByRole('row').filter({ hasText: /€\s179,69/ }).first();
    const number = ((await row.getByRole('cell').first().innerText()).match(/\d{4}-\d{4}/) ?? [''])[0];
    expect(number).toMatch(/^\d{4}-\d{4}$/);
    const [download] = await Promise.all([contact.waitForEvent('download'), row.getByRole('link', { name: `Factuur ${number} downloaden als PDF` }).click()]);
    const text = (await pdfText(new Uint8Array(await readFile(await download.path())))).replace(/\s+/g, ' ');
    expect(text).toContain(number);
    expect(text).toContain(ORGANISATION_VAT);
    expect(text).toMatch(/€\s?179,69/);
    expect(text).toContain(reference);
  } finally {
    await contactContext.close();
    await phoneContext.close();
    await eraseCandidateByEmail(baseURL as string, person.email);
  }
});
