import { describe, expect, it } from 'vitest';
import { candidateCriterion, farApart, readReflectionForm, reflectionGaps, scoreField, scoreOf } from './reflection';

const criterion = { id: 'c1', name: 'Veilig werken', selfCheck: { nl: 'Ik werk veilig.', en: 'I work safely.', pl: '   ' } };

describe('candidateCriterion', () => {
  it('reads the sentence in the candidate’s language, else the Dutch sentence, else the name, and says which', () => {
    expect(candidateCriterion(criterion, 'en')).toEqual({ id: 'c1', text: 'I work safely.', lang: 'en' });
    expect(candidateCriterion(criterion, 'pl')).toEqual({ id: 'c1', text: 'Ik werk veilig.', lang: 'nl' });
    expect(candidateCriterion(criterion, 'ar')).toEqual({ id: 'c1', text: 'Ik werk veilig.', lang: 'nl' });
    expect(candidateCriterion({ id: 'c2', name: 'Tempo' }, 'en')).toEqual({ id: 'c2', text: 'Tempo', lang: 'nl' });
    expect(candidateCriterion({ id: 'c3', name: 'Tempo', selfCheck: { en: 'I keep pace.' } }, 'tr')).toEqual({ id: 'c3', text: 'Tempo', lang: 'nl' });
  });
});

describe('reflectionGaps', () => {
  const criteria = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
  it('names the criteria without a score, in order, and the keys that are no criterion', () => {
    expect(reflectionGaps(criteria, { a: 1, b: 2, c: 3 })).toEqual({ missing: [], unknown: [] });
    expect(reflectionGaps(criteria, { c: 3, x: 2 })).toEqual({ missing: ['a', 'b'], unknown: ['x'] });
    expect(reflectionGaps(criteria, { a: 1, b: null, c: 4 })).toEqual({ missing: ['b'], unknown: [] });
  });
});

describe('the reflection form', () => {
  const criteria = [{ id: 'a' }, { id: 'b' }];
  it('reads a score 1–4 per criterion and the remark, naming the criteria left open', () => {
    const form = new Map<string, string>([
      [scoreField('a'), '4'],
      [scoreField('b'), '7'],
      [scoreField('x'), '2'],
      ['remark', '  Ging goed.  '],
    ]);
    expect(readReflectionForm(criteria, (n) => form.get(n))).toEqual({ scores: { a: 4 }, missing: ['b'], remark: 'Ging goed.', remarkTooLong: false });
    expect(readReflectionForm(criteria, () => undefined)).toEqual({ scores: {}, missing: ['a', 'b'], remark: '', remarkTooLong: false });
    expect(readReflectionForm(criteria, (n) => (n === 'remark' ? 'x'.repeat(2001) : '1')).remarkTooLong).toBe(true);
  });

  it('takes only the four values as scores', () => {
    expect(['1', '2', '3', '4', ' 3 '].map(scoreOf)).toEqual([1, 2, 3, 4, 3]);
    for (const bad of ['0', '5', '2.5', '', 'drie', null, 3]) expect(scoreOf(bad)).toBeNull();
  });
});

describe('farApart', () => {
  it('marks a criterion where the teachers and the candidate are two points or more apart', () => {
    expect(farApart(4, 2)).toBe(true);
    expect(farApart(1, 4)).toBe(true);
    expect(farApart(3, 2)).toBe(false);
    expect(farApart(3, 3)).toBe(false);
    expect(farApart(null, 1)).toBe(false);
    expect(farApart(4, null)).toBe(false);
  });
});
