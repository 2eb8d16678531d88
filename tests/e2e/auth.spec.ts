import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DEMO, expect, submitLogin, test, type DemoRole } from './fixtures';

const ROLES = Object.keys(DEMO) as DemoRole[];

test.describe('inloggen', () => {
  for (const role of ROLES) {
    test(`${role} logt in en komt op de eigen startpagina`, async ({ page, loginAsNew }) => {
      await loginAsNew(role);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('main')).toBeVisible();
      // A signed-in visitor of a login-type page goes to the role's home (spec §4).
      await page.goto('/login');
      await expect(page).toHaveURL(DEMO[role].home);
    });
  }

  test('verkeerd wachtwoord geeft een Nederlandse melding en houdt het e-mailadres', async ({ page, ownUser }) => {
    const candidate = await ownUser('User');
    await submitLogin(page, candidate.email, 'helemaal-fout-wachtwoord');
    await expect(page.getByRole('alert')).toContainText('klopt niet');
    await expect(page.getByLabel('E-mailadres')).toHaveValue(candidate.email);
    await expect(page).toHaveURL(/\/login/);
  });

  test('inloggen werkt zonder JavaScript', async ({ browser, ownUser }) => {
    const teacher = await ownUser('Teacher');
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await submitLogin(page, teacher.email, teacher.password);
    await expect(page).toHaveURL(DEMO.Teacher.home);
    await expect(page.getByRole('banner')).toContainText(/Docent|docent|Overzicht|overzicht/);
    await context.close();
  });

  test('zonder sessie stuurt een beveiligde pagina naar /login', async ({ page }) => {
    await page.goto('/dashboard/overzicht');
    await expect(page).toHaveURL('/login?returnTo=%2Fdashboard%2Foverzicht');
  });

  test('een kandidaat op een beheerpagina gaat naar /404, een coördinator op een kandidaatpagina naar /cp/admin', async ({
    page,
    loginAsNew,
  }) => {
    await loginAsNew('User');
    await page.goto('/cp/admin');
    await expect(page).toHaveURL('/404');
    await page.goto('/logout');
    await loginAsNew('Coordinator');
    await page.goto('/dashboard/overzicht');
    await expect(page).toHaveURL('/cp/admin');
  });
});

test.describe('niet gevonden', () => {
  test('/404 toont de tekst uit de specificatie en leidt terug naar /login', async ({ page }) => {
    const response = await page.goto('/404');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Verdwaald?' })).toBeVisible();
    await expect(page.getByText('Pagina kan niet gevonden worden.')).toBeVisible();
    await page.getByRole('link', { name: 'Terug naar home' }).click();
    await expect(page).toHaveURL('/login');
  });

  test('een onbekend pad gaat naar /404', async ({ page }) => {
    await page.goto('/bestaat/niet');
    await expect(page).toHaveURL('/404');
  });
});

test.describe('uitloggen', () => {
  test('laat geen sessiecookie of opslag achter, en terug toont niets van de vorige gebruiker', async ({ page, context, loginAsNew }) => {
    const { name } = await loginAsNew('User');
    await page.evaluate(() => {
      localStorage.setItem('proef', '1');
      sessionStorage.setItem('proef', '1');
    });
    await expect(page.getByRole('banner')).toContainText(name);
    await page.getByRole('banner').getByRole('button', { name }).click();
    await page.getByRole('menuitem', { name: 'Uitloggen' }).click();
    await expect(page).toHaveURL('/login');
    const cookies = await context.cookies();
    expect(cookies.filter((c) => c.name === 'sid')).toHaveLength(0);
    expect(await page.evaluate(() => localStorage.length + sessionStorage.length)).toBe(0);

    await page.goBack();
    // The gateway sends the signed-out visitor to sign in, with the way back (decision 064).
    await expect(page).toHaveURL('/login?returnTo=%2Fdashboard%2Foverzicht');
    await expect(page.locator('body')).not.toContainText(name);
  });
});

