import { describe, expect, it } from 'vitest';
import { candidatePageOf } from './candidate-page';

const ID = '3f6c1a2e-8d4b-4c7a-9e21-0b5d6f7a8c90';

describe('candidatePageOf', () => {
  it('links staff to /cp/user/{id}', () => {
    expect(candidatePageOf('Admin', ID)).toBe(`/cp/user/${ID}`);
    expect(candidatePageOf('Coordinator', ID)).toBe(`/cp/user/${ID}`);
  });

  it('links a contact person to /contactperson/kandidaat/{id}', () => {
    expect(candidatePageOf('ContactPerson', ID)).toBe(`/contactperson/kandidaat/${ID}`);
  });

  it('gives teachers and candidates no page about a candidate', () => {
    expect(candidatePageOf('Teacher', ID)).toBeNull();
    expect(candidatePageOf('User', ID)).toBeNull();
  });

  it('encodes the id as one path segment', () => {
    expect(candidatePageOf('ContactPerson', 'a/b?c')).toBe('/contactperson/kandidaat/a%2Fb%3Fc');
  });
});
