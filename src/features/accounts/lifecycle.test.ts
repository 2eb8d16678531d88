import { expect, it } from 'vitest';
import { erasedEmail } from './lifecycle';

it('gives an erased account an address nobody receives mail on', () => {
  expect(erasedEmail('6f1c')).toBe('verwijderd-6f1c@invalid');
});
