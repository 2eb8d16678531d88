/**
 * Helpers for driving the test player in end-to-end tests. They use only what a candidate sees: the progress
 * bar, native inputs, the 'Volgende' button (in the test's language) and the save status.
 */
import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';

/** The player's texts in `language`, read from its catalogue (docs/decisions/019). */
export function playerTexts(language = 'nl'): { next: string; saved: string; offline: string } {
  const file = new URL(`../../src/features/profession-test/islands/player/messages/${language}.json`, import.meta.url);
  const messages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  return { next: messages['player.next'] ?? '', saved: messages['player.saved'] ?? '', offline: messages['player.offline'] ?? '' };
}

export const SAVED = playerTexts('nl').saved;
export const OFFLINE = playerTexts('nl').offline;

/** The player's progress bar ('Vraag 3 van 12'). */
export const progress = (page: Page) => page.getByRole('progressbar');

/** Number of questions in the open module, from the progress bar. */
export async function questionCount(page: Page): Promise<number> {
  return Number(await progress(page).getAttribute('aria-valuemax'));
}

/** The save status ('Opgeslagen', 'Opslaan…', no connection), in any language. */
export const saveStatus = (page: Page) => page.locator('.player__save');

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

/** Goes to the next question; `label` is the 'Volgende' button in the test's language. */
export async function next(page: Page, label = playerTexts('nl').next): Promise<void> {
  const before = await progress(page).getAttribute('aria-valuenow');
  await page.getByRole('button', { name: label, exact: true }).click();
  await expect(progress(page)).not.toHaveAttribute('aria-valuenow', before ?? '');
}

/** Answers `count` questions from the current one on, moving on after each but the last (in `language`). */
export async function answerQuestions(page: Page, count: number, language = 'nl'): Promise<void> {
  for (let i = 0; i < count; i++) {
    await answerCurrent(page);
    if (i < count - 1) await next(page, playerTexts(language).next);
  }
}
