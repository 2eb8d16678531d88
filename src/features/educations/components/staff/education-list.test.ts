import { describe, expect, it } from 'vitest';
import { educationListParams, educationListQuery, isFiltered } from './education-list';

describe('the education list parameters', () => {
  it('reads search, state and page from the address and asks the API only for what is set', () => {
    const params = educationListParams(new URL('https://x.test/cp/education?q=+Magazijn+&status=in_progress&page=2'));
    expect(params).toEqual({ q: 'Magazijn', state: 'in_progress', page: 2 });
    expect(educationListQuery(params)).toEqual({ q: 'Magazijn', state: 'in_progress', page: 2 });
    expect(isFiltered(params)).toBe(true);
  });

  it('drops a state the API would refuse, so the whole list shows', () => {
    const params = educationListParams(new URL('https://x.test/cp/education?status=planned'));
    expect(params).toEqual({ q: '', state: '', page: 1 });
    expect(educationListQuery(params)).toEqual({ page: 1 });
    expect(isFiltered(params)).toBe(false);
  });
});
