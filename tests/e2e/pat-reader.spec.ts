/**
 * The PAT's theory and instructions (spec §2 /candidate/pat/selecteer-taal/{id}, /candidate/pat/{langCode}/{id},
 * /candidate/pat/{id}): the coordinator plans the demo candidate on a PAT of their own with one module (two texts, an
 * image and the practical assignment, in Dutch and English; docs/api.md "PAT"). The candidate opens it from
 * /dashboard/pat, is asked for a language first, chooses English, sees the modules in English, reads the module step
 * by step with 'Read aloud' speaking English (speech stubbed: the machines have no voices), and the module ends with
 * the reflection of that module on that PAT. Without JavaScript the steps are links that work. A language the PAT does
 * not offer is refused with the choice again. axe finds no serious or critical violation on the way.
 */
import AxeBuilder from '@axe-core/playwright';
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { apiAs, dutchDay } from './api';
import { DEMO, DEMO_PASSWORD, expect, submitLogin, test } from './fixtures';

const TITLE = `PAT Theorie ${Date.now()}`;

async function expectAccessible(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** A module with theory and a practical assignment, complete in Dutch and English only. */
function theoryModule() {
  const both = (nl: string, en: string) => ({ nl, en });
  return {
    title: both('Veilig rijden met de pallettruck', 'Driving a pallet truck safely'),
    description: both('Theorie en opdracht over de pallettruck.', 'Theory and assignment about the pallet truck.'),
    parts: [
      { id: randomUUID(), type: 'text', text: both('Een pallettruck tilt een pallet een klein stukje op.\n\nDuw de truck altijd voor je uit.', 'A pallet truck lifts a pallet a little way.\n\nAlways push the truck in front of you.') },
      {
        id: randomUUID(),
        type: 'image',
        image: { src: '/content/sign-warning-forklift.svg', alt: both('Waarschuwingsbord voor heftrucks', 'Warning sign for forklifts'), width: 200, height: 176 },
        caption: both('Let op heftrucks.', 'Watch out for forklifts.'),
      },
      { id: randomUUID(), type: 'text', text: both('Kijk om je heen voordat je rijdt.', 'Look around you before you drive.') },
      { id: randomUUID(), type: 'practical', instructions: both('Verplaats de pallet naar **vak B4**.', 'Move the pallet to **bay B4**.') },
    ],
  };
}

/** As the coordinator: the module, its template, and a planned PAT with the demo candidate and teacher. */
async function planTheoryPat(baseURL: string): Promise<{ patId: string; moduleId: string }> {
  const staff = await apiAs(baseURL, 'coordinator@example.org');
  try {
    const professions = await staff.get<{ id: string; name: string }[]>('/api/test/professions');
    const professionId = professions.find((p) => p.name === 'Magazijnmedewerker')!.id;
    const { id: moduleId } = await staff.send<{ id: string }>('POST', '/api/modules', { professionId, content: theoryModule() });
    const templates = await staff.get<{ items: { id: string; name: string }[] }>('/api/templates?q=Praktijkbeoordeling');
    await staff.send('PUT', `/api/modules/${moduleId}/template`, { templateId: templates.items.find((t) => t.name === 'Praktijkbeoordeling magazijn')!.id });
    const locations = await staff.get<{ id: string; name: string; rooms: { id: string; name: string }[] }[]>('/api/location/options');
    const location = locations.find((l) => l.name === 'Praktijkmagazijn Hengelo')!;
    const { id: patId } = await staff.send<{ id: string }>('POST', '/api/pat', { title: TITLE });
    // Far ahead and in the afternoon: the demo PAT and the planning test's PAT are elsewhere in time.
    const planned = await staff.send<{ days: { id: string }[] }>('PUT', `/api/pat/${patId}/days`, {
      days: [{ day: dutchDay(95), startsAt: '13:00', endsAt: '15:00', locationId: location.id, roomId: location.rooms[0]!.id }],
    });
    await staff.send('PUT', `/api/pat/${patId}/modules`, { modules: [{ moduleId, passPercent: 60 }] });
    const candidate = (await staff.get<{ items: { id: string; email: string }[] }>(`/api/user/GetCandidates?q=${encodeURIComponent(DEMO.User.email)}`)).items.find(
      (c) => c.email === DEMO.User.email,
    )!;
    await staff.send('POST', `/api/pat/${patId}/candidates`, { candidateId: candidate.id });
    const teacher = (await staff.get<{ items: { id: string; email: string }[] }>(`/api/user/GetTeachers?q=${encodeURIComponent(DEMO.Teacher.email)}`)).items.find(
      (t) => t.email === DEMO.Teacher.email,
    )!;
    await staff.send('PUT', `/api/pat/${patId}/assessors`, { assessors: [{ dayId: planned.days[0]!.id, moduleId, teacherId: teacher.id, role: 'first' }] });
    await staff.send('POST', `/api/pat/${patId}/plan`, {});
    return { patId, moduleId };
  } finally {
    await staff.dispose();
  }
}

/**
 * Replaces the browser's speech with a recorder that has one voice per language (these machines have none): a
 * plain utterance class too, since a real utterance refuses a voice that is not the browser's own.
 */
async function stubSpeech(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const spoken: { text: string; lang: string }[] = [];
    const voices = ['nl-NL', 'en-GB'].map((lang) => ({ lang, name: `Stem ${lang}`, localService: true, default: false, voiceURI: lang }));
    class Utterance {
      lang = '';
      voice: unknown = null;
      rate = 1;
      onstart: ((event: unknown) => void) | null = null;
      onend: ((event: unknown) => void) | null = null;
      onerror: ((event: unknown) => void) | null = null;
      onboundary: ((event: unknown) => void) | null = null;
      constructor(readonly text: string) {}
    }
    const synth = {
      getVoices: () => voices,
      speak(utterance: Utterance) {
        spoken.push({ text: utterance.text, lang: utterance.lang });
        setTimeout(() => utterance.onstart?.({}), 0);
        setTimeout(() => utterance.onend?.({}), 20);
      },
      cancel() {},
      addEventListener() {},
      removeEventListener() {},
    };
    Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: Utterance, configurable: true, writable: true });
    Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true });
    Object.defineProperty(window, '__spoken', { value: spoken, configurable: true });
  });
}

