import { describe, expect, it } from 'vitest';
import type { CandidatePart } from '#src/features/content/contract';
import { readableHtml } from '#src/features/content/context-parts';
import { buildSteps } from './parts';
import { readingSegments } from './step-reading';

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
  it('numbers the blocks as readingSegments numbers the paragraphs of the plain text', () => {
    const html = '<p data-block="0">Lees dit eerst.</p>\n<p data-block="1">Dan dit.</p>';
    const keys = [...readableHtml(html, 't1').matchAll(/data-read="([^"]+)"/g)].map((m) => m[1]);
    expect(keys).toEqual(readingSegments(steps[0]!, 'nl').slice(0, 2).map((s) => s.key));
  });
});
