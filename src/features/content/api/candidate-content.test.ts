/**
 * features/content/api/candidate-content.ts: one language only, never correct answers or guidance; formatted text as
 * sanitised HTML with its plain text, never the stored Markdown.
 */
import { describe, expect, it } from 'vitest';
import { candidateModule } from './candidate-content';
import { sampleModule } from '#src/features/content/api/fixtures';

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
    expect(module.parts[0]).toEqual({ id: 'intro', type: 'text', html: '<p data-block="0">EN Lees elke vraag goed.</p>', text: 'EN Lees elke vraag goed.' });
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
    expect(module.parts).toEqual([{ id: 'p', type: 'practical', html: '<p data-block="0">Ułóż pudełka.</p>' }]);
  });

  it('sends formatted text as sanitised HTML, and its plain text for read-aloud', () => {
    const module = candidateModule(
      {
        title: { nl: 'Tillen' },
        description: { nl: 'Uitleg' },
        parts: [
          { id: 't', type: 'text', text: { nl: '### Let op\n\nTil met je **benen**:\n\n- knieën buigen\n- [rug recht](https://www.example.nl/til)' } },
          { id: 'p', type: 'practical', instructions: { nl: '1. Pak de *doos*' } },
        ],
      },
      'nl',
    );
    expect(module.parts).toEqual([
      {
        id: 't',
        type: 'text',
        html:
          '<h3 data-block="0">Let op</h3>\n<p data-block="1">Til met je <strong>benen</strong>:</p>\n' +
          '<ul><li data-block="2">knieën buigen</li><li data-block="3"><a href="https://www.example.nl/til" rel="noopener noreferrer" target="_blank" aria-describedby="link-new-tab">rug recht</a></li></ul>',
        text: 'Let op\n\nTil met je benen:\n\nknieën buigen\n\nrug recht',
      },
      { id: 'p', type: 'practical', html: '<ol><li data-block="0">Pak de <em>doos</em></li></ol>' },
    ]);
  });

  it('never sends script, also not from stored content that skipped the save check', () => {
    const module = candidateModule(
      {
        title: { nl: 'Oud' },
        description: { nl: 'Met de hand bewerkt' },
        parts: [
          { id: 't', type: 'text', text: { nl: '<script>alert(1)</script>\n\n[klik](javascript:alert(1)) <img src=x onerror=alert(1)>' } },
          { id: 'p', type: 'practical', instructions: { nl: '<iframe src="https://evil.example"></iframe>' } },
        ],
      },
      'nl',
    );
    // The plain text keeps what was typed (the player shows it as text); the HTML holds no tag of it.
    const html = module.parts.map((part) => ('html' in part ? part.html : '')).join('\n');
    expect(html).not.toMatch(/<script|<img|<iframe|href="javascript/i);
    expect(module.parts[1]).toEqual({ id: 'p', type: 'practical', html: '<p data-block="0">&lt;iframe src="https://evil.example"&gt;&lt;/iframe&gt;</p>' });
    expect(module.parts[0]).toMatchObject({ html: '<p data-block="0">&lt;script&gt;alert(1)&lt;/script&gt;</p>\n<p data-block="1">klik &lt;img src=x onerror=alert(1)&gt;</p>' });
  });
});
