import { describe, expect, it } from 'vitest';
import type { AnswerValue } from '#src/features/content/model';
import { memoryStore } from '#src/lib/device-sync/storage';
import { hasUnsentAnswers, safeCount, unsentView } from './unsent';

const open = (text: string): AnswerValue => ({ kind: 'open', text });

describe('unsentView', () => {
  it('disables closing with the page’s message while answers are unsent', () => {
    const text = 'Not all answers are saved yet.';
    expect(unsentView(2, text)).toEqual({ disabled: true, message: text });
    expect(unsentView(0, text)).toEqual({ disabled: false, message: null });
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

describe('hasUnsentAnswers', () => {
  it('says whether the device still holds answers for the attempt', async () => {
    const store = memoryStore<AnswerValue>();
    expect(await hasUnsentAnswers('a1', store)).toBe(false);
    await store.put('a1', 'q1', { value: open('x'), seq: 1 });
    expect(await hasUnsentAnswers('a1', store)).toBe(true);
  });
});
