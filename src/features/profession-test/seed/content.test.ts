/**
 * The seeded profession tests' content (README.md, "Demo-accounts"): complete in all six languages, 8–12
 * well-formed questions of every kind per module, stable unique ids, images that exist and stay small, and
 * translations that keep the numbers of the Dutch text.
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  LANGUAGES,
  completeLanguages,
  localizedTexts,
  type ContentImage,
  type Localized,
  type ModuleContent,
  type QuestionPart,
} from '#src/features/content/model';
import { MAGAZIJNMEDEWERKER_TEST, PROFESSION_TESTS, SCHOONMAKER_TEST } from './index';

const MODULES: { test: string; content: ModuleContent }[] = PROFESSION_TESTS.flatMap((t) =>
  t.modules.map((m) => ({ test: t.title, content: m.content })),
);
const name = (m: { test: string; content: ModuleContent }) => `${m.test} / ${m.content.title.nl}`;
const questionsOf = (content: ModuleContent): QuestionPart[] =>
  content.parts.filter((p): p is QuestionPart => p.type === 'question');
const imagesOf = (content: ModuleContent): ContentImage[] =>
  content.parts.flatMap((p) => (p.type === 'image' ? [p.image] : p.type === 'question' && p.image ? [p.image] : []));

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const ARABIC = /[\u0600-\u06FF]/;
const CYRILLIC = /[\u0400-\u04FF]/;
/** Digit runs, sorted: '1,5 kg' and '1.5 kg' both give ['1', '5']; '20.000' and '20 000' both ['000', '20']. */
const numbersIn = (text: string) => (text.match(/\d+/g) ?? []).sort();

describe('the seeded profession tests', () => {
  it('are the Magazijnmedewerker and Schoonmaker tests with three modules each, offered in all six languages', () => {
    expect(PROFESSION_TESTS.map((t) => [t.profession, t.title, t.modules.map((m) => m.content.title.nl)])).toEqual([
      ['Magazijnmedewerker', 'Beroepentest Magazijnmedewerker', ['Veiligheid', 'Orderpicken', 'Rekenen']],
      ['Schoonmaker', 'Beroepentest Schoonmaker', ['Hygiëne', 'Middelen en pictogrammen', 'Werkplanning']],
    ]);
    for (const test of PROFESSION_TESTS) {
      expect([...test.languages]).toEqual([...LANGUAGES]);
      expect(test.passPercent).toBeGreaterThan(0);
      for (const m of test.modules) expect(m.passPercent).toBeGreaterThan(0);
    }
    expect(MAGAZIJNMEDEWERKER_TEST).toMatchObject({ timeLimitMinutes: null, showAnswers: false });
    expect(SCHOONMAKER_TEST).toMatchObject({ timeLimitMinutes: 60, showAnswers: true });
  });

  it.each(MODULES.map((m) => [name(m), m.content] as const))('%s is complete in all six languages', (_name, content) => {
    expect(completeLanguages(content)).toEqual([...LANGUAGES]);
  });
});

