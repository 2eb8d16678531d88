import { describe, expect, it } from 'vitest';
import type { CandidatePart } from '#src/features/profession-test/contract';
import { buildSteps } from './parts';
import { locateRange, readableHtml, readingSegments, wordRange } from '#src/lib/read-aloud/read-aloud';

/** A module's parts as the API sends them in `language`: every text in that language (Dutch when not given). */
function partsIn(language: 'nl' | 'ar'): CandidatePart[] {
  const t = (texts: { nl: string; ar?: string }) => (language === 'ar' && texts.ar !== undefined ? texts.ar : texts.nl);
  return [
    { id: 't1', type: 'text', html: '<p data-block="0">Lees dit eerst.</p>\n<p data-block="1">Dan dit.</p>', text: t({ nl: 'Lees dit eerst.\n\nDan dit.', ar: 'اقرأ هذا أولاً.' }) },
    { id: 'i1', type: 'image', image: { src: '/a.svg', alt: t({ nl: 'Een pallet', ar: 'منصة نقالة' }), width: 10, height: 10 }, caption: t({ nl: 'Foto 1', ar: 'صورة ١' }) },
    {
      id: 'q1',
      type: 'question',
      kind: 'multiple',
      prompt: t({ nl: 'Wat draag je?', ar: 'ماذا ترتدي؟' }),
      image: { src: '/b.svg', alt: t({ nl: 'Veiligheidsschoenen', ar: 'أحذية السلامة' }), width: 10, height: 10 },
      points: 1,
      options: [
        { id: 'a', text: t({ nl: 'Helm', ar: 'خوذة' }) },
        { id: 'b', text: t({ nl: 'Handschoenen', ar: 'قفازات' }) },
      ],
    },
    { id: 'q2', type: 'question', kind: 'truefalse', prompt: t({ nl: 'Klopt dit?', ar: 'هل هذا صحيح؟' }), image: null, points: 1, options: [] },
    { id: 'q3', type: 'question', kind: 'open', prompt: 'Leg uit.', image: null, points: 1, options: [] },
  ];
}
const { steps } = buildSteps(partsIn('nl'));
const { steps: stepsAr } = buildSteps(partsIn('ar'));

describe('readingSegments', () => {
  it('reads context, question, image description and options in order, each tied to its element', () => {
    expect(readingSegments(steps[0]!, 'nl')).toEqual([
      { key: 'p:t1:0', text: 'Lees dit eerst.', words: true },
      { key: 'p:t1:1', text: 'Dan dit.', words: true },
      { key: 'img:i1', text: 'Een pallet', words: false },
      { key: 'cap:i1', text: 'Foto 1', words: true },
      { key: 'q:q1', text: 'Wat draag je?', words: true },
      { key: 'img:q1', text: 'Veiligheidsschoenen', words: false },
      { key: 'o:q1:a', text: 'Helm', words: true },
      { key: 'o:q1:b', text: 'Handschoenen', words: true },
    ]);
  });

  it('reads in the content language, with the true/false words of that language', () => {
    expect(readingSegments(stepsAr[0]!, 'ar').map((s) => s.text)).toEqual([
      'اقرأ هذا أولاً.',
      'منصة نقالة',
      'صورة ١',
      'ماذا ترتدي؟',
      'أحذية السلامة',
      'خوذة',
      'قفازات',
    ]);
    expect(readingSegments(stepsAr[1]!, 'ar').map((s) => s.text)).toEqual(['هل هذا صحيح؟', 'صحيح', 'خطأ']);
    expect(readingSegments(steps[1]!, 'nl').map((s) => s.key)).toEqual(['q:q2', 'tf:q2:true', 'tf:q2:false']);
    expect(readingSegments(steps[2]!, 'nl')).toEqual([{ key: 'q:q3', text: 'Leg uit.', words: true }]);
  });
});

describe('readableHtml', () => {
  it("gives each numbered block of a text part's HTML the key of its paragraph", () => {
    const html =
      '<h3 data-block="0">Let op</h3>\n<p data-block="1">Til met je <strong>benen</strong>.</p>\n' +
      '<ul><li data-block="2">Helm<ul><li data-block="3">wit</li></ul></li><li></li></ul>';
    expect(readableHtml(html, 't1')).toBe(
      '<h3 data-read="p:t1:0">Let op</h3>\n<p data-read="p:t1:1">Til met je <strong>benen</strong>.</p>\n' +
        '<ul><li data-read="p:t1:2">Helm<ul><li data-read="p:t1:3">wit</li></ul></li><li></li></ul>',
    );
  });

  it('touches only tags, never text that looks like one, and escapes the part id', () => {
    expect(readableHtml('<p data-block="0">&lt;p data-block="1"&gt; data-block="2"</p>', 'a"b')).toBe(
      '<p data-read="p:a&quot;b:0">&lt;p data-block="1"&gt; data-block="2"</p>',
    );
  });

  it('numbers the blocks as readingSegments numbers the paragraphs of the plain text', () => {
    const html = '<p data-block="0">Lees dit eerst.</p>\n<p data-block="1">Dan dit.</p>';
    const keys = [...readableHtml(html, 't1').matchAll(/data-read="([^"]+)"/g)].map((m) => m[1]);
    expect(keys).toEqual(readingSegments(steps[0]!, 'nl').slice(0, 2).map((s) => s.key));
  });
});

describe('wordRange', () => {
  const text = 'Draag altijd veiligheidsschoenen.';
  it('uses charLength when the browser gives it', () => {
    expect(wordRange(text, 6, 6)).toEqual({ start: 6, end: 12 });
    expect(wordRange(text, 30, 99)).toEqual({ start: 30, end: text.length });
  });

  it('runs to the next space without charLength (Safari, Firefox)', () => {
    expect(wordRange(text, 0)).toEqual({ start: 0, end: 5 });
    expect(wordRange(text, 13, 0)).toEqual({ start: 13, end: text.length });
    expect(wordRange(text, 5)).toEqual({ start: 6, end: 12 });
  });

  it('gives null outside the text', () => {
    expect(wordRange(text, -1)).toBeNull();
    expect(wordRange(text, text.length)).toBeNull();
    expect(wordRange('a  ', 1)).toBeNull();
  });
});

describe('locateRange', () => {
  it('finds a word inside one text node', () => {
    expect(locateRange([12], 4, 9)).toEqual({ startNode: 0, startOffset: 4, endNode: 0, endOffset: 9 });
  });

  it('finds a bold word that is its own text node, and a word spanning two nodes', () => {
    // "Buig je " + "knieën" (in <strong>) + ", niet je rug."
    const lengths = [8, 6, 14];
    expect(locateRange(lengths, 8, 14)).toEqual({ startNode: 1, startOffset: 0, endNode: 1, endOffset: 6 });
    expect(locateRange(lengths, 5, 10)).toEqual({ startNode: 0, startOffset: 5, endNode: 1, endOffset: 2 });
    expect(locateRange(lengths, 16, 20)).toEqual({ startNode: 2, startOffset: 2, endNode: 2, endOffset: 6 });
  });

  it('answers null outside the text or for an empty range', () => {
    expect(locateRange([3, 3], 6, 8)).toBeNull();
    expect(locateRange([3], 2, 2)).toBeNull();
    expect(locateRange([], 0, 1)).toBeNull();
  });
});
