import { describe, expect, it } from 'vitest';
import { afterRemoval } from './focus';

describe('afterRemoval', () => {
  it('is the next item, else the previous one', () => {
    expect(afterRemoval(['a', 'b', 'c'], 0)).toBe('b');
    expect(afterRemoval(['a', 'b', 'c'], 1)).toBe('c');
    expect(afterRemoval(['a', 'b', 'c'], 2)).toBe('b');
  });

  it('is undefined when the only item goes', () => {
    expect(afterRemoval(['a'], 0)).toBeUndefined();
    expect(afterRemoval([], 0)).toBeUndefined();
  });
});
