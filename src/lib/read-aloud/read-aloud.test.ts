import { describe, expect, it } from 'vitest';
import { locateRange, wordRange } from './read-aloud';

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
