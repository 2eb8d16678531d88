import { describe, expect, it } from 'vitest';
import { confirmationMatches, erasureVerdict } from './rules';

describe('erasureVerdict (who may erase whom)', () => {
  const person = (role: string, id = 'p') => ({ id, role });
  it('lets nobody erase themselves', () => {
    expect(erasureVerdict({ id: 'a', role: 'Admin' }, person('Admin', 'a'))).toBe('self');
    expect(erasureVerdict({ id: 'c', role: 'Coordinator' }, person('Coordinator', 'c'))).toBe('self');
  });
  it('lets an admin erase every role', () => {
    for (const role of ['Admin', 'Coordinator', 'Teacher', 'ContactPerson', 'User']) {
      expect(erasureVerdict({ id: 'a', role: 'Admin' }, person(role))).toBe('allowed');
    }
  });
  it('lets a coordinator erase candidates and contact persons only', () => {
    const coordinator = { id: 'c', role: 'Coordinator' } as const;
    expect(erasureVerdict(coordinator, person('User'))).toBe('allowed');
    expect(erasureVerdict(coordinator, person('ContactPerson'))).toBe('allowed');
    for (const role of ['Admin', 'Coordinator', 'Teacher']) expect(erasureVerdict(coordinator, person(role))).toBe('not-allowed');
  });
  it('lets no other role erase anyone', () => {
    for (const role of ['Teacher', 'ContactPerson', 'User'] as const) expect(erasureVerdict({ id: 'x', role }, person('User'))).toBe('not-allowed');
  });
});

describe('confirmationMatches', () => {
  it('accepts the name however it is capitalised, accented or spaced', () => {
    expect(confirmationMatches('José García', 'José García')).toBe(true);
    expect(confirmationMatches('  jose   garcia ', 'José García')).toBe(true);
    expect(confirmationMatches('AYŞE YILMAZ', 'Ayşe Yılmaz')).toBe(false);
    expect(confirmationMatches('ayşe yılmaz', 'Ayşe Yılmaz')).toBe(true);
  });
  it('refuses another or an empty text', () => {
    expect(confirmationMatches('José', 'José García')).toBe(false);
    expect(confirmationMatches('', '')).toBe(false);
    expect(confirmationMatches('', 'José García')).toBe(false);
  });
});
