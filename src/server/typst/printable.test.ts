/**
 * Text as the report PDF can print it (PDF/UA-1 forbids characters without a glyph): what DejaVu Sans shows stays,
 * the rest is replaced or dropped.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fontDir } from '#src/server/typst/fonts.server';
import { fontCodePoints, printableText, REPLACEMENT } from './printable.server';

describe('printableText', () => {
  it('keeps the platform languages, punctuation and line breaks as they are', () => {
    const text = 'Małgorzata Łężak · Gülşen Işık · Олександра · فاطمة · שלום · “€ 12,50” – ✓\n\tvolgende regel';
    expect(printableText(text)).toBe(text);
  });

  it('replaces characters the font lacks and drops control characters and invisible ones it lacks', () => {
    expect(printableText('Goed 👍 王伟 ሰላም')).toBe(`Goed ${REPLACEMENT} ${REPLACEMENT}${REPLACEMENT} ${REPLACEMENT.repeat(3)}`);
    expect(printableText('a\u0000b\u0007c\ufeffd\r\ne\rf')).toBe('abcd\ne\nf');
    expect(printableText('\ud800x')).toBe(`${REPLACEMENT}x`);
  });

  it('drops bidi embeddings, overrides and isolates and makes every line break a line feed', () => {
    expect(printableText('a\u202Eb\u202Cc \u2066d\u2069 e\u000Bf\u2028g\u0085h')).toBe('abc d e\nf\ng\nh');
    expect(printableText('فاطمة\u200F 12')).toBe('فاطمة\u200F 12');
  });
});

describe('fontCodePoints', () => {
  it('reads which characters DejaVu Sans has', () => {
    const points = fontCodePoints(readFileSync(join(fontDir(), 'DejaVuSans.ttf')));
    expect(points.has('A'.codePointAt(0)!)).toBe(true);
    expect(points.has('ع'.codePointAt(0)!)).toBe(true);
    expect(points.has('😀'.codePointAt(0)!)).toBe(true);
    expect(points.has('王'.codePointAt(0)!)).toBe(false);
    expect(points.has(0)).toBe(false);
  });
});
