import { describe, expect, it } from 'vitest';
import { matchRoute } from '#src/lib/routes';
import { patReaderRoutes } from './pat-pages';

const PAT = '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b';
const MODULE = '0b9d7a40-2a4e-4c55-9b0e-3e2f7d1c8a11';

describe('patReaderRoutes', () => {
  it('gives the spec’s addresses, each matching the candidate route it belongs to', () => {
    expect(patReaderRoutes.choice(PAT)).toBe(`/candidate/pat/selecteer-taal/${PAT}`);
    expect(matchRoute(patReaderRoutes.choice(PAT))?.pattern).toBe('/candidate/pat/selecteer-taal/:id');
    expect(patReaderRoutes.choose('ar', PAT)).toBe(`/candidate/pat/ar/${PAT}`);
    expect(matchRoute(patReaderRoutes.choose('ar', PAT))?.pattern).toBe('/candidate/pat/:langCode/:id');
    expect(patReaderRoutes.overview(PAT)).toBe(`/candidate/pat/${PAT}`);
    expect(patReaderRoutes.module(PAT, 2)).toBe(`/candidate/pat/${PAT}?module=2`);
    expect(patReaderRoutes.reflection(MODULE, PAT)).toBe(`/candidate/pat/module/${MODULE}?pat=${PAT}`);
    expect(matchRoute(`/candidate/pat/module/${MODULE}`)?.pattern).toBe('/candidate/pat/module/:id');
    expect(patReaderRoutes.result(PAT)).toBe(`/candidate/result/${PAT}`);
    expect(matchRoute(patReaderRoutes.result(PAT))?.pattern).toBe('/candidate/result/:id');
    expect(patReaderRoutes.home).toBe('/dashboard/pat');
  });
});
