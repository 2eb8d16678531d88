/** The addresses of the teacher's evaluation page of an education: the grid, a form, and which a page address asks for. */
import { describe, expect, it } from 'vitest';
import { evaluateHref, formAsked } from './evaluate';

const E = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';

describe('evaluation addresses', () => {
  it('give the grid without parameters and a form with module and candidate, in that order', () => {
    expect(evaluateHref(E)).toBe(`/docent/opleiding/candidate/evaluate/${E}`);
    expect(evaluateHref(E, { moduleId: 'm 1', candidateId: 'k-1' })).toBe(`/docent/opleiding/candidate/evaluate/${E}?module=m+1&candidate=k-1`);
  });

  it('ask for a form only with both module and candidate', () => {
    expect(formAsked(new URLSearchParams('module=m-1&candidate=k-1'))).toEqual({ moduleId: 'm-1', candidateId: 'k-1' });
    expect(formAsked(new URLSearchParams('module=m-1'))).toBeNull();
    expect(formAsked(new URLSearchParams('module=&candidate=k-1'))).toBeNull();
    expect(formAsked(new URLSearchParams(''))).toBeNull();
  });
});
