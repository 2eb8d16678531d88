/**
 * The candidate manual (docs/decisions/021-candidate-manual.md): its texts in six languages say the same things,
 * its screenshots are there, and the committed PDFs behind the 'Handleiding' link are tagged PDFs in the right
 * language, made from the current texts.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDocument, type PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { manualUrlFor } from '#src/config.server';
import type { Language } from '#src/lib/i18n/locales';
import { compileManual, createManualCompiler, MANUAL_LANGUAGES, pdfFile, readManualTexts, screenFile } from './manual.server';
import { SCREENS, screensOf, type ManualBlock, type ManualTexts } from './texts';

const texts = Object.fromEntries(MANUAL_LANGUAGES.map((l) => [l, readManualTexts(l)])) as Record<Language, ManualTexts>;

/**
 * What a translation keeps of the Dutch source: per chapter its sections and screenshots, in order. Sentences and
 * steps may differ (a translation says, for instance, that the sign-in page is in Dutch).
 */
const shape = (t: ManualTexts) =>
  [t.intro, ...t.chapters.map((c) => c.blocks)].map((blocks) =>
    blocks.flatMap((b) => ('screen' in b ? [`screen:${b.screen}`] : 'heading' in b ? ['heading'] : [])),
  );

/** Every text of a language, for checks on all of them. */
function allTexts(t: ManualTexts): string[] {
  const ofBlock = (b: ManualBlock): string[] =>
    'text' in b ? [b.text] : 'steps' in b ? b.steps : 'items' in b ? b.items : 'heading' in b ? [b.heading] : 'notice' in b ? [b.notice] : [b.alt];
  return [t.title, t.subtitle, ...t.intro.flatMap(ofBlock), ...t.chapters.flatMap((c) => [c.title, ...c.blocks.flatMap(ofBlock)])];
}

describe('the texts', () => {
  it.each(MANUAL_LANGUAGES)('%s has the chapters, sections and screenshots of the Dutch source, in the same order', (language) => {
    expect(shape(texts[language])).toEqual(shape(texts.nl));
  });

  it('shows every screenshot the script takes', () => {
    expect([...new Set(screensOf(texts.nl))].sort()).toEqual([...SCREENS].sort());
  });

  it.each(MANUAL_LANGUAGES)('%s marks bold words in pairs of *', (language) => {
    const unpaired = allTexts(texts[language]).filter((s) => (s.match(/\*/g) ?? []).length % 2 !== 0);
    expect(unpaired).toEqual([]);
  });

  it.each(MANUAL_LANGUAGES)('%s has every screenshot as a PNG of a phone screen', (language) => {
    for (const screen of SCREENS) {
      const file = screenFile(language, screen);
      expect(existsSync(file), file).toBe(true);
      const png = readFileSync(file);
      expect(png.subarray(1, 4).toString('latin1'), file).toBe('PNG');
      const width = png.readUInt32BE(16);
      expect(width, `${file}: width`).toBeLessThanOrEqual(390);
      expect(width, `${file}: width`).toBeGreaterThan(200);
    }
  });
});

/** A PDF read by PDF.js, as a viewer reads it. */
async function open(data: Buffer): Promise<PDFDocumentProxy> {
  return getDocument({ data: new Uint8Array(data), verbosity: 0, useSystemFonts: false }).promise;
}

/** The text of every page, one string per page. */
async function pageTexts(doc: PDFDocumentProxy): Promise<string[]> {
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return pages;
}

/**
 * The words of a text without punctuation and marks, for comparisons that do not depend on word order (right to
 * left). Text extraction (PDF.js, also poppler) turns Arabic's lam-alef ligature around (لا comes out as ال):
 * both sides are written that way before they are compared.
 */
const words = (s: string) =>
  s
    .replace(/\p{M}/gu, '')
    .replace(/\u0644([\u0622\u0623\u0625\u0627])/gu, '$1\u0644')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

describe.each(MANUAL_LANGUAGES)('the manual in %s', (language) => {
  let bytes: Buffer;
  let doc: PDFDocumentProxy;
  let text: string;

  beforeAll(async () => {
    bytes = readFileSync(pdfFile(language));
    doc = await open(bytes);
    text = (await pageTexts(doc)).join('\n');
  });

  it('is a PDF behind the link of the header', () => {
    expect(pdfFile(language).endsWith(join('public', manualUrlFor(language)))).toBe(true);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(doc.numPages).toBeGreaterThan(5);
  });

  it('is tagged, in its language, with the title of its texts', async () => {
    // PDF.js 6 answers a Map, although its types still name an object.
    const markInfo = (await doc.getMarkInfo()) as unknown as Map<string, boolean> | { Marked?: boolean } | null;
    expect(markInfo instanceof Map ? markInfo.get('Marked') : markInfo?.Marked).toBe(true);
    expect(await (await doc.getPage(1)).getStructTree()).not.toBeNull();
    const { info } = (await doc.getMetadata()) as { info: { Language?: string; Title?: string } };
    expect(info.Language).toBe(language);
    expect(info.Title).toBe(texts[language].title);
  });

  it('contains the headings of its chapters', () => {
    const present = new Set(words(text));
    for (const chapter of texts[language].chapters) {
      expect(words(chapter.title).filter((w) => !present.has(w)), chapter.title).toEqual([]);
    }
  });

  it('is written in the script of its language', () => {
    const letters = text.match(/\p{L}/gu) ?? [];
    const script = { ar: /\p{Script=Arabic}/u, uk: /\p{Script=Cyrillic}/u }[language as string] ?? /\p{Script=Latin}/u;
    const share = letters.filter((c) => script.test(c)).length / letters.length;
    expect(share).toBeGreaterThan(0.8);
  });

  it('was made from the current texts and screenshots (else: npm run manual -- --pdf-only)', async () => {
    const fresh = await open(compileManual(language, createManualCompiler()));
    expect(await pageTexts(fresh), `public/handleiding/${language}.pdf is older than its sources: npm run manual -- --pdf-only`).toEqual(
      await pageTexts(doc),
    );
  });
});
