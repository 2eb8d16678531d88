import { describe, expect, it } from 'vitest';
import { isStorableText, toStorableText } from './storable-text';

describe('storable text', () => {
  it('keeps ordinary text, accents, Arabic and whole emoji as they are', () => {
    for (const text of ['Ik meld het aan mijn leidinggevende.', 'Çalışan güvenliği', 'سلامة', 'Goed gedaan 👍🏽', '']) {
      expect(isStorableText(text)).toBe(true);
      expect(toStorableText(text)).toBe(text);
    }
  });

  it('drops NUL and replaces half an emoji, so the answer can be saved', () => {
    const cut = 'Klaar 👍'.slice(0, -1); // a text box's maxlength can cut an emoji in half
    expect(isStorableText(cut)).toBe(false);
    expect(toStorableText(cut)).toBe('Klaar \ufffd');
    expect(toStorableText('a\u0000b\udc00c')).toBe('ab\ufffdc');
    expect(isStorableText(toStorableText('a\u0000b\udc00c\ud800'))).toBe(true);
  });
});
