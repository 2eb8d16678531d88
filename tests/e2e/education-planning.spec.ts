/**
 * An education from planning to roll call (spec §2 /cp/education…, /docent/opleiding…; decision 033), with people of
 * its own (a teacher and two candidates of the e2e organisation, which gets an education licence), one after the
 * other on the same education:
 * 1. The coordinator creates it with an absence limit of 1, makes a weekly schedule of four lessons from today with
 *    next week skipped, adds a module, enrols both candidates and chooses the teacher, opens it, and sees the four
 *    lessons with the right dates and not the skipped week.
 * 2. The teacher, on a tablet, loses the connection with today's roll open, marks both candidates: the page says the
 *    marks wait on the device, and signing out warns that they would be lost (logout-guard.ts), also after
 *    'Eerst versturen' fails without a connection. Online again, the marks reach the server (the coordinator's read
 *    of the roll), and signing out asks nothing any more.
 * 3. The teacher marks one candidate absent without a message: at the limit, the coordinator finds the absence alert
 *    (notification type 7) among the notifications on /cp/admin (staff have no notifications menu in the header,
 *    spec §6), and it leads to the education.
 * 4. The teacher corrects a mark without a connection and closes the roll before it was sent; online, on another
 *    page, signing out offers to send it first, and after that the server holds it.
 * 5. The teacher makes both candidates' evaluations final; the coordinator opens one beside the candidate's reflection
 *    (/cp/module-evaluation/…?opleiding=…), then releases the results after a confirmation;
 *    a candidate sees their result, and the teacher's form says the final evaluation stands and offers no change.
 */
import type { Page } from '@playwright/test';
import { apiAs, dutchDay } from './api';
import { DEMO, DEMO_PASSWORD, expect, submitLogin, test } from './fixtures';
import { createUserVia, eraseUserVia, type OwnUser } from './people';

const TABLET = { width: 1024, height: 768 };
const LOCATION = 'Praktijkmagazijn Hengelo';
const MODULE = 'Orderpicken met handscanner';
const ON_DEVICE = 'Opgeslagen op dit apparaat — wacht op verbinding';
const ON_SERVER = 'Opgeslagen op de server';

/** '24 november 2026' for `YYYY-MM-DD`. */
const longDay = (day: string) => new Intl.DateTimeFormat('nl-NL', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));

