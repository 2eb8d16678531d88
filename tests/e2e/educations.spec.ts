/**
 * Educations on the demo data ('Basisopleiding Magazijn': six weekly lessons, the third today; docs/domain.md
 * "education"): the demo teacher finds it from the header, opens today's lesson and takes the roll with the large
 * buttons ('Iedereen aanwezig', then one candidate late), which reaches the server; the coordinator sees the totals on
 * /cp/education/{id}#aanwezigheid and the late enrolee; the demo candidate sees the next lesson and their attendance
 * on /dashboard/education, reached from the home page, with only the note meant for candidates ('Let op'; the teacher
 * sees both notes), and puts the lessons in a calendar through the secret address, which a calendar app reads without
 * a session. axe-core finds no serious or critical violation on the roll.
 * A roll opens an hour before its lesson: next week's roll is read-only and says from when, opens by itself when the
 * tablet's clock gets there, and a mark the server refuses (here: the tablet's clock runs ahead of the server's) is
 * shown with its reason and kept on the tablet.
 */
import AxeBuilder from '@axe-core/playwright';
import { apiAs, dutchDay } from './api';
import { DEMO, DEMO_PASSWORD, expect, submitLogin, test } from './fixtures';

const TITLE = 'Basisopleiding Magazijn';

interface Lesson {
  id: string;
  day: string;
  startsAt: string;
  endsAt: string;
  location: { id: string };
  room: { id: string } | null;
}

/**
 * The demo education's lessons, after moving today's evening lesson to 00:00–01:00 when `early` (its roll opens an
 * hour before the start, so the test does not depend on the hour it runs at; the lesson keeps its attendance).
 */
async function demoLessons(baseURL: string, early: boolean): Promise<Lesson[]> {
  const staff = await apiAs(baseURL, DEMO.Coordinator.email);
  try {
    const id = (await staff.get<{ items: { id: string; title: string }[] }>(`/api/education?q=${encodeURIComponent(TITLE)}`)).items.find((e) => e.title === TITLE)!.id;
    const lessons = (await staff.get<{ lessons: Lesson[] }>(`/api/education/${id}`)).lessons;
    const today = dutchDay(0);
    if (!early || lessons.every((l) => l.day !== today || l.startsAt === '00:00')) return lessons;
    const moved = lessons.map((l) => (l.day === today ? { ...l, startsAt: '00:00', endsAt: '01:00' } : l));
    await staff.send('PUT', `/api/education/${id}/lessons`, {
      lessons: moved.map((l) => ({ id: l.id, day: l.day, startsAt: l.startsAt, endsAt: l.endsAt, locationId: l.location.id, roomId: l.room?.id ?? null })),
    });
    return moved;
  } finally {
    await staff.dispose();
  }
}

