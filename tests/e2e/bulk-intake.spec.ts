/**
 * Bulk intake by a coordinator on /cp/users/candidate (docs/api.md "Bulk intake"): an Excel-style CSV of 50
 * candidates (BOM, semicolons) with 3 bad rows — one without a name, one with a bad e-mail address, one with an
 * unknown organisation — is checked: 47 good, 3 bad with their messages in the table; importing creates the 47,
 * who stand in the list as 'Uitgenodigd', and their invitation mails are written under ./data-e2e/mail. The demo
 * organisations and professions of the seed are used by name; every person is new.
 */
import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { invitationLink } from './people';

/** axe-core finds no serious or critical violation. */
async function expectAccessible(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const ORGANIZATIONS = ['Logistiek Twente B.V.', 'Schoonmaakbedrijf De Glans B.V.'];
const PROFESSIONS = ['Magazijnmedewerker', 'Schoonmaker'];

test('een coördinator importeert 50 kandidaten uit een CSV-bestand met 3 foute regels: 47 worden aangemaakt en uitgenodigd', async ({ page, loginAs }) => {
  const stamp = Date.now();
  const people = Array.from({ length: 50 }, (_, i) => ({
    name: `Import ${String(i + 1).padStart(2, '0')} Kandidaat ${stamp}`,
    email: `import.${i + 1}.${stamp}@voorbeeld.nl`,
    organization: ORGANIZATIONS[i % 2] as string,
    profession: PROFESSIONS[i % 2] as string,
    phone: `06 ${String(10_000_000 + i)}`,
  }));
  // Lines 11, 21 and 31 of the file (the header is line 1).
  people[9]!.name = '';
  people[19]!.email = `geen-adres-${stamp}`;
  people[29]!.organization = 'Onbekend Bedrijf B.V.';
  const csv = `\ufeffnaam;e-mail;organisatie;beroep;telefoon\r\n${people.map((p) => [p.name, p.email, p.organization, p.profession, p.phone].join(';')).join('\r\n')}\r\n`;

  await loginAs('Coordinator');
  await page.goto('/cp/users/candidate');
  const section = page.getByRole('region', { name: 'Kandidaten importeren (CSV)' });
  await expect(section).toContainText('naam en e-mail (verplicht)');
  const example = await page.request.get(await section.getByRole('link', { name: 'Download een voorbeeldbestand (CSV)' }).getAttribute('href') ?? '');
  expect(example.headers()['content-type']).toContain('text/csv');
  expect(await example.text()).toContain('naam;e-mail;organisatie;beroep;telefoon');

  // Check the file: counts, every row in the table, the bad ones with 'Fout:' and their messages.
  await section.getByLabel('CSV-bestand').setInputFiles({ name: 'kandidaten.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
  await section.getByRole('button', { name: 'Controleren' }).click();
  const preview = page.getByRole('region', { name: 'Controle van kandidaten.csv' });
  await expect(preview.getByRole('status')).toHaveText('47 regels zijn goed, 3 regels hebben een fout.');
  const table = preview.getByRole('table', { name: 'Alle 50 regels van het bestand, met de problemen per regel' });
  await expect(table.getByRole('row')).toHaveCount(51);
  const rowOf = (line: number) => table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: String(line), exact: true }) });
  await expect(rowOf(11)).toContainText(/Fout:\s*De naam ontbreekt\./);
  await expect(rowOf(21)).toContainText(new RegExp(`Fout:\\s*'geen-adres-${stamp}' is geen geldig e-mailadres\\.`));
  await expect(rowOf(31)).toContainText(/Fout:\s*De organisatie 'Onbekend Bedrijf B\.V\.' bestaat niet\./);
  await expect(rowOf(2)).toContainText('Geen, wordt geïmporteerd');
  await expect(table.getByText('Fout:')).toHaveCount(3);
  await expectAccessible(page);

  // Import the 47: the result, then the list, newest first.
  await preview.getByRole('button', { name: '47 kandidaten importeren' }).click();
  await expect(page).toHaveURL(/\/cp\/users\/candidate\?sortering=created-desc&aangemaakt=47&overgeslagen=3#kandidaten-importeren$/);
  await expect(page.getByRole('status').filter({ hasText: '47 kandidaten aangemaakt en uitgenodigd.' })).toContainText(
    '3 regels met een fout zijn niet geïmporteerd.',
  );
  await expectAccessible(page);

  // One of them in the list, invited, with the organisation and profession from the file.
  const first = people[0]!;
  await page.goto(`/cp/users/candidate?q=${encodeURIComponent(first.name)}`);
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: first.name }) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(/uitgenodigd/i);
  await expect(row).toContainText(first.organization);
  await expect(row).toContainText(first.profession);
  // The bad rows were not made.
  await page.goto(`/cp/users/candidate?q=${encodeURIComponent(people[29]!.name)}`);
  await expect(page.getByText(`Niemand gevonden voor ‘${people[29]!.name}’.`)).toBeVisible();

  // Its invitation mail was written.
  expect(await invitationLink(first.email)).toMatch(/^\/account\/confirm\?/);
});

test('na het verwijderen van een persoon zegt de lijst dat', async ({ page, loginAs }) => {
  await loginAs('Admin');
  await page.goto('/cp/users/candidate?verwijderd=1');
  await expect(page.getByRole('status').filter({ hasText: 'De persoon is verwijderd.' })).toBeVisible();
  await page.goto('/cp/users/teacher?verwijderd=1');
  await expect(page.getByRole('status').filter({ hasText: 'De persoon is verwijderd.' })).toBeVisible();
});
