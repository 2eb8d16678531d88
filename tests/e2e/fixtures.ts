/**
 * Playwright fixtures (habit 12): `loginAs(role)` signs a demo user in through the real login form.
 * The e2e server runs on a fresh database filled with the demo data (playwright.config.ts).
 */
import { expect, test as base, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo-wachtwoord';

export const DEMO = {
  Admin: { email: 'admin@example.org', home: '/cp/admin' },
  Coordinator: { email: 'coordinator@example.org', home: '/cp/admin' },
  Teacher: { email: 'docent@example.org', home: '/docent/overzicht' },
  ContactPerson: { email: 'contactpersoon@example.org', home: '/contactperson/overzicht' },
  User: { email: 'kandidaat@example.org', home: '/dashboard/overzicht' },
} as const;

export type DemoRole = keyof typeof DEMO;

/** Fills and submits the login form; does not wait for the result. */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Inloggen' }).click();
}

export const test = base.extend<{ loginAs: (role: DemoRole) => Promise<void> }>({
  loginAs: async ({ page }, use) => {
    await use(async (role) => {
      await submitLogin(page, DEMO[role].email, DEMO_PASSWORD);
      await expect(page).toHaveURL(DEMO[role].home);
    });
  },
});

export { expect };
