import { describe, expect, it } from 'vitest';
import { paragraphsOf } from './reading';

describe('paragraphsOf', () => {
  it('splits the text at empty lines and keeps line breaks inside a paragraph', () => {
    expect(paragraphsOf('Eerste regel\ntweede regel\n\n\n  Nieuwe alinea  \r\n \r\nDerde')).toEqual(['Eerste regel\ntweede regel', 'Nieuwe alinea', 'Derde']);
  });

  it('has no paragraphs for an empty or blank text', () => {
    expect(paragraphsOf('')).toEqual([]);
    expect(paragraphsOf(' \n\n ')).toEqual([]);
  });
});
