import { describe, expect, it } from 'vitest';
import { checkPoints, clearSavedParams, readSaved, readScorePost, safeId, savedParams, savedText } from './score-form';

const post = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  return form;
};

describe('readScorePost', () => {
  it('reads a scoring post and ignores other posts', () => {
    expect(readScorePost(post({ intent: 'score', attemptId: ' a1 ', questionId: 'q-open', points: ' 3 ', max: '4' }))).toEqual({
      attemptId: 'a1',
      questionId: 'q-open',
      points: '3',
      max: 4,
      candidate: '',
    });
    expect(readScorePost(post({ intent: 'reply', body: 'x' }))).toBeNull();
    expect(readScorePost(null)).toBeNull();
    expect(readScorePost(post({ intent: 'score', max: 'veel' }))?.max).toBeNull();
  });
});

describe('checkPoints', () => {
  it('wants a whole number from 0 to the maximum', () => {
    expect(checkPoints('', 4)).toEqual({ error: 'Vul het aantal punten in.' });
    expect(checkPoints('5', 4)).toEqual({ error: 'Vul een heel getal in van 0 tot en met 4.' });
    expect(checkPoints('-1', 4)).toMatchObject({ error: expect.any(String) });
    expect(checkPoints('2.5', 4)).toMatchObject({ error: expect.any(String) });
    expect(checkPoints('0', 4)).toEqual({ points: 0 });
    expect(checkPoints('4', 4)).toEqual({ points: 4 });
  });
});

describe('saved score across the redirect', () => {
  it('round-trips through the query and says what was saved', () => {
    const saved = { attemptId: 'a1', questionId: 'q', points: 3, max: 4, final: true, candidate: 'Sven Kuipers' };
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries(savedParams(saved))) if (v !== null) params.set(k, v);
    expect(readSaved(params)).toEqual(saved);
    expect(savedText(saved)).toMatch(/^Opgeslagen voor Sven Kuipers: 3 van 4 punten\. Alle open antwoorden .* definitief/);
    expect(savedText({ ...saved, final: false, candidate: '' })).toBe('Opgeslagen: 3 van 4 punten.');
    expect(Object.values(clearSavedParams()).every((v) => v === null)).toBe(true);
  });

  it('ignores an incomplete or nonsense query', () => {
    expect(readSaved(new URLSearchParams('scored=a1&points=x&max=4'))).toBeNull();
    expect(readSaved(new URLSearchParams('points=1&max=4'))).toBeNull();
  });
});

describe('safeId', () => {
  it('keeps letters, digits, - and _ only', () => {
    expect(safeId('a1', 'q 1/<x>')).toBe('a1-q_1__x_');
  });
});