test('a candidate chooses English and reads the PAT’s theory step by step, with read-aloud, up to the reflection', async ({ page, baseURL, browser }) => {
  test.setTimeout(120_000);
  const { patId, moduleId } = await planTheoryPat(baseURL as string);
  try {
    await stubSpeech(page);
    await submitLogin(page, DEMO.User.email, DEMO_PASSWORD);
    await expect(page).toHaveURL(DEMO.User.home);

    // From /dashboard/pat: no language yet, so the choice comes first, in the candidate's own language (Dutch).
    await page.goto('/dashboard/pat');
    await page.getByRole('article', { name: TITLE }).getByRole('link', { name: 'Lees de theorie en instructies' }).click();
    await expect(page).toHaveURL(`/candidate/pat/selecteer-taal/${patId}`);
    await expect(page.getByRole('heading', { name: 'Kies je taal' })).toBeVisible();
    const languages = page.getByRole('list', { name: 'Kies je taal' }).getByRole('link');
    await expect(languages).toHaveText(['Nederlands', 'English']);
    await expect(page.getByRole('link', { name: 'English' })).toHaveAttribute('lang', 'en');
    await expectAccessible(page);

    // A language the PAT does not offer: the choice again, with the reason.
    const refused = await page.goto(`/candidate/pat/ar/${patId}`);
    expect(refused?.status()).toBe(400);
    await expect(page.getByText('Deze taal kun je voor deze PAT niet kiezen. Kies een taal uit de lijst.')).toBeVisible();

    // English: the modules, and the page speaks English.
    await page.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(`/candidate/pat/${patId}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { name: 'Modules' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: /Driving a pallet truck safely/ }).click();
    await expect(page).toHaveURL(`/candidate/pat/${patId}?module=1`);

    // The reader: three steps (text with its image, text, practical assignment).
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Driving a pallet truck safely');
    await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuetext', 'Step 1 of 3');
    await expect(page.getByText('Always push the truck in front of you.')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Warning sign for forklifts' })).toBeVisible();
    await expectAccessible(page);

    // 'Read aloud' speaks the step in English, paragraph by paragraph.
    await page.getByRole('button', { name: 'Read aloud' }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __spoken: { text: string; lang: string }[] }).__spoken))
      .toEqual([
        { text: 'A pallet truck lifts a pallet a little way.', lang: 'en-GB' },
        { text: 'Always push the truck in front of you.', lang: 'en-GB' },
        { text: 'Warning sign for forklifts', lang: 'en-GB' },
        { text: 'Watch out for forklifts.', lang: 'en-GB' },
      ]);

    await page.getByRole('link', { name: 'Next', exact: true }).click();
    await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuetext', 'Step 2 of 3');
    await expect(page.getByRole('heading', { name: 'Step 2 of 3' })).toBeFocused();
    await expect(page).toHaveURL(`/candidate/pat/${patId}?module=1&stap=2`);
    await expect(page.getByText('Look around you before you drive.')).toBeVisible();
    await page.getByRole('link', { name: 'Next', exact: true }).click();

    // The last step: the assignment, then the reflection on this module of this PAT.
    await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuetext', 'Step 3 of 3');
    await expect(page.getByText('Practical assignment: this is what you do on the PAT day.')).toBeVisible();
    await expect(page.getByText('Move the pallet to bay B4.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Fill in your reflection' })).toHaveAttribute('href', `/candidate/pat/module/${moduleId}?pat=${patId}`);
    await expect(page.getByRole('link', { name: 'Next', exact: true })).toHaveCount(0);
    await page.getByRole('link', { name: 'Previous' }).click();
    await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuetext', 'Step 2 of 3');
    await expectAccessible(page);

    // Without JavaScript the steps are plain links.
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    try {
      const plain = await noScript.newPage();
      await submitLogin(plain, DEMO.User.email, DEMO_PASSWORD);
      await expect(plain).toHaveURL(DEMO.User.home);
      await plain.goto(`/candidate/pat/${patId}?module=1`);
      await plain.getByRole('link', { name: 'Next', exact: true }).click();
      await expect(plain).toHaveURL(`/candidate/pat/${patId}?module=1&stap=2`);
      await expect(plain.getByRole('heading', { name: 'Step 2 of 3' })).toBeVisible();
    } finally {
      await noScript.close();
    }
  } finally {
    // The demo candidate's PATs stay as the other tests expect them.
    const staff = await apiAs(baseURL as string, 'coordinator@example.org');
    await staff.send('POST', `/api/pat/${patId}/archive`, {}).finally(() => staff.dispose());
  }
});
