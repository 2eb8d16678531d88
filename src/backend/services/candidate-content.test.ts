/**
 * services/candidate-content.ts: one language only, never correct answers or guidance.
 */
import { describe, expect, it } from 'vitest';
import { candidateModule } from './candidate-content';
import { sampleModule } from './content-fixtures';

describe('candidateModule', () => {
  const content = sampleModule();

  it('sends no correct answers and no guidance, whatever the question kind', () => {
    const json = JSON.stringify(candidateModule(content, 'nl'));
    expect(json).not.toMatch(/"correct"|"guidance"/);
    expect(json).not.toContain('Melden bij de leidinggevende');
  });

  it('gives every text in the chosen language and no other', () => {
    const module = candidateModule(content, 'ar');
    expect(module.title).toBe('AR Veiligheid');
    expect(module.description).toBe('AR Vragen over veilig werken.');
    const json = JSON.stringify(module);
    expect(json).not.toContain('EN ');
    expect(json).not.toMatch(/"(nl|en|ar)":/);
    const texts = [...json.matchAll(/"(?:text|prompt|alt|caption|title|description)":"([^"]*)"/g)].map((m) => m[1]);
    expect(texts.length).toBeGreaterThan(10);
    expect(texts.every((t) => t?.startsWith('AR '))).toBe(true);
  });

  it('keeps the order, ids, kinds, points, options and images', () => {
    const module = candidateModule(content, 'en');
    expect(module.parts.map((p) => p.id)).toEqual(content.parts.map((p) => p.id));
    expect(module.parts[0]).toEqual({ id: 'intro', type: 'text', text: 'EN Lees elke vraag goed.' });
    expect(module.parts[1]).toEqual({
      id: 'picture',
      type: 'image',
      image: { src: '/content/test-magazijn.svg', alt: 'EN Een magazijn met stellingen', width: 640, height: 480 },
      caption: 'EN Het magazijn',
    });
    expect(module.parts[2]).toEqual({
      id: 'single',
      type: 'question',
      kind: 'single',
      prompt: 'EN Welk bord betekent nooduitgang?',
      image: { src: '/content/test-bord.svg', alt: 'EN Een groen bord met een rennend poppetje', width: 200, height: 100 },
      points: 2,
      options: [
        { id: 'a', text: 'EN Het rode bord' },
        { id: 'b', text: 'EN Het groene bord' },
        { id: 'c', text: 'EN Het gele bord' },
      ],
    });
    expect(module.parts[4]).toEqual({ id: 'tf', type: 'question', kind: 'truefalse', prompt: 'EN Je tilt met een rechte rug.', image: null, points: 1, options: [] });
    expect(module.parts[5]).toMatchObject({ id: 'open', kind: 'open', options: [], points: 4 });
  });

  it('falls back to Dutch for a text missing in the language (only for hand-edited content)', () => {
    const module = candidateModule(sampleModule('', { dropEnglishFrom: 'tf' }), 'en');
    expect(module.parts.find((p) => p.id === 'tf')).toMatchObject({ prompt: 'Je tilt met een rechte rug.' });
  });

  it('gives practical instructions in the language', () => {
    const module = candidateModule(
      { title: { nl: 'PAT' }, description: { nl: 'Dag 1' }, parts: [{ id: 'p', type: 'practical', instructions: { nl: 'Stapel de dozen.', pl: 'Ułóż pudełka.' } }] },
      'pl',
    );
    expect(module.parts).toEqual([{ id: 'p', type: 'practical', instructions: 'Ułóż pudełka.' }]);
  });
});
