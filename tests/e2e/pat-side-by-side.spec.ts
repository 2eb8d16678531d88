/**
 * The agreed score and the side-by-side view (spec §2 /cp/user/{candidateId}/pat/{patId}/progress,
 * /cp/module-evaluation/…, /contactperson/{candidateId}/pat/{patId}, /contactperson/module-evaluation/…;
 * docs/decisions/030-pat-reflection-and-agreement.md). Set up through the API: a PAT of order picking with two
 * assessors (the demo teacher and Ingrid Smit) for a new candidate of the demo organisation, both evaluations final and
 * two points apart on 'Veilig werken'. The coordinator sees the difference on the progress page, records the agreed
 * score there (plain selects and a confirmation before replacing it), asks a new teacher as third assessor, who finds
 * the form in their list and opens it blind, opens the side-by-side view and releases the results; the demo
 * contact person then finds the candidate, the PAT and the side-by-side view with both assessors and the difference;
 * on the demo's past PAT the contact person also sees Sven's own reflection two points from the score that counts, on
 * a phone as a stacked list. axe-core finds no serious or critical violation on these pages.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { apiAs, dutchDay } from './api';
import { DEMO, DEMO_PASSWORD, expect, submitLogin, test } from './fixtures';

const PHONE = { width: 360, height: 780 };

/** axe-core finds no serious or critical violation of the WCAG 2.2 A and AA rules. */
async function expectAccessible(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

interface PatDetail {
  id: string;
  days: { location: { id: string }; room: { id: string } | null }[];
  modules: { moduleId: string; title: string; criteria: { id: string; name: string }[] }[];
  assessors: { teacher: { id: string; name: string } }[];
}

test('de coördinator legt een afgesproken score vast; de contactpersoon ziet de beoordelingen naast elkaar', async ({ page, browser, baseURL, ownUser }) => {
  test.setTimeout(180_000);
  const candidate = await ownUser('User', { organization: 'Logistiek Twente B.V.' });
  const third = await ownUser('Teacher');
  const title = `PAT naast elkaar ${Date.now()}`;

  // — Set-up through the API: planned, scored by both assessors, completed —
  const staff = await apiAs(baseURL as string, DEMO.Coordinator.email);
  const teacher = await apiAs(baseURL as string, DEMO.Teacher.email);
  const second = await apiAs(baseURL as string, 'ingrid.smit@example.org');
  let patId: string;
  let module: PatDetail['modules'][number];
  try {
    const demoId = (await staff.get<{ items: { id: string; title: string }[] }>('/api/pat?q=Magazijnmedewerker')).items.find((p) => p.title === 'PAT Magazijnmedewerker')!.id;
    const demo = await staff.get<PatDetail>(`/api/pat/${demoId}`);
    module = demo.modules[0]!;
    const fatima = demo.assessors.find((a) => a.teacher.name === 'Fatima El Amrani')!.teacher.id;
    const ingrid = demo.assessors.find((a) => a.teacher.name === 'Ingrid Smit')!.teacher.id;
    patId = (await staff.send<{ id: string }>('POST', '/api/pat', { title })).id;
    const { days } = await staff.send<{ days: { id: string }[] }>('PUT', `/api/pat/${patId}/days`, {
      // A day that has come: nothing is assessed before a PAT's first day.
      days: [{ day: dutchDay(-160), startsAt: '09:00', endsAt: '12:00', locationId: demo.days[0]!.location.id, roomId: demo.days[0]!.room?.id ?? null }],
    });
    await staff.send('PUT', `/api/pat/${patId}/modules`, { modules: [{ moduleId: module.moduleId, passPercent: 60, knockOut: [], secondAssessor: true }] });
    await staff.send('POST', `/api/pat/${patId}/candidates`, { candidateId: candidate.id });
    await staff.send('PUT', `/api/pat/${patId}/assessors`, {
      assessors: [
        { dayId: days[0]!.id, moduleId: module.moduleId, teacherId: fatima, role: 'first' },
        { dayId: days[0]!.id, moduleId: module.moduleId, teacherId: ingrid, role: 'second' },
      ],
    });
    await staff.send('POST', `/api/pat/${patId}/plan`, {});
    const form = `/api/pat/${patId}/evaluation/${module.moduleId}/${candidate.id}`;
    const scores = (safety: number, remark: string) =>
      Object.fromEntries(module.criteria.map((c, i) => [c.id, { score: i === 0 ? safety : 3, remark: i === 0 ? remark : '' }]));
    await teacher.send('PUT', form, { scores: scores(4, 'Kijkt goed om zich heen.'), remark: 'Rustig gewerkt.', seq: 1 });
    await teacher.send('POST', `${form}/finalize`, {});
    await second.send('PUT', `${form}?role=second`, { scores: scores(2, 'Liep achter een heftruck langs.'), remark: 'Eén onveilig moment.', seq: 1 });
    await second.send('POST', `${form}/finalize?role=second`, {});
  } finally {
    await Promise.all([staff.dispose(), teacher.dispose(), second.dispose()]);
  }
  const safety = module.criteria[0]!.name;

  // — Staff: the difference on the progress page, the agreed score recorded —
  await submitLogin(page, DEMO.Coordinator.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(DEMO.Coordinator.home);
  await page.goto(`/cp/pat/${patId}`);
  await page.getByRole('link', { name: `Voortgang van ${candidate.name}` }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(candidate.name);
  const region = page.getByRole('region', { name: module.title });
  await expect(region).toContainText('De beoordelaars verschillen 2 punten of meer bij 1 criterium');
  await expect(region).toContainText('Gehaald, ');
  await expect(region).toContainText('volgens de eerste beoordelaar');
  await expectAccessible(page);
  const agreement = region.getByRole('form', { name: 'Afgesproken score vastleggen' });
  const select = agreement.getByLabel(`Afgesproken score voor ${safety}`);
  // Prefilled with the first assessor's score; the hint names both.
  await expect(select).toHaveValue('4');
  await expect(agreement).toContainText('Eerste beoordelaar: 4 · goed. Tweede beoordelaar: 2 · matig.');
  await select.selectOption({ label: '2 · matig' });
  await agreement.getByLabel('Toelichting (niet verplicht)').fill('Samen besproken: één onveilig moment telt zwaar.');
  await agreement.getByRole('button', { name: 'Afgesproken score vastleggen' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'De afgesproken score is vastgelegd.' })).toBeVisible();
  await expect(region).toContainText('volgens de afgesproken score');
  await expect(region.getByRole('columnheader', { name: 'Afgesproken score' })).toBeVisible();

  // Recording again asks first, and 'Annuleren' changes nothing.
  await region.getByRole('form', { name: 'Afgesproken score vastleggen' }).getByRole('button', { name: 'Afgesproken score vastleggen' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Er is al een afgesproken score voor deze module.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ja, vervang de afgesproken score' })).toBeVisible();
  await page.getByRole('link', { name: 'Annuleren' }).click();
  await expect(page.getByRole('button', { name: 'Ja, vervang de afgesproken score' })).toHaveCount(0);

  // A third assessor asked: told, they find the form in their list and score blind.
  const ask = region.getByRole('form', { name: 'Derde beoordelaar vragen' });
  await ask.getByLabel('Docent').selectOption({ label: third.name });
  await ask.getByRole('button', { name: 'Derde beoordelaar vragen' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'De derde beoordelaar is gevraagd en krijgt een melding.' })).toBeVisible();
  await expect(region).toContainText(`Nu gevraagd: ${third.name} (nog niet begonnen).`);
  const thirdContext = await browser.newContext();
  try {
    const tp = await thirdContext.newPage();
    await submitLogin(tp, third.email, third.password);
    await expect(tp).toHaveURL(DEMO.Teacher.home);
    await tp.goto('/docent/pat');
    const asked = tp.getByRole('region', { name: 'Beoordelingen als derde beoordelaar' });
    await expect(asked.getByRole('row', { name: new RegExp(candidate.name) })).toContainText('open');
    await expectAccessible(tp);
    await asked.getByRole('link', { name: `${module.title} van ${candidate.name} beoordelen` }).click();
    await expect(tp).toHaveURL(new RegExp(`/docent/evaluate/${patId}/${module.moduleId}/${candidate.id}\\?role=third$`));
    await expect(tp.getByText('derde beoordelaar (blind)')).toBeVisible();
    await expect(tp.getByRole('radio', { name: '3 voldoende', exact: true }).first()).toBeVisible();
  } finally {
    await thirdContext.close();
  }

  // The staff's side-by-side view.
  await region.getByRole('link', { name: `${module.title}: beoordelingen naast de reflectie van de kandidaat bekijken` }).click();
  await expect(page).toHaveURL(new RegExp(`/cp/module-evaluation/${module.moduleId}/${candidate.id}\\?pat=${patId}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${module.title}: ${candidate.name}`);
  await expect(page.getByRole('row', { name: new RegExp(`^${safety}`) })).toContainText('Beoordelaars verschillen 2 punten of meer');
  await expect(page.getByText('De resultaten van deze PAT zijn nog niet vrijgegeven')).toBeVisible();
  await expectAccessible(page);

  // Release.
  await page.goto(`/cp/pat/${patId}`);
  await page.getByRole('link', { name: 'Resultaten vrijgeven' }).click();
  await page.getByRole('button', { name: 'Ja, vrijgeven' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'De resultaten zijn vrijgegeven.' })).toBeVisible();

  // — The contact person: candidate → PAT → side by side —
  const contact = await browser.newContext();
  try {
    const cp = await contact.newPage();
    await submitLogin(cp, DEMO.ContactPerson.email, DEMO_PASSWORD);
    await expect(cp).toHaveURL(DEMO.ContactPerson.home);
    await cp.goto(`/contactperson/overzicht?q=${encodeURIComponent(candidate.name)}`);
    await cp.getByRole('link', { name: candidate.name }).click();
    const pats = cp.getByRole('region', { name: 'Praktijkassessments (PAT)' });
    await expect(pats.getByRole('row', { name: new RegExp(title) })).toContainText('Uitslag bekend');
    await expectAccessible(cp);
    await pats.getByRole('link', { name: title }).click();
    await expect(cp.getByRole('heading', { level: 1 })).toHaveText(title);
    // 'Veilig werken' agreed at 2: (3·1 + 2·2 + 1·2 + 1·2) / 21 = 52 % — below the pass mark.
    const moduleRow = cp.getByRole('row', { name: new RegExp(module.title) });
    await expect(moduleRow).toContainText('Niet gehaald, 52 %');
    await expect(moduleRow).toContainText('afgesproken score van de beoordelaars');
    await expectAccessible(cp);
    await moduleRow.getByRole('link', { name: `${module.title}: scores naast de reflectie bekijken` }).click();
    await expect(cp).toHaveURL(new RegExp(`/contactperson/module-evaluation/${module.moduleId}/${candidate.id}\\?pat=${patId}$`));
    const table = cp.getByRole('table', { name: /Reflectie van de kandidaat en scores van de docenten/ });
    await expect(table.getByRole('columnheader', { name: /Eerste beoordelaar/ })).toContainText('Fatima El Amrani');
    await expect(table.getByRole('columnheader', { name: /Tweede beoordelaar/ })).toContainText('Ingrid Smit');
    const row = table.getByRole('row', { name: new RegExp(`^${safety}`) });
    await expect(row).toContainText('4 · goed');
    await expect(row).toContainText('2 · matig');
    await expect(row).toContainText('Liep achter een heftruck langs.');
    await expect(row).toContainText('Beoordelaars verschillen 2 punten of meer');
    await expect(cp.getByText('De kandidaat heeft voor deze module (nog) geen reflectie ingevuld.')).toBeVisible();
    await expect(cp.getByText('Samen besproken: één onveilig moment telt zwaar.')).toBeVisible();
    await expectAccessible(cp);

    // The demo's past PAT: Sven's own reflection beside the assessors, two points from the score that counts.
    await cp.setViewportSize(PHONE);
    await cp.goto('/contactperson/overzicht?q=Sven');
    await cp.getByRole('link', { name: 'Sven Kuipers' }).click();
    await cp.getByRole('region', { name: 'Praktijkassessments (PAT)' }).getByRole('link', { name: 'PAT Magazijnmedewerker (september)' }).click();
    await cp.getByRole('link', { name: 'Orderpicken met handscanner: scores naast de reflectie bekijken' }).click();
    const svenTable = cp.getByRole('table', { name: /Reflectie van de kandidaat en scores van de docenten/ });
    const tempo = svenTable.getByRole('row', { name: /^Tempo/ });
    await expect(tempo).toContainText('4 · goed');
    await expect(tempo).toContainText('Verschil van 2 punten');
    await expect(svenTable.getByRole('row', { name: /^Veilig werken/ })).toContainText('Beoordelaars verschillen 2 punten of meer');
    await expect(cp.getByText('Het scannen ging makkelijk. Ik denk dat ik snel was.')).toBeVisible();
    expect(await cp.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectAccessible(cp);

    // Another organisation's candidate, or a PAT before release, is not found.
    const missing = await cp.goto(`/contactperson/module-evaluation/${module.moduleId}/${candidate.id}?pat=6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b`);
    expect(missing?.status()).toBe(404);
  } finally {
    await contact.close();
  }
});
