/**
 * Messages: the demo contact person and Sven Kuipers, a demo candidate of their organisation, write to each other
 * (who may write to whom follows from that link, docs/api.md "Message"); a message of someone else is not found.
 */
import { expect, test } from './fixtures';

test('een bericht heen en terug, met notificatie', async ({ page, loginAs }) => {
  const subject = `Vraag over het rooster ${Date.now()}`;

  // The contact person writes to the candidate.
  await loginAs('ContactPerson');
  await page.getByRole('banner').getByRole('link', { name: 'Berichten' }).click();
  await expect(page).toHaveURL('/mailbox');
  await page.getByRole('link', { name: 'Nieuw bericht' }).click();
  await expect(page).toHaveURL('/mailbox/compose');
  await page.getByLabel('Aan').selectOption({ label: 'Sven Kuipers (Kandidaat)' });
  await page.getByLabel('Onderwerp').fill(subject);
  await page.getByLabel('Bericht').fill('Hoi, kun je morgen om 9 uur beginnen?\nGroet.');
  await page.getByRole('button', { name: 'Versturen' }).click();
  await expect(page.getByText(subject).first()).toBeVisible();
  await page.goto('/logout');

  // The candidate sees a notification, opens it, and the message is shown and marked read.
  await loginAs('User');
  const bell = page.getByRole('button', { name: /Notificaties/ });
  // The first tap lands on the icon before React has loaded (client:interaction): it must still open the menu.
  await bell.locator('svg').first().click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  const item = menu.getByRole('menuitem').filter({ hasText: subject });
  await expect(item).toBeVisible();
  await item.click();
  await expect(page).toHaveURL(/\/mailbox\/message\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: subject })).toBeVisible();
  await expect(page.getByText('kun je morgen om 9 uur beginnen?')).toBeVisible();

  // After reading, that notification is gone from the menu.
  await page.reload();
  await page.getByRole('button', { name: /Notificaties/ }).click();
  await expect(page.getByRole('menu').getByRole('menuitem').filter({ hasText: subject })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // The candidate replies.
  await page.getByRole('link', { name: 'Beantwoorden' }).click();
  await expect(page).toHaveURL(/\/mailbox\/compose\?reply=/);
  await expect(page.getByLabel('Onderwerp')).toHaveValue(`Re: ${subject}`);
  await page.getByLabel('Bericht').fill('Ja, dat lukt. Tot morgen!');
  await page.getByRole('button', { name: 'Versturen' }).click();
  await page.goto('/mailbox/outbox');
  await expect(page.getByText(`Re: ${subject}`)).toBeVisible();
  await page.goto('/logout');

  // The contact person finds the reply in the inbox.
  await loginAs('ContactPerson');
  await page.goto('/mailbox');
  await page.getByRole('link', { name: `Re: ${subject}` }).click();
  await expect(page.getByText('Ja, dat lukt. Tot morgen!')).toBeVisible();
  await expect(page).toHaveURL(/\/mailbox\/message\//);
});

test('het bericht van een ander geeft /404', async ({ page, loginAsNew }) => {
  await loginAsNew('User');
  const response = await page.goto('/mailbox/message/00000000-0000-4000-8000-000000000000');
  expect(page.url().endsWith('/404') || response?.status() === 404).toBe(true);
  await expect(page.getByText('Pagina kan niet gevonden worden.')).toBeVisible();
});
