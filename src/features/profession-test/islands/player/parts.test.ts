import { describe, expect, it } from 'vitest';
import type { CandidatePart } from '#src/features/content/contract';
import { buildSteps, stepImages, toggleOption } from './parts';
import { isAnswered } from '#src/features/profession-test/answered';

/** A sign whose text alternative is in Arabic: the image viewer shows it as it comes. */
const sign = { src: '/content/sign.svg', alt: 'لافتة حمراء مستديرة', width: 120, height: 120 };

const parts: CandidatePart[] = [
  { id: 't1', type: 'text', html: '<p data-block="0">Lees eerst dit.</p>\n<p data-block="1">Dan dit.</p>', text: 'Lees eerst dit.\n\nDan dit.' },
  { id: 'i1', type: 'image', image: sign, caption: null },
  { id: 'q1', type: 'question', kind: 'single', prompt: 'Wat betekent dit bord?', image: null, points: 1, options: [{ id: 'a', text: 'Verboden' }] },
  { id: 'q2', type: 'question', kind: 'truefalse', prompt: 'Een heftruck heeft voorrang.', image: sign, points: 1, options: [] },
  { id: 'p1', type: 'practical', html: '<p data-block="0">Niet in de test</p>' },
  { id: 't2', type: 'text', html: '<p data-block="0">Einde van het onderdeel.</p>', text: 'Einde van het onderdeel.' },
];

describe('buildSteps', () => {
  it('makes one step per question with the text and images before it; trailing parts go to the last step', () => {
    const { steps, intro } = buildSteps(parts);
    expect(intro).toEqual([]);
    expect(steps.map((s) => s.question.id)).toEqual(['q1', 'q2']);
    expect(steps[0]!.before.map((p) => p.id)).toEqual(['t1', 'i1']);
    expect(steps[1]!.before).toEqual([]);
    expect(steps[1]!.after.map((p) => p.id)).toEqual(['t2']);
  });

  it('shows the parts of a module without questions as an intro', () => {
    expect(buildSteps([parts[0]!]).intro.map((p) => p.id)).toEqual(['t1']);
  });
});

describe('isAnswered', () => {
  it('knows when each kind counts as answered', () => {
    expect(isAnswered(undefined)).toBe(false);
    expect(isAnswered({ kind: 'single', option: 'a' })).toBe(true);
    expect(isAnswered({ kind: 'multiple', options: [] })).toBe(false);
    expect(isAnswered({ kind: 'multiple', options: ['b'] })).toBe(true);
    expect(isAnswered({ kind: 'truefalse', value: false })).toBe(true);
    expect(isAnswered({ kind: 'open', text: '   ' })).toBe(false);
    expect(isAnswered({ kind: 'open', text: 'Handschoenen' })).toBe(true);
  });
});

describe('stepImages and toggleOption', () => {
  it('lists the images of a step with their text alternative in the content language', () => {
    const { steps } = buildSteps(parts);
    expect(stepImages(steps[0])).toEqual([{ key: 'i1', src: sign.src, alt: 'لافتة حمراء مستديرة', width: 120, height: 120 }]);
    expect(stepImages(steps[1]).map((i) => i.key)).toEqual(['q2']);
    expect(stepImages(undefined)).toEqual([]);
  });

  it('keeps chosen options in the order shown', () => {
    expect(toggleOption(['c'], 'a', true, ['a', 'b', 'c'])).toEqual(['a', 'c']);
    expect(toggleOption(['a', 'c'], 'a', false, ['a', 'b', 'c'])).toEqual(['c']);
    expect(toggleOption(['a'], 'a', true, ['a', 'b'])).toEqual(['a']);
  });
});
