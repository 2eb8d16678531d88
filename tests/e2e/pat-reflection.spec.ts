/**
 * The candidate's reflection and results (spec §2 /candidate/pat/module/{id}, /candidate/result/{id};
 * docs/decisions/030): a candidate who reads Polish, planned on a PAT that runs today (made through the API with the
 * demo warehouse and its order-picking module, a teacher of its own), opens the reflection from /dashboard/pat,
 * sees the criteria as Polish sentences with four plain answers, is told which sentence still needs an answer
 * (what was chosen stays), saves, and finds it saved. The teacher scores and finalises, the coordinator releases;
 * the notification leads to /candidate/result/{patId}, where the teachers' scores stand beside the candidate's own,
 * the criterion two points apart is marked in words, and the teacher's remark is Dutch. The reflection is then
 * read-only. axe finds no serious or critical violation on these pages.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { apiAs, dutchDay } from './api';
import { expect, submitLogin, test } from './fixtures';

/** axe-core finds no serious or critical violation of the WCAG 2.2 A and AA rules. */
async function expectAccessible(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** The demo template's sentences in Polish (src/backend/seed.ts), in template order. */
const SENTENCES = [
  'Pracuję bezpiecznie. Noszę buty ochronne i kamizelkę i podnoszę z prostymi plecami.',
  'Biorę właściwe artykuły we właściwej ilości.',
  'Pracuję spokojnie bez przerw i kończę na czas.',
  'Rozmawiam ze współpracownikami i proszę o pomoc przy ciężkich rzeczach.',
];
const ANSWERS = ['To mi się jeszcze nie udało', 'To mi się trochę udało', 'To mi się dobrze udało', 'To mi się bardzo dobrze udało'];
/** The candidate's own answers and the teacher's scores per criterion: 'Tempo' (third) is two points apart. */
const OWN = [4, 3, 4, 3];
const TEACHER = [4, 3, 2, 3];

interface PatDetail {
  id: string;
  days: { id: string; location: { id: string }; room: { id: string } | null }[];
  modules: { moduleId: string; title: string; criteria: { id: string; name: string }[] }[];
}

test.use({ viewport: { width: 390, height: 844 } });

test('een kandidaat vult in het Pools een reflectie in en ziet na de vrijgave de resultaten ernaast', async ({ page, baseURL, ownUser }) => {
  test.setTimeout(180_000);
  const base = baseURL as string;
  const candidate = await ownUser('User', { preferredLanguage: 'pl' });
  const teacher = await ownUser('Teacher');
  const staff = await apiAs(base, 'coordinator@example.org');
  let patId = '';
  try {
    // — A PAT today at the demo warehouse with the order-picking module, the candidate and the teacher —
    await staff.send('POST', '/api/licence', {
      organizationId: candidate.organizationId,
      product: 'pat',
      seats: 1,
      validFrom: dutchDay(-1),
      validUntil: dutchDay(30),
      pricePerSeatCents: 0,
      vatCategory: 'E',
    });
    const demoId = (await staff.get<{ items: { id: string; title: string }[] }>('/api/pat?q=Magazijnmedewerker')).items.find((p) => p.title === 'PAT Magazijnmedewerker')!.id;
    const demo = await staff.get<PatDetail>(`/api/pat/${demoId}`);
    const picking = demo.modules.find((m) => m.title === 'Orderpicken met handscanner')!;
    patId = (await staff.send<{ id: string }>('POST', '/api/pat', { title: `PAT reflectie ${Date.now()}` })).id;
    const planned = await staff.send<PatDetail>('PUT', `/api/pat/${patId}/days`, {
      days: [{ day: dutchDay(0), startsAt: '06:00', endsAt: '07:00', locationId: demo.days[0]!.location.id, roomId: demo.days[0]!.room?.id ?? null }],
    });
    await staff.send('PUT', `/api/pat/${patId}/modules`, { modules: [{ moduleId: picking.moduleId, passPercent: 60 }] });
    await staff.send('POST', `/api/pat/${patId}/candidates`, { candidateId: candidate.id });
    await staff.send('PUT', `/api/pat/${patId}/assessors`, { assessors: [{ dayId: planned.days[0]!.id, moduleId: picking.moduleId, teacherId: teacher.id, role: 'first' }] });
    await staff.send('POST', `/api/pat/${patId}/plan`, {});
    const criteria = (await staff.get<PatDetail>(`/api/pat/${patId}`)).modules[0]!.criteria;
    expect(criteria.map((c) => c.name)).toEqual(['Veilig werken', 'Nauwkeurigheid', 'Tempo', 'Samenwerken']);

    // — The candidate opens the reflection from their PAT page, in Polish —
    await submitLogin(page, candidate.email, candidate.password);
    await expect(page).toHaveURL('/dashboard/overzicht');
    await page.goto('/dashboard/pat');
    // The demo module is translated (its Polish title), so the PAT speaks Polish throughout.
    const card = page.getByRole('article').filter({ hasText: 'PAT reflectie' });
    await card.getByRole('link', { name: 'Wypełnij refleksję: Kompletowanie zamówień ze skanerem ręcznym' }).click();
    await expect(page).toHaveURL(`/candidate/pat/module/${picking.moduleId}?pat=${patId}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText('Kompletowanie zamówień ze skanerem ręcznym');
    await expect(heading).toHaveAttribute('lang', 'pl');
    const groups = page.locator('fieldset.reflection-criterion');
    await expect(groups).toHaveCount(4);
    for (const [i, sentence] of SENTENCES.entries()) {
      const group = page.getByRole('group', { name: sentence });
      await expect(group.getByRole('radio')).toHaveCount(4);
      for (const answer of ANSWERS) await expect(group.getByRole('radio', { name: answer })).toBeVisible();
      expect(await groups.nth(i).locator('legend span').getAttribute('lang')).toBe('pl');
    }
    if (await page.evaluate(() => 'speechSynthesis' in window)) {
      await expect(page.getByRole('button', { name: 'Czytaj na głos' })).toBeVisible();
    }
    // Big touch targets: every answer at least 44 px high.
    const heights = await page.locator('.reflection-answer').evaluateAll((nodes) => nodes.map((n) => n.getBoundingClientRect().height));
    expect(Math.min(...heights)).toBeGreaterThanOrEqual(44);
    await expectAccessible(page);

    // One sentence left open: told where, and the rest stays chosen.
    for (const i of [0, 1, 3]) await page.getByRole('group', { name: SENTENCES[i] }).getByRole('radio', { name: ANSWERS[OWN[i]! - 1] }).check();
    await page.getByLabel('Chcesz coś jeszcze dodać? (nieobowiązkowe)').fill('Skaner był dla mnie nowy.');
    await page.getByRole('button', { name: 'Zapisz refleksję' }).click();
    await expect(page.getByRole('group', { name: SENTENCES[2] })).toContainText('Wybierz odpowiedź przy tym zdaniu.');
    await expect(page.getByRole('group', { name: SENTENCES[0] }).getByRole('radio', { name: ANSWERS[3] })).toBeChecked();
    await expect(page.getByLabel('Chcesz coś jeszcze dodać? (nieobowiązkowe)')).toHaveValue('Skaner był dla mnie nowy.');
    await expectAccessible(page);

    await page.getByRole('group', { name: SENTENCES[2] }).getByRole('radio', { name: ANSWERS[OWN[2]! - 1] }).check();
    await page.getByRole('button', { name: 'Zapisz refleksję' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Twoja refleksja została zapisana.' })).toBeVisible();
    await page.reload();
    for (const [i, sentence] of SENTENCES.entries()) {
      await expect(page.getByRole('group', { name: sentence }).getByRole('radio', { name: ANSWERS[OWN[i]! - 1] })).toBeChecked();
    }
    // Without ?pat= the page finds the candidate's PAT with the module; a PAT they are not on is not found.
    await page.goto(`/candidate/pat/module/${picking.moduleId}`);
    await expect(page).toHaveURL(`/candidate/pat/module/${picking.moduleId}?pat=${patId}`);
    expect((await page.goto(`/candidate/pat/module/${picking.moduleId}?pat=${demoId}`))?.status()).toBe(404);

    // — The teacher scores and finalises; the coordinator releases —
    const scorer = await apiAs(base, teacher.email, teacher.password);
    try {
      const form = `/api/pat/${patId}/evaluation/${picking.moduleId}/${candidate.id}`;
      await scorer.send('PUT', form, {
        scores: Object.fromEntries(criteria.map((c, i) => [c.id, { score: TEACHER[i], remark: c.name === 'Tempo' ? 'Nog wat sneller scannen.' : '' }])),
        remark: 'Netjes en veilig gewerkt.',
        seq: 1,
      });
      await scorer.send('POST', `${form}/finalize`, {});
    } finally {
      await scorer.dispose();
    }
    await staff.send('POST', `/api/pat/${patId}/release`, {});

    // — The notification leads to the results —
    const own = await apiAs(base, candidate.email, candidate.password);
    try {
      const { notifications } = await own.get<{ notifications: { href: string | null }[] }>('/api/user/headerinfo');
      expect(notifications.map((n) => n.href)).toContain(`/candidate/result/${patId}`);
    } finally {
      await own.dispose();
    }
    await page.goto('/dashboard/pat');
    await page.getByRole('article').filter({ hasText: 'PAT reflectie' }).getByRole('link', { name: 'Zobacz swoje wyniki' }).click();
    await expect(page).toHaveURL(`/candidate/result/${patId}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Twoje wyniki');
    const result = page.getByRole('region', { name: 'Kompletowanie zamówień ze skanerem ręcznym' });
    // (3·3 + 2·2 + 1·1 + 1·2) / 21 = 76 %.
    await expect(result).toContainText('Zaliczone (76 %)');
    const items = result.locator('.result-criterion');
    await expect(items).toHaveCount(4);
    await expect(items.nth(0)).toContainText('Dobrze');
    await expect(items.nth(0)).toContainText(ANSWERS[3]!);
    await expect(items.nth(2)).toContainText('Słabo');
    await expect(items.nth(2)).toContainText(ANSWERS[3]!);
    await expect(items.nth(2)).toContainText('Inna ocena');
    await expect(result.locator('.result-criterion', { hasText: 'Inna ocena' })).toHaveCount(1);
    await expect(items.nth(2).locator('[lang="nl"]')).toHaveText('Nog wat sneller scannen.');
    await expect(result.locator('p[lang="nl"]')).toHaveText('Netjes en veilig gewerkt.');
    await expect(result).toContainText('Skaner był dla mnie nowy.');
    await expectAccessible(page);

    // The reflection is now read-only.
    await result.getByRole('link', { name: 'Zobacz swoją refleksję: Kompletowanie zamówień ze skanerem ręcznym' }).click();
    await expect(page.getByText('Wyniki są już znane. Swoją refleksję możesz teraz tylko przeczytać.')).toBeVisible();
    await expect(page.getByRole('radio')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Zapisz refleksję' })).toHaveCount(0);
    await expect(page.locator('.reflection-answers-list')).toContainText(SENTENCES[2]!);
    await expectAccessible(page);
  } finally {
    if (patId) await staff.send('POST', `/api/pat/${patId}/archive`, {}).catch(() => undefined);
    await staff.dispose();
  }
});
