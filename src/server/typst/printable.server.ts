/**
 * Text as the report PDF can print it. A tagged PDF/UA-1 file may not show a character without a glyph (ISO 14289-1
 * 7.21.7), so Typst refuses the whole file when a text holds one — a teacher's 👍, a name in Chinese characters, a
 * control character pasted from another program. Rather than make a report impossible to finalise, such characters
 * are replaced: every character the report's font (DejaVu Sans, `fontDir` of features/manual/manual.server.ts) has
 * stays, invisible formatting characters it lacks (variation selectors, U+FEFF) are dropped, control characters other
 * than line breaks and tabs are dropped, bidi embeddings, overrides and isolates are dropped (they would turn text
 * around), and any other character becomes U+FFFD '�'. Only the regular face counts,
 * so the result does not depend on fonts installed on the machine.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { printableLines } from '#src/lib/plain-text';
import { fontDir } from '#src/server/typst/fonts.server';

/** Shown instead of a character the font cannot show. */
export const REPLACEMENT = '\uFFFD';

/** Typst refuses this one in PDF/UA-1 even where a font maps it ('disallowed codepoint'). */
const BYTE_ORDER_MARK = 0xfeff;

let covered: Set<number> | null = null;

/**
 * The code points a TrueType/OpenType font maps to a glyph other than .notdef, read from its `cmap` table (Unicode
 * subtables: platform 0, or 3 with encoding 1 or 10; formats 4 and 12, OpenType spec "cmap").
 * @throws Error when the file has no cmap table.
 */
export function fontCodePoints(font: Buffer): Set<number> {
  const tables = font.readUInt16BE(4);
  let cmap = -1;
  for (let i = 0; i < tables; i++) {
    const record = 12 + 16 * i;
    if (font.toString('latin1', record, record + 4) === 'cmap') cmap = font.readUInt32BE(record + 8);
  }
  if (cmap < 0) throw new Error('Het lettertype heeft geen cmap-tabel.');
  const points = new Set<number>();
  const subtables = font.readUInt16BE(cmap + 2);
  for (let i = 0; i < subtables; i++) {
    const record = cmap + 4 + 8 * i;
    const platform = font.readUInt16BE(record);
    const encoding = font.readUInt16BE(record + 2);
    if (!(platform === 0 || (platform === 3 && (encoding === 1 || encoding === 10)))) continue;
    const table = cmap + font.readUInt32BE(record + 4);
    const format = font.readUInt16BE(table);
    if (format === 4) {
      const segments2 = font.readUInt16BE(table + 6);
      const ends = table + 14;
      const starts = ends + segments2 + 2;
      const deltas = starts + segments2;
      const offsets = deltas + segments2;
      for (let s = 0; s < segments2; s += 2) {
        const end = font.readUInt16BE(ends + s);
        const start = font.readUInt16BE(starts + s);
        const delta = font.readInt16BE(deltas + s);
        const offset = font.readUInt16BE(offsets + s);
        for (let c = start; c <= end && c !== 0xffff; c++) {
          const index = offset === 0 ? c : font.readUInt16BE(offsets + s + offset + 2 * (c - start));
          if (offset !== 0 && index === 0) continue;
          if (((index + delta) & 0xffff) !== 0) points.add(c);
        }
      }
    } else if (format === 12) {
      const groups = font.readUInt32BE(table + 12);
      for (let g = 0; g < groups; g++) {
        const group = table + 16 + 12 * g;
        const start = font.readUInt32BE(group);
        const end = font.readUInt32BE(group + 4);
        const glyph = font.readUInt32BE(group + 8);
        for (let c = start; c <= end; c++) if (glyph + (c - start) !== 0) points.add(c);
      }
    }
  }
  return points;
}

/** The code points of DejaVu Sans (regular), read once per process. */
function coverage(): Set<number> {
  covered ??= fontCodePoints(readFileSync(join(fontDir(), 'DejaVuSans.ttf')));
  return covered;
}

const CONTROL = /\p{Cc}/u;
const INVISIBLE = /\p{Default_Ignorable_Code_Point}/u;

/**
 * `text` with every character the report's font cannot show replaced or dropped (see the module's comment), and
 * without the characters no stored text should hold (lib/plain-text.ts `printableLines`: control characters, bidi
 * embeddings, overrides and isolates, which would print the rest of a line backwards; docs/decisions/040); every kind
 * of line ending becomes '\n'. Other text the font covers comes back unchanged.
 * @example printableText('Goed gedaan 👍') // 'Goed gedaan �'
 */
export function printableText(text: string): string {
  const font = coverage();
  let out = '';
  for (const char of printableLines(text)) {
    const point = char.codePointAt(0)!;
    if (char === '\n' || char === '\t') out += char;
    else if (point === BYTE_ORDER_MARK || CONTROL.test(char)) continue;
    else if (font.has(point)) out += char;
    else if (!INVISIBLE.test(char)) out += REPLACEMENT;
  }
  return out;
}
