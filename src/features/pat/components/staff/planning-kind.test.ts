import { describe, expect, it } from 'vitest';
import { sectionOfMissing } from './planning-kind';

describe('the checklist', () => {
  it('links each missing item of the API to the section that fixes it', () => {
    expect(sectionOfMissing('Voeg minstens één dag met een locatie toe.')).toBe('location');
    expect(sectionOfMissing('Kies minstens één module.')).toBe('modules');
    expect(sectionOfMissing('Plan minstens één kandidaat in.')).toBe('candidates');
    expect(sectionOfMissing('Kies een docent voor ‘Kandidaten begeleiden’ op 2026-12-01.')).toBe('teachers');
    expect(sectionOfMissing('Kies een tweede beoordelaar voor ‘Orderpicken’ op 2026-12-01.')).toBe('teachers');
    expect(sectionOfMissing('Iets anders.')).toBeNull();
  });
});
