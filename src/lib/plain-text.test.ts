/** The character rules of text fields and their print-safe forms (plain-text.ts; docs/decisions/040). */
import { describe, expect, it } from 'vitest';
import { breakLongWords, isMultiLineText, isSingleLineText, LONGEST_UNBROKEN, printableLine, printableLines } from './plain-text';

/** Every code point of C0, DEL and C1. */
const CONTROLS = [...Array.from({ length: 32 }, (_, i) => i), ...Array.from({ length: 33 }, (_, i) => 0x7f + i)].map((c) => String.fromCharCode(c));
const BIDI_CONTROLS = ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069'];

describe('isSingleLineText', () => {
  it('accepts names and addresses in any script, with the bidi marks phone keyboards insert', () => {
    for (const text of ['Gemeente Voorbeeldstad <Werk & Inkomen>', 'Ayşe Yılmaz', 'Олена Коваленко', 'يوسف حداد\u200F', 'Noord\u200E-Holland', 'ZWJ 👩\u200D💻', 'می\u200Cخواهم', '']) {
      expect(isSingleLineText(text), JSON.stringify(text)).toBe(true);
    }
  });

  it('refuses every control character (tab and line breaks included), the separators, bidi controls and U+FEFF', () => {
    for (const char of [...CONTROLS, '\u2028', '\u2029', ...BIDI_CONTROLS, '\uFEFF']) {
      expect(isSingleLineText(`Acme${char}B.V.`), `U+${char.charCodeAt(0).toString(16)}`).toBe(false);
    }
  });
});

describe('isMultiLineText', () => {
  it('accepts tabs and line breaks (LF, CR LF)', () => {
    expect(isMultiLineText('Regel 1\r\nRegel 2\n\tingesprongen')).toBe(true);
  });

  it('refuses the other control characters, the separators, bidi controls and U+FEFF', () => {
    const allowed = new Set(['\t', '\n', '\r']);
    for (const char of [...CONTROLS.filter((c) => !allowed.has(c)), '\u2028', '\u2029', ...BIDI_CONTROLS, '\uFEFF']) {
      expect(isMultiLineText(`Notitie${char}tekst`), `U+${char.charCodeAt(0).toString(16)}`).toBe(false);
    }
  });
});

describe('printableLine and printableLines', () => {
  it('make a stored one-line text one line in logical order: line breaks and tabs a space, the rest dropped', () => {
    expect(printableLine('Acme\u000BB.V. \u202Eabc\u202C')).toBe('Acme B.V. abc');
    expect(printableLine('Twee\r\n\r\nregels\u2028en\tmeer\u0007')).toBe('Twee regels en meer');
    expect(printableLine('يوسف\u200F حداد')).toBe('يوسف\u200F حداد');
  });

  it('keep the lines of a stored multi-line text as \\n and drop the rest', () => {
    expect(printableLines('a\r\nb\rc\u000Bd\u2028e\u2029f\u0085g')).toBe('a\nb\nc\nd\ne\nf\ng');
    expect(printableLines('\tinspringen \u2066X\u2069\u0000\uFEFF')).toBe('\tinspringen X');
  });

  it('leave clean text as it is', () => {
    const text = 'Gewoon een zin, met «tekens» & cijfers: 12.';
    expect(printableLine(text)).toBe(text);
    expect(printableLines(text)).toBe(text);
  });
});

describe('breakLongWords', () => {
  it(`puts a zero width space after every ${LONGEST_UNBROKEN} characters of a longer word, and leaves shorter words alone`, () => {
    const word = 'x'.repeat(3000);
    const broken = breakLongWords(`Kort ${word} ook kort`);
    expect(broken.replace(/\u200B/g, '')).toBe(`Kort ${word} ook kort`);
    const pieces = broken.split(' ')[1]!.split('\u200B');
    expect(pieces).toHaveLength(100);
    expect(pieces.every((piece) => piece.length === LONGEST_UNBROKEN)).toBe(true);
    expect(breakLongWords('a'.repeat(LONGEST_UNBROKEN))).toBe('a'.repeat(LONGEST_UNBROKEN));
  });

  it('never splits a character outside the Basic Multilingual Plane', () => {
    const emoji = '😀'.repeat(40);
    const pieces = breakLongWords(emoji).split('\u200B');
    expect(pieces.map((piece) => [...piece].length)).toEqual([30, 10]);
    expect(pieces.join('')).toBe(emoji);
  });
});
