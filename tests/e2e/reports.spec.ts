/**
 * Reports (spec §2 /docent/user/{userId}/rapportage/{docId}; docs/decisions/031-reports.md), on the demo's released
 * PAT of September: the demo teacher opens the PAT day, makes Piotr's report from the default template, writes its
 * text sections (saved as they go), shares it with the contact person and finalises it; Piotr downloads the PDF on
 * his PAT result page (in Polish) and the demo contact person on the candidate's PAT view; both files hold Piotr's
 * name and the module titles. Run again on the same data, the teacher changes the final report with a reason and
 * finalises the next version. axe-core finds no serious or critical violation on the editor.
 */
import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import type { Download, Page } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { apiAs } from './api';
import { DEMO, DEMO_PASSWORD, expect, submitLogin, test } from './fixtures';

const PAST_PAT = 'PAT Magazijnmedewerker (september)';

/** The text of a downloaded PDF as PDF.js reads it, spaces of any kind as one. */
async function pdfText(download: Download): Promise<string> {
  const bytes = new Uint8Array(await readFile((await download.path())!));
  expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
  const task = getDocument({ data: bytes, verbosity: 0, useSystemFonts: false });
  const doc = await task.promise;
  try {
    const pages: string[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const content = await (await doc.getPage(n)).getTextContent();
      pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
    }
    return pages.join(' ').replace(/\s+/g, ' ');
  } finally {
    await task.destroy();
  }
}

/** Downloads the file behind the first link matched by `selector`. */
async function downloadFrom(page: Page, selector: string): Promise<Download> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.locator(selector).first().click()]);
  return download;
}

