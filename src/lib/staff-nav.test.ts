import { describe, expect, it } from 'vitest';
import { staffNavItem } from './staff-nav';

describe('staffNavItem', () => {
  it('puts the PAT results under PAT, not under Gebruikers', () => {
    expect(staffNavItem('/cp/user/candidate/pat-resultaten')).toBe('pat');
    expect(staffNavItem('/cp/user/candidate/pat-resultaten/')).toBe('pat');
  });

  it('keeps the other person pages under Gebruikers', () => {
    expect(staffNavItem('/cp/users/candidate')).toBe('users');
    expect(staffNavItem('/cp/user/8f0c/pat/12/progress')).toBe('users');
    expect(staffNavItem('/cp/user/8f0c/rapportage/3')).toBe('users');
    expect(staffNavItem('/cp/profile/8f0c')).toBe('users');
  });

  it('matches whole path segments only', () => {
    expect(staffNavItem('/cp/pat/4/planning/teachers')).toBe('pat');
    expect(staffNavItem('/cp/patterns')).toBeNull();
    expect(staffNavItem('/cp/user/candidate/pat-resultatenlijst')).toBe('users');
  });

  it('gives each area its item and unknown pages none', () => {
    expect(staffNavItem('/cp/admin')).toBe('home');
    expect(staffNavItem('/cp/test/5/edit')).toBe('tests');
    expect(staffNavItem('/cp/education/2')).toBe('educations');
    expect(staffNavItem('/cp/license/7')).toBe('licences');
    expect(staffNavItem('/cp/mail')).toBe('mail');
    expect(staffNavItem('/cp/audit')).toBe('audit');
    expect(staffNavItem('/docent/overzicht')).toBeNull();
  });
});
