import { describe, expect, it } from 'vitest';
import type { ReaderPart } from '#src/features/assessment/contract';
import { readerSteps, stepHref, stepIndex, stepSegments } from './steps';

const text = (id: string, ...paragraphs: string[]): ReaderPart => ({
  id,
  type: 'text',
  html: paragraphs.map((p, i) => `<p data-block="${i}">${p}</p>`).join('\n'),
  text: paragraphs.join('\n\n'),
});
const image = (id: string, alt = 'Een pallettruck', caption: string | null = null): ReaderPart => ({
  id,
  type: 'image',
  image: { src: `/content/${id}.svg`, alt, width: 400, height: 300 },
  caption,
});
const practical = (id: string, instruction: string): ReaderPart => ({ id, type: 'practical', html: `<p data-block="0">${instruction}</p>`, text: instruction });

const ids = (steps: ReturnType<typeof readerSteps>) => steps.map((s) => s.parts.map((p) => p.id));

describe('readerSteps', () => {
  it('begins a step at every text and practical part and keeps an image with the text before it', () => {
    const steps = readerSteps([text('t1', 'Veilig werken.'), image('i1'), text('t2', 'De pallettruck.'), practical('p1', 'Verplaats de pallet.'), image('i2')]);
    expect(ids(steps)).toEqual([['t1', 'i1'], ['t2'], ['p1', 'i2']]);
    expect(steps.map((s) => s.practical)).toEqual([false, false, true]);
  });

  it('shows practical instructions as a text part, so the player’s blocks and read-aloud take them as they are', () => {
    const [step] = readerSteps([practical('p1', 'Loop de vluchtroute.')]);
    expect(step?.parts).toEqual([{ id: 'p1', type: 'text', html: '<p data-block="0">Loop de vluchtroute.</p>', text: 'Loop de vluchtroute.' }]);
  });

  it('puts images before the first text on the first step, and a module of images only on one step', () => {
    expect(ids(readerSteps([image('i1'), image('i2'), text('t1', 'Uitleg.')]))).toEqual([['i1', 'i2', 't1']]);
    expect(ids(readerSteps([image('i1'), image('i2')]))).toEqual([['i1', 'i2']]);
    expect(readerSteps([])).toEqual([]);
  });
});

describe('stepSegments', () => {
  it('reads every paragraph, image description and caption of the step in order, each tied to its element', () => {
    const [step] = readerSteps([practical('p1', 'Scan eerst je locatie.'), image('i1', 'Een handscanner', 'De scanner')]);
    expect(stepSegments(step)).toEqual([
      { key: 'p:p1:0', text: 'Scan eerst je locatie.', words: true },
      { key: 'img:i1', text: 'Een handscanner', words: false },
      { key: 'cap:i1', text: 'De scanner', words: true },
    ]);
    const [two] = readerSteps([text('t1', 'Eerst dit.', 'Dan dat.')]);
    expect(stepSegments(two).map((s) => s.text)).toEqual(['Eerst dit.', 'Dan dat.']);
    expect(stepSegments(undefined)).toEqual([]);
  });
});

describe('stepIndex and stepHref', () => {
  it('opens the step of ?stap= (from 1), clamped, and the first for anything else', () => {
    expect(stepIndex('2', 3)).toBe(1);
    expect(stepIndex('9', 3)).toBe(2);
    expect(stepIndex('0', 3)).toBe(0);
    expect(stepIndex(null, 3)).toBe(0);
    expect(stepIndex('twee', 3)).toBe(0);
    expect(stepIndex('-1', 3)).toBe(0);
    expect(stepIndex('2', 0)).toBe(0);
  });

  it('links a step as the module’s address with ?stap= from 1', () => {
    expect(stepHref('/candidate/pat/abc?module=2', 0)).toBe('/candidate/pat/abc?module=2&stap=1');
  });
});
