import { describe, expect, it } from 'vitest';
import { isFiltered, quizDetailPath, quizListParams, quizListQuery, suggestedProfession } from './quiz-list';

const at = (query: string) => new URL(`http://x.test/cp/beroepen-quiz/prospects${query}`);

describe('quizListParams', () => {
  it('reads the search, the area and the page from the address', () => {
    expect(quizListParams(at('?q=+Rana+&gebied=s&page=2'))).toEqual({ q: 'Rana', area: 'S', page: 2 });
    expect(quizListQuery(quizListParams(at('?q=Rana&gebied=S&page=2')))).toEqual({ q: 'Rana', area: 'S', page: 2 });
  });

  it('drops what the API would refuse, so a tampered link shows the whole list', () => {
    expect(quizListParams(at('?gebied=X&page=-1'))).toEqual({ q: '', area: '', page: 1 });
    expect(quizListParams(at(`?q=${'a'.repeat(150)}`)).q).toHaveLength(100);
    expect(quizListQuery(quizListParams(at('')))).toEqual({ page: 1 });
    expect(isFiltered(quizListParams(at('')))).toBe(false);
    expect(isFiltered(quizListParams(at('?gebied=C')))).toBe(true);
  });
});

describe('paths and the suggested profession', () => {
  it('builds the screens of both portals', () => {
    expect(quizDetailPath('docent', 'candidates', 'abc')).toBe('/docent/beroepen-quiz/candidates/abc');
    expect(quizDetailPath('cp', 'prospects', 'a/b')).toBe('/cp/beroepen-quiz/prospects/a%2Fb');
  });

  it('preselects the best match the select offers, else none', () => {
    expect(suggestedProfession([{ id: 'p1' }, { id: 'p2' }], ['p2', 'p3'])).toBe('p2');
    expect(suggestedProfession([{ id: 'p1' }], ['p3'])).toBe('');
  });
});
