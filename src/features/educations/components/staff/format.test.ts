import { describe, expect, it } from 'vitest';
import { educationNotice, educationPath, sectionOfMissing } from './format';

describe('the education screens’ helpers', () => {
  it('leads each item the API still misses to the section that fixes it', () => {
    expect(sectionOfMissing('Voeg minstens één les met een locatie toe.')).toBe('location');
    expect(sectionOfMissing('Kies minstens één module.')).toBe('modules');
    expect(sectionOfMissing('Kies minstens één docent.')).toBe('teachers');
    expect(sectionOfMissing('Iets anders.')).toBeNull();
  });

  it('writes the pages of an education', () => {
    expect(educationPath('abc')).toBe('/cp/education/abc');
    expect(educationPath('abc', 'candidates')).toBe('/cp/education/abc/planning/candidates');
  });

  it('says what a post did, but not while a confirmation is asked', () => {
    expect(educationNotice(new URLSearchParams('aangemaakt=1'))).toBe('De opleiding is aangemaakt. Kies nu het lesrooster.');
    expect(educationNotice(new URLSearchParams('klaar=rooster'))).toBe('Het lesrooster is opgeslagen.');
    expect(educationNotice(new URLSearchParams('klaar=rooster&bevestig=archiveren'))).toBeNull();
    expect(educationNotice(new URLSearchParams('klaar=toString'))).toBeNull();
  });
});
