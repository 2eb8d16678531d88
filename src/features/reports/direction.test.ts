import { describe, expect, it } from 'vitest';
import { textDirection } from './direction';

describe('textDirection', () => {
  it('is right to left for Arabic and Hebrew, also after digits and punctuation', () => {
    expect(textDirection('أعمل بدقة')).toBe('rtl');
    expect(textDirection('12. «שלום»')).toBe('rtl');
  });
  it('is left to right for Latin, Cyrillic and text without letters', () => {
    expect(textDirection('Ik werk nauwkeurig, شكرا')).toBe('ltr');
    expect(textDirection('Працюю акуратно')).toBe('ltr');
    expect(textDirection('123 — !')).toBe('ltr');
    expect(textDirection('')).toBe('ltr');
  });
});
