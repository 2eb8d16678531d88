import { describe, expect, it } from 'vitest';
import { safeReturnTo, signInPath } from './return-to';

describe('safeReturnTo', () => {
  it('keeps a path and query on this site, without the fragment', () => {
    expect(safeReturnTo('/cp/pat/12/planning/teachers?klaar=1#form')).toBe('/cp/pat/12/planning/teachers?klaar=1');
    expect(safeReturnTo('/dashboard/test/5?module=2')).toBe('/dashboard/test/5?module=2');
  });

  it('refuses anything that could lead to another site or is not a page to return to', () => {
    for (const bad of ['', 'https://evil.example/', '//evil.example/x', '/\\evil.example', 'cp/admin', '/cp\n/admin', 'javascript:alert(1)', '/login', '/login?returnTo=%2Fcp', '/logout', `/${'a'.repeat(1_000)}`]) {
      expect(safeReturnTo(bad), bad).toBeNull();
    }
    expect(safeReturnTo(null)).toBeNull();
  });
});

describe('signInPath', () => {
  it('names the page to come back to, encoded', () => {
    expect(signInPath('/dashboard/test/5?module=2')).toBe('/login?returnTo=%2Fdashboard%2Ftest%2F5%3Fmodule%3D2');
  });

  it('is plain /login without a safe path', () => {
    expect(signInPath('//evil.example')).toBe('/login');
    expect(signInPath('/')).toBe('/login');
    expect(signInPath(undefined)).toBe('/login');
  });
});