test('de docent neemt de aanwezigheid op; coördinator en kandidaat zien het', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  await demoLessons(baseURL as string, true);
  // — The teacher —
  await submitLogin(page, DEMO.Teacher.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(DEMO.Teacher.home);
  await page.getByRole('link', { name: 'Opleidingen' }).first().click();
  await page.getByRole('link', { name: TITLE }).click();
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(page.getByText('Piotr Nowak')).toBeVisible();
  // Both notes of the planning, each under its own heading.
  const notes = page.getByRole('region', { name: 'Notities van de planning' });
  await expect(notes).toContainText('Voor de docenten');
  await expect(notes).toContainText('Piotr stroomde na de eerste les in');
  await expect(notes).toContainText('Veiligheidsschoenen mee.');
  await page.getByRole('link', { name: /Aanwezigheid/ }).last().click();
  await expect(page).toHaveURL(/\/docent\/opleiding\/attendance\/[0-9a-f-]{36}/);
  await page.getByRole('button', { name: 'Iedereen aanwezig' }).click();
  await page.getByRole('group', { name: 'Yousef Haddad' }).getByRole('radio', { name: 'Te laat' }).check();
  await expect(page.getByText('Opgeslagen op de server').first()).toBeVisible({ timeout: 15_000 });
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

  // — The coordinator —
  const staffContext = await browser.newContext({ baseURL });
  const staff = await staffContext.newPage();
  await submitLogin(staff, DEMO.Coordinator.email, DEMO_PASSWORD);
  await expect(staff).toHaveURL(DEMO.Coordinator.home);
  await staff.getByRole('link', { name: 'Opleidingen' }).first().click();
  await staff.getByRole('link', { name: TITLE }).click();
  const totals = staff.locator('#aanwezigheid');
  await expect(totals.getByRole('heading', { name: 'Aanwezigheid' })).toBeVisible();
  // Yousef: late at lesson 1, absent at lesson 2, late today
  await expect(totals.getByRole('row', { name: /Yousef Haddad/ }).first()).toContainText('2');
  await expect(totals.getByRole('link', { name: 'Aanwezigheid downloaden (CSV)' })).toBeVisible();
  await staffContext.close();

  // — The candidate —
  const candidateContext = await browser.newContext({ baseURL });
  const candidate = await candidateContext.newPage();
  await submitLogin(candidate, DEMO.User.email, DEMO_PASSWORD);
  await expect(candidate).toHaveURL(DEMO.User.home);
  await candidate.getByRole('link', { name: 'Bekijk je opleiding' }).click();
  await expect(candidate.getByRole('heading', { level: 2, name: TITLE })).toBeVisible();
  await expect(candidate.getByText(/Je was bij 3 van de 3 lessen \(100 %\)/)).toBeVisible();
  // Only the note for the candidates, under 'Let op'; the teachers' note is not on the page.
  await expect(candidate.getByRole('heading', { name: 'Let op' }).first()).toBeVisible();
  await expect(candidate.getByText('Elke week theorie in de kantine en oefenen in de hal.')).toBeVisible();
  await expect(candidate.getByText('Piotr stroomde')).toHaveCount(0);
  // The lessons in the phone's calendar: a secret address that a calendar app reads without signing in.
  await candidate.getByRole('button', { name: 'Zet je lessen en PAT-dagen in je agenda' }).click();
  const address = await candidate.getByLabel('Adres van je agenda met lessen en PAT-dagen').inputValue();
  expect(address).toMatch(/\/api\/education\/calendar\/[A-Za-z0-9_-]+\.ics$/);
  const feed = await (await fetch(new URL(new URL(address).pathname, baseURL))).text();
  expect(feed).toContain('BEGIN:VCALENDAR');
  // Every lesson of the candidate's educations (the six of this one and the two of the finished 'Introductie
  // Magazijn') and the days of the planned PATs the candidate is on, nothing else.
  const patDays = feed.match(/SUMMARY:PAT: /g)?.length ?? 0;
  expect(patDays).toBeGreaterThan(0);
  expect(feed.match(/BEGIN:VEVENT/g)).toHaveLength(8 + patDays);
  expect(feed.match(new RegExp(`SUMMARY:${TITLE}`, 'g'))).toHaveLength(6);
  expect(feed.match(/SUMMARY:Introductie Magazijn/g)).toHaveLength(2);
  const unfolded = feed.replace(/\r\n /g, ''); // RFC 5545 §3.1 folds long lines
  expect(unfolded).toContain('Let op: Elke week theorie in de kantine');
  expect(unfolded).not.toContain('Piotr stroomde');
  await candidateContext.close();
});

test('een presentielijst gaat een uur voor de les open, ook op een tablet die al klaarligt', async ({ page, baseURL }) => {
  const next = (await demoLessons(baseURL as string, false)).find((l) => l.day > dutchDay(0))!;
  await page.clock.install({ time: new Date() });
  await submitLogin(page, DEMO.Teacher.email, DEMO_PASSWORD);
  await page.goto(`/docent/opleiding/attendance/${next.id}`);
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  const notice = page.getByText(/^De aanwezigheid van de les van .+ om \d\d:\d\d kan pas worden ingevuld vanaf .+ \(een uur voor het begin\)\.$/);
  await expect(notice).toBeVisible();
  await expect(page.getByRole('button', { name: 'Iedereen aanwezig' })).toHaveCount(0);

  // The tablet's clock reaches the hour before the lesson: the roll opens without a reload. The server's clock has
  // not moved, so it refuses the mark as one from a clock that runs ahead; the reason is shown and the mark stays on
  // the tablet.
  // Read as winter time (UTC+1): never earlier than the real moment, which summer time puts an hour sooner.
  const opensAt = new Date(`${next.day}T${next.startsAt}:00+01:00`).getTime() - 3_600_000;
  await page.clock.fastForward(Math.max(0, opensAt - Date.now()) + 60_000);
  await expect(notice).toHaveCount(0);
  await page.getByRole('group', { name: 'Sven Kuipers' }).getByRole('radio', { name: 'Aanwezig', exact: true }).check();
  await expect(page.getByRole('alert')).toContainText('Niet opgeslagen: De klok van dit apparaat loopt voor.');
  await expect(page.getByText('Opgeslagen op dit apparaat').first()).toBeVisible();
  await expect(page.getByText('Opgeslagen op de server')).toHaveCount(0);
});