/** 'dinsdag 24 november 2026' for `YYYY-MM-DD`: how the teacher's lesson list names a day. */
const weekdayText = (day: string) => `${new Intl.DateTimeFormat('nl-NL', { weekday: 'long', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`))} ${longDay(day)}`;

/** The status the server holds for `candidateId` at the lesson (the coordinator's read of the roll), or null. */
async function statusOnServer(baseURL: string, lessonId: string, candidateId: string): Promise<string | null> {
  const staff = await apiAs(baseURL, DEMO.Coordinator.email, DEMO_PASSWORD);
  try {
    const roll = await staff.get<{ entries: { candidate: { id: string }; status: string | null }[] }>(`/api/education/lesson/${lessonId}/roll`);
    return roll.entries.find((e) => e.candidate.id === candidateId)?.status ?? null;
  } finally {
    await staff.dispose();
  }
}

/**
 * Waits until the roll call is running (Astro removes `ssr` from an island once it hydrated): before that a tap
 * changes only the page, and going offline would stop its scripts from loading.
 */
async function rollReady(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/docent\/opleiding\/attendance\/[0-9a-f-]{36}$/);
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
}

/** Opens the user menu in the header and chooses 'Uitloggen'. */
async function signOut(page: Page, name: string): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name }).click();
  await page.getByRole('menuitem', { name: 'Uitloggen' }).click();
}

test.describe.serial('een opleiding plannen en de aanwezigheid opnemen', () => {
  const title = `Opleiding E2E ${Date.now()}`;
  const today = dutchDay(0);
  const lessonDays = [dutchDay(0), dutchDay(14), dutchDay(21), dutchDay(28)];
  const skipped = dutchDay(7);
  let teacher: OwnUser;
  let candidates: OwnUser[] = [];
  let educationPath = '';

  test.beforeAll(async ({ baseURL }) => {
    teacher = await createUserVia(baseURL!, 'Teacher');
    candidates = [await createUserVia(baseURL!, 'User'), await createUserVia(baseURL!, 'User')];
    // Enrolling takes an education seat of a licence of the candidate's organisation (docs/api.md "Education").
    const staff = await apiAs(baseURL!, DEMO.Coordinator.email);
    try {
      await staff.send('POST', '/api/licence', {
        organizationId: candidates[0]!.organizationId,
        product: 'education',
        seats: 2,
        validFrom: dutchDay(-1),
        validUntil: dutchDay(60),
        pricePerSeatCents: 0,
        vatCategory: 'S',
      });
    } finally {
      await staff.dispose();
    }
  });

  test.afterAll(async ({ baseURL }) => {
    for (const user of [...candidates, teacher].filter(Boolean)) await eraseUserVia(baseURL!, user.id);
  });

  test('de coördinator plant de opleiding met een wekelijks rooster en een overgeslagen week', async ({ page, loginAs }) => {
    test.setTimeout(120_000);
    await loginAs('Coordinator');
    await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Opleidingen' }).click();
    await page.getByRole('link', { name: 'Nieuwe opleiding' }).click();
    await page.getByLabel('Naam', { exact: true }).fill(title);
    await page.getByLabel('Verzuimgrens').fill('1');
    await page.getByRole('button', { name: 'Opleiding aanmaken' }).click();
    await expect(page).toHaveURL(/\/cp\/education\/[0-9a-f-]{36}\?aangemaakt=1$/);
    educationPath = new URL(page.url()).pathname;

    // — Lessons: every week from today, four lessons, not next week —
    await page.goto(`${educationPath}/planning/location`);
    const weekly = page.getByRole('region', { name: 'Wekelijks lesrooster maken' });
    await weekly.getByLabel('Eerste lesdag').fill(today);
    // Early in the morning: a roll opens an hour before its lesson, so today's is open whenever the test runs.
    await weekly.getByLabel('Begintijd').fill('00:30');
    await weekly.getByLabel('Eindtijd').fill('03:00');
    await weekly.getByLabel('Aantal lessen').fill('4');
    await weekly.getByLabel('Locatie').selectOption({ label: LOCATION });
    await weekly.getByLabel('Geen les op (niet verplicht)').fill(skipped);
    await weekly.getByRole('button', { name: 'Bekijk de lessen' }).click();
    const preview = page.getByRole('region', { name: 'Dit worden 4 lessen' });
    await expect(preview.getByRole('listitem')).toHaveCount(4);
    for (const [i, day] of lessonDays.entries()) await expect(preview.getByRole('listitem').nth(i)).toContainText(longDay(day));
    await expect(preview).not.toContainText(longDay(skipped));
    await preview.getByRole('button', { name: 'Deze lessen opslaan' }).click();
    await expect(page.getByText('Het lesrooster is opgeslagen.')).toBeVisible();

    // — Module —
    await page.goto(`${educationPath}/planning/modules`);
    await page.getByRole('searchbox', { name: 'Zoek een module' }).fill(MODULE);
    await page.getByRole('button', { name: 'Zoeken' }).click();
    await page.getByLabel('Module', { exact: true }).selectOption({ label: MODULE });
    await page.getByRole('button', { name: 'Module toevoegen' }).click();
    await expect(page.getByText('De module is toegevoegd.')).toBeVisible();

    // — Candidates, enrolled from today (the default day) —
    await page.goto(`${educationPath}/planning/candidates`);
    for (const candidate of candidates) {
      await page.getByRole('searchbox', { name: 'Zoek een kandidaat' }).fill(candidate.email);
      await page.getByRole('button', { name: 'Zoeken' }).click();
      await page.getByLabel('Kandidaat', { exact: true }).selectOption({ label: `${candidate.name} (${candidate.email})` });
      await page.getByRole('button', { name: 'Inschrijven' }).click();
      await expect(page.getByText('De kandidaat is ingeschreven.')).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: '2 kandidaten ingeschreven' })).toBeVisible();

    // — Teacher —
    await page.goto(`${educationPath}/planning/teachers`);
    await page.getByRole('checkbox', { name: new RegExp(teacher.name) }).check();
    await page.getByRole('button', { name: 'Docenten opslaan' }).click();
    await expect(page.getByText('De docenten zijn opgeslagen.')).toBeVisible();

    // — Open it; the overview lists the four lessons, without the skipped week —
    await page.goto(educationPath);
    await expect(page.getByText('Alles is ingevuld. Je kunt de opleiding openen.')).toBeVisible();
    await page.getByRole('link', { name: 'Opleiding openen' }).click();
    await page.getByRole('button', { name: 'Ja, openen' }).click();
    await expect(page.getByText('De opleiding is geopend.')).toBeVisible();
    const lessons = page.getByRole('table', { name: '4 lessen' });
    await expect(lessons.locator('tbody tr')).toHaveCount(4);
    for (const [i, day] of lessonDays.entries()) {
      await expect(lessons.locator('tbody tr').nth(i)).toContainText(longDay(day));
      await expect(lessons.locator('tbody tr').nth(i)).toContainText('00:30–03:00');
    }
    await expect(lessons).not.toContainText(longDay(skipped));
  });

  test('de docent neemt de aanwezigheid op de tablet op zonder verbinding; daarna komt die op de server', async ({ browser, baseURL }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ baseURL, viewport: TABLET, hasTouch: true });
    try {
      const page = await context.newPage();
      await submitLogin(page, teacher.email, teacher.password);
      await expect(page).toHaveURL(DEMO.Teacher.home);
      await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Opleidingen' }).click();
      await page.getByRole('link', { name: title }).click();
      await page.getByRole('link', { name: `Aanwezigheid van de les van ${weekdayText(today)}` }).click();
      await rollReady(page);
      const lessonId = new URL(page.url()).pathname.split('/').pop()!;
      const [first, second] = candidates as [OwnUser, OwnUser];
      await expect(page.getByRole('group', { name: first.name })).toBeVisible();

      // — Without a connection: both marks stay on the tablet —
      await context.setOffline(true);
      await page.getByRole('button', { name: 'Iedereen aanwezig' }).click();
      await page.getByRole('group', { name: second.name }).getByRole('radio', { name: 'Te laat' }).check();
      await expect(page.getByText(ON_DEVICE).first()).toBeVisible();
      await expect(page.getByText('2 van 2 ingevuld')).toBeVisible();

      // Signing out would lose them: the header warns, and sending fails without a connection.
      await signOut(page, teacher.name);
      const dialog = page.getByRole('dialog', { name: 'Nog niet alles is opgeslagen' });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText('De aanwezigheid van 2 kandidaten staat nog alleen op dit apparaat');
      await dialog.getByRole('button', { name: 'Eerst versturen, dan uitloggen' }).click();
      await expect(dialog.getByRole('status')).toContainText('De aanwezigheid van 2 kandidaten is nog niet verstuurd: er is geen verbinding');
      await dialog.getByRole('button', { name: 'Ingelogd blijven' }).click();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(/\/docent\/opleiding\/attendance\//);

      // — Online again: the marks reach the server —
      await context.setOffline(false);
      await expect(page.getByText(ON_SERVER).first()).toBeVisible({ timeout: 20_000 });
      expect(await statusOnServer(baseURL!, lessonId, first.id)).toBe('present');
      expect(await statusOnServer(baseURL!, lessonId, second.id)).toBe('late');

      // Nothing is left on the device: signing out asks nothing.
      await signOut(page, teacher.name);
      await expect(page).toHaveURL('/login');
    } finally {
      await context.close();
    }
  });

  test('bij de verzuimgrens krijgt de coördinator een melding over de kandidaat', async ({ page, browser, baseURL, loginAs }) => {
    test.setTimeout(120_000);
    const [first] = candidates as [OwnUser];
    const context = await browser.newContext({ baseURL, viewport: TABLET, hasTouch: true });
    try {
      const tablet = await context.newPage();
      await submitLogin(tablet, teacher.email, teacher.password);
      await expect(tablet).toHaveURL(DEMO.Teacher.home);
      await tablet.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Opleidingen' }).click();
      await tablet.getByRole('link', { name: title }).click();
      await tablet.getByRole('link', { name: `Aanwezigheid van de les van ${weekdayText(today)}` }).click();
      await rollReady(tablet);
      const lessonId = new URL(tablet.url()).pathname.split('/').pop()!;
      await tablet.getByRole('group', { name: first.name }).getByRole('radio', { name: 'Afwezig', exact: true }).check();
      // The line already said 'on the server' before this mark: wait until the server holds it.
      await expect.poll(() => statusOnServer(baseURL!, lessonId, first.id), { timeout: 15_000 }).toBe('absent');
      await expect(tablet.getByText(ON_SERVER).first()).toBeVisible();
    } finally {
      await context.close();
    }

    await loginAs('Coordinator');
    const alerts = page.getByRole('region', { name: 'Meldingen' });
    const alert = alerts.getByRole('link', { name: `${first.name} is 1 keer afwezig geweest zonder bericht bij de opleiding ‘${title}’ en heeft daarmee de verzuimgrens bereikt.` });
    await expect(alert).toBeVisible();
    await alert.click();
    await expect(page).toHaveURL(new RegExp(`${educationPath}(#.*)?$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.locator('#aanwezigheid')).toContainText(`Aan de afwezigheidsgrens: ${first.name}.`);
  });
  test('uitloggen met aanwezigheid die nog alleen op de tablet staat: eerst versturen, dan uitloggen', async ({ browser, baseURL }) => {
    test.setTimeout(120_000);
    const [, second] = candidates as [OwnUser, OwnUser];
    const context = await browser.newContext({ baseURL, viewport: TABLET, hasTouch: true });
    try {
      let page = await context.newPage();
      await submitLogin(page, teacher.email, teacher.password);
      await expect(page).toHaveURL(DEMO.Teacher.home);
      await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Opleidingen' }).click();
      await page.getByRole('link', { name: title }).click();
      await page.getByRole('link', { name: `Aanwezigheid van de les van ${weekdayText(today)}` }).click();
      await rollReady(page);
      const lessonId = new URL(page.url()).pathname.split('/').pop()!;

      // A correction without a connection, then the roll closed before it could be sent.
      await context.setOffline(true);
      await page.getByRole('group', { name: second.name }).getByRole('radio', { name: 'Afwezig met bericht' }).check();
      await expect(page.getByText(ON_DEVICE).first()).toBeVisible();
      await page.close();
      await context.setOffline(false);

      // On another page the roll is not sending: signing out finds the mark and sends it first.
      page = await context.newPage();
      await page.goto(DEMO.Teacher.home);
      await signOut(page, teacher.name);
      const dialog = page.getByRole('dialog', { name: 'Nog niet alles is opgeslagen' });
      await expect(dialog).toContainText('De aanwezigheid van 1 kandidaat staat nog alleen op dit apparaat');
      await dialog.getByRole('button', { name: 'Eerst versturen, dan uitloggen' }).click();
      await expect(page).toHaveURL('/login', { timeout: 20_000 });
      expect(await statusOnServer(baseURL!, lessonId, second.id)).toBe('absent_excused');
    } finally {
      await context.close();
    }
  });
  test('de docent maakt de beoordelingen definitief; de coördinator geeft de resultaten vrij en daarna liggen ze vast', async ({ browser, baseURL, page, loginAs }) => {
    test.setTimeout(120_000);
    const educationId = educationPath.split('/').pop()!;
    // The teacher scores both candidates on the module and makes both final, as the form does.
    const asTeacher = await apiAs(baseURL!, teacher.email, teacher.password);
    let formPath: string;
    try {
      const detail = await asTeacher.get<{ modules: { moduleId: string }[] }>(`/api/education/${educationId}`);
      const moduleId = detail.modules[0]!.moduleId;
      for (const candidate of candidates) {
        const path = `/api/education/${educationId}/evaluation/${moduleId}/${candidate.id}`;
        const form = await asTeacher.get<{ template: { criteria: { id: string }[] } }>(path);
        const scores = Object.fromEntries(form.template.criteria.map((c) => [c.id, { score: 3, remark: '' }]));
        await asTeacher.send('PUT', path, { scores, remark: 'Rustig en nauwkeurig gewerkt.', seq: 1 });
        await asTeacher.send('POST', `${path}/finalize`, {});
      }
      formPath = `/docent/opleiding/candidate/evaluate/${educationId}?module=${moduleId}&candidate=${candidates[0]!.id}`;
    } finally {
      await asTeacher.dispose();
    }

    // The coordinator releases them, after a confirmation.
    await loginAs('Coordinator');
    await page.goto(educationPath);
    const evaluations = page.locator('#beoordelingen');
    await expect(evaluations.getByText('2 van 2 beoordelingen definitief.')).toBeVisible();
    // A cell opens the teacher's final evaluation beside the candidate's reflection (none here), and leads back.
    const [first] = candidates as [OwnUser];
    await evaluations.getByRole('link', { name: new RegExp(`^definitief ?: ${first.name}, ${MODULE}$`) }).click();
    await expect(page.getByRole('heading', { level: 1, name: `${MODULE}: ${first.name}` })).toBeVisible();
    await expect(page.getByText(`Beoordeling en reflectie op ${title}`)).toBeVisible();
    await expect(page.getByText('De resultaten van deze opleiding zijn nog niet vrijgegeven')).toBeVisible();
    await expect(page.getByRole('columnheader', { name: new RegExp(`^Docent ${teacher.name}`) })).toBeVisible();
    await expect(page.getByText(/^Gehaald, \d+ % \(cesuur \d+ %\)$/)).toBeVisible();
    await page.getByRole('link', { name: 'Terug naar de beoordelingen van de opleiding' }).click();
    await page.locator('#vrijgeven').getByRole('link', { name: 'Resultaten vrijgeven' }).click();
    await expect(page.getByText(`Wil je de resultaten van ‘${title}’ vrijgeven?`)).toBeVisible();
    await page.getByRole('button', { name: 'Ja, vrijgeven' }).click();
    await expect(page.getByText('De resultaten zijn vrijgegeven. De kandidaten krijgen een bericht.')).toBeVisible();
    await expect(page.locator('#vrijgeven')).toContainText('De resultaten zijn vrijgegeven op');

    // The candidate sees their result.
    const candidateContext = await browser.newContext({ baseURL });
    try {
      const candidatePage = await candidateContext.newPage();
      await submitLogin(candidatePage, candidates[0]!.email, candidates[0]!.password);
      await candidatePage.goto(`/candidate/education/result/${educationId}`);
      await expect(candidatePage.getByRole('heading', { level: 1, name: 'Je resultaten' })).toBeVisible();
      const main = candidatePage.getByRole('main');
      await expect(main.getByText(title).first()).toBeVisible();
      await expect(main.getByText(/Bekendgemaakt op /)).toBeVisible();
      const moduleResult = main.getByRole('region', { name: MODULE });
      await expect(moduleResult.getByText(/^Gehaald \(\d+ %\)$/)).toBeVisible();
      await expect(moduleResult.getByRole('definition').filter({ hasText: 'Voldoende' }).first()).toBeVisible();
    } finally {
      await candidateContext.close();
    }

    // The teacher's final evaluation now stands: the form says so and offers no change.
    const teacherContext = await browser.newContext({ baseURL });
    try {
      const teacherPage = await teacherContext.newPage();
      await submitLogin(teacherPage, teacher.email, teacher.password);
      await teacherPage.goto(formPath);
      await expect(teacherPage.getByText('De resultaten zijn vrijgegeven; deze definitieve beoordeling ligt vast.')).toBeVisible();
      await expect(teacherPage.getByRole('button', { name: 'Wijzigen' })).toHaveCount(0);
    } finally {
      await teacherContext.close();
    }
  });
});
