import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AREAS } from './content/areas';
import { QUIZ_ITEMS } from './content/items';

const DIR = join(import.meta.dirname, 'pictures');
const NAMES = [...QUIZ_ITEMS.map((item) => item.id), ...AREAS.map((area) => `area-${area}`)];

/**
 * Walks the tags of an SVG document with a stack and returns the first problem, or null when every opened element
 * is closed in order, nothing but whitespace stands between the tags (no text in a picture) and the document is
 * exactly one <svg> element. Enough for the hand-written, comment-free pictures in this folder.
 */
function structureProblem(source: string): string | null {
  const stack: string[] = [];
  let rootsClosed = 0;
  let last = 0;
  for (const match of source.matchAll(/<(\/?)([A-Za-z][\w:-]*)\b[^<>]*?(\/?)>/g)) {
    if (source.slice(last, match.index).trim() !== '') return `text outside a tag before offset ${match.index}`;
    last = match.index + match[0].length;
    const [, closing, name, selfClosing] = match;
    if (rootsClosed > 0) return `<${name}> after the closing </svg>`;
    if (stack.length === 0 && name !== 'svg') return `root element is <${name}>, not <svg>`;
    if (closing) {
      if (stack.pop() !== name) return `</${name}> closes the wrong element`;
      if (stack.length === 0) rootsClosed++;
    } else if (!selfClosing) stack.push(name!);
  }
  if (source.slice(last).trim() !== '') return 'text after the last tag';
  if (stack.length > 0) return `<${stack.at(-1)}> is never closed`;
  return rootsClosed === 1 ? null : 'no <svg> element';
}

describe('the quiz pictures', () => {
  it('has one picture per item and per area, and no others', () => {
    const files = readdirSync(DIR).filter((file) => file.endsWith('.svg')).sort();
    expect(files).toEqual(NAMES.map((name) => `${name}.svg`).sort());
  });

  it.each(NAMES)('%s.svg is a small, well-formed, decorative, language-neutral SVG', (name) => {
    const file = join(DIR, `${name}.svg`);
    expect(existsSync(file)).toBe(true);
    expect(statSync(file).size).toBeLessThanOrEqual(2000);
    const source = readFileSync(file, 'utf8');
    expect(source.trimStart().startsWith('<svg')).toBe(true);
    expect(source.trimEnd().endsWith('</svg>')).toBe(true);
    expect(structureProblem(source)).toBeNull();

    const root = /^<svg\b[^>]*>/.exec(source.trimStart())![0];
    expect(root).toContain('viewBox="0 0 120 120"');
    expect(root).toContain('aria-hidden="true"');
    expect(root).toContain('focusable="false"');
    expect(root).not.toMatch(/\s(width|height)=/);

    // No scripts, embedded HTML, raster images or text; nothing that loads from elsewhere or runs on an event.
    for (const forbidden of [/<script/i, /<foreignObject/i, /<image/i, /<text/i, /<style/i, /@import/i, /url\(\s*['"]?(?!#)/i]) {
      expect(source).not.toMatch(forbidden);
    }
    expect(source).not.toMatch(/\son[a-z]+\s*=/i);
    for (const [, value] of source.matchAll(/\shref\s*=\s*["']([^"']*)["']/gi)) expect(value!.startsWith('#'), value).toBe(true);
  });
});

describe('structureProblem', () => {
  it('accepts a nested document and points at broken ones', () => {
    expect(structureProblem('<svg a="1"><g><path d="M0 0"/></g></svg>')).toBeNull();
    expect(structureProblem('<svg><g></svg>')).toBe('</svg> closes the wrong element');
    expect(structureProblem('<svg><g>')).toBe('<g> is never closed');
    expect(structureProblem('<svg>Hallo</svg>')).toMatch(/^text outside a tag/);
    expect(structureProblem('<svg></svg><svg></svg>')).toBe('<svg> after the closing </svg>');
    expect(structureProblem('<g></g>')).toBe('root element is <g>, not <svg>');
  });
});
