/**
 * A report section's text (Markdown subset, decision 011) as the report PDF prints it: the formatting of the subset
 * kept, everything else plain, every character as typed, headings at levels PDF/UA-1 accepts, and the reading
 * direction of each paragraph.
 */
import { describe, expect, it } from 'vitest';
import { MAX_LIST_DEPTH, parseMarkup, textDirection, type MarkupBlock, type MarkupList, type MarkupRun } from './markup';

const run = (text: string, style: Partial<MarkupRun> = {}): MarkupRun => ({ text, strong: false, em: false, href: null, ...style });
const para = (...runs: MarkupRun[]): MarkupBlock => ({ kind: 'paragraph', dir: 'ltr', runs });

/** The text of blocks without formatting, one line per paragraph, heading or item. */
function lines(blocks: MarkupBlock[]): string[] {
  const item = (list: MarkupList): string[] => list.items.flatMap((i) => [i.runs.map((r) => r.text).join(''), ...i.lists.flatMap(item)]);
  return blocks.flatMap((b) => (b.kind === 'list' ? item(b) : [b.runs.map((r) => r.text).join('')]));
}

describe('parseMarkup', () => {
  it('keeps bold, italic and links as runs', () => {
    expect(parseMarkup('Til met je **benen**, _niet_ met je ***rug*** — [uitleg](https://arbo.example/tillen).')).toEqual([
      para(
        run('Til met je '),
        run('benen', { strong: true }),
        run(', '),
        run('niet', { em: true }),
        run(' met je '),
        run('rug', { strong: true, em: true }),
        run(' — '),
        run('uitleg', { href: 'https://arbo.example/tillen' }),
        run('.'),
      ),
    ]);
  });

  it('keeps only links to absolute http(s) and mailto addresses', () => {
    const [block] = parseMarkup('[mail](mailto:docent@school.example) [kwaad](javascript:alert(1)) [relatief](/cp/admin) <https://a.example>');
    expect(block).toEqual(
      para(run('mail', { href: 'mailto:docent@school.example' }), run(' kwaad relatief '), run('https://a.example', { href: 'https://a.example' })),
    );
  });

  it('gives headings levels 3 and 4, never skipping a level and leaving out empty ones', () => {
    const blocks = parseMarkup('#### Eerst een kleine kop\n\n# Grote kop\n\n## Middel\n\n###### Klein\n\n###\n\nTekst');
    expect(blocks.map((b) => (b.kind === 'heading' ? `${b.level} ${b.runs[0]!.text}` : b.kind))).toEqual([
      '3 Eerst een kleine kop',
      '3 Grote kop',
      '3 Middel',
      '4 Klein',
      'paragraph',
    ]);
  });

  it('nests bulleted and numbered lists and keeps the first number', () => {
    expect(parseMarkup('3. drie\n4. vier\n   - **a**\n   - b\n     1. c')).toEqual([
      {
        kind: 'list',
        ordered: true,
        start: 3,
        items: [
          { dir: 'ltr', runs: [run('drie')], lists: [] },
          {
            dir: 'ltr',
            runs: [run('vier')],
            lists: [
              {
                kind: 'list',
                ordered: false,
                start: 1,
                items: [
                  { dir: 'ltr', runs: [run('a', { strong: true })], lists: [] },
                  { dir: 'ltr', runs: [run('b')], lists: [{ kind: 'list', ordered: true, start: 1, items: [{ dir: 'ltr', runs: [run('c')], lists: [] }] }] },
                ],
              },
            ],
          },
        ],
      },
    ]);
  });

  it('joins a line break inside a paragraph with a space, and keeps a hard break as a new line', () => {
    expect(parseMarkup('een\ntwee  \ndrie\\\nvier')).toEqual([para(run('een twee\ndrie\nvier'))]);
  });

  it('prints Typst and HTML characters as typed', () => {
    const source = '#set page(width: 1cm) $x^2$ <label> @ref // geen commentaar #import "x": * &amp; &#60;b&#62; <script>alert(1)</script>';
    expect(parseMarkup(source)).toEqual([para(run(source))]);
    // Markdown's own escapes are Markdown: \* is a star, \\ a backslash.
    expect(parseMarkup('\\*geen nadruk\\* en C:\\\\map')).toEqual([para(run('*geen nadruk* en C:\\map'))]);
  });

  it('shows formatting outside the subset plainly', () => {
    const source = [
      '```',
      '#let x = 1',
      'regel 2',
      '```',
      '> geciteerd **vet**',
      '',
      '| a | b |',
      '|---|---|',
      '| 1 | 2 |',
      '',
      '~~doorgehaald~~ en `code` en ![een foto](https://a.example/f.png)',
      '',
      '---',
      '',
      '- [x] taak',
    ].join('\n');
    expect(lines(parseMarkup(source))).toEqual(['#let x = 1\nregel 2', 'geciteerd vet', 'a | b', '1 | 2', 'doorgehaald en code en een foto', 'taak']);
  });

  it('marks paragraphs, headings and items whose first letter is Arabic or Hebrew as right-to-left', () => {
    const blocks = parseMarkup('## مرحبا Jan\n\n12: שלום\n\n- Jan مرحبا\n- «أحمد»');
    expect(blocks.map((b) => (b.kind === 'list' ? b.items.map((i) => i.dir).join(',') : b.dir))).toEqual(['rtl', 'rtl', 'ltr,rtl']);
  });

  it(`nests lists at most ${MAX_LIST_DEPTH} deep, the deeper items in their parent's text`, () => {
    const source = Array.from({ length: MAX_LIST_DEPTH + 3 }, (_, i) => `${'  '.repeat(i)}- niveau ${i + 1}`).join('\n');
    let depth = 0;
    let list: MarkupList | undefined = parseMarkup(source)[0] as MarkupList;
    let deepest = '';
    while (list) {
      depth += 1;
      deepest = list.items[0]!.runs.map((r) => r.text).join('');
      list = list.items[0]!.lists[0];
    }
    expect(depth).toBe(MAX_LIST_DEPTH);
    expect(deepest).toBe(`niveau ${MAX_LIST_DEPTH}\nniveau ${MAX_LIST_DEPTH + 1}\nniveau ${MAX_LIST_DEPTH + 2}\nniveau ${MAX_LIST_DEPTH + 3}`);
  });

  it('gives no blocks for empty text, and plain paragraphs for text too deeply nested to parse', () => {
    expect(parseMarkup('')).toEqual([]);
    expect(parseMarkup('  \n\n ')).toEqual([]);
    const deep = `${'>'.repeat(20_000)} diep\n\ntweede`;
    expect(lines(parseMarkup(deep)).at(-1)).toBe('tweede');
  });
});

describe('textDirection', () => {
  it('follows the first letter, skipping digits and punctuation', () => {
    expect(textDirection('2 × أحمد')).toBe('rtl');
    expect(textDirection('(שלום) Jan')).toBe('rtl');
    expect(textDirection('Jan أحمد')).toBe('ltr');
    expect(textDirection('Олександра')).toBe('ltr');
    expect(textDirection('123 !')).toBe('ltr');
  });
});
