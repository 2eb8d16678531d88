import { describe, expect, it } from 'vitest';
import { doneUrl, patNotice } from './pat-actions';

describe('notices after a post', () => {
  it('turns the redirect key into its Dutch notice', () => {
    expect(doneUrl('/cp/pat/1/planning/location', 'dagen')).toBe('/cp/pat/1/planning/location?klaar=dagen');
    expect(patNotice(new URLSearchParams('klaar=dagen'))).toBe('De dagen zijn opgeslagen.');
    expect(patNotice(new URLSearchParams('aangemaakt=1'))).toBe('De PAT is aangemaakt. Kies nu de dagen en de locatie.');
  });

  it('says nothing for an unknown key, an inherited property or while a question is asked', () => {
    expect(patNotice(new URLSearchParams('klaar=toString'))).toBeNull();
    expect(patNotice(new URLSearchParams('klaar=iets'))).toBeNull();
    expect(patNotice(new URLSearchParams('klaar=dagen&bevestig=archiveren'))).toBeNull();
  });
});
