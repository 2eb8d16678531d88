/**
 * Organisations and locations (spec §2 /cp/organizations, /cp/organization/…, /cp/locations/…): a coordinator reaches
 * both lists from /cp/admin, creates an organisation (a wrong KvK-nummer first: the message is shown beside the
 * field and the typed values stay) and a location with two rooms through the forms, finds both in the lists,
 * changes the location, and archives the organisation after the confirmation step; a name with an invisible
 * character (a bidi override) is refused at the field.
 */
import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** axe-core finds no serious or critical violation. */
async function expectAccessible(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('een naam met onzichtbare tekens wordt bij het veld geweigerd', async ({ page, loginAsNew }) => {
  await loginAsNew('Coordinator');
  await page.goto('/cp/organization/create');
  // U+202E (right-to-left override) would show the rest of the name backwards in lists, PDFs and invoices.
  await page.getByLabel('Naam', { exact: true }).fill('Acme \u202EB.V.');
  await page.getByRole('button', { name: 'Organisatie aanmaken' }).click();
  await expect(page.getByLabel('Naam', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('#field-name-error')).toHaveText('Naam: gebruik één regel, zonder tabs, regeleinden of onzichtbare tekens.');
  await expect(page).toHaveURL('/cp/organization/create');
});

test('een coördinator legt een organisatie en een locatie met lokalen aan', async ({ page, loginAsNew }) => {
  // Names of this run only: the lists keep what earlier runs made.
  const stamp = Date.now();
  const organisation = `Zorggroep Twentezicht ${stamp} B.V.`;
  const location = `Leslocatie Almelo ${stamp}`;
  await loginAsNew('Coordinator');

  // — Organisation —
  await page.getByRole('link', { name: 'Organisaties', exact: true }).click();
  await expect(page).toHaveURL('/cp/organizations');
  await expect(page.getByRole('link', { name: 'Logistiek Twente B.V.' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Nieuwe organisatie' }).click();
  await page.getByLabel('Naam', { exact: true }).fill(organisation);
  await page.getByLabel('KvK-nummer').fill('1234567');
  await page.getByLabel('Btw-id').fill('nl 8123.45.678 b01');
  await page.getByLabel('Straat en huisnummer (bezoekadres)').fill('Wierdensestraat 10');
  await page.getByLabel('Postcode (bezoekadres)').fill('7607gh');
  await page.getByLabel('Plaats (bezoekadres)').fill('Almelo');
  await page.getByLabel('Factuuradres (e-mail)').fill('facturen@twentezicht.example');
  await page.getByRole('button', { name: 'Organisatie aanmaken' }).click();

  // The message beside the field and in the summary; what was typed stays.
  const kvk = page.getByLabel('KvK-nummer');
  await expect(kvk).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('#field-kvkNumber-error')).toHaveText('KvK-nummer: vul 8 cijfers in, bijvoorbeeld 12345678.');
  await expect(page.getByRole('main').getByRole('alert')).toContainText('Controleer het formulier');
  await expect(page.getByLabel('Naam', { exact: true })).toHaveValue(organisation);
  await expect(page.getByLabel('Postcode (bezoekadres)')).toHaveValue('7607gh');
  await expectAccessible(page);

  await kvk.fill('1234 5678');
  await page.getByRole('button', { name: 'Organisatie aanmaken' }).click();
  await expect(page).toHaveURL(/\/cp\/organization\/[0-9a-f-]{36}\?aangemaakt=1$/);
  const organizationUrl = page.url().replace(/\?.*$/, '');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(organisation);
  await expect(page.getByText('De organisatie is aangemaakt.')).toBeVisible();
  // Stored as the rules write them.
  await expect(page.getByLabel('KvK-nummer')).toHaveValue('12345678');
  await expect(page.getByLabel('Btw-id')).toHaveValue('NL812345678B01');
  await expect(page.getByLabel('Postcode (bezoekadres)')).toHaveValue('7607 GH');
  await expect(page.getByText('Deze organisatie heeft nog geen kandidaten.')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Terug naar organisaties' }).click();
  await page.getByLabel('Zoek een organisatie').fill('twentezicht');
  await page.getByRole('button', { name: 'Zoeken' }).click();
  const row = page.getByRole('row', { name: new RegExp(organisation) });
  await expect(row).toContainText('Almelo');
  await expect(row).toContainText('12345678');
  // The name is isolated from the text around it (a right-to-left name or a stored override stays within it).
  await expect(row.locator('bdi').first()).toHaveText(organisation);

  // — Location with two rooms —
  await page.goto('/cp/admin');
  await page.getByRole('link', { name: 'Locaties', exact: true }).click();
  await expect(page).toHaveURL('/cp/locations');
  await expect(page.getByRole('link', { name: 'Opleidingscentrum Utrecht' })).toBeVisible();
  await page.getByRole('link', { name: 'Nieuwe locatie' }).click();
  await page.getByLabel('Naam', { exact: true }).fill(location);
  await page.getByLabel('Straat en huisnummer', { exact: true }).fill('Grotestraat 22');
  await page.getByLabel('Postcode', { exact: true }).fill('7607 cs');
  await page.getByLabel('Plaats', { exact: true }).fill('Almelo');
  await page.getByLabel('Drempelvrij').check();
  await page.getByLabel('Routebeschrijving voor kandidaten').fill('Vanaf station Almelo 5 minuten lopen.');
  // The text for visitors and the staff's own notes, each saying who reads it.
  await expect(page.getByLabel('Toegankelijkheid voor bezoekers')).toHaveAccessibleDescription(/^Zichtbaar voor: kandidaten/);
  await page.getByLabel('Toegankelijkheid voor bezoekers').fill('Invalidentoilet op de begane grond.');
  await expect(page.getByLabel('Interne notities')).toHaveAccessibleDescription(/^Zichtbaar voor: coördinatoren en beheerders\. Kandidaten, docenten en contactpersonen zien dit niet\./);
  await page.getByLabel('Interne notities').fill('Sleutel bij de conciërge.');
  await page.getByLabel('Naam van lokaal 1').fill('Lokaal A');
  await page.getByLabel('Capaciteit van lokaal 1 (personen)').fill('14');
  await page.getByLabel('Naam van lokaal 2').fill('Werkplaats');
  await page.getByLabel('Capaciteit van lokaal 2 (personen)').fill('8');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Locatie aanmaken' }).click();

  await expect(page).toHaveURL(/\/cp\/locations\/[0-9a-f-]{36}\?aangemaakt=1$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(location);
  await expect(page.getByText('Grotestraat 22, 7607 CS Almelo. 2 lokalen, samen 22 plaatsen.')).toBeVisible();
  await expect(page.getByLabel('Naam van lokaal 1')).toHaveValue('Lokaal A');
  await expect(page.getByLabel('Naam van lokaal 2')).toHaveValue('Werkplaats');
  await expect(page.getByLabel('Drempelvrij')).toBeChecked();
  await expect(page.getByLabel('Toegankelijkheid voor bezoekers')).toHaveValue('Invalidentoilet op de begane grond.');
  await expect(page.getByLabel('Interne notities')).toHaveValue('Sleutel bij de conciërge.');

  // Edit: a third room through 'Meer lokaalregels' is not needed (two empty rows wait); a capacity too large first.
  await page.getByLabel('Capaciteit van lokaal 2 (personen)').fill('800');
  await page.getByLabel('Naam van lokaal 3').fill('Kantine');
  await page.getByLabel('Capaciteit van lokaal 3 (personen)').fill('30');
  await page.getByRole('button', { name: 'Wijzigingen opslaan' }).click();
  await expect(page.locator('#room-2-capacity-error')).toHaveText('Capaciteit van een lokaal: vul een heel getal in van 1 tot en met 500.');
  await expect(page.getByLabel('Naam van lokaal 3')).toHaveValue('Kantine');
  await page.getByLabel('Capaciteit van lokaal 2 (personen)').fill('10');
  await page.getByRole('button', { name: 'Wijzigingen opslaan' }).click();
  await expect(page.getByText('De wijzigingen zijn opgeslagen.')).toBeVisible();
  await expect(page.getByText('3 lokalen, samen 54 plaatsen.', { exact: false })).toBeVisible();

  await page.getByRole('link', { name: 'Terug naar locaties' }).click();
  await expect(page.getByRole('row', { name: new RegExp(location) })).toContainText('drempelvrij');

  // — Archive the organisation, after the confirmation step —
  await page.goto(organizationUrl);
  await page.getByRole('link', { name: 'Archiveren', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText(`Weet je zeker dat je ‘${organisation}’ wilt archiveren?`);
  await page.getByRole('button', { name: 'Ja, archiveren' }).click();
  await expect(page.getByText('De organisatie is gearchiveerd.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Gearchiveerd');

  await page.goto('/cp/organizations');
  await expect(page.getByRole('link', { name: organisation })).toHaveCount(0);
  await page.getByRole('link', { name: 'Gearchiveerd', exact: true }).click();
  await expect(page.getByRole('link', { name: organisation })).toBeVisible();
});

test('een organisatie met mensen kan niet worden verwijderd; onbekende ids zijn niet gevonden', async ({ page, loginAs }) => {
  await loginAs('Admin');
  await page.goto('/cp/organizations');
  await page.getByRole('link', { name: 'Logistiek Twente B.V.' }).click();
  // Its people, with links to their pages.
  await expect(page.getByRole('link', { name: 'Henk Bosman' })).toHaveAttribute('href', /^\/cp\/profile\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('link', { name: 'Sven Kuipers' })).toHaveAttribute('href', /^\/cp\/user\/[0-9a-f-]{36}$/);
  await page.getByRole('link', { name: 'Verwijderen', exact: true }).click();
  await page.getByRole('button', { name: 'Ja, verwijderen' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'Deze organisatie heeft nog contactpersonen of kandidaten en kan daarom niet worden verwijderd. Archiveer de organisatie in plaats daarvan.',
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Logistiek Twente B.V.');

  for (const path of ['/cp/organization/6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b', '/cp/locations/geen-id']) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Verdwaald?');
  }
});