test('de docent schrijft een rapport en maakt het definitief; kandidaat en contactpersoon downloaden de PDF', async ({ page, browser, baseURL }) => {
  test.setTimeout(150_000);
  const staff = await apiAs(baseURL as string, DEMO.Coordinator.email);
  const pat = (await staff.get<{ items: { id: string; title: string }[] }>('/api/pat?q=september')).items.find((p) => p.title === PAST_PAT)!;
  const detail = await staff.get<{ days: { id: string }[]; candidates: { id: string; name: string }[] }>(`/api/pat/${pat.id}`);
  const piotr = detail.candidates.find((c) => c.name === 'Piotr Nowak')!;

  // — The teacher, from the PAT day —
  await submitLogin(page, DEMO.Teacher.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(DEMO.Teacher.home);
  await page.goto('/docent/pat');
  await page.getByRole('link', { name: PAST_PAT, exact: true }).click();
  await expect(page).toHaveURL(`/docent/pat-dagen/${pat.id}`);
  await page.locator(`a[href="/docent/pat-dag/${detail.days[0]!.id}"]`).first().click();
  const reports = page.locator('#rapporten');
  await expect(reports.getByRole('heading', { name: 'Rapporten' })).toBeVisible();
  const open = reports.getByRole('link', { name: 'Rapport openen (Piotr Nowak)' });
  if (await open.count()) {
    await open.click();
  } else {
    await reports.getByLabel('Sjabloon (Piotr Nowak)').selectOption({ label: 'Rapportage PAT' });
    await reports.getByRole('button', { name: 'Rapport maken (Piotr Nowak)' }).click();
    await expect(page.getByText('Het rapport is gemaakt.')).toBeVisible();
  }
  await expect(page).toHaveURL(new RegExp(`/docent/user/${piotr.id}/rapportage/[0-9a-f-]{36}`));
  const reportId = page.url().split('/rapportage/')[1]!.split(/[?#]/)[0]!;

  // Run again on the same data: the report is final, so it is changed with a reason first.
  const reviseToggle = page.locator('details.report-page__revise > summary');
  if (await reviseToggle.count()) {
    await reviseToggle.click();
    await page.getByLabel('Waarom wijzig je het rapport?').fill('Advies aangevuld na een nieuwe test.');
    await page.locator('details.report-page__revise').getByRole('button', { name: 'Wijzigen' }).click();
    await expect(page.getByText('Het rapport is weer een concept.')).toBeVisible();
  }

  // The blocks are filled in from the PAT; the teacher writes the text sections.
  await expect(page.getByRole('table').filter({ hasText: 'Orderpicken' }).first()).toBeVisible();
  const stamp = `Proefplaatsing ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Inleiding' }).fill('Piotr Nowak deed in september mee aan de PAT Magazijnmedewerker.');
  await page.getByRole('textbox', { name: 'Observaties per module' }).fill('Piotr werkt **nauwkeurig** en telt goed.\n\n- Vraagt nog te weinig hulp bij zware dozen');
  await page.getByRole('textbox', { name: 'Conclusie' }).fill('Piotr heeft twee van de drie modules behaald.');
  await page.getByRole('textbox', { name: 'Advies' }).fill(`${stamp}: start met vier weken, met aandacht voor tillen.`);
  await expect(page.getByRole('status').filter({ hasText: /Opgeslagen om/ }).first()).toBeVisible({ timeout: 15_000 });
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

  const share = page.getByLabel('Deelbaar met de contactpersoon');
  if (!(await share.isChecked())) {
    await share.check();
    await page.getByRole('button', { name: 'Opslaan', exact: true }).click();
    await expect(page.getByText('Opgeslagen: de contactpersoon kan de definitieve versies van dit rapport lezen.')).toBeVisible();
  }
  await page.reload(); // what was saved as it went is there after a reload
  await expect(page.getByRole('textbox', { name: 'Advies' })).toHaveValue(new RegExp(stamp));

  await page.getByRole('link', { name: 'Definitief maken' }).click();
  await page.getByRole('button', { name: 'Ja, maak definitief' }).click();
  await expect(page.getByText(/Het rapport is definitief: versie \d+\./)).toBeVisible();
  const version = Number(/versie (\d+)/.exec((await page.getByText(/Het rapport is definitief: versie \d+\./).textContent()) ?? '')![1]);
  await expect(page.getByRole('textbox', { name: 'Advies' })).toHaveCount(0); // no text boxes on a final report

  // — Piotr, on his PAT result page (Polish) —
  const candidate = await browser.newContext({ baseURL });
  const piotrPage = await candidate.newPage();
  await submitLogin(piotrPage, 'piotr.nowak@example.org', DEMO_PASSWORD);
  await piotrPage.waitForURL(/\/dashboard/);
  await piotrPage.goto(`/candidate/result/${pat.id}#rapport`);
  await expect(piotrPage.locator('#rapport')).toBeVisible();
  const own = await pdfText(await downloadFrom(piotrPage, `#rapport a[href="/api/reports/${reportId}/versions/${version}/pdf"]`));
  expect(own).toContain('Piotr Nowak');
  expect(own).toContain('Orderpicken');
  expect(own).toContain(stamp);
  expect(own).toContain('Pagina 1 van');
  await candidate.close();

  // — The contact person, on the candidate's PAT —
  const contact = await browser.newContext({ baseURL });
  const contactPage = await contact.newPage();
  await submitLogin(contactPage, DEMO.ContactPerson.email, DEMO_PASSWORD);
  await expect(contactPage).toHaveURL(DEMO.ContactPerson.home);
  await contactPage.goto(`/contactperson/kandidaat/${piotr.id}`);
  await contactPage.locator(`a[href="/contactperson/${piotr.id}/pat/${pat.id}"]`).first().click();
  await expect(contactPage.getByRole('heading', { name: 'Rapporten' })).toBeVisible();
  const shared = await pdfText(await downloadFrom(contactPage, `#rapport a[href="/api/reports/${reportId}/versions/${version}/pdf"]`));
  expect(shared).toContain('Piotr Nowak');
  expect(shared).toContain(stamp);
  await contact.close();
});
