import { describe, expect, it } from 'vitest';
import { safeCount, unsentView } from './unsent';

describe('unsentView', () => {
  it('disables closing with the message while answers are unsent', () => {
    expect(unsentView(2)).toEqual({ disabled: true, message: expect.stringMatching(/^Nog niet alle antwoorden zijn opgeslagen/) });
    expect(unsentView(0)).toEqual({ disabled: false, message: null });
  });
});

describe('safeCount', () => {
  it('passes the count through', async () => {
    expect(await safeCount(async (id) => (id === 'a1' ? 3 : 0), 'a1')).toBe(3);
  });

  it('reads a broken store or nonsense as nothing unsent', async () => {
    expect(await safeCount(() => Promise.reject(new Error('no IndexedDB')), 'a1')).toBe(0);
    expect(await safeCount(async () => Number.NaN, 'a1')).toBe(0);
    expect(await safeCount(async () => -1, 'a1')).toBe(0);
  });
});
