/**
 * Mail that could not be delivered (docs/decisions/049-mail-outbox.md, /cp/mail): a coordinator reaches 'E-mail'
 * from the staff menu, finds the demo invitation to Noah de Boer that the mail server refused at every attempt,
 * with the server's answer, sends it again after the confirmation step, and sees the worker deliver it.
 */
import { expect, test } from './fixtures';

test('een coördinator ziet een e-mail die niet aankwam en verstuurt hem opnieuw', async ({ page, loginAsNew }) => {
  await loginAsNew('Coordinator');
  await page.goto('/cp/admin');
  await page.getByRole('link', { name: 'E-mail', exact: true }).first().click();
  await expect(page).toHaveURL('/cp/mail');
  await expect(page.getByRole('heading', { level: 1, name: 'E-mail die nog niet is bezorgd' })).toBeVisible();

  const noah = page.locator('li[id^="mail-"]').filter({ hasText: 'noah.deboer@example.org' });
  await expect(noah).toContainText('Je account op het Kandidaatplatform');
  await expect(noah).toContainText('452 4.2.2 Mailbox full');

  await noah.getByRole('link', { name: 'Opnieuw versturen' }).click();
  const question = page.getByRole('alertdialog', { name: 'E-mail opnieuw versturen?' });
  await expect(question).toContainText('De e-mail aan noah.deboer@example.org wordt meteen opnieuw verstuurd.');
  await question.getByRole('button', { name: 'Ja, opnieuw versturen' }).click();
  await expect(page.getByText('De e-mail wordt opnieuw verstuurd.')).toBeVisible();

  // The worker delivers it within seconds (to a file in the test set-up); then it no longer waits.
  await expect(async () => {
    await page.goto('/cp/mail');
    await expect(page.locator('li[id^="mail-"]').filter({ hasText: 'noah.deboer@example.org' })).toHaveCount(0);
  }).toPass({ timeout: 30_000 });
});
