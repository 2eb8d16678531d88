/**
 * Evidence photos on a PAT evaluation (spec §2 /docent/evaluate/…, /cp/user/{id}/pat/{patId}/progress; docs/api.md
 * "PAT"; docs/decisions/030-pat-reflection-and-agreement.md §4): the demo teacher opens a form of the demo PAT on a
 * tablet, adds a photo with the 'Foto toevoegen' button (the file chooser gets a PNG; the browser resizes it to a
 * JPEG before sending), writes its caption and sees the thumbnail; without a connection the block says photos need
 * one; a coordinator sees the thumbnail on the candidate's progress page and opens the large photo; the teacher
 * deletes it after confirming. axe checks the pages on the way.
 *
 * The test picks a form that is not final, so it also passes on a database where an earlier run finalised some.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { apiAs } from './api';
import { DEMO, DEMO_PASSWORD, expect, submitLogin, test } from './fixtures';

const TABLET = { width: 1024, height: 768 };
const CAPTION = 'Pallet recht op de vork, lading gezekerd';

async function axe(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
  expect(violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

interface Form {
  patId: string;
  moduleId: string;
  role: 'first' | 'second';
  candidate: { id: string; name: string };
  evaluation: { status: string };
  photos: { id: string; caption: string }[];
}

test('een docent voegt een foto als bewijs toe, een coördinator ziet haar op de voortgangspagina', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  // A form of the demo teacher's demo PAT that is not final, with room for a photo.
  const teacherApi = await apiAs(baseURL as string, DEMO.Teacher.email);
  let form: Form;
  try {
    const pats = await teacherApi.get<{ items: { id: string; title: string }[] }>('/api/pat?q=PAT%20Magazijnmedewerker');
    const patId = pats.items.find((p) => p.title === 'PAT Magazijnmedewerker')!.id;
    const pat = await teacherApi.get<{ days: { id: string }[] }>(`/api/pat/${patId}`);
    const { forms } = await teacherApi.get<{ forms: Form[] }>(`/api/pat/day/${pat.days[0]!.id}/forms`);
    form = forms.find((f) => f.evaluation.status !== 'final' && f.photos.length < 10)!;
    expect(form).toBeDefined();
  } finally {
    await teacherApi.dispose();
  }
  const address = `/docent/evaluate/${form.patId}/${form.moduleId}/${form.candidate.id}${form.role === 'second' ? '?role=second' : ''}`;
  const photo = await sharp({ create: { width: 2400, height: 1800, channels: 3, background: { r: 200, g: 120, b: 40 } } }).png().toBuffer();

  const context = await browser.newContext({ viewport: TABLET });
  try {
    const page = await context.newPage();
    await submitLogin(page, DEMO.Teacher.email, DEMO_PASSWORD);
    await expect(page).toHaveURL(DEMO.Teacher.home);
    await page.goto(address);
    const block = page.locator('.evaluation__photos');
    await expect(block.getByRole('heading', { name: 'Foto’s als bewijs' })).toBeVisible();
    const before = await block.getByRole('listitem').count();

    // 'Foto toevoegen' is a real button, reached with the keyboard; the file chooser takes the camera's photo.
    const add = block.getByRole('button', { name: 'Foto toevoegen' });
    // Disabled in the server's HTML until the island has hydrated (src/lib/use-hydrated.ts).
    await expect(add).toBeEnabled({ timeout: 20_000 });
    await add.focus();
    await expect(add).toBeFocused();
    const chooser = page.waitForEvent('filechooser');
    await page.keyboard.press('Enter');
    await (await chooser).setFiles({ name: 'IMG_0042.png', mimeType: 'image/png', buffer: photo });
    const caption = block.getByLabel('Bijschrift: wat staat er op de foto?');
    await expect(caption).toBeFocused();
    await expect(block.getByRole('img', { name: 'Gekozen foto' })).toBeVisible();
    await caption.fill(CAPTION);
    await axe(page);

    await block.getByRole('button', { name: 'Foto opslaan' }).click();
    await expect(block.getByRole('status')).toHaveText('Foto toegevoegd.');
    const thumbnail = block.getByRole('img', { name: CAPTION });
    await expect(thumbnail).toBeVisible();
    await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(block.getByRole('listitem')).toHaveCount(before + 1);
    await axe(page);

    // Resized on the device: the server holds 1600 × 1200 of the 2400 × 1800 photo.
    const large = await context.request.get(`${(await thumbnail.locator('xpath=..').getAttribute('href'))!}`);
    expect(large.status()).toBe(200);
    expect(large.headers()['cache-control']).toContain('no-store');
    expect((await sharp(await large.body()).metadata()).width).toBe(1600);

    // Without a connection the block says so plainly; the rest of the form stays.
    await context.setOffline(true);
    await expect(block.getByText('Foto’s toevoegen of verwijderen kan alleen met verbinding.')).toBeVisible();
    await expect(block.getByRole('button', { name: 'Foto toevoegen' })).toHaveCount(0);
    await expect(page.locator('.evaluation__criteria fieldset').first()).toBeEnabled();
    await context.setOffline(false);
    await expect(block.getByRole('button', { name: 'Foto toevoegen' })).toBeVisible();

    // The coordinator sees the thumbnail on the candidate's progress page and opens the large photo.
    const staffContext = await browser.newContext();
    try {
      const staff = await staffContext.newPage();
      await submitLogin(staff, DEMO.Coordinator.email, DEMO_PASSWORD);
      await expect(staff).toHaveURL(DEMO.Coordinator.home);
      await staff.goto(`/cp/user/${form.candidate.id}/pat/${form.patId}/progress`);
      const shown = staff.getByRole('img', { name: CAPTION });
      await expect(shown).toBeVisible();
      await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      await axe(staff);
      await staff.getByRole('link', { name: CAPTION }).click();
      await expect(staff).toHaveURL(/\/api\/pat\/evidence\/[0-9a-f-]+\?w=1920$/);
    } finally {
      await staffContext.close();
    }

    // The teacher deletes it after confirming; focus returns to 'Foto toevoegen'.
    await block.getByRole('button', { name: `Foto verwijderen: ${CAPTION}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Foto verwijderen?' });
    await expect(dialog.getByRole('button', { name: 'Annuleren' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Ja, verwijderen' }).click();
    await expect(block.getByRole('status')).toHaveText('Foto verwijderd.');
    await expect(block.getByRole('img', { name: CAPTION })).toHaveCount(0);
    await expect(block.getByRole('button', { name: 'Foto toevoegen' })).toBeFocused();
  } finally {
    await context.close();
  }
});