test.describe('wachtwoord vergeten', () => {
  test('de link in de e-mail zet een nieuw wachtwoord', async ({ page, ownUser }) => {
    const { email } = await ownUser('User');
    await page.goto('/login');
    await page.getByRole('link', { name: /Wachtwoord vergeten/ }).click();
    await expect(page).toHaveURL('/forgot-password');
    const sentAfter = Date.now();
    await page.getByLabel('E-mailadres').fill(email);
    await page.getByRole('button').filter({ hasText: /versturen|Verstuur|Stuur/i }).click();
    await expect(page.getByRole('status').or(page.getByRole('alert')).first()).toBeVisible();

    const link = await waitForResetLink(email, sentAfter);
    await page.goto(link);
    const newPassword = 'een-nieuw-wachtwoord-2026';
    await page.getByLabel('Nieuw wachtwoord', { exact: true }).fill(newPassword);
    await page.getByLabel(/Herhaal/).fill(newPassword);
    await page.getByRole('button').filter({ hasText: /opslaan|Wachtwoord/i }).click();
    await expect(page.getByRole('status').or(page.getByRole('alert')).first()).toContainText(/gewijzigd|ingesteld|opgeslagen/i);

    await submitLogin(page, email, newPassword);
    await expect(page).toHaveURL(DEMO.User.home);
  });
});

/** Reads the newest mail to `to` under ./data-e2e/mail and returns the reset link in it. */
async function waitForResetLink(to: string, after: number): Promise<string> {
  const dir = join('data-e2e', 'mail');
  for (let attempt = 0; attempt < 50; attempt++) {
    const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort().reverse();
    for (const file of files) {
      const raw = await readFile(join(dir, file), 'utf8');
      const text = decodeQuotedPrintable(raw);
      if (!text.includes(to) && !text.includes(encodeURIComponent(to))) continue;
      const match = /https?:\/\/[^\s"<>]+\/reset-password\?[^\s"<>]+/.exec(text);
      if (match && Date.now() >= after) return new URL(match[0]).pathname + new URL(match[0]).search;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`geen resetmail voor ${to} gevonden`);
}

function decodeQuotedPrintable(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

test.describe('uitloggen vanaf een andere website', () => {
  test('een link elders logt niet uit, maar vraagt eerst; de knop logt dan uit', async ({ page, baseURL, loginAsNew }) => {
    await loginAsNew('User');
    // A page on another site (answered by the test itself, no network) with a link to /logout.
    await page.route('http://elders.example/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: `<!doctype html><a href="${baseURL}/logout">Klik hier</a>` }),
    );
    await page.goto('http://elders.example/');
    await page.getByRole('link', { name: 'Klik hier' }).click();
    await expect(page).toHaveURL('/logout');
    await expect(page.getByRole('heading', { name: 'Uitloggen?' })).toBeVisible();
    await page.goto('/dashboard/overzicht');
    await expect(page).toHaveURL('/dashboard/overzicht');

    await page.goto('http://elders.example/');
    await page.getByRole('link', { name: 'Klik hier' }).click();
    await page.getByRole('button', { name: 'Ja, uitloggen' }).click();
    await expect(page).toHaveURL('/login');
    await page.goto('/dashboard/overzicht');
    await expect(page).toHaveURL('/login?returnTo=%2Fdashboard%2Foverzicht');
  });
});

test.describe('ongebruikelijke HTTP-methoden', () => {
  test('TRACE en OPTIONS krijgen 405 met de beveiligingskopregels van de gateway', async ({ baseURL }) => {
    const { request } = await import('node:http');
    for (const method of ['TRACE', 'OPTIONS', 'PROPFIND']) {
      const answer = await new Promise<{ status: number; headers: Record<string, unknown> }>((resolve, reject) => {
        const req = request(`${baseURL}/login`, { method }, (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
        });
        req.on('error', reject);
        req.end();
      });
      expect(answer.status, method).toBe(405);
      expect(answer.headers['allow'], method).toBe('GET, HEAD, POST, PUT, PATCH, DELETE');
      expect(answer.headers['x-content-type-options'], method).toBe('nosniff');
      expect(String(answer.headers['content-security-policy']), method).toContain("frame-ancestors 'none'");
    }
  });
});