describe.each(MODULES.map((m) => [name(m), m.content] as const))('%s', (_name, content) => {
  const questions = questionsOf(content);

  it('starts with a short introduction and has 8–12 questions of every kind', () => {
    expect(content.parts[0]?.type).toBe('text');
    expect(questions.length).toBeGreaterThanOrEqual(8);
    expect(questions.length).toBeLessThanOrEqual(12);
    expect(new Set(questions.map((q) => q.kind))).toEqual(new Set(['single', 'multiple', 'truefalse', 'open']));
  });

  it('scores closed questions with 1 point and open questions with 2–3, with Dutch guidance for the scorer', () => {
    for (const q of questions) {
      if (q.kind === 'open') {
        expect(q.points, q.prompt.nl).toBeGreaterThanOrEqual(2);
        expect(q.points, q.prompt.nl).toBeLessThanOrEqual(3);
        expect(q.guidance?.nl.length ?? 0, q.prompt.nl).toBeGreaterThan(40);
      } else {
        expect(q.points, q.prompt.nl).toBe(1);
      }
    }
  });

  it('has options a–d and correct answers that are among them', () => {
    for (const q of questions) {
      if (q.kind !== 'single' && q.kind !== 'multiple') continue;
      const ids = q.options.map((o) => o.id);
      expect(ids, q.prompt.nl).toEqual(['a', 'b', 'c', 'd'].slice(0, ids.length));
      expect(ids.length, q.prompt.nl).toBeGreaterThanOrEqual(3);
      for (const language of LANGUAGES) {
        const texts = q.options.map((o) => o.text[language]);
        expect(new Set(texts).size, `${q.prompt.nl} (${language}): options differ`).toBe(texts.length);
      }
      if (q.kind === 'single') {
        expect(ids, q.prompt.nl).toContain(q.correct);
      } else {
        expect(q.correct.length, q.prompt.nl).toBeGreaterThan(0);
        expect(q.correct.length, `${q.prompt.nl}: not every option can be correct`).toBeLessThan(ids.length);
        expect(new Set(q.correct).size, q.prompt.nl).toBe(q.correct.length);
        for (const id of q.correct) expect(ids, q.prompt.nl).toContain(id);
        expect(q.prompt.nl, 'a multiple-choice question says so').toMatch(/Kies alle goede antwoorden\.$/);
      }
    }
  });

  it('does not always put the correct answer in the same place', () => {
    const singles = questions.flatMap((q) => (q.kind === 'single' ? [q.correct] : []));
    expect(new Set(singles).size).toBeGreaterThan(1);
    const truths = questions.flatMap((q) => (q.kind === 'truefalse' ? [q.correct] : []));
    expect(truths.length).toBeGreaterThan(0);
  });

  it('writes Arabic in Arabic script and Ukrainian in Cyrillic', () => {
    for (const text of localizedTexts(content)) {
      if (!/\p{L}{2}/u.test(text.nl.replace(/\b(SSCC|FIFO|max)\b/g, ''))) continue; // codes and numbers only
      expect(text.ar, text.nl).toMatch(ARABIC);
      expect(text.uk, text.nl).toMatch(CYRILLIC);
    }
  });

  it('translates every sentence (no Dutch left in another language)', () => {
    for (const text of localizedTexts(content)) {
      if (!/\p{L}{3}/u.test(text.nl)) continue; // e.g. 'B-04-2', '40'
      for (const language of LANGUAGES.filter((l) => l !== 'nl')) {
        expect(text[language], `${language}: ${text.nl}`).not.toBe(text.nl);
      }
    }
  });

  it('keeps the numbers of the Dutch text in every translation', () => {
    const texts: Localized[] = [...localizedTexts(content)];
    for (const text of texts) {
      const expected = numbersIn(text.nl);
      for (const language of LANGUAGES) {
        expect(numbersIn(text[language] ?? ''), `${language}: ${text[language]}`).toEqual(expected);
      }
    }
  });
});

describe('ids and images', () => {
  it('gives every part a fixed UUID, unique across both tests', () => {
    const ids = MODULES.flatMap((m) => m.content.parts.map((p) => p.id));
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('has several questions with images in every test', () => {
    for (const test of PROFESSION_TESTS) {
      const withImage = test.modules.flatMap((m) => questionsOf(m.content)).filter((q) => q.image);
      expect(withImage.length, test.title).toBeGreaterThanOrEqual(5);
    }
  });

  const images = [...new Map(MODULES.flatMap((m) => imagesOf(m.content)).map((i) => [i.src, i])).values()];

  it.each(images.map((i) => [i.src, i] as const))('%s exists, is a small accessible SVG and matches its size', (src, image) => {
    expect(src).toMatch(/^\/content\/[a-z0-9-]+\.svg$/);
    const file = join(process.cwd(), 'public', src);
    expect(statSync(file).size).toBeLessThan(4096);
    const svg = readFileSync(file, 'utf8');
    expect(svg).toMatch(/<title>[^<]{4,}<\/title>/);
    expect(svg).toContain('role="img"');
    expect(svg).toContain(`viewBox="0 0 ${image.width} ${image.height}"`);
    expect(svg).toContain(`width="${image.width}" height="${image.height}"`);
    expect(completeLanguages({ title: image.alt, description: image.alt, parts: [] })).toEqual([...LANGUAGES]);
  });
});
