import { describe, expect, it } from 'vitest';
import { isFiltered, patListParams, patListQuery } from './pat-list';

describe('the PAT list parameters', () => {
  it('reads search, state and page, and asks the API only for what is set', () => {
    const params = patListParams(new URL('http://x/cp/pat?q=%20magazijn%20&status=planned&page=3'));
    expect(params).toEqual({ q: 'magazijn', state: 'planned', page: 3 });
    expect(patListQuery(params)).toEqual({ q: 'magazijn', state: 'planned', page: 3 });
    expect(isFiltered(params)).toBe(true);
  });

  it('drops an unknown state and nonsense pages, and cuts a long search to 100 characters', () => {
    const params = patListParams(new URL(`http://x/cp/pat?status=kapot&page=-2&q=${'a'.repeat(150)}`));
    expect(params.state).toBe('');
    expect(params.page).toBe(1);
    expect(params.q).toHaveLength(100);
    expect(patListQuery({ q: '', state: '', page: 1 })).toEqual({ page: 1 });
    expect(isFiltered({ q: '', state: '', page: 2 })).toBe(false);
  });
});
