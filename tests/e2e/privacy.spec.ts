/**
 * Privacy (AVG art. 15): the demo candidate downloads their own data from /dashboard/profile. The ZIP holds an
 * index.html in Dutch and the JSON files, among them their answers: the test sets up a test of their own with one
 * saved answer first, through the API as the player saves it. Erasure is tested end to end through the API
 * (src/features/privacy/api/privacy.db.test.ts): the staff pages that show it are built elsewhere.
 */
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { strFromU8, unzipSync } from 'fflate';
import { apiAs, newTestFor } from './api';
import { DEMO, expect, test } from './fixtures';

interface QuestionView {
  id: string;
  type: string;
  kind?: 'single' | 'multiple' | 'truefalse' | 'open';
  options?: { id: string }[];
}

/** A value of the right kind for `question`; an open answer carries `text`. */
function valueFor(question: QuestionView, text: string): unknown {
  switch (question.kind) {
    case 'open':
      return { kind: 'open', text };
    case 'single':
      return { kind: 'single', option: question.options?.[0]?.id };
    case 'multiple':
      return { kind: 'multiple', options: [question.options?.[0]?.id] };
    default:
      return { kind: 'truefalse', value: true };
  }
}

test('de kandidaat downloadt de eigen gegevens als ZIP met de antwoorden', async ({ page, loginAs, baseURL }) => {
  if (!baseURL) throw new Error('geen baseURL');
  const stamp = Date.now();
  const testId = await newTestFor(baseURL, DEMO.User.email, { modules: 3, title: `Privacytest ${stamp}` });
  const candidate = await apiAs(baseURL, DEMO.User.email);
  const text = `Eerst het gebied afzetten (privacytest ${stamp}).`;
  let saved: { attemptId: string; value: unknown };
  try {
    const { attemptId } = await candidate.send<{ attemptId: string }>('POST', `/api/test/${testId}/start`, { language: 'nl' });
    const attempt = await candidate.get<{ modules: { position: number }[] }>(`/api/test/attempt/${attemptId}`);
    const questions: QuestionView[] = [];
    for (const { position } of attempt.modules) {
      const view = await candidate.get<{ parts: QuestionView[] }>(`/api/test/attempt/${attemptId}/module/${position}`);
      questions.push(...view.parts.filter((p) => p.type === 'question'));
    }
    const question = questions.find((q) => q.kind === 'open') ?? questions[0];
    if (!question) throw new Error('de test heeft geen vragen');
    const value = valueFor(question, text);
    await candidate.send('PUT', `/api/test/attempt/${attemptId}/answer`, { questionId: question.id, value, seq: 1 });
    saved = { attemptId, value };
  } finally {
    await candidate.dispose();
  }

  await loginAs('User');
  await page.goto('/dashboard/profile');
  const section = page.getByRole('region', { name: 'Wat we over je bewaren' });
  await expect(section).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).include('#gegevens').withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

  const [download] = await Promise.all([page.waitForEvent('download'), section.getByRole('link', { name: 'Mijn gegevens downloaden' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^gegevens-sven-kuipers-\d{4}-\d\d-\d\d\.zip$/);
  const files = unzipSync(new Uint8Array(readFileSync(await download.path())));
  expect(Object.keys(files)).toEqual(expect.arrayContaining(['index.html', 'profiel.json', 'pogingen.json', 'antwoorden.json', 'berichten.json']));
  const read = (name: string) => strFromU8(files[name] ?? new Uint8Array());

  expect(JSON.parse(read('profiel.json'))).toEqual([expect.objectContaining({ email: DEMO.User.email, name: 'Sven Kuipers' })]);
  const answers = JSON.parse(read('antwoorden.json')) as { attemptId: string; value: unknown; question: string | null }[];
  expect(answers).toEqual(expect.arrayContaining([expect.objectContaining({ attemptId: saved.attemptId, value: saved.value, question: expect.any(String) })]));
  // The seeded messages between Sven and his teacher and contact person.
  expect(read('berichten.json')).toContain('Rooster volgende week');

  const html = read('index.html');
  expect(html).toContain('Jouw gegevens op het kandidaatplatform');
  expect(html).toContain('Sven Kuipers');
  if ((saved.value as { kind: string }).kind === 'open') expect(html).toContain(text);
});
