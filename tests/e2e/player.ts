/**
 * Helpers for driving the test player in end-to-end tests. They use only what a candidate sees: the progress
 * bar, native inputs, the 'Vorige'/'Volgende' buttons and the save status.
 */
import { expect, type Page } from '@playwright/test';

export const SAVED = 'Opgeslagen';
export const OFFLINE = 'Geen verbinding – je antwoorden worden bewaard op dit apparaat';

/** The player's progress bar ('Vraag 3 van 12'). */
export const progress = (page: Page) => page.getByRole('progressbar');

/** Number of questions in the open module, from the progress bar. */
export async function questionCount(page: Page): Promise<number> {
  return Number(await progress(page).getAttribute('aria-valuemax'));
}

/** The save status region. */
export const saveStatus = (page: Page) => page.locator('[aria-live]').filter({ hasText: /Opgeslagen|Opslaan|Geen verbinding/ });

/**
 * Answers the question on screen: the `choice`-th option for choice questions (0-based), or `text` for an open
 * question. @returns a description of what was answered, to compare with the server later.
 */
export async function answerCurrent(page: Page, choice = 0, text = 'Ik meld het aan mijn leidinggevende.'): Promise<string> {
  const radios = page.getByRole('main').getByRole('radio');
  const checkboxes = page.getByRole('main').getByRole('checkbox');
  const textbox = page.getByRole('main').getByRole('textbox');
  if ((await radios.count()) > 0) {
    const radio = radios.nth(Math.min(choice, (await radios.count()) - 1));
    await radio.check();
    return `radio:${await radio.getAttribute('value')}`;
  }
  if ((await checkboxes.count()) > 0) {
    await checkboxes.nth(Math.min(choice, (await checkboxes.count()) - 1)).check();
    return 'checkbox';
  }
  await textbox.first().fill(text);
  return `text:${text}`;
}

/** Goes to the next question. */
export async function next(page: Page): Promise<void> {
  const before = await progress(page).getAttribute('aria-valuenow');
  await page.getByRole('button', { name: 'Volgende' }).click();
  await expect(progress(page)).not.toHaveAttribute('aria-valuenow', before ?? '');
}

/** Answers `count` questions from the current one on, moving on after each but the last. */
export async function answerQuestions(page: Page, count: number): Promise<void> {
  for (let i = 0; i < count; i++) {
    await answerCurrent(page);
    if (i < count - 1) await next(page);
  }
}
