/**
 * Building a module without a developer: a coordinator writes a module in the editor with a
 * text, an uploaded image and three kinds of question, translates it into English side by side with the Dutch,
 * attaches a new evaluation template, puts the module in a new profession test through /cp/test/create and
 * assigns it; a candidate then takes that test in English and sees the English texts and the image. The
 * coordinators, teacher and candidate are made for each test (`ownUser`, `loginAsNew`); the modules, professions
 * and template they work with are the demo's.
 */
import AxeBuilder from '@axe-core/playwright';
import { type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { freeLicenceFor } from './api';
import { expect, submitLogin, test } from './fixtures';
import { answerQuestions, playerTexts, progress, questionCount, saveStatus } from './player';

/** This run's mark: each run makes its own module, template and suggestion, so runs in a row do not meet. */
const RUN = Date.now().toString(36);
const TITLE = `Veilig tillen E2E ${RUN}`;
const TEMPLATE = `Tillen beoordelen ${RUN}`;

/** axe-core finds no serious or critical violation. */
async function expectAccessible(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** The fieldset of part `n` of the editor. */
const part = (page: Page, n: number, type: string): Locator => page.getByRole('group', { name: `Onderdeel ${n}: ${type}` });

/** Adds a part with the add button named `button`. */
async function addPart(page: Page, button: string): Promise<void> {
  await page.getByRole('button', { name: button, exact: true }).click();
}

test('een module met afbeelding en drie soorten vragen, vertaald, met sjabloon, in een test, gemaakt in het Engels', async ({
  page,
  browser,
  baseURL,
  loginAsNew,
  ownUser,
}) => {
  test.setTimeout(180_000);
  const person = await ownUser('User');
  await loginAsNew('Coordinator');
  await page.goto('/cp/modules');
  await page.getByRole('link', { name: 'Nieuwe module' }).click();
  await expect(page).toHaveURL('/cp/modules/create');
  await expect(page.locator('[data-hydrated="true"]')).toBeVisible();

  // General, in Dutch.
  await page.getByLabel('Titel', { exact: true }).fill(TITLE);
  await page.getByLabel('Beschrijving', { exact: true }).fill('Zo til je zonder rugpijn.');
  await page.getByLabel('Beroep').selectOption({ label: 'Magazijnmedewerker' });

  // A formatted text.
  await addPart(page, 'Tekst');
  await part(page, 1, 'Tekst').getByLabel('Tekst', { exact: true }).fill('### Tillen\n\nBuig je **knieën**, niet je rug.');

  // An uploaded image with its text alternative.
  await addPart(page, 'Afbeelding');
  const png = await sharp({ create: { width: 800, height: 500, channels: 3, background: '#1f7a4d' } }).png().toBuffer();
  await part(page, 2, 'Afbeelding').locator('input[type="file"]').setInputFiles({ name: 'tillen.png', mimeType: 'image/png', buffer: png });
  await expect(part(page, 2, 'Afbeelding').getByText('De afbeelding is geüpload.')).toBeVisible();
  await part(page, 2, 'Afbeelding').getByLabel('Tekstalternatief', { exact: true }).fill('Iemand tilt een doos met gebogen knieën');

  // Three kinds of question.
  await addPart(page, 'Meerkeuzevraag');
  const single = part(page, 3, 'Vraag (meerkeuze)');
  await single.getByLabel('Vraag', { exact: true }).fill('Wat buig je bij het tillen?');
  await single.getByLabel('Antwoord a', { exact: true }).fill('Mijn rug');
  await single.getByLabel('Antwoord b', { exact: true }).fill('Mijn knieën');
  await single.getByLabel('Antwoord b is goed').check();

  await addPart(page, 'Waar of niet waar');
  const truefalse = part(page, 4, 'Vraag (waar of niet waar)');
  await truefalse.getByLabel('Vraag', { exact: true }).fill('Een zware doos til je samen.');
  await truefalse.getByLabel('Waar', { exact: true }).check();

  await addPart(page, 'Vraag met meer goede antwoorden');
  const multiple = part(page, 5, 'Vraag (meer antwoorden goed)');
  await multiple.getByLabel('Vraag', { exact: true }).fill('Wat helpt bij het tillen?');
  await multiple.getByLabel('Antwoord a', { exact: true }).fill('De last dicht bij je lichaam houden');
  await multiple.getByLabel('Antwoord b', { exact: true }).fill('Draaien met je rug');
  await multiple.getByRole('button', { name: 'Antwoord toevoegen' }).click();
  await multiple.getByLabel('Antwoord c', { exact: true }).fill('Een steekwagen gebruiken');
  await multiple.getByLabel('Antwoord a is goed').check();
  await multiple.getByLabel('Antwoord c is goed').check();

  // Reorder by keyboard: the true/false question moves up one place and back.
  await page.getByRole('button', { name: 'Onderdeel 4 omhoog' }).click();
  await expect(part(page, 3, 'Vraag (waar of niet waar)')).toBeVisible();
  await page.getByRole('button', { name: 'Onderdeel 3 omlaag' }).click();
  await expect(part(page, 4, 'Vraag (waar of niet waar)')).toBeVisible();

  await page.getByRole('button', { name: 'Opslaan', exact: true }).click();
  // The editor drops `?opgeslagen=1` from the address once it has hydrated: wait for the notice, not the query.
  await expect(page.getByText('Opgeslagen als versie 1.')).toBeVisible();
  await expect(page).toHaveURL(/\/cp\/modules\/[0-9a-f-]{36}(\?opgeslagen=1)?$/);
  const moduleId = new URL(page.url()).pathname.split('/').pop() as string;
  await expect(page.locator('[data-hydrated="true"]')).toBeVisible();
  await expectAccessible(page);

  // English, side by side with the Dutch: every required text gets a translation.
  await page.getByLabel('Vertalen naar').selectOption('en');
  const english = page.getByRole('textbox', { name: /\(English\)$/ });
  const count = await english.count();
  expect(count).toBeGreaterThanOrEqual(11);
  for (let i = 0; i < count; i++) {
    const field = english.nth(i);
    const label = (await field.evaluate((el) => (el as HTMLInputElement).labels?.[0]?.textContent ?? '')).trim();
    if (/niet verplicht/.test(label)) continue;
    await field.fill(`EN ${label.replace(/\s*\(English\)$/, '')} ${i + 1}`);
  }
  await page.getByRole('button', { name: 'Opslaan', exact: true }).click();
  await expect(page.getByText('Opgeslagen als versie 2.')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Compleet: wordt aangeboden')).toHaveCount(2); // Dutch and English

  // A new template, attached to this module.
  await page.getByRole('link', { name: 'Nieuw sjabloon' }).click();
  await expect(page).toHaveURL(`/cp/modules/edit/template/nieuw?module=${moduleId}`);
  await expect(page.locator('[data-hydrated="true"]')).toBeVisible();
  await page.getByLabel('Naam van het sjabloon').fill(TEMPLATE);
  if ((await page.getByRole('group', { name: /^Criterium 1/ }).count()) === 0) await page.getByRole('button', { name: 'Criterium toevoegen' }).click();
  const criterion = page.getByRole('group', { name: /^Criterium 1/ });
  await criterion.getByLabel('Naam', { exact: true }).fill('Tilt met rechte rug');
  await criterion.getByLabel('Gewicht').fill('2');
  await page.getByRole('button', { name: 'Opslaan', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/cp/modules/${moduleId}`));
  await expect(page.locator('#sjabloon')).toContainText(TEMPLATE);
  await expect(page.getByRole('table', { name: /Versies van deze module/ })).toContainText(`Sjabloon ‘${TEMPLATE}’ gekoppeld`);

  // A new profession test with this module, offered in Dutch and English, assigned to the candidate.
  await page.goto('/cp/test/create');
  await page.getByLabel('Beroep').selectOption({ label: 'Magazijnmedewerker' });
  await page.getByLabel('Naam van de test').fill('Beroepentest Tillen E2E');
  const row = page.locator('tr').filter({ hasText: TITLE });
  await row.getByRole('checkbox').check();
  const order = row.getByLabel(/Volgorde/);
  if ((await order.inputValue()) === '') await order.fill('1');
  const pass = row.getByLabel(/Cesuur/);
  if ((await pass.inputValue()) === '') await pass.fill('50');
  await page.getByRole('checkbox', { name: 'English' }).check();
  await page.getByRole('button', { name: 'Beroepentest aanmaken' }).click();
  await expect(page).toHaveURL(/\/cp\/test\/[0-9a-f-]{36}/);
  const testId = new URL(page.url()).pathname.split('/').pop() as string;
  // Assigning takes a seat of a licence of the candidate's organisation for this test.
  await freeLicenceFor(baseURL as string, testId, person.organizationId as string);
  const search = page.getByRole('search', { name: 'Zoek kandidaat' });
  await search.getByRole('searchbox', { name: 'Zoek kandidaat' }).fill(person.email);
  await search.getByRole('button', { name: 'Zoeken' }).click();
  await page.getByLabel('Kandidaat', { exact: true }).selectOption({ label: `${person.name} (${person.email})` });
  await page.getByRole('button', { name: 'Toewijzen' }).click();
  // Staff see the candidate as assigned but not started yet.
  await expect(page.getByRole('list', { name: /Toegewezen, nog niet begonnen/ })).toContainText(`${person.name} (toegewezen op`);

  // The candidate takes it in English.
  const context = await browser.newContext({ viewport: { width: 360, height: 780 } });
  const candidate = await context.newPage();
  try {
    await submitLogin(candidate, person.email, person.password);
    await expect(candidate).toHaveURL('/dashboard/overzicht');
    await candidate.goto(`/dashboard/test/${testId}`);
    await expect(candidate.getByRole('link', { name: 'Polski', exact: true })).toHaveCount(0);
    await candidate.getByRole('link', { name: 'English', exact: true }).click();
    await expect(candidate).toHaveURL(`/dashboard/test/overzicht/${testId}`);
    await candidate.locator('main a[href*="module=1"]').first().click();
    await expect(progress(candidate)).toBeVisible();
    await expect(candidate.locator('main')).toContainText('EN Tekst');
    const image = candidate.getByRole('img', { name: /^EN Tekstalternatief/ }).first();
    await expect(image).toBeVisible();
    expect(await image.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    expect(await image.getAttribute('src')).toMatch(/^\/api\/media\/[0-9a-f-]{36}/);
    await expect(candidate.locator('main')).not.toContainText('Wat buig je bij het tillen?');
    const total = await questionCount(candidate);
    expect(total).toBe(3);
    // Inside a test in English the screens are English (docs/decisions/019).
    await answerQuestions(candidate, total, 'en');
    await expect(saveStatus(candidate)).toHaveText(playerTexts('en').saved);
    await candidate.goto(`/dashboard/test/afsluiten/${testId}/`);
    const confirm = candidate.getByRole('checkbox');
    if ((await confirm.count()) > 0) await confirm.first().check();
    await candidate.getByRole('button', { name: 'Finish the test' }).click();
    await expect(candidate.getByText(/Passed|Not passed/).first()).toBeVisible();
  } finally {
    await context.close();
  }
});

test('een kapot modulebestand wordt geweigerd met een melding die zegt wat er mis is', async ({ page, loginAsNew }) => {
  await loginAsNew('Coordinator');
  await page.goto('/cp/modules');
  await page.getByLabel('Modulebestand').setInputFiles({
    name: 'kapot.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify({ format: 'iets anders' })),
  });
  await page.getByRole('button', { name: 'Importeren' }).click();
  await expect(page.getByText('Dit bestand is geen module-export van dit platform: het veld ‘format’ ontbreekt of klopt niet.')).toBeVisible();
});

test('een docent stelt een betere tekst voor, de coördinator neemt hem over en de docent krijgt een melding', async ({
  page,
  browser,
  loginAsNew,
  ownUser,
}) => {
  // The teacher reads a seeded module and suggests new Dutch text for its first question.
  await loginAsNew('Teacher');
  await page.goto('/docent/overzicht');
  const coordinator = await ownUser('Coordinator');
  const context = await browser.newContext();
  const staff = await context.newPage();
  try {
    await submitLogin(staff, coordinator.email, coordinator.password);
    await expect(staff).toHaveURL('/cp/admin');
    await staff.goto('/cp/modules?q=Veiligheid');
    const moduleLink = staff.getByRole('link', { name: 'Veiligheid', exact: true });
    const moduleHref = (await moduleLink.getAttribute('href')) as string;
    const moduleId = moduleHref.split('/').pop() as string;

    await page.goto(`/docent/module/${moduleId}`);
    await page.getByRole('link', { name: /^Suggestie doen voor onderdeel/ }).first().click();
    await expect(page).toHaveURL(/\/docent\/module\/part\//);
    const suggestion = `Lees elke vraag rustig en helemaal (${RUN}).`;
    await page.getByLabel('Je voorstel').fill(suggestion);
    await page.getByLabel('Toelichting').fill('Rustig lezen helpt kandidaten met weinig leeservaring.');
    await page.getByRole('button', { name: 'Suggestie versturen' }).click();
    await expect(page.getByText('Bedankt, je suggestie is verstuurd naar de coördinator.')).toBeVisible();

    // The coordinator sees it on the module page and takes it over: a new version.
    await staff.goto(moduleHref);
    const panel = staff.locator('#suggesties');
    await expect(panel).toContainText(suggestion);
    await panel.getByRole('button', { name: 'Overnemen' }).first().click();
    await expect(staff.getByText(/De suggestie is overgenomen\. Versie \d+ is nu de huidige versie van de module\./)).toBeVisible();
    await expect(staff.locator('#suggesties')).toContainText('Er zijn geen open suggesties.');

    // The seeded template is attached through the confirm page (after an earlier run: unlinked first).
    if ((await staff.locator('#sjabloon').getByRole('button', { name: 'Ontkoppelen' }).count()) > 0) {
      await staff.locator('#sjabloon').getByRole('button', { name: 'Ontkoppelen' }).click();
      await expect(staff.locator('#sjabloon').getByRole('button', { name: 'Ontkoppelen' })).toHaveCount(0);
    }
    await staff.locator('#sjabloon').getByRole('link', { name: 'Sjabloon Praktijkbeoordeling magazijn koppelen' }).click();
    await expect(staff).toHaveURL(new RegExp(`/cp/modules/add/template/${moduleId}/`));
    await staff.getByRole('button', { name: 'Sjabloon koppelen' }).click();
    await expect(staff).toHaveURL(new RegExp(`/cp/modules/${moduleId}`));
    await expect(staff.locator('#sjabloon')).toContainText('Praktijkbeoordeling magazijn');

    // The teacher's home shows the decision; the link leads to the module, which reads the new text.
    await page.goto('/docent/overzicht');
    const notice = page.locator('#meldingen').getByRole('link', { name: /overgenomen/ }).first(); // newest first
    await expect(notice).toBeVisible();
    await notice.click();
    await expect(page).toHaveURL(`/docent/module/${moduleId}`);
    await expect(page.locator('main')).toContainText(suggestion);
  } finally {
    await context.close();
  }
});
