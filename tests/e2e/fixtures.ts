/**
 * Playwright fixtures (habit 12). The e2e server runs on a fresh database filled with the demo data
 * (playwright.config.ts).
 * - `loginAs(role)` signs a demo user in through the real login form: for tests that need that person's demo
 *   content (their messages, test history, organisation's people).
 * - `ownUser(role, options?)` makes a fresh, active account of the role for this test (people.ts) and erases it
 *   when the test ends, passed or failed; `loginAsNew(role, options?)` does the same and signs it in on `page`.
 *   Both return `{ id, email, name, password, role }`. For Admin they give the demo admin, who is never erased:
 *   the API makes no admins (people.ts).
 */
import { expect, test as base, type Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, type DemoRole } from './demo';
import { createUserVia, demoAdminVia, eraseUserVia, type NewUserOptions, type OwnUser } from './people';

export { DEMO, DEMO_PASSWORD, type DemoRole } from './demo';
export type { NewUserOptions, OwnUser } from './people';

/** Fills and submits the login form; does not wait for the result. */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Inloggen' }).click();
}

interface Fixtures {
  /** Signs in the demo user of `role` on `page` and waits for the role's home page. */
  loginAs: (role: DemoRole) => Promise<void>;
  /** A new account of `role` for this test only, erased afterwards; the demo admin for Admin. Not signed in. */
  ownUser: (role: DemoRole, options?: NewUserOptions) => Promise<OwnUser>;
  /** `ownUser(role)`, signed in on `page`; waits for the role's home page. */
  loginAsNew: (role: DemoRole, options?: NewUserOptions) => Promise<OwnUser>;
}

export const test = base.extend<Fixtures>({
  loginAs: async ({ page }, use) => {
    await use(async (role) => {
      await submitLogin(page, DEMO[role].email, DEMO_PASSWORD);
      await expect(page).toHaveURL(DEMO[role].home);
    });
  },

  ownUser: async ({ baseURL }, use) => {
    if (!baseURL) throw new Error('geen baseURL');
    const made: string[] = [];
    await use(async (role, options) => {
      // No API call makes an admin: the demo admin stands in, and is never erased.
      if (role === 'Admin') return demoAdminVia(baseURL);
      const user = await createUserVia(baseURL, role, options);
      made.push(user.id);
      return user;
    });
    // Teardown, also after a failed test: newest first; every account is tried before an error is reported.
    const failures: unknown[] = [];
    for (const id of made.reverse()) await eraseUserVia(baseURL, id).catch((error: unknown) => failures.push(error));
    if (failures.length > 0) throw new AggregateError(failures, `${failures.length} testaccount(s) niet verwijderd`);
  },

  loginAsNew: async ({ page, ownUser }, use) => {
    await use(async (role, options) => {
      const user = await ownUser(role, options);
      await submitLogin(page, user.email, user.password);
      await expect(page).toHaveURL(DEMO[role].home);
      return user;
    });
  },
});

export { expect };
